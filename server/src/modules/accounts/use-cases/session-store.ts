/**
 * The accounts module's session port: what logging in, refreshing an access token, logging
 * out and resolving a caller read and write — users, the caller and profile views of a user
 * with its account, and the issued refresh tokens (by `jti`, for revocation). The Drizzle one
 * is repositories/drizzle-session-store.ts, wired by accounts.module.ts.
 *
 * Rows are the stored ones (dates as instants); an absent user or token is answered as
 * undefined, never as an error. Database failures reject.
 */
import type { RefreshTokenRow, UserRow } from '../../../db/schema';
import type { CallerRow, UserProfile } from '../repositories/users.repository';

export interface SessionStore {
  /** The caller of an access token (user + its account's payment state, one query), or undefined. */
  findCaller(userId: number): Promise<CallerRow | undefined>;
  /** The `/api/users/me/` profile (user + account + optional subscription), or undefined. */
  findUserProfile(userId: number): Promise<UserProfile | undefined>;
  /** The user with exactly this username (case-sensitive), or undefined. */
  findUserByUsername(username: string): Promise<UserRow | undefined>;
  /** The user, or undefined. */
  findUserById(id: number): Promise<UserRow | undefined>;
  /** Sets the user's `last_login` to `at`. */
  updateLastLogin(userId: number, at: Date): Promise<void>;
  /**
   * Records an issued refresh token (`expiresAt` as its `exp` claim), deleting the same
   * user's tokens expired before `createdAt` (only live sessions are kept).
   */
  insertRefreshToken(token: { jti: string; userId: number; expiresAt: Date; createdAt: Date }): Promise<void>;
  /** The refresh token with this `jti` (any user, revoked or not), or undefined. */
  findRefreshToken(jti: string): Promise<RefreshTokenRow | undefined>;
  /** Revokes `userId`'s refresh token `jti` at `at`; false when unknown, another user's or already revoked. */
  revokeRefreshToken(jti: string, userId: number, at: Date): Promise<boolean>;
  /** Runs `work` in one transaction over a store bound to it: all of its writes commit or none. */
  transaction<T>(work: (store: SessionStore) => Promise<T>): Promise<T>;
}
