/**
 * Use case: the superusers' payment report (`/admin/relatorio-de-pagamento`), as JSON pages
 * (`GET /api/admin/payments/report/`) and as a CSV file (`…/report.csv`).
 *
 * Filter: `from`/`to` are Brasília days `YYYY-MM-DD`, both included (on the charge's
 * `created_at`); default: the current month. Optional `status` and `product_id`. Totals
 * are computed over the whole filter (not the page): count and amount per status, the sum
 * of approved charges, and count and approved sum per product.
 *
 * CSV (csv.ts): UTF-8 with BOM, `;`-separated, CRLF, one line per charge newest first,
 * amounts as pt-BR decimals (`1234,56`) plus a cents column, dates `DD/MM/AAAA HH:MM`
 * (Brasília); file name `pagamentos-AAAA-MM-DD-a-AAAA-MM-DD.csv`.
 */
import type { PaymentKind, PaymentMethod, PaymentStatus } from '../../db/schema';
import { addDays, BRAZIL_TIME_ZONE, isoDateInZone, startOfDayInZone } from '../../lib/dates';
import { centsToDecimal, toCsv } from '../../payments/csv';
import { listReportPayments, reportTotals, type PaymentReportFilter, type ReportPayment, type ReportTotals } from '../../repositories/payments.repository';
import { daysInMonth, parseIsoDate } from '../../../../src/domain/quotation/iso-date';
import { formatDateBR } from '../../../../src/domain/quotation/money';
import { PAYMENT_MESSAGES } from './messages';
import type { BillingDeps } from './payments-deps';

/** Rows per page of the JSON report. */
export const REPORT_PAGE_SIZE = 50;

/** The report's query, as validated by the wire schema (dates still unchecked text). */
export interface ReportQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: PaymentStatus | undefined;
  productId?: number | undefined;
  page?: number | undefined;
}

/** pt-BR labels of the CSV: payment kinds. */
export const KIND_LABELS: Record<PaymentKind, string> = {
  subscription: 'Assinatura',
  renewal: 'Renovação',
  upgrade: 'Troca de plano',
  reactivation: 'Reativação',
};
/** pt-BR labels of the CSV: payment methods. */
export const METHOD_LABELS: Record<PaymentMethod, string> = { credit_card: 'Cartão de crédito', pix: 'PIX', boleto: 'Boleto' };
/** pt-BR labels of the CSV: payment statuses. */
export const STATUS_LABELS: Record<PaymentStatus, string> = { approved: 'Aprovado', pending: 'Pendente', declined: 'Recusado', refunded: 'Estornado' };

/** Header of the CSV file. */
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

