/**
 * One quoted plan: operator (logo or initials) and plan name, accommodation,
 * coparticipation, coverage area, the price of each bracket in use (lives × unit price),
 * the monthly total in BRL (the administradora's monthly fee included, `planMonthlyTotal`; the
 * one-off adhesion fee apart), the table's effective date and month ('Tabela de MM/AAAA', with
 * the 12-month warning), the operator's IDSS and IGR and, for demonstration tables,
 * a 'valores ilustrativos' tag; 'Ver detalhes' and a 'Comparar' checkbox.
 *
 * Memoized: it re-renders only when its own props change (the quote object, the counts,
 * whether it is compared); sorting or narrowing the list moves cards without rendering
 * them again. The callbacks must be stable.
 */
import { memo, useContext, useId, useMemo, type ReactNode } from 'react';
import { totalLives, type BracketCounts } from '../../../domain/quotation/age-buckets';
import { planBracketLines, type PlanQuote } from '../../../domain/quotation/catalog';
import { bracketFieldLabel } from '../../../domain/quotation/lives-input';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { AGE_BRACKETS } from '../../../domain/quotation/age-buckets';
import { coparticipationLabel, coverageAreaLabel, roomTypeLabel } from '../../../domain/quotation/plan-types';
import type { BracketSubtotal } from '../../../domain/quotation/pricing';
import { planMonthlyTotal } from '../../../domain/quotation/monthly-total';
import { Button } from '../../design-system/button';
import * as c from '../../shared/catalog/catalog.css';
import { OperatorAvatar } from '../../shared/catalog/operator-avatar';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { OperatorQuality, TableAgeTags } from '../../shared/catalog/table-quality';
import { PlanCardRenderProbe } from './render-probe';
import * as s from './quotation.css';

/** The tag of demonstration (not real) price tables. */
export const ILLUSTRATIVE_TAG = 'valores ilustrativos';
/** The tag of real operator tables. */
export const REAL_TABLE_TAG = 'tabela da operadora';

export interface PlanCardProps {
  quote: PlanQuote;
  counts: BracketCounts;
  compared: boolean;
  /** Today's Brasília day (`YYYY-MM-DD`): the table's age is measured on it. */
  today: string;
  onToggleCompare: (planId: number) => void;
  onOpenDetails: (planId: number) => void;
  /** The title when it is not the plan's name (an offer sold by several administradoras: the product's name). */
  title?: string;
  /** Shown under the tags (the administradora choice of an offer). */
  children?: ReactNode;
}

/** 'Taxa de adesão: R$ 150,00 por vida (pagamento único) · Taxa administrativa: R$ 12,90 por vida/mês'. */
export function administradoraFeesText(fees: { adhesionCentsPerLife: number; monthlyCentsPerLife: number }): string {
  const parts = [`Taxa de adesão: ${formatBRL(fees.adhesionCentsPerLife)} por vida (pagamento único)`];
  if (fees.monthlyCentsPerLife > 0) parts.push(`Taxa administrativa: ${formatBRL(fees.monthlyCentsPerLife)} por vida/mês`);
  return parts.join(' · ');
}

const LINE_COLUMNS: readonly DataColumn<BracketSubtotal>[] = [
  { header: 'Faixa etária', cell: (line) => bracketFieldLabel(AGE_BRACKETS[line.index]), rowHeader: true },
  { header: 'Vidas', cell: (line) => line.lives, numeric: true },
  { header: 'Por vida', cell: (line) => formatBRL(line.unitPriceCents), numeric: true },
  { header: 'Subtotal', cell: (line) => formatBRL(line.subtotalCents), numeric: true },
];

export const PlanCard = memo(function PlanCard({ quote, counts, compared, today, onToggleCompare, onOpenDetails, title, children }: PlanCardProps) {
  const probe = useContext(PlanCardRenderProbe);
  probe?.(quote.id);
  const titleId = useId();
  const lines = useMemo(() => planBracketLines(quote, counts), [quote, counts]);
  // The one monthly total (administradora's monthly fee included), the proposal's figure too.
  const monthly = useMemo(() => planMonthlyTotal(quote, counts), [quote, counts]);
  const total = monthly.totalCents;
  const promoTotal = monthly.promotionalTotalCents;
  const lives = totalLives(counts);

  return (
    <article className={s.card} aria-labelledby={titleId} data-compared={compared}>
      <header className={s.cardHeader}>
        <OperatorAvatar name={quote.institution.name} logoUrl={quote.institution.logoUrl} />
        <div className={s.cardHeading}>
          <p className={s.operatorName}>{quote.institution.name}</p>
          <OperatorQuality profile={quote.institution.ansProfile} />
          <h3 id={titleId} className={s.planName}>
            {title ?? quote.name}
          </h3>
        </div>
      </header>

      <p className={c.tags}>
        <span className={c.tag}>{roomTypeLabel(quote.accommodation)}</span>
        <span className={c.tag}>{coparticipationLabel(quote.coparticipation)}</span>
        <span className={c.tag}>Abrangência {coverageAreaLabel(quote.coverageArea).toLowerCase()}</span>
        {quote.priceTable.real ? <span className={c.tagReal}>{REAL_TABLE_TAG}</span> : <span className={c.tagIllustrative}>{ILLUSTRATIVE_TAG}</span>}
        <TableAgeTags effectiveDate={quote.priceTable.effectiveDate} today={today} />
      </p>
      {children}

      <DataTable look={c.bareTableLook} tableClassName={c.compactTable} caption="Preço por faixa etária" columns={LINE_COLUMNS} rows={lines} rowKey={(line) => line.index} />

      <div className={s.totalLine}>
        <p className={s.total}>
          Total mensal:{' '}
          <strong className={s.totalValue}>{formatBRL(total)}</strong>
        </p>
        {monthly.administrationCents > 0 && quote.administradoraFees ? (
          <p className={s.effective}>
            Inclui a taxa administrativa: {lives} {lives === 1 ? 'vida' : 'vidas'} × {formatBRL(quote.administradoraFees.monthlyCentsPerLife)} ={' '}
            {formatBRL(monthly.administrationCents)}
          </p>
        ) : null}
        <p className={s.effective}>Tabela vigente desde {formatDateBR(quote.priceTable.effectiveDate)}</p>
        {quote.priceTable.nextEffectiveDate ? (
          <p className={s.effective}>Nova tabela a partir de {formatDateBR(quote.priceTable.nextEffectiveDate)}</p>
        ) : null}
      </div>
      {promoTotal !== null && promoTotal !== total ? (
        <p className={s.promo}>
          Nos {quote.priceTable.promotionalMonths ?? 3} primeiros meses: {formatBRL(promoTotal)}
        </p>
      ) : null}
      {quote.administradoraFees ? <p className={s.effective}>{administradoraFeesText(quote.administradoraFees)}</p> : null}
      {monthly.adhesionOneOffCents > 0 ? (
        <p className={s.effective}>Taxa de adesão (pagamento único, à parte do total mensal): {formatBRL(monthly.adhesionOneOffCents)}</p>
      ) : null}

      <div className={s.cardActions}>
        <label className={c.choice}>
          <input type="checkbox" className={c.choiceInput} checked={compared} onChange={() => onToggleCompare(quote.id)} aria-describedby={titleId} />
          Comparar
        </label>
        <Button variant="secondary" size="sm" icon="info" onClick={() => onOpenDetails(quote.id)} aria-describedby={titleId}>
          Ver detalhes
        </Button>
      </div>
    </article>
  );
});
