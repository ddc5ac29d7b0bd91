/** Token routes (SimpleJWT style): `POST /api/token/` and `POST /api/token/refresh/`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  accessTokenWire,
  detailErrorWire,
  refreshRequestWire,
  tokenPairWire,
  tokenRequestWire,
} from '../../../../../src/contract/auth';
import { throttledWire, tokenNotValidWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import type { LoginThrottle } from '../../../auth/login-throttle';
import { sendUnauthorized } from '../../../http/authentication';
import type { AuthDeps } from '../use-cases/auth-deps';
import { obtainTokenPair } from '../use-cases/obtain-token-pair';
import { refreshAccessToken } from '../use-cases/refresh-access-token';

/** pt-BR message of a throttled login: the wait rounded up to whole minutes, or to whole hours beyond one hour. */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes > 60) {
    const hours = Math.ceil(minutes / 60);
    return `Muitas tentativas de login. Tente novamente em ${hours} horas.`;
  }
  return `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** Token routes; options: the auth dependencies, the login throttle and the bcrypt cost of new hashes. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; throttle: LoginThrottle; bcryptRounds: number }> = async (
  app,
  { deps, throttle, bcryptRounds },
) => {
  app.post(
    '/api/token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in: get a refresh/access token pair',
        description:
          'Wrong credentials or an inactive account answer 401 `No active account found with the given credentials`. ' +
          'Failed attempts are limited per username and client address (`LOGIN_RATE_LIMIT_PER_USERNAME`, default 5 in a ' +
          'row: that username is blocked from that address for 15 minutes; a success resets the count) and per client ' +
          'address (`LOGIN_RATE_LIMIT_PER_ADDRESS`, default 100 a day: the address is blocked for a day); successful logins ' +
          'are not counted. Throttled: 429 with Retry-After (seconds) and a pt-BR `detail`/`error`. The client address is ' +
          'the TCP peer (`request.ip`; no proxy is trusted).',
        body: tokenRequestWire,
        response: { 200: tokenPairWire, 400: validationErrorWire, 401: detailErrorWire, 429: throttledWire },
      },
    },
    async (request, reply) => {
      const result = await obtainTokenPair(
        { ...deps, throttle, bcryptRounds },
        { username: request.body.username, password: request.body.password, address: request.ip },
      );
      switch (result.kind) {
        case 'ok':
          return { refresh: result.refresh, access: result.access };
        case 'invalid_credentials':
          return sendUnauthorized(reply, { detail: AUTH_MESSAGES.noActiveAccount });
        case 'throttled': {
          const message = throttledMessage(result.retryAfterSeconds);
          return reply
            .code(429)
            .header('Retry-After', String(result.retryAfterSeconds))
            .send({ detail: message, error: message });
        }
      }
    },
  );

  app.post(
    '/api/token/refresh/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Get a new access token from a refresh token',
        description: 'Refresh tokens are not rotated. Bad, expired or revoked (logged out) tokens answer 401.',
        body: refreshRequestWire,
        response: { 200: accessTokenWire, 400: validationErrorWire, 401: tokenNotValidWire },
      },
    },
    async (request, reply) => {
      const result = await refreshAccessToken(deps, request.body.refresh);
      if (result.kind === 'ok') return { access: result.access };
      return sendUnauthorized(reply, { detail: AUTH_MESSAGES.tokenInvalid, code: 'token_not_valid' });
    },
  );
};
