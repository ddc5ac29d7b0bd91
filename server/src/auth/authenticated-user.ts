/** The caller of an authenticated request (its own module: the caller cache keeps it too). */
import type { ApiCaller } from '../../../src/domain/api-access';

/**
 * The caller of an authenticated request, as later use cases need it (permissions, account)
 * and as the access policy reads it (payment state of the account, its principal user).
 */
export interface AuthenticatedUser extends ApiCaller {
  id: number;
  username: string;
  accountId: number;
  roles: string[];
  isSuperuser: boolean;
}
