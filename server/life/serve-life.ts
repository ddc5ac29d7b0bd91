/**
 * The life service's start on an open database, shared by its own entry (server/life/main.ts,
 * `npm run serve:life`) and `npm start`'s one process (server/life/launch.ts, beside the main
 * API): apply the life migrations, build the app, listen on LIFE_PORT and print where the SPA
 * reaches it. Its app and its pub/sub join the caller's {@link ShutdownGroup} (SIGINT/SIGTERM
 * close the sockets, wait for quotations being computed, then close the pub/sub); the
 * database's own closing is the caller's. A start-up failure prints why and exits with 1.
 */
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildLifeApp } from './app';
import { clientOf, type LifeDatabase } from './db/database';
import type { LifeConfig } from './config';
import { inProcessPubSub, postgresPubSub, type PubSub } from '../src/kit/pubsub';
import type { AppConfig } from '../src/kit/config';
import type { ShutdownGroup } from '../src/kit/process';

/** Options of {@link startLife}. */
export interface StartLifeOptions {
  config: AppConfig;
  life: LifeConfig;
  /** The service's database handles (a pool of its own, or over the main API's PGlite in the same process). */
  db: LifeDatabase;
  shutdown: ShutdownGroup;
  /** The quotation workers' first fetch waits for this (app.ts, `jobWorkersAfter`; default at once). */
  jobWorkersAfter?: Promise<unknown>;
}

/** Starts the life service (see the module comment); resolves with its app once it listens. */
export async function startLife({ config, life, db, shutdown, jobWorkersAfter }: StartLifeOptions): Promise<FastifyInstance> {
  try {
    await db.migrate();
  } catch (error) {
    console.error(`Falha ao iniciar o serviço de seguro de vida / life service start-up failed: ${(error as Error).message}`);
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
  const { app } = buildLifeApp({ config, life, db, pubsub, ...(jobWorkersAfter ? { jobWorkersAfter } : {}) });
  shutdown.add(app);
  shutdown.addCloser(() => pubsub.close());

  try {
    await app.listen({ port: life.port, host: life.host });
  } catch (error) {
    console.error(`Serviço de seguro de vida: não foi possível escutar na porta ${life.port} (LIFE_PORT) / cannot listen: ${(error as Error).message}`);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  const port = (app.server.address() as { port: number } | null)?.port ?? life.port;
  console.log(`Seguro de vida (Porto Seguro) pronto na porta ${port} (LIFE_PORT): API ${life.apiUrl}/v1/porto_seguro/, cable ${life.cableUrl} (LIFE_API_URL)`);
  return app;
}
