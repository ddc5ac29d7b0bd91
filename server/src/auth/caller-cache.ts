/**
 * Authentication without a query per request: the caller a valid access token resolved to
 * (user + account payment state) and the user's `/api/users/me/` profile are kept in memory,
 *
 * - a token's entry until the token expires (checked against the injected clock, as the
 *   signature check would), so a cached token skips both the HS256 check and the query;
 * - until a write by this process to a table the caller and the profile are read from —
 *   `users`, `accounts`, `subscriptions` ({@link CALLER_TABLES}; db/write-observer.ts: a role
 *   change, a block by the billing job, a payment, a subscription change, a logout, a login's
 *   `last_login`, a test's direct UPDATE) — which empties the cache. A write elsewhere (a saved
 *   quotation, a refresh token, a life quotation, the job queue) leaves it: before 2026-11-28
 *   every write emptied it, so at a broker's day of load (several writes a second) it was
 *   emptied between most requests. Entries are tagged with the cache's generation at the
 *   moment their load began: a load that raced a write is not stored.
 *
 * Where this process is the database's only writer (PGlite, folder lock) that is all. On
 * PostgreSQL, other connections write too (other API processes, the life service, the seed,
 * psql): the cache is only built with a distributed bus (cluster/pubsub.ts, main.ts gives it
 * with DATABASE_URL) and also empties
 *
 * - on the `caller` notice that the triggers of migration 0013_caller_changed send at the
 *   commit of every statement writing users, accounts or subscriptions, whoever runs it;
 * - when the bus's listening connection drops: then it stays off (every request queries)
 *   until the connection listens again, since notices are missed in between.
 *
 * Between another connection's commit and its notice reaching this process (a round trip on
 * the listening connection) a request may still see the former caller; never longer than that.
 */
import type { Database } from '../db/database';
import { onCallerChanged, type PubSub } from '../cluster/pubsub';
import { mayTouch, onDatabaseWrite, onLocalDatabaseWrite, type DatabaseWrite } from '../db/write-observer';
import type { UserProfile } from '../modules/accounts/repositories/users.repository';
import type { AuthenticatedUser } from './authenticated-user';

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
 * The tables a cached caller and profile are read from (`findCaller`, `findUserProfile` in
 * modules/accounts/repositories/users.repository.ts), the same three whose triggers send the
 * `caller` notice between processes (migration 0013_caller_changed). Their foreign keys only
 * cascade among themselves (an account's users and subscription; a deleted principal), so a
 * statement that names none of them cannot change a cached row.
 */
export const CALLER_TABLES = ['users', 'accounts', 'subscriptions'] as const;

/** A write that may change a caller: one that names a {@link CALLER_TABLES} table, or whose statements are unknown. */
const changesCallers = (write: DatabaseWrite) => mayTouch(write, CALLER_TABLES);

/**
 * The cache for `db`, emptied on each of its writes (see the module comment); undefined
 * when not every write can be seen from here: a PostgreSQL database without a distributed
 * `pubsub`, or a database not opened by `db/database.ts`.
 */
export function createCallerCacheFor(db: Database, pubsub?: PubSub): CallerCache | undefined {
  const cache = createCallerCache();
  const invalidate = (write: DatabaseWrite) => {
    if (changesCallers(write)) cache.invalidate();
  };
  const stop = onDatabaseWrite(db, invalidate);
  if (stop) return { ...cache, close: () => void stop() };
  if (!pubsub?.distributed) return undefined;
  const stopLocal = onLocalDatabaseWrite(db, invalidate);
  if (!stopLocal) return undefined;
  let on = pubsub.listening();
  const stopNotices = onCallerChanged(pubsub, () => cache.invalidate());
  const stopListening = pubsub.onListening((listening) => {
    on = listening;
    cache.invalidate();
  });
  return {
    ...cache,
    caller: (token, now) => (on ? cache.caller(token, now) : undefined),
    rememberCaller: (token, generation, expiresAt, user) => {
      if (on) cache.rememberCaller(token, generation, expiresAt, user);
    },
    profile: (userId) => (on ? cache.profile(userId) : undefined),
    rememberProfile: (generation, profile) => {
      if (on) cache.rememberProfile(generation, profile);
    },
    close() {
      stopLocal();
      stopNotices();
      stopListening();
    },
  };
}
