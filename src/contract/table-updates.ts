/**
 * Wire format of the operators' table updates (spec point 7 "History and
 * forecast", points 2–4 the calendar): the calendar lines (forecast entries and past
 * updates), the badge's "not seen yet" count, the superuser's forecast editor and the
 * price-table import with its dry run. Shared by the server and the SPA's adapters.
 *
 * Conventions: snake_case; dates `YYYY-MM-DD` (Brasília days); money in integer cents;
 * changes as fractions (0.153 = 15,3 %). docs/table-updates.md.
 */
import { z } from 'zod';
import type { TableUpdateEntry } from '../domain/table-updates';

/** Sentences of the answers (400 field messages, 404 `detail`), one home for server and fake. */
export const TABLE_UPDATE_MESSAGES = {
  badState: 'Estado inválido: informe um número de 1 a 27.',
  badInstitution: 'Instituição inválida.',
  unknownInstitution: 'Instituição não encontrada.',
  badDate: 'Informe a data no formato AAAA-MM-DD.',
  descriptionTooLong: 'A observação pode ter até 500 caracteres.',
  forecastNotFound: 'Previsão não encontrada.',
  /** A line written by an import is history: it is not edited as a forecast. */
  notAForecast: 'Esta linha é uma atualização já importada; só previsões podem ser editadas.',
  fileRequired: 'Envie o arquivo da tabela (CSV ou XLSX).',
  fileFormat: 'Formato de arquivo não suportado: envie CSV (.csv) ou Excel (.xlsx).',
  effectiveDateInPast: 'A vigência não pode ser anterior a hoje.',
  /** Summary of a refused file (`error`); the reasons with row and column are under `file`. */
  fileRefused: 'Arquivo recusado: nada foi importado.',
} as const;

/** `state_id` of a query or body: a state id 1–27 (src/domain/quotation/states.ts). */
export const stateIdField = z.coerce
  .number({ message: TABLE_UPDATE_MESSAGES.badState })
  .int(TABLE_UPDATE_MESSAGES.badState)
  .min(1, TABLE_UPDATE_MESSAGES.badState)
  .max(27, TABLE_UPDATE_MESSAGES.badState);

/** A database id given as text or number (institution). */
export const institutionIdField = z.coerce
  .number({ message: TABLE_UPDATE_MESSAGES.badInstitution })
  .int(TABLE_UPDATE_MESSAGES.badInstitution)
  .min(1, TABLE_UPDATE_MESSAGES.badInstitution)
  .max(2_147_483_647, TABLE_UPDATE_MESSAGES.badInstitution);

const isoDateField = z.iso.date({ message: TABLE_UPDATE_MESSAGES.badDate });

/** Query of the history calls: `?state_id=` (absent: every state). */
export const historyQueryWire = z.object({ state_id: stateIdField.optional() });
export type HistoryQueryWire = z.infer<typeof historyQueryWire>;

/**
 * One line of the calendar (spec point 3 "Forecast entry" + "History item"): the operator
 * (`institution.id` + `full_name`), the state, the day and the note ("Obs"). `kind`:
 * 'forecast' (expected) or 'update' (a table was imported for that day) — added by the
 * server, always sent.
 */
export const tableUpdateEntryWire = z.object({
  id: z.number().int(),
  institution: z.object({ id: z.number().int(), full_name: z.string() }),
  state_id: z.number().int(),
  uf: z.string(),
  updating_date: z.iso.date(),
  updating_description: z.string(),
  kind: z.enum(['forecast', 'update']),
});
export type TableUpdateEntryWire = z.infer<typeof tableUpdateEntryWire>;

/** A calendar line → its wire form (the server's answers). */
export function toTableUpdateEntryWire(entry: TableUpdateEntry): TableUpdateEntryWire {
  return {
    id: entry.id,
    institution: { id: entry.institution.id, full_name: entry.institution.name },
    state_id: entry.stateId,
    uf: entry.uf,
    updating_date: entry.date,
    updating_description: entry.description,
    kind: entry.kind,
  };
}

/** The inverse of {@link toTableUpdateEntryWire} (the SPA's adapter). */
export function tableUpdateEntryFromWire(wire: TableUpdateEntryWire): TableUpdateEntry {
  return {
    id: wire.id,
    institution: { id: wire.institution.id, name: wire.institution.full_name },
    stateId: wire.state_id,
    uf: wire.uf,
    date: wire.updating_date,
    description: wire.updating_description,
    kind: wire.kind,
  };
}

/** `GET /api/history/` and `GET /api/history-efetive/`: `results` sorted by `updating_date`. */
export const historyListWire = z.object({ results: z.array(tableUpdateEntryWire) });
export type HistoryListWire = z.infer<typeof historyListWire>;

/**
 * `GET /api/history/resume/`: `results` — the next lines of the state from today on (at
 * most 5, by date); `text` — one pt-BR sentence summing them up; `states` — the states with
 * lines from today on, with how many (for the dashboard card and the state selector).
 */
export const historyResumeWire = z.object({
  results: z.array(tableUpdateEntryWire),
  text: z.string(),
  states: z.array(z.object({ id: z.number().int(), uf: z.string(), count: z.number().int() })),
});
export type HistoryResumeWire = z.infer<typeof historyResumeWire>;

