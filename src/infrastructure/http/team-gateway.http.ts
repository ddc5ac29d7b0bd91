/**
 * TeamGateway over the REST API: `GET /api/users/related-users/`, `POST
 * /api/users/register/` with `principal_user_username`, `PUT` and `DELETE /api/v1/user/`,
 * `GET /api/v1/team/audit/`.
 * Translation only: the wire shapes and their mappings are in src/contract/accounts.ts.
 */
import type { KyInstance } from 'ky';
import type { Clock } from '../../application/shared/clock';
import type { TeamGateway } from '../../application/accounts/team-gateway';
import { err, ok } from '../../application/shared/result';
import { formatRoleList } from '../../domain/accounts/team';
import { failureOf, failureOfError, remoteJson } from './remote-call';
import {
  fromRelatedUserWire,
  fromTeamAuditEntryWire,
  relatedUserWire,
  relatedUsersWire,
  teamAuditWire,
  toRegisterRequestWire,
} from '../../contract/accounts';

export function createHttpTeamGateway(http: KyInstance, clock: Clock): TeamGateway {
  return {
    async list(principalUserId) {
      const searchParams = { principal_user_id: String(principalUserId), v: String(clock.now().getTime()) };
      const result = await remoteJson(http.get('users/related-users/', { searchParams }), relatedUsersWire);
      return result.ok ? ok(result.value.related_users.map(fromRelatedUserWire)) : result;
    },
    async add(principalUsername, member) {
      const json = toRegisterRequestWire(member, { roles: member.roles, principalUsername });
      const result = await remoteJson(http.post('users/register/', { json }), relatedUserWire);
      return result.ok ? ok(fromRelatedUserWire(result.value)) : result;
    },
    async update(username, changes) {
      const result = await remoteJson(
        http.put('v1/user/', {
          searchParams: { username },
          json: { username: changes.username.trim(), email: changes.email.trim(), roles: formatRoleList(changes.roles) },
        }),
        relatedUserWire,
      );
      return result.ok ? ok(fromRelatedUserWire(result.value)) : result;
    },
    async remove(username) {
      try {
        const response = await http.delete('v1/user/', { searchParams: { username }, throwHttpErrors: false });
        return response.ok ? ok(undefined) : err(await failureOf(response));
      } catch (error) {
        return err(await failureOfError(error));
      }
    },
    async audit() {
      const result = await remoteJson(http.get('v1/team/audit/'), teamAuditWire);
      return result.ok ? ok(result.value.results.map(fromTeamAuditEntryWire)) : result;
    },
  };
}
