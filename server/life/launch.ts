/**
 * `npm start` (compiled: build/server/launch.mjs) and `npm run serve` (through tsx): the main
 * API (server/src/serve-api.ts) and the life-insurance service (server/life/serve-life.ts) in
 * ONE process — one V8 and one load of the modules they share, where three processes (this
 * launcher, the API, the life service) used to start one after the other: see docs/benchmarks.md,
 * "One process, smaller buffers". Each still listens on its own port (PORT, LIFE_PORT).
 *
 * On PGlite the life service reads the API's embedded database directly (no Unix socket);
 * on PostgreSQL it opens its own pool, as when deployed apart (`npm run serve:life`, or
 * `npm run serve:api` + `npm run serve:life` for two processes on one PGlite folder).
 *
 * SIGINT/SIGTERM drain both at once (server/src/lib/shutdown.ts), close both apps, then the
 * life service's pub/sub, then the API's and the database. A failure to start either exits 1.
 */
import { startApi } from '../src/kit/main-api';
import { createBootTimer, loadServerConfigs, shutdownOnSignals } from '../src/kit/process';
import { lifeDatabaseOver, LifeDatabaseUnreachableError, openLifeDatabase, type LifeDatabase } from './db/database';
import { startLife } from './serve-life';

async function main(): Promise<void> {
  const boot = createBootTimer();
  boot.mark('módulos carregados / modules loaded');
  const { config, life } = await loadServerConfigs();
  boot.mark('configuração / config');
  const shutdown = shutdownOnSignals({ timeoutMs: config.shutdownTimeoutSeconds * 1000, drainMs: config.shutdownDrainSeconds * 1000 });
  // Both services' job workers start fetching once both listen and the API's catalog snapshot
  // is in (what readiness waits for): on PGlite their first fetches (cold plans, ~0.3–0.45 s at
  // load 7) would otherwise hold the one database the rest of the start needs.
  let startDone!: () => void;
  const jobWorkersAfter = new Promise<void>((resolve) => (startDone = resolve));
  const api = await startApi({ config, life, boot, shutdown, lifeBridge: false, jobWorkersAfter });

  let db: LifeDatabase;
  if (api.handle.pglite) db = lifeDatabaseOver(api.handle.pglite);
  else {
    try {
      db = await openLifeDatabase(config);
    } catch (error) {
      console.error(error instanceof LifeDatabaseUnreachableError ? error.message : `Falha ao iniciar o serviço de seguro de vida / life service start-up failed: ${(error as Error).message}`);
      process.exit(1);
    }
    const pool = db;
    shutdown.addCloser(() => pool.close());
  }
  await startLife({ config, life, db, shutdown, jobWorkersAfter });
  boot.mark('serviço de vida escutando / life service listening');
  void api.app.catalogPreloaded.then(startDone);
}

void main();
