/**
 * Use cases of the mailed links: confirm an e-mail, send the confirmation again, ask for
 * a password reset, reset the password, and change one's own e-mail (a link to the new
 * address, a notice to the old one). Links are single-use and expire (confirmation 48 h,
 * reset 1 h, e-mail change 24 h, by the injected clock). A change of a member's e-mail asked
 * by an admin goes through the same link, which then also asks for the member's password. Asking for a confirmation or a
 * reset never tells whether the address exists: the answer is the same and no mail is
 * sent for an unknown address.
 *
 * The decisions (link expiry and problems, what an e-mail change stores, mails, audits and
 * refuses) are the domain's (src/domain/accounts/account-flows.ts); this module reads, stores,
 * hashes and mails, through its deps — the fake back end runs it over its in-memory store.
 */
import { hashPassword } from '../../../auth/passwords';
import type { UserRow } from '../../../db/schema';
import {
  confirmationMail,
  emailChangeConfirmationMail,
  emailChangeNoticeMail,
  passwordResetMail,
} from '../../../mail/templates';
import type { OutgoingMail } from '../../../mail/mailer';
import { FIELD_MESSAGES } from '../../../../../src/domain/accounts/fields';
import {
  CONFIRM_EMAIL_CHANGE_PATH,
  CONFIRM_EMAIL_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  appLink,
  emailLink,
  type LinkProblem,
} from '../../../../../src/domain/accounts/email-links';
import { emailChangeConfirmation, emailChangeRequest, linkMailWanted, memberPasswordNeeded, passwordReset } from '../../../../../src/domain/accounts/account-flows';
import type { AccountsDeps } from './accounts-deps';
import { currentPasswordProblem } from './current-password';
import { checkAccountToken, issueAccountToken } from './tokens';
import { uniqueViolation } from '../../../db/unique-violation';

export type LinkResult = { kind: 'ok' } | { kind: 'refused'; problem: LinkProblem };

/** Confirms the e-mail of the token's user and activates it (login works from now on). */
export async function confirmEmail(deps: AccountsDeps, token: string): Promise<LinkResult> {
  const now = deps.clock();
  const checked = await checkAccountToken(deps.store, 'email_confirmation', token, now);
  if (checked.kind === 'refused') return checked;
  const user = await deps.store.findUserById(checked.row.userId);
  if (!user) return { kind: 'refused', problem: 'invalid' };
  return deps.store.transaction(async (tx): Promise<LinkResult> => {
    if (!(await tx.useAccountToken(checked.row.id, now))) return { kind: 'refused', problem: 'used' };
    await tx.updateUser(user.id, { isActive: true });
    return { kind: 'ok' };
  });
}

/** A mailed link: which token, valid how long, which page opens it, and the mail that carries it. */
interface MailedLink {
  purpose: 'email_confirmation' | 'password_reset';
  /** The mail-throttle bucket (at most 5 mails per address per hour each). */
  throttle: 'confirmation' | 'password_reset';
  path: string;
  mail: (user: UserRow, link: string) => OutgoingMail;
}

const CONFIRMATION_LINK: MailedLink = {
  purpose: 'email_confirmation',
  throttle: 'confirmation',
  path: CONFIRM_EMAIL_PATH,
  mail: confirmationMail,
};
const RESET_LINK: MailedLink = {
  purpose: 'password_reset',
  throttle: 'password_reset',
  path: RESET_PASSWORD_PATH,
  mail: passwordResetMail,
};

/**
 * Mails `link` to the user with this e-mail when `eligible` and the address's hourly limit
 * allows; otherwise does nothing (the caller answers the same either way).
 */
async function mailLinkTo(deps: AccountsDeps, email: string, link: MailedLink, eligible: (user: UserRow) => boolean): Promise<void> {
  const user = await deps.store.findUserByEmail(email);
  if (!user || !eligible(user)) return;
  if (!(await deps.mailThrottle.allow(link.throttle, email))) return;
  const token = await issueAccountToken(deps.store, { userId: user.id, purpose: link.purpose, now: deps.clock() });
  await deps.mail.dispatch(link.mail(user, emailLink(deps.appUrl, link.path, token)));
}

/** Mails a new confirmation link to an unconfirmed (inactive) user with this e-mail; otherwise does nothing. */
export async function resendConfirmation(deps: AccountsDeps, email: string): Promise<void> {
  await mailLinkTo(deps, email, CONFIRMATION_LINK, (user) => linkMailWanted('email_confirmation', user));
}

/** Mails a password-reset link (1 h) to the user with this e-mail, if there is one. */
export async function requestPasswordReset(deps: AccountsDeps, email: string): Promise<void> {
  await mailLinkTo(deps, email, RESET_LINK, (user) => linkMailWanted('password_reset', user));
}

/**
 * - `ok`: the password changed; the user's other reset links and every session end at
 *   once (access and refresh tokens, `AccountsStore.endUserSessions`); an unconfirmed user is activated (the link proved the address).
 * - `refused`: the link is unknown, used or expired.
 * - `invalid`: the new password is too weak (the link stays usable).
 */
export type ResetPasswordResult = LinkResult | { kind: 'invalid'; errors: Record<string, string[]> };

