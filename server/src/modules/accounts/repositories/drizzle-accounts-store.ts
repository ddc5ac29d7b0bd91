/** The Drizzle implementation of {@link AccountsStore}, over one database handle or transaction. */
import type { DbOrTx } from '../../../db/database';
import type { AccountsStore } from '../use-cases/accounts-store';
import { findAccountToken, insertAccountToken, retireAccountTokens, useAccountToken } from './account-tokens.repository';
import { insertAccount, setAccountPrincipal } from './accounts.repository';
import { drizzleTeamAuditLog } from './drizzle-team-audit-log';
import { listTeamAudit } from './team-audit.repository';
import {
  countAccountUsers,
  deleteUser,
  emailTaken,
  endUserSessions,
  findAccountCapacity,
  findUserByEmail,
  listAccountUsers,
  lockAccount,
  updateUser,
  usernameTaken,
} from './team.repository';
import { findUserById, findUserByUsername, findUserProfile, insertUser } from './users.repository';

/** The accounts store reading and writing with `db`; its `transaction` opens one on `db`. */
export function drizzleAccountsStore(db: DbOrTx): AccountsStore {
  return {
    findUserById: (id) => findUserById(db, id),
    findUserByUsername: (username) => findUserByUsername(db, username),
    findUserByEmail: (email) => findUserByEmail(db, email),
    findUserProfile: (userId) => findUserProfile(db, userId),
    usernameTaken: (username, exceptUserId) => usernameTaken(db, username, exceptUserId),
    emailTaken: (email, exceptUserId) => emailTaken(db, email, exceptUserId),
    listAccountUsers: (accountId, principalUserId) => listAccountUsers(db, accountId, principalUserId),
    countAccountUsers: (accountId) => countAccountUsers(db, accountId),
    findAccountCapacity: (accountId) => findAccountCapacity(db, accountId),
    lockAccount: (accountId) => lockAccount(db, accountId),
    insertAccount: (account) => insertAccount(db, account),
    setAccountPrincipal: (accountId, principalUserId) => setAccountPrincipal(db, accountId, principalUserId),
    insertUser: (user) => insertUser(db, user),
    updateUser: (userId, changes) => updateUser(db, userId, changes),
    endUserSessions: (userId, at) => endUserSessions(db, userId, at),
    deleteUser: (userId) => deleteUser(db, userId),
    insertAccountToken: (token) => insertAccountToken(db, token),
    findAccountToken: (purpose, tokenHash) => findAccountToken(db, purpose, tokenHash),
    useAccountToken: (id, at) => useAccountToken(db, id, at),
    retireAccountTokens: (userId, purpose, at) => retireAccountTokens(db, userId, purpose, at),
    listTeamAudit: (accountId) => listTeamAudit(db, accountId),
    audit: drizzleTeamAuditLog(db),
    transaction: (work) => db.transaction((tx) => work(drizzleAccountsStore(tx))),
  };
}
