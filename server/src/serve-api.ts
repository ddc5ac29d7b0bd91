/**
 * The main API's start, shared by its own entry (server/src/main.ts, `npm run serve:api`) and
 * `npm start`'s one process (server/life/launch.ts, beside the life service): open the database
 * (PGlite with a folder lock, or PostgreSQL when DATABASE_URL is set), migrate, seed the demo
 * data on an empty embedded database, listen, print the URL and demo logins. The billing job
 * (renewals, blocks; docs/payments.md) runs in this process every PAYMENT_JOB_INTERVAL_SECONDS.
 * SIGINT/SIGTERM (the caller's {@link ShutdownGroup}) close the server (waiting for a billing run
 * in progress), the database and the lock. A start-up failure prints why and exits with 1.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
import pg from 'pg';
import { databaseClientOf, openDatabase, type DatabaseHandle } from './db/database';
import { inProcessPubSub, postgresPubSub } from './cluster/pubsub';
import { countUsers, findUserByUsername } from './modules/accounts/repositories/users.repository';
import { catalogImportSummaries, catalogIsPresent, seedCatalog } from './catalog-seed';
import { seedTableUpdates } from './catalog/table-updates-seed';
import { seedPlanExtras } from './plan-extras-seed';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from './seed';
import { clientOf, lifeConnectSources, servePgliteOverSocket } from '../life/kit/hosting';
import type { ShutdownGroup } from './lib/shutdown';
import { orExit } from './lib/startup';
import type { BootTimer } from './lib/boot-timing';
import type { AppConfig } from './config';
import type { LifeConfig } from '../life/kit/hosting';
import type { FastifyInstance } from 'fastify';

/**
 * Prints the URL and, when the demo users exist, the table of demo logins
 * (on an empty PostgreSQL database, a hint to run `npm run seed`).
 */
