/**
 * The operator import's parts that read no file (docs/operator-catalog-file.md): the list of
 * confirmed imports and the shape of a refused upload. Kept apart from import-operator.ts
 * (whose readers need Node's streams) so the fake back end, which reads no operator file
 * (docs/decisions/2026-11-28-fake-mode-does-not-read-operator-files.md), runs them too.
 */
import { refusalSummary, type OperatorImportRecordWire, type OperatorImportRefusalWire } from '../../../../../src/contract/operator-imports';
import type { OperatorImportRow } from '../../../db/schema-table-updates';
import type { TableUpdatesStore } from './table-updates-store';

/** The module's store (table-updates-store.ts) and the clock. */
export interface OperatorImportDeps {
  store: TableUpdatesStore;
  clock: () => Date;
}

/** A refusal answer (400) of `problems` (at most 100) out of `total`: `{file, total, error}`. */
export function refusalOf(problems: readonly string[], total: number): OperatorImportRefusalWire {
  return { file: [...problems], total, error: refusalSummary(total, problems.length) };
}

function recordToWire(row: OperatorImportRow): OperatorImportRecordWire {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    username: row.username,
    file_name: row.fileName,
    operator: { id: row.institutionId, ans_registration: row.ansRegistration, name: row.operatorName },
    counts: { ...row.counts },
  };
}

/** The last 100 confirmed imports, newest first. */
export async function listOperatorImportRecords(deps: Pick<OperatorImportDeps, 'store'>): Promise<OperatorImportRecordWire[]> {
  return (await deps.store.operatorImports(100)).map(recordToWire);
}
