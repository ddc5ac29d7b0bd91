/**
 * The platform module's plugin: wires the Drizzle database probe
 * (repositories/drizzle-database-probe.ts) into the health checks and registers the module's
 * routes — `/api/health/`, `/api/health/ready/`, `/api/config/` and, with a movable clock
 * (`TEST_CLOCK=1`), the test-only `/api/test/…`. Options: the database, the job queue, the
 * catalog snapshot when it is built after `listen`, the SPA's public settings, and the movable
 * clock with the bcrypt cost of the test routes' demo copies.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { MovableClock } from '../../lib/server-clock';
import type { ShellConfig } from '../../shell-config';
import type { CatalogSnapshotSource } from '../catalog';
import { drizzleDatabaseProbe } from './repositories/drizzle-database-probe';
import { healthRoutes } from './routes/health.routes';
import { publicConfigRoutes } from './routes/public-config.routes';
import { testClockRoutes } from './routes/test-clock.routes';

/** Options of {@link platformModule}. */
export interface PlatformModuleOptions {
  db: Database;
  jobs: Pick<JobQueue, 'ping'>;
  /** The catalog snapshot, when it is built after `listen` (readiness waits for it). */
  catalog?: Pick<CatalogSnapshotSource, 'loaded'>;
  shell: ShellConfig;
  /** Only with `TEST_CLOCK=1`: the clock the test routes move. */
  testClock?: { clock: MovableClock; bcryptRounds: number };
}

/** Health, public configuration and (test runs only) the test clock. */
export const platformModule: FastifyPluginAsyncZod<PlatformModuleOptions> = async (app, { db, jobs, catalog, shell, testClock }) => {
  await app.register(healthRoutes, { probe: drizzleDatabaseProbe(db), jobs, ...(catalog ? { catalog } : {}) });
  await app.register(publicConfigRoutes, { shell });
  if (testClock) await app.register(testClockRoutes, { ...testClock, db });
};
