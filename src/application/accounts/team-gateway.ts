/**
 * The account's team (spec point 7): list the related users, add a member (as the
 * account's admin), change its username/e-mail/roles, delete it, and the owner's audit list. Add-user failures come
 * back with the server's field messages so the form shows them under the fields.
 */
import type { NewUserFields } from '../../domain/accounts/fields';
import type { TeamAuditEntry, TeamMember } from '../../domain/accounts/team';
import type { RemoteFailure, Result } from '../shared/result';

/** A new member: the user fields plus its roles. */
export interface NewTeamMember extends NewUserFields {
  roles: string[];
}

/** What the admin may change of a member. */
export interface TeamMemberChanges {
  username: string;
  email: string;
  roles: string[];
}

export interface TeamGateway {
  /** `GET /api/users/related-users/?principal_user_id=&v=`. */
  list(principalUserId: number): Promise<Result<TeamMember[], RemoteFailure>>;
  /** `POST /api/users/register/` with `principal_user_username`. */
  add(principalUsername: string, member: NewTeamMember): Promise<Result<TeamMember, RemoteFailure>>;
  /** `PUT /api/v1/user/?username=`. */
  update(username: string, changes: TeamMemberChanges): Promise<Result<TeamMember, RemoteFailure>>;
  /** `DELETE /api/v1/user/?username=`. */
  remove(username: string): Promise<Result<void, RemoteFailure>>;
  /** `GET /api/v1/team/audit/`: the team actions, newest first (the account owner only; others not found). */
  audit(): Promise<Result<TeamAuditEntry[], RemoteFailure>>;
}
