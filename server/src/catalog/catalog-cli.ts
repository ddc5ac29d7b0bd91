/**
 * Builds the catalog in memory and prints its counts, the import summaries and the time
 * it took (no database). `npx tsx server/src/catalog/catalog-cli.ts [small] [seed]`.
 */
import { buildCatalog, DEFAULT_CATALOG_SEED } from './build-catalog';
import { catalogStats } from './catalog-stats';

const scale = process.argv[2] === 'small' ? 'small' : 'full';
const seed = process.argv[3] === undefined ? DEFAULT_CATALOG_SEED : Number(process.argv[3]);
const started = performance.now();
const { catalog, reports } = buildCatalog({ scale, seed });
const elapsed = performance.now() - started;
console.log(reports.hapvida.summary);
console.log(reports.rest.summary);
console.log(JSON.stringify(catalogStats(catalog), null, 2));
console.log(`Catálogo '${scale}' (semente ${seed}) montado em ${elapsed.toFixed(0)} ms.`);
