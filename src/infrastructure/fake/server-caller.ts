/**
 * The caller a server use case takes (the server's `AuthenticatedUser`, which the access check
 * builds from the token's user), as the fake back end knows it: the session's user of the fake
 * auth. The fake has no accounts table: a user's account is its principal user's id (the one
 * account a team shares), its own id for a user without one.
 */
import type { User } from '../../domain/user';
import type { listQuotations } from '../../../server/src/modules/quotations/use-cases/quotations';
import type { FakeAuthGateway } from './auth-gateway.fake';

/** The caller of an authenticated request, as the server's use cases read it. */
export type ServerCaller = Parameters<typeof listQuotations>[1];

/** `user` as the caller of a server use case (e.g. a superuser answering the support chat). */
export function userCaller(user: User): ServerCaller {
  const { id, username, roles, isSuperuser, payment, withoutPay, planId, principalUserId } = user;
  return { id, username, accountId: principalUserId ?? id, roles, isSuperuser, payment, withoutPay, planId, principalUserId };
}

/**
 * The session's user as a server caller.
 * @throws Error when there is no session: a fake asks only inside a guarded call (the route's
 * access check refused it before), so this is a bug of the fake.
 */
export function sessionCaller(auth: Pick<FakeAuthGateway, 'caller'>): ServerCaller {
  const user = auth.caller();
  if (!user) throw new Error('A server use case was run without a session: its route is not guarded.');
  return userCaller(user);
}
