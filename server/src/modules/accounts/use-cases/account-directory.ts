/**
 * What other modules read and write of accounts and their users, as a port: the payments
 * module reads the account, its principal and its seat count, locks the account row for its
 * billing transactions and registers a new account at checkout. The Drizzle one is
 * repositories/drizzle-account-directory.ts: build it over the transaction the caller runs,
 * so the lock and the reads belong to it.
 */
import type { AccountRow, UserRow } from '../../../db/schema';
import type { RegisterInput, newUserFields } from './register-user';

export interface AccountDirectory {
  /** The account, or undefined. */
  findAccountById(accountId: number): Promise<AccountRow | undefined>;
  /** How many users the account has (its seats in use). */
  countAccountUsers(accountId: number): Promise<number>;
  /** Locks the account's row until the transaction ends (billing changes of one account run one at a time). */
  lockAccount(accountId: number): Promise<void>;
  /** The user, or undefined. */
  findUserById(id: number): Promise<UserRow | undefined>;
  /** The user with this e-mail (lower case), or undefined. */
  findUserByEmail(email: string): Promise<UserRow | undefined>;
  /** Field errors (pt-BR, DRF shape) of a new user's username, e-mail and password; empty when fine. */
  checkNewUser(input: Pick<RegisterInput, 'username' | 'email' | 'password'>): Promise<Record<string, string[]>>;
  /** Creates a self-registered account (FR, no plan) and its inactive principal user, and the confirmation token (48 h). */
  insertSelfRegistration(fields: ReturnType<typeof newUserFields>, now: Date): Promise<{ user: UserRow; token: string }>;
}
