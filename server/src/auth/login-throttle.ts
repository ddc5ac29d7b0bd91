/**
 * Login throttling, after rate-limiter-flexible's brute-force recipe "login endpoint
 * protection" (docs/security.md, "Login throttling"). Two failure counters:
 *
 * - **consecutive failures of one username from one address** (`perUsername`, default 5):
 *   reaching it blocks that username *from that address* for 15 minutes; a successful login
 *   from that address resets it. A third party elsewhere cannot lock the owner out.
 * - **failures from one address per day** (`perAddress`, default 100), whatever the
 *   usernames: reaching it blocks the address for a day (slow brute force, password spraying).
 *   A success does not reset it.
 *
 * Successful logins are never counted, so an office of brokers behind one address is not
 * locked out by normal use. Usernames are compared case-insensitively (trimmed), unknown
 * ones counted the same as real ones (the answers do not reveal which exist). An "address"
 * is the IPv4 address, or the /64 network of an IPv6 one ({@link clientKey}); it is
 * whatever the route gives (`request.ip`: the TCP peer, as no proxy is trusted).
 *
 * Each allowed attempt **reserves** one failure on both counters before the password is
 * checked ({@link LoginThrottle.attempt}); a success gives it back. So simultaneous
 * guesses cannot slip past a limit while bcrypt runs: of 12 parallel wrong passwords,
 * exactly `perUsername` are checked. An attempt that neither fails nor succeeds (the
 * login threw) stays counted as a failure.
 *
 * The counters live in a rate-limiter-flexible store chosen by the caller
 * ({@link FailureCounterFactory}): in embedded mode (one process) this process's memory
 * (`RateLimiterMemory`, reset on restart); with `DATABASE_URL` the PostgreSQL store
 * ({@link postgresCounters}, table `rate_limits`), so every process counts the same failures.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';

/** Window of the username + address count, and how long reaching it blocks (15 minutes). */
export const USERNAME_WINDOW_SECONDS = 15 * 60;
/** Window of the address count, and how long reaching it blocks (24 hours). */
export const ADDRESS_WINDOW_SECONDS = 24 * 60 * 60;

/** Outcome of a throttle check: go on, or wait `retryAfterSeconds`. */
export type ThrottleDecision = { kind: 'allowed' } | { kind: 'blocked'; retryAfterSeconds: number };

/**
 * Port used by the login use case. Every `allowed` answer of {@link attempt} must be
 * followed by {@link recordFailure} or {@link recordSuccess} with the same arguments.
 */
export interface LoginThrottle {
  /** Tells whether `username` may try from `address` now and, if so, reserves one failure. */
  attempt(username: string, address: string): Promise<ThrottleDecision>;
  /** The attempt failed: its reserved failure stays; reaching a limit starts the block. */
  recordFailure(username: string, address: string): Promise<void>;
  /** The attempt succeeded: resets the username + address count and gives the address its failure back. */
  recordSuccess(username: string, address: string): Promise<void>;
}

/** What the throttle needs of a counter: rate-limiter-flexible's limiters fit (memory, PostgreSQL, Redis…). */
export type FailureCounter = Pick<RateLimiterAbstract, 'get' | 'penalty' | 'reward' | 'block' | 'delete'>;

/** Makes one counter: `points` per `duration` seconds; `keyPrefix` keeps counters apart in a shared store. */
export type FailureCounterFactory = (options: { keyPrefix: string; points: number; duration: number }) => FailureCounter;

/** The default store: this process's memory. */
export const memoryCounters: FailureCounterFactory = (options) => new RateLimiterMemory(options);

/**
 * The counters in PostgreSQL (table `rate_limits`, created by the migrations), shared by every
 * process on that database; the increments are atomic upserts, so parallel attempts on two
 * processes reserve failures as on one.
 */
export function postgresCounters(pool: pg.Pool): FailureCounterFactory {
  return (options) =>
    new RateLimiterPostgres({ ...options, storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false });
}

