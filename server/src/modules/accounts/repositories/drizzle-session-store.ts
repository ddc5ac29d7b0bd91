/** The Drizzle implementation of {@link SessionStore}, over one database handle or transaction. */
import type { DbOrTx } from '../../../db/database';
import type { SessionStore } from '../use-cases/session-store';
import { findRefreshToken, insertRefreshToken, revokeRefreshToken } from './refresh-tokens.repository';
import { findCaller, findUserById, findUserByUsername, findUserProfile, updateLastLogin } from './users.repository';

/** The session store reading and writing with `db`; its `transaction` opens one on `db`. */
export function drizzleSessionStore(db: DbOrTx): SessionStore {
  return {
    findCaller: (userId) => findCaller(db, userId),
    findUserProfile: (userId) => findUserProfile(db, userId),
    findUserByUsername: (username) => findUserByUsername(db, username),
    findUserById: (id) => findUserById(db, id),
    updateLastLogin: (userId, at) => updateLastLogin(db, userId, at),
    insertRefreshToken: (token) => insertRefreshToken(db, token),
    findRefreshToken: (jti) => findRefreshToken(db, jti),
    revokeRefreshToken: (jti, userId, at) => revokeRefreshToken(db, jti, userId, at),
    transaction: (work) => db.transaction((tx) => work(drizzleSessionStore(tx))),
  };
}
