/**
 * The caller a server use case receives (the server's `AuthenticatedUser`), for the fakes that
 * run those use cases: the session's user as the auth hook reads it, its account being its
 * principal user's (the user's own for a principal or a user without one, as the fakes' accounts).
 */
import type { User } from '../../domain/user';
import type { getBrokerConversation } from '../../../server/life/modules/support/use-cases/support-chat';

/** The server's `AuthenticatedUser` (named through a use case: the fakes reach no other server file). */
export type ServerCaller = Parameters<typeof getBrokerConversation>[1];

/** `user` as the caller of a server use case. */
export function serverCallerOf(user: User): ServerCaller {
  return { ...user, accountId: user.principalUserId ?? user.id };
}
