/** Use case: log in with username and password, get a SimpleJWT-style token pair. */
import type { LoginThrottle } from '../../../auth/login-throttle';
import { verifyPassword } from '../../../auth/passwords';
import type { AuthDeps } from './auth-deps';

/** Credentials plus the client address (for throttling). */
export interface ObtainTokenPairInput {
  username: string;
  password: string;
  address: string;
}

/**
 * - `ok`: the pair (`refresh` stored by jti for revocation; `last_login` updated).
 * - `invalid_credentials`: unknown user, wrong password or inactive account (one answer for all).
 * - `throttled`: too many attempts; retry after `retryAfterSeconds`.
 */
export type ObtainTokenPairResult =
  | { kind: 'ok'; refresh: string; access: string; userId: number }
  | { kind: 'invalid_credentials' }
  | { kind: 'throttled'; retryAfterSeconds: number };

/**
 * Checks the throttle, then the credentials (an unknown user costs one comparison at `bcryptRounds`, as a known one); on success issues the pair and resets the
 * username + address failure count, on failure counts one more failure for the username
 * at that address and for the address (see auth/login-throttle.ts).
 */
export async function obtainTokenPair(
  deps: AuthDeps & { throttle: LoginThrottle; bcryptRounds: number },
  input: ObtainTokenPairInput,
): Promise<ObtainTokenPairResult> {
  const decision = await deps.throttle.attempt(input.username, input.address);
  if (decision.kind === 'blocked') return { kind: 'throttled', retryAfterSeconds: decision.retryAfterSeconds };

  const user = await deps.sessions.findUserByUsername(input.username);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null, deps.bcryptRounds);
  if (!user || !passwordOk || !user.isActive) {
    await deps.throttle.recordFailure(input.username, input.address);
    return { kind: 'invalid_credentials' };
  }

  const refresh = await deps.tokens.sign('refresh', user.id, user.tokenVersion);
  const access = await deps.tokens.sign('access', user.id, user.tokenVersion);
  const now = deps.clock();
  await deps.sessions.transaction(async (tx) => {
    await tx.insertRefreshToken({
      jti: refresh.claims.jti,
      userId: user.id,
      expiresAt: refresh.claims.expiresAt,
      createdAt: now,
    });
    await tx.updateLastLogin(user.id, now);
  });
  await deps.throttle.recordSuccess(input.username, input.address);
  return { kind: 'ok', refresh: refresh.token, access: access.token, userId: user.id };
}
