/**
 * The broker's saved life quotes and proposals ('Minhas cotações', filter Vida) and their
 * reopening, his own only (wire: src/contract/life-saved.ts; access levels: LIFE_ROUTE_ACCESS, `paid`):
 * - `GET /v1/{institution}/quotations?page=` → a DRF page, newest first; 400 `{"page": […]}`
 *   for a bad page, 404 past the last;
 * - `GET /v1/{institution}/quotations/{id}` → a priced quotation to reopen; 404 otherwise;
 * - `GET /v1/{institution}/implantations/{id}/proposal` → an implanted proposal to reopen; 404 otherwise.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIFE_SAVED_MESSAGES, lifeSavedListQueryWire } from '../../../../../src/contract/life-saved';
import { currentUser } from '../../../../src/kit/http';
import { idParams, INSTITUTION_NOT_FOUND, institutionOf, institutionParams, isUuid } from '../../../http/institution';
import { listSavedItems, savedProposal, savedQuotation, type LifeSavedDeps } from '../use-cases/life-saved';

/** Registers the saved items' routes over the saved use cases' dependencies. */
export const savedRoutes: FastifyPluginAsyncZod<{ deps: LifeSavedDeps }> = async (app, { deps }) => {
  app.get('/v1/:institution/quotations', { schema: { params: institutionParams } }, async (request, reply) => {
    const institution = institutionOf(request.params.institution);
    if (!institution) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    const query = lifeSavedListQueryWire.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ page: [LIFE_SAVED_MESSAGES.pageInvalid] });
    const pageUrl = (page: number) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      url.searchParams.set('page', String(page));
      return url.toString();
    };
    const list = await listSavedItems(deps, currentUser(request), institution, query.data.page, pageUrl);
    return list ?? reply.code(404).send({ detail: LIFE_SAVED_MESSAGES.pageInvalid });
  });

  app.get('/v1/:institution/quotations/:id', { schema: { params: idParams } }, async (request, reply) => {
    const institution = institutionOf(request.params.institution);
    if (!institution) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    const saved = isUuid(request.params.id) ? await savedQuotation(deps, currentUser(request), institution, request.params.id) : undefined;
    return saved ?? reply.code(404).send({ detail: LIFE_SAVED_MESSAGES.quotationNotFound });
  });

  app.get('/v1/:institution/implantations/:id/proposal', { schema: { params: idParams } }, async (request, reply) => {
    const institution = institutionOf(request.params.institution);
    if (!institution) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    const saved = isUuid(request.params.id) ? await savedProposal(deps, currentUser(request), institution, request.params.id) : undefined;
    return saved ?? reply.code(404).send({ detail: LIFE_SAVED_MESSAGES.proposalNotFound });
  });
};
