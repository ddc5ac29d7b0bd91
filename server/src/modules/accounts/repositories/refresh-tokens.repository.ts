/** Issued refresh tokens, by `jti`, so they can be revoked at logout. */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { refreshTokens, type RefreshTokenRow } from '../../../db/schema';

/**
 * Records an issued refresh token, and deletes the same user's tokens that expired before
 * `createdAt` (an expired refresh JWT is refused by its `exp` claim before the table is
 * read, so those rows are dead weight): the table holds, per user, only live sessions.
 */
export async function insertRefreshToken(
  db: DbOrTx,
  token: { jti: string; userId: number; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, token.userId), lt(refreshTokens.expiresAt, token.createdAt)));
  await db.insert(refreshTokens).values(token);
}

/** Finds a refresh token by `jti`. */
export async function findRefreshToken(db: DbOrTx, jti: string): Promise<RefreshTokenRow | undefined> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti)).limit(1);
  return rows[0];
}

/**
 * Revokes a refresh token of `userId` at `at`.
 * @returns true if it was active and is now revoked; false if unknown, another user's or already revoked.
 */
export async function revokeRefreshToken(db: DbOrTx, jti: string, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ jti: refreshTokens.jti });
  return rows.length > 0;
}
