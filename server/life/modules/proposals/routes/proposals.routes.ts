/**
 * The implanted proposal and its link (wire: src/contract/life-implantation.ts and
 * life-proposal.ts; access levels: LIFE_ROUTE_ACCESS):
 * - `POST /v1/{institution}/generate_link?id=` (paid) → 201 the client's link; 400 `{"id": […]}`
 *   for a bad or another broker's id, the contract's field messages for a bad body (dates as of
 *   today in Brasília); 404 when the quotation or its quote is not the broker's;
 * - `GET /v1/{institution}/proposals/{token}` (public) → the summary; 404, 410 once expired;
 * - `POST /v1/{institution}/proposals/{token}/proof` (public) → the full proposal for a right
 *   proof; 403 with `attempts_left`, 429 throttled (`Retry-After`) or locked, 404, 410;
 * - `GET /v1/{institution}/implantations/{id}` and `POST …/{id}/renew` (paid, his own) → the
 *   link's status; 404 otherwise.
 * The client's pages are `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issuesToFieldErrors, LIFE_PROPOSAL_LINK_MESSAGES, lifeGenerateLinkQueryWire, lifeGenerateLinkRequestSchema, lifeProposalProofWire } from '../../../../../src/contract/life-implantation';
import { brasiliaDay } from '../../../../../src/domain/subscription/calendar';
import { currentUser } from '../../../../src/kit/http';
import { idParams, INSTITUTION_NOT_FOUND, institutionOf, institutionParams, isUuid, tokenParams } from '../../../http/institution';
import { generateProposalLink, implantationStatus, proveSharedProposal, readSharedProposal, renewLink, type LifeProposalDeps } from '../use-cases/life-proposals';

const IMPLANTATION_NOT_FOUND = { detail: LIFE_PROPOSAL_LINK_MESSAGES.implantationNotFound };

/** Registers the proposal routes over the proposal use cases' dependencies. */
export const proposalsRoutes: FastifyPluginAsyncZod<{ deps: LifeProposalDeps }> = async (app, { deps }) => {
  app.post('/v1/:institution/generate_link', { schema: { params: institutionParams } }, async (request, reply) => {
    const institution = institutionOf(request.params.institution);
    if (!institution) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    const query = lifeGenerateLinkQueryWire.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ id: [LIFE_PROPOSAL_LINK_MESSAGES.idInvalid] });
    // Validated as of today in Brasília (dates may not be in the future; the age must match).
    const body = lifeGenerateLinkRequestSchema(brasiliaDay(deps.clock())).safeParse(request.body);
    if (!body.success) return reply.code(400).send(issuesToFieldErrors(body.error.issues));
    const outcome = await generateProposalLink(deps, currentUser(request), institution, query.data.id, body.data);
    if (outcome.kind === 'quotation_not_found') return reply.code(404).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.quotationNotFound });
    if (outcome.kind === 'id_taken') return reply.code(400).send({ id: [LIFE_PROPOSAL_LINK_MESSAGES.idInvalid] });
    return reply.code(201).send(outcome.link);
  });

  app.get('/v1/:institution/proposals/:token', { schema: { params: tokenParams } }, async (request, reply) => {
    const institution = institutionOf(request.params.institution);
    if (!institution) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    const outcome = await readSharedProposal(deps, institution, request.params.token);
    reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'no-referrer');
    if (outcome.kind === 'not_found') return reply.code(404).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.notFound });
    if (outcome.kind === 'expired') return reply.code(410).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.expired });
    return outcome.proposal;
  });

  app.post('/v1/:institution/proposals/:token/proof', { schema: { params: tokenParams } }, async (request, reply) => {
    const institution = institutionOf(request.params.institution);
    if (!institution) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'no-referrer');
    const body = lifeProposalProofWire.safeParse(request.body);
    if (!body.success) return reply.code(400).send(issuesToFieldErrors(body.error.issues));
    const outcome = await proveSharedProposal(deps, institution, request.params.token, body.data, request.ip);
    switch (outcome.kind) {
      case 'not_found':
        return reply.code(404).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.notFound });
      case 'expired':
        return reply.code(410).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.expired });
      case 'throttled':
        reply.header('Retry-After', String(outcome.retryAfterSeconds));
        return reply.code(429).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.proofThrottled });
      case 'locked':
        return reply.code(429).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.proofLocked });
      case 'wrong':
        return reply.code(403).send({ detail: LIFE_PROPOSAL_LINK_MESSAGES.proofFailed, attempts_left: outcome.attemptsLeft });
      default:
        return outcome.proposal;
    }
  });

  app.get('/v1/:institution/implantations/:id', { schema: { params: idParams } }, async (request, reply) => {
    const institution = institutionOf(request.params.institution);
    if (!institution) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    const status = isUuid(request.params.id) ? await implantationStatus(deps, currentUser(request), institution, request.params.id) : undefined;
    return status ?? reply.code(404).send(IMPLANTATION_NOT_FOUND);
  });

  app.post('/v1/:institution/implantations/:id/renew', { schema: { params: idParams } }, async (request, reply) => {
    const institution = institutionOf(request.params.institution);
    if (!institution) return reply.code(404).send(INSTITUTION_NOT_FOUND);
    const status = isUuid(request.params.id) ? await renewLink(deps, currentUser(request), institution, request.params.id) : undefined;
    return status ?? reply.code(404).send(IMPLANTATION_NOT_FOUND);
  });
};
