/**
 * The proposals module's wiring: the Drizzle proposals store and the per-address limit of
 * wrong identity proofs under the use cases, and the proposal routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { clientKey } from '../../../src/kit/auth';
import { clientOf, type LifeDatabase } from '../../db/database';
import { drizzleLifeProposalsStore } from './repositories/drizzle-life-proposals-store';
import { proposalsRoutes } from './routes/proposals.routes';
import type { LifeProposalDeps } from './use-cases/life-proposals';

/** Wrong identity proofs on proposal links admitted from one address per hour. */
export const LIFE_PROOF_PER_ADDRESS = 20;

/**
 * The per-address limit of wrong proofs: {@link LIFE_PROOF_PER_ADDRESS} an hour, in
 * PostgreSQL's `rate_limits` table over a pool (shared by every process), in memory over PGlite.
 */
export function proofLimiterOver(db: LifeDatabase): LifeProposalDeps['proofLimiter'] {
  const client = clientOf(db.life);
  return client instanceof pg.Pool
    ? new RateLimiterPostgres({ storeClient: client, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false, keyPrefix: 'life-proof', points: LIFE_PROOF_PER_ADDRESS, duration: 3600 })
    : new RateLimiterMemory({ keyPrefix: 'life-proof', points: LIFE_PROOF_PER_ADDRESS, duration: 3600 });
}

/** What the proposal routes are built over. */
export interface ProposalsModuleOptions {
  db: LifeDatabase;
  clock: () => Date;
  /** The SPA's origin (APP_URL): the links' origin. */
  appOrigin: string;
  /** Wrong proofs per address (default {@link proofLimiterOver} the database). */
  proofLimiter?: LifeProposalDeps['proofLimiter'];
  /** New link tokens (default 32 random bytes). */
  newLinkToken?: () => string;
}

/** The proposal routes over the database. */
export const proposalsModule: FastifyPluginAsyncZod<ProposalsModuleOptions> = async (app, options) => {
  const deps: LifeProposalDeps = {
    store: drizzleLifeProposalsStore(options.db),
    clock: options.clock,
    appOrigin: options.appOrigin,
    proofLimiter: options.proofLimiter ?? proofLimiterOver(options.db),
    addressKey: clientKey,
    ...(options.newLinkToken ? { newToken: options.newLinkToken } : {}),
  };
  await app.register(proposalsRoutes, { deps });
};
