/**
 * One process at a time, across every process on one PostgreSQL database: a session-level
 * advisory lock (`pg_advisory_lock(hashtext(key))`) held on a connection of its own while a
 * start-up step runs. Used where processes starting together would otherwise race on the
 * same schema change: migrations (main API and life service) and the job queue's install.
 * PGlite admits one process per folder, so there the step just runs.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Runs `task` while holding the lock named `key` (other processes asking for the same key wait
 * until it is released; advisory locks are scoped to the database). The lock is held on a
 * connection opened for it with the pool's settings, not taken from the pool, so `task` has
 * the whole pool (a pool of one connection works). The lock goes with that connection if the
 * process dies. Errors of `task` pass through, after the lock is released.
 * @param client the process's pool, or PGlite.
 */
export async function withClusterLock<T>(client: PGlite | pg.Pool, key: string, task: () => Promise<T>): Promise<T> {
  if (client instanceof PGlite) return task();
  const connection = new pg.Client(client.options);
  await connection.connect();
  try {
    await connection.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    return await task();
  } finally {
    // Ending the session releases its advisory locks.
    await connection.end();
  }
}
