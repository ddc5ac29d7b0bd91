/**
 * Session rules of spec point 8: an API answer with one of these statuses ends the
 * session (the SPA logs out and goes to /home).
 */

/** HTTP statuses that end the session: 401, 403, 407, 419, 498, 511. */
export const SESSION_ENDING_STATUSES: readonly number[] = [401, 403, 407, 419, 498, 511];

/** True when an API answer with `status` must log the user out. */
export function isSessionEnding(status: number): boolean {
  return SESSION_ENDING_STATUSES.includes(status);
}

/** The message of a failed login (spec point 5). */
export const INVALID_CREDENTIALS_MESSAGE = 'Credenciais inválidas';
/** The detail SimpleJWT answers for wrong credentials. */
export const NO_ACTIVE_ACCOUNT_DETAIL = 'No active account found with the given credentials';
