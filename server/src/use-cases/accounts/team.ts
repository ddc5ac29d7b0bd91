/**
 * Use cases of the team (spec point 7): list the account's users, change a member's
 * username, e-mail and roles, delete a member. Only the account's admin changes the team,
 * only in its own account; the principal user (account owner) can neither be deleted nor
 * lose the admin role, and only the owner changes the owner's username and e-mail. Nobody
 * changes its own e-mail here (that asks for the current password and a confirmed link,
 * update-profile.ts). Users of other accounts are answered as not found.
 */
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { UserRow } from '../../db/schema';
import { findUserByUsername } from '../../repositories/users.repository';
import {
  deleteUser,
  emailTaken,
  findAccountCapacity,
  listAccountUsers,
  updateUser,
  usernameTaken,
} from '../../repositories/team.repository';
import { FIELD_MESSAGES, normalizeEmail } from '../../../../src/domain/accounts/fields';
import {
  TEAM_MESSAGES,
  invalidRolesMessage,
  parseRoleList,
  principalRolesProblem,
  teamEditProblem,
  type TeamMember,
} from '../../../../src/domain/accounts/team';
import type { AuthenticatedUser } from '../authenticate';
import type { AccountsDeps } from './accounts-deps';
import { takenFieldErrors } from './register-user';
import { isAdmin, toRelatedUser } from './related-user';
import { LOGO_FOLDER } from './update-profile';

/** Every user of the caller's account, if `principalUserId` is that account's principal. */
export async function listRelatedUsers(
  deps: Pick<AccountsDeps, 'db'>,
  caller: AuthenticatedUser,
  principalUserId: number,
): Promise<{ kind: 'ok'; users: TeamMember[] } | { kind: 'not_found' }> {
  const account = await findAccountCapacity(deps.db, caller.accountId);
  if (!account || account.principalUserId !== principalUserId) return { kind: 'not_found' };
  const rows = await listAccountUsers(deps.db, caller.accountId, account.principalUserId);
  return { kind: 'ok', users: rows.map((row) => toRelatedUser(row, account.principalUserId)) };
}

type TargetLookup = { kind: 'ok'; target: UserRow; principalUserId: number | null } | { kind: 'forbidden' } | { kind: 'not_found' };

async function teamTarget(deps: Pick<AccountsDeps, 'db'>, caller: AuthenticatedUser, username: string): Promise<TargetLookup> {
  if (!isAdmin(caller)) return { kind: 'forbidden' };
  const target = await findUserByUsername(deps.db, username);
  if (!target || target.accountId !== caller.accountId) return { kind: 'not_found' };
  const account = await findAccountCapacity(deps.db, caller.accountId);
  return { kind: 'ok', target, principalUserId: account?.principalUserId ?? null };
}

export type UpdateTeamUserResult =
  | { kind: 'ok'; user: TeamMember }
  | { kind: 'forbidden' }
  | { kind: 'not_found' }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  /** The owner's username/e-mail by another admin, or one's own e-mail: one sentence, nothing changed. */
  | { kind: 'refused'; message: string };

/** `PUT /api/v1/user/?username=`: new username, e-mail and roles (comma list) of a member. */
export async function updateTeamUser(
  deps: Pick<AccountsDeps, 'db'>,
  caller: AuthenticatedUser,
  username: string,
  changes: { username: string; email: string; roles: string },
): Promise<UpdateTeamUserResult> {
  const lookup = await teamTarget(deps, caller, username);
  if (lookup.kind !== 'ok') return lookup;
  const { target, principalUserId } = lookup;

  const problem = teamEditProblem({
    callerIsTarget: target.id === caller.id,
    targetIsPrincipal: target.id === principalUserId,
    usernameChanged: changes.username !== target.username,
    emailChanged: normalizeEmail(changes.email) !== normalizeEmail(target.email),
  });
  if (problem) return { kind: 'refused', message: problem };

  const errors: Record<string, string[]> = {};
  const roles = parseRoleList(changes.roles);
  const rolesProblem = invalidRolesMessage(roles) ?? principalRolesProblem(target.id === principalUserId, roles);
  if (rolesProblem) errors.roles = [rolesProblem];
  if (await usernameTaken(deps.db, changes.username, target.id)) errors.username = [FIELD_MESSAGES.usernameTaken];
  if (await emailTaken(deps.db, changes.email, target.id)) errors.email = [FIELD_MESSAGES.emailTaken];
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  try {
    const updated = await updateUser(deps.db, target.id, { username: changes.username, email: changes.email, roles });
    if (!updated) return { kind: 'not_found' };
    return { kind: 'ok', user: toRelatedUser(updated, principalUserId) };
  } catch (error) {
    const taken = takenFieldErrors(error);
    if (!taken) throw error;
    return { kind: 'invalid', errors: taken };
  }
}

export type DeleteTeamUserResult =
  | { kind: 'ok' }
  | { kind: 'forbidden' }
  | { kind: 'not_found' }
  | { kind: 'refused'; message: string };

/** `DELETE /api/v1/user/?username=`: removes a member (never the principal user, never oneself). */
export async function deleteTeamUser(
  deps: Pick<AccountsDeps, 'db' | 'mediaDir'>,
  caller: AuthenticatedUser,
  username: string,
): Promise<DeleteTeamUserResult> {
  const lookup = await teamTarget(deps, caller, username);
  if (lookup.kind !== 'ok') return lookup;
  const { target, principalUserId } = lookup;
  if (target.id === principalUserId) return { kind: 'refused', message: TEAM_MESSAGES.principalCannotBeDeleted };
  if (target.id === caller.id) return { kind: 'refused', message: TEAM_MESSAGES.cannotDeleteSelf };
  await deps.db.transaction(async (tx) => deleteUser(tx, target.id));
  if (target.logoPath && target.logoPath.startsWith(`${LOGO_FOLDER}/`)) {
    await unlink(path.join(deps.mediaDir, target.logoPath)).catch(() => undefined);
  }
  return { kind: 'ok' };
}
