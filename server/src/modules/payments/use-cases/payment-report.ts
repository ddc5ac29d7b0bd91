/**
 * Use case: the superusers' payment report (`/admin/relatorio-de-pagamento`), as JSON pages
 * (`GET /api/admin/payments/report/`) and as a CSV file (`…/report.csv`).
 *
 * Filter: `from`/`to` are Brasília days `YYYY-MM-DD`, both included (on the charge's
 * `created_at`); default: the current month. Optional `status` and `product_id`. Totals
 * are computed over the whole filter (not the page): count and amount per status, the sum
 * of approved charges, and count and approved sum per product.
 *
 * The day range and the CSV file are the domain's (src/domain/subscription/payment-report.ts),
 * shared with the SPA; the fake back end runs this use case too.
 */
import { addDays, isoDateInZone, startOfDayInZone } from '../../../lib/dates';
import type { PaymentReportFilter, ReportPayment, ReportTotals } from '../repositories/payments.repository';
import {
  paymentReportCsv as reportCsvText,
  paymentReportFileName,
  REPORT_PAGE_SIZE,
  resolveReportRange,
} from '../../../../../src/domain/subscription/payment-report';
import type { PaymentStatus } from '../../../../../src/domain/subscription/types';
import type { BillingDeps } from './payments-deps';

export { REPORT_PAGE_SIZE };

/** The report's query, as validated by the wire schema (dates still unchecked text). */
export interface ReportQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: PaymentStatus | undefined;
  productId?: number | undefined;
  page?: number | undefined;
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
export async function paymentReport(deps: Pick<BillingDeps, 'store' | 'clock'>, query: ReportQuery): Promise<ReportResult> {
  const range = resolveReportRange(query, isoDateInZone(deps.clock()));
  if ('errors' in range) return { kind: 'invalid', errors: range.errors };
  const filter = filterOf(range, query);
  const totals = await deps.store.reportTotals(filter);
  const page = query.page ?? 1;
  const pages = Math.max(1, Math.ceil(totals.count / REPORT_PAGE_SIZE));
  if (page > pages) return { kind: 'page_not_found' };
  const rows = await deps.store.listReportPayments(filter, { offset: (page - 1) * REPORT_PAGE_SIZE, limit: REPORT_PAGE_SIZE });
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

/** The report as a CSV file (every row of the filter), or the query's field errors. */
export async function paymentReportCsv(
  deps: Pick<BillingDeps, 'store' | 'clock'>,
  query: ReportQuery,
): Promise<{ kind: 'ok'; filename: string; csv: string } | { kind: 'invalid'; errors: Record<string, string[]> }> {
  const range = resolveReportRange(query, isoDateInZone(deps.clock()));
  if ('errors' in range) return { kind: 'invalid', errors: range.errors };
  const rows = await deps.store.listReportPayments(filterOf(range, query));
  return { kind: 'ok', filename: paymentReportFileName(range), csv: reportCsvText(rows) };
}
