/**
 * Entry point of the life-insurance service on its own (`npm run serve:life`; the compiled
 * `life.mjs`; `npm start` runs it inside the main API's process instead, server/life/launch.ts):
 * parse the configuration (the main API's plus LIFE_PORT, LIFE_API_URL ...), connect to the
 * database — PostgreSQL at DATABASE_URL, or the main process's embedded PGlite through its
 * socket in DATA_DIR (waiting for the main process to open it) — and start the service
 * (server/life/serve-life.ts). SIGINT/SIGTERM close the sockets, wait for quotations being
 * computed and close the pool.
 */
import { LifeDatabaseUnreachableError, openLifeDatabase } from './db/database';
import { startLife } from './serve-life';
import { loadServerConfigs, shutdownOnSignals } from '../src/kit/process';

async function main(): Promise<void> {
  const { config, life } = await loadServerConfigs();

  let db;
  try {
    db = await openLifeDatabase(config);
  } catch (error) {
    console.error(error instanceof LifeDatabaseUnreachableError ? error.message : `Falha ao iniciar o serviço de seguro de vida / life service start-up failed: ${(error as Error).message}`);
    process.exit(1);
  }
  const shutdown = shutdownOnSignals({ timeoutMs: config.shutdownTimeoutSeconds * 1000, drainMs: config.shutdownDrainSeconds * 1000 });
  const opened = db;
  shutdown.addCloser(() => opened.close());
  await startLife({ config, life, db, shutdown });
}

void main();
