/**
 * What `importOperatorCatalog` takes and answers (import-operator-catalog.ts): its
 * options, the dry run's / confirm's report and the refusals.
 */
import type { PriceTableFinding } from '../../../../src/domain/quotation';
import type { DbOrTx } from '../../db/database';
import type { CatalogPlaces } from './read-file';

/** Who imports: a superuser, or the seed. */
export type CatalogImportActor = { readonly id: number; readonly username: string } | 'seed';

/** Options of `importOperatorCatalog`. */
export interface OperatorCatalogImportOptions {
  readonly actor: CatalogImportActor;
  /** Shown in the audit and the calendar line (already sanitized by the caller). */
  readonly fileName: string;
  /** false: dry run, nothing written. */
  readonly commit: boolean;
  /** The clock's now (audit and calendar timestamps). */
  readonly now: Date;
  /** Where rows are in the upload, for messages; absent: "precos, item N". */
  readonly places?: CatalogPlaces;
  /**
   * Confirm only: called inside the import's transaction after everything is written, with the
   * report and the audit ids (the control panel's list of imports is written here, so it is
   * all or nothing with the rest). A throw rolls the whole import back.
   */
  readonly afterWrite?: (tx: DbOrTx, written: { readonly report: OperatorCatalogReport; readonly importIds: readonly number[] }) => Promise<void>;
}

/** What the import does to one plan of the file. */
export interface OperatorCatalogPlanReport {
  readonly code: string;
  readonly name: string;
  readonly uf: string;
  readonly area: string;
  readonly status: 'new' | 'changed' | 'unchanged';
  /** Changed attributes ('preços', 'acomodação', 'coparticipações', …); empty when new or unchanged. */
  readonly changes: readonly string[];
  /** Change of each bracket (fraction, 4 decimals) of the file's latest table against the plan's latest table; null when new or no change. */
  readonly bracketChanges: readonly number[] | null;
  /** RN 563/2022 findings of the plan's tables (warnings and violations do not refuse). */
  readonly findings: readonly PriceTableFinding[];
}

/** The answer of a dry run or a confirm. */
export interface OperatorCatalogReport {
  readonly committed: boolean;
  /** Audit record ids written (one per state), empty on a dry run. */
  readonly importIds: readonly number[];
  readonly operator: { readonly ansRegistration: string; readonly name: string; readonly isNew: boolean };
  readonly plans: readonly OperatorCatalogPlanReport[];
  readonly counts: { readonly new: number; readonly changed: number; readonly unchanged: number; readonly missing: number };
  /** Plans of the operator in the file's states that the file does not list: kept, flagged. */
  readonly missing: readonly { readonly id: number; readonly name: string; readonly code: string | null; readonly uf: string }[];
  /** Providers not in the catalog (created on confirm). */
  readonly newProviders: readonly { readonly name: string; readonly city: string; readonly uf: string }[];
  readonly newAdministradoras: readonly string[];
  readonly newEntities: readonly string[];
  readonly newAreas: readonly string[];
}

/** Result: a report, or the refusals (at most 100 listed, with their total). */
export type OperatorCatalogImportResult =
  | { readonly kind: 'ok'; readonly report: OperatorCatalogReport }
  | { readonly kind: 'refused'; readonly problems: readonly string[]; readonly total: number };

const MAX_LISTED = 100;

/** The refusals of one import: every one counted, the first {@link MAX_LISTED} listed (pt-BR, each with its place in the upload). */
export class Refusals {
  readonly problems: string[] = [];
  total = 0;

  constructor(private readonly places: CatalogPlaces | undefined) {}

  /** Counts the refusal, and lists it while fewer than 100 are listed. */
  add(message: string): void {
    this.total += 1;
    if (this.problems.length < MAX_LISTED) this.problems.push(message);
  }

  /** "Aba precos, linha 7" (the upload's place) or "Seção precos, item 7" of a row (0-based index in its section). */
  place(section: 'precos' | 'carencias' | 'planos', index: number): string {
    return this.places?.rowPlace(section, index) ?? `Seção ${section}, item ${index + 1}`;
  }

  /** The refused answer. */
  answer(): OperatorCatalogImportResult {
    return { kind: 'refused', problems: this.problems, total: this.total };
  }
}
