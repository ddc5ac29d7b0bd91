/** What the authentication use cases need: the database, the token service and the clock. */
import type { Database } from '../../../db/database';
import type { TokenService } from '../../../auth/tokens';
import type { CallerCache } from '../../../auth/caller-cache';

/** Shared dependencies of the session use cases. */
export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  /** Current time (injected; tests move it). */
  clock: () => Date;
  /** Callers and profiles kept between requests (auth/caller-cache.ts); absent: every request queries. */
  callerCache?: CallerCache;
}
