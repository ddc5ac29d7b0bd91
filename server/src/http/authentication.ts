/**
 * Bearer authentication for every authenticated route, SimpleJWT-style answers:
 * register once with {@link registerAuthentication}, then use `preHandler: app.authenticate`
 * and read the caller with {@link currentUser}.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../src/contract/auth';
import { authenticateAccessToken, type AuthenticatedUser } from '../modules/accounts/use-cases/authenticate';
import type { AuthDeps } from '../modules/accounts/use-cases/auth-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a valid access token of an active user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller, set by `app.authenticate`; null on unauthenticated routes. */
    authUser: AuthenticatedUser | null;
  }
}

/** `WWW-Authenticate` value sent with every 401 (SimpleJWT's realm). */
export const WWW_AUTHENTICATE = 'Bearer realm="api"';

/** SimpleJWT's body for a bad or expired access token. */
export const INVALID_ACCESS_TOKEN_BODY = (message: string) => ({
  detail: AUTH_MESSAGES.givenTokenNotValid,
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message }],
});

/** Sends a 401 with `WWW-Authenticate: Bearer realm="api"`. */
export function sendUnauthorized(reply: FastifyReply, body: Record<string, unknown>): FastifyReply {
  return reply.code(401).header('WWW-Authenticate', WWW_AUTHENTICATE).send(body);
}

/**
 * Decorates `app` with `authenticate` (preHandler) and `request.authUser`.
 * Must be called on the root instance before the routes that use it are registered.
 */
export function registerAuthentication(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('authUser', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    await identifyCaller(deps, request, reply, { required: true });
  });
}

/**
 * Resolves the request's Bearer token into `request.authUser` (once per request).
 *
 * - `required: true`: a missing, malformed or invalid token, or an unknown or inactive user,
 *   is answered 401 (SimpleJWT's bodies, `WWW-Authenticate`) and the result is false.
 * - `required: false` (public routes): the same cases leave `authUser` null and return true.
 * @returns whether the route may go on.
 */
export async function identifyCaller(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { required: boolean },
): Promise<boolean> {
  if (request.authUser) return true;
  const refuse = (body: Record<string, unknown>) => {
    if (!options.required) return true;
    sendUnauthorized(reply, body);
    return false;
  };
  const header = request.headers.authorization;
  const parts = header?.trim().split(/\s+/) ?? [];
  if (parts.length === 0 || parts[0] !== 'Bearer') return refuse({ detail: AUTH_MESSAGES.notProvided });
  const token = parts[1];
  if (parts.length !== 2 || token === undefined) {
    return refuse({ detail: 'Authorization header must contain two space-delimited values', code: 'bad_authorization_header' });
  }
  const result = await authenticateAccessToken(deps, token);
  switch (result.kind) {
    case 'ok':
      request.authUser = result.user;
      return true;
    case 'invalid_token':
      return refuse(INVALID_ACCESS_TOKEN_BODY(result.reason === 'wrong_type' ? 'Token has wrong type' : AUTH_MESSAGES.tokenInvalid));
    case 'user_not_found':
      return refuse({ detail: 'User not found', code: 'user_not_found' });
    case 'user_inactive':
      return refuse({ detail: 'User is inactive', code: 'user_inactive' });
  }
}

/**
 * The authenticated caller of a route guarded by `app.authenticate`.
 * @throws Error if called on a route without the guard (a programming error).
 */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.authUser) throw new Error('currentUser() used on a route without preHandler app.authenticate');
  return request.authUser;
}
