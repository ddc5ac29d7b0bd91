/** The Drizzle implementation of {@link LifeQuotationsStore}, over the service's database handles. */
import { drizzleClientsStore } from '../../../../src/kit/clients';
import type { LifeDatabase } from '../../../db/database';
import type { LifeQuotationsStore } from '../use-cases/life-quotations-store';
import { completeQuotation, findLifeQuotation, findPendingIds, findToResend, insertPendingQuotation, markDelivered, nextQuoteSequence } from './life-quotations.repository';

/** The life quotations in `db.life`, their clients in the main schema (`db.main`). */
export function drizzleLifeQuotationsStore(db: LifeDatabase): LifeQuotationsStore {
  const clients = drizzleClientsStore(db.main);
  return {
    isAccountClient: async (accountId, clientId) => (await clients.find(accountId, clientId)) !== null,
    typedClientId: async (accountId, createdBy, typed, at) => (await clients.findOrCreateTyped(accountId, createdBy, typed, at)).id,
    insertPending: (quotation) => insertPendingQuotation(db.life, quotation),
    nextQuoteSequence: () => nextQuoteSequence(db.life),
    complete: (id, outcome) => completeQuotation(db.life, id, outcome),
    markDelivered: (id, at) => markDelivered(db.life, id, at),
    toResend: (userId, company, completedSince) => findToResend(db.life, userId, company, completedSince),
    pendingIds: () => findPendingIds(db.life),
    find: (id) => findLifeQuotation(db.life, id),
  };
}
