/** A user of an account as the team calls answer it: the domain's TeamMember, built from a row. */
import type { UserRow } from '../../../db/schema';
import { toTeamMember, type TeamMember } from '../../../../../src/domain/accounts/team';

/** A stored user → the domain's {@link TeamMember} (dates as ISO 8601 instants). */
export function toRelatedUser(row: UserRow, principalUserId: number | null): TeamMember {
  return toTeamMember(row, {
    isActive: row.isActive,
    principalUserId,
    dateJoined: row.createdAt.toISOString(),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
  });
}

/** Re-exported for the payment routes; the text's one home is src/contract/api-errors.ts. */
export { PERMISSION_DENIED } from '../../../../../src/contract/api-errors';

/** Whether the caller has the admin role (spec point 6). */
export const isAdmin = (caller: { roles: readonly string[] }) => caller.roles.includes('admin');
