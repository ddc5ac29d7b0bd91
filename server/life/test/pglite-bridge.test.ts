/**
 * Embedded mode: the main process serves its PGlite on a Unix socket and the life service
 * connects with `pg` (db/pglite-wire-bridge.ts). Each side's transactions stay whole: a
 * statement from the socket never runs inside the main process's transaction, nor the
 * other way round, and a client that vanishes mid-transaction is rolled back.
 * (Runs on its own in-memory PGlite in both test modes: a copy of the run's empty template.)
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lifeDatabaseOver, openLifeDatabase } from '../db/database';
import { pgliteSocketPath, servePgliteOverSocket, type PgliteWireBridge } from '../db/pglite-wire-bridge';
import { findLifeQuotation, insertPendingQuotation } from '../modules/quotations/repositories/life-quotations.repository';
import { openBarePglite } from '../../test/pglite-templates';

let dir: string;
let pglite: PGlite;
let bridge: PgliteWireBridge;
let pool: pg.Pool;

async function names(): Promise<string[]> {
  const result = await pglite.query<{ name: string }>('select name from t order by name');
  return result.rows.map((row) => row.name);
}

/** Lets pending I/O and promise callbacks run (a few event-loop turns). */
async function settle(turns = 20): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cotador-bridge-'));
  pglite = await openBarePglite();
  await pglite.exec('create table t (name text)');
  bridge = await servePgliteOverSocket(pglite, dir);
  pool = new pg.Pool({ host: dir, port: 5432, user: 'postgres', database: 'postgres', max: 2 });
});

afterAll(async () => {
  await pool.end();
  await bridge.close();
  await pglite.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await pglite.exec('delete from t');
});

describe('PGlite over a Unix socket', () => {
  it('answers pg queries on <dataDir>/.s.PGSQL.5432, a socket only its owner may open', async () => {
    expect(bridge.socketPath).toBe(pgliteSocketPath(dir));
    expect((await stat(bridge.socketPath)).mode & 0o777).toBe(0o600);
    const { rows } = await pool.query<{ answer: number }>('select $1::int + 1 as answer', [41]);
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it('runs the life migrations and repositories over the socket, seen by the main process', async () => {
    const life = lifeDatabaseOver(pool);
    await life.migrate();
    await insertPendingQuotation(life.life, { id: '00000000-0000-4000-8000-000000000001', userId: 1, accountId: 1, clientId: null, company: 'porto_seguro', memberId: '1', request: {}, createdAt: new Date('2026-06-15T12:00:00Z') });
    const inProcess = lifeDatabaseOver(pglite);
    expect(await findLifeQuotation(inProcess.life, '00000000-0000-4000-8000-000000000001')).toMatchObject({ status: 'pending', company: 'porto_seguro' });
  });

  it('keeps a socket statement out of a transaction the main process has open', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const mainTransaction = pglite
      .transaction(async (tx) => {
        await tx.query("insert into t values ('main')");
        await gate;
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await settle();
    expect(pglite.isInTransaction()).toBe(true);

    let socketDone = false;
    const socketInsert = pool.query("insert into t values ('socket')").then(() => (socketDone = true));
    await settle();
    expect(socketDone).toBe(false); // waits for the main transaction
    finish();
    await mainTransaction;
    await socketInsert;
    expect(await names()).toEqual(['socket']);
  });

  it('keeps the main process out of a socket client’s BEGIN … ROLLBACK', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query("insert into t values ('socket')");
      let mainDone = false;
      const mainInsert = pglite.query("insert into t values ('main')").then(() => (mainDone = true));
      await settle();
      expect(mainDone).toBe(false); // waits for the socket's transaction
      await client.query('rollback');
      await mainInsert;
    } finally {
      client.release();
    }
    expect(await names()).toEqual(['main']);
  });

  it('rolls back a client that disconnects inside a transaction, and frees the database', async () => {
    const client = new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });
    await client.connect();
    await client.query('begin');
    await client.query("insert into t values ('lost')");
    await client.end();
    await pglite.query("insert into t values ('after')");
    expect(await names()).toEqual(['after']);
    expect(pglite.isInTransaction()).toBe(false);
  });

  it('openLifeDatabase waits for the socket of the data folder, then connects', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'cotador-bridge-wait-'));
    const otherPglite = await openBarePglite();
    let otherBridge: PgliteWireBridge | undefined;
    try {
      let sleeps = 0;
      const opened = await openLifeDatabase(
        { databaseUrl: undefined, dataDir: other },
        {
          waitMs: 60_000,
          // The main process "starts" while the life service waits.
          sleep: async () => {
            sleeps += 1;
            if (sleeps === 2) otherBridge = await servePgliteOverSocket(otherPglite, other);
          },
        },
      );
      expect(sleeps).toBeGreaterThanOrEqual(2);
      await opened.migrate();
      await opened.close();
    } finally {
      await otherBridge?.close();
      await otherPglite.close();
      await rm(other, { recursive: true, force: true });
    }
  });

  it('on close, keeps serving a connected client until it ends its pool (the life service draining after the main process)', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'cotador-bridge-close-'));
    try {
      // A second bridge on the same database, closed alone.
      const otherBridge = await servePgliteOverSocket(pglite, other);
      const life = new pg.Pool({ host: other, port: 5432, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 });
      await life.query("insert into t values ('before')");
      let closed = false;
      const closing = otherBridge.close({ waitForClientsMs: 60_000 }).then(() => {
        closed = true;
      });
      await settle();
      // The main process is closing; the client still writes, and is answered.
      await life.query("insert into t values ('while draining')");
      expect(closed).toBe(false);
      expect(otherBridge.connectionCount()).toBe(1);
      await life.end();
      await closing;
      expect(closed).toBe(true);
      await expect(stat(pgliteSocketPath(other))).rejects.toThrow();
      expect(await names()).toEqual(['before', 'while draining']);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('on close with no client connected, or once the wait is over, closes at once', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'cotador-bridge-close-'));
    try {
      const idleBridge = await servePgliteOverSocket(pglite, other);
      await idleBridge.close({ waitForClientsMs: 600_000 });
      await expect(stat(pgliteSocketPath(other))).rejects.toThrow();

      const stuckBridge = await servePgliteOverSocket(pglite, other);
      const stuck = new pg.Client({ host: other, port: 5432, user: 'postgres', database: 'postgres' });
      stuck.on('error', () => undefined);
      await stuck.connect();
      // A client that never leaves is cut after the bound (here 1 ms).
      await stuckBridge.close({ waitForClientsMs: 1 });
      await expect(stuck.query('select 1')).rejects.toThrow();
      await expect(stat(pgliteSocketPath(other))).rejects.toThrow();
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
