/**
 * Use cases of the mailed links: confirm an e-mail, send the confirmation again, ask for
 * a password reset, reset the password. Links are single-use and expire (confirmation
 * 48 h, reset 1 h, by the injected clock). Asking for a mail never tells whether the
 * address exists: the answer is the same and no mail is sent for an unknown address.
 */
import { hashPassword } from '../../auth/passwords';
import { retireAccountTokens, useAccountToken } from '../../repositories/account-tokens.repository';
import { findUserByEmail, revokeAllRefreshTokens, updateUser } from '../../repositories/team.repository';
import { findUserById } from '../../repositories/users.repository';
import { confirmationMail, passwordResetMail } from '../../mail/templates';
import { validatePassword } from '../../../../src/domain/accounts/fields';
import {
  CONFIRM_EMAIL_PATH,
  EMAIL_CONFIRMATION_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  RESET_PASSWORD_PATH,
  emailLink,
  type LinkProblem,
} from '../../../../src/domain/accounts/email-links';
import type { AccountsDeps } from './accounts-deps';
import { checkAccountToken, issueAccountToken } from './tokens';

export type LinkResult = { kind: 'ok' } | { kind: 'refused'; problem: LinkProblem };

/** Confirms the e-mail of the token's user and activates it (login works from now on). */
export async function confirmEmail(deps: AccountsDeps, token: string): Promise<LinkResult> {
  const now = deps.clock();
  const checked = await checkAccountToken(deps.db, 'email_confirmation', token, now);
  if (checked.kind === 'refused') return checked;
  const user = await findUserById(deps.db, checked.row.userId);
  if (!user) return { kind: 'refused', problem: 'invalid' };
  return deps.db.transaction(async (tx): Promise<LinkResult> => {
    if (!(await useAccountToken(tx, checked.row.id, now))) return { kind: 'refused', problem: 'used' };
    await updateUser(tx, user.id, { isActive: true });
    return { kind: 'ok' };
  });
}

/** Mails a new confirmation link to an unconfirmed (inactive) user with this e-mail; otherwise does nothing. */
export async function resendConfirmation(deps: AccountsDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isActive) return;
  if (!(await deps.mailThrottle.allow('confirmation', email))) return;
  const token = await issueAccountToken(deps.db, {
    userId: user.id,
    purpose: 'email_confirmation',
    ttlSeconds: EMAIL_CONFIRMATION_TTL_SECONDS,
    now: deps.clock(),
  });
  deps.mail.dispatch(confirmationMail(user, emailLink(deps.appUrl, CONFIRM_EMAIL_PATH, token)));
}

/** Mails a password-reset link (1 h) to the user with this e-mail, if there is one. */
export async function requestPasswordReset(deps: AccountsDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  if (!(await deps.mailThrottle.allow('password_reset', email))) return;
  const token = await issueAccountToken(deps.db, {
    userId: user.id,
    purpose: 'password_reset',
    ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
    now: deps.clock(),
  });
  deps.mail.dispatch(passwordResetMail(user, emailLink(deps.appUrl, RESET_PASSWORD_PATH, token)));
}

/**
 * - `ok`: the password changed; the user's other reset links and sessions (refresh
 *   tokens) are revoked; an unconfirmed user is activated (the link proved the address).
 * - `refused`: the link is unknown, used or expired.
 * - `invalid`: the new password is too weak (the link stays usable).
 */
export type ResetPasswordResult = LinkResult | { kind: 'invalid'; errors: Record<string, string[]> };

export async function resetPassword(deps: AccountsDeps, token: string, password: string): Promise<ResetPasswordResult> {
  const now = deps.clock();
  const checked = await checkAccountToken(deps.db, 'password_reset', token, now);
  if (checked.kind === 'refused') return checked;
  const user = await findUserById(deps.db, checked.row.userId);
  if (!user) return { kind: 'refused', problem: 'invalid' };
  const problems = validatePassword(password, { username: user.username });
  if (problems.length > 0) return { kind: 'invalid', errors: { password: problems } };
  const passwordHash = await hashPassword(password, deps.bcryptRounds);
  return deps.db.transaction(async (tx): Promise<ResetPasswordResult> => {
    if (!(await useAccountToken(tx, checked.row.id, now))) return { kind: 'refused', problem: 'used' };
    await updateUser(tx, user.id, { passwordHash, isActive: true });
    await retireAccountTokens(tx, user.id, 'password_reset', now);
    await revokeAllRefreshTokens(tx, user.id, now);
    return { kind: 'ok' };
  });
}
