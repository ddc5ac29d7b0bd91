/**
 * Port of the superuser's operator import (docs/operator-catalog-file.md): an operator
 * catalog upload — one JSON, one XLSX, or one CSV per section — first as a dry run (the
 * diff, RN 563 findings, what confirm creates; nothing written), then confirmed (all in one
 * transaction); and the list of confirmed imports. Changes are fractions (0.1 = +10 %).
 */
import type { RemoteFailure, Result } from '../shared/result';
import type { ImportFinding } from './table-updates-gateway';

/** What the import does to one plan of the file. */
export interface OperatorImportPlan {
  /** The plan's code in the file. */
  readonly code: string;
  readonly name: string;
  readonly uf: string;
  readonly area: string;
  readonly status: 'new' | 'changed' | 'unchanged';
  /** Changed attributes in pt-BR ('preços', 'carências', …). */
  readonly changes: readonly string[];
  /** Change of each bracket (0-18 … 59+) against the plan's latest table, or null. */
  readonly changeByBracket: readonly number[] | null;
  readonly findings: readonly ImportFinding[];
}

/** Plans new / changed / unchanged / in the catalog but not in the file. */
export interface OperatorImportCounts {
  readonly new: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly missing: number;
}

/** The answer of a dry run or a confirm. */
export interface OperatorImportReport {
  readonly committed: boolean;
  /** The record in the list of imports; null on a dry run or when nothing changed. */
  readonly operatorImportId: number | null;
  readonly fileName: string;
  readonly operator: { readonly ansRegistration: string; readonly name: string; readonly isNew: boolean };
  readonly counts: OperatorImportCounts;
  readonly plans: readonly OperatorImportPlan[];
  /** Plans of the operator the file does not list: kept, flagged. */
  readonly missing: ReadonlyArray<{ readonly id: number; readonly name: string; readonly code: string | null; readonly uf: string }>;
  /** Created on confirm. */
  readonly newProviders: ReadonlyArray<{ readonly name: string; readonly city: string; readonly uf: string }>;
  readonly newAdministradoras: readonly string[];
  readonly newEntities: readonly string[];
  readonly newAreas: readonly string[];
}

/** One confirmed import of the list. */
export interface OperatorImportRecord {
  readonly id: number;
  /** ISO 8601 instant. */
  readonly createdAt: string;
  readonly username: string;
  readonly fileName: string;
  readonly operator: { readonly id: number; readonly ansRegistration: string; readonly name: string };
  readonly counts: OperatorImportCounts;
}

export interface OperatorImportGateway {
  /**
   * `POST /api/admin/operator-imports/dry-run/` (`commit` false) or `/api/admin/operator-imports/`.
   * A refused upload is `rejected` with every problem (section, row, column) under `fields.file`.
   */
  importOperator(files: readonly File[], commit: boolean): Promise<Result<OperatorImportReport, RemoteFailure>>;
  /** `GET /api/admin/operator-imports/`: the last 100 confirmed, newest first. */
  imports(): Promise<Result<OperatorImportRecord[], RemoteFailure>>;
}
