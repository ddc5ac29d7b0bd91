/**
 * Use case: edit a profile (`PATCH /api/users/{username}/`): name, phone, e-mail and the
 * logo. A user edits itself; an admin of the account also edits its team.
 *
 * - The account owner's e-mail is the owner's alone: another admin asking to change it is
 *   refused (a password reset to the new address would take the account).
 * - One's own new e-mail asks for the current password and only takes effect when the
 *   link mailed to the new address is opened (email-flows.ts); the old address gets a
 *   notice. Name, phone and logo sent along apply at once. An admin's new e-mail for a
 *   member is only a request too: the link goes to the new address and asks for the
 *   member's own password (an admin may remove a member, never become one).
 * - The logo must decode as a PNG or JPEG (at most 2 MB); it is re-encoded (`deps.normalizeLogo`,
 *   the server's: ../media/logo-image.ts) and stored (`deps.logos`, the server's: a file under
 *   `media/logos/` with a random name); the previous one is removed.
 * - A call with no field to change is refused; nothing changes when any field is refused.
 *
 * The decisions (who may, what is refused, which errors) are the domain's `profileEdit` and
 * `profileEditErrors` (src/domain/accounts/account-flows.ts); the fake back end runs this use case.
 */
import type { UserProfile } from '../repositories/users.repository';
import { uniqueViolation } from '../../../db/unique-violation';
import { FIELD_MESSAGES } from '../../../../../src/domain/accounts/fields';
import { LOGO_MESSAGES } from '../../../../../src/domain/accounts/logo';
import { PROFILE_MESSAGES } from '../../../../../src/domain/accounts/profile';
import { profileEdit, profileEditErrors } from '../../../../../src/domain/accounts/account-flows';
import type { AuthenticatedUser } from './authenticate';
import type { AccountsDeps } from './accounts-deps';
import { currentPasswordProblem } from './current-password';
import { requestEmailChange } from './email-flows';
import { isAdmin } from './related-user';

/** Validated changes; `logo` is the uploaded file (or that it went over the size limit). */
export interface ProfileChanges {
  name?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  /** Needed to change one's own e-mail. */
  currentPassword?: string | undefined;
  logo?: { kind: 'file'; bytes: Uint8Array } | { kind: 'too_large' } | undefined;
}

/**
 * - `ok`: the updated profile (with the old e-mail while a change waits for its link).
 * - `not_found`: no such user in the caller's account (users of other accounts are not revealed).
 * - `forbidden`: same account, but the caller is neither that user nor an admin.
 * - `invalid`: field errors; nothing changed.
 * - `refused`: one sentence (no field to change; the owner's e-mail asked by another admin);
 *   nothing changed.
 */
export type UpdateProfileResult =
  | { kind: 'ok'; profile: UserProfile }
  | { kind: 'not_found' }
  | { kind: 'forbidden' }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'refused'; message: string };

export async function updateProfile(
  deps: AccountsDeps,
  caller: AuthenticatedUser,
  username: string,
  changes: ProfileChanges,
): Promise<UpdateProfileResult> {
  const target = await deps.store.findUserByUsername(username);
  if (!target || target.accountId !== caller.accountId) return { kind: 'not_found' };
  const self = target.id === caller.id;
  const account = await deps.store.findAccountCapacity(target.accountId);
  const edit = profileEdit({ self, callerIsAdmin: isAdmin(caller), targetIsPrincipal: account?.principalUserId === target.id, currentEmail: target.email, changes });
  if (edit.kind !== 'check') return edit;
  const { newEmail } = edit;

  let logo: { bytes: Uint8Array; extension: 'png' | 'jpg' } | null = null;
  let logoProblem: string | null = null;
  if (changes.logo?.kind === 'too_large') logoProblem = LOGO_MESSAGES.tooLarge;
  if (changes.logo?.kind === 'file') {
    const normalized = await deps.normalizeLogo(changes.logo.bytes);
    if (normalized.kind === 'refused') logoProblem = normalized.message;
    else logo = normalized;
  }
  const emailTaken = newEmail !== null && (await deps.store.emailTaken(newEmail, target.id));
  // One's own e-mail: the current password, asked once the address itself is acceptable.
  const currentPassword = edit.currentPasswordAsked && !emailTaken ? await currentPasswordProblem(deps, target, changes.currentPassword) : null;
  const errors = profileEditErrors({ logoProblem, emailTaken, currentPasswordProblem: currentPassword });
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (newEmail !== null && !(await deps.mailThrottle.allow('email_change', target.email))) {
    return { kind: 'invalid', errors: { email: [PROFILE_MESSAGES.emailChangeThrottled] } };
  }

  const newLogoPath = logo ? await deps.logos.save(logo.bytes, logo.extension) : undefined;

  const set = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
    ...(newLogoPath !== undefined ? { logoPath: newLogoPath } : {}),
  };
  let stored = target;
  if (Object.keys(set).length > 0) {
    try {
      stored = (await deps.store.updateUser(target.id, set)) ?? target;
    } catch (error) {
      if (newLogoPath) await deps.logos.remove(newLogoPath);
      if (uniqueViolation(error)) return { kind: 'invalid', errors: { email: [FIELD_MESSAGES.emailTaken] } };
      throw error;
    }
  }
  if (newLogoPath && target.logoPath) await deps.logos.remove(target.logoPath);
  if (newEmail !== null) await requestEmailChange(deps, stored, newEmail, self ? undefined : { id: caller.id, username: caller.username });

  const profile = await deps.store.findUserProfile(target.id);
  return profile ? { kind: 'ok', profile } : { kind: 'not_found' };
}

/** Use case: `POST /api/users/first-access-check/` — the first-access welcome is done. */
export async function completeFirstAccess(deps: Pick<AccountsDeps, 'store'>, userId: number): Promise<void> {
  await deps.store.updateUser(userId, { firstAccess: false });
}
