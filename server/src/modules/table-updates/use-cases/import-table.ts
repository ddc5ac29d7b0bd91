/**
 * Use case: a superuser imports an operator's new price table (docs/table-import.md).
 *
 * One file (CSV or XLSX, `catalog/price-table-file.ts`) for one institution, one state and
 * one effective date, listing plans by id. Every table goes through the ONE import path of
 * the catalog (`importPriceTable`: shape, RN 563/2022 findings with figures). Then:
 * - dry run (`commit: false`): per plan, the 10 new prices, the table in force today and the
 *   change of each bracket (fraction), and the RN 563 findings; nothing is written;
 * - confirm (`commit: true`): the same checks again, then in ONE transaction the price
 *   tables, the audit record (who, when, file name, plans) and the calendar's history line
 *   (closing the institution's open forecast in that state, see
 *   `recordImportedUpdate`) — all or nothing.
 *
 * Refused (400, nothing written): a file that is not CSV/XLSX, a malformed file (with row and
 * column), a plan that is not of that institution and state, a plan that already has a table
 * on that date, an effective date before today (Brasília). RN 563 violations do not refuse:
 * real tables exceed the compounded check (see import-price-table.ts); the report shows them.
 * The form's own checks, before the file is read, are import-table-form.ts.
 */
import type { ImportPlanReportWire, ImportReportWire, TableImportFieldsWire } from '../../../../../src/contract/table-updates';
import { importPriceTable, type PriceTableDraft } from '../../../catalog/import-price-table';
import { readPriceTableFile } from '../../../catalog/price-table-file';
import type { TableUpdatesDeps } from './history';
import { checkImportForm } from './import-table-form';

/** Who imports (the authenticated superuser). */
export interface Importer {
  id: number;
  username: string;
}

/** The uploaded file. */
export interface UploadedTableFile {
  fileName: string;
  content: Buffer;
}

/** Result of {@link importTable}: a report, or DRF field errors (`file` with row/column). */
export type ImportTableResult = { kind: 'ok'; report: ImportReportWire } | { kind: 'invalid'; errors: Record<string, string[]> };

function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** Change of each bracket (fraction, 4 decimals) of `next` against `current`. */
export function bracketChanges(current: readonly number[], next: readonly number[]): number[] {
  return next.map((price, index) => {
    const before = current[index] ?? price;
    return Math.round(((price - before) / before) * 10_000) / 10_000;
  });
}

/** Runs the dry run (`commit` false) or the import (`commit` true). */
export async function importTable(
  deps: TableUpdatesDeps,
  importer: Importer,
  fields: TableImportFieldsWire,
  upload: UploadedTableFile | null,
  commit: boolean,
): Promise<ImportTableResult> {
  const form = await checkImportForm(deps, fields, upload);
  if (form.kind === 'invalid') return form;
  const { file, today, format, institution, state } = form;

  const read = await readPriceTableFile(file.content, format);
  if (read.kind === 'refused') return { kind: 'invalid', errors: { file: read.problems } };

  const plans = new Map((await deps.store.plansByIds(read.rows.map((row) => row.planId))).map((plan) => [plan.id, plan]));
  const dated = await deps.store.plansWithTableOn(read.rows.map((row) => row.planId), fields.effective_date);
  const problems: string[] = [];
  const drafts: Array<{ row: number; draft: PriceTableDraft; findings: ImportPlanReportWire['findings']; name: string }> = [];
  for (const row of read.rows) {
    const where = `Linha ${row.row}, coluna ${row.planColumn} (plano_id)`;
    const plan = plans.get(row.planId);
    if (!plan) {
      problems.push(`${where}: o plano ${row.planId} não existe.`);
      continue;
    }
    if (plan.institutionId !== institution.id || plan.stateId !== state.id) {
      problems.push(`${where}: o plano ${row.planId} (${plan.name}) não é da ${institution.name} em ${state.uf}.`);
      continue;
    }
    if (dated.has(plan.id)) {
      problems.push(`${where}: o plano ${row.planId} já tem tabela com vigência em ${formatDay(fields.effective_date)}.`);
      continue;
    }
    const result = importPriceTable({
      planId: plan.id,
      effectiveDate: fields.effective_date,
      pricesCents: row.pricesCents,
      source: `${institution.name} — tabela importada (${file.fileName})`,
      real: plan.real,
    });
    if (result.kind === 'refused') {
      problems.push(...result.reasons.map((reason) => `Linha ${row.row}: ${reason}`));
      continue;
    }
    drafts.push({
      row: row.row,
      draft: result.table,
      name: plan.name,
      findings: result.findings.map((finding) => ({
        code: finding.code,
        severity: finding.severity,
        message: finding.message,
        figures: { ...finding.figures } as Record<string, number>,
      })),
    });
  }
  if (problems.length > 0) return { kind: 'invalid', errors: { file: problems } };

  const inForce = await deps.store.tablesInForce(drafts.map(({ draft }) => draft.planId), today);
  const planReports: ImportPlanReportWire[] = drafts.map(({ row, draft, name, findings }) => {
    const current = inForce.get(draft.planId) ?? null;
    const changes = current ? bracketChanges(current.pricesCents, draft.pricesCents) : null;
    return {
      plan_id: draft.planId,
      plan_name: name,
      row,
      prices_cents: [...draft.pricesCents],
      current: current ? { effective_date: current.effectiveDate, prices_cents: current.pricesCents } : null,
      change_by_bracket: changes,
      average_change: changes ? Math.round((changes.reduce((sum, change) => sum + change, 0) / changes.length) * 10_000) / 10_000 : null,
      findings,
    };
  });
  const report: ImportReportWire = {
    committed: false,
    import_id: null,
    file_name: file.fileName,
    institution: { id: institution.id, full_name: institution.name },
    state_id: state.id,
    uf: state.uf,
    effective_date: fields.effective_date,
    plans: planReports,
  };
  if (!commit) return { kind: 'ok', report };

  const now = deps.clock();
  const importId = await deps.store.transaction(async (tx) => {
    const tableIds = await tx.insertPriceTables(
      drafts.map(({ draft }) => ({
        planId: draft.planId,
        effectiveDate: draft.effectiveDate,
        pricesCents: [...draft.pricesCents],
        promotionalPricesCents: null,
        promotionalMonths: null,
        source: draft.source,
        real: draft.real,
      })),
    );
    const id = await tx.insertImportAudit(
      {
        userId: importer.id,
        username: importer.username,
        fileName: file.fileName,
        institutionId: institution.id,
        stateId: state.id,
        effectiveDate: fields.effective_date,
        plans: drafts.map(({ draft, name }, index) => ({ planId: draft.planId, planName: name, priceTableId: tableIds[index] ?? 0 })),
      },
      now,
    );
    const count = drafts.length;
    await tx.recordImportedUpdate(
      {
        institutionId: institution.id,
        stateId: state.id,
        effectiveDate: fields.effective_date,
        description: `Nova tabela de ${count === 1 ? '1 plano' : `${count} planos`} (importada de ${file.fileName}).`,
        importId: id,
      },
      now,
    );
    return id;
  });
  return { kind: 'ok', report: { ...report, committed: true, import_id: importId } };
}
