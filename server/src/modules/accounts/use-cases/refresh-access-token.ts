/** Use case: trade a refresh token for a new access token (refresh tokens are not rotated). */
import type { AuthDeps } from './auth-deps';

/**
 * `ok` with the new access token, or `invalid_token` (bad, expired, revoked, unknown, user
 * inactive, or signed before the user's token version was raised).
 */
export type RefreshAccessTokenResult = { kind: 'ok'; access: string } | { kind: 'invalid_token' };

/** Verifies the refresh JWT and its stored record, then signs a new access token. */
export async function refreshAccessToken(deps: AuthDeps, refreshToken: string): Promise<RefreshAccessTokenResult> {
  const verified = await deps.tokens.verify(refreshToken, 'refresh');
  if (verified.kind !== 'ok') return { kind: 'invalid_token' };
  const { claims } = verified;

  const stored = await deps.sessions.findRefreshToken(claims.jti);
  if (!stored || stored.userId !== claims.userId || stored.revokedAt !== null) return { kind: 'invalid_token' };
  if (stored.expiresAt.getTime() <= deps.clock().getTime()) return { kind: 'invalid_token' };

  const user = await deps.sessions.findUserById(claims.userId);
  if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion) return { kind: 'invalid_token' };

  const access = await deps.tokens.sign('access', user.id, user.tokenVersion);
  return { kind: 'ok', access: access.token };
}
