/**
 * Authentication without a query per request: the caller a valid access token resolved to
 * (user + account payment state) and the user's `/api/users/me/` profile are kept in memory,
 *
 * - a token's entry until the token expires (checked against the injected clock, as the
 *   signature check would), so a cached token skips both the HS256 check and the query;
 * - until **any** write to the database (db/write-observer.ts: a role change, a block by
 *   the billing job, a payment, a subscription change, a logout, a test's direct UPDATE),
 *   which empties the cache. Entries are tagged with the cache's generation at the moment
 *   their load began: a load that raced a write is not stored.
 *
 * Only built when this process is the database's only writer (PGlite); on PostgreSQL, where
 * other processes may write, every request queries (docs/benchmarks.md).
 */
import type { Database } from '../db/database';
import { onDatabaseWrite } from '../db/write-observer';
import type { UserProfile } from '../repositories/users.repository';
import type { AuthenticatedUser } from '../use-cases/authenticated-user';

/** Most entries kept of each kind; beyond it the oldest goes (insertion order). */
export const CALLER_CACHE_MAX_ENTRIES = 10_000;

/** The cache; see the module comment for when entries go. */
export interface CallerCache {
  /** The generation to pass to `remember*` for a load starting now. */
  generation(): number;
  /** The caller of `token`, when cached and the token has not expired at `now`. */
  caller(token: string, now: Date): AuthenticatedUser | undefined;
  /** Keeps the caller of a verified `token` expiring at `expiresAt`, unless a write happened since `generation`. */
  rememberCaller(token: string, generation: number, expiresAt: Date, user: AuthenticatedUser): void;
  /** The cached profile of `userId`. */
  profile(userId: number): UserProfile | undefined;
  /** Keeps `profile`, unless a write happened since `generation`. */
  rememberProfile(generation: number, profile: UserProfile): void;
  /** Empties the cache (called on every database write). */
  invalidate(): void;
  /** Stops listening to the database. */
  close(): void;
}

function boundedSet<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  if (map.size >= CALLER_CACHE_MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

/** An in-memory cache, not linked to any database (tests; {@link createCallerCacheFor} links it). */
export function createCallerCache(): CallerCache {
  let generation = 0;
  const callers = new Map<string, { user: AuthenticatedUser; expiresAtMs: number }>();
  const profiles = new Map<number, UserProfile>();
  return {
    generation: () => generation,
    caller(token, now) {
      const entry = callers.get(token);
      if (!entry) return undefined;
      if (now.getTime() >= entry.expiresAtMs) {
        callers.delete(token);
        return undefined;
      }
      return entry.user;
    },
    rememberCaller(token, at, expiresAt, user) {
      if (at === generation) boundedSet(callers, token, { user, expiresAtMs: expiresAt.getTime() });
    },
    profile: (userId) => profiles.get(userId),
    rememberProfile(at, profile) {
      if (at === generation) boundedSet(profiles, profile.id, profile);
    },
    invalidate() {
      generation += 1;
      callers.clear();
      profiles.clear();
    },
    close() {},
  };
}

/**
 * The cache for `db`, emptied on each of its writes; undefined when `db`'s writes cannot
 * all be seen from here (PostgreSQL, or a database not opened by `db/database.ts`).
 */
export function createCallerCacheFor(db: Database): CallerCache | undefined {
  const cache = createCallerCache();
  const stop = onDatabaseWrite(db, () => cache.invalidate());
  if (!stop) return undefined;
  return { ...cache, close: () => void stop() };
}
