/**
 * The authentication kit: what a separate service needs to know who calls it with the main
 * API's tokens — the token service, the session dependency set over the main schema's users
 * (`authDepsOver`, the accounts module's), the check of one access token (the cable's
 * subscriptions), the caller a use case receives, and the address key of the rate limits.
 */
export { createTokenService } from '../auth/tokens';
export type { AuthenticatedUser } from '../auth/authenticated-user';
export { clientKey } from '../auth/login-throttle';
export { authDepsOver, authenticateAccessToken, type AuthDeps } from '../modules/accounts/index';