/** Usernames are throttled case-insensitively, so `Admin` and `admin` share a counter. */
const usernameKey = (username: string) => username.trim().toLowerCase();

/** The 8 hextets of an IPv6 address (zone dropped, `::` and an embedded IPv4 expanded). */
function ipv6Hextets(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const ipv4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (ipv4) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
    text = `${text.slice(0, -ipv4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((hextet) => parseInt(hextet, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The client a counter is kept for: an IPv4 address as is (also when written IPv4-mapped,
 * `::ffff:203.0.113.7`); an IPv6 address by its /64 network, the block one subscriber or
 * office usually gets whole (else changing the last 64 bits would give fresh counters).
 */
export function clientKey(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  const hextets = ipv6Hextets(address);
  if (hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}

/**
 * Key of a username at an address: the SHA-256 (hex) of the JSON pair — JSON so no username
 * can collide with another pair, hashed so a username of any length fits the PostgreSQL
 * store's `varchar(255)` key (a 5,000-character username answered 500 there; found by the
 * fuzz test on PostgreSQL).
 */
const pairKey = (username: string, address: string) => createHash('sha256').update(JSON.stringify([usernameKey(username), clientKey(address)])).digest('hex');

const secondsUntil = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
/** A count still running (the memory store may keep an expired record until its timer fires). */
const live = (res: RateLimiterRes | null): res is RateLimiterRes => res !== null && res.msBeforeNext > 0;

/**
 * Builds the throttle.
 *
 * @param options.perUsername consecutive failed logins of one username from one address (`LOGIN_RATE_LIMIT_PER_USERNAME`).
 * @param options.perAddress failed logins from one address per day (`LOGIN_RATE_LIMIT_PER_ADDRESS`).
 * @param counters where the counts live (default {@link memoryCounters}).
 */
export function createLoginThrottle(
  options: { perUsername: number; perAddress: number },
  counters: FailureCounterFactory = memoryCounters,
): LoginThrottle {
  const byPair = counters({ keyPrefix: 'login_fail_username_address', points: options.perUsername, duration: USERNAME_WINDOW_SECONDS });
  const byAddress = counters({ keyPrefix: 'login_fail_address_per_day', points: options.perAddress, duration: ADDRESS_WINDOW_SECONDS });

  return {
    async attempt(username, address) {
      const pair = pairKey(username, address);
      const client = clientKey(address);
      // Reserve first, then look: the increments are atomic, so parallel attempts cannot all see room.
      const [pairCount, addressCount] = await Promise.all([byPair.penalty(pair), byAddress.penalty(client)]);
      const over = [
        ...(addressCount.consumedPoints > options.perAddress ? [addressCount] : []),
        ...(pairCount.consumedPoints > options.perUsername ? [pairCount] : []),
      ];
      if (over.length === 0) return { kind: 'allowed' };
      await Promise.all([byPair.reward(pair), byAddress.reward(client)]);
      return { kind: 'blocked', retryAfterSeconds: Math.max(...over.map(secondsUntil)) };
    },

    async recordFailure(username, address) {
      const pair = pairKey(username, address);
      const client = clientKey(address);
      const [pairCount, addressCount] = await Promise.all([byPair.get(pair), byAddress.get(client)]);
      // The failure that reaches a limit starts a full block (the limit-th one; later ones are refused before counting).
      if (live(pairCount) && pairCount.consumedPoints === options.perUsername) await byPair.block(pair, USERNAME_WINDOW_SECONDS);
      if (live(addressCount) && addressCount.consumedPoints === options.perAddress) await byAddress.block(client, ADDRESS_WINDOW_SECONDS);
    },

    async recordSuccess(username, address) {
      const client = clientKey(address);
      const addressCount = await byAddress.get(client);
      await Promise.all([
        byPair.delete(pairKey(username, address)),
        // Give back the reserved failure (unless the count expired meanwhile: never below zero).
        live(addressCount) && addressCount.consumedPoints > 0 ? byAddress.reward(client) : Promise.resolve(),
      ]);
    },
  };
}
