/**
 * Use case: a superuser imports a whole operator from the control panel
 * (docs/operator-catalog-file.md). The upload (already bounded by the route: ≤ 10 MiB, ≤ 8
 * files) is read by `readOperatorCatalogUpload` (encoding, 50,000 rows, the XLSX's declared
 * uncompressed size, every problem placed, at most 100 listed) and passed to
 * `importOperatorCatalog`:
 * - dry run (`commit` false): the diff, RN 563 findings, what confirm would create; nothing written;
 * - confirm (`commit` true): the same checks again, then one transaction: the catalog, the
 *   audit records and calendar lines, and the record of the control panel's list (written
 *   only when a plan is new or changed: a second confirm of the same file writes nothing and
 *   says so with its counts).
 * Confirms run one at a time (a transaction-scoped advisory lock around the whole import,
 * reads included): a second confirm of the same file reads the first's result and writes
 * nothing. Should a unique index still refuse a write (another path writing the same
 * plans), the import rolls back whole and is answered as `concurrent`.
 */
import { OPERATOR_IMPORT_MESSAGES, type OperatorImportRefusalWire, type OperatorImportReportWire } from '../../../../../src/contract/operator-imports';
import type { OperatorCatalogReport } from '../../../catalog/operator-catalog/import-report';
import { readOperatorCatalogUpload, type UploadedCatalogFile } from '../../../catalog/operator-catalog/read-file';
import { sanitizeFileName } from '../../../lib/file-name';
import type { TableUpdatesStore } from './table-updates-store';
import { uniqueViolation } from '../../../db/unique-violation';
import { refusalOf, type OperatorImportDeps } from './operator-import-records';

/** The superuser who imports. */
export interface OperatorImporter {
  id: number;
  username: string;
}

/** Result: the report (status 200 or 201), a refusal (400) or a concurrent confirm (409). */
export type OperatorImportResult =
  | { kind: 'ok'; status: 200 | 201; report: OperatorImportReportWire }
  | { kind: 'refused'; refusal: OperatorImportRefusalWire }
  | { kind: 'concurrent' };

/** The name the list and the calendar show for an upload: one file's, or the first one's and how many more. */
export function uploadName(files: readonly UploadedCatalogFile[]): string {
  const [first] = files;
  if (!first) return 'arquivo';
  return files.length === 1 ? first.fileName : `${first.fileName} e mais ${files.length - 1} arquivos`;
}

function toWire(report: OperatorCatalogReport, fileName: string, operatorImportId: number | null): OperatorImportReportWire {
  return {
    committed: report.committed,
    operator_import_id: operatorImportId,
    file_name: fileName,
    operator: { ans_registration: report.operator.ansRegistration, name: report.operator.name, is_new: report.operator.isNew },
    counts: { ...report.counts },
    plans: report.plans.map((plan) => ({
      code: plan.code,
      name: plan.name,
      uf: plan.uf,
      area: plan.area,
      status: plan.status,
      changes: [...plan.changes],
      change_by_bracket: plan.bracketChanges ? [...plan.bracketChanges] : null,
      findings: plan.findings.map((finding) => ({
        code: finding.code,
        severity: finding.severity,
        message: finding.message,
        figures: { ...finding.figures } as Record<string, number>,
      })),
    })),
    missing: report.missing.map((plan) => ({ ...plan })),
    new_providers: report.newProviders.map((provider) => ({ ...provider })),
    new_administradoras: [...report.newAdministradoras],
    new_entities: [...report.newEntities],
    new_areas: [...report.newAreas],
  };
}

/** Runs the dry run (`commit` false) or the confirm (`commit` true) of an upload. */
export async function importOperator(deps: OperatorImportDeps, importer: OperatorImporter, uploaded: readonly UploadedCatalogFile[], commit: boolean): Promise<OperatorImportResult> {
  const files = uploaded.map((file) => ({ fileName: sanitizeFileName(file.fileName), content: file.content }));
  if (files.length === 0) return { kind: 'refused', refusal: refusalOf([OPERATOR_IMPORT_MESSAGES.fileRequired], 1) };
  const read = await readOperatorCatalogUpload(files);
  if (read.kind === 'refused') return { kind: 'refused', refusal: refusalOf(read.problems, read.total) };
  const fileName = uploadName(files);
  let operatorImportId: number | null = null;
  const run = (store: TableUpdatesStore) =>
    store.importOperatorCatalog(read.file, {
      actor: { id: importer.id, username: importer.username },
      fileName,
      commit,
      now: deps.clock(),
      places: read.places,
      afterWrite: async (tx, { report, importIds }) => {
        if (report.counts.new + report.counts.changed === 0) return;
        operatorImportId = await tx.insertOperatorImport(
          {
            userId: importer.id,
            username: importer.username,
            fileName,
            ansRegistration: report.operator.ansRegistration,
            operatorName: report.operator.name,
            counts: { ...report.counts },
            tableImportIds: importIds,
          },
          deps.clock(),
        );
      },
    });
  try {
    // Confirms one at a time, across processes: the import reads the catalog (is the operator
    // new? which plans exist?) before it writes, so two confirms of a new operator would both
    // create it. Under the lock the second reads what the first committed (unchanged: 200).
    const result = commit
      ? await deps.store.transaction(async (tx) => {
          await tx.lockOperatorImports();
          return run(tx);
        })
      : await run(deps.store);
    if (result.kind === 'refused') return { kind: 'refused', refusal: refusalOf(result.problems, result.total) };
    const changed = result.report.counts.new + result.report.counts.changed > 0;
    return { kind: 'ok', status: commit && changed ? 201 : 200, report: toWire(result.report, fileName, operatorImportId) };
  } catch (error) {
    if (commit && uniqueViolation(error)) return { kind: 'concurrent' };
    throw error;
  }
}
