/**
 * The superusers' payment report (`/admin/relatorio-de-pagamento`; spec.md point 2
 * names the page only, the columns and file format are docs/payments.md's): the day range
 * of a filter and the CSV file. One implementation, used by the server's use case
 * (server/src/modules/payments/use-cases/payment-report.ts), which the fake back end
 * (src/infrastructure/fake/subscriptions.fake.ts) runs too, so the file a broker downloads
 * is the same on both.
 *
 * CSV for spreadsheets used in Brazil (Excel, LibreOffice, Google Sheets in pt-BR): UTF-8
 * with a byte-order mark (so Excel reads the accents), `;` between fields (the comma is the
 * decimal separator), CRLF after every line (RFC 4180). A field holding `;`, `"`, CR or LF
 * is enclosed in double quotes, its quotes doubled. Formula injection (OWASP "CSV
 * Injection"): a text cell starting with `=`, `+`, `-`, `@`, a tab or a CR gets a leading
 * apostrophe, which the spreadsheet shows as text; numbers passed as numbers are written as
 * they are. One line per charge, newest first, amounts as pt-BR decimals (`1234,56`) plus a
 * cents column, instants `DD/MM/AAAA HH:MM` in Brasília; file name
 * `pagamentos-AAAA-MM-DD-a-AAAA-MM-DD.csv`.
 */
import { daysInMonth, parseIsoDate } from '../quotation/iso-date';
import { formatDateBR } from '../quotation/money';
import { BRAZIL_TIME_ZONE, brasiliaDay } from './calendar';
import { PAYMENT_MESSAGES } from './messages';
import type { PaymentKind, PaymentMethod, PaymentReport, PaymentReportRow, PaymentStatus } from './types';

/** Rows per page of the JSON report (the SPA pages by the same number). */
export const REPORT_PAGE_SIZE = 50;

/** The statuses of the report's totals, in this order, each listed even at zero. */
export const REPORT_STATUSES: readonly PaymentStatus[] = ['approved', 'pending', 'declined', 'refunded'];

/** The byte-order mark that starts the file. */
export const UTF8_BOM = '\uFEFF';
/** Field separator. */
export const CSV_SEPARATOR = ';';

/** A cell: text (escaped, neutralised), a number (written as is), or empty. */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as written in the file (escaping and formula neutralising in the module note). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header line, one line per row, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const line = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
  return UTF8_BOM + line(header) + rows.map(line).join('');
}

/**
 * Integer cents as a pt-BR decimal without thousands separators: 123456 → "1234,56",
 * 5 → "0,05", −5 → "-0,05" (what a spreadsheet in pt-BR reads as a number).
 */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** CSV labels of the payment kinds (the file's own words; the screen's are in labels.ts). */
export const CSV_KIND_LABELS: Record<PaymentKind, string> = {
  subscription: 'Assinatura',
  renewal: 'Renovação',
  upgrade: 'Troca de plano',
  reactivation: 'Reativação',
};
/** CSV labels of the payment methods. */
export const CSV_METHOD_LABELS: Record<PaymentMethod, string> = { credit_card: 'Cartão de crédito', pix: 'PIX', boleto: 'Boleto' };
/** CSV labels of the payment statuses. */
export const CSV_STATUS_LABELS: Record<PaymentStatus, string> = { approved: 'Aprovado', pending: 'Pendente', declined: 'Recusado', refunded: 'Estornado' };

/** Header line of the CSV file. */
export const CSV_HEADER = [
  'ID',
  'Data',
  'Conta',
  'Usuário principal',
  'E-mail',
  'Produto',
  'Tipo',
  'Forma de pagamento',
  'Status',
  'Valor (R$)',
  'Valor (centavos)',
  'Cartão',
  'Motivo da recusa',
  'Referência',
  'Pago em',
] as const;

const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: BRAZIL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as `DD/MM/AAAA HH:MM` in Brasília (2025-03-11T02:30Z → '10/03/2025 23:30'). */
export function formatInstantBR(instant: Date): string {
  return `${formatDateBR(brasiliaDay(instant))} ${timeFormat.format(instant)}`;
}

