/**
 * Plan routes of spec point 7 ("Plans"), authenticated (Bearer):
 * - `GET /api/v3/plans/` — the quote: filter as query (`planFilterQueryWire`), answer
 *   `planQuoteListWire` (count, lives, results with the current price table and total).
 * - `GET /api/plans/` — the same for CP and PF (a `type` of PJ is a 400).
 * - `GET /api/v2/plans/` — the same for PJ (a `type` of CP or PF is a 400).
 * - `GET /api/plans/{id}/` — the full plan; unknown or non-numeric id: 404
 *   `{"detail": "Plano não encontrado."}` (as DRF answers a pk lookup that cannot match).
 * Rules in use-cases/catalog/quote-plans.ts and docs/catalog-api.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { authenticationErrorWire, validationErrorWire } from '../../../src/contract/api-errors';
import { detailErrorWire } from '../../../src/contract/auth';
import {
  CATALOG_MESSAGES,
  planDetailWire,
  planFilterQueryWire,
  planQuoteListWire,
  type PlanFilterQueryWire,
  type PlanQuoteListWire,
} from '../../../src/contract/catalog';
import { countsFromQuery, type PlanTypeCode } from '../../../src/domain/quotation';
import { getPlanDetail } from '../use-cases/catalog/get-plan-detail';
import { quotePlans, type QuoteFilterInput, type QuotedPlan, type QuotePlansResult } from '../use-cases/catalog/quote-plans';
import type { CatalogDeps } from '../use-cases/catalog/catalog-deps';
import { toPlanDetailWire, toPlanQuoteWire } from './catalog-wire.mappers';
import { administradoraFeesByName, dentalOptionsOfPlan, feesOf } from '../use-cases/catalog/plan-extras';
import { catalogToday, parseDbId } from '../use-cases/catalog/catalog-deps';
import { quoteFromSnapshot, type CatalogSnapshot } from '../use-cases/catalog/catalog-snapshot';
import type { CatalogSnapshotSource } from '../use-cases/catalog/catalog-snapshot-source';
import { bearer } from '../http/route-schema';
import { PreparedAnswers } from '../http/prepared-answers';

/** 404 body of an unknown plan. */
export const PLAN_NOT_FOUND_BODY = { detail: CATALOG_MESSAGES.planNotFound } as const;

// The catalog contract is written with `zod/mini` (src/contract/catalog.ts): its objects are
// extended with `zod/mini`'s `extend`, which is what classic zod's `.extend` does.

/** `/api/v3/plans/`: the agreed filter, with a pt-BR message for an unknown type. */
export const quoteFilterQuery = extend(planFilterQueryWire, {
  type: z.enum(['CP', 'PF', 'PJ'], { message: 'Tipo inválido: use CP, PF ou PJ.' }).optional(),
});
/** `/api/plans/`: CP and PF only. */
export const individualAndAdhesionFilterQuery = extend(planFilterQueryWire, {
  type: z.enum(['CP', 'PF'], { message: 'Este endereço cota os tipos CP e PF; para PJ use /api/v2/plans/.' }).optional(),
});
/** `/api/v2/plans/`: PJ only. */
export const companyFilterQuery = extend(planFilterQueryWire, {
  type: z.literal('PJ', { message: 'Este endereço cota o tipo PJ; para CP e PF use /api/plans/.' }).optional(),
});

/**
 * The parsed query as the use case's input: the age groups become one `BracketCounts`
 * (keys from the domain's `AGE_BRACKETS`); `lifes` is not carried (lives are the total of
 * the groups, see `planFilterQueryWire`).
 */
export function toQuoteFilterInput(query: Omit<PlanFilterQueryWire, 'type'> & { type?: PlanTypeCode | undefined }): QuoteFilterInput {
  const input: QuoteFilterInput = { stateId: query.state, counts: countsFromQuery(query) };
  if (query.city !== undefined) input.city = query.city;
  if (query.occupation !== undefined) input.occupationId = query.occupation;
  if (query.entity !== undefined) input.entityId = query.entity;
  if (query.coverage_areas !== undefined) input.coverageAreas = query.coverage_areas;
  if (query.accredited_networks !== undefined) input.hospitalIds = query.accredited_networks;
  if (query.type !== undefined) input.type = query.type;
  if (query.is_optional !== undefined) input.isOptional = query.is_optional;
  if (query.is_pme !== undefined) input.isPme = query.is_pme;
  if (query.is_mei !== undefined) input.isMei = query.is_mei;
  if (query.porte !== undefined) input.porte = query.porte;
  if (query.hide_stale_tables === true) input.hideStaleTables = true;
  return input;
}

