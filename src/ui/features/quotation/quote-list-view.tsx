/**
 * The compact results list: one row per plan (operator, plan, accommodation,
 * coparticipation, monthly total, the table's effective date, the operator's IDSS) with a
 * checkbox that picks the plan for the proposal (the same selection as the cards'
 * 'Comparar'). The headers 'Operadora', 'Total mensal' and 'IDSS' sort the list (the
 * active one carries `aria-sort`); the plan's name opens its details. A row is at most two
 * lines (a long plan name is cut after two, whole in its tooltip, its details and its
 * accessible name), so 53 plans fit in under 3,000 px at 1280 px (send-proposal e2e).
 */
import { memo } from 'react';
import type { BracketCounts } from '../../../domain/quotation/age-buckets';
import type { PlanQuote, QuoteSortKey } from '../../../domain/quotation/catalog';
import { planMonthlyTotal } from '../../../domain/quotation/monthly-total';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { IDSS_EXPLANATION, IDSS_MISSING } from '../../../domain/quotation/operator-profile';
import { roomTypeLabel } from '../../../domain/quotation/plan-types';
import { coparticipationShortLabel } from '../../../domain/proposal/proposal-text';
import { VisuallyHidden } from '../../design-system/primitives';
import * as s from './quote-list.css';

export interface QuoteListViewProps {
  plans: readonly PlanQuote[];
  counts: BracketCounts;
  sort: QuoteSortKey;
  selected: ReadonlySet<number>;
  onSort: (key: QuoteSortKey) => void;
  onToggleSelected: (planId: number) => void;
  onOpenDetails: (planId: number) => void;
}

/** The IDSS score in pt-BR with 4 decimals ('0,7877'), or 'não publicado'. */
export function idssCell(quote: Pick<PlanQuote, 'institution'>): string {
  const idss = quote.institution.ansProfile?.idss;
  return idss ? idss.score.toFixed(4).replace('.', ',') : 'não publicado';
}

/** The headers that sort, with the order each one gives. */
const SORTABLE: Record<'operator' | 'total' | 'quality', 'ascending' | 'descending'> = { operator: 'ascending', total: 'ascending', quality: 'descending' };

function SortHeader({ label, sortKey, sort, onSort, numeric }: { label: string; sortKey: keyof typeof SORTABLE; sort: QuoteSortKey; onSort: (key: QuoteSortKey) => void; numeric?: boolean }) {
  const active = sort === sortKey;
  return (
    <th scope="col" className={numeric ? `${s.th} ${s.numeric}` : s.th} aria-sort={active ? SORTABLE[sortKey] : undefined}>
      <button type="button" className={s.sortButton} onClick={() => onSort(sortKey)}>
        {label}
        {active ? <span aria-hidden="true">{SORTABLE[sortKey] === 'ascending' ? '▲' : '▼'}</span> : null}
      </button>
    </th>
  );
}

export const QuoteListView = memo(function QuoteListView({ plans, counts, sort, selected, onSort, onToggleSelected, onOpenDetails }: QuoteListViewProps) {
  return (
    <div className={s.scroller}>
      <table className={s.table} aria-label="Planos cotados em lista">
        <thead>
          <tr>
            <th scope="col" className={s.th}>
              <VisuallyHidden>Selecionar</VisuallyHidden>
            </th>
            <SortHeader label="Operadora" sortKey="operator" sort={sort} onSort={onSort} />
            <th scope="col" className={s.th}>
              Plano
            </th>
            <th scope="col" className={s.th}>
              Acomodação
            </th>
            <th scope="col" className={s.th}>
              Coparticipação
            </th>
            <SortHeader label="Total mensal" sortKey="total" sort={sort} onSort={onSort} numeric />
            <th scope="col" className={s.th}>
              Tabela
            </th>
            <SortHeader label="IDSS" sortKey="quality" sort={sort} onSort={onSort} numeric />
          </tr>
        </thead>
        <tbody>
          {plans.map((quote) => {
            const picked = selected.has(quote.id);
            // The card's and the proposal's monthly total (the administradora's monthly fee included).
            const total = planMonthlyTotal(quote, counts).totalCents;
            return (
              <tr key={quote.id} className={s.row} data-selected={picked}>
                <td className={s.td}>
                  <input
                    type="checkbox"
                    className={s.check}
                    checked={picked}
                    onChange={() => onToggleSelected(quote.id)}
                    aria-label={`Selecionar ${quote.institution.name} ${quote.name}`}
                  />
                </td>
                <td className={s.td}>{quote.institution.name}</td>
                <td className={s.planCell}>
                  <button type="button" className={s.planButton} title={quote.name} onClick={() => onOpenDetails(quote.id)}>
                    {quote.name}
                  </button>
                </td>
                <td className={s.td}>{roomTypeLabel(quote.accommodation)}</td>
                <td className={s.td}>{coparticipationShortLabel(quote.coparticipation)}</td>
                <td className={`${s.td} ${s.numeric} ${s.total}`}>{formatBRL(total)}</td>
                <td className={`${s.td} ${s.muted}`}>{formatDateBR(quote.priceTable.effectiveDate)}</td>
                <td className={`${s.td} ${s.numeric}`} title={quote.institution.ansProfile?.idss ? IDSS_EXPLANATION : IDSS_MISSING}>
                  {idssCell(quote)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