function printBanner(port: number, demo: 'present' | 'absent' | 'empty-database'): void {
  const lines = [`Cotador pronto em http://localhost:${port}  (API: /api/, documentação: /api/docs/)`];
  if (demo === 'empty-database') {
    lines.push('Banco de dados sem usuários: rode `npm run seed` para criar os logins de demonstração.');
  }
  if (demo === 'present') {
    const width = Math.max(...DEMO_LOGINS.map((login) => login.username.length));
    lines.push(`Logins de demonstração (senha: ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) lines.push(`  ${login.username.padEnd(width)}  ${login.description}`);
  }
  console.log(lines.join('\n'));
}

/** Options of {@link startApi}. */
export interface StartApiOptions {
  config: AppConfig;
  life: LifeConfig;
  /** The process's start timer (its marks so far are logged once the app exists). */
  boot: BootTimer;
  /** Receives the app (before `listen`) and the closing of the database and the pub/sub. */
  shutdown: ShutdownGroup;
  /**
   * Serve the embedded database on a Unix socket in DATA_DIR for a life service in another
   * process (`npm run serve:life`); false when the life service runs in this process and
   * reads the PGlite instance directly.
   */
  lifeBridge: boolean;
  /** The job workers' first fetch waits for this (app.ts, `jobWorkersAfter`; default at once). */
  jobWorkersAfter?: Promise<unknown>;
}

/** The started API. */
export interface StartedApi {
  app: FastifyInstance;
  /** Its database: the life service co-located in the process opens its handles over the same client. */
  handle: DatabaseHandle;
}

/** Starts the main API (see the module comment); resolves once it listens. */
export async function startApi({ config, life, boot, shutdown, lifeBridge, jobWorkersAfter }: StartApiOptions): Promise<StartedApi> {
  const handle = await orExit(() => openDatabase(config), [DataDirLockedError]);
  boot.mark('banco aberto / database opened');

  // The SPA calls the life-insurance service (server/life, a second process) on its own origin.
  const cspConnectSrc = [...new Set([...config.cspConnectSrc, ...lifeConnectSources(life)])];
  // The bus between processes (catalog-version notice): LISTEN/NOTIFY on PostgreSQL, in-process on PGlite.
  const client = databaseClientOf(handle.db);
  const pubsub = await orExit(
    async () => (config.databaseUrl && client instanceof pg.Pool ? postgresPubSub({ connectionString: config.databaseUrl, pool: client, log: { info: () => undefined, warn: (object, message) => console.warn(message, object) } }) : inProcessPubSub()),
    [Error],
  );
  const app = buildApp({
    config: { ...config, cspConnectSrc },
    db: handle.db,
    billingJob: true,
    preloadCatalog: 'after-listen',
    pubsub,
    ...(jobWorkersAfter ? { jobWorkersAfter } : {}),
    // The embedded database is this folder's alone: its catalog rows are kept beside it for the next start.
    ...(handle.driver === 'pglite' ? { catalogCacheDir: path.join(config.dataDir, 'cache') } : {}),
  });
  for (const warning of config.warnings) app.log.warn(warning);
  boot.attach((entry, message) => app.log.info(entry, message));
  boot.mark('app montado / app built');

  shutdown.add(app);
  shutdown.addCloser(async () => {
    await pubsub.close();
    await handle.close();
  });

  try {
    await handle.migrate();
    boot.mark('migrações conferidas / migrations checked');
    if (handle.driver === 'pglite' && lifeBridge) {
      // The life service reaches this embedded database through a Unix socket in DATA_DIR
      // (PGlite admits one process per folder): server/life/db/pglite-wire-bridge.ts.
      const client = clientOf(handle.db);
      if (client instanceof PGlite) {
        const bridge = await servePgliteOverSocket(client, config.dataDir);
        // On SIGTERM to the process group both services drain at once; the life service may
        // still be finishing requests and quotation jobs on this database after this app's own
        // drain ended, so the bridge stays up until it closed its connection (the last step of
        // its shutdown), bounded by its longest possible shutdown.
        const lifeShutdownMs = (config.shutdownDrainSeconds + config.shutdownTimeoutSeconds) * 1000;
        app.addHook('onClose', async () => bridge.close({ waitForClientsMs: lifeShutdownMs }));
      }
    }
    boot.mark('ponte do serviço de vida / life bridge');
    let userCount = await countUsers(handle.db);
    if (handle.driver === 'pglite' && userCount === 0) {
      const { created } = await seedDemoData(handle.db, { bcryptRounds: config.bcryptRounds });
      app.log.info({ created }, 'dados de demonstração criados / demo data seeded');
      userCount = created.length;
    }
    if (handle.driver === 'pglite' && !(await catalogIsPresent(handle.db))) {
      const seeded = await seedCatalog(handle.db, { scale: 'full' });
      if (seeded.kind === 'seeded') {
        app.log.info(
          { rows: seeded.rows, buildMs: Math.round(seeded.buildMs), insertMs: Math.round(seeded.insertMs) },
          'catálogo de planos criado / plan catalog seeded',
        );
      }
    }
    // The calendar of table updates (forecasts and past updates), dated from today: once.
    boot.mark('usuários e catálogo conferidos / users and catalog checked');
    if (handle.driver === 'pglite' && (await catalogIsPresent(handle.db))) await seedTableUpdates(handle.db, new Date());
    boot.mark('calendário de reajustes / table-update calendar');
    if (handle.driver === 'pglite') await seedPlanExtras(handle.db);
    boot.mark('dados iniciais conferidos / seed checked');
    const catalogSummaries = await catalogImportSummaries(handle.db);
    const demoPresent = (await findUserByUsername(handle.db, DEMO_LOGINS[0]?.username ?? 'admin')) !== undefined;
    boot.mark('resumo do catálogo / catalog summary');
    await app.ready();
    boot.mark('app pronto (onReady) / app ready');
    await app.listen({ port: config.port, host: config.host });
    boot.mark('escutando / listening');
    const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
    printBanner(port, demoPresent ? 'present' : userCount === 0 ? 'empty-database' : 'absent');
    console.log(
      catalogSummaries.length > 0
        ? `Catálogo de planos:\n${catalogSummaries.map((summary) => `  ${summary}`).join('\n')}`
        : 'Catálogo de planos vazio: rode `npm run seed` para criá-lo.',
    );
    return { app, handle };
  } catch (error) {
    app.log.error({ err: error }, 'falha ao iniciar / start-up failed');
    console.error(`Falha ao iniciar o servidor / start-up failed: ${(error as Error).message}`);
    await app.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    process.exit(1);
  }
}
