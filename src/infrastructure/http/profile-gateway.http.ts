/**
 * ProfileGateway over the REST API: `PATCH /api/users/{username}/` as multipart/form-data
 * (name, phone as digits, email with current_password, logo), `POST
 * /api/users/confirm-email-change/` and `POST /api/users/first-access-check/`.
 *
 * A new e-mail of one's own does not change at once: the server answers the profile with
 * the current e-mail and mails a link to the new one. So an answer whose e-mail is not
 * the one sent means the change waits for that link (`pendingEmail`).
 */
import type { KyInstance } from 'ky';
import type { ProfileGateway } from '../../application/accounts/profile-gateway';
import { ok } from '../../application/shared/result';
import { digitsOnly, normalizeEmail } from '../../domain/accounts/fields';
import { linkCall } from './registration.http';
import { remoteJson } from './remote-call';
import { firstAccessCheckWire } from '../../contract/accounts';
import { userMeWire } from '../../contract/auth';

export function createHttpProfileGateway(http: KyInstance): ProfileGateway {
  return {
    async updateProfile(username, changes) {
      const form = new FormData();
      if (changes.name !== undefined) form.append('name', changes.name.trim());
      if (changes.phone !== undefined) form.append('phone', digitsOnly(changes.phone));
      if (changes.email !== undefined) form.append('email', changes.email.trim());
      if (changes.currentPassword !== undefined) form.append('current_password', changes.currentPassword);
      if (changes.logo) form.append('logo', changes.logo.data, changes.logo.name);
      const result = await remoteJson(http.patch(`users/${encodeURIComponent(username)}/`, { body: form }), userMeWire);
      if (!result.ok) return result;
      const sent = changes.email !== undefined ? normalizeEmail(changes.email) : null;
      return ok({ pendingEmail: sent !== null && sent !== normalizeEmail(result.value.email) ? sent : null });
    },
    confirmEmailChange: (token, password) =>
      linkCall(http.post('users/confirm-email-change/', { json: { token, ...(password !== undefined ? { password } : {}) }, throwHttpErrors: false })),
    async completeFirstAccess() {
      const result = await remoteJson(http.post('users/first-access-check/'), firstAccessCheckWire);
      return result.ok ? ok(undefined) : result;
    },
  };
}
