/**
 * Tells in-process caches that the database changed: every statement that is not a plain
 * read (INSERT, UPDATE, DELETE, DDL, COMMIT, ROLLBACK, anything but SELECT/SHOW/EXPLAIN) and
 * every PGlite transaction notifies the listeners registered with {@link onDatabaseWrite},
 * once before it runs and once after it settles (so a reader that loaded the old row while
 * the write was uncommitted is dropped by the second notice).
 *
 * The driver clients are patched when the database is opened (`db/database.ts`), so every
 * write path — routes, the billing job, the seed, a test's direct `db.update(...)` — is seen
 * without each writer remembering to say so. Writes by another process (several API
 * processes on one PostgreSQL) are not seen here: the caller cache is only turned on where
 * this process is the only writer (see `auth/caller-cache.ts`).
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** Called on every observed write (before and after it runs). */
export type WriteListener = () => void;

const listenersByDb = new WeakMap<object, { listeners: Set<WriteListener>; exclusive: boolean }>();

/** A plain read: SELECT (not `SELECT ... FOR UPDATE`, which only happens inside transactions), SHOW, EXPLAIN. */
const READ_ONLY = /^\s*(?:select|show|explain)\b/i;

/**
 * A statement of the job queue (pg-boss, schema `pgboss`): it names `pgboss.` and no quoted
 * identifier (Drizzle quotes every table of ours, `"users"`) nor the `public` schema. Its idle
 * workers poll with an `UPDATE pgboss.job …` every JOB_POLL_INTERVAL_SECONDS per queue; no
 * cache reads that schema, so those polls must not empty the caches (they did, several
 * times a second, and every cached caller was read again).
 */
const JOB_QUEUE_ONLY = /\bpgboss\./i;
const APP_RELATION = /"|\bpublic\./i;

/** Whether `text` may change rows that a cache of ours reads (anything but a plain read or a job-queue statement). */
export function isWriteStatement(text: string): boolean {
  if (READ_ONLY.test(text)) return false;
  return !(JOB_QUEUE_ONLY.test(text) && !APP_RELATION.test(text));
}

/** The observer of one database: `notify` calls every listener; `listeners` is the live set. */
export interface WriteObserver {
  readonly listeners: Set<WriteListener>;
  notify(): void;
}

/** A new observer with no listener. */
export function createWriteObserver(): WriteObserver {
  const listeners = new Set<WriteListener>();
  return {
    listeners,
    notify() {
      for (const listener of listeners) listener();
    },
  };
}

/**
 * Links `db` (the Drizzle database) to its observer, so {@link onDatabaseWrite} finds it.
 * @param options.exclusive whether this process is the database's only writer (PGlite holds
 *   its folder lock; a PostgreSQL server may have other clients).
 */
export function attachWriteObserver(db: object, observer: WriteObserver, options: { exclusive: boolean }): void {
  listenersByDb.set(db, { listeners: observer.listeners, exclusive: options.exclusive });
}

/**
 * Registers `listener` for the writes of `db`.
 * @returns a function removing it, or null when `db` is not observed (opened some other way)
 *   or other processes may write to it: then a cache must not keep rows between requests.
 */
export function onDatabaseWrite(db: object, listener: WriteListener): (() => void) | null {
  const entry = listenersByDb.get(db);
  if (!entry?.exclusive) return null;
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/**
 * Registers `listener` for the writes THIS process makes to `db`, whether or not other
 * processes write too (the catalog snapshot uses it for read-your-writes; other processes'
 * writes reach it by NOTIFY). @returns the remover, or null when `db` is not observed.
 */
export function onLocalDatabaseWrite(db: object, listener: WriteListener): (() => void) | null {
  const entry = listenersByDb.get(db);
  if (!entry) return null;
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query && typeof query.text === 'string') return query.text;
  return '';
}

async function around<T>(observer: WriteObserver, write: boolean, run: () => Promise<T>): Promise<T> {
  if (!write) return run();
  observer.notify();
  try {
    return await run();
  } finally {
    observer.notify();
  }
}

/** Patches a PGlite client's `query`, `exec` and `transaction` (what Drizzle calls) to notify `observer`. */
export function observePglite(client: PGlite, observer: WriteObserver): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    around(observer, isWriteStatement(text), () => (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as PGlite['query'];
  client.exec = ((text: string, ...rest: unknown[]) =>
    around(observer, isWriteStatement(text), () => (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as PGlite['exec'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) => around(observer, true, () => transaction(callback))) as PGlite['transaction'];
}

/** Patches every client the pool opens (`query`, promise form) to notify `observer`; call before the first connect. */
export function observePgPool(pool: pg.Pool, observer: WriteObserver): void {
  pool.on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      if (!isWriteStatement(textOf(args[0]))) return query(...args);
      const last = args[args.length - 1];
      observer.notify();
      if (typeof last === 'function') {
        // Callback form (used inside pg for some calls): notify again when it answers.
        return query(...args.slice(0, -1), (...results: unknown[]) => {
          observer.notify();
          (last as (...values: unknown[]) => void)(...results);
        });
      }
      const result = query(...args);
      if (result && typeof (result as Promise<unknown>).finally === 'function') {
        return (result as Promise<unknown>).finally(() => observer.notify());
      }
      observer.notify();
      return result;
    };
  });
}
