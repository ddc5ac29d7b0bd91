/** What the authentication use cases need: the session store, the token service and the clock. */
import type { TokenService } from '../../../auth/tokens';
import type { CallerCache } from '../../../auth/caller-cache';
import type { SessionStore } from './session-store';

/** Shared dependencies of the session use cases. */
export interface AuthDeps {
  /** Users, callers and refresh tokens (the Drizzle one: accounts.module.ts `authDepsOver`). */
  sessions: SessionStore;
  tokens: TokenService;
  /** Current time (injected; tests move it). */
  clock: () => Date;
  /** Callers and profiles kept between requests (auth/caller-cache.ts); absent: every request queries. */
  callerCache?: CallerCache;
}
