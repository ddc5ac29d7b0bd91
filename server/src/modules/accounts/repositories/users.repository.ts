/** Reads and writes of `users` (with their account and subscription for the profile). */
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { accounts, subscriptions, users, type PaymentCode, type UserRow } from '../../../db/schema';

/** Finds a user by exact username (case-sensitive, as Django does). */
export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return rows[0];
}

/** Finds a user by id. */
export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Sets `last_login` of a user. */
export async function updateLastLogin(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
}

/** Number of users in the database (0 means a fresh database: the demo seed may run). */
export async function countUsers(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: count() }).from(users);
  return rows[0]?.n ?? 0;
}

/** Fields for a new user row; the id is generated. */
export type NewUser = typeof users.$inferInsert;

/** Inserts a user and returns the stored row. */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const rows = await db.insert(users).values(user).returning();
  const row = rows[0];
  if (!row) throw new Error('insertUser returned no row');
  return row;
}

/**
 * A user with what `/api/users/me/` shows from their account and subscription.
 * Dates: `paymentExpiratedAt` is `YYYY-MM-DD` or null; `lastLogin` a Date or null.
 */
export interface UserProfile {
  id: number;
  username: string;
  name: string;
  email: string;
  phone: string;
  cpf: string;
  logoPath: string | null;
  roles: string[];
  isSuperuser: boolean;
  isActive: boolean;
  firstAccess: boolean;
  lastLogin: Date | null;
  accountId: number;
  payment: PaymentCode;
  paymentExpiratedAt: string | null;
  withoutPay: boolean;
  planId: number | null;
  principalUserId: number | null;
  /** null when the account has no subscription. */
  subscription: { status: string | null; totalUsers: number } | null;
}

/** Loads a user's profile (user + account + optional subscription), or undefined. */
export async function findUserProfile(db: DbOrTx, userId: number): Promise<UserProfile | undefined> {
  const rows = await db
    .select({ user: users, account: accounts, subscription: subscriptions })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const { user, account, subscription } = row;
  const { passwordHash: _hash, createdAt: _created, accountId: _account, tokenVersion: _version, ...profile } = user;
  return {
    ...profile,
    accountId: account.id,
    payment: account.payment,
    paymentExpiratedAt: account.paymentExpiratedAt,
    withoutPay: account.withoutPay,
    planId: account.planId,
    principalUserId: account.principalUserId,
    subscription: subscription ? { status: subscription.status, totalUsers: subscription.totalUsers } : null,
  };
}

/**
 * What every authenticated request needs of its caller, in one query (user + account):
 * identity, roles and the account's payment state read by the access policy.
 */
export interface CallerRow {
  id: number;
  username: string;
  isActive: boolean;
  isSuperuser: boolean;
  roles: string[];
  accountId: number;
  payment: PaymentCode;
  withoutPay: boolean;
  planId: number | null;
  principalUserId: number | null;
  /** `users.token_version`: a token signed with another version is refused. */
  tokenVersion: number;
}

/** Loads a {@link CallerRow} by user id, or undefined when the user does not exist. */
export async function findCaller(db: DbOrTx, userId: number): Promise<CallerRow | undefined> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      isActive: users.isActive,
      isSuperuser: users.isSuperuser,
      roles: users.roles,
      accountId: users.accountId,
      payment: accounts.payment,
      withoutPay: accounts.withoutPay,
      planId: accounts.planId,
      principalUserId: accounts.principalUserId,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}
