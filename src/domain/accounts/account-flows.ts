/**
 * The account flows' decisions over plain records: mailed single-use links (how long they
 * last, why one cannot be used), an e-mail change (what is stored, who is mailed, the audit
 * line; what its confirmation refuses or changes) and an admin's edit of a team member (what
 * is refused, what changes, which audit lines, whose sessions end). The server's accounts use
 * cases (server/src/modules/accounts/use-cases) call these, and the fake back end runs those
 * use cases (src/infrastructure/fake/accounts.fake.ts) over its in-memory store. Also the
 * checks of a new user, and a team member's addition and removal. Instants are `Date`s; messages are pt-BR.
 */
import { normalizeEmail, validatePassword, FIELD_MESSAGES } from './fields';
import { EMAIL_CHANGE_TTL_SECONDS, EMAIL_CONFIRMATION_TTL_SECONDS, PASSWORD_RESET_TTL_SECONDS, type LinkProblem } from './email-links';
import { emailChangeOf, PROFILE_MESSAGES } from './profile';
import {
  DEFAULT_MEMBER_ROLE,
  TEAM_MESSAGES,
  canAddTeamMember,
  invalidRolesMessage,
  ownerProtectionProblem,
  principalRolesProblem,
  teamEditProblem,
  teamLimitMessage,
  type TeamAuditAction,
} from './team';

/** What a mailed link proves: the e-mail of a new account, a password reset, a new e-mail. */
export type LinkPurpose = 'email_confirmation' | 'password_reset' | 'email_change';

/** How long a link of each purpose can be used, in seconds (48 h, 1 h, 24 h). */
export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  email_confirmation: EMAIL_CONFIRMATION_TTL_SECONDS,
  password_reset: PASSWORD_RESET_TTL_SECONDS,
  email_change: EMAIL_CHANGE_TTL_SECONDS,
};

/** When a link of `purpose` issued at `now` stops working. */
export function linkExpiresAt(purpose: LinkPurpose, now: Date): Date {
  return new Date(now.getTime() + LINK_TTL_SECONDS[purpose] * 1000);
}

/**
 * Why a stored link cannot be used at `now` (`invalid`: none with that token and purpose;
 * `used`: used or superseded; `expired`: at or after its expiry), or null when it can.
 */
