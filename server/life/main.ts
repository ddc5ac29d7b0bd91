/**
 * Entry point of the life-insurance service (`npm run serve:life`; `npm start` runs it beside
 * the main API through launch.ts): parse the configuration (the main API's plus LIFE_PORT,
 * LIFE_API_URL), connect to the database — PostgreSQL at DATABASE_URL, or the main process's
 * embedded PGlite through its socket in DATA_DIR (waiting for the main process to open it) —,
 * apply the life migrations, listen on LIFE_PORT and print where the SPA reaches it.
 * SIGINT/SIGTERM close the sockets, wait for quotations being computed and close the pool.
 */
import pg from 'pg';
import { buildLifeApp } from './app';
import { clientOf, LifeDatabaseUnreachableError, openLifeDatabase } from './db/database';
import { inProcessPubSub, postgresPubSub, type PubSub } from '../src/cluster/pubsub';
import { closeOnSignals } from '../src/lib/shutdown';
import { loadServerConfigs } from '../src/lib/startup';

async function main(): Promise<void> {
  const { config, life } = await loadServerConfigs();

  let db;
  try {
    db = await openLifeDatabase(config);
    await db.migrate();
  } catch (error) {
    console.error(error instanceof LifeDatabaseUnreachableError ? error.message : `Falha ao iniciar o serviço de seguro de vida / life service start-up failed: ${(error as Error).message}`);
    process.exit(1);
  }

  // Cable broadcasts reach the sockets of every life process on the same PostgreSQL (LISTEN/NOTIFY).
  const pool = clientOf(db.main);
  const log = { info: (object: object, message?: string) => console.log(message ?? '', object), warn: (object: object, message?: string) => console.warn(message ?? '', object) };
  let pubsub: PubSub;
  try {
    pubsub = config.databaseUrl && pool instanceof pg.Pool ? await postgresPubSub({ connectionString: config.databaseUrl, pool, log }) : inProcessPubSub();
  } catch (error) {
    console.error(`Serviço de seguro de vida: LISTEN/NOTIFY indisponível / pub-sub unavailable: ${(error as Error).message}`);
    process.exit(1);
  }
  const { app } = buildLifeApp({ config, life, db, pubsub });
  closeOnSignals(
    app,
    async () => {
      await pubsub.close();
      await db.close();
    },
    { timeoutMs: config.shutdownTimeoutSeconds * 1000, drainMs: config.shutdownDrainSeconds * 1000 },
  );

  try {
    await app.listen({ port: life.port, host: life.host });
  } catch (error) {
    console.error(`Serviço de seguro de vida: não foi possível escutar na porta ${life.port} (LIFE_PORT) / cannot listen: ${(error as Error).message}`);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  const port = (app.server.address() as { port: number } | null)?.port ?? life.port;
  console.log(`Seguro de vida (Porto Seguro) pronto na porta ${port} (LIFE_PORT): API ${life.apiUrl}/v1/porto_seguro/, cable ${life.cableUrl} (LIFE_API_URL)`);
}

void main();
