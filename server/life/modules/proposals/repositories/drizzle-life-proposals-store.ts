/** The Drizzle implementation of {@link LifeProposalsStore}, over the service's database handles. */
import type { LifeDatabase } from '../../../db/database';
import type { LifeProposalsStore } from '../use-cases/life-proposals-store';
import {
  clearProofAttempts,
  findBrokerContact,
  findBrokerProposal,
  findBrokerQuotation,
  findProposalByTokenHash,
  listOpenings,
  recordOpening,
  renewProposalLink,
  reserveProofAttempt,
  upsertProposal,
} from './life-proposals.repository';

/** The proposals in `db.life`, the broker's contact in the main schema (`db.main`). */
export function drizzleLifeProposalsStore(db: LifeDatabase): LifeProposalsStore {
  return {
    brokerQuotation: (id, userId, company) => findBrokerQuotation(db.life, id, userId, company),
    brokerProposal: (id, userId, company) => findBrokerProposal(db.life, id, userId, company),
    upsert: (proposal) => upsertProposal(db.life, proposal),
    byTokenHash: (tokenHash) => findProposalByTokenHash(db.life, tokenHash),
    recordOpening: (proposalId, kind, at) => recordOpening(db.life, proposalId, kind, at),
    openings: (proposalId) => listOpenings(db.life, proposalId),
    reserveProofAttempt: (proposalId, limit) => reserveProofAttempt(db.life, proposalId, limit),
    clearProofAttempts: (proposalId) => clearProofAttempts(db.life, proposalId),
    renewLink: (id, userId, expiresAt) => renewProposalLink(db.life, id, userId, expiresAt),
    brokerContact: (userId) => findBrokerContact(db.main, userId),
  };
}
