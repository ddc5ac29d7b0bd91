/**
 * The parts of the price-table import (docs/table-import.md) that read no file, kept apart from
 * import-table.ts (whose readers need csv-parse and exceljs) so they run wherever the use cases
 * run — the fake back end in the browser included, which reads no file
 * (docs/decisions/2026-11-28-fake-mode-does-not-read-operator-files.md):
 * - `checkImportForm`: the form's own checks, the first step of `importTable`; every problem
 *   answered at once, each on its field — `file` (none sent, or a name that is not `.csv` /
 *   `.xlsx`), `institution_id` (not in the catalog), `effective_date` (before today in
 *   Brasília, the injected clock), `state_id` (not a state 1–27);
 * - `recentTableImports`: the audit list of committed imports.
 */
import { TABLE_UPDATE_MESSAGES, type TableImportFieldsWire } from '../../../../../src/contract/table-updates';
import { stateById, type BrazilianState } from '../../../../../src/domain/quotation/states';
import { formatOfFileName, type PriceTableFileFormat } from '../../../catalog/price-table-format';
import { todayOf, type TableUpdatesDeps } from './history';

/** The institution an import names, as the catalog's store answers it. */
type Institution = NonNullable<Awaited<ReturnType<TableUpdatesDeps['catalog']['institution']>>>;

/** Result of {@link checkImportForm}: what the form names, or DRF field errors (pt-BR). */
export type ImportFormCheck<F> =
  | { kind: 'ok'; file: F; today: string; format: PriceTableFileFormat; institution: Institution; state: BrazilianState }
  | { kind: 'invalid'; errors: Record<string, string[]> };

/** Checks the import form (`file`: the uploaded file — only its name is read —, null when none was sent). */
export async function checkImportForm<F extends { fileName: string }>(deps: TableUpdatesDeps, fields: TableImportFieldsWire, file: F | null): Promise<ImportFormCheck<F>> {
  const errors: Record<string, string[]> = {};
  const today = todayOf(deps);
  const format = file ? formatOfFileName(file.fileName) : null;
  if (!file) errors.file = [TABLE_UPDATE_MESSAGES.fileRequired];
  else if (!format) errors.file = [TABLE_UPDATE_MESSAGES.fileFormat];
  const institution = await deps.catalog.institution({ id: fields.institution_id });
  if (!institution) errors.institution_id = [TABLE_UPDATE_MESSAGES.unknownInstitution];
  if (fields.effective_date < today) errors.effective_date = [TABLE_UPDATE_MESSAGES.effectiveDateInPast];
  const state = stateById(fields.state_id);
  if (!state) errors.state_id = [TABLE_UPDATE_MESSAGES.badState];
  if (Object.keys(errors).length > 0 || !file || !format || !institution || !state) return { kind: 'invalid', errors };
  return { kind: 'ok', file, today, format, institution, state };
}

/** The latest `limit` table imports (audit records: who, when, file, operator, state, date, plans), newest first. */
export function recentTableImports(deps: Pick<TableUpdatesDeps, 'store'>, limit: number) {
  return deps.store.importAudits(limit);
}
