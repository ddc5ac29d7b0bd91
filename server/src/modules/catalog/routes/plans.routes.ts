/**
 * Plan routes of spec point 7 ("Plans"), authenticated (Bearer):
 * - `GET /api/v3/plans/` — the quote: filter as query (`planFilterQueryWire`), answer
 *   `planQuoteListWire` (count, lives, results with the current price table and total, each
 *   naming its operator and area, listed once in `institutions` and `areas`); with `page_size`
 *   (`quotePageQueryWire`: sort, narrowing, group, page) one page of it, `planQuotePageWire`.
 * - `GET /api/plans/` — the same for CP and PF (a `type` of PJ is a 400).
 * - `GET /api/v2/plans/` — the same for PJ (a `type` of CP or PF is a 400).
 * - `GET /api/plans/{id}/` — the full plan; unknown or non-numeric id: 404
 *   `{"detail": "Plano não encontrado."}` (as DRF answers a pk lookup that cannot match).
 * Rules in use-cases/catalog-snapshot.ts and docs/catalog-api.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import { planFilterQueryWire, planQuoteListWire, planQuotePageWire, quoteFilterFromQuery } from '../../../../../src/contract/catalog';
import { planDetailWire } from '../../../../../src/contract/catalog-pages';
import { CATALOG_MESSAGES } from '../../../../../src/contract/catalog-messages';
import { quotePageFromQuery, quotePageQueryWire, type QuotePageQueryWire } from '../../../../../src/contract/quote-page-query';
import type { PlanTypeCode } from '../../../../../src/domain/quotation';
import { createPlanDetailAnswers } from '../use-cases/plan-detail-answer';
import type { CatalogDeps } from '../use-cases/catalog-deps';
import { parseDbId } from '../../../lib/db-id';
import type { CatalogSnapshotSource } from '../use-cases/catalog-snapshot-source';
import type { CatalogStore } from '../use-cases/catalog-store';
import { administradoraFeesOnce, createQuoteAnswers, type PageAsked } from '../use-cases/quote-answer';
import { bearer } from '../../../http/route-schema';

/** 404 body of an unknown plan. */
export const PLAN_NOT_FOUND_BODY = { detail: CATALOG_MESSAGES.planNotFound } as const;

// The catalog contract is written with `zod/mini` (src/contract/catalog.ts): its objects are
// extended with `zod/mini`'s `extend`, which is what classic zod's `.extend` does.

// Each quote route takes the filter plus the optional page fields (sort, narrowing, group, page, page_size).
const filterAndPage = extend(planFilterQueryWire, quotePageQueryWire.shape);

/** `/api/v3/plans/`: the agreed filter, with a pt-BR message for an unknown type, and the page fields. */
export const quoteFilterQuery = extend(filterAndPage, {
  type: z.enum(['CP', 'PF', 'PJ'], { message: 'Tipo inválido: use CP, PF ou PJ.' }).optional(),
});
/** `/api/plans/`: CP and PF only. */
export const individualAndAdhesionFilterQuery = extend(filterAndPage, {
  type: z.enum(['CP', 'PF'], { message: 'Este endereço cota os tipos CP e PF; para PJ use /api/v2/plans/.' }).optional(),
});
/** `/api/v2/plans/`: PJ only. */
export const companyFilterQuery = extend(filterAndPage, {
  type: z.literal('PJ', { message: 'Este endereço cota o tipo PJ; para CP e PF use /api/plans/.' }).optional(),
});

/**
 * The page a quote's query asks for (the contract's `quotePageFromQuery`), or undefined
 * without `page_size` (the whole answer, as the spec's call). `url` is the request's path and
 * query: without `page`, the base of the answer's `next` / `previous` links.
 */
export function pageAsked(query: QuotePageQueryWire, url: string): PageAsked | undefined {
  const page = quotePageFromQuery(query);
  if (page === undefined) return undefined;
  const [path = '', search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.delete('page');
  const rest = params.toString();
  return { query: page, linkBase: rest ? `${path}?${rest}` : path };
}

const QUOTE_DESCRIPTION =
  'Lives = Σ of the age-group counts (for every type; `lifes` is accepted and not used). `porte` keeps PJ plans of that ' +
  'porte and those without one; PF with `entity` keeps plans listing it whose institution lists it as similar entity. Each result carries its CURRENT price table ' +
  '(latest effective_date ≤ today, Brasília) and `total_cents` = Σ lives × bracket price (null without lives). ' +
  'Sorted by institution slug, then plan name. Each result names its operator ({id, name, slug, logo}) and area ({id, name}); ' +
  '`institutions` and `areas` list them whole, once each. With `page_size` (1–200) the answer is ONE page, sorted (`sort`), ' +
  'narrowed (`operator`, `accommodation`, `coparticipation`) and grouped (`group`: offers or plans): ' +
  '{count, next, previous, results, lives, institutions, areas, all_count, choices, explanation?}. ' +
  'See docs/catalog-api.md for every filter and the answer.';

const quoteResponses = { 200: z.union([planQuoteListWire, planQuotePageWire]), 400: validationErrorWire, 401: authenticationErrorWire };

/**
 * The quote answers are serialized with plain `JSON.stringify`, not re-validated by zod on
 * the way out: the body is built by `toPlanQuoteWire`, typed by the wire schema, and the
 * tests parse every answer with `planQuoteListWire`; re-encoding ~100 KB through zod cost
 * about a tenth of the request's CPU. The schema still documents the answer (OpenAPI).
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The plan routes' options: the catalog's deps and the process's catalog snapshot, which quotes are answered from. */
export type PlanRoutesDeps = CatalogDeps & { snapshot: CatalogSnapshotSource; store: CatalogStore };

/**
 * Plan routes; options: the catalog store (its reading port), the clock and the catalog
 * snapshot. They parse, call the use cases (quotes: use-cases/quote-answer.ts) and send. Access levels:
 * server/src/http/access-policy.ts.
 */
export const planRoutes: FastifyPluginAsyncZod<PlanRoutesDeps> = async (app, deps) => {
  const administradoraFees = administradoraFeesOnce(deps.store);
  app.addHook('onReady', async () => {
    await administradoraFees();
  });
  const quotes = createQuoteAnswers({ clock: deps.clock, snapshot: deps.snapshot, fees: administradoraFees });
  const details = createPlanDetailAnswers({ clock: deps.clock, snapshot: deps.snapshot, store: deps.store, fees: administradoraFees });

  const answerQuote = async (
    query: Parameters<typeof quoteFilterFromQuery>[0] & QuotePageQueryWire,
    request: FastifyRequest,
    reply: FastifyReply,
    allowed?: readonly PlanTypeCode[],
  ): Promise<FastifyReply> => {
    const answer = await quotes.answer(quoteFilterFromQuery(query), allowed, pageAsked(query, request.url));
    if (answer.kind === 'invalid') return reply.code(400).send(answer.errors);
    return quotes.prepared.send(request, reply, answer.snapshot, answer.key, answer.body);
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
      const answer = id === null ? null : await details.answer(id);
      if (!answer || answer.kind === 'not_found') return reply.code(404).send(PLAN_NOT_FOUND_BODY);
      return details.prepared.send(request, reply, answer.snapshot, answer.key, answer.body);
    },
  );
};
