/**
 * Table-updates routes (spec point 7 "History and forecast"; docs/table-updates.md):
 * - `GET /api/history/resume/?state_id` → `{results, text, states}`.
 * - `GET /api/history/?state_id` → `{results}` by `updating_date`.
 * - `GET /api/history-efetive/?state_id` → `{results}` by date, only those dated ≤ today.
 * - The forecast actions by state and institution (GET_HISTORY, GET_HISTORY_EFFECTIVE):
 *   `GET /api/history/institution/{id}/?state_id` and `GET /api/history-efetive/institution/{id}/?state_id`.
 * - The badge: `GET /api/history/unseen/`, `POST /api/history/seen/ {state_id}`.
 * - Superuser: `POST /api/admin/forecasts/`, `PUT|DELETE /api/admin/forecasts/{id}/`;
 *   `POST /api/admin/table-imports/dry-run/` and `POST /api/admin/table-imports/` (multipart:
 *   `file`, `institution_id`, `state_id`, `effective_date`); `GET /api/admin/table-imports/` (audit).
 * A bad `state_id` is a 400 `{"state_id": ["Estado inválido: …"]}`. Access levels:
 * server/src/http/access-policy.ts.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import {
  forecastInputWire,
  historyListWire,
  historyQueryWire,
  historyResumeWire,
  historySeenBodyWire,
  historyUnseenWire,
  importRefusalWire,
  importReportWire,
  TABLE_UPDATE_MESSAGES,
  tableImportFieldsWire,
  tableImportListWire,
  tableUpdateEntryWire,
  toTableImportRecordWire,
} from '../../../../../src/contract/table-updates';
import { bearer, readErrors } from '../../../http/route-schema';
import { fieldErrorsOf } from '../../../http/drf-errors';
import { multipartParts } from '../../../http/multipart';
import { parseDbId } from '../../../lib/db-id';
import { createForecast, editForecast, historyResume, listHistory, markSeen, removeForecast, unseenCount, type TableUpdatesDeps } from '../use-cases/history';
import { importTable, type UploadedTableFile } from '../use-cases/import-table';
import { recentTableImports } from '../use-cases/import-table-form';

/** Largest table file accepted (2 MiB: a whole operator's state fits in a few KB). */
export const MAX_TABLE_FILE_BYTES = 2 * 1024 * 1024;

const FORECAST_NOT_FOUND = { detail: TABLE_UPDATE_MESSAGES.forecastNotFound } as const;
const NOT_A_FORECAST = { error: TABLE_UPDATE_MESSAGES.notAForecast } as const;
const institutionParams = z.object({ institution_id: z.string().describe('Numeric institution id') });
const idParams = z.object({ id: z.string().describe('Numeric forecast id') });

