/**
 * Operators with their published plan counts by state and type, each linking
 * to its plans in the editor (/admin/editar/{slug}). Exported on its own so the control
 * panel (/admin/painel-de-controle) mounts it too.
 */
import { useCallback } from 'react';
import type { InstitutionPlanCounts } from '../../../domain/plan-admin-types';
import { planTypeLabel } from '../../../domain/quotation/plan-types';
import { Card, Spinner } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { LinkButton } from '../../shared/link-button';
import { RetryNotice } from '../../shared/remote-failure';
import { useRemote } from '../../shared/use-remote';
import * as p from '../../shared/payments.css';
import * as s from './admin.css';

/** Shown when the operators cannot be loaded. */
export const INSTITUTIONS_ERROR = 'Erro ao carregar as operadoras. Por favor, tente novamente.';

const COLUMNS: readonly DataColumn<InstitutionPlanCounts>[] = [
  { header: 'Operadora', cell: (institution) => institution.name },
  { header: 'Planos', cell: (institution) => institution.plans, numeric: true },
  {
    header: 'Por estado e tipo',
    cell: (institution) =>
      institution.byState.length === 0 ? '—' : institution.byState.map((row) => `${row.uf} ${planTypeLabel(row.type)}: ${row.plans}`).join(' · '),
  },
  {
    header: <span className={p.muted}>Ações</span>,
    cell: (institution) => (
      <LinkButton href={`/admin/editar/${institution.slug}`} variant="secondary" size="sm" aria-label={`Editar planos de ${institution.name}`}>
        Editar planos
      </LinkButton>
    ),
  },
];

/** The summary (module note). */
export function InstitutionsSummary({ title = 'Operadoras e planos' }: { title?: string }) {
  const planAdmin = useUseCases('planAdmin');
  const load = useCallback(() => planAdmin.institutions(), [planAdmin]);
  const institutions = useRemote('institutions', load);
  return (
    <Card as="section" padding="md" aria-label={title} className={s.section}>
      <h2 className={p.sectionTitle}>{title}</h2>
      {institutions.status === 'loading' ? <Spinner /> : null}
      {institutions.status === 'failed' ? <RetryNotice message={INSTITUTIONS_ERROR} onRetry={institutions.reload} /> : null}
      {institutions.value ? (
        <DataTable look={p.tableLook} tableClassName={p.wideTable} columns={COLUMNS} rows={institutions.value} rowKey={(institution) => institution.id} />
      ) : null}
    </Card>
  );
}
