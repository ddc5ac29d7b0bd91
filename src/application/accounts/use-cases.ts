/**
 * Use cases of the accounts feature (registration and mailed links, the profile, the team,
 * the first-access welcome), over the ports Registration, ProfileGateway, TeamGateway and
 * DemoMailbox. The screens of src/ui/features/{accounts,profile,team,first-access} call
 * these (through `useUseCases('accounts')`), never the ports; the rules a screen used to
 * compute (who is on a one-user plan's team, the order roles are sent in, the role a new
 * member gets) live here.
 */
import { ROLES } from '../../domain/permissions';
import { teamCapacity, toTeamMember, TEAM_MESSAGES, type TeamMember } from '../../domain/accounts/team';
import type { NewUserFields } from '../../domain/accounts/fields';
import type { User } from '../../domain/user';
import type { AppServices } from '../app-services';
import { err, ok, type RemoteFailure, type Result } from '../shared/result';
import { createFirstAccessLogic } from './first-access.machine';
import type { DemoMailbox } from './demo-mailbox';
import type { LogoUpload, ProfileChanges, ProfileUpdate } from './profile-gateway';
import type { LinkFailure } from './registration';

/** The ports the accounts use cases need. */
export type AccountsPorts = Pick<AppServices, 'registration' | 'profile' | 'team' | 'demoMailbox'>;

/** The team as the team screen shows it: the members, or a failure to load them. */
export type TeamLoad = Result<TeamMember[], RemoteFailure>;

/**
 * The current user as the only member of its team (when the plan allows one user no call is
 * made): active, principal when it owns the account, join date unknown ('').
 */
export function selfAsMember(user: User): TeamMember {
  return toTeamMember(user, { isActive: true, principalUserId: user.principalUserId, dateJoined: '', lastLogin: user.lastLogin });
}

/** Whether the account's plan allows a single user (then the team list is not fetched). */
export function isSingleUserPlan(user: Pick<User, 'subscription'>): boolean {
  return teamCapacity(user.subscription) <= 1;
}

/** Roles in the order the API receives them (admin, manager, user), unknown ones dropped. */
export function orderedRoles(roles: readonly string[]): string[] {
  return ROLES.filter((role) => roles.includes(role));
}

/** Builds the accounts use cases over their ports. */
export function createAccountsUseCases(ports: AccountsPorts) {
  const { registration, profile, team } = ports;
  return {
    /** Registers a broker (`fields` as typed); answers the new (inactive) member or field errors. */
    register: (fields: NewUserFields) => registration.register(fields),
    /** Opens the confirmation link mailed after registration. */
    confirmEmail: (token: string): Promise<Result<void, LinkFailure | RemoteFailure>> => registration.confirmEmail(token),
    /** Mails a new confirmation link (the same answer for any address). */
    resendConfirmation: (email: string) => registration.resendConfirmation(email),
    /** Mails a password-reset link (the same answer for any address). */
    requestPasswordReset: (email: string) => registration.requestPasswordReset(email),
    /** Sets a new password with the mailed token. */
    resetPassword: (token: string, password: string) => registration.resetPassword(token, password),

    /** Saves name, phone and/or e-mail (one's own e-mail waits for the mailed link). */
    updateProfile: (username: string, changes: Omit<ProfileChanges, 'logo'>): Promise<Result<ProfileUpdate, RemoteFailure>> =>
      profile.updateProfile(username, changes),
    /** Uploads a new logo (PNG or JPEG, at most 2 MB: the server checks and answers `fields.logo`). */
    uploadLogo: (username: string, logo: LogoUpload): Promise<Result<ProfileUpdate, RemoteFailure>> => profile.updateProfile(username, { logo }),
    /** Opens the link mailed to a new address: the e-mail changes now (an admin's request also needs the member's `password`). */
    confirmEmailChange: (token: string, password?: string) => profile.confirmEmailChange(token, password),
    /** The first-access welcome's machine (logo and tutorial offer), on the profile port. */
    firstAccessLogic: () => createFirstAccessLogic({ profile }),

    /**
     * The account's team for `user`: on a one-user plan (or without a principal) only the
     * user itself, without a call; otherwise `GET related-users`.
     */
    async loadTeam(user: User): Promise<TeamLoad> {
      if (isSingleUserPlan(user) || user.principalUserId === null) return ok([selfAsMember(user)]);
      return team.list(user.principalUserId);
    },
    /** Adds a member with one role (the add form offers one) to the principal's account. */
    addMember: (principalUsername: string, fields: NewUserFields & { role: string }) => {
      const { role, ...member } = fields;
      return team.add(principalUsername, { ...member, roles: [role] });
    },
    /**
     * Changes a member's roles (username and e-mail kept). No role chosen: fails at once with
     * 'Escolha ao menos um papel.' (`fields.roles`), without a call.
     */
    async changeRoles(member: TeamMember, roles: readonly string[]): Promise<Result<TeamMember, RemoteFailure>> {
      const ordered = orderedRoles(roles);
      if (ordered.length === 0) {
        return err({ kind: 'rejected', message: TEAM_MESSAGES.rolesRequired, fields: { roles: [TEAM_MESSAGES.rolesRequired] } });
      }
      return team.update(member.username, { username: member.username, email: member.email, roles: ordered });
    },
    /** Deletes a member (never the principal user, never oneself: the server refuses). */
    removeMember: (member: TeamMember) => team.remove(member.username),
    /** The owner's audit list of team actions, newest first (only the account owner may read it). */
    loadTeamAudit: () => team.audit(),

    /** Fake mode only: the mails the fake back end sent (null against the real server). */
    demoMailbox: ports.demoMailbox satisfies DemoMailbox | null,
  };
}

/** What {@link createAccountsUseCases} builds. */
export type AccountsUseCases = ReturnType<typeof createAccountsUseCases>;
