/**
 * The catalog module's public face (docs/decisions/2026-11-28-server-modules.md): the quote,
 * the plan detail and extras, the catalog lists, the in-memory catalog snapshot and the one
 * mapping of a plan's rules and providers to the wire (which the plan editor reuses).
 * Other modules import from here only.
 */
export { catalogModule } from './catalog.module';
export { type CatalogStore } from './use-cases/catalog-store';
export { drizzleCatalogStore } from './repositories/drizzle-catalog-store';
export { type CatalogDeps } from './use-cases/catalog-deps';
export { type CatalogSnapshotSource, createCatalogSnapshotSource } from './use-cases/catalog-snapshot-source';
export { createCatalogSnapshotCache } from './use-cases/catalog-snapshot-cache';
export { toCoparticipationRuleWire, toRefundWire, toShortfallWire } from './catalog-wire.mappers';
export { type ProviderRecord, findPlanRules, providerColumns } from './repositories/catalog.repository';
