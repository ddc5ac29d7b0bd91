/**
 * /admin/painel-de-controle (superusers, spec point 2): the superuser's tools.
 *
 * Sections, in order:
 * 1. Relatório de pagamento — the link to /admin/relatorio-de-pagamento.
 * 2. Tabelas de preços — the import of an operator's table with its dry run
 *    (table-updates/table-import-panel.tsx), and 'Importar operadora': a whole operator's
 *    catalog file with its dry run and the list of imports (table-updates/operator-import-panel.tsx).
 * 3. Calendário de atualizações — the forecast editor (table-updates/forecast-editor.tsx).
 * 4. Planos e auditoria — reserved: the plan editing and the audit list (another change)
 *    are mounted in `ControlPanelExtraSections` below.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, Icon, PageHeader, Stack } from '../../design-system';
import { AuditList } from './audit-list';
import { InstitutionsSummary } from './institutions-summary';
import { ForecastEditor } from './table-updates/forecast-editor';
import { OperatorImportPanel } from './table-updates/operator-import-panel';
import { TableImportPanel } from './table-updates/table-import-panel';
import * as s from './table-updates/table-updates-admin.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={s.planTitle}>
        {title}
      </h2>
      <Stack gap="md">{children}</Stack>
    </section>
  );
}

/**
 * Place for the sections built elsewhere (plan editing, audit list): mount them here, each
 * in its own `<Section>`. Empty until then.
 */
/** Plan editing: the institutions with their plan counts, the editor's entry and the latest audit records. */
function ControlPanelExtraSections() {
  return (
    <>
      <Section id="painel-planos" title="Planos">
        <Card padding="md">
          <Link href="/admin/editar">
            <Icon name="pencil" size={18} /> Editar e clonar planos
          </Link>
        </Card>
        <InstitutionsSummary />
      </Section>
      <AuditList title="Últimas alterações" />
    </>
  );
}

export function ControlPanelScreen() {
  return (
    <>
      <PageHeader eyebrow="Administração" title="Painel de Controle" description="Ferramentas do superusuário: pagamentos, tabelas de preços e calendário de atualizações." />
      <Stack gap="lg">
        <Section id="painel-pagamentos" title="Pagamentos">
          <Card padding="md">
            <Link href="/admin/relatorio-de-pagamento">
              <Icon name="creditCard" size={18} /> Relatório de pagamento
            </Link>
            <p className={s.muted}>Pagamentos de todas as contas por período, situação e plano, com download em CSV.</p>
          </Card>
        </Section>
        <Section id="painel-tabelas" title="Tabelas de preços">
          <TableImportPanel />
          <OperatorImportPanel />
        </Section>
        <Section id="painel-calendario" title="Calendário de atualizações">
          <ForecastEditor />
        </Section>
        <ControlPanelExtraSections />
      </Stack>
    </>
  );
}
