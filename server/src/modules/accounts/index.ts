/**
 * The accounts module's public face (docs/decisions/2026-11-28-server-modules.md): identity —
 * login, token refresh, logout, the current user, registration, e-mail flows, profile, team.
 * Other modules import from here only. The repository functions below are published as they
 * are for the payments, clients and table-updates use cases, which read an account, its
 * users and its team in their own transactions; they are the next ones to go behind a port.
 */
export { authRoutes } from './routes/auth.routes';
export { accountRoutes } from './routes/logout.routes';
export { userRoutes } from './routes/users.routes';
export { accountsTeamRoutes } from './routes/accounts-team.routes';
export { type AuthDeps } from './use-cases/auth-deps';
export { authenticateAccessToken } from './use-cases/authenticate';
export { type AccountsDeps } from './use-cases/accounts-deps';
export { createMailThrottle } from './use-cases/mail-throttle';
export { type RegisterInput, checkNewUser, insertSelfRegistration, newUserFields, sendConfirmationMail, takenFieldErrors } from './use-cases/register-user';
export { isAdmin } from './use-cases/related-user';
export { findAccountById } from './repositories/accounts.repository';
export { type TeamAuditEntry, type TeamAuditLog } from './use-cases/team-audit-log';
export { drizzleTeamAuditLog } from './repositories/drizzle-team-audit-log';
export { countAccountUsers, findUserByEmail, lockAccount } from './repositories/team.repository';
export { findUserById } from './repositories/users.repository';
