/**
 * Plan details (spec point 3 "Plan"): a dialog with the plan's facts, its prices per
 * bracket (and the lives' subtotals when a quote is known), the accredited network
 * grouped by city with each provider's attributes (H, PS, M, Lab) and counts, refunds,
 * coparticipation rules and carências. 'Erro ao buscar plano' (alert + inline) when the
 * plan cannot be loaded.
 */
import { useEffect, useMemo } from 'react';
import { AGE_BRACKETS, totalLives, type AgeBracket, type BracketCounts } from '../../../domain/quotation/age-buckets';
import {
  PROVIDER_ATTRIBUTE_LABELS,
  entityLabel,
  groupProvidersByCity,
  planTotalCents,
  providerAttributes,
  type PlanDetail,
  type Provider,
} from '../../../domain/quotation/catalog';
import { bracketFieldLabel } from '../../../domain/quotation/lives-input';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { coparticipationLabel, coverageAreaLabel, planTypeLabel, roomTypeLabel, segmentationLabel } from '../../../domain/quotation/plan-types';
import { Dialog } from '../../design-system/dialog';
import { Spinner } from '../../design-system/spinner';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import * as s from './catalog.css';
import { ansText, coparticipationRuleText, livesRangeText, shortfallText } from './labels';
import { OperatorAvatar } from './operator-avatar';
import { OperatorQuality, QualityLegend, TableAgeTags } from './table-quality';
import { DataTable, type DataColumn } from '../data-table';
import { useRemote } from '../use-remote';
import { RemoteFailure } from '../remote-failure';

/** Shown (alert and inline) when a plan cannot be loaded (spec point 8). */
export const PLAN_FAILURE_MESSAGE = 'Erro ao buscar plano';

export interface PlanDetailsDialogProps {
  /** The plan to show; null = closed. */
  planId: number | null;
  /** Lives of the current quote, to show subtotals. */
  counts?: BracketCounts | null;
  onClose: () => void;
}

