/** Mailed single-use tokens (`account_tokens`), stored by SHA-256. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { accountTokens, type AccountTokenPurpose, type AccountTokenRow } from '../../../db/schema';

/**
 * Records a token (its hash) for `userId`; `newEmail` and `requestedByUserId` (who asked:
 * the user or an admin) only for an `email_change` token.
 */
export async function insertAccountToken(
  db: DbOrTx,
  token: {
    userId: number;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
    newEmail?: string | null;
    requestedByUserId?: number | null;
  },
): Promise<void> {
  await db.insert(accountTokens).values(token);
}

/** Finds a token of `purpose` by hash. */
export async function findAccountToken(
  db: DbOrTx,
  purpose: AccountTokenPurpose,
  tokenHash: string,
): Promise<AccountTokenRow | undefined> {
  const rows = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return rows[0];
}

/**
 * Marks a token used at `at`, only if it was not used yet (so two concurrent uses cannot
 * both succeed). @returns true when this call used it.
 */
export async function useAccountToken(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length > 0;
}

/** Marks every unused token of `purpose` of a user as used (superseded). */
export async function retireAccountTokens(db: DbOrTx, userId: number, purpose: AccountTokenPurpose, at: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Deletes every token of a user (when the user is deleted). */
export async function deleteAccountTokensOfUser(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
}