/** One charge as the CSV needs it (the server's report row and the fake's alike). Money in integer cents. */
export interface CsvPaymentRow {
  id: number;
  createdAt: Date;
  accountId: number;
  principalUsername: string | null;
  principalEmail: string | null;
  productName: string;
  kind: PaymentKind;
  method: PaymentMethod;
  status: PaymentStatus;
  amountCents: number;
  cardLabel: string | null;
  failureMessage: string | null;
  providerReference: string;
  paidAt: Date | null;
}

/** The report's CSV text (BOM, header, one line per row in the given order). */
export function paymentReportCsv(rows: readonly CsvPaymentRow[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.id,
      formatInstantBR(row.createdAt),
      row.accountId,
      row.principalUsername,
      row.principalEmail,
      row.productName,
      CSV_KIND_LABELS[row.kind],
      CSV_METHOD_LABELS[row.method],
      CSV_STATUS_LABELS[row.status],
      centsToDecimal(row.amountCents),
      row.amountCents,
      row.cardLabel,
      row.failureMessage,
      row.providerReference,
      row.paidAt ? formatInstantBR(row.paidAt) : null,
    ]),
  );
}

/** File name of the CSV of the days `from`…`to` (`YYYY-MM-DD`). */
export function paymentReportFileName(range: { from: string; to: string }): string {
  return `pagamentos-${range.from}-a-${range.to}.csv`;
}

/**
 * The day range of a report filter: `from`/`to` as given (trimmed), each defaulting to the
 * first / last day of `today`'s month; both included. Field errors (pt-BR, DRF shape) for
 * a day that is not a real date of the years 1900–9000, or `to` before `from`.
 */
export function resolveReportRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } | { errors: Record<string, string[]> } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthEnd = `${today.slice(0, 7)}-${daysInMonth(year, month)}`; // 28 to 31: two digits
  const errors: Record<string, string[]> = {};
  const from = query.from?.trim() || monthStart;
  const to = query.to?.trim() || monthEnd;
  const valid = (day: string) => {
    const parsed = parseIsoDate(day);
    return parsed !== null && parsed.year >= 1900 && parsed.year <= 9000;
  };
  if (!valid(from)) errors.from = [PAYMENT_MESSAGES.invalidDate];
  if (!valid(to)) errors.to = [PAYMENT_MESSAGES.invalidDate];
  if (Object.keys(errors).length === 0 && to < from) errors.to = [PAYMENT_MESSAGES.dateOrder];
  return Object.keys(errors).length > 0 ? { errors } : { from, to };
}

/**
 * Page `page` (1-based, {@link REPORT_PAGE_SIZE} rows) of the report over all the rows a filter
 * matched (`all`, newest first), with the totals of all of them: the approved sum, every status
 * of {@link REPORT_STATUSES} with its count and sum, each product present (by id) with its count
 * and approved sum — what the server's SQL totals answer (payments.repository.ts `reportTotals`).
 * Null when `page` is past the last one (the server's 404 "Página inválida."); no rows is one
 * empty page. Amounts in cents.
 */
export function paymentReportPage(all: readonly PaymentReportRow[], page: number): PaymentReport | null {
  const pages = Math.max(1, Math.ceil(all.length / REPORT_PAGE_SIZE));
  if (page > pages) return null;
  const sumOf = (rows: readonly PaymentReportRow[]) => rows.reduce((sum, row) => sum + row.amountCents, 0);
  const approvedOf = (rows: readonly PaymentReportRow[]) => sumOf(rows.filter((row) => row.status === 'approved'));
  const productIds = [...new Set(all.map((row) => row.productId))].sort((a, b) => a - b);
  return {
    count: all.length,
    page,
    hasNext: page < pages,
    hasPrevious: page > 1,
    rows: all.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE),
    totals: {
      approvedCents: approvedOf(all),
      byStatus: REPORT_STATUSES.map((status) => {
        const of = all.filter((row) => row.status === status);
        return { status, count: of.length, amountCents: sumOf(of) };
      }),
      byProduct: productIds.map((productId) => {
        const of = all.filter((row) => row.productId === productId);
        return { productId, productName: of[0]?.productName ?? '', count: of.length, approvedCents: approvedOf(of) };
      }),
    },
  };
}
