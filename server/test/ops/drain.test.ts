/**
 * Drain on SIGTERM (server/src/lib/shutdown.ts), through the launcher as `npm start` runs it
 * (server/life/launch.ts: the main API and the life service in one process), on the run's
 * database (PGlite in `npm run test:server`, PostgreSQL in `npm run test:server:pg`).
 *
 * Each round: 30 authenticated quotes, each on a kept-alive connection of its own (an undici pool
 * of 30); once 10 were answered and all 30 written to their sockets (undici's `sendHeaders`
 * channel: on a busy machine this process may write the last ones seconds late, and a request
 * written after the drain would meet a closed port, as it should), SIGTERM to the whole process group — what Ctrl-C in a terminal and systemd's
 * `KillMode=control-group` do — and then 10 life-service calls on connections opened before the
 * signal. Every request must be answered 200, both readiness calls answer 503 from the signal
 * on, and the launcher exits 0. 6 rounds per database in `npm test` (120 quotes in flight at
 * the signal; each round a start of `npm start`: the suite's largest CPU cost at 20 rounds);
 * `DRAIN_ROUNDS=20` (or more) hunts a rare interleaving by hand.
 * The signal is sent on a count of answers, never after a sleep.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseClientOf } from '../../src/db/database';
import { freePort, spawnServerProcess, type SpawnedProcess } from '../concurrency/processes';
import { createTestContext, PASSWORD, seedDataDirFromTemplate, type TestContext } from '../helpers';

const ROUNDS = Number(process.env.DRAIN_ROUNDS ?? 6);
const QUOTES = 30;
const LIFE_CALLS = 10;
const SIGNAL_AFTER = 10;
/** Rounds run in this many lanes side by side (each its own DATA_DIR): a round is mostly waiting for start-up and the drain. */
const LANES = 2;
const QUOTE_PATH = '/api/v3/plans/?state=26&type=PJ&is_pme=true&is_mei=false&lifes=4&age_0_18=2&age_29_33=1&age_59_plus=1';

let root: string;
let ctx: TestContext | undefined;
const databaseEnv: Record<string, string> = {};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'cotador-drain-'));
  if (process.env.DATABASE_URL) {
    ctx = await createTestContext({ catalog: 'small' });
    databaseEnv.DATABASE_URL = String((databaseClientOf(ctx.db) as pg.Pool).options.connectionString);
  } else {
    // The run's migrated small-catalog template: the first start seeds only the demo users.
    for (let lane = 0; lane < LANES; lane += 1) await seedDataDirFromTemplate(path.join(root, `lane-${lane}`));
  }
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await rm(root, { recursive: true, force: true });
});

/** Starts the launcher in its own process group and waits for both services' banners. */
async function launch(dataDir: string, apiPort: number, lifePort: number): Promise<SpawnedProcess> {
  const launched = await spawnServerProcess(
    'drain',
    'launcher',
    // info: the "encerrando / shutting down" line says a process got the signal.
    // SHUTDOWN_TIMEOUT_SECONDS far above any machine's pace: the test asserts that every request in
    // flight is answered, which the product promises within its timeout (10 s by default); on a
    // shared CI machine 20 quotes may take longer than that, and the cut would reset them. A drain
    // of 5 s (3 by default): the readiness calls go out once this process read the shutdown line,
    // which a starved process may do seconds later.
    { PORT: String(apiPort), LIFE_PORT: String(lifePort), DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '600', ...databaseEnv },
    { detached: true },
  );
  await launched.waitForOutput(/Cotador pronto em http/);
  await launched.waitForOutput(/pronto na porta/);
  // The API builds its catalog snapshot after `listen` and is ready (readiness 200) once it is in.
  await launched.waitForOutput(/catalog snapshot ready after listen/);
  return launched;
}

/**
 * Counts, per origin, the quote requests undici has written to a socket (its `sendHeaders`
 * diagnostics channel): the signal waits for all of them, so every quote is on its way to the
 * server before SIGTERM even when this process is starved on a busy machine (a request written
 * only after the drain would meet a closed port, as it should).
 */
const quotesWritten = new Map<string, number>();
const writeWatchers = new Map<string, () => void>();
const onSendHeaders = (message: unknown) => {
  const { request } = message as { request: { origin?: string | URL; path?: string } };
  if (request.path !== QUOTE_PATH || request.origin === undefined) return;
  const origin = String(request.origin).replace(/\/$/, '');
  quotesWritten.set(origin, (quotesWritten.get(origin) ?? 0) + 1);
  writeWatchers.get(origin)?.();
};
diagnosticsChannel.subscribe('undici:client:sendHeaders', onSendHeaders);
afterAll(() => diagnosticsChannel.unsubscribe('undici:client:sendHeaders', onSendHeaders));

