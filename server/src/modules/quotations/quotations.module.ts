/**
 * The quotations module's plugin: wires the Drizzle saved-quotations store and the clients
 * module's store (a saved proposal is linked to one of the account's clients) into the use
 * cases and registers `/api/quotation/` and `/api/quotations/`. Options: the database and the clock.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { drizzleClientsStore } from '../clients';
import { drizzleTableUpdatesStore } from '../table-updates';
import { drizzleQuotationsStore } from './repositories/drizzle-quotations-store';
import { quotationRoutes } from './routes/quotations.routes';

/** The saved quotations' routes over the database `db`. */
export const quotationsModule: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  await app.register(quotationRoutes, { store: drizzleQuotationsStore(db), clients: drizzleClientsStore(db), clock, tableUpdates: { store: drizzleTableUpdatesStore(db), clock } });
};
