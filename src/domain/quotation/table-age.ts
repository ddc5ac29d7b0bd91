/**
 * How old a price table is, as the broker sees it beside the price: 'Tabela de MM/AAAA'
 * (the table's effective date, month and year) and the warning for a table older than
 * 12 months, whose prices the operator has most likely readjusted since (annual
 * readjustment: RN 565/2022 for individual plans, the contract's anniversary for
 * collective ones). Pure: "today" is given by the caller as a Brasília calendar day
 * (`YYYY-MM-DD`, from the server's injected clock or the SPA's Clock port).
 */
import { parseIsoDateOrThrow } from './iso-date';

/** Months after which a table is flagged: older than this many months is stale. */
export const STALE_TABLE_MONTHS = 12;

/** The warning shown beside a stale table's price (cards, details, comparison, PDF). */
export const STALE_TABLE_WARNING = 'Tabela com mais de 12 meses — confirme os valores com a operadora';

/** Label of the quote form's filter that hides stale tables. */
export const HIDE_STALE_TABLES_LABEL = 'Ocultar tabelas com mais de 12 meses';

/** 'Tabela de 06/2026' for an effective date `2026-06-01`. Throws RangeError on a malformed date. */
export function tableDateLabel(effectiveDate: string): string {
  const { year, month } = parseIsoDateOrThrow(effectiveDate, 'effective date');
  return `Tabela de ${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/**
 * True when the table effective on `effectiveDate` is more than 12 months old on `today`
 * (both `YYYY-MM-DD`): `today` is after the same day 12 months later. A table of
 * 2025-06-01 is stale from 2026-06-02 on; one of 2024-02-29 from 2025-03-01 on (the
 * anniversary that does not exist counts as the last day of February).
 * Throws RangeError on malformed dates.
 */
export function isStaleTable(effectiveDate: string, today: string): boolean {
  const from = parseIsoDateOrThrow(effectiveDate, 'effective date');
  const now = parseIsoDateOrThrow(today, 'today');
  // The anniversary as a (year, month, day) tuple: compared field by field, so a 29 February
  // anniversary that does not exist still orders between 28 February and 1 March.
  const anniversary = [from.year + STALE_TABLE_MONTHS / 12, from.month, from.day];
  const current = [now.year, now.month, now.day];
  for (let index = 0; index < 3; index += 1) {
    const difference = current[index]! - anniversary[index]!;
    if (difference !== 0) return difference > 0;
  }
  return false;
}
