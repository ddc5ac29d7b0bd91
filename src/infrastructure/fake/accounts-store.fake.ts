/**
 * The accounts module's store port (server/src/modules/accounts/use-cases/accounts-store.ts) in
 * memory, so the fake back end runs the server's own registration, e-mail, profile and team use
 * cases. Storage only: each method answers what the port's docstring says (case-insensitive
 * username and e-mail lookups where it says so; an account's users principal first, then by
 * creation; the audit newest first, at most 200; a unique username or e-mail taken twice
 * rejects as the database's unique violation does).
 *
 * Users are the FakeAuthGateway's (`auth.users`: a change shows in `currentUser`, a user
 * registered here logs in once active): `is_active` is `auth.inactive`, the password hash is
 * `auth.passwords` (a bcrypt hash written here; a clear password a test or the demo data set is
 * hashed when a row is read). As in billing-store.fake.ts, an account's id is its principal
 * user's id, and its columns (payment, plan, expiry, subscription) are written into every user
 * of the account: `insertAccount` reserves the next user id, which the account's first user
 * (the principal a registration inserts next) takes.
 *
 * `transaction` runs the work on this same store and puts everything back when it throws (locks
 * are no-ops: JavaScript runs one call at a time between awaits).
 */
import bcrypt from 'bcryptjs';
import type { AccountsStore, UserChanges } from '../../../server/src/modules/accounts/use-cases/accounts-store';
import type { User } from '../../domain/user';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { DEMO_PASSWORD } from './demo-users';

type Found<T> = NonNullable<Awaited<T>>;
/** The row types of the port (the server's Drizzle rows), as its methods answer them. */
type UserRow = Found<ReturnType<AccountsStore['findUserById']>>;
type AccountRow = Awaited<ReturnType<AccountsStore['insertAccount']>>;
type TokenRow = Found<ReturnType<AccountsStore['findAccountToken']>>;
type AuditRow = Awaited<ReturnType<AccountsStore['listTeamAudit']>>[number];
type UserProfile = Found<ReturnType<AccountsStore['findUserProfile']>>;

/** bcrypt cost of the fake's hashes (the server's test cost: a hash takes a few ms). */
export const FAKE_BCRYPT_ROUNDS = 4;
/** When the demo users joined (their `date_joined`). */
const SEED_JOINED = new Date('2025-01-02T12:00:00.000Z');
/** At most this many audit lines are listed (the server's TEAM_AUDIT_LIST_LIMIT). */
const AUDIT_LIST_LIMIT = 200;

/** What the store keeps besides the users (ids grow by one per row, as identity columns). */
export interface AccountsData {
  tokens: TokenRow[];
  audit: AuditRow[];
  /** Accounts inserted whose principal user is not in yet, by id. */
  newAccounts: Map<number, AccountRow>;
  /** When each user was created (a demo user: {@link SEED_JOINED}). */
  joined: Map<number, Date>;
  /** Token version per user (raised when its sessions end). */
  tokenVersions: Map<number, number>;
  ids: { tokens: number; audit: number };
}

/** An empty store's data. */
export const emptyAccountsData = (): AccountsData => ({ tokens: [], audit: [], newAccounts: new Map(), joined: new Map(), tokenVersions: new Map(), ids: { tokens: 0, audit: 0 } });

/** A bcrypt hash, as `auth.passwords` may hold one. */
const isHash = (value: string) => /^\$2[aby]\$\d\d\$/.test(value);

/** The error the database raises for a taken unique column (server/src/db/unique-violation.ts reads it). */
function uniqueViolation(constraint: string): Error {
  return Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), { code: '23505', constraint });
}

