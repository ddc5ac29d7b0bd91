/**
 * Reading the profile form of `PATCH /api/users/{username}/`: multipart/form-data (text
 * fields and the `logo` file) or JSON (without the logo). HTTP translation only: the rules
 * are in the update-profile use case.
 */
import type { FastifyRequest } from 'fastify';
import { profilePatchWire } from '../../../../../src/contract/accounts';
import { MAX_LOGO_BYTES } from '../../../../../src/domain/accounts/logo';
import { withoutControlCharacters } from '../../../http/control-characters';
import { fieldErrorsOf } from '../../../http/drf-errors';
import { multipartParts } from '../../../http/multipart';
import type { ProfileChanges } from '../use-cases/update-profile';

/** Reads a multipart profile form: text fields and the `logo` file (`too_large` when over 2 MB). */
async function readMultipartProfile(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; logo: ProfileChanges['logo'] }> {
  const fields: Record<string, string> = {};
  let logo: ProfileChanges['logo'];
  const parts = multipartParts(request, { limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 20, fieldSize: 10_000 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'logo') {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      logo = part.file.truncated ? { kind: 'too_large' } : { kind: 'file', bytes };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, logo };
}

/**
 * The changes asked by a profile PATCH, checked against {@link profilePatchWire} (the
 * multipart form skips the validator compiler, so the control-character check runs here
 * too). @returns the changes, or `invalid` with DRF field errors.
 */
export async function readProfileChanges(
  request: FastifyRequest,
): Promise<{ kind: 'ok'; changes: ProfileChanges } | { kind: 'invalid'; errors: Record<string, string[]> }> {
  let raw: Record<string, unknown>;
  let logo: ProfileChanges['logo'];
  if (request.isMultipart()) {
    const form = await readMultipartProfile(request);
    raw = form.fields;
    logo = form.logo;
  } else {
    const { logo: _ignored, ...json } = (request.body ?? {}) as Record<string, unknown>;
    raw = json;
  }
  const parsed = withoutControlCharacters(profilePatchWire.omit({ logo: true }), 'text').safeParse(raw);
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrorsOf(parsed.error) };
  const { current_password: currentPassword, ...fields } = parsed.data;
  return { kind: 'ok', changes: { ...fields, currentPassword, logo } };
}
