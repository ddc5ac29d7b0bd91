/**
 * Use case: registration (`POST /api/users/register/`).
 *
 * - A broker registering itself gets a new account (payment FR, no plan, no
 *   subscription) whose principal user it is, with the admin role, `first_access` true
 *   and `is_active` false until the e-mail is confirmed through the mailed link (48 h).
 * - An account's admin adding a team member (`principalUsername` given, caller
 *   authenticated): the member joins the caller's account, active at once, with the
 *   given roles (default `user`), as long as the account has room
 *   (`subscription.total_users`, 1 without a subscription).
 */
import { hashPassword } from '../../../auth/passwords';
import type { UserRow } from '../../../db/schema';
import { confirmationMail } from '../../../mail/templates';
import { FIELD_MESSAGES, type NewUserFields } from '../../../../../src/domain/accounts/fields';
import { newUserErrors, teamMemberAddition, type TeamAuditDraft } from '../../../../../src/domain/accounts/account-flows';
import { CONFIRM_EMAIL_PATH, emailLink } from '../../../../../src/domain/accounts/email-links';
import { canAddTeamMember, parseRoleList, teamCapacity, teamLimitMessage, type TeamMember } from '../../../../../src/domain/accounts/team';
import type { AuthenticatedUser } from './authenticate';
import type { AccountsDeps } from './accounts-deps';
import type { AccountsStore } from './accounts-store';
import { isAdmin, toRelatedUser } from './related-user';
import { issueAccountToken } from './tokens';
import { uniqueViolation } from '../../../db/unique-violation';

/** Validated fields (already trimmed; phone and CPF as digits; e-mail lower case). */
export interface RegisterInput extends NewUserFields {
  /** Team member: the principal user of the account to join. */
  principalUsername?: string | undefined;
  /** Team member: comma list of roles. */
  roles?: string | undefined;
}

/**
 * - `ok`: the stored user as a team member (`isPrincipal` for a self-registered broker).
 * - `invalid`: field errors (DRF shape), nothing stored.
 * - `forbidden`: a team member for an account that is not the caller's, or a caller without the admin role.
 * - `refused`: the account already has `totalUsers` users ('Seu plano permite até N usuários.').
 */
export type RegisterResult =
  | { kind: 'ok'; member: TeamMember }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'forbidden' }
  | { kind: 'refused'; message: string };

class TeamFull extends Error {
  constructor(readonly totalUsers: number) {
    super('team full');
  }
}

function fieldOfConstraint(constraint: string): 'username' | 'email' | null {
  if (constraint.includes('username')) return 'username';
  if (constraint.includes('email')) return 'email';
  return null;
}

/** Registers a broker (caller null) or a team member (caller = the account's admin). */
export async function registerUser(
  deps: AccountsDeps,
  input: RegisterInput,
  caller: AuthenticatedUser | null,
): Promise<RegisterResult> {
  const teamMode = input.principalUsername !== undefined;
  let accountId: number | null = null;
  let roles = ['admin'];
  let memberAdded: TeamAuditDraft | null = null;
  if (teamMode) {
    const principal = await deps.store.findUserByUsername(input.principalUsername ?? '');
    if (!caller || !principal || principal.accountId !== caller.accountId || !isAdmin(caller)) return { kind: 'forbidden' };
    accountId = principal.accountId;
    const capacity = await deps.store.findAccountCapacity(accountId);
    const addition = teamMemberAddition({
      actorUsername: caller.username,
      username: input.username,
      roles: input.roles === undefined ? undefined : parseRoleList(input.roles),
      usersCount: await deps.store.countAccountUsers(accountId),
      totalUsers: teamCapacity(capacity?.totalUsers != null ? { totalUsers: capacity.totalUsers } : null),
      errors: await checkNewUser(deps.store, input),
    });
    if (addition.kind !== 'ok') return addition;
    ({ roles, audit: memberAdded } = addition);
  } else {
    const errors = await checkNewUser(deps.store, input);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }

  const now = deps.clock();
  const passwordHash = await hashPassword(input.password, deps.bcryptRounds);
  const fields = newUserFields(input, passwordHash, roles, now);

  try {
    const created = await deps.store.transaction(async (tx) => {
      if (accountId !== null) {
        await tx.lockAccount(accountId);
        const capacity = await tx.findAccountCapacity(accountId);
        const total = teamCapacity(capacity?.totalUsers != null ? { totalUsers: capacity.totalUsers } : null);
        if (!canAddTeamMember(await tx.countAccountUsers(accountId), total)) throw new TeamFull(total);
        const user = await tx.insertUser({ ...fields, accountId, isActive: true });
        if (memberAdded) await tx.audit.record({ ...memberAdded, targetUsername: user.username, accountId, at: now });
        return { user, principalUserId: capacity?.principalUserId ?? user.id, token: null };
      }
      const { user, token } = await insertSelfRegistration(tx, fields, now);
      return { user, principalUserId: user.id, token };
    });
    if (created.token) await sendConfirmationMail(deps, created.user, created.token);
    return { kind: 'ok', member: toRelatedUser(created.user, created.principalUserId) };
  } catch (error) {
    if (error instanceof TeamFull) return { kind: 'refused', message: teamLimitMessage(error.totalUsers) };
    const taken = takenFieldErrors(error);
    if (taken) return { kind: 'invalid', errors: taken };
    throw error;
  }
}

