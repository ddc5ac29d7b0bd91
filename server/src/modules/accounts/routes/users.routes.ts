/** User routes: `GET /api/users/me/` (later issues add related users, profile edits...). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userMeWire, type UserMeWire } from '../../../../../src/contract/auth';
import { authenticationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import { bearer } from '../../../http/route-schema';
import { currentUser } from '../../../http/authentication';
import { failureAnswer } from '../../../http/failure-answer';
import type { UserProfile } from '../repositories/users.repository';
import type { AuthDeps } from '../use-cases/auth-deps';
import { getCurrentUser } from '../use-cases/get-current-user';

/** Public URL of an uploaded file kept under `DATA_DIR/media`. */
export function mediaUrl(relativePath: string): string {
  return `/media/${relativePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** Maps a profile to the `/api/users/me/` wire shape (snake_case, ISO dates, logo URL). */
export function toUserMeWire(profile: UserProfile): UserMeWire {
  return {
    id: profile.id,
    username: profile.username,
    name: profile.name,
    phone: profile.phone,
    email: profile.email,
    cpf: profile.cpf,
    logo: profile.logoPath ? mediaUrl(profile.logoPath) : null,
    roles: profile.roles,
    is_superuser: profile.isSuperuser,
    first_access: profile.firstAccess,
    last_login: profile.lastLogin ? profile.lastLogin.toISOString() : null,
    payment: profile.payment,
    payment_expirated_at: profile.paymentExpiratedAt,
    without_pay: profile.withoutPay,
    plan_id: profile.planId,
    principal_user_id: profile.principalUserId,
    subscription: profile.subscription
      ? { status: profile.subscription.status, total_users: profile.subscription.totalUsers }
      : null,
  };
}

/**
 * User routes; options: the session dependencies (their store and, when safe, the caller
 * cache, auth/caller-cache.ts).
 * Access levels: server/src/http/access-policy.ts.
 */
export const userRoutes: FastifyPluginAsyncZod<{ deps: Pick<AuthDeps, 'sessions' | 'callerCache'> }> = async (app, { deps }) => {
  app.get(
    '/api/users/me/',
    {
      schema: {
        tags: ['users'],
        summary: 'The authenticated user, with the account payment state and subscription',
        security: bearer,
        response: { 200: userMeWire, 401: authenticationErrorWire, 404: detailErrorWire },
      },
    },
    async (request, reply) => {
      const result = await getCurrentUser(deps, currentUser(request).id);
      if (result.kind === 'not_found') return failureAnswer(reply, result);
      return toUserMeWire(result.profile);
    },
  );
};
