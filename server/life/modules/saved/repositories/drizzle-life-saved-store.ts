/** The Drizzle implementation of {@link LifeSavedStore}: the list's SQL here, the reopened rows through the proposals module's store. */
import type { LifeDatabase } from '../../../db/database';
import { drizzleLifeProposalsStore } from '../../proposals/index';
import type { LifeSavedStore } from '../use-cases/life-saved-store';
import { countSaved, listSaved } from './life-saved.repository';

/** The broker's saved items in `db.life`. */
export function drizzleLifeSavedStore(db: LifeDatabase): LifeSavedStore {
  const proposals = drizzleLifeProposalsStore(db);
  return {
    count: (userId, company) => countSaved(db.life, userId, company),
    page: (userId, company, page) => listSaved(db.life, userId, company, page),
    brokerQuotation: (id, userId, company) => proposals.brokerQuotation(id, userId, company),
    brokerProposal: (id, userId, company) => proposals.brokerProposal(id, userId, company),
  };
}