/** The resolved day range of a query, or its field errors. */
export function resolveRange(query: ReportQuery, today: string): { from: string; to: string } | { errors: Record<string, string[]> } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthEnd = `${today.slice(0, 7)}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
  const errors: Record<string, string[]> = {};
  const from = query.from?.trim() || monthStart;
  const to = query.to?.trim() || monthEnd;
  // Real days of years 1900–9000 (the instants of earlier or later years are not worth the edge cases).
  const valid = (day: string) => {
    const parsed = parseIsoDate(day);
    return parsed !== null && parsed.year >= 1900 && parsed.year <= 9000;
  };
  if (!valid(from)) errors.from = [PAYMENT_MESSAGES.invalidDate];
  if (!valid(to)) errors.to = [PAYMENT_MESSAGES.invalidDate];
  if (Object.keys(errors).length === 0 && to < from) errors.to = [PAYMENT_MESSAGES.dateOrder];
  return Object.keys(errors).length > 0 ? { errors } : { from, to };
}

function filterOf(range: { from: string; to: string }, query: ReportQuery): PaymentReportFilter {
  return {
    from: startOfDayInZone(range.from),
    toExclusive: startOfDayInZone(addDays(range.to, 1)),
    status: query.status,
    productId: query.productId,
  };
}

/** A JSON report page. */
export type ReportResult =
  | { kind: 'ok'; from: string; to: string; page: number; pages: number; totals: ReportTotals; rows: ReportPayment[] }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'page_not_found' };

/** One page of the report plus the totals of the whole filter. */
export async function paymentReport(deps: Pick<BillingDeps, 'db' | 'clock'>, query: ReportQuery): Promise<ReportResult> {
  const range = resolveRange(query, isoDateInZone(deps.clock()));
  if ('errors' in range) return { kind: 'invalid', errors: range.errors };
  const filter = filterOf(range, query);
  const totals = await reportTotals(deps.db, filter);
  const page = query.page ?? 1;
  const pages = Math.max(1, Math.ceil(totals.count / REPORT_PAGE_SIZE));
  if (page > pages) return { kind: 'page_not_found' };
  const rows = await listReportPayments(deps.db, filter, { offset: (page - 1) * REPORT_PAGE_SIZE, limit: REPORT_PAGE_SIZE });
  return { kind: 'ok', ...range, page, pages, totals, rows };
}

/**
 * A well-formed `Host` header value: a DNS name or IPv4 address, or a bracketed IPv6 one,
 * with an optional port. Anything else (spaces, `/`, `@`, control characters…) is refused.
 */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

/**
 * Where the report's pagination links point: the address the request came to (`protocol` and
 * `Host` header, as DRF builds absolute links — so the SPA's dev proxy gets its own links)
 * when that header is a well-formed host, else the configured `APP_URL`. A malformed `Host`
 * never ends up in (or breaks) a link.
 *
 * @returns an origin without a trailing slash, e.g. `https://cotador.example.com`.
 */
export function reportLinkBase(appUrl: string, protocol: string, host: string | undefined): string {
  if (host !== undefined && host.length <= 260 && HOST_HEADER.test(host) && (protocol === 'http' || protocol === 'https')) {
    try {
      return new URL(`${protocol}://${host}`).origin;
    } catch {
      // a port out of range or an invalid IPv6 address: use APP_URL
    }
  }
  return appUrl.replace(/\/+$/, '');
}

/** The `next` and `previous` links of a report page (null at the ends), under `base` (see {@link reportLinkBase}). */
export function reportPageLinks(
  base: string,
  page: { from: string; to: string; page: number; pages: number },
  query: Pick<ReportQuery, 'status' | 'productId'>,
): { next: string | null; previous: string | null } {
  const link = (number: number) => {
    const url = new URL(`${base}/api/admin/payments/report/`);
    url.searchParams.set('from', page.from);
    url.searchParams.set('to', page.to);
    if (query.status) url.searchParams.set('status', query.status);
    if (query.productId !== undefined) url.searchParams.set('product_id', String(query.productId));
    if (number > 1) url.searchParams.set('page', String(number));
    return url.toString();
  };
  return {
    next: page.page < page.pages ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(page.page - 1) : null,
  };
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: BRAZIL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as `DD/MM/AAAA HH:MM` in Brasília. */
export function formatInstantBR(instant: Date): string {
  return `${formatDateBR(isoDateInZone(instant))} ${timeFormat.format(instant)}`;
}

/** The report as a CSV file (every row of the filter), or the query's field errors. */
export async function paymentReportCsv(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  query: ReportQuery,
): Promise<{ kind: 'ok'; filename: string; csv: string } | { kind: 'invalid'; errors: Record<string, string[]> }> {
  const range = resolveRange(query, isoDateInZone(deps.clock()));
  if ('errors' in range) return { kind: 'invalid', errors: range.errors };
  const rows = await listReportPayments(deps.db, filterOf(range, query));
  const csv = toCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.id,
      formatInstantBR(row.createdAt),
      row.accountId,
      row.principalUsername,
      row.principalEmail,
      row.productName,
      KIND_LABELS[row.kind],
      METHOD_LABELS[row.method],
      STATUS_LABELS[row.status],
      centsToDecimal(row.amountCents),
      row.amountCents,
      row.cardLabel,
      row.failureMessage,
      row.providerReference,
      row.paidAt ? formatInstantBR(row.paidAt) : null,
    ]),
  );
  return { kind: 'ok', filename: `pagamentos-${range.from}-a-${range.to}.csv`, csv };
}
