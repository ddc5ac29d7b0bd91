/** Use case: who is calling? Resolves a Bearer access token to an active user. */
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import type { AuthDeps } from './auth-deps';

export type { AuthenticatedUser } from '../../../auth/authenticated-user';

/**
 * - `ok`: the user.
 * - `invalid_token`: bad signature/format/expired, or signed before the user's token version
 *   was raised (`reason: 'invalid'`), or a refresh token (`'wrong_type'`).
 * - `user_not_found` / `user_inactive`: valid token whose user is gone or deactivated.
 */
export type AuthenticateResult =
  | { kind: 'ok'; user: AuthenticatedUser }
  | { kind: 'invalid_token'; reason: 'invalid' | 'wrong_type' }
  | { kind: 'user_not_found' }
  | { kind: 'user_inactive' };

/**
 * Verifies an access token (expiry against the injected clock) and loads its user; a token
 * already resolved (`deps.callerCache`, no write since, not expired) answers from memory.
 */
export async function authenticateAccessToken(deps: AuthDeps, accessToken: string): Promise<AuthenticateResult> {
  const cache = deps.callerCache;
  const cached = cache?.caller(accessToken, deps.clock());
  if (cached) return { kind: 'ok', user: cached };
  const generation = cache?.generation() ?? 0;
  const verified = await deps.tokens.verify(accessToken, 'access');
  if (verified.kind === 'invalid') return { kind: 'invalid_token', reason: 'invalid' };
  if (verified.kind === 'wrong_type') return { kind: 'invalid_token', reason: 'wrong_type' };

  const user = await deps.sessions.findCaller(verified.claims.userId);
  if (!user) return { kind: 'user_not_found' };
  // Signed before a password reset, role change or the like raised the version: ended.
  if (user.tokenVersion !== verified.claims.tokenVersion) return { kind: 'invalid_token', reason: 'invalid' };
  if (!user.isActive) return { kind: 'user_inactive' };
  const caller: AuthenticatedUser = {
    id: user.id,
    username: user.username,
    accountId: user.accountId,
    roles: user.roles,
    isSuperuser: user.isSuperuser,
    payment: user.payment,
    withoutPay: user.withoutPay,
    planId: user.planId,
    principalUserId: user.principalUserId,
  };
  cache?.rememberCaller(accessToken, generation, verified.claims.expiresAt, caller);
  return { kind: 'ok', user: caller };
}
