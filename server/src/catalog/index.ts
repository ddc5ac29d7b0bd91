/**
 * The health-plan catalog as typed plain data (see README.md): the real Hapvida tables,
 * the demonstration catalog, the one price-table import path, and the merge of both.
 */
export * from './types';
export { importPriceTable, ImportReportBuilder, type ImportReport, type ImportedTableNote, type PriceTableDraft, type PriceTableImport, type PriceTableInput, type PriceTableRefusal } from './import-price-table';
export { catalogStates } from './catalog-states';
export { loadHapvidaCatalog, hapvidaFileSchema, HAPVIDA_SLUG, HAPVIDA_PROMOTIONAL_MONTHS, type HapvidaFile, type HapvidaLoadResult } from './hapvida';
export { readHapvidaFile, HAPVIDA_FILE_PATH } from './hapvida-file';
export { generateDemoCatalog, type DemoCatalog, type DemoCatalogOptions } from './demo/demo-generator';
export { bracketMultipliers, ANS_INDIVIDUAL_CEILING, CURRENT_TABLE_YEAR, FIRST_TABLE_YEAR } from './demo/prices';
export { buildCatalog, mergeCatalogs, DEFAULT_CATALOG_SEED, type BuildCatalogOptions, type BuiltCatalog } from './build-catalog';
export { catalogStats, type CatalogStats } from './catalog-stats';
export { mulberry32, rngFor, hash32 } from './prng';