/** Status of one request, or the error code when it was not answered. */
async function statusOf(pool: Pool, request: Parameters<Pool['request']>[0]): Promise<number | string> {
  try {
    const response = await pool.request(request);
    await response.body.dump();
    return response.statusCode;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('SIGTERM to the whole process group of `npm start`', () => {
  it(`answers every request in flight or arriving during the drain: ${ROUNDS} rounds × (${QUOTES} quotes + ${LIFE_CALLS} life calls)`, async () => {
    const quoteStatuses: (number | string)[] = [];
    const lifeStatuses: (number | string)[] = [];
    const readyBefore: (number | string)[] = [];
    const readyDuringDrain: (number | string)[] = [];
    const exits: { code: number | null; signal: NodeJS.Signals | null }[] = [];
    const shutdownLines: string[] = [];
    const runLane = async (lane: number) => {
      const dataDir = path.join(root, `lane-${lane}`);
      for (let round = lane; round < ROUNDS; round += LANES) {
        const [apiPort, lifePort] = [await freePort(), await freePort()];
        const launched = await launch(dataDir, apiPort, lifePort);
        const api = new Pool(`http://127.0.0.1:${apiPort}`, { connections: QUOTES });
        const life = new Pool(`http://127.0.0.1:${lifePort}`, { connections: LIFE_CALLS });
        // Readiness on connections of their own, opened (and answered 200) before the signal, so
        // the calls after it go out at once instead of queueing behind the quotes.
        const apiProbe = new Pool(`http://127.0.0.1:${apiPort}`, { connections: 1 });
        const lifeProbe = new Pool(`http://127.0.0.1:${lifePort}`, { connections: 1 });
        try {
          const login = await api.request({ path: '/api/token/', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'corretor', password: PASSWORD }) });
          expect(login.statusCode).toBe(200);
          const token = ((await login.body.json()) as { access: string }).access;
          const headers = { authorization: `Bearer ${token}` };

          readyBefore.push(await statusOf(apiProbe, { path: '/api/health/ready/', method: 'GET' }), await statusOf(lifeProbe, { path: '/health/ready', method: 'GET' }));
          // One kept-alive connection to the life service per call made at the signal, all opened
          // before it: each of those calls is written at once, in flight whatever the machine's speed.
          lifeStatuses.push(...(await Promise.all(Array.from({ length: LIFE_CALLS }, () => statusOf(life, { path: '/v1/porto_seguro/questions', method: 'GET', headers })))));

          let answered = 0;
          let signalled: Promise<void> | undefined;
          let lifeCalls: Promise<(number | string)[]> | undefined;
          const origin = `http://127.0.0.1:${apiPort}`;
          quotesWritten.set(origin, 0);
          // SIGTERM once 10 quotes were answered and all 30 were written (counts, never a sleep).
          const signalWhenDue = () => {
            if (signalled || answered < SIGNAL_AFTER || (quotesWritten.get(origin) ?? 0) < QUOTES) return;
            process.kill(-(launched.child.pid ?? 0), 'SIGTERM');
            // Readiness says "stop sending" at once on both services, on a kept-alive connection
            // of the same pools (the request itself is answered, like any other).
            lifeCalls = Promise.all(Array.from({ length: LIFE_CALLS }, () => statusOf(life, { path: '/v1/porto_seguro/questions', method: 'GET', headers })));
            signalled = (async () => {
              // The process logged that it got the signal (its delivery is not instant); `npm start`
              // is one process, whose one shutdown drains both services at once.
              await launched.waitForOutput(/encerrando \/ shutting down/);
              readyDuringDrain.push(...(await Promise.all([statusOf(apiProbe, { path: '/api/health/ready/', method: 'GET' }), statusOf(lifeProbe, { path: '/health/ready', method: 'GET' })])));
            })();
          };
          writeWatchers.set(origin, signalWhenDue);
          const quotes = Array.from({ length: QUOTES }, async () => {
            const status = await statusOf(api, { path: QUOTE_PATH, method: 'GET', headers });
            answered += 1;
            signalWhenDue();
            return status;
          });
          quoteStatuses.push(...(await Promise.all(quotes)));
          writeWatchers.delete(origin);
          lifeStatuses.push(...((await lifeCalls) ?? []));
          await signalled;
          exits.push(await launched.exited);
          // What the process said about its shutdown, for the failure message of a round that lost a request.
          shutdownLines.push(...launched.output().split('\n').filter((line) => /encerr|shutdown|cortadas/.test(line)));
        } finally {
          if (launched.child.exitCode === null && launched.child.signalCode === null) {
            process.kill(-(launched.child.pid ?? 0), 'SIGKILL');
            await launched.exited;
          }
          await Promise.all([api.destroy(), life.destroy(), apiProbe.destroy(), lifeProbe.destroy()]);
        }
      }
    };
    await Promise.all(Array.from({ length: LANES }, (_, lane) => runLane(lane)));
    expect(shutdownLines.filter((line) => /cortadas/.test(line)), 'no connection cut by the shutdown timeout').toEqual([]);
    expect(quoteStatuses, shutdownLines.join('\n')).toEqual(Array(ROUNDS * QUOTES).fill(200));
    expect(lifeStatuses).toEqual(Array(ROUNDS * 2 * LIFE_CALLS).fill(200));
    expect(readyBefore).toEqual(Array(ROUNDS * 2).fill(200));
    expect(readyDuringDrain).toEqual(Array(ROUNDS * 2).fill(503));
    expect(exits).toEqual(Array(ROUNDS).fill({ code: 0, signal: null }));
  }, 1_500_000);
});
