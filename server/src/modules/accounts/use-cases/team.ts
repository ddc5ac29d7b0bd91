/**
 * Use cases of the team (spec point 7): list the account's users, change a member's
 * username, e-mail and roles, delete a member, and the owner's audit list of these actions.
 * Only the account's admin changes the team, only in its own account; the principal user
 * (account owner) can neither be deleted nor lose the admin role, and only the owner
 * changes the owner's username and e-mail. Nobody changes its own e-mail here (that asks
 * for the current password and a confirmed link, update-profile.ts).
 *
 * An admin may remove a member, never become one: a member's new e-mail (the address a
 * password reset goes to) is only a request — the link goes to the new address and asks
 * for the member's own password, the old address gets a notice (email-flows.ts). A role
 * taken away or a removal ends every session of the member at once (its token version,
 * `AccountsStore.endUserSessions`), unless an admin changes its own roles. Every
 * action is recorded in `team_audit`, read by the owner only. Users of other accounts are
 * answered as not found. What an edit refuses, changes and records is the domain's
 * `teamMemberEdit` (src/domain/accounts/account-flows.ts); the fake back end runs this use case.
 */
import type { UserRow } from '../../../db/schema';
import type { TeamAuditRow } from '../../../db/schema';
import { normalizeEmail } from '../../../../../src/domain/accounts/fields';
import { PROFILE_MESSAGES } from '../../../../../src/domain/accounts/profile';
import { parseRoleList, type TeamMember } from '../../../../../src/domain/accounts/team';
import { teamMemberEdit, teamMemberRemoval } from '../../../../../src/domain/accounts/account-flows';
import type { AuthenticatedUser } from './authenticate';
import type { AccountsDeps } from './accounts-deps';
import { requestEmailChange } from './email-flows';
import { takenFieldErrors } from './register-user';
import { isAdmin, toRelatedUser } from './related-user';

/** Every user of the caller's account, if `principalUserId` is that account's principal. */
export async function listRelatedUsers(
  deps: Pick<AccountsDeps, 'store'>,
  caller: AuthenticatedUser,
  principalUserId: number,
): Promise<{ kind: 'ok'; users: TeamMember[] } | { kind: 'not_found' }> {
  const account = await deps.store.findAccountCapacity(caller.accountId);
  if (!account || account.principalUserId !== principalUserId) return { kind: 'not_found' };
  const rows = await deps.store.listAccountUsers(caller.accountId, account.principalUserId);
  return { kind: 'ok', users: rows.map((row) => toRelatedUser(row, account.principalUserId)) };
}

type TargetLookup = { kind: 'ok'; target: UserRow; principalUserId: number | null } | { kind: 'forbidden' } | { kind: 'not_found' };

async function teamTarget(deps: Pick<AccountsDeps, 'store'>, caller: AuthenticatedUser, username: string): Promise<TargetLookup> {
  if (!isAdmin(caller)) return { kind: 'forbidden' };
  const target = await deps.store.findUserByUsername(username);
  if (!target || target.accountId !== caller.accountId) return { kind: 'not_found' };
  const account = await deps.store.findAccountCapacity(caller.accountId);
  return { kind: 'ok', target, principalUserId: account?.principalUserId ?? null };
}

export type UpdateTeamUserResult =
  /** `emailChangeRequested`: the e-mail asked waits for the member's confirmation (the user shows the old one). */
  | { kind: 'ok'; user: TeamMember; emailChangeRequested: boolean }
  | { kind: 'forbidden' }
  | { kind: 'not_found' }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  /** The owner's username/e-mail by another admin, or one's own e-mail: one sentence, nothing changed. */
  | { kind: 'refused'; message: string };

/**
 * `PUT /api/v1/user/?username=`: new username and roles (comma list) of a member apply at
 * once; a new e-mail of a member is only requested (link to the new address with the
 * member's password, notice to the old one). A role taken away from another user ends
 * that user's sessions. Each change is recorded in the audit list.
 */
export async function updateTeamUser(
  deps: AccountsDeps,
  caller: AuthenticatedUser,
  username: string,
  changes: { username: string; email: string; roles: string },
): Promise<UpdateTeamUserResult> {
  const lookup = await teamTarget(deps, caller, username);
  if (lookup.kind !== 'ok') return lookup;
  const { target, principalUserId } = lookup;
  const emailChanged = normalizeEmail(changes.email) !== normalizeEmail(target.email);
  const decision = teamMemberEdit({
    caller,
    target,
    targetIsPrincipal: target.id === principalUserId,
    changes: { username: changes.username, email: changes.email, roles: parseRoleList(changes.roles) },
    usernameTaken: await deps.store.usernameTaken(changes.username, target.id),
    emailTaken: emailChanged && (await deps.store.emailTaken(changes.email, target.id)),
  });
  if (decision.kind !== 'ok') return decision;
  if (decision.emailChangeRequested !== null && !(await deps.mailThrottle.allow('email_change', target.email))) {
    return { kind: 'invalid', errors: { email: [PROFILE_MESSAGES.emailChangeThrottled] } };
  }

  const now = deps.clock();
  try {
    const updated = await deps.store.transaction(async (tx) => {
      const row = await tx.updateUser(target.id, decision.changes);
      if (!row) return undefined;
      for (const line of decision.audit) await tx.audit.record({ ...line, accountId: caller.accountId, at: now });
      if (decision.endSessions) await tx.endUserSessions(target.id, now);
      return row;
    });
    if (!updated) return { kind: 'not_found' };
    if (decision.emailChangeRequested !== null) await requestEmailChange(deps, updated, decision.emailChangeRequested, { id: caller.id, username: caller.username });
    return { kind: 'ok', user: toRelatedUser(updated, principalUserId), emailChangeRequested: decision.emailChangeRequested !== null };
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

/**
 * `DELETE /api/v1/user/?username=`: removes a member (never the principal user, never
 * oneself); its tokens die with its row (refresh tokens by cascade, access tokens find no
 * user). Recorded in the audit list.
 */
export async function deleteTeamUser(
  deps: Pick<AccountsDeps, 'store' | 'logos' | 'clock'>,
  caller: AuthenticatedUser,
  username: string,
): Promise<DeleteTeamUserResult> {
  const lookup = await teamTarget(deps, caller, username);
  if (lookup.kind !== 'ok') return lookup;
  const { target, principalUserId } = lookup;
  const removal = teamMemberRemoval({ caller, target, principalUserId });
  if (removal.kind === 'refused') return removal;
  await deps.store.transaction(async (tx) => {
    await tx.deleteUser(target.id);
    await tx.audit.record({ ...removal.audit, accountId: caller.accountId, at: deps.clock() });
  });
  if (target.logoPath) await deps.logos.remove(target.logoPath);
  return { kind: 'ok' };
}

/**
 * `GET /api/v1/team/audit/`: the account's team actions, newest first (at most
 * TEAM_AUDIT_LIST_LIMIT). The account owner (principal user) only; any other caller of the
 * account, admins included, gets `not_found` (a 403 would end the SPA's session).
 */
export async function listTeamActions(
  deps: Pick<AccountsDeps, 'store'>,
  caller: AuthenticatedUser,
): Promise<{ kind: 'ok'; entries: TeamAuditRow[] } | { kind: 'not_found' }> {
  const account = await deps.store.findAccountCapacity(caller.accountId);
  if (!account || account.principalUserId !== caller.id) return { kind: 'not_found' };
  return { kind: 'ok', entries: await deps.store.listTeamAudit(caller.accountId) };
}
