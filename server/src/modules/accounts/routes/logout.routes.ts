/** Account routes: `POST /api/accounts/logout/`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoutRequestWire } from '../../../../../src/contract/auth';
import {
  authenticationErrorWire,
  logoutResponseWire,
  validationErrorWire,
} from '../../../../../src/contract/api-errors';
import { bearer } from '../../../http/route-schema';
import { currentUser, sendUnauthorized } from '../../../http/authentication';
import type { AuthDeps } from '../use-cases/auth-deps';
import { logout } from '../use-cases/logout';

/** Account routes; options: the auth dependencies. Access levels: server/src/http/access-policy.ts. */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/api/accounts/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: revoke the given refresh token',
        description:
          'After logout the refresh token no longer works (401). A token that is invalid or not the caller\'s answers 401 ' +
          '`Token is invalid or expired`; one already revoked answers 401 `Token is blacklisted`.',
        security: bearer,
        body: logoutRequestWire,
        response: {
          200: logoutResponseWire,
          400: validationErrorWire,
          401: authenticationErrorWire,
        },
      },
    },
    async (request, reply) => {
      const result = await logout(deps, { userId: currentUser(request).id, refreshToken: request.body.refresh });
      switch (result.kind) {
        case 'ok':
          return { detail: 'Successfully logged out.' };
        case 'invalid_token':
          return sendUnauthorized(reply, { detail: 'Token is invalid or expired' });
        case 'already_revoked':
          return sendUnauthorized(reply, { detail: 'Token is blacklisted' });
      }
    },
  );
};
