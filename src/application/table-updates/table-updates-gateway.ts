/**
 * Port of the operators' table updates (spec point 7 "History and forecast",
 * points 2–4 the calendar): the calendar lines of a state, the dashboard resume, the
 * badge's "not seen yet" count kept per user on the server, and the superuser's tools
 * (forecast entries, price-table import with a dry run). Dates are `YYYY-MM-DD`.
 */
import type { TableUpdateEntry } from '../../domain/table-updates';
import type { RemoteFailure, Result } from '../shared/result';

export type { TableUpdateEntry };

/** The dashboard's resume of a state. */
export interface TableUpdatesResume {
  /** The next lines from today on (at most 5). */
  readonly upcoming: readonly TableUpdateEntry[];
  readonly text: string;
  /** States with lines ahead and how many. */
  readonly states: ReadonlyArray<{ readonly id: number; readonly uf: string; readonly count: number }>;
}

/** The badge: lines not seen since the calendar was last opened, and the state chosen there. */
export interface TableUpdatesUnseen {
  readonly count: number;
  /** The state last chosen in the calendar (its default next time), or null. */
  readonly stateId: number | null;
}

/** A forecast entry as the superuser types it. */
export interface ForecastInput {
  readonly institutionId: number;
  readonly stateId: number;
  readonly date: string;
  readonly description: string;
}

/** The import form: one file for one institution, state and effective date. */
export interface TableImportForm {
  readonly institutionId: number;
  readonly stateId: number;
  readonly effectiveDate: string;
  readonly file: File;
}

/** A committed price-table import as its audit record keeps it (`GET /api/admin/table-imports/`). */
export interface TableImportRecord {
  readonly id: number;
  /** ISO 8601 instant. */
  readonly createdAt: string;
  readonly username: string;
  readonly fileName: string;
  readonly institutionId: number;
  readonly stateId: number;
  /** `YYYY-MM-DD`. */
  readonly effectiveDate: string;
  /** The plans whose price table the import wrote. */
  readonly plans: readonly { readonly planId: number; readonly planName: string }[];
}

/** A RN 563 finding of an imported table, with its figures. */
export interface ImportFinding {
  readonly code: 'malformed' | 'decreasing' | 'art3-i' | 'art3-ii';
  readonly severity: 'error' | 'warning' | 'violation';
  readonly message: string;
  readonly figures: Readonly<Record<string, number>>;
}

/** One plan of an import report. */
export interface ImportPlanReport {
  readonly planId: number;
  readonly planName: string;
  readonly row: number;
  /** 10 new prices, cents. */
  readonly pricesCents: readonly number[];
  /** The table in force today, or null. */
  readonly current: { readonly effectiveDate: string; readonly pricesCents: readonly number[] } | null;
  /** Change per bracket (fraction), or null without a current table. */
  readonly changeByBracket: readonly number[] | null;
  readonly averageChange: number | null;
  readonly findings: readonly ImportFinding[];
}

/** The dry run's (or the committed import's) report. */
export interface ImportReport {
  readonly committed: boolean;
  readonly importId: number | null;
  readonly fileName: string;
  readonly institution: { readonly id: number; readonly name: string };
  readonly uf: string;
  readonly effectiveDate: string;
  readonly plans: readonly ImportPlanReport[];
}

export interface TableUpdatesGateway {
  /** `GET /api/history/?state_id`: every line of the state, by date. */
  history(stateId: number | null): Promise<Result<TableUpdateEntry[], RemoteFailure>>;
  /** `GET /api/history-efetive/?state_id`: the lines dated up to today, by date. */
  effectiveHistory(stateId: number | null): Promise<Result<TableUpdateEntry[], RemoteFailure>>;
  /** `GET /api/history/resume/?state_id`. */
  resume(stateId: number | null): Promise<Result<TableUpdatesResume, RemoteFailure>>;
  /** `GET /api/history/unseen/`. */
  unseen(): Promise<Result<TableUpdatesUnseen, RemoteFailure>>;
  /** `POST /api/history/seen/`: the calendar was opened on `stateId`. */
  markSeen(stateId: number | null): Promise<Result<TableUpdatesUnseen, RemoteFailure>>;
  /** Superuser: new, edited, deleted forecast entry. */
  createForecast(input: ForecastInput): Promise<Result<TableUpdateEntry, RemoteFailure>>;
  updateForecast(id: number, input: ForecastInput): Promise<Result<TableUpdateEntry, RemoteFailure>>;
  deleteForecast(id: number): Promise<Result<void, RemoteFailure>>;
  /** Superuser: dry run (nothing written) or import (all or nothing) of a table file. */
  importTable(form: TableImportForm, commit: boolean): Promise<Result<ImportReport, RemoteFailure>>;
  /** Superuser: the last 100 committed imports, newest first (`GET /api/admin/table-imports/`). */
  tableImports(): Promise<Result<TableImportRecord[], RemoteFailure>>;
}