/**
 * `GET /api/history/unseen/`: lines created or changed since the caller last opened the
 * calendar (of its remembered state; of every state before it chose one), and that state.
 */
export const historyUnseenWire = z.object({
  count: z.number().int(),
  state_id: z.number().int().nullable(),
  last_seen_at: z.string().nullable(),
});
export type HistoryUnseenWire = z.infer<typeof historyUnseenWire>;

/** `POST /api/history/seen/`: the calendar was opened on `state_id` (remembered as the default; null: every state; absent: unchanged). */
export const historySeenBodyWire = z.object({ state_id: stateIdField.nullable().optional() });

/** Body of `POST /api/admin/forecasts/` and `PUT /api/admin/forecasts/{id}/`. */
export const forecastInputWire = z.object({
  institution_id: institutionIdField,
  state_id: stateIdField,
  updating_date: isoDateField,
  updating_description: z.string().trim().max(500, TABLE_UPDATE_MESSAGES.descriptionTooLong).default(''),
});
export type ForecastInputWire = z.infer<typeof forecastInputWire>;

/** A forecast (the port's `ForecastInput`) → the body of `POST`/`PUT /api/admin/forecasts/`. */
export function forecastToWire(input: { institutionId: number; stateId: number; date: string; description: string }) {
  return { institution_id: input.institutionId, state_id: input.stateId, updating_date: input.date, updating_description: input.description };
}

/** Text fields of the import form (multipart, with the file under `file`). */
export const tableImportFieldsWire = z.object({
  institution_id: institutionIdField,
  state_id: stateIdField,
  effective_date: isoDateField,
});
export type TableImportFieldsWire = z.infer<typeof tableImportFieldsWire>;

/** A RN 563 finding of a plan's new table, with its figures (src/domain/quotation/price-table-rules.ts). */
export const importFindingWire = z.object({
  code: z.enum(['malformed', 'decreasing', 'art3-i', 'art3-ii']),
  severity: z.enum(['error', 'warning', 'violation']),
  message: z.string(),
  figures: z.record(z.string(), z.number()),
});

/** One plan of an import report. */
export const importPlanReportWire = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  /** Row of the file the plan was read from (1 = header). */
  row: z.number().int(),
  /** The 10 new bracket prices (0-18 … 59+), cents. */
  prices_cents: z.array(z.number().int()).length(10),
  /** The table in force today (date and prices), or null when the plan has none yet. */
  current: z.object({ effective_date: z.iso.date(), prices_cents: z.array(z.number().int()).length(10) }).nullable(),
  /** Change of each bracket against `current` (fraction: 0.1 = +10 %), or null without one. */
  change_by_bracket: z.array(z.number()).length(10).nullable(),
  /** Mean of the 10 changes, or null without a current table. */
  average_change: z.number().nullable(),
  findings: z.array(importFindingWire),
});
export type ImportPlanReportWire = z.infer<typeof importPlanReportWire>;

/**
 * Answer of `POST /api/admin/table-imports/dry-run/` (nothing written, `committed` false) and
 * `POST /api/admin/table-imports/` (all written, `committed` true, `import_id` set).
 */
export const importReportWire = z.object({
  committed: z.boolean(),
  import_id: z.number().int().nullable(),
  file_name: z.string(),
  institution: z.object({ id: z.number().int(), full_name: z.string() }),
  state_id: z.number().int(),
  uf: z.string(),
  effective_date: z.iso.date(),
  plans: z.array(importPlanReportWire),
});
export type ImportReportWire = z.infer<typeof importReportWire>;

/**
 * 400 of a refused import: `file` lists every problem with its row and column
 * ("Linha 3, coluna D (24-28): …"); other fields as any DRF validation error; `error` says
 * nothing was written.
 */
export const importRefusalWire = z.record(z.string(), z.union([z.array(z.string()), z.string()]));

/**
 * `GET /api/admin/table-imports/` (superuser): the audit records of the last 100 committed
 * price-table imports, newest first — who, when, the file, the operator and state, the
 * effective date and the plans whose table it wrote.
 */
export const tableImportListWire = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      created_at: z.string(),
      file_name: z.string(),
      institution_id: z.number().int(),
      state_id: z.number().int(),
      effective_date: z.string(),
      plans: z.array(z.object({ plan_id: z.number().int(), plan_name: z.string(), price_table_id: z.number().int() })),
    }),
  ),
});
export type TableImportRecordWire = z.infer<typeof tableImportListWire>['results'][number];

/** A price-table import's audit record (`createdAt` the instant it was confirmed) → its wire form (the server's list). */
export function toTableImportRecordWire(record: {
  id: number;
  username: string;
  createdAt: Date;
  fileName: string;
  institutionId: number;
  stateId: number;
  effectiveDate: string;
  plans: ReadonlyArray<{ planId: number; planName: string; priceTableId: number }>;
}): TableImportRecordWire {
  return {
    id: record.id,
    username: record.username,
    created_at: record.createdAt.toISOString(),
    file_name: record.fileName,
    institution_id: record.institutionId,
    state_id: record.stateId,
    effective_date: record.effectiveDate,
    plans: record.plans.map((plan) => ({ plan_id: plan.planId, plan_name: plan.planName, price_table_id: plan.priceTableId })),
  };
}
