/**
 * A 202 is a promise, in the embedded mode (PGlite in the main process's DATA_DIR, the life
 * service on its socket): real processes, SIGTERM and `kill -9` to the life service right
 * after 50 quotations were accepted, then a new life process on the same folder — the
 * broker's next subscription receives every one of the 50, none stays pending, and no row is
 * marked delivered that the broker's sockets did not receive.
 * (PostgreSQL with two life processes: server/test/concurrency/life-restart.test.ts.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed';
import { startServerProcess, type ServerProcess } from '../../test/concurrency/processes';
import { seedDataDirFromTemplate } from '../../test/helpers';
import { listenForResults, postQuotations, until } from './restart-support';

const processes: ServerProcess[] = [];
let api: ServerProcess;
let token: string;
let dataDir: string;

const env = { JOB_POLL_INTERVAL_SECONDS: '1', SHUTDOWN_TIMEOUT_SECONDS: '30' };

async function startLife(name: string): Promise<ServerProcess> {
  const life = await startServerProcess(name, 'life', { ...env, DATA_DIR: api.dataDir });
  processes.push(life);
  return life;
}

/** The quotations' rows, read through the main process's PGlite socket. */
async function rowsOf(ids: string[]): Promise<Array<{ id: string; status: string; delivered: boolean }>> {
  const client = new pg.Client({ host: api.dataDir, port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    const result = await client.query<{ id: string; status: string; delivered: boolean }>('select id::text as id, status, delivered_at is not null as delivered from life.quotations where id = any($1::uuid[])', [ids]);
    return result.rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // The run's migrated small-catalog template: the first start seeds only the demo users, not
  // the full plan catalog (which the quotations here never read).
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-life-restart-'));
  await seedDataDirFromTemplate(dataDir);
  api = await startServerProcess('api', 'api', { ...env, DATA_DIR: dataDir });
  processes.push(api);
  const response = await fetch(`${api.url}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'corretor', password: DEMO_PASSWORD }) });
  expect(response.status).toBe(200);
  token = ((await response.json()) as { access: string }).access;
}, 300_000);

afterAll(async () => {
  for (const server of processes.reverse()) await server.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each([
  ['SIGTERM', 'SIGTERM' as const],
  ['kill -9', 'SIGKILL' as const],
])('life service stopped by %s in the middle of 50 accepted quotations (PGlite)', (_name, signal) => {
  it('delivers 50 of 50 to the broker after a restart, and marks delivered only what a socket took', async () => {
    const life = await startLife(`life-${signal}`);
    const received = new Set<string>();
    const before = await listenForResults(life.port, token, received);
    const ids = await postQuotations(life.url, token, 50);
    life.child.kill(signal);
    const exit = await life.exited;
    before.close();
    const atStop = await rowsOf(ids);
    const pendingAtStop = atStop.filter((row) => row.status === 'pending').length;
    // What the broker's socket had when the process stopped; delivered rows are a subset of it.
    for (const row of atStop.filter((candidate) => candidate.delivered)) expect(received.has(row.id)).toBe(true);
    console.info(`${signal}: exit ${JSON.stringify(exit)}, ${pendingAtStop} of 50 pending and ${received.size} received when it stopped`);
    if (signal === 'SIGTERM') expect(exit).toEqual({ code: 0, signal: null });

    const restarted = await startLife(`life-${signal}-again`);
    const after = await listenForResults(restarted.port, token, received);
    await until(() => ids.every((id) => received.has(id)), '50 of 50 received', 120_000);
    await until(async () => (await rowsOf(ids)).every((row) => row.status !== 'pending' && row.delivered), 'every row computed and marked delivered', 30_000);
    expect(ids.filter((id) => received.has(id))).toHaveLength(50);
    const rows = await rowsOf(ids);
    expect(rows.filter((row) => row.status === 'quoted')).toHaveLength(50);
    after.close();
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
  }, 400_000);
});
