/** The Drizzle implementation of {@link AccountDirectory}, over one database handle or transaction. */
import type { DbOrTx } from '../../../db/database';
import type { AccountDirectory } from '../use-cases/account-directory';
import { checkNewUser, insertSelfRegistration } from '../use-cases/register-user';
import { drizzleAccountsStore } from './drizzle-accounts-store';
import { findAccountById } from './accounts.repository';
import { countAccountUsers, findUserByEmail, lockAccount } from './team.repository';
import { findUserById } from './users.repository';

/** The account directory reading and writing with `db` (pass the caller's transaction). */
export function drizzleAccountDirectory(db: DbOrTx): AccountDirectory {
  return {
    findAccountById: (accountId) => findAccountById(db, accountId),
    countAccountUsers: (accountId) => countAccountUsers(db, accountId),
    lockAccount: (accountId) => lockAccount(db, accountId),
    findUserById: (id) => findUserById(db, id),
    findUserByEmail: (email) => findUserByEmail(db, email),
    checkNewUser: (input) => checkNewUser(drizzleAccountsStore(db), input),
    insertSelfRegistration: (fields, now) => insertSelfRegistration(drizzleAccountsStore(db), fields, now),
  };
}
