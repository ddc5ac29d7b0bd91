import type { TeamMember } from '../../domain/accounts/team';
import type { RelatedUserWire } from '../../contract/accounts';

/** Maps a related-user DTO (snake_case) to the domain TeamMember. */
export function toTeamMember(wire: RelatedUserWire): TeamMember {
  return {
    id: wire.id,
    username: wire.username,
    name: wire.name,
    email: wire.email,
    phone: wire.phone,
    roles: wire.roles,
    isActive: wire.is_active,
    isPrincipal: wire.is_principal,
    dateJoined: wire.date_joined,
    lastLogin: wire.last_login,
  };
}
