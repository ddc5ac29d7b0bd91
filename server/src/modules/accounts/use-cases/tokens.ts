/** Single-use mailed tokens: random 256-bit values; only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';
import type { AccountTokenPurpose, AccountTokenRow } from '../../../db/schema';
import type { AccountsStore } from './accounts-store';
import type { LinkProblem } from '../../../../../src/domain/accounts/email-links';
import { linkExpiresAt, linkProblem } from '../../../../../src/domain/accounts/account-flows';

/** Hex SHA-256 of a token as stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Creates and stores a token for `userId` (with the address it proves and who asked, for
 * an `email_change`), valid for its purpose's time (domain `linkExpiresAt`); returns the
 * clear token for the link.
 */
export async function issueAccountToken(
  store: Pick<AccountsStore, 'insertAccountToken'>,
  input: { userId: number; purpose: AccountTokenPurpose; now: Date; newEmail?: string; requestedByUserId?: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.insertAccountToken({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt: linkExpiresAt(input.purpose, input.now),
    createdAt: input.now,
    newEmail: input.newEmail ?? null,
    requestedByUserId: input.requestedByUserId ?? null,
  });
  return token;
}

/** The stored token for a clear token, or why it cannot be used (domain `linkProblem`: unknown, used, expired). */
export async function checkAccountToken(
  store: Pick<AccountsStore, 'findAccountToken'>,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<{ kind: 'ok'; row: AccountTokenRow } | { kind: 'refused'; problem: LinkProblem }> {
  const row = await store.findAccountToken(purpose, hashToken(token.trim()));
  const problem = linkProblem(row, now);
  return problem === null && row ? { kind: 'ok', row } : { kind: 'refused', problem: problem ?? 'invalid' };
}
