/**
 * Test harness of the life service: the main test context (fresh database — in-memory
 * PGlite, or a throw-away PostgreSQL database when DATABASE_URL is set — with the demo
 * users), the life migrations on the same database, a life app over it with the context's
 * movable clock and hand-driven ping timers, and a login helper through the main API.
 */
import type { FastifyInstance } from 'fastify';
import { createTestContext, login, type TestContext, type TestContextOptions } from '../../test/helpers';
import type { CableTimers } from '../cable/action-cable';
import { buildLifeApp, type LifeApp } from '../app';
import { loadLifeConfig, type LifeConfig } from '../config';
import { clientOf, lifeDatabaseOver, type LifeDatabase } from '../db/database';

/** The SPA's origin in tests (APP_URL). */
export const TEST_APP_ORIGIN = 'http://localhost:5173';

/** Timers whose interval callbacks run only when the test calls `tick()`. */
export interface ManualTimers extends CableTimers {
  tick(): void;
  /** Intervals currently set. */
  active(): number;
}

/** Builds {@link ManualTimers}. */
export function manualTimers(): ManualTimers {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  return {
    setInterval: (callback) => {
      const handle = next++;
      callbacks.set(handle, callback);
      return handle;
    },
    clearInterval: (handle) => {
      callbacks.delete(handle as number);
    },
    tick: () => {
      for (const callback of [...callbacks.values()]) callback();
    },
    active: () => callbacks.size,
  };
}

/** What a life test file gets. */
export interface LifeTestContext {
  ctx: TestContext;
  db: LifeDatabase;
  lifeConfig: LifeConfig;
  timers: ManualTimers;
  /** A life app over the context (closed by `close()`). */
  life(): Promise<LifeApp>;
  /** An access token of a demo user (logs in through the main API). */
  token(username: string): Promise<string>;
  close(): Promise<void>;
}

/** Opens the context: database, demo users, life migrations. */
export async function createLifeTestContext(options: TestContextOptions = {}): Promise<LifeTestContext> {
  const ctx = await createTestContext({ catalog: 'none', ...options });
  const db = lifeDatabaseOver(clientOf(ctx.db));
  await db.migrate();
  const config = { ...ctx.config, appUrl: TEST_APP_ORIGIN };
  const lifeConfig = loadLifeConfig({}, { ...config, port: 0 });
  const timers = manualTimers();
  const apps: LifeApp[] = [];
  let main: FastifyInstance | undefined;
  return {
    ctx,
    db,
    lifeConfig,
    timers,
    life: async () => {
      const built = buildLifeApp({ config, life: lifeConfig, db, clock: ctx.clock.now, timers });
      apps.push(built);
      await built.app.ready();
      return built;
    },
    token: async (username) => {
      main ??= await ctx.app();
      return (await login(main, username)).access;
    },
    close: async () => {
      for (const built of apps) await built.app.close();
      await db.close();
      await ctx.close();
    },
  };
}

/** A complete, acceptable quotation request: a 35-year-old man, death R$ 100 mil and funeral R$ 5 mil. */
export function validQuotationRequest(today: Date, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const year = Number(today.toISOString().slice(0, 4)) - 36;
  return {
    member_id: '1',
    // Born on 1 January: 35 completed years from 1 January to 31 December of the current year.
    data_nascimento: `${year + 1}-01-01`,
    sexo: 'M',
    profissao: '252',
    renda_mensal_cents: 10_000_00,
    fumante: false,
    capital_morte_cents: 100_000_00,
    assistencia_funeral: true,
    capital_assistencia_funeral_cents: 5_000_00,
    dps_doenca_grave: false,
    dps_internacao: false,
    dps_afastamento: false,
    dps_esporte_risco: false,
    ...overrides,
  };
}
