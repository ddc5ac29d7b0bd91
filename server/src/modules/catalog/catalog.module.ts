/**
 * The catalog module's plugin: wires the Drizzle implementation of the catalog's reading
 * port (repositories/drizzle-catalog-store.ts) into its use cases and registers its routes
 * — the catalog lists (`/api/states/`, institutions, entities, occupations, hospitals) and
 * the plans (quote, detail). Options: the database, the clock and the process's catalog
 * snapshot (quotes read it, not the database).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogDeps } from './use-cases/catalog-deps';
import type { CatalogSnapshotSource } from './use-cases/catalog-snapshot-source';
import { drizzleCatalogStore } from './repositories/drizzle-catalog-store';
import { catalogRoutes } from './routes/catalog.routes';
import { planRoutes } from './routes/plans.routes';

/** The catalog's routes over the database `db`. */
export const catalogModule: FastifyPluginAsyncZod<CatalogDeps & { snapshot: CatalogSnapshotSource }> = async (app, { db, clock, snapshot }) => {
  const store = drizzleCatalogStore(db);
  await app.register(catalogRoutes, { db, clock, store });
  await app.register(planRoutes, { db, clock, snapshot, store });
};
