/** Use case: log out by revoking the given refresh token of the authenticated user. */
import type { AuthDeps } from './auth-deps';

/**
 * - `ok`: the refresh token is now revoked.
 * - `invalid_token`: not a valid refresh token of this user (bad, expired, unknown, someone else's).
 * - `already_revoked`: it had been revoked before.
 */
export type LogoutResult = { kind: 'ok' } | { kind: 'invalid_token' } | { kind: 'already_revoked' };

/** Revokes `refreshToken` if it is a valid refresh token of `userId`. */
export async function logout(deps: AuthDeps, input: { userId: number; refreshToken: string }): Promise<LogoutResult> {
  const verified = await deps.tokens.verify(input.refreshToken, 'refresh');
  if (verified.kind !== 'ok' || verified.claims.userId !== input.userId) return { kind: 'invalid_token' };

  const revoked = await deps.sessions.revokeRefreshToken(verified.claims.jti, input.userId, deps.clock());
  if (revoked) return { kind: 'ok' };
  const stored = await deps.sessions.findRefreshToken(verified.claims.jti);
  return stored?.revokedAt ? { kind: 'already_revoked' } : { kind: 'invalid_token' };
}
