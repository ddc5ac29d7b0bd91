/**
 * The current-password check of a sensitive change of one's own account (the e-mail): a
 * stolen access token alone is not enough. Wrong guesses are limited per user
 * (CURRENT_PASSWORD_MAX_FAILURES per CURRENT_PASSWORD_WINDOW_SECONDS, in memory, per app),
 * so the check cannot be used to guess the password at bcrypt speed.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { verifyPassword } from '../../../auth/passwords';
import {
  CURRENT_PASSWORD_MAX_FAILURES,
  CURRENT_PASSWORD_WINDOW_SECONDS,
  PROFILE_MESSAGES,
} from '../../../../../src/domain/accounts/profile';
import type { AccountsDeps } from './accounts-deps';

/** One limiter per app (its AccountsDeps), so apps and test files do not share counters. */
const limiters = new WeakMap<object, RateLimiterMemory>();

function limiterOf(deps: object): RateLimiterMemory {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new RateLimiterMemory({
      keyPrefix: 'current_password_failures',
      points: CURRENT_PASSWORD_MAX_FAILURES,
      duration: CURRENT_PASSWORD_WINDOW_SECONDS,
    });
    limiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * Checks `password` against the user's hash.
 * @returns null when it is right, else the pt-BR field message (missing, wrong, or too many
 *   wrong guesses: then even the right password is refused until the window ends).
 */
export async function currentPasswordProblem(
  deps: AccountsDeps,
  user: { id: number; passwordHash: string },
  password: string | undefined,
): Promise<string | null> {
  if (password === undefined || password === '') return PROFILE_MESSAGES.currentPasswordRequired;
  const limiter = limiterOf(deps);
  const key = String(user.id);
  const failures = await limiter.get(key);
  if (failures && failures.consumedPoints >= CURRENT_PASSWORD_MAX_FAILURES) return PROFILE_MESSAGES.currentPasswordBlocked;
  if (await verifyPassword(password, user.passwordHash, deps.bcryptRounds)) {
    await limiter.delete(key);
    return null;
  }
  await limiter.penalty(key, 1);
  return PROFILE_MESSAGES.currentPasswordWrong;
}
