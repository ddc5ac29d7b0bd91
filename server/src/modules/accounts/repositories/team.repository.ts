/** Reads and writes of an account's users for registration, profile and team management. */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { accounts, refreshTokens, subscriptions, users, type UserRow } from '../../../db/schema';
import { deleteAccountTokensOfUser } from './account-tokens.repository';
import { deleteQuotePreferencesOfUser } from '../../quote-preferences';

/** Finds a user by e-mail, case-insensitively. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

/** Whether another user (not `exceptUserId`) has this value in `column`, case-insensitively. */
async function valueTaken(db: DbOrTx, column: typeof users.username | typeof users.email, value: string, exceptUserId?: number): Promise<boolean> {
  const condition = sql`lower(${column}) = lower(${value})`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? condition : and(condition, ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether another user (not `exceptUserId`) has this username, case-insensitively. */
export const usernameTaken = (db: DbOrTx, username: string, exceptUserId?: number): Promise<boolean> =>
  valueTaken(db, users.username, username, exceptUserId);

/** Whether another user (not `exceptUserId`) has this e-mail, case-insensitively. */
export const emailTaken = (db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> =>
  valueTaken(db, users.email, email, exceptUserId);

/** The users of an account, the principal first, then by creation. */
export async function listAccountUsers(db: DbOrTx, accountId: number, principalUserId: number | null): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.accountId, accountId))
    .orderBy(sql`case when ${users.id} = ${principalUserId ?? -1} then 0 else 1 end`, asc(users.createdAt), asc(users.id));
}

/** Number of users of an account. */
export async function countAccountUsers(db: DbOrTx, accountId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(users).where(eq(users.accountId, accountId));
  return rows[0]?.n ?? 0;
}

/** An account's principal user id and its subscription's total_users (null without a subscription). */
export async function findAccountCapacity(
  db: DbOrTx,
  accountId: number,
): Promise<{ principalUserId: number | null; totalUsers: number | null } | undefined> {
  const rows = await db
    .select({ principalUserId: accounts.principalUserId, totalUsers: subscriptions.totalUsers })
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return rows[0];
}

/** Locks the account row until the transaction ends (serialises team additions of one account). */
export async function lockAccount(db: DbOrTx, accountId: number): Promise<void> {
  await db.execute(sql`select id from ${accounts} where ${accounts.id} = ${accountId} for update`);
}

/** Changes some columns of a user; returns the stored row. */
export async function updateUser(
  db: DbOrTx,
  userId: number,
  changes: Partial<Pick<UserRow, 'username' | 'name' | 'email' | 'phone' | 'logoPath' | 'roles' | 'isActive' | 'firstAccess' | 'passwordHash'>>,
): Promise<UserRow | undefined> {
  const rows = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return rows[0];
}

/** Revokes every refresh token of a user still active (after a password reset). */
export async function revokeAllRefreshTokens(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), sql`${refreshTokens.revokedAt} is null`));
}

/**
 * Ends every session of a user at once: raises its token version (every access and refresh
 * token signed before is refused from now on, auth/tokens.ts) and revokes its refresh
 * tokens. On PostgreSQL the `users` update notifies every process, whose caller caches
 * empty (migration 0013_caller_changed), so no process keeps a cached caller of the old
 * tokens. Run it inside the transaction of the change that calls for it.
 */
export async function endUserSessions(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await revokeAllRefreshTokens(db, userId, at);
}

/** Deletes a user, its mailed tokens and its remembered quote (refresh tokens go by cascade). */
export async function deleteUser(db: DbOrTx, userId: number): Promise<void> {
  await deleteAccountTokensOfUser(db, userId);
  await deleteQuotePreferencesOfUser(db, userId);
  await db.delete(users).where(eq(users.id, userId));
}
