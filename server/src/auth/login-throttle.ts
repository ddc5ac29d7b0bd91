/**
 * Login throttling with rate-limiter-flexible (in memory, per process):
 * failed attempts per username, and all attempts per client address, in 15-minute windows.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Window of both limits, in seconds (15 minutes). */
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** Outcome of a throttle check: go on, or wait `retryAfterSeconds`. */
export type ThrottleDecision = { kind: 'allowed' } | { kind: 'blocked'; retryAfterSeconds: number };

/** Port used by the login use case; {@link createLoginThrottle} is the in-memory adapter. */
export interface LoginThrottle {
  /** Counts one attempt from `address` and tells whether `username` and `address` may try now. */
  attempt(username: string, address: string): Promise<ThrottleDecision>;
  /** Records a failed login for `username`. */
  recordFailure(username: string): Promise<void>;
  /** Clears the failure count of `username` after a successful login. */
  recordSuccess(username: string): Promise<void>;
}

/** Usernames are throttled case-insensitively, so `Admin` and `admin` share a counter. */
const usernameKey = (username: string) => username.trim().toLowerCase();

const secondsUntil = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Builds the throttle.
 *
 * @param options.perUsername failed logins allowed per username per window (`LOGIN_RATE_LIMIT_PER_USERNAME`).
 * @param options.perAddress attempts allowed per address per window (`LOGIN_RATE_LIMIT_PER_ADDRESS`).
 */
export function createLoginThrottle(options: { perUsername: number; perAddress: number }): LoginThrottle {
  const byUsername = new RateLimiterMemory({
    keyPrefix: 'login_fail_username',
    points: options.perUsername,
    duration: LOGIN_WINDOW_SECONDS,
  });
  const byAddress = new RateLimiterMemory({
    keyPrefix: 'login_address',
    points: options.perAddress,
    duration: LOGIN_WINDOW_SECONDS,
  });

  return {
    async attempt(username, address) {
      try {
        await byAddress.consume(address);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { kind: 'blocked', retryAfterSeconds: secondsUntil(rejection) };
        throw rejection;
      }
      const failures = await byUsername.get(usernameKey(username));
      if (failures && failures.consumedPoints >= options.perUsername) {
        return { kind: 'blocked', retryAfterSeconds: secondsUntil(failures) };
      }
      return { kind: 'allowed' };
    },

    async recordFailure(username) {
      try {
        await byUsername.consume(usernameKey(username));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
      }
    },

    async recordSuccess(username) {
      await byUsername.delete(usernameKey(username));
    },
  };
}