export function linkProblem(token: { usedAt: Date | null; expiresAt: Date } | null | undefined, now: Date): LinkProblem | null {
  if (!token) return 'invalid';
  if (token.usedAt) return 'used';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** A line of the account owner's team audit, without its account, id and instant. */
export interface TeamAuditDraft {
  action: TeamAuditAction;
  actorUsername: string;
  targetUsername: string;
  details: Record<string, unknown>;
}

/** What {@link emailChangeRequest} decides. */
export interface EmailChangeRequest {
  /** The user's earlier unused e-mail-change links are retired first. */
  retire: 'email_change';
  /** The new link's token: it carries the new address and who asked (the user itself, or the admin). */
  token: { purpose: 'email_change'; newEmail: string; requestedByUserId: number; expiresAt: Date };
  /** The audit line of an admin's request for a member; null for one's own change. */
  audit: TeamAuditDraft | null;
  /** A notice (no link to the change: a link to the forgotten-password page) to the current address, and the link to the new one; both name the admin who asked. */
  mails: { notice: { to: string }; confirmation: { to: string }; requestedBy: string | undefined };
}

/**
 * A change of `user`'s e-mail to `newEmail` (already checked free, and for one's own change
 * the current password already checked): nothing changes on the user until the link mailed
 * to the new address is opened ({@link emailChangeConfirmation}). Asked by an admin
 * (`requestedBy`), the link will also ask for the member's own password, and the request is
 * an audit line `email_change_requested` `{new_email}`.
 */
export function emailChangeRequest(input: {
  user: { id: number; username: string; email: string };
  newEmail: string;
  requestedBy?: { id: number; username: string } | undefined;
  now: Date;
}): EmailChangeRequest {
  const { user, newEmail, requestedBy } = input;
  return {
    retire: 'email_change',
    token: { purpose: 'email_change', newEmail, requestedByUserId: requestedBy?.id ?? user.id, expiresAt: linkExpiresAt('email_change', input.now) },
    audit: requestedBy
      ? { action: 'email_change_requested', actorUsername: requestedBy.username, targetUsername: user.username, details: { new_email: newEmail } }
      : null,
    mails: { notice: { to: user.email }, confirmation: { to: newEmail }, requestedBy: requestedBy?.username },
  };
}

/** Whether an e-mail-change link asks for the member's own password: it was asked by someone else (an admin). */
export function memberPasswordNeeded(token: { requestedByUserId: number | null }, userId: number): boolean {
  return token.requestedByUserId !== null && token.requestedByUserId !== userId;
}

/** What {@link emailChangeConfirmation} decides. */
export type EmailChangeConfirmation =
  | { kind: 'invalid'; errors: { password: string[] } }
  | { kind: 'taken'; message: string }
  | { kind: 'ok'; changes: { email: string }; retire: readonly ['email_change', 'password_reset']; audit: TeamAuditDraft | null };

/**
 * Opening a valid e-mail-change link. Asked by an admin (`byAdmin`, {@link memberPasswordNeeded}):
 * the member's own password is required (400 under `password`: missing →
 * {@link PROFILE_MESSAGES.memberPasswordRequired}, else `passwordProblem`, the back end's
 * current-password check, null when right); the address taken by someone else meanwhile →
 * {@link FIELD_MESSAGES.emailTaken} (the link stays unused). Otherwise the e-mail becomes the
 * new one, the user's other e-mail-change and password-reset links (mailed to the old
 * address) are retired, and an admin's request gets its audit line `email_changed`.
 */
export function emailChangeConfirmation(input: {
  user: { username: string };
  newEmail: string;
  byAdmin: boolean;
  password: string | undefined;
  passwordProblem: string | null;
  emailTaken: boolean;
}): EmailChangeConfirmation {
  const { user, newEmail, byAdmin } = input;
  if (byAdmin) {
    const problem = input.password === undefined || input.password === '' ? PROFILE_MESSAGES.memberPasswordRequired : input.passwordProblem;
    if (problem) return { kind: 'invalid', errors: { password: [problem] } };
  }
  if (input.emailTaken) return { kind: 'taken', message: FIELD_MESSAGES.emailTaken };
  return {
    kind: 'ok',
    changes: { email: newEmail },
    retire: ['email_change', 'password_reset'],
    audit: byAdmin ? { action: 'email_changed', actorUsername: user.username, targetUsername: user.username, details: { new_email: newEmail } } : null,
  };
}

/** What {@link teamMemberEdit} decides. */
export type TeamMemberEdit =
  /** One sentence, nothing changes: the owner's username/e-mail by another admin, or one's own e-mail. */
  | { kind: 'refused'; message: string }
  /** Field errors (roles, taken username or e-mail); nothing changes. */
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | {
      kind: 'ok';
      /** Applied at once. */
      changes: { username: string; roles: string[] };
      /** `username_changed` `{from, to}` and `roles_changed` `{from, to}`, as they happened. */
      audit: TeamAuditDraft[];
      /** A role was taken away from someone else: the member's sessions end (it logs in again). */
      endSessions: boolean;
      /** A new e-mail is only requested ({@link emailChangeRequest} by the admin); null when unchanged. */
      emailChangeRequested: string | null;
    };

/**
 * An admin's edit of a member of its account (`PUT /api/v1/user/?username=`): new username
 * and roles apply at once; a new e-mail is only requested. Refused, in this order: the owner's
 * username/e-mail by another admin or one's own e-mail ({@link teamEditProblem}); then field
 * errors together: roles ({@link invalidRolesMessage}, the owner keeps admin), the username or
 * the e-mail of another user (`usernameTaken`, `emailTaken`: the back end's lookups, the
 * e-mail only consulted when it changes). Usernames compare as given (the caller trims);
 * e-mails normalized.
 */
export function teamMemberEdit(input: {
  caller: { id: number; username: string };
  target: { id: number; username: string; email: string; roles: readonly string[] };
  targetIsPrincipal: boolean;
  changes: { username: string; email: string; roles: readonly string[] };
  usernameTaken: boolean;
  emailTaken: boolean;
}): TeamMemberEdit {
  const { caller, target, changes } = input;
  const emailChanged = normalizeEmail(changes.email) !== normalizeEmail(target.email);
  const usernameChanged = changes.username !== target.username;
  const problem = teamEditProblem({ callerIsTarget: target.id === caller.id, targetIsPrincipal: input.targetIsPrincipal, usernameChanged, emailChanged });
  if (problem) return { kind: 'refused', message: problem };
  const errors: Record<string, string[]> = {};
  const rolesProblem = invalidRolesMessage(changes.roles) ?? principalRolesProblem(input.targetIsPrincipal, changes.roles);
  if (rolesProblem) errors.roles = [rolesProblem];
  if (input.usernameTaken) errors.username = [FIELD_MESSAGES.usernameTaken];
  if (emailChanged && input.emailTaken) errors.email = [FIELD_MESSAGES.emailTaken];
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const roles = [...changes.roles];
  const rolesChanged = roles.length !== target.roles.length || target.roles.some((role) => !roles.includes(role));
  const audit: TeamAuditDraft[] = [];
  const line = (action: TeamAuditAction, details: Record<string, unknown>) => audit.push({ action, actorUsername: caller.username, targetUsername: changes.username, details });
  if (usernameChanged) line('username_changed', { from: target.username, to: changes.username });
  if (rolesChanged) line('roles_changed', { from: [...target.roles], to: roles });
  // A role only added ends nothing (a second admin adding a role to the owner must not log the owner out), nor does an admin changing its own roles.
  const removed = target.roles.some((role) => !roles.includes(role));
  return {
    kind: 'ok',
    changes: { username: changes.username, roles },
    audit,
    endSessions: removed && target.id !== caller.id,
    emailChangeRequested: emailChanged ? normalizeEmail(changes.email) : null,
  };
}

/**
 * The checks of a new user beyond its fields' shapes (which the wire schema checks): the
 * password's strength ({@link validatePassword}: Django's validators) and the username and
 * e-mail free (`taken`: the back end's case-insensitive lookups). Shared by registration,
 * register-and-subscribe and a team member's addition.
 * @returns field errors (`password`, `username`, `email`), empty when the user may be created.
 */
export function newUserErrors(input: { username: string; password: string }, taken: { username: boolean; email: boolean }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const passwordProblems = validatePassword(input.password, { username: input.username });
  if (passwordProblems.length > 0) errors.password = passwordProblems;
  if (taken.username) errors.username = [FIELD_MESSAGES.usernameTaken];
  if (taken.email) errors.email = [FIELD_MESSAGES.emailTaken];
  return errors;
}

/** What {@link teamMemberAddition} decides. */
export type TeamMemberAddition =
  | { kind: 'refused'; message: string }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'ok'; roles: string[]; audit: TeamAuditDraft };

