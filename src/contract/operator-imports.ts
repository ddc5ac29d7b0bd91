/**
 * Wire format of the superuser's operator import (docs/operator-catalog-file.md, "What the
 * import answers"; docs/catalog-api.md): one operator catalog file — a JSON, an XLSX, or one
 * CSV per section — uploaded as multipart/form-data (every file under `file`), first as a
 * dry run (nothing written), then confirmed (all written in one transaction).
 *
 * - `POST /api/admin/operator-imports/dry-run/` → 200 {@link operatorImportReportWire}, committed false.
 * - `POST /api/admin/operator-imports/` → 201 (something written) or 200 (nothing changed: a
 *   second confirm of the same file), committed true.
 * - A refused upload → 400 {@link operatorImportRefusalWire}: `file` lists at most 100 problems,
 *   each with its section (sheet / CSV file), row and column; `total` counts them all; `error`
 *   says nothing was written (and how many there are when more than listed).
 * - `GET /api/admin/operator-imports/` → {@link operatorImportListWire}, the last 100 confirmed.
 *
 * Conventions: snake_case; changes as fractions (0.153 = +15,3 %); instants ISO 8601.
 */
import { z } from 'zod';
import { OPERATOR_CATALOG_LIMITS } from './operator-catalog-file';
import { importFindingWire } from './table-updates';

const MIB = 1024 * 1024;

/** Files of one upload: one per section at most (CSV), so 8. */
export const MAX_OPERATOR_IMPORT_FILES = 8;

/** Sentences of the answers, one home for the server, the SPA and the fake. */
export const OPERATOR_IMPORT_MESSAGES = {
  /** `error` of every refusal: the problems are under `file`. */
  refused: 'Arquivo recusado: nada foi importado.',
  fileRequired: 'Envie o arquivo do catálogo (JSON, XLSX ou os CSV das seções).',
  /** The upload passed the byte limit: refused while streaming, the rest is not kept. */
  tooLarge: `O envio passa de ${OPERATOR_CATALOG_LIMITS.maxBytes / MIB} MiB, o limite; divida o catálogo por UF.`,
  tooManyFiles: `Envie no máximo ${MAX_OPERATOR_IMPORT_FILES} arquivos (um CSV por seção).`,
  /** Two confirms of a new operator at once: the second finds the first's plans. */
  concurrent: 'Outra importação desta operadora foi gravada agora mesmo; simule de novo para ver o catálogo atual.',
  /** Fake mode: the reader and the importer live on the server. */
  fakeMode: 'A importação de catálogo precisa do servidor: indisponível no modo de demonstração.',
} as const;

/** `error` of a refusal with `total` problems (only `listed` of them in `file`). */
export function refusalSummary(total: number, listed: number): string {
  if (total <= listed) return OPERATOR_IMPORT_MESSAGES.refused;
  return `${OPERATOR_IMPORT_MESSAGES.refused} ${total.toLocaleString('pt-BR')} problemas; os ${listed} primeiros estão listados.`;
}

/** What the import does to one plan of the file. */
export const operatorImportPlanWire = z.object({
  /** The plan's code in the file (`codigo`). */
  code: z.string(),
  name: z.string(),
  uf: z.string(),
  area: z.string(),
  status: z.enum(['new', 'changed', 'unchanged']),
  /** Changed attributes in pt-BR ('preços', 'acomodação', 'carências', …); empty when new or unchanged. */
  changes: z.array(z.string()),
  /** Change of each bracket 0-18 … 59+ of the file's latest table against the plan's latest table (fractions), or null. */
  change_by_bracket: z.array(z.number()).length(10).nullable(),
  /** RN 563/2022 findings of the plan's tables (they do not refuse). */
  findings: z.array(importFindingWire),
});
export type OperatorImportPlanWire = z.infer<typeof operatorImportPlanWire>;

/** The dry run's (or the confirm's) answer. */
export const operatorImportReportWire = z.object({
  committed: z.boolean(),
  /** The record of the list of imports; null on a dry run or when nothing changed. */
  operator_import_id: z.number().int().nullable(),
  /** The upload's file name(s), sanitized (what the list and the calendar show). */
  file_name: z.string(),
  operator: z.object({ ans_registration: z.string(), name: z.string(), is_new: z.boolean() }),
  counts: z.object({ new: z.number().int(), changed: z.number().int(), unchanged: z.number().int(), missing: z.number().int() }),
  plans: z.array(operatorImportPlanWire),
  /** Plans of the operator in the file's states that the file does not list: kept, flagged. */
  missing: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable(), uf: z.string() })),
  /** Providers, administradoras, entities and areas not in the catalog: created on confirm. */
  new_providers: z.array(z.object({ name: z.string(), city: z.string(), uf: z.string() })),
  new_administradoras: z.array(z.string()),
  new_entities: z.array(z.string()),
  new_areas: z.array(z.string()),
});
export type OperatorImportReportWire = z.infer<typeof operatorImportReportWire>;

/** 400 of a refused upload. */
export const operatorImportRefusalWire = z.object({
  /** At most 100 problems, each placed: "Aba precos, linha 7, coluna C (0-18): …". */
  file: z.array(z.string()),
  /** Every problem counted. */
  total: z.number().int(),
  error: z.string(),
});
export type OperatorImportRefusalWire = z.infer<typeof operatorImportRefusalWire>;

/** Counts of a confirmed import. */
export const operatorImportCountsWire = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  missing: z.number().int(),
});

/** One confirmed import in the list. */
export const operatorImportRecordWire = z.object({
  id: z.number().int(),
  created_at: z.string(),
  username: z.string(),
  file_name: z.string(),
  operator: z.object({ id: z.number().int(), ans_registration: z.string(), name: z.string() }),
  counts: operatorImportCountsWire,
});
export type OperatorImportRecordWire = z.infer<typeof operatorImportRecordWire>;

/** `GET /api/admin/operator-imports/`: newest first, at most 100. */
export const operatorImportListWire = z.object({ results: z.array(operatorImportRecordWire) });
export type OperatorImportListWire = z.infer<typeof operatorImportListWire>;

/**
 * The upload's own limits, before any file is read: no file, more than 8 files, more than
 * 10 MiB in all (the server applies the same while streaming; the fake and the SPA before
 * sending). Null when within them.
 */
export function operatorUploadProblem(files: ReadonlyArray<{ readonly size: number }>): string | null {
  if (files.length === 0) return OPERATOR_IMPORT_MESSAGES.fileRequired;
  if (files.length > MAX_OPERATOR_IMPORT_FILES) return OPERATOR_IMPORT_MESSAGES.tooManyFiles;
  if (files.reduce((sum, file) => sum + file.size, 0) > OPERATOR_CATALOG_LIMITS.maxBytes) return OPERATOR_IMPORT_MESSAGES.tooLarge;
  return null;
}
