/**
 * Single-use mailed tokens: random 256-bit values; only their SHA-256 is stored. Web Crypto
 * (`globalThis.crypto`, in Node and in browsers alike), so the fake back end runs these too.
 */
import type { AccountTokenPurpose, AccountTokenRow } from '../../../db/schema';
import type { AccountsStore } from './accounts-store';
import type { LinkProblem } from '../../../../../src/domain/accounts/email-links';
import { linkExpiresAt, linkProblem } from '../../../../../src/domain/accounts/account-flows';

/** Hex SHA-256 of a token (its UTF-8 bytes) as stored. */
export async function hashToken(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `bytes` in base64url without padding (RFC 4648 §5), as Node's `Buffer#toString('base64url')`. */
function base64url(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
  const token = base64url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
  await store.insertAccountToken({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: await hashToken(token),
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
  const row = await store.findAccountToken(purpose, await hashToken(token.trim()));
  const problem = linkProblem(row, now);
  return problem === null && row ? { kind: 'ok', row } : { kind: 'refused', problem: problem ?? 'invalid' };
}
