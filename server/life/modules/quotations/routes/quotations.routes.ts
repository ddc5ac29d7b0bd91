/**
 * The quote wizard's calls (wire: src/contract/life.ts; access levels: LIFE_ROUTE_ACCESS, all `paid`):
 * - `GET /v1/{institution}/questions` → the questionnaire;
 * - `GET /v1/{institution}/aux/profissoes` → the occupations list (CBO 2002 subgroups);
 * - `POST /v1/{institution}/quotation` → 202 `{id, status: "pending", …}`; the result goes out
 *   on the cable (QuotationChannel). 400 `{"profissao": […]}` for an occupation not in the list,
 *   `{"client": […]}` for a client not of the caller's account, the contract's field messages
 *   for a bad body.
 * Unknown institution → 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lifeQuotationRequestWire } from '../../../../../src/contract/life';
import { LIFE_ADMISSION_REFUSALS, questionnaireWire } from '../../../../../src/contract/life-mapping';
import { currentUser } from '../../../../src/kit/http';
import { INSTITUTION_NOT_FOUND, institutionOf, institutionParams } from '../../../http/institution';
import { requestQuotation, type LifeQuotationDeps } from '../use-cases/life-quotations';

/** Registers the quote wizard's routes over the quotation use cases' dependencies. */
export const quotationsRoutes: FastifyPluginAsyncZod<{ deps: LifeQuotationDeps }> = async (app, { deps }) => {
  app.get('/v1/:institution/questions', { schema: { params: institutionParams } }, async (request, reply) => {
    const institution = institutionOf(request.params.institution);
    if (!institution) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    return questionnaireWire(institution);
  });

  app.get('/v1/:institution/aux/profissoes', { schema: { params: institutionParams } }, async (request, reply) => {
    if (!institutionOf(request.params.institution)) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    return deps.professions.list;
  });

  app.post('/v1/:institution/quotation', { schema: { params: institutionParams, body: lifeQuotationRequestWire } }, async (request, reply) => {
    const institution = institutionOf(request.params.institution);
    if (!institution) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    const result = await requestQuotation(deps, currentUser(request), institution, request.body);
    return result.kind === 'accepted' ? reply.code(202).send(result.accepted) : reply.code(400).send(LIFE_ADMISSION_REFUSALS[result.kind]);
  });
};