/**
 * An admin adding a member to its account (`POST /api/users/register/` with the principal's
 * username): refused with {@link teamLimitMessage} when the account already has its seats'
 * worth of users (`totalUsers`: the domain's `teamCapacity`); then the new user's errors (`errors`, from
 * {@link newUserErrors}) with the roles' ({@link invalidRolesMessage}, when roles were given:
 * absent, the member gets {@link DEFAULT_MEMBER_ROLE}); else the member is created active with
 * its roles, and the audit line `member_added` `{roles}`.
 */
export function teamMemberAddition(input: {
  actorUsername: string;
  username: string;
  roles: readonly string[] | undefined;
  usersCount: number;
  totalUsers: number;
  errors: Record<string, string[]>;
}): TeamMemberAddition {
  if (!canAddTeamMember(input.usersCount, input.totalUsers)) return { kind: 'refused', message: teamLimitMessage(input.totalUsers) };
  const errors = { ...input.errors };
  const rolesProblem = input.roles === undefined ? null : invalidRolesMessage(input.roles);
  if (rolesProblem) errors.roles = [rolesProblem];
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const roles = input.roles === undefined ? [DEFAULT_MEMBER_ROLE] : [...input.roles];
  return { kind: 'ok', roles, audit: { action: 'member_added', actorUsername: input.actorUsername, targetUsername: input.username, details: { roles } } };
}

/**
 * An admin removing a member of its account (`DELETE /api/v1/user/?username=`): never the
 * principal user ({@link TEAM_MESSAGES.principalCannotBeDeleted}), never oneself
 * ({@link TEAM_MESSAGES.cannotDeleteSelf}); else the audit line `member_removed`.
 */
