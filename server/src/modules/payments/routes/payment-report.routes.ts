/**
 * The superusers' payment report (docs/payments.md), registered by payments.routes.ts:
 * - `GET /api/admin/payments/report/`    200 page + totals | 400 | 403 | 404
 * - `GET /api/admin/payments/report.csv` 200 text/csv | 400 | 403
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import { paymentReportQueryWire, paymentReportWire } from '../../../../../src/contract/payments';
import { PAYMENT_MESSAGES } from '../../../../../src/domain/subscription/messages';
import { bearer, readErrors } from '../../../http/route-schema';
import { failureAnswer as commonFailureAnswer } from '../../../http/failure-answer';
import { paymentReport, paymentReportCsv, reportLinkBase, reportPageLinks } from '../use-cases/payment-report';
import type { PaymentsDeps } from '../use-cases/payments-deps';
import { toReportRowWire, toReportTotalsWire } from '../payments-wire.mappers';

/** Options: the payment use cases' dependencies. */
export const paymentReportRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/payments/report/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Payment report (superusers)',
        description:
          '`from`/`to`: Brasília days `YYYY-MM-DD`, both included (default: the current month); optional `status`, ' +
          '`product_id`; 50 rows per page, newest first. `totals` cover the whole filter, not the page.',
        security: bearer,
        querystring: paymentReportQueryWire,
        response: { 200: paymentReportWire, ...readErrors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const result = await paymentReport(deps, { from: query.from, to: query.to, status: query.status, productId: query.product_id, page: query.page });
      if (result.kind === 'invalid') return commonFailureAnswer(reply, result);
      if (result.kind === 'page_not_found') return reply.code(404).send({ detail: PAYMENT_MESSAGES.invalidPage });
      const base = reportLinkBase(deps.accounts.appUrl, request.protocol, request.headers.host);
      const { next, previous } = reportPageLinks(base, result, { status: query.status, productId: query.product_id });
      reply.header('Cache-Control', 'no-store');
      return {
        count: result.totals.count,
        next,
        previous,
        results: result.rows.map(toReportRowWire),
        totals: toReportTotalsWire(result.totals),
      };
    },
  );

  app.get(
    '/api/admin/payments/report.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Payment report as CSV (superusers)',
        description:
          'Same filter as the JSON report, every row. UTF-8 with BOM, `;` separated, CRLF; amounts `1234,56` plus a cents ' +
          'column; text cells starting with = + - @ get a leading apostrophe (no formulas). ' +
          '`Content-Disposition: attachment; filename="pagamentos-AAAA-MM-DD-a-AAAA-MM-DD.csv"`.',
        security: bearer,
        querystring: paymentReportQueryWire.omit({ page: true }),
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const result = await paymentReportCsv(deps, { from: query.from, to: query.to, status: query.status, productId: query.product_id });
      if (result.kind === 'invalid') return commonFailureAnswer(reply, result);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${result.filename}"`)
        .header('Cache-Control', 'no-store')
        // A Buffer is sent as is (no serializer); typed as the schema's string for the OpenAPI document.
        .send(Buffer.from(result.csv, 'utf8') as unknown as string);
    },
  );
};