const QUOTE_DESCRIPTION =
  'Lives = Σ of the age-group counts (for every type; `lifes` is accepted and not used). `porte` keeps PJ plans of that ' +
  'porte and those without one; PF with `entity` keeps plans listing it whose institution lists it as similar entity. Each result carries its CURRENT price table ' +
  '(latest effective_date ≤ today, Brasília) and `total_cents` = Σ lives × bracket price (null without lives). ' +
  'Sorted by institution slug, then plan name. See docs/catalog-api.md for every filter.';

const quoteResponses = { 200: planQuoteListWire, 400: validationErrorWire, 401: authenticationErrorWire };

/**
 * The quote answers are serialized with plain `JSON.stringify`, not re-validated by zod on
 * the way out: the body is built by `toPlanQuoteWire`, typed by the wire schema, and the
 * tests parse every answer with `planQuoteListWire`; re-encoding ~100 KB through zod cost
 * about a tenth of the request's CPU. The schema still documents the answer (OpenAPI).
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The plan routes' options: the catalog's deps plus the process's in-memory catalog (issue 16), quotes read it instead of SQL when given. */
export type PlanRoutesDeps = CatalogDeps & { snapshot?: CatalogSnapshotSource };

/**
 * Per-plan answer fragments of the catalog snapshot (issue 16): the JSON of a plan's answer
 * without `lives`, `total_cents` and `administradora_fees` (and its closing brace), made once
 * per snapshot plan and price table — keyed by the snapshot's frozen table record, so entries
 * go with their snapshot.
 */
const planFragments = new WeakMap<object, string>();

function planFragment(plan: QuotedPlan): string {
  let fragment = planFragments.get(plan.priceTable);
  if (fragment === undefined) {
    const { lives: _lives, total_cents: _total, ...base } = toPlanQuoteWire(plan);
    fragment = JSON.stringify(base).slice(0, -1);
    planFragments.set(plan.priceTable, fragment);
  }
  return fragment;
}

/**
 * The quote answer from snapshot plans, byte for byte `JSON.stringify` of the SQL path's
 * `{count, lives, results: [{...toPlanQuoteWire(plan), administradora_fees}]}` (the key
 * order of the wire mapper), built from the prepared fragments.
 */
export function snapshotQuoteJson(plans: readonly QuotedPlan[], lives: number, fees: Awaited<ReturnType<typeof administradoraFeesByName>>): string {
  const results = plans.map(
    (plan) =>
      `${planFragment(plan)},"lives":${JSON.stringify(plan.lives)},"total_cents":${JSON.stringify(plan.totalCents)},"administradora_fees":${JSON.stringify(feesOf(fees, plan.administradora))}}`,
  );
  return `{"count":${plans.length},"lives":${JSON.stringify(lives)},"results":[${results.join(',')}]}`;
}

/**
 * The key of a quote's prepared answer within one snapshot: the allowed types of the route,
 * the Brasília day (it picks the price table in force) and the normalised filter
 * (`toQuoteFilterInput` builds its fields in one order, so the query's order does not matter).
 */
export function quoteAnswerKey(filter: QuoteFilterInput, today: string, allowed?: readonly PlanTypeCode[]): string {
  return `${allowed?.join(',') ?? '*'}|${today}|${JSON.stringify(filter)}`;
}

/**
 * Plan routes; options: the database, the clock and (in the app) the catalog snapshot the
 * quotes are answered from (SQL without it). Access levels: server/src/http/access-policy.ts. */
