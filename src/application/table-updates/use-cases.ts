/**
 * Use cases of the table-updates calendar and the superuser's import, called by
 * the UI through `useUseCases('tableUpdates')`:
 * - `calendar(stateId)`: both tables of the calendar modal at once, from the two calls the
 *   modal reloads whenever it opens or the state changes (spec point 4): the forecast table
 *   is `GET /api/history/` without the lines of `GET /api/history-efetive/` (what is still
 *   to come, by the server's day: the modal does not show years of past lines as
 *   "Previsão"), by date; the history table is the effective history, newest first;
 * - `forecasts(stateId)`: the forecast entries of a state (the superuser's editor), by date;
 * - `opened(stateId)`: the calendar was opened on that state: the server resets the badge
 *   and remembers the state as the user's default;
 * - `dashboard()`: the index's cards — the next updates of the user's state (the one last
 *   chosen in the calendar; every state before) and its latest past updates, newest first;
 * - `badge()`, `resume(stateId)`, the forecast editor and the import (dry run, confirm);
 * - `changeText(fraction)`: a change as the report shows it ('+12,0 %');
 * - the operator import: `operatorDryRun(files)`, `confirmOperatorImport(files)` (the upload's
 *   own limits — no file, > 8 files, > 10 MiB — are answered before sending it, with the
 *   server's messages) and `operatorImports()`, the list of confirmed imports.
 */
import type { AppServices } from '../app-services';
import { operatorUploadProblem, OPERATOR_IMPORT_MESSAGES } from '../../contract/operator-imports';
import { err, ok, type RemoteFailure, type Result } from '../shared/result';
import type { OperatorImportRecord, OperatorImportReport } from './operator-import-gateway';
import type {
  ForecastInput,
  TableImportRecord,
  ImportReport,
  TableImportForm,
  TableUpdateEntry,
  TableUpdatesResume,
  TableUpdatesUnseen,
} from './table-updates-gateway';

export type TableUpdatesPorts = Pick<AppServices, 'tableUpdates' | 'operatorImports'>;

/** Both tables of the calendar modal. */
export interface CalendarTables {
  /** Lines still to come (after the server's today), by date. */
  readonly forecasts: readonly TableUpdateEntry[];
  /** Lines dated today or before, newest first. */
  readonly history: readonly TableUpdateEntry[];
}

const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** A change (fraction) as pt-BR text: 0.12 → '+12,0 %', −0.031 → '−3,1 %', 0 → '0,0 %'. */
export function changeText(fraction: number): string {
  return `${percent.format(fraction * 100).replace('-', '−')} %`;
}

/** The dashboard index's cards: the next updates of the user's state and the latest ones. */
export interface DashboardUpdates {
  /** The state last chosen in the calendar (null: every state). */
  readonly stateId: number | null;
  readonly upcoming: readonly TableUpdateEntry[];
  readonly text: string;
  /** The latest past updates, newest first (at most 5). */
  readonly latest: readonly TableUpdateEntry[];
}

/** Latest updates on the dashboard card. */
export const LATEST_SIZE = 5;

export interface TableUpdatesUseCases {
  dashboard(): Promise<Result<DashboardUpdates, RemoteFailure>>;
  calendar(stateId: number | null): Promise<Result<CalendarTables, RemoteFailure>>;
  forecasts(stateId: number | null): Promise<Result<TableUpdateEntry[], RemoteFailure>>;
  opened(stateId: number | null): Promise<Result<TableUpdatesUnseen, RemoteFailure>>;
  badge(): Promise<Result<TableUpdatesUnseen, RemoteFailure>>;
  resume(stateId: number | null): Promise<Result<TableUpdatesResume, RemoteFailure>>;
  createForecast(input: ForecastInput): Promise<Result<TableUpdateEntry, RemoteFailure>>;
  updateForecast(id: number, input: ForecastInput): Promise<Result<TableUpdateEntry, RemoteFailure>>;
  deleteForecast(id: number): Promise<Result<void, RemoteFailure>>;
  dryRun(form: TableImportForm): Promise<Result<ImportReport, RemoteFailure>>;
  confirmImport(form: TableImportForm): Promise<Result<ImportReport, RemoteFailure>>;
  changeText(fraction: number): string;
  operatorDryRun(files: readonly File[]): Promise<Result<OperatorImportReport, RemoteFailure>>;
  confirmOperatorImport(files: readonly File[]): Promise<Result<OperatorImportReport, RemoteFailure>>;
  operatorImports(): Promise<Result<OperatorImportRecord[], RemoteFailure>>;
  /** Superuser: the last committed price-table imports, newest first. */
  tableImports(): Promise<Result<TableImportRecord[], RemoteFailure>>;
}

export function createTableUpdatesUseCases({ tableUpdates, operatorImports }: TableUpdatesPorts): TableUpdatesUseCases {
  const importOperator = (files: readonly File[], commit: boolean): Promise<Result<OperatorImportReport, RemoteFailure>> => {
    // Not sending 50 MB only to hear it is over the limit: the same rule and words as the server.
    const problem = operatorUploadProblem(files);
    if (problem) return Promise.resolve(err({ kind: 'rejected', message: OPERATOR_IMPORT_MESSAGES.refused, fields: { file: [problem] } }));
    return operatorImports.importOperator(files, commit);
  };
  return {
    async dashboard() {
      const badge = await tableUpdates.unseen();
      if (!badge.ok) return badge;
      const { stateId } = badge.value;
      const [resume, history] = await Promise.all([tableUpdates.resume(stateId), tableUpdates.effectiveHistory(stateId)]);
      if (!resume.ok) return resume;
      if (!history.ok) return history;
      return ok({ stateId, upcoming: resume.value.upcoming, text: resume.value.text, latest: [...history.value].reverse().slice(0, LATEST_SIZE) });
    },
    async calendar(stateId) {
      const [forecasts, history] = await Promise.all([tableUpdates.history(stateId), tableUpdates.effectiveHistory(stateId)]);
      if (!forecasts.ok) return forecasts;
      if (!history.ok) return history;
      const past = new Set(history.value.map((entry) => entry.id));
      return ok({ forecasts: forecasts.value.filter((entry) => !past.has(entry.id)), history: [...history.value].reverse() });
    },
    async forecasts(stateId) {
      const all = await tableUpdates.history(stateId);
      return all.ok ? ok(all.value.filter((entry) => entry.kind === 'forecast')) : all;
    },
    opened: (stateId) => tableUpdates.markSeen(stateId),
    badge: () => tableUpdates.unseen(),
    resume: (stateId) => tableUpdates.resume(stateId),
    createForecast: (input) => tableUpdates.createForecast(input),
    updateForecast: (id, input) => tableUpdates.updateForecast(id, input),
    deleteForecast: (id) => tableUpdates.deleteForecast(id),
    dryRun: (form) => tableUpdates.importTable(form, false),
    confirmImport: (form) => tableUpdates.importTable(form, true),
    changeText,
    operatorDryRun: (files) => importOperator(files, false),
    confirmOperatorImport: (files) => importOperator(files, true),
    operatorImports: () => operatorImports.imports(),
    tableImports: () => tableUpdates.tableImports(),
  };
}