/** Reads the import form: text fields and the `file` (over 2 MiB: refused on `file`). */
async function readImportForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; file: UploadedTableFile | null; tooLarge: boolean }> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown>, file: null, tooLarge: false };
  const fields: Record<string, string> = {};
  let file: UploadedTableFile | null = null;
  let tooLarge = false;
  for await (const part of multipartParts(request, { limits: { fileSize: MAX_TABLE_FILE_BYTES, files: 1, fields: 10, fieldSize: 1000 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const content = await part.toBuffer();
      if (part.file.truncated) tooLarge = true;
      else file = { fileName: part.filename || 'tabela', content };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file, tooLarge };
}

const historyResponses = { 200: historyListWire, 400: validationErrorWire, 401: authenticationErrorWire };

/** The routes; options: database and clock. */
export const tableUpdateRoutes: FastifyPluginAsyncZod<TableUpdatesDeps> = async (app, deps) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });

  app.get(
    '/api/history/resume/',
    {
      schema: {
        tags: ['history'],
        summary: 'Next table updates of a state (from today on, at most 5), a sentence and the states with updates ahead',
        security: bearer,
        querystring: historyQueryWire,
        response: { 200: historyResumeWire, 400: validationErrorWire, 401: authenticationErrorWire },
      },
    },
    async (request) => historyResume(deps, request.query.state_id),
  );

  app.get(
    '/api/history/',
    {
      schema: {
        tags: ['history'],
        summary: 'Forecast entries and updates of a state (every state without state_id), by updating_date',
        security: bearer,
        querystring: historyQueryWire,
        response: historyResponses,
      },
    },
    async (request) => ({ results: await listHistory(deps, { stateId: request.query.state_id, effectiveOnly: false }) }),
  );

  app.get(
    '/api/history-efetive/',
    {
      schema: {
        tags: ['history'],
        summary: 'Effective history: the lines dated today or before (Brasília), by updating_date',
        security: bearer,
        querystring: historyQueryWire,
        response: historyResponses,
      },
    },
    async (request) => ({ results: await listHistory(deps, { stateId: request.query.state_id, effectiveOnly: true }) }),
  );

  for (const [path, effectiveOnly, action] of [
    ['/api/history/institution/:institution_id/', false, 'GET_HISTORY'],
    ['/api/history-efetive/institution/:institution_id/', true, 'GET_HISTORY_EFFECTIVE'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['history'],
          summary: `Forecast action ${action}: the history of one institution in a state${effectiveOnly ? ' (dated today or before)' : ''}`,
          security: bearer,
          params: institutionParams,
          querystring: historyQueryWire,
          response: { ...historyResponses, 404: detailErrorWire },
        },
      },
      async (request, reply) => {
        const institutionId = parseDbId(request.params.institution_id);
        if (institutionId === null) return reply.code(404).send({ detail: TABLE_UPDATE_MESSAGES.unknownInstitution });
        return { results: await listHistory(deps, { stateId: request.query.state_id, institutionId, effectiveOnly }) };
      },
    );
  }

  app.get(
    '/api/history/unseen/',
    {
      schema: {
        tags: ['history'],
        summary: "The badge: lines created or changed since the caller last opened the calendar (of its remembered state)",
        security: bearer,
        response: { 200: historyUnseenWire, 401: authenticationErrorWire },
      },
    },
    async (request) => unseenCount(deps, request.authUser?.id ?? 0),
  );

  app.post(
    '/api/history/seen/',
    {
      schema: {
        tags: ['history'],
        summary: 'The caller opened the calendar (on state_id, remembered as its default): the badge goes to 0',
        security: bearer,
        body: historySeenBodyWire,
        response: { 200: historyUnseenWire, 400: validationErrorWire, 401: authenticationErrorWire },
      },
    },
    async (request) => markSeen(deps, request.authUser?.id ?? 0, request.body.state_id),
  );

  app.post(
    '/api/admin/forecasts/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Superuser: new forecast entry (institution, state, updating_date, updating_description)',
        security: bearer,
        body: forecastInputWire,
        response: { 201: tableUpdateEntryWire, 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire },
      },
    },
    async (request, reply) => {
      const result = await createForecast(deps, request.body);
      if (result.kind === 'invalid') return reply.code(400).send(result.errors);
      return reply.code(201).send(result.entry);
    },
  );

  app.put(
    '/api/admin/forecasts/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Superuser: edits a forecast entry (a line written by an import is history: 400)',
        security: bearer,
        params: idParams,
        body: forecastInputWire,
        response: { 200: tableUpdateEntryWire, ...readErrors },
      },
    },
    async (request, reply) => {
      const id = parseDbId(request.params.id);
      if (id === null) return reply.code(404).send(FORECAST_NOT_FOUND);
      const result = await editForecast(deps, id, request.body);
      if (result.kind === 'invalid') return reply.code(400).send(result.errors);
      if (result.kind === 'not_found') return reply.code(404).send(FORECAST_NOT_FOUND);
      if (result.kind === 'not_a_forecast') return reply.code(400).send(NOT_A_FORECAST);
      return result.entry;
    },
  );

  app.delete(
    '/api/admin/forecasts/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Superuser: deletes a forecast entry',
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('No content'), ...readErrors },
      },
    },
    async (request, reply) => {
      const id = parseDbId(request.params.id);
      const result = id === null ? 'not_found' : await removeForecast(deps, id);
      if (result === 'not_found') return reply.code(404).send(FORECAST_NOT_FOUND);
      if (result === 'not_a_forecast') return reply.code(400).send(NOT_A_FORECAST);
      return reply.code(204).send(null);
    },
  );

  for (const [path, commit] of [
    ['/api/admin/table-imports/dry-run/', false],
    ['/api/admin/table-imports/', true],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['admin'],
          summary: commit
            ? 'Superuser: imports a price-table file (CSV/XLSX) — all or nothing, with history line and audit record'
            : 'Superuser: dry run of a price-table import — per plan the new prices, % change and RN 563 findings; nothing written',
          description:
            'multipart/form-data: file (CSV or XLSX, header plano_id; 0-18 … 59+), institution_id, state_id, effective_date (YYYY-MM-DD, today or later). ' +
            'A malformed file is a 400 with `file` listing each problem with its row and column. docs/table-import.md.',
          security: bearer,
          response: { 200: importReportWire, 201: importReportWire, 400: importRefusalWire, 401: authenticationErrorWire, 403: detailErrorWire },
        },
      },
      async (request, reply) => {
        const form = await readImportForm(request);
        const parsed = tableImportFieldsWire.safeParse(form.fields);
        const errors: Record<string, string[]> = parsed.success ? {} : fieldErrorsOf(parsed.error);
        if (form.tooLarge) errors.file = [`O arquivo passa de ${MAX_TABLE_FILE_BYTES / 1024 / 1024} MB.`];
        if (!parsed.success || form.tooLarge) {
          if (!form.file && !form.tooLarge) errors.file = [TABLE_UPDATE_MESSAGES.fileRequired];
          return reply.code(400).send({ ...errors, error: TABLE_UPDATE_MESSAGES.fileRefused });
        }
        const caller = request.authUser;
        if (!caller) throw new Error('superuser route without a caller');
        const result = await importTable(deps, { id: caller.id, username: caller.username }, parsed.data, form.file, commit);
        if (result.kind === 'invalid') return reply.code(400).send({ ...result.errors, error: TABLE_UPDATE_MESSAGES.fileRefused });
        return reply.code(commit ? 201 : 200).send(result.report);
      },
    );
  }

  app.get(
    '/api/admin/table-imports/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Superuser: the audit records of the last 100 committed imports (who, when, file, plans)',
        security: bearer,
        response: {
          200: tableImportListWire,
          401: authenticationErrorWire,
          403: detailErrorWire,
        },
      },
    },
    async () => ({ results: (await recentTableImports(deps, 100)).map(toTableImportRecordWire) }),
  );
};