/** The in-memory {@link AccountsStore} over `data` and the users of `auth`; `now` stands for the database's `now()` of a column without a value. */
export function createMemoryAccountsStore(data: AccountsData, auth: FakeAuthGateway, now: () => Date): AccountsStore {
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (user: User): Promise<string> => {
    const stored = auth.passwords.get(user.username) ?? DEMO_PASSWORD;
    if (isHash(stored)) return Promise.resolve(stored);
    let hash = hashes.get(stored);
    if (!hash) hashes.set(stored, (hash = bcrypt.hash(stored, FAKE_BCRYPT_ROUNDS)));
    return hash;
  };
  const accountOf = (user: User) => user.principalUserId ?? user.id;
  const members = (accountId: number) => auth.users.filter((u) => accountOf(u) === accountId);
  const same = (a: string, b: string) => a.toLowerCase() === b.trim().toLowerCase();
  const joinedOf = (user: User) => data.joined.get(user.id) ?? SEED_JOINED;
  const nextUserId = () => Math.max(0, ...auth.users.map((u) => u.id), ...data.newAccounts.keys()) + 1;

  async function userRow(user: User): Promise<UserRow> {
    return {
      id: user.id, accountId: accountOf(user), username: user.username, name: user.name, email: user.email, phone: user.phone, cpf: user.cpf,
      passwordHash: await hashOf(user), logoPath: user.logoUrl, roles: [...user.roles], isSuperuser: user.isSuperuser, isActive: !auth.inactive.has(user.username),
      firstAccess: user.firstAccess, lastLogin: user.lastLogin ? new Date(user.lastLogin) : null, createdAt: joinedOf(user), tokenVersion: data.tokenVersions.get(user.id) ?? 0,
    };
  }
  const rowOf = async (user: User | undefined) => (user ? userRow(user) : undefined);
  const byId = (id: number) => auth.users.find((u) => u.id === id);
  const taken = (column: 'username' | 'email', value: string, exceptUserId?: number) => auth.users.some((u) => u.id !== exceptUserId && same(u[column], value));
  /** The database's unique columns compare exactly (e-mails are stored lower case). */
  function checkUnique(values: { username?: string; email?: string }, exceptUserId?: number) {
    for (const column of ['username', 'email'] as const) {
      const value = values[column];
      if (value !== undefined && auth.users.some((u) => u.id !== exceptUserId && u[column] === value)) throw uniqueViolation(`users_${column}_unique`);
    }
  }

  const store: AccountsStore = {
    findUserById: async (id) => rowOf(byId(id)),
    findUserByUsername: async (username) => rowOf(auth.users.find((u) => u.username === username)),
    findUserByEmail: async (email) => rowOf(auth.users.find((u) => same(u.email, email))),
    async findUserProfile(userId): Promise<UserProfile | undefined> {
      const user = byId(userId);
      if (!user) return undefined;
      const { accountId, username, name, email, phone, cpf, logoPath, roles, isSuperuser, isActive, firstAccess, lastLogin, id } = await userRow(user);
      return {
        id, username, name, email, phone, cpf, logoPath, roles, isSuperuser, isActive, firstAccess, lastLogin, accountId,
        payment: user.payment, paymentExpiratedAt: user.paymentExpiresAt, withoutPay: user.withoutPay, planId: user.planId, principalUserId: user.principalUserId,
        subscription: user.subscription ? { ...user.subscription } : null,
      };
    },
    usernameTaken: async (username, exceptUserId) => taken('username', username, exceptUserId),
    emailTaken: async (email, exceptUserId) => taken('email', email, exceptUserId),
    async listAccountUsers(accountId, principalUserId) {
      const order = (a: User, b: User) => Number(b.id === principalUserId) - Number(a.id === principalUserId) || joinedOf(a).getTime() - joinedOf(b).getTime() || a.id - b.id;
      return Promise.all(members(accountId).sort(order).map(userRow));
    },
    countAccountUsers: async (accountId) => members(accountId).length,
    async findAccountCapacity(accountId) {
      if (data.newAccounts.has(accountId)) return { principalUserId: null, totalUsers: null };
      const owner = members(accountId).find((u) => u.id === accountId);
      return owner ? { principalUserId: owner.id, totalUsers: owner.subscription?.totalUsers ?? null } : undefined;
    },
    lockAccount: async () => undefined,
    async insertAccount(account) {
      const row: AccountRow = { id: nextUserId(), principalUserId: null, payment: 'FR', paymentExpiratedAt: null, withoutPay: false, planId: null, createdAt: now(), ...account };
      data.newAccounts.set(row.id, row);
      return { ...row };
    },
    async setAccountPrincipal(accountId, principalUserId) {
      if (principalUserId !== accountId) throw new Error('the fake keeps an account under its principal user id: the principal is the account\'s first user');
      data.newAccounts.delete(accountId);
      for (const user of members(accountId)) user.principalUserId = principalUserId;
    },
    async insertUser(row) {
      checkUnique(row);
      const account = data.newAccounts.get(row.accountId);
      const owner = account ? undefined : byId(row.accountId);
      if (!account && !owner) throw new Error(`account ${row.accountId} does not exist`);
      const id = account && !byId(account.id) ? account.id : nextUserId();
      const shared = owner
        ? { payment: owner.payment, paymentExpiresAt: owner.paymentExpiresAt, withoutPay: owner.withoutPay, planId: owner.planId, principalUserId: owner.principalUserId, subscription: owner.subscription ? { ...owner.subscription } : null }
        : { payment: account?.payment ?? 'FR', paymentExpiresAt: account?.paymentExpiratedAt ?? null, withoutPay: account?.withoutPay ?? false, planId: account?.planId ?? null, principalUserId: row.accountId, subscription: null };
      const user: User = {
        id, username: row.username, name: row.name, email: row.email, phone: row.phone ?? '', cpf: row.cpf ?? '', logoUrl: row.logoPath ?? null, roles: [...(row.roles ?? [])],
        isSuperuser: row.isSuperuser ?? false, firstAccess: row.firstAccess ?? false, lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null, ...shared,
      };
      auth.users.push(user);
      auth.passwords.set(user.username, row.passwordHash);
      if (row.isActive === false) auth.inactive.add(user.username);
      data.joined.set(id, row.createdAt ?? now());
      return userRow(user);
    },
    async updateUser(userId, changes: UserChanges) {
      const user = byId(userId);
      if (!user) return undefined;
      checkUnique(changes, userId);
      const { username, logoPath, isActive, passwordHash, ...columns } = changes;
      if (username !== undefined && username !== user.username) {
        const password = auth.passwords.get(user.username);
        const inactive = auth.inactive.delete(user.username);
        auth.passwords.delete(user.username);
        user.username = username;
        if (password !== undefined) auth.passwords.set(username, password);
        if (inactive) auth.inactive.add(username);
      }
      Object.assign(user, columns);
      if (columns.roles) user.roles = [...columns.roles];
      if (logoPath !== undefined) user.logoUrl = logoPath;
      if (isActive !== undefined) {
        if (isActive) auth.inactive.delete(user.username);
        else auth.inactive.add(user.username);
      }
      if (passwordHash !== undefined) auth.passwords.set(user.username, passwordHash);
      return userRow(user);
    },
    async endUserSessions(userId) {
      data.tokenVersions.set(userId, (data.tokenVersions.get(userId) ?? 0) + 1);
    },
    async deleteUser(userId) {
      const user = byId(userId);
      if (!user) return;
      auth.users.splice(auth.users.indexOf(user), 1);
      auth.passwords.delete(user.username);
      auth.inactive.delete(user.username);
      data.tokens = data.tokens.filter((t) => t.userId !== userId);
    },
    async insertAccountToken(token) {
      if (data.tokens.some((t) => t.tokenHash === token.tokenHash)) throw uniqueViolation('account_tokens_token_hash_unique');
      data.tokens.push({ id: (data.ids.tokens += 1), usedAt: null, newEmail: null, requestedByUserId: null, ...token });
    },
    findAccountToken: async (purpose, tokenHash) => {
      const row = data.tokens.find((t) => t.purpose === purpose && t.tokenHash === tokenHash);
      return row && { ...row };
    },
    async useAccountToken(id, at) {
      const row = data.tokens.find((t) => t.id === id);
      if (!row || row.usedAt) return false;
      row.usedAt = at;
      return true;
    },
    async retireAccountTokens(userId, purpose, at) {
      for (const row of data.tokens) if (row.userId === userId && row.purpose === purpose) row.usedAt ??= at;
    },
    listTeamAudit: async (accountId) =>
      data.audit
        .filter((row) => row.accountId === accountId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
        .slice(0, AUDIT_LIST_LIMIT)
        .map((row) => ({ ...row, details: { ...row.details } })),
    audit: {
      async record(entry) {
        data.audit.push({ id: (data.ids.audit += 1), accountId: entry.accountId, actorUsername: entry.actorUsername, action: entry.action, targetUsername: entry.targetUsername, details: entry.details ?? {}, createdAt: entry.at });
      },
    },
    async transaction(work) {
      const saved = structuredClone({ data, users: auth.users, passwords: [...auth.passwords], inactive: [...auth.inactive] });
      try {
        return await work(store);
      } catch (error) {
        Object.assign(data, saved.data);
        const kept = saved.users.map((copy) => Object.assign(byId(copy.id) ?? copy, copy));
        auth.users.splice(0, auth.users.length, ...kept);
        auth.passwords.clear();
        for (const [username, password] of saved.passwords) auth.passwords.set(username, password);
        auth.inactive.clear();
        for (const username of saved.inactive) auth.inactive.add(username);
        throw error;
      }
    },
  };
  return store;
}
