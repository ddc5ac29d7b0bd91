/**
 * Tells in-process caches that the database changed: every statement that is not a plain
 * read (INSERT, UPDATE, DELETE, DDL, COMMIT, ROLLBACK, anything but SELECT/SHOW/EXPLAIN) and
 * every PGlite transaction notifies the listeners registered with {@link onDatabaseWrite},
 * once before it runs and once after it settles (so a reader that loaded the old row while
 * the write was uncommitted is dropped by the second notice). Each notice carries the words
 * of what was written ({@link DatabaseWrite}; a transaction's end carries those of all its
 * write statements), so a cache can skip writes that cannot concern it ({@link mayTouch}).
 *
 * The driver clients are patched when the database is opened (`db/database.ts`), so every
 * write path — routes, the billing job, the seed, a test's direct `db.update(...)` — is seen
 * without each writer remembering to say so. Writes by another process (several API
 * processes on one PostgreSQL, psql, the seed) are not seen here: they reach the caches by
 * the triggers' NOTIFY on the processes' bus (cluster/pubsub.ts; auth/caller-cache.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * What an observed write may have changed: the lower-case words of its statement(s) (its
 * tables among them), or `null` when unknown. A transaction's COMMIT / ROLLBACK carries the
 * words of every write statement run in it.
 */
export interface DatabaseWrite {
  readonly words: ReadonlySet<string> | null;
}

/** Whether `write` may have changed one of `tables` (always true when its statements are unknown). */
export function mayTouch(write: DatabaseWrite, tables: readonly string[]): boolean {
  const { words } = write;
  return words === null || tables.some((table) => words.has(table));
}

/** Called on every observed write (before and after it runs). */
export type WriteListener = (write: DatabaseWrite) => void;

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
/** A quoted column alias (`RETURNING … as "expireInSeconds"` in pg-boss's fetch): not a relation. */
const QUOTED_ALIAS = /\bas\s+"[^"]*"/gi;

/** Whether `text` may change rows that a cache of ours reads (anything but a plain read or a job-queue statement). */
export function isWriteStatement(text: string): boolean {
  if (READ_ONLY.test(text)) return false;
  return !(JOB_QUEUE_ONLY.test(text) && !APP_RELATION.test(text.replace(QUOTED_ALIAS, '')));
}

const WORD = /[a-z_][a-z0-9_]*/g;

/** The lower-case words of `text` (identifiers, quoted or not, and keywords). */
export function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(WORD));
}

/** The observer of one database: `notify` calls every listener; `listeners` is the live set. */
export interface WriteObserver {
  readonly listeners: Set<WriteListener>;
  notify(write: DatabaseWrite): void;
}

/** A new observer with no listener. */
export function createWriteObserver(): WriteObserver {
  const listeners = new Set<WriteListener>();
  return {
    listeners,
    notify(write) {
      for (const listener of listeners) listener(write);
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

const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
/** Several statements in one query text (a `;` followed by more). */
const MANY_STATEMENTS = /;\s*\S/;
/** The end of a transaction (not `ROLLBACK TO SAVEPOINT`, which stays inside it). */
const END = /^\s*(?:commit|end|rollback(?!\s+to\b)|abort)\b/i;

async function around<T>(observer: WriteObserver, text: string | null, run: () => Promise<T>): Promise<T> {
  if (text !== null && !isWriteStatement(text)) return run();
  const write: DatabaseWrite = { words: text === null ? null : wordsOf(text) };
  observer.notify(write);
  try {
    return await run();
  } finally {
    observer.notify(write);
  }
}

/**
 * Patches a PGlite client's `query`, `exec` and `transaction` (what Drizzle calls) to notify
 * `observer`. A transaction notifies once before it starts (words unknown yet: none) and once
 * after it settles, with the words of the write statements its callback ran.
 */
export function observePglite(client: PGlite, observer: WriteObserver): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const exec = client.exec.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => around(observer, text, () => query(text, ...rest))) as PGlite['query'];
  client.exec = ((text: string, ...rest: unknown[]) => around(observer, text, () => exec(text, ...rest))) as PGlite['exec'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) => {
    const words = new Set<string>();
    observer.notify({ words: new Set() });
    return transaction((tx) => {
      // The transaction's own client (a plain object): record what its statements write.
      for (const method of ['query', 'exec'] as const) {
        const original = tx[method].bind(tx) as (...args: unknown[]) => Promise<unknown>;
        (tx as unknown as Record<string, unknown>)[method] = (text: string, ...rest: unknown[]) => {
          if (isWriteStatement(text)) for (const word of wordsOf(text)) words.add(word);
          return original(text, ...rest);
        };
      }
      return callback(tx);
    }).finally(() => observer.notify({ words }));
  }) as PGlite['transaction'];
}

/**
 * Patches every client the pool opens (`query`) to notify `observer`; call before the first
 * connect. A statement outside a transaction notifies before it runs and when it answers;
 * inside a transaction (BEGIN … COMMIT / ROLLBACK on that client) the words of its write
 * statements are gathered and notified with its end, before and after it.
 */
export function observePgPool(pool: pg.Pool, observer: WriteObserver): void {
  pool.on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    /** Words written by the open transaction of this client, or null outside one. */
    let transactionWords: Set<string> | null = null;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      if (!isWriteStatement(text)) return query(...args);
      let write: DatabaseWrite;
      if (!transactionWords && MANY_STATEMENTS.test(text)) {
        // e.g. pg-boss's `BEGIN; …; COMMIT;` in one query: a write of its own, whatever it starts with.
        write = { words: wordsOf(text) };
      } else if (BEGIN.test(text)) {
        transactionWords = new Set();
        return query(...args);
      } else if (END.test(text)) {
        write = { words: transactionWords ?? new Set() };
        transactionWords = null;
      } else if (transactionWords) {
        for (const word of wordsOf(text)) transactionWords.add(word);
        return query(...args);
      } else {
        write = { words: wordsOf(text) };
      }
      const last = args[args.length - 1];
      observer.notify(write);
      if (typeof last === 'function') {
        // Callback form (used inside pg for some calls): notify again when it answers.
        return query(...args.slice(0, -1), (...results: unknown[]) => {
          observer.notify(write);
          (last as (...values: unknown[]) => void)(...results);
        });
      }
      const result = query(...args);
      if (result && typeof (result as Promise<unknown>).finally === 'function') {
        return (result as Promise<unknown>).finally(() => observer.notify(write));
      }
      observer.notify(write);
      return result;
    };
  });
}
