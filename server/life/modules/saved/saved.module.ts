/** The saved module's wiring: the Drizzle saved-items store under the use cases, and the routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LifeDatabase } from '../../db/database';
import { drizzleLifeSavedStore } from './repositories/drizzle-life-saved-store';
import { savedRoutes } from './routes/saved.routes';

/** The saved items' routes over the database. */
export const savedModule: FastifyPluginAsyncZod<{ db: LifeDatabase }> = async (app, { db }) => {
  await app.register(savedRoutes, { deps: { store: drizzleLifeSavedStore(db) } });
};