export async function resetPassword(deps: AccountsDeps, token: string, password: string): Promise<ResetPasswordResult> {
  const now = deps.clock();
  const checked = await checkAccountToken(deps.store, 'password_reset', token, now);
  if (checked.kind === 'refused') return checked;
  const user = await deps.store.findUserById(checked.row.userId);
  if (!user) return { kind: 'refused', problem: 'invalid' };
  const reset = passwordReset(user, password);
  if (reset.kind === 'invalid') return reset;
  const passwordHash = await hashPassword(password, deps.bcryptRounds);
  return deps.store.transaction(async (tx): Promise<ResetPasswordResult> => {
    if (!(await tx.useAccountToken(checked.row.id, now))) return { kind: 'refused', problem: 'used' };
    await tx.updateUser(user.id, { passwordHash, ...reset.changes });
    await tx.retireAccountTokens(user.id, reset.retire, now);
    if (reset.endSessions) await tx.endUserSessions(user.id, now);
    return { kind: 'ok' };
  });
}

/**
 * Starts a change of a user's e-mail (the caller already checked that `newEmail` is free,
 * and, for one's own change, the current password): stores a 24 h single-use token
 * carrying `newEmail` and who asked (older pending changes of the user are retired), mails
 * the confirmation link to `newEmail` and a notice (no link to the change) to the current
 * address. The user's e-mail does not change here.
 *
 * @param requestedBy the admin asking for a member's change (absent: the user itself). Its
 *   link then needs the member's own password ({@link confirmEmailChange}), so an admin
 *   who names an address of its own cannot confirm it, and the mails name the admin.
 */
export async function requestEmailChange(
  deps: AccountsDeps,
  user: UserRow,
  newEmail: string,
  requestedBy?: { id: number; username: string },
): Promise<void> {
  const now = deps.clock();
  const request = emailChangeRequest({ user, newEmail, requestedBy, now });
  const token = await deps.store.transaction(async (tx) => {
    await tx.retireAccountTokens(user.id, request.retire, now);
    if (request.audit) await tx.audit.record({ ...request.audit, accountId: user.accountId, at: now });
    return issueAccountToken(tx, { userId: user.id, purpose: request.token.purpose, now, newEmail, requestedByUserId: request.token.requestedByUserId });
  });
  const { requestedBy: by } = request.mails;
  await deps.mail.dispatch(emailChangeNoticeMail(user, newEmail, appLink(deps.appUrl, FORGOT_PASSWORD_PATH), by));
  await deps.mail.dispatch(emailChangeConfirmationMail(user, newEmail, emailLink(deps.appUrl, CONFIRM_EMAIL_CHANGE_PATH, token), by));
}

/**
 * - `ok`: the user's e-mail is now the token's address; the user's other pending changes
 *   and its password-reset links (mailed to the old address) are retired.
 * - `refused`: the link is unknown, used, expired, or not an e-mail-change link.
 * - `taken`: another user has that address by now (nothing changes; the link stays unused).
 * - `invalid`: an admin asked for this change and the member's own `password` is missing
 *   or wrong (`{password: [...]}`; wrong guesses limited as the current-password check);
 *   the link stays usable.
 */
export type ConfirmEmailChangeResult =
  | LinkResult
  | { kind: 'taken'; message: string }
  | { kind: 'invalid'; errors: Record<string, string[]> };

export async function confirmEmailChange(deps: AccountsDeps, token: string, password?: string): Promise<ConfirmEmailChangeResult> {
  const now = deps.clock();
  const checked = await checkAccountToken(deps.store, 'email_change', token, now);
  if (checked.kind === 'refused') return checked;
  const user = await deps.store.findUserById(checked.row.userId);
  const newEmail = checked.row.newEmail;
  if (!user || !newEmail) return { kind: 'refused', problem: 'invalid' };
  // Asked by someone else (an admin): whoever holds the new mailbox may be that admin, so
  // the member proves it is him. A row without `requested_by_user_id` predates the column:
  // only users' own changes existed then.
  const byAdmin = memberPasswordNeeded(checked.row, user.id);
  const passwordProblem = byAdmin && password ? await currentPasswordProblem(deps, user, password) : null;
  const decision = emailChangeConfirmation({ user, newEmail, byAdmin, password, passwordProblem, emailTaken: await deps.store.emailTaken(newEmail, user.id) });
  if (decision.kind !== 'ok') return decision;
  const taken = { kind: 'taken', message: FIELD_MESSAGES.emailTaken } as const;
  try {
    return await deps.store.transaction(async (tx): Promise<ConfirmEmailChangeResult> => {
      if (!(await tx.useAccountToken(checked.row.id, now))) return { kind: 'refused', problem: 'used' };
      await tx.updateUser(user.id, decision.changes);
      for (const purpose of decision.retire) await tx.retireAccountTokens(user.id, purpose, now);
      if (decision.audit) await tx.audit.record({ ...decision.audit, accountId: user.accountId, at: now });
      return { kind: 'ok' };
    });
  } catch (error) {
    if (uniqueViolation(error)) return taken;
    throw error;
  }
}
