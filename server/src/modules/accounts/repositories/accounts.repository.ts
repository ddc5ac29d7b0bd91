/** Reads and writes of `accounts` and `subscriptions`. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { accounts, subscriptions, type AccountRow, type SubscriptionRow } from '../../../db/schema';

/** Fields for a new account; `principalUserId` is usually set after the owner is created. */
export type NewAccount = typeof accounts.$inferInsert;

/** Inserts an account and returns the stored row. */
export async function insertAccount(db: DbOrTx, account: NewAccount): Promise<AccountRow> {
  const rows = await db.insert(accounts).values(account).returning();
  const row = rows[0];
  if (!row) throw new Error('insertAccount returned no row');
  return row;
}

/** Sets the account's principal user (the owner). */
export async function setAccountPrincipal(db: DbOrTx, accountId: number, principalUserId: number): Promise<void> {
  await db.update(accounts).set({ principalUserId }).where(eq(accounts.id, accountId));
}

/** Finds an account by id. */
export async function findAccountById(db: DbOrTx, accountId: number): Promise<AccountRow | undefined> {
  const rows = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return rows[0];
}

/** Fields for a new subscription (one per account). */
export type NewSubscription = typeof subscriptions.$inferInsert;

/** Inserts the account's subscription and returns the stored row. */
export async function insertSubscription(db: DbOrTx, subscription: NewSubscription): Promise<SubscriptionRow> {
  const rows = await db.insert(subscriptions).values(subscription).returning();
  const row = rows[0];
  if (!row) throw new Error('insertSubscription returned no row');
  return row;
}
