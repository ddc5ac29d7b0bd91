/**
 * Importing an operator catalog file (docs/operator-catalog-file.md) into the database: the
 * superuser's upload and the seed go through {@link importOperatorCatalog}.
 *
 * - Dry run (`commit: false`): reads the catalog and answers the diff — plans new / changed
 *   (which attributes, the change of each bracket against the plan's latest table) /
 *   unchanged / in the catalog but not in the file (kept, flagged) —, the RN 563 findings of
 *   every table (through `importPriceTable`, the one import path), the providers,
 *   administradoras, entities and areas that confirm would create, and the refusals. Nothing
 *   is written.
 * - Confirm (`commit: true`): the same checks again, then in ONE transaction the operator,
 *   areas, administradoras, entities, providers, networks, plans, price tables,
 *   coparticipation, carências and refunds, one audit record (`table_imports`) and one
 *   calendar history line per state — all or nothing (a failure half-way rolls it all back).
 *
 * Identity: the operator by registro ANS; a plan by operator + `codigo` (plans.operator_code);
 * an area by state + name + municipalities; a network by operator + state + name; a provider
 * by name + municipality + UF (case and accents ignored); an administradora by name; an
 * entity by acronym. A table whose plan already has one on that date with the same prices is
 * unchanged; with other prices it is refused (a table in force is history, old quotations
 * point at it: a correction is a new vigência).
 *
 * The steps live by what they do: file-rows.ts (the file's rows, checked), catalog-diff.ts
 * (what the catalog has and the diff), write-catalog.ts and write-networks.ts (the confirm's
 * writes, section by section), import-report.ts (the options and the answers).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { OperatorCatalogFile } from '../../../../src/contract/operator-catalog-file';
import type { DbOrTx } from '../../db/database';
import { plans } from '../../db/schema-catalog';
import { diffPlans, missingPlans, newProvidersOf, readCatalog, type CatalogState, type PlansDiff } from './catalog-diff';
import { checkCarencias, checkedTablesByPlan, fileAreas } from './file-rows';
import { Refusals, type OperatorCatalogImportOptions, type OperatorCatalogImportResult, type OperatorCatalogReport } from './import-report';
import { writeCatalog } from './write-catalog';

/**
 * Imports (or dry-runs) an operator catalog file already read by `readOperatorCatalogUpload`
 * (or parsed from JSON by the seed with `operatorCatalogFileSchema`). See the file header.
 * Refused — nothing read from the catalog — when a price table or a carência breaks a rule;
 * refused after the diff when a plan's code is in another UF or a table in force would change.
 */
export async function importOperatorCatalog(db: DbOrTx, file: OperatorCatalogFile, options: OperatorCatalogImportOptions): Promise<OperatorCatalogImportResult> {
  const refusals = new Refusals(options.places);
  const areaByName = fileAreas(file);
  const tablesByPlan = checkedTablesByPlan(file, refusals);
  checkCarencias(file, refusals);
  if (refusals.total > 0) return refusals.answer();

  const catalog = await readCatalog(db, file, areaByName);
  const diff = diffPlans(file, areaByName, tablesByPlan, catalog, refusals);
  if (refusals.total > 0) return refusals.answer();
  const report = dryRunReport(file, catalog, diff);
  if (!options.commit) return { kind: 'ok', report };

  const importIds = await db.transaction(async (tx) => {
    const ids = await writeCatalog(tx, { file, areaByName, catalog, reports: diff.reports, options });
    await options.afterWrite?.(tx, { report, importIds: ids });
    return ids;
  });
  return { kind: 'ok', report: { ...report, committed: true, importIds } };
}

/** The dry run's answer: the operator, each plan's status with the counts, the plans left out, and what confirm would create. */
function dryRunReport(file: OperatorCatalogFile, catalog: CatalogState, diff: PlansDiff): OperatorCatalogReport {
  const { reports } = diff;
  const missing = missingPlans(file, catalog);
  return {
    committed: false,
    importIds: [],
    operator: { ansRegistration: file.operadora.registro_ans ?? '', name: file.operadora.nome, isNew: !catalog.institution },
    plans: reports,
    counts: {
      new: reports.filter((plan) => plan.status === 'new').length,
      changed: reports.filter((plan) => plan.status === 'changed').length,
      unchanged: reports.filter((plan) => plan.status === 'unchanged').length,
      missing: missing.length,
    },
    missing,
    newProviders: newProvidersOf(file, catalog),
    newAdministradoras: [...diff.newAdministradoras],
    newEntities: [...diff.newEntities],
    newAreas: [...diff.newAreas],
  };
}

/** Plans of an operator that carry an operator code (what a re-import matches). */
export async function countCodedPlans(db: DbOrTx, institutionId: number): Promise<number> {
  const rows = await db.select({ id: plans.id }).from(plans).where(and(eq(plans.institutionId, institutionId), isNotNull(plans.operatorCode)));
  return rows.length;
}