/**
 * The checks of a new user beyond the field shapes (which the wire schema checks): password
 * strength (Django's validators) and unique username and e-mail (case-insensitive): the
 * domain's `newUserErrors` over this store's lookups.
 * Shared with register-and-subscribe (payments module, use-cases/register-and-subscribe.ts).
 * @returns DRF field errors, empty when the user may be created.
 */
export async function checkNewUser(
  store: Pick<AccountsStore, 'usernameTaken' | 'emailTaken'>,
  input: Pick<RegisterInput, 'username' | 'email' | 'password'>,
): Promise<Record<string, string[]>> {
  return newUserErrors(input, { username: await store.usernameTaken(input.username), email: await store.emailTaken(input.email) });
}

/** The row fields of a new user (hash already made), created now, on first access. */
export function newUserFields(input: RegisterInput, passwordHash: string, roles: string[], now: Date) {
  return {
    username: input.username,
    name: input.name,
    email: input.email,
    phone: input.phone,
    cpf: input.cpf,
    passwordHash,
    roles,
    isSuperuser: false,
    firstAccess: true,
    createdAt: now,
  };
}

/**
 * Creates a self-registered broker inside the caller's transaction (`tx`: the store bound
 * to it, {@link AccountsStore.transaction}): a new account
 * (payment FR, no plan, no subscription) whose principal is the new user (inactive until
 * the e-mail is confirmed), and the confirmation token (48 h). The mail is sent by the
 * caller after the commit ({@link sendConfirmationMail}).
 */
export async function insertSelfRegistration(
  tx: AccountsStore,
  fields: ReturnType<typeof newUserFields>,
  now: Date,
): Promise<{ user: UserRow; token: string }> {
  const account = await tx.insertAccount({ payment: 'FR', planId: null, withoutPay: false, createdAt: now });
  const user = await tx.insertUser({ ...fields, accountId: account.id, isActive: false });
  await tx.setAccountPrincipal(account.id, user.id);
  const token = await issueAccountToken(tx, {
    userId: user.id,
    purpose: 'email_confirmation',
    now,
  });
  return { user, token };
}

/** Mails the confirmation link (in the background, see mailer.ts). */
export async function sendConfirmationMail(deps: Pick<AccountsDeps, 'mail' | 'appUrl'>, user: UserRow, token: string): Promise<void> {
  await deps.mail.dispatch(confirmationMail(user, emailLink(deps.appUrl, CONFIRM_EMAIL_PATH, token)));
}

/** Field errors for a unique violation on username or e-mail (a race lost after the checks), else null. */
export function takenFieldErrors(error: unknown): Record<string, string[]> | null {
  const violation = uniqueViolation(error);
  const field = violation ? fieldOfConstraint(violation.constraint) : null;
  if (!field) return null;
  return { [field]: [field === 'email' ? FIELD_MESSAGES.emailTaken : FIELD_MESSAGES.usernameTaken] };
}
