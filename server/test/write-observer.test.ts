import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createWriteObserver, isWriteStatement, mayTouch, observePglite, observePgPool } from '../src/db/write-observer';

describe('which statements empty the in-process caches (db/write-observer.ts)', () => {
  it('counts every change to our tables, reads excepted', () => {
    expect(isWriteStatement('update "users" set "roles" = $1 where "users"."id" = $2')).toBe(true);
    expect(isWriteStatement('insert into "accounts" ("payment") values ($1)')).toBe(true);
    expect(isWriteStatement('COMMIT')).toBe(true);
    expect(isWriteStatement('select "id" from "users" where "id" = $1')).toBe(false);
  });

  it("ignores the job queue's idle polls, but not a statement that also names one of our tables", () => {
    const poll = `WITH next as (SELECT id FROM pgboss.job WHERE name = $1 FOR UPDATE SKIP LOCKED)
      UPDATE pgboss.job j SET state = 'active' FROM next WHERE j.id = next.id RETURNING j.id`;
    expect(isWriteStatement(poll)).toBe(false);
    // pg-boss's fetch returns its columns under quoted aliases: still the job queue only.
    expect(isWriteStatement(`${poll}, EXTRACT(epoch FROM expire_in) as "expireInSeconds"`)).toBe(false);
    expect(isWriteStatement('WITH j AS (DELETE FROM pgboss.job RETURNING id) UPDATE "users" SET "is_active" = false')).toBe(true);
    expect(isWriteStatement('DELETE FROM pgboss.job USING public.users u WHERE u.id = 1')).toBe(true);
    expect(isWriteStatement('UPDATE pgboss.job SET state = 1 FROM "users" u WHERE u.id = 1 RETURNING id as "jobId"')).toBe(true);
  });
});

describe('what a write reports having touched (catalog snapshot, caller cache)', () => {
  it("a PGlite transaction reports, once it ends, the tables its statements wrote; a job-queue-only one reports none", async () => {
    const client = new PGlite();
    const observer = createWriteObserver();
    observePglite(client, observer);
    const seen: (string[] | null)[] = [];
    observer.listeners.add((write) => seen.push(write.words === null ? null : [...write.words]));
    try {
      await client.exec('CREATE TABLE plans (id int); CREATE SCHEMA pgboss; CREATE TABLE pgboss.job (id int)');
      seen.length = 0;
      await client.transaction(async (tx) => {
        await tx.query('INSERT INTO "plans" (id) VALUES ($1)', [1]);
      });
      const last = seen[seen.length - 1];
      expect(last && mayTouch({ words: new Set(last) }, ['plans'])).toBe(true);
      expect(last && mayTouch({ words: new Set(last) }, ['users'])).toBe(false);
      seen.length = 0;
      await client.transaction(async (tx) => {
        await tx.query('UPDATE pgboss.job SET id = 2');
      });
      expect(seen.every((words) => words !== null && words.length === 0)).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe('a pg pool client (observePgPool)', () => {
  /** A pool opening one fake client whose queries answer at once; returns the client's query. */
  function observedClient() {
    const pool = new EventEmitter();
    const observer = createWriteObserver();
    observePgPool(pool as unknown as pg.Pool, observer);
    const client = { query: async (_text: string) => ({ rows: [] }) };
    pool.emit('connect', client);
    const seen: (string[] | null)[] = [];
    observer.listeners.add((write) => seen.push(write.words === null ? null : [...write.words]));
    return { query: (text: string) => client.query(text), seen };
  }

  it('tells a transaction’s tables at its COMMIT, not before', async () => {
    const { query, seen } = observedClient();
    await query('begin');
    await query('update "plans" set "name" = $1');
    expect(seen).toEqual([]);
    await query('commit');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((words) => words?.includes('plans'))).toBe(true);
  });

  it('takes several statements in one query for one write, and sees the writes after it', async () => {
    const { query, seen } = observedClient();
    await query('BEGIN; UPDATE "users" SET "name" = 1; COMMIT;');
    expect(seen.at(-1)).toContain('users');
    seen.length = 0;
    await query('update "accounts" set "payment" = $1');
    expect(seen.at(-1)).toContain('accounts');
  });
});