export function teamMemberRemoval(input: {
  caller: { id: number; username: string };
  target: { id: number; username: string };
  principalUserId: number | null;
}): { kind: 'refused'; message: string } | { kind: 'ok'; audit: TeamAuditDraft } {
  const { caller, target } = input;
  if (target.id === input.principalUserId) return { kind: 'refused', message: TEAM_MESSAGES.principalCannotBeDeleted };
  if (target.id === caller.id) return { kind: 'refused', message: TEAM_MESSAGES.cannotDeleteSelf };
  return { kind: 'ok', audit: { action: 'member_removed', actorUsername: caller.username, targetUsername: target.username, details: {} } };
}

/** What {@link profileEdit} decides before the back end's own checks (logo, free e-mail, current password). */
export type ProfileEdit =
  | { kind: 'forbidden' }
  /** One sentence, nothing changes. */
  | { kind: 'refused'; message: string }
  | {
      kind: 'check';
      /** The new e-mail (normalized), or null when it does not change: it is only requested ({@link emailChangeRequest}). */
      newEmail: string | null;
      /** One's own new e-mail asks for the current password (checked once the address is known to be free). */
      currentPasswordAsked: boolean;
    };

/**
 * An edit of a profile of the caller's account (`PATCH /api/users/{username}/`: name, phone,
 * e-mail, logo): a user edits itself, an admin also its team (else `forbidden`); a call with
 * nothing to change is refused ({@link PROFILE_MESSAGES.nothingToUpdate}); the owner's e-mail
 * is the owner's alone ({@link ownerProtectionProblem}).
 */
export function profileEdit(input: {
  self: boolean;
  callerIsAdmin: boolean;
  targetIsPrincipal: boolean;
  currentEmail: string;
  changes: { name?: string | undefined; phone?: string | undefined; email?: string | undefined; logo?: unknown };
}): ProfileEdit {
  const { self, changes } = input;
  if (!self && !input.callerIsAdmin) return { kind: 'forbidden' };
  if (changes.name === undefined && changes.phone === undefined && changes.email === undefined && !changes.logo) {
    return { kind: 'refused', message: PROFILE_MESSAGES.nothingToUpdate };
  }
  const newEmail = emailChangeOf(input.currentEmail, changes.email);
  const ownerProblem = ownerProtectionProblem({ callerIsTarget: self, targetIsPrincipal: input.targetIsPrincipal, usernameChanged: false, emailChanged: newEmail !== null });
  if (ownerProblem) return { kind: 'refused', message: ownerProblem };
  return { kind: 'check', newEmail, currentPasswordAsked: newEmail !== null && self };
}

/**
 * The field errors of a profile edit, from the back end's checks: the logo's problem (pt-BR,
 * or null), the new e-mail taken by another user, and the current password's problem (null
 * when right or not asked: the back end checks it only when {@link ProfileEdit} asked for it
 * and the e-mail is free). Empty: the edit applies.
 */
export function profileEditErrors(checks: { logoProblem: string | null; emailTaken: boolean; currentPasswordProblem: string | null }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (checks.logoProblem) errors.logo = [checks.logoProblem];
  if (checks.emailTaken) errors.email = [FIELD_MESSAGES.emailTaken];
  else if (checks.currentPasswordProblem) errors.current_password = [checks.currentPasswordProblem];
  return errors;
}

/**
 * Whether asking for a mailed link sends one to the user found by the address (the answer
 * is the same either way, so nobody learns which addresses exist): a confirmation only to an
 * unconfirmed (inactive) user, a password reset to any user; nothing for an unknown address.
 * The back end's hourly limit per address (ACCOUNT_MAILS_PER_HOUR) applies after this.
 */
export function linkMailWanted(purpose: 'email_confirmation' | 'password_reset', user: { isActive: boolean } | null | undefined): boolean {
  if (!user) return false;
  return purpose === 'password_reset' || !user.isActive;
}

/**
 * Opening a valid password-reset link with a new password: too weak → 400 under `password`
 * ({@link validatePassword}; the link stays usable); else the password changes, the user is
 * active (the link proved the address), its other reset links are retired and every session
 * of the user ends.
 */
export function passwordReset(
  user: { username: string },
  password: string,
): { kind: 'invalid'; errors: { password: string[] } } | { kind: 'ok'; changes: { isActive: true }; retire: 'password_reset'; endSessions: true } {
  const problems = validatePassword(password, { username: user.username });
  if (problems.length > 0) return { kind: 'invalid', errors: { password: problems } };
  return { kind: 'ok', changes: { isActive: true }, retire: 'password_reset', endSessions: true };
}