export const planRoutes: FastifyPluginAsyncZod<PlanRoutesDeps> = async (app, deps) => {
  // The administradoras' fees (a handful of rows, written only by the seed) are read once per
  // app on first use, so a quote stays at two statements (issue 18; docs/catalog-api.md).
  let feesOnce: ReturnType<typeof administradoraFeesByName> | null = null;
  const administradoraFees = () => {
    feesOnce ??= administradoraFeesByName(deps.db).catch((error: unknown) => {
      feesOnce = null;
      throw error;
    });
    return feesOnce;
  };
  app.addHook('onReady', async () => {
    await administradoraFees();
  });

  // Repeated quotes are answered from prepared bodies, per snapshot (http/prepared-answers.ts).
  const preparedQuotes = new PreparedAnswers<CatalogSnapshot>();

  const answerQuote = async (
    query: Parameters<typeof toQuoteFilterInput>[0],
    request: FastifyRequest,
    reply: FastifyReply,
    allowed?: readonly PlanTypeCode[],
  ): Promise<PlanQuoteListWire | FastifyReply> => {
    const filter = toQuoteFilterInput(query);
    if (deps.snapshot) {
      const snapshot = await deps.snapshot.current();
      const today = catalogToday(deps);
      const key = quoteAnswerKey(filter, today, allowed);
      const refused: { errors?: Extract<QuotePlansResult, { kind: 'invalid' }>['errors'] } = {};
      const body = await preparedQuotes.body(snapshot, key, async () => {
        const quoted = await quoteFromSnapshot(snapshot, filter, today, allowed);
        if (quoted.kind === 'invalid') {
          refused.errors = quoted.errors;
          return null;
        }
        return snapshotQuoteJson(quoted.plans, quoted.lives, await administradoraFees());
      });
      if (!body) return reply.code(400).send(refused.errors);
      return preparedQuotes.send(request, reply, snapshot, key, body);
    }
    const result = await quotePlans(deps, filter, allowed);
    if (result.kind === 'invalid') return reply.code(400).send(result.errors);
    const fees = await administradoraFees();
    return {
      count: result.plans.length,
      lives: result.lives,
      results: result.plans.map((plan) => ({ ...toPlanQuoteWire(plan), administradora_fees: feesOf(fees, plan.administradora) })),
    };
  };

  app.get(
    '/api/v3/plans/',
    {
      schema: {
        tags: ['plans'],
        summary: 'Quote: plans of a state matching the filter, with current price table and total',
        description: QUOTE_DESCRIPTION,
        security: bearer,
        querystring: quoteFilterQuery,
        response: quoteResponses,
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => answerQuote(request.query, request, reply),
  );

  app.get(
    '/api/plans/',
    {
      schema: {
        tags: ['plans'],
        summary: 'Quote of individual (CP) and adhesion (PF) plans',
        description: `${QUOTE_DESCRIPTION} Types CP and PF only (both when \`type\` is absent).`,
        security: bearer,
        querystring: individualAndAdhesionFilterQuery,
        response: quoteResponses,
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => answerQuote(request.query, request, reply, ['CP', 'PF']),
  );

  app.get(
    '/api/v2/plans/',
    {
      schema: {
        tags: ['plans'],
        summary: 'Quote of company (PJ, PME) plans',
        description: `${QUOTE_DESCRIPTION} Type PJ only.`,
        security: bearer,
        querystring: companyFilterQuery,
        response: quoteResponses,
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => answerQuote(request.query, request, reply, ['PJ']),
  );

  app.get(
    '/api/plans/:id/',
    {
      schema: {
        tags: ['plans'],
        summary: 'Full plan: network hospitals and clinics, refunds, coparticipation rules, carências',
        description:
          'The price table is the one in force today (Brasília); a plan not on sale yet shows its first upcoming table. ' +
          'Unknown or non-numeric id: 404 {"detail": "Plano não encontrado."}.',
        security: bearer,
        params: z.object({ id: z.string().describe('Numeric plan id') }),
        response: { 200: planDetailWire, 401: authenticationErrorWire, 404: detailErrorWire },
      },
    },
    async (request, reply) => {
      const id = parseDbId(request.params.id);
      if (id === null) return reply.code(404).send(PLAN_NOT_FOUND_BODY);
      const result = await getPlanDetail(deps, id);
      if (result.kind === 'not_found') return reply.code(404).send(PLAN_NOT_FOUND_BODY);
      const [fees, dental] = await Promise.all([administradoraFees(), dentalOptionsOfPlan(deps.db, id)]);
      return { ...toPlanDetailWire(result.plan), administradora_fees: feesOf(fees, result.plan.administradora), dental_options: dental };
    },
  );
};
