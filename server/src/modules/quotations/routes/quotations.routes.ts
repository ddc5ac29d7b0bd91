/**
 * Saved quotations (spec point 7 "Quotation"):
 * - `POST /api/v1/quotation/` (Bearer) `{ code, data, client_id? }` → 201 `{ code, data, created_at }`;
 *   400 `{"client_id": [...]}` when the client is not one of the account's;
 *   400 DRF field messages (unknown keys refused, sizes bounded); 400 `{"code": [...]}` when the
 *   code is taken; 413 over `QUOTATION_BODY_LIMIT`.
 * - `GET /api/v1/quotation/?code=` (public: the shareable link shows that one proposal, read-only)
 *   → 200; 404 `{"detail": "Cotação não encontrada."}`.
 * - `GET /api/v1/quotations/?page=&search=` (Bearer) → the caller's account's quotations (DRF page,
 *   newest first; each with its client, type, lives and plans with their totals as quoted;
 *   `search` matches client name/e-mail/city/plan names, or phone/CPF/CNPJ digits).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import {
  QUOTATION_BODY_LIMIT,
  QUOTATION_CLIENT_UNKNOWN_MESSAGE,
  QUOTATION_CODE_TAKEN_MESSAGE,
  QUOTATION_NOT_FOUND_MESSAGE,
  quotationCodeQueryWire,
  quotationListItemFromData,
  quotationListQueryWire,
  quotationListWire,
  quotationWire,
  saveQuotationBodyWire,
  savedQuotationToWire,
  type QuotationDataWire,
} from '../../../../../src/contract/quotation';
import { bearer } from '../../../http/route-schema';
import { currentUser } from '../../../http/authentication';
import { sendSearchedPage } from '../../../http/paged-list';
import {
  getQuotation,
  listQuotations,
  QUOTATIONS_PAGE_SIZE,
  saveQuotation,
  type QuotationsDeps,
} from '../use-cases/quotations';
import { replacedTables, type TableUpdatesDeps } from '../../table-updates';

/** 404 body of an unknown code. */
export const QUOTATION_NOT_FOUND_BODY = { detail: QUOTATION_NOT_FOUND_MESSAGE } as const;

/** Answers are built from validated data: serialized as they are (the schemas document them). */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** Options: the use cases' dependencies and the table-updates module's (which tables were replaced since). */
export const quotationRoutes: FastifyPluginAsyncZod<QuotationsDeps & { tableUpdates: Pick<TableUpdatesDeps, 'store' | 'clock'> }> = async (app, deps) => {
  app.post(
    '/api/v1/quotation/',
    {
      bodyLimit: QUOTATION_BODY_LIMIT,
      schema: {
        tags: ['quotation'],
        summary: 'Save a comparative proposal (prices and table dates as quoted)',
        security: bearer,
        body: saveQuotationBodyWire,
        response: { 201: quotationWire, 400: validationErrorWire, 401: authenticationErrorWire, 413: detailErrorWire },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const { code, data, client_id: clientId } = request.body;
      const result = await saveQuotation(deps, currentUser(request), { code, data, clientId: clientId ?? null });
      if (result.kind === 'code_taken') return reply.code(400).send({ code: [QUOTATION_CODE_TAKEN_MESSAGE] });
      if (result.kind === 'unknown_client') return reply.code(400).send({ client_id: [QUOTATION_CLIENT_UNKNOWN_MESSAGE] });
      return reply.code(201).send(savedQuotationToWire(result.quotation));
    },
  );

  app.get(
    '/api/v1/quotation/',
    {
      schema: {
        tags: ['quotation'],
        summary: 'A saved proposal by its code (public link, read-only)',
        querystring: quotationCodeQueryWire,
        response: { 200: quotationWire, 400: validationErrorWire, 404: detailErrorWire },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const quotation = await getQuotation(deps, request.query.code);
      if (!quotation) return reply.code(404).send(QUOTATION_NOT_FOUND_BODY);
      // The plans whose table was replaced since (the saved prices stay as quoted).
      return { ...savedQuotationToWire(quotation), table_updates: await replacedTables(deps.tableUpdates, quotation.data) };
    },
  );

  app.get(
    '/api/v1/quotations/',
    {
      schema: {
        tags: ['quotation'],
        summary: "The caller's account's saved proposals, newest first",
        security: bearer,
        querystring: quotationListQueryWire,
        response: { 200: quotationListWire, 400: validationErrorWire, 401: authenticationErrorWire, 404: detailErrorWire },
      },
    },
    async (request, reply) => {
      const { total, quotations } = await listQuotations(deps, currentUser(request), request.query.page, request.query.search);
      return sendSearchedPage(request, reply, request.query, '/api/v1/quotations/', QUOTATIONS_PAGE_SIZE, { total, items: quotations }, (quotation) =>
        quotationListItemFromData(quotation.code, quotation.data as QuotationDataWire, quotation.createdAt.toISOString()),
      );
    },
  );
};
