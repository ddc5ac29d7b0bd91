/**
 * Use case: edit a profile (`PATCH /api/users/{username}/`): name, phone, e-mail and the
 * logo. A user edits itself; an admin of the account also edits its team. The logo must
 * be a PNG or a JPEG by its content (magic bytes) and at most 2 MB; it is stored under
 * `media/logos/` with a random name and the previous file is removed. Nothing changes
 * when any field is refused.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findUserProfile, findUserByUsername, type UserProfile } from '../../repositories/users.repository';
import { emailTaken, uniqueViolation, updateUser } from '../../repositories/team.repository';
import { FIELD_MESSAGES } from '../../../../src/domain/accounts/fields';
import { detectLogoFormat, LOGO_MESSAGES, logoExtension } from '../../../../src/domain/accounts/logo';
import type { AuthenticatedUser } from '../authenticate';
import type { AccountsDeps } from './accounts-deps';
import { isAdmin } from './related-user';

/** Validated changes; `logo` is the uploaded file (or that it went over the size limit). */
export interface ProfileChanges {
  name?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  logo?: { kind: 'file'; bytes: Buffer } | { kind: 'too_large' } | undefined;
}

/**
 * - `ok`: the updated profile.
 * - `not_found`: no such user in the caller's account (users of other accounts are not revealed).
 * - `forbidden`: same account, but the caller is neither that user nor an admin.
 * - `invalid`: field errors; nothing changed.
 */
export type UpdateProfileResult =
  | { kind: 'ok'; profile: UserProfile }
  | { kind: 'not_found' }
  | { kind: 'forbidden' }
  | { kind: 'invalid'; errors: Record<string, string[]> };

/** Folder of the logos under the media folder. */
export const LOGO_FOLDER = 'logos';

export async function updateProfile(
  deps: AccountsDeps,
  caller: AuthenticatedUser,
  username: string,
  changes: ProfileChanges,
): Promise<UpdateProfileResult> {
  const target = await findUserByUsername(deps.db, username);
  if (!target || target.accountId !== caller.accountId) return { kind: 'not_found' };
  if (target.id !== caller.id && !isAdmin(caller)) return { kind: 'forbidden' };

  const errors: Record<string, string[]> = {};
  let logo: { bytes: Buffer; extension: string } | null = null;
  if (changes.logo?.kind === 'too_large') errors.logo = [LOGO_MESSAGES.tooLarge];
  if (changes.logo?.kind === 'file') {
    const format = detectLogoFormat(changes.logo.bytes);
    if (!format) errors.logo = [LOGO_MESSAGES.unsupported];
    else logo = { bytes: changes.logo.bytes, extension: logoExtension(format) };
  }
  if (changes.email !== undefined && (await emailTaken(deps.db, changes.email, target.id))) {
    errors.email = [FIELD_MESSAGES.emailTaken];
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  let newLogoPath: string | undefined;
  if (logo) {
    const folder = path.join(deps.mediaDir, LOGO_FOLDER);
    await mkdir(folder, { recursive: true });
    newLogoPath = `${LOGO_FOLDER}/${randomBytes(16).toString('hex')}.${logo.extension}`;
    await writeFile(path.join(deps.mediaDir, newLogoPath), logo.bytes);
  }

  try {
    await updateUser(deps.db, target.id, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.email !== undefined ? { email: changes.email } : {}),
      ...(newLogoPath !== undefined ? { logoPath: newLogoPath } : {}),
    });
  } catch (error) {
    if (newLogoPath) await unlink(path.join(deps.mediaDir, newLogoPath)).catch(() => undefined);
    if (uniqueViolation(error)) return { kind: 'invalid', errors: { email: [FIELD_MESSAGES.emailTaken] } };
    throw error;
  }
  if (newLogoPath && target.logoPath && target.logoPath.startsWith(`${LOGO_FOLDER}/`)) {
    await unlink(path.join(deps.mediaDir, target.logoPath)).catch(() => undefined);
  }

  const profile = await findUserProfile(deps.db, target.id);
  return profile ? { kind: 'ok', profile } : { kind: 'not_found' };
}

/** Use case: `POST /api/users/first-access-check/` — the first-access welcome is done. */
export async function completeFirstAccess(deps: Pick<AccountsDeps, 'db'>, userId: number): Promise<void> {
  await updateUser(deps.db, userId, { firstAccess: false });
}
