/**
 * The table-updates module's plugin: wires the Drizzle table-updates store
 * (repositories/drizzle-table-updates-store.ts) and the catalog module's store (the
 * institution a line or an import names) into the use cases, and registers the calendar and
 * price-table imports (`/api/history…`, `/api/admin/forecasts/…`, `/api/admin/table-imports/…`) and
 * the operator imports (`/api/operator-imports/…`). Options: the database and the clock.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { drizzleCatalogStore } from '../catalog';
import { drizzleTableUpdatesStore } from './repositories/drizzle-table-updates-store';
import { operatorImportRoutes } from './routes/operator-imports.routes';
import { tableUpdateRoutes } from './routes/table-updates.routes';

/** The table-updates routes over the database `db`. */
export const tableUpdatesModule: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const store = drizzleTableUpdatesStore(db);
  await app.register(tableUpdateRoutes, { store, catalog: drizzleCatalogStore(db), clock });
  await app.register(operatorImportRoutes, { store, clock });
};
