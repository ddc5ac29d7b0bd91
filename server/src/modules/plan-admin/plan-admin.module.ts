/**
 * The plan-admin module's plugin: wires the Drizzle plan-admin store
 * (repositories/drizzle-plan-admin-store.ts) into the use cases and registers the plan
 * editor (`/api/admin/plans…`, rules, audit). Options: the database and the clock.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { drizzlePlanAdminStore } from './repositories/drizzle-plan-admin-store';
import { planAdminRoutes } from './routes/plan-admin.routes';

/** The plan editor's routes over the database `db`. */
export const planAdminModule: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  await app.register(planAdminRoutes, { store: drizzlePlanAdminStore(db), clock });
};
