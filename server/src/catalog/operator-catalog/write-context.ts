/**
 * What the confirm's writers (write-catalog.ts, write-networks.ts) share: what they write
 * from, and the statement helpers (an insert's id, multi-row batches).
 */
import type { OperatorCatalogFile } from '../../../../src/contract/operator-catalog-file';
import type { CatalogState } from './catalog-diff';
import type { FileArea } from './file-rows';
import type { OperatorCatalogImportOptions, OperatorCatalogPlanReport } from './import-report';

/** What the confirm writes from: the file, its areas, what the dry run read and answered, the options. */
export interface WriteContext {
  readonly file: OperatorCatalogFile;
  readonly areaByName: ReadonlyMap<string, FileArea>;
  readonly catalog: CatalogState;
  readonly reports: readonly OperatorCatalogPlanReport[];
  readonly options: OperatorCatalogImportOptions;
}

/**
 * The id of the one row an `INSERT … RETURNING id` wrote.
 * @throws Error when it returned no row (a bug).
 */
export async function insertId(result: Promise<{ id: number }[]>): Promise<number> {
  const [row] = await result;
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (plans). */
const WRITE_BATCH = 500;

/** `rows` in slices of {@link WRITE_BATCH}. */
export function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += WRITE_BATCH) yield rows.slice(start, start + WRITE_BATCH);
}
