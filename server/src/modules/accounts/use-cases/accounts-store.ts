/**
 * The accounts module's repository port for accounts and their users: registration, the
 * mailed links (single-use tokens stored by SHA-256), the profile and the team with its
 * audit. The use cases of register-user.ts, email-flows.ts, tokens.ts, update-profile.ts and
 * team.ts speak to it; the Drizzle one is repositories/drizzle-accounts-store.ts, wired by
 * accounts.module.ts (and under {@link AccountDirectory}'s registration, for payments).
 *
 * Rows are the stored ones (dates as instants, e-mails as stored); an absent row is answered
 * as undefined, never as an error. Methods are not scoped by account: the use cases compare
 * the row's `accountId` with the caller's. Unique violations (username, e-mail) and other
 * database failures reject.
 */
import type { AccountRow, AccountTokenPurpose, AccountTokenRow, TeamAuditRow, UserRow } from '../../../db/schema';
import type { NewAccount } from '../repositories/accounts.repository';
import type { NewUser, UserProfile } from '../repositories/users.repository';
import type { TeamAuditLog } from './team-audit-log';

/** The columns of a user a profile or team change may set. */
export type UserChanges = Partial<
  Pick<UserRow, 'username' | 'name' | 'email' | 'phone' | 'logoPath' | 'roles' | 'isActive' | 'firstAccess' | 'passwordHash'>
>;

export interface AccountsStore {
  /** The user, or undefined. */
  findUserById(id: number): Promise<UserRow | undefined>;
  /** The user with exactly this username (case-sensitive), or undefined. */
  findUserByUsername(username: string): Promise<UserRow | undefined>;
  /** The user with this e-mail, compared case-insensitively, or undefined. */
  findUserByEmail(email: string): Promise<UserRow | undefined>;
  /** The `/api/users/me/` profile (user + account + optional subscription), or undefined. */
  findUserProfile(userId: number): Promise<UserProfile | undefined>;
  /** Whether another user (not `exceptUserId`) has this username, case-insensitively. */
  usernameTaken(username: string, exceptUserId?: number): Promise<boolean>;
  /** Whether another user (not `exceptUserId`) has this e-mail, case-insensitively. */
  emailTaken(email: string, exceptUserId?: number): Promise<boolean>;
  /** The account's users, `principalUserId` first, then by creation. */
  listAccountUsers(accountId: number, principalUserId: number | null): Promise<UserRow[]>;
  /** How many users the account has. */
  countAccountUsers(accountId: number): Promise<number>;
  /**
   * The account's principal user id and its subscription's `total_users` (null without a
   * subscription); undefined when there is no such account.
   */
  findAccountCapacity(accountId: number): Promise<{ principalUserId: number | null; totalUsers: number | null } | undefined>;
  /** Locks the account's row until the transaction ends (team additions of one account run one at a time). */
  lockAccount(accountId: number): Promise<void>;
  /** Inserts an account; answers the stored row. */
  insertAccount(account: NewAccount): Promise<AccountRow>;
  /** Sets the account's principal user (its owner). */
  setAccountPrincipal(accountId: number, principalUserId: number): Promise<void>;
  /** Inserts a user; answers the stored row. */
  insertUser(user: NewUser): Promise<UserRow>;
  /** Changes some columns of a user; answers the stored row, or undefined when it is gone. */
  updateUser(userId: number, changes: UserChanges): Promise<UserRow | undefined>;
  /**
   * Ends every session of the user: raises its token version (every token signed before is
   * refused) and revokes its refresh tokens at `at`. Run it inside the change's transaction.
   */
  endUserSessions(userId: number, at: Date): Promise<void>;
  /** Deletes the user, its mailed tokens and its remembered quote (refresh tokens go by cascade). */
  deleteUser(userId: number): Promise<void>;
  /**
   * Records a mailed token by its hash (hex SHA-256) for `userId`, valid until `expiresAt`;
   * `newEmail` and `requestedByUserId` only for an `email_change` token.
   */
  insertAccountToken(token: {
    userId: number;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
    newEmail?: string | null;
    requestedByUserId?: number | null;
  }): Promise<void>;
  /** The token of `purpose` with this hash (used or not, expired or not), or undefined. */
  findAccountToken(purpose: AccountTokenPurpose, tokenHash: string): Promise<AccountTokenRow | undefined>;
  /** Marks the token used at `at` if it was not yet; true when this call used it (two concurrent uses: one wins). */
  useAccountToken(id: number, at: Date): Promise<boolean>;
  /** Marks every unused token of `purpose` of the user as used at `at` (superseded). */
  retireAccountTokens(userId: number, purpose: AccountTokenPurpose, at: Date): Promise<void>;
  /** The account's team actions, newest first, at most TEAM_AUDIT_LIST_LIMIT (200). */
  listTeamAudit(accountId: number): Promise<TeamAuditRow[]>;
  /** The account's team audit, written with the same handle (inside {@link transaction}: in it). */
  audit: TeamAuditLog;
  /** Runs `work` in one transaction over a store bound to it: all of its writes commit or none. */
  transaction<T>(work: (store: AccountsStore) => Promise<T>): Promise<T>;
}
