/**
 * The clients module's plugin: wires the Drizzle clients store (repositories/drizzle-clients-store.ts)
 * into the use cases and registers `/api/clients/…`. Options: the database and the clock.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { drizzleClientsStore } from './repositories/drizzle-clients-store';
import { clientRoutes } from './routes/clients.routes';

/** The clients' routes over the database `db`. */
export const clientsModule: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  await app.register(clientRoutes, { store: drizzleClientsStore(db), clock });
};
