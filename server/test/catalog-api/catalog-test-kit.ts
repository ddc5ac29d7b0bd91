/**
 * Shared set-up of the catalog API tests: a context with the 'small' catalog (seeded
 * once per file), the corretor's token, and typed GET helpers.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { joinQuoteAnswer, type JoinedPlanQuoteWire, type PlanQuoteListWire } from '../../../src/contract/catalog';
import { type PlanDetailWire } from '../../../src/contract/catalog-pages';
import { bearer, createTestContext, login, type TestContext } from '../helpers';

/** Fixed "now" of the catalog tests: 20 Nov 2026, 12:00 in Brasília (Hapvida's June 2026 tables in force). */
export const CATALOG_TEST_START = new Date('2026-11-20T15:00:00Z');

/** A quote answer with each result's operator and area whole (`joinQuoteAnswer`), beside the answer's own lists. */
export type JoinedQuoteAnswer = Omit<PlanQuoteListWire, 'results'> & { results: JoinedPlanQuoteWire[] };

export interface CatalogKit {
  ctx: TestContext;
  app: FastifyInstance;
  token: string;
  /** GET with the corretor's token; returns status and parsed body. */
  get<T = unknown>(url: string): Promise<{ status: number; body: T }>;
  /** GET that must answer 200. */
  ok<T = unknown>(url: string): Promise<T>;
  /** `GET /api/v3/plans/` (or `path`) with the query, expecting 200; results joined with their operator and area. */
  quote(query: Record<string, string | number | boolean>, path?: string): Promise<JoinedQuoteAnswer>;
  /** `GET /api/plans/{id}/`, expecting 200. */
  plan(id: number): Promise<PlanDetailWire>;
}

/** Query string of a record (values as text). */
export function qs(query: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
}

export async function createCatalogKit(): Promise<CatalogKit> {
  const ctx = await createTestContext({ start: CATALOG_TEST_START, catalog: 'small' });
  const app = await ctx.app();
  const { access } = await login(app, 'corretor');
  const get = async <T>(url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(access) });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const ok = async <T>(url: string) => {
    const response = await get<T>(url);
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  return {
    ctx,
    app,
    token: access,
    get,
    ok,
    quote: async (query, path = '/api/v3/plans/') => {
      const answer = await ok<PlanQuoteListWire>(`${path}?${qs(query)}`);
      return { ...answer, results: joinQuoteAnswer(answer) };
    },
    plan: (id) => ok<PlanDetailWire>(`/api/plans/${id}/`),
  };
}

/** Expects a DRF 400 with a non-empty list of string messages under `field`. */
export function expectFieldError(response: { status: number; body: unknown }, field: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const messages = (response.body as Record<string, unknown>)[field];
  expect(Array.isArray(messages), `${field} in ${JSON.stringify(response.body)}`).toBe(true);
  expect((messages as unknown[]).length).toBeGreaterThan(0);
  for (const message of messages as unknown[]) expect(typeof message).toBe('string');
}
