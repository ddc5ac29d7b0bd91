/**
 * The accounts module's public face (docs/decisions/2026-11-28-server-modules.md): identity —
 * login, token refresh, logout, the current user, registration, e-mail flows, profile, team.
 * Other modules import from here only: the payments module reads and locks accounts through
 * the {@link AccountDirectory} port, the clients module writes the team audit through
 * {@link TeamAuditLog}; each is built over the caller's transaction.
 */
export { authRoutes } from './routes/auth.routes';
export { accountRoutes } from './routes/logout.routes';
export { userRoutes } from './routes/users.routes';
export { accountsTeamRoutes } from './routes/accounts-team.routes';
export { type AuthDeps } from './use-cases/auth-deps';
export { authDepsOver, accountsDepsOver } from './accounts.module';
export { type SessionStore } from './use-cases/session-store';
export { type AccountsStore } from './use-cases/accounts-store';
export { authenticateAccessToken } from './use-cases/authenticate';
export { type AccountsDeps } from './use-cases/accounts-deps';
export { createMailThrottle } from './use-cases/mail-throttle';
export { type RegisterInput, newUserFields, sendConfirmationMail, takenFieldErrors } from './use-cases/index';
export { isAdmin } from './use-cases/related-user';
export { type AccountDirectory } from './use-cases/account-directory';
export { drizzleAccountDirectory } from './repositories/drizzle-account-directory';
export { type TeamAuditEntry, type TeamAuditLog } from './use-cases/team-audit-log';
export { drizzleTeamAuditLog } from './repositories/drizzle-team-audit-log';