export function PlanDetailsDialog({ planId, counts, onClose }: PlanDetailsDialogProps) {
  const catalog = useUseCases('quotation');
  const alerts = useAlerts();
  // The plan (networks of hundreds of providers) is drawn in a transition: the click that opens
  // the dialog paints the dialog and 'Carregando plano…' first, even when the answer is at hand.
  const remote = useRemote(planId === null ? null : `plan:${planId}`, () => catalog.plan(planId ?? 0), { transition: true });
  const failed = planId !== null && remote.status === 'failed';

  useEffect(() => {
    if (failed) alerts.show({ kind: 'error', message: PLAN_FAILURE_MESSAGE });
  }, [failed, alerts]);

  let body = null;
  if (planId !== null && remote.status === 'loading') {
    body = (
      <div className={s.loadingBox} role="status">
        <Spinner size="md" />
        Carregando plano…
      </div>
    );
  } else if (planId !== null && remote.status === 'failed') {
    body = <RemoteFailure message={PLAN_FAILURE_MESSAGE} detail={remote.failure.message} onRetry={remote.reload} />;
  } else if (planId !== null && remote.status === 'ok') {
    body = <PlanDetailsContent plan={remote.value} counts={counts ?? null} />;
  }

  return (
    <Dialog
      size="lg"
      open={planId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={remote.status === 'ok' ? remote.value.name : 'Detalhes do plano'}
    >
      {body}
    </Dialog>
  );
}

/** The details of a loaded plan (also used by the comparison's deep links). */
export function PlanDetailsContent({ plan, counts }: { plan: PlanDetail; counts: BracketCounts | null }) {
  const hasLives = counts !== null && totalLives(counts) > 0;
  const today = useUseCases('quotation').today();
  return (
    <div className={s.detailsRoot}>
      <div className={s.operatorLine}>
        <OperatorAvatar name={plan.institution.name} logoUrl={plan.institution.logoUrl} size="lg" />
        <div>
          <p className={s.strong}>{plan.institution.name}</p>
          {ansText(plan.institution.ansRegistration) ? <p className={s.muted}>{ansText(plan.institution.ansRegistration)}</p> : null}
          <OperatorQuality profile={plan.institution.ansProfile} />
          <QualityLegend />
        </div>
      </div>

      <dl className={s.facts}>
        <Fact label="Tipo" value={planTypeLabel(plan.type)} />
        <Fact label="Acomodação" value={roomTypeLabel(plan.accommodation)} />
        <Fact label="Coparticipação" value={coparticipationLabel(plan.coparticipation)} />
        <Fact label="Abrangência" value={coverageAreaLabel(plan.coverageArea)} />
        <Fact label="Área de comercialização" value={plan.commercializationArea.name} />
        <Fact label="Segmentação" value={segmentationLabel(plan.segmentation)} />
        <Fact label="Vidas" value={livesRangeText(plan.minLives, plan.maxLives)} />
        {plan.administradora ? <Fact label="Administradora" value={plan.administradora} /> : null}
        {plan.entities.length > 0 ? <Fact label="Entidades" value={plan.entities.map(entityLabel).join('; ')} /> : null}
      </dl>

      <section className={s.section} aria-labelledby={`precos-${plan.id}`}>
        <h3 id={`precos-${plan.id}`} className={s.sectionTitle}>
          Preços por faixa etária
        </h3>
        <p className={s.tags}>
          <TableAgeTags effectiveDate={plan.priceTable.effectiveDate} today={today} />
          <span className={s.tag}>Tabela vigente desde {formatDateBR(plan.priceTable.effectiveDate)}</span>
          {plan.priceTable.nextEffectiveDate ? (
            <span className={s.tag}>Nova tabela a partir de {formatDateBR(plan.priceTable.nextEffectiveDate)}</span>
          ) : null}
          {plan.priceTable.real ? <span className={s.tagReal} title="De onde veio esta tabela de preços">Fonte: {plan.priceTable.source}</span> : <span className={s.tagIllustrative}>valores ilustrativos</span>}
        </p>
        <PriceTable plan={plan} counts={hasLives ? counts : null} />
      </section>

      <section className={s.section} aria-labelledby={`rede-${plan.id}`}>
        <h3 id={`rede-${plan.id}`} className={s.sectionTitle}>
          Rede credenciada
        </h3>
        <p className={s.muted}>
          {plan.network.name} · {plan.hospitals.length} {plan.hospitals.length === 1 ? 'hospital' : 'hospitais'} ·{' '}
          {plan.clinics.length} {plan.clinics.length === 1 ? 'clínica ou laboratório' : 'clínicas e laboratórios'}
        </p>
        <p className={s.legendLine}>H = internação eletiva · PS = pronto-socorro · M = maternidade · Lab = laboratório</p>
        <div className={s.detailGrid}>
          <ProvidersByCity title="Hospitais" providers={plan.hospitals} empty="Nenhum hospital na rede deste plano." planId={plan.id} />
          <ProvidersByCity title="Clínicas e laboratórios" providers={plan.clinics} empty="Nenhuma clínica ou laboratório listado." planId={plan.id} />
        </div>
      </section>

      <div className={s.detailGrid}>
        <TableSection
          id={`copart-${plan.id}`}
          title="Coparticipação"
          empty="Sem coparticipação."
          caption="Regras de coparticipação"
          headers={['Procedimento', 'Coparticipação']}
          rows={plan.coparticipationRules.map((rule) => [rule.procedure, coparticipationRuleText(rule)])}
        />
        <TableSection
          id={`carencias-${plan.id}`}
          title="Carências"
          empty="Sem carências informadas."
          caption="Prazos de carência"
          headers={['Procedimento', 'Prazo']}
          rows={plan.shortfalls.map((row) => [row.note ? `${row.procedure} (${row.note})` : row.procedure, shortfallText(row.days)])}
        />
        <TableSection
          id={`reembolso-${plan.id}`}
          title="Reembolso"
          empty="Este plano não prevê reembolso."
          caption="Reembolsos"
          headers={['Procedimento', 'Valor']}
          rows={plan.refunds.map((refund) => [refund.procedure, formatBRL(refund.valueCents)])}
        />
      </div>
    </div>
  );
}

/** A titled section with a two-column table of its rows, or the `empty` sentence when there are none. */
function TableSection({ id, title, empty, caption, headers, rows }: { id: string; title: string; empty: string; caption: string; headers: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <section className={s.section} aria-labelledby={id}>
      <h3 id={id} className={s.sectionTitle}>
        {title}
      </h3>
      {rows.length === 0 ? <p className={s.muted}>{empty}</p> : <SimpleTable caption={caption} headers={headers} rows={rows} />}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={s.fact}>
      <dt className={s.factLabel}>{label}</dt>
      <dd className={s.factValue}>{value}</dd>
    </div>
  );
}

/** A table of text rows: the first cell names the row, the others are figures. */
export function SimpleTable({ caption, headers, rows }: { caption: string; headers: readonly string[]; rows: readonly (readonly string[])[] }) {
  const columns = headers.map((header, index): DataColumn<readonly string[]> => ({ header, cell: (row) => row[index], rowHeader: index === 0, numeric: index > 0 }));
  return <DataTable look={s.tableLook} caption={caption} columns={columns} rows={rows} rowKey={(_row, index) => index} />;
}

/** The price of each bracket (and the promotional one); with the quote's lives, their count, subtotal and the monthly total. */
function PriceTable({ plan, counts }: { plan: PlanDetail; counts: BracketCounts | null }) {
  const { pricesCents, promotionalPricesCents, promotionalMonths } = plan.priceTable;
  const columns: DataColumn<AgeBracket>[] = [
    { header: 'Faixa etária', cell: bracketFieldLabel, rowHeader: true },
    { header: 'Valor por vida', cell: (bracket) => formatBRL(pricesCents[bracket.index]), numeric: true },
  ];
  if (promotionalPricesCents) {
    columns.push({ header: `Primeiros ${promotionalMonths ?? 3} meses`, cell: (bracket) => formatBRL(promotionalPricesCents[bracket.index]), numeric: true });
  }
  if (counts) {
    columns.push(
      { header: 'Vidas', cell: (bracket) => counts[bracket.index], numeric: true },
      { header: 'Subtotal', cell: (bracket) => (counts[bracket.index] > 0 ? formatBRL(counts[bracket.index] * pricesCents[bracket.index]) : '—'), numeric: true },
    );
  }
  const footer = counts ? (
    <tr>
      <th scope="row" className={s.rowHeader}>
        Total mensal
      </th>
      <td className={`${s.td} ${s.num} ${s.strong}`} colSpan={columns.length - 1}>
        {formatBRL(planTotalCents(plan, counts))}
      </td>
    </tr>
  ) : undefined;
  return (
    <DataTable
      look={s.tableLook}
      tableClassName={s.compactTable}
      region="Tabela de preços"
      columns={columns}
      rows={AGE_BRACKETS}
      rowKey={(bracket) => bracket.index}
      footer={footer}
    />
  );
}

/** Attribute chips of a provider: H, PS, M, Lab (each with its meaning for assistive technology). */
export function ProviderAttributes({ provider }: { provider: Provider }) {
  return (
    <span className={s.attributes}>
      {providerAttributes(provider).map((code) => (
        <abbr key={code} className={s.attribute} title={PROVIDER_ATTRIBUTE_LABELS[code]} aria-label={PROVIDER_ATTRIBUTE_LABELS[code]}>
          {code}
        </abbr>
      ))}
    </span>
  );
}

function ProvidersByCity({ title, providers, empty, planId }: { title: string; providers: readonly Provider[]; empty: string; planId: number }) {
  const groups = useMemo(() => groupProvidersByCity(providers), [providers]);
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-${planId}`;
  return (
    <section className={s.section} aria-labelledby={titleId}>
      <h4 id={titleId} className={s.subTitle}>
        {title} ({providers.length})
      </h4>
      {groups.length === 0 ? <p className={s.muted}>{empty}</p> : null}
      {groups.map((group) => (
        <section key={`${group.uf}-${group.city}`} className={s.cityGroup} aria-label={`${title} em ${group.city}`}>
          <h5 className={s.factLabel}>
            {group.city} — {group.uf} ({group.providers.length})
          </h5>
          <ul className={s.providerList}>
            {group.providers.map((provider) => (
              <li key={provider.id} className={s.providerItem}>
                <span>{provider.name}</span>
                <ProviderAttributes provider={provider} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
