/**
 * ProfileGateway over the REST API: `PATCH /api/users/{username}/` as multipart/form-data
 * (name, phone as digits, email, logo) and `POST /api/users/first-access-check/`.
 */
import type { KyInstance } from 'ky';
import type { ProfileGateway } from '../../application/ports/profile-gateway';
import { ok } from '../../application/result';
import { digitsOnly } from '../../domain/accounts/fields';
import { remoteJson } from './remote-call';
import { firstAccessCheckWire } from './wire/accounts.wire';
import { userMeWire } from './wire/auth.wire';

export function createHttpProfileGateway(http: KyInstance): ProfileGateway {
  return {
    async updateProfile(username, changes) {
      const form = new FormData();
      if (changes.name !== undefined) form.append('name', changes.name.trim());
      if (changes.phone !== undefined) form.append('phone', digitsOnly(changes.phone));
      if (changes.email !== undefined) form.append('email', changes.email.trim());
      if (changes.logo) form.append('logo', changes.logo.data, changes.logo.name);
      const result = await remoteJson(http.patch(`users/${encodeURIComponent(username)}/`, { body: form }), userMeWire);
      return result.ok ? ok(undefined) : result;
    },
    async completeFirstAccess() {
      const result = await remoteJson(http.post('users/first-access-check/'), firstAccessCheckWire);
      return result.ok ? ok(undefined) : result;
    },
  };
}
