/**
 * The accounts module's wiring: the Drizzle session store (repositories/drizzle-session-store.ts)
 * and accounts store (repositories/drizzle-accounts-store.ts), the logo files and their
 * re-encoding (media/), put into the dependencies its
 * use cases receive. The routes stay registered one by one by app.ts, since the
 * authentication hook (and the life service's) shares the session dependencies and the
 * payments module shares the accounts ones.
 */
import type { Database } from '../../db/database';
import { drizzleAccountsStore } from './repositories/drizzle-accounts-store';
import { drizzleSessionStore } from './repositories/drizzle-session-store';
import { mediaLogoFiles } from './media/logo-files';
import { normalizeLogo } from './media/logo-image';
import type { AccountsDeps } from './use-cases/accounts-deps';
import type { AuthDeps } from './use-cases/auth-deps';

/** The session use cases' dependencies (login, refresh, logout, the caller, `/api/users/me/`) over the database `db`. */
export function authDepsOver(db: Database, deps: Omit<AuthDeps, 'sessions'>): AuthDeps {
  return { ...deps, sessions: drizzleSessionStore(db) };
}

/**
 * The "Accounts and team" use cases' dependencies (registration, e-mail flows, profile, team)
 * over the database `db`, with the logos as files under `mediaDir` (`DATA_DIR/media`), re-encoded by sharp.
 */
export function accountsDepsOver(db: Database, { mediaDir, ...deps }: Omit<AccountsDeps, 'store' | 'logos' | 'normalizeLogo'> & { mediaDir: string }): AccountsDeps {
  return { ...deps, store: drizzleAccountsStore(db), logos: mediaLogoFiles(mediaDir), normalizeLogo };
}
