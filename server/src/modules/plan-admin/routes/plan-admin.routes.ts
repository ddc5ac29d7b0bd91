/**
 * Control-panel plan editing routes, superusers only (access level `superuser`
 * in server/src/http/access-policy.ts: 403 to anyone else, 401 anonymous). The wire and its
 * messages, and the answers built from the use cases' records, are src/contract/plan-admin.ts; the rules are
 * server/src/modules/plan-admin/use-cases/plan-admin.ts; docs/plan-admin.md tells the clone steps.
 *
 * - `GET /api/admin/institutions/`, `GET /api/admin/plans/`, `GET /api/admin/plans/{id}/`,
 *   `GET /api/admin/providers/`, `GET /api/admin/areas/`, `GET /api/admin/audit/`
 * - `PATCH /api/plans/{id}/` 200 | 400 | 404 | 409 (stale version)
 * - `PUT /api/plans/{id}/` 201 (the clone, a draft) | 400 | 404
 * - `POST /api/plans/{id}/publish/` 200 | 400 | 404; `DELETE /api/plans/{id}/` 204 (drafts only) | 400 | 404
 * - `POST /api/plan_refunds/`, `/api/plan_coparticipation_rules/`, `/api/plan_shortfalls/` 201 | 400;
 *   `PUT` / `DELETE` `…/{id}/` 200 / 204 | 400 | 404
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import { AUDIT_PAGE_SIZE, areaListQueryWire, areaListWire, auditListWire, auditQueryWire, coparticipationRuleAdminWire, coparticipationRuleWriteWire, institutionPlanCountsWire, PLAN_ADMIN_MESSAGES, planAdminListQueryWire, planAdminListWire, planAdminWire, planCloneWire, planEditWire, PROVIDER_SEARCH_LIMIT, providerSearchListWire, providerSearchQueryWire, refundAdminWire, refundWriteWire, RULE_KINDS, shortfallAdminWire, shortfallWriteWire, type RuleKind } from '../../../../../src/contract/plan-admin';
import { toAdminPlanWire, toAuditListWire, toInstitutionPlanCountsWire, toPlanAdminListItemWire, toProviderSearchItemWire, toRuleWire } from '../../../../../src/contract/plan-admin-answers';
import { bearer, readErrors } from '../../../http/route-schema';
import { refusedBody } from '../../../http/failure-answer';
import { parseDbId } from '../../../lib/db-id';
import {
  addRule,
  clonePlan,
  commercializationAreasOf,
  deleteDraftPlan,
  deleteRule,
  editPlan,
  getAdminPlan,
  operatorsWithPlanCounts,
  planAuditPage,
  plansOfOperator,
  publishPlan,
  searchProvidersOfState,
  updateRule,
  type Actor,
  type PlanAdminDeps,
  type PlanWriteResult,
  type RuleRow,
} from '../use-cases/plan-admin';

const tags = ['admin'];
const idParams = z.object({ id: z.string().describe('Numeric id') });
const staleWire = z.object({ detail: z.string(), error: z.string() });
const PLAN_NOT_FOUND = { detail: PLAN_ADMIN_MESSAGES.planNotFound };
const RULE_NOT_FOUND = { detail: PLAN_ADMIN_MESSAGES.ruleNotFound };
const errors = { ...readErrors };

function actorOf(request: FastifyRequest): Actor {
  const user = request.authUser!;
  return { id: user.id, username: user.username };
}

async function answerPlanWrite(reply: FastifyReply, result: PlanWriteResult, okStatus: 200 | 201) {
  switch (result.kind) {
    case 'ok':
      return reply.code(okStatus).send(toAdminPlanWire(result.plan));
    case 'invalid':
      return reply.code(400).send(result.errors);
    case 'refused':
      return reply.code(400).send(refusedBody(result.message));
    case 'not_found':
      return reply.code(404).send(PLAN_NOT_FOUND);
    case 'stale':
      return reply.code(409).send({ detail: PLAN_ADMIN_MESSAGES.stale, error: PLAN_ADMIN_MESSAGES.stale });
  }
}

const RULE_SCHEMAS = {
  refunds: { body: refundWriteWire, answer: refundAdminWire },
  coparticipation_rules: { body: coparticipationRuleWriteWire, answer: coparticipationRuleAdminWire },
  shortfalls: { body: shortfallWriteWire, answer: shortfallAdminWire },
} as const;

/** Plan-admin routes; options: the database and the clock. */
export const planAdminRoutes: FastifyPluginAsyncZod<PlanAdminDeps> = async (app, deps) => {
  app.get(
    '/api/admin/institutions/',
    {
      schema: {
        tags,
        summary: 'Operators with their published plans counted by state and type (superusers)',
        security: bearer,
        response: { 200: institutionPlanCountsWire, 401: authenticationErrorWire, 403: detailErrorWire },
      },
    },
    async () => toInstitutionPlanCountsWire(await operatorsWithPlanCounts(deps)),
  );

  app.get(
    '/api/admin/plans/',
    {
      schema: {
        tags,
        summary: "An operator's plans, drafts included, filtered by state, type and porte (superusers)",
        security: bearer,
        querystring: planAdminListQueryWire,
        response: { 200: planAdminListWire, 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire },
      },
    },
    async (request) => {
      const { institution, state, type, porte } = request.query;
      const rows = await plansOfOperator(deps, {
        institutionId: institution,
        ...(state !== undefined ? { stateId: state } : {}),
        ...(type !== undefined ? { type } : {}),
        ...(porte !== undefined ? { porte } : {}),
      });
      return rows.map(toPlanAdminListItemWire);
    },
  );

  app.get(
    '/api/admin/plans/:id/',
    {
      schema: { tags, summary: 'A plan as the editor shows it (superusers)', security: bearer, params: idParams, response: { 200: planAdminWire, ...errors } },
    },
    async (request, reply) => {
      const id = parseDbId(request.params.id);
      const result = id === null ? ({ kind: 'not_found' } as const) : await getAdminPlan(deps, id);
      if (result.kind === 'not_found') return reply.code(404).send(PLAN_NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return toAdminPlanWire(result.plan);
    },
  );

  app.patch(
    '/api/plans/:id/',
    {
      schema: {
        tags,
        summary: 'Edit a plan: fields, entities, hospitals and clinics (superusers)',
        description: `Send the \`version\` read with the plan; a plan saved since answers 409 {"detail", "error": "${PLAN_ADMIN_MESSAGES.stale}"}.`,
        security: bearer,
        params: idParams,
        body: planEditWire,
        response: { 200: planAdminWire, ...errors, 409: staleWire },
      },
    },
    async (request, reply) => {
      const id = parseDbId(request.params.id);
      if (id === null) return reply.code(404).send(PLAN_NOT_FOUND);
      return answerPlanWrite(reply, await editPlan(deps, actorOf(request), id, request.body), 200);
    },
  );

  app.put(
    '/api/plans/:id/',
    {
      schema: {
        tags,
        summary: 'Clone plan {id} (spec point 7): the full plan becomes a new draft plan (superusers)',
        description:
          'Body: the full plan (porte, institution, state, commercialization_area as ids, entities, clinics, hospitals). ' +
          'The new plan copies the price tables of plan {id}, is a draft (no broker sees it) until `POST /api/plans/{new id}/publish/`.',
        security: bearer,
        params: idParams,
        body: planCloneWire,
        response: { 201: planAdminWire, ...errors },
      },
    },
    async (request, reply) => {
      const id = parseDbId(request.params.id);
      if (id === null) return reply.code(404).send(PLAN_NOT_FOUND);
      return answerPlanWrite(reply, await clonePlan(deps, actorOf(request), id, request.body), 201);
    },
  );

  app.post(
    '/api/plans/:id/publish/',
    {
      schema: { tags, summary: "The clone's last step: the draft becomes visible to brokers (superusers)", security: bearer, params: idParams, response: { 200: planAdminWire, ...errors } },
    },
    async (request, reply) => {
      const id = parseDbId(request.params.id);
      if (id === null) return reply.code(404).send(PLAN_NOT_FOUND);
      return answerPlanWrite(reply, await publishPlan(deps, actorOf(request), id), 200);
    },
  );

  app.delete(
    '/api/plans/:id/',
    {
      schema: { tags, summary: 'Delete a draft (a clone that failed half way) (superusers)', security: bearer, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const id = parseDbId(request.params.id);
      if (id === null) return reply.code(404).send(PLAN_NOT_FOUND);
      const result = await deleteDraftPlan(deps, actorOf(request), id);
      if (result.kind === 'not_found') return reply.code(404).send(PLAN_NOT_FOUND);
      if (result.kind === 'refused') return reply.code(400).send(refusedBody(result.message));
      return reply.code(204).send(null);
    },
  );

  for (const { kind, path, label } of RULE_KINDS) {
    const schemas = RULE_SCHEMAS[kind];
    const answer = (rule: RuleRow<RuleKind>) => toRuleWire(kind, rule as never);
    app.post(
      path,
      {
        schema: { tags, summary: `Add ${label} to a plan (spec point 7; superusers)`, security: bearer, body: schemas.body, response: { 201: schemas.answer, ...errors } },
      },
      async (request, reply) => {
        const result = await addRule(deps, actorOf(request), kind, request.body as never);
        if (result.kind === 'invalid') return reply.code(400).send(result.errors);
        if (result.kind === 'not_found') return reply.code(404).send(RULE_NOT_FOUND);
        return reply.code(201).send(answer(result.rule) as never);
      },
    );
    app.put(
      `${path}:id/`,
      {
        schema: { tags, summary: `Replace one of ${label} (superusers)`, security: bearer, params: idParams, body: schemas.body, response: { 200: schemas.answer, ...errors } },
      },
      async (request, reply) => {
        const id = parseDbId(request.params.id);
        if (id === null) return reply.code(404).send(RULE_NOT_FOUND);
        const result = await updateRule(deps, actorOf(request), kind, id, request.body as never);
        if (result.kind === 'invalid') return reply.code(400).send(result.errors);
        if (result.kind === 'not_found') return reply.code(404).send(RULE_NOT_FOUND);
        return reply.code(200).send(answer(result.rule) as never);
      },
    );
    app.delete(
      `${path}:id/`,
      {
        schema: { tags, summary: `Delete one of ${label} (superusers)`, security: bearer, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        const id = parseDbId(request.params.id);
        if (id === null) return reply.code(404).send(RULE_NOT_FOUND);
        const result = await deleteRule(deps, actorOf(request), kind, id);
        if (result.kind === 'not_found') return reply.code(404).send(RULE_NOT_FOUND);
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    '/api/admin/providers/',
    {
      schema: {
        tags,
        summary: 'Hospitals or clinics of a state, by name or city (accents ignored), at most 50 (superusers)',
        security: bearer,
        querystring: providerSearchQueryWire,
        response: { 200: providerSearchListWire, 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire },
      },
    },
    async (request) => {
      const { state, kind, search } = request.query;
      const rows = await searchProvidersOfState(deps, { stateId: state, kind, search, limit: PROVIDER_SEARCH_LIMIT });
      return rows.map(toProviderSearchItemWire);
    },
  );

  app.get(
    '/api/admin/areas/',
    {
      schema: {
        tags,
        summary: 'Commercialization areas of a state (superusers)',
        security: bearer,
        querystring: areaListQueryWire,
        response: { 200: areaListWire, 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire },
      },
    },
    async (request) => (await commercializationAreasOf(deps, request.query.state)).map(({ id, name }) => ({ id, name })),
  );

  app.get(
    '/api/admin/audit/',
    {
      schema: {
        tags,
        summary: `Audit trail of plan changes, newest first, ${AUDIT_PAGE_SIZE} a page (superusers)`,
        description: 'Each record: who, when, which plan, the action and the before/after of each changed field.',
        security: bearer,
        querystring: auditQueryWire,
        response: { 200: auditListWire, 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire },
      },
    },
    async (request, reply) => {
      const page = request.query.page ?? 1;
      const planId = request.query.plan;
      const answer = await planAuditPage(deps, { planId, page, pageSize: AUDIT_PAGE_SIZE });
      reply.header('Cache-Control', 'no-store');
      return toAuditListWire(answer, { planId, page });
    },
  );
};
