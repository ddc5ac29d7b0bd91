/**
 * The quote-preferences module's plugin: wires the Drizzle last-quote store into the use
 * cases and registers `/api/quote-preferences/`. Options: the database and the clock.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { drizzleQuotePreferencesStore } from './repositories/drizzle-quote-preferences-store';
import { quotePreferencesRoutes } from './routes/quote-preferences.routes';

/** The last-quote routes over the database `db`. */
export const quotePreferencesModule: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  await app.register(quotePreferencesRoutes, { store: drizzleQuotePreferencesStore(db), clock });
};
