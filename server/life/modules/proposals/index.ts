/**
 * The proposals module's public face: the implanted proposal, the client's link and its
 * proof of identity. app.ts registers {@link proposalsModule}; the saved module reopens the
 * broker's quotations and proposals through {@link drizzleLifeProposalsStore}.
 */
export { LIFE_PROOF_PER_ADDRESS, proposalsModule, proofLimiterOver, type ProposalsModuleOptions } from './proposals.module';
export { type LifeProposalsStore } from './use-cases/life-proposals-store';
export { drizzleLifeProposalsStore } from './repositories/drizzle-life-proposals-store';
export { type LifeProposalDeps } from './use-cases/life-proposals';
