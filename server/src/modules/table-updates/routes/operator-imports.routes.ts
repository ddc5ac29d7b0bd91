/**
 * The superuser's operator import (docs/operator-catalog-file.md, docs/catalog-api.md):
 * - `POST /api/admin/operator-imports/dry-run/` — multipart, every file under `file` (one
 *   JSON, one XLSX, or one CSV per section): the diff, RN 563 findings, what confirm creates;
 *   nothing written (200).
 * - `POST /api/admin/operator-imports/` — the same upload again: all written in one
 *   transaction (201), or nothing changed (200).
 * - `GET /api/admin/operator-imports/` — the last 100 confirmed imports.
 * A refused upload is a 400 `{file: [...], total, error}` (src/contract/operator-imports.ts).
 *
 * Bounded while streaming: the bytes of all files are counted as they arrive and kept only
 * up to 10 MiB — past it the rest is read and dropped, never buffered — and at most 8 files
 * are accepted; the reader then refuses past 50,000 rows or an XLSX declaring > 100 MiB
 * before parsing or inflating it. The templates are the SPA's static files (docs/samples,
 * bundled by Vite), not a route.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import { OPERATOR_CATALOG_LIMITS } from '../../../../../src/contract/operator-catalog-file';
import {
  MAX_OPERATOR_IMPORT_FILES,
  OPERATOR_IMPORT_MESSAGES,
  operatorImportListWire,
  operatorImportRefusalWire,
  operatorImportReportWire,
} from '../../../../../src/contract/operator-imports';
import type { UploadedCatalogFile } from '../../../catalog/operator-catalog/read-file';
import { bearer } from '../../../http/route-schema';
import { multipartParts } from '../../../http/multipart';
import { importOperator } from '../use-cases/import-operator';
import { listOperatorImportRecords, refusalOf, type OperatorImportDeps } from '../use-cases/operator-import-records';

/** The upload, or why it was refused while streaming. */
type UploadRead = { kind: 'ok'; files: UploadedCatalogFile[] } | { kind: 'refused'; message: string };

const isFilesLimit = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT';

/**
 * Reads the multipart body's files, counting bytes as the chunks arrive: past
 * `OPERATOR_CATALOG_LIMITS.maxBytes` (all files together) nothing more is kept.
 */
async function readUpload(request: FastifyRequest): Promise<UploadRead> {
  if (!request.isMultipart()) return { kind: 'refused', message: OPERATOR_IMPORT_MESSAGES.fileRequired };
  const files: UploadedCatalogFile[] = [];
  let bytes = 0;
  let tooLarge = false;
  let tooMany = false;
  try {
    const parts = multipartParts(request, {
      limits: { fileSize: OPERATOR_CATALOG_LIMITS.maxBytes + 1, files: MAX_OPERATOR_IMPORT_FILES, fields: 5, fieldSize: 200, parts: MAX_OPERATOR_IMPORT_FILES + 5 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || tooLarge) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      // Reading on (not breaking: that would destroy the parser's stream) but keeping nothing
      // past the limit; busboy itself stops passing a file's bytes past `fileSize`.
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > OPERATOR_CATALOG_LIMITS.maxBytes) {
          tooLarge = true;
          chunks.length = 0;
        } else if (!tooLarge) chunks.push(chunk);
      }
      if (!tooLarge) files.push({ fileName: part.filename || 'arquivo', content: Buffer.concat(chunks) });
    }
  } catch (error) {
    if (!isFilesLimit(error)) throw error;
    tooMany = true;
  }
  if (tooLarge) return { kind: 'refused', message: OPERATOR_IMPORT_MESSAGES.tooLarge };
  if (tooMany) return { kind: 'refused', message: OPERATOR_IMPORT_MESSAGES.tooManyFiles };
  if (files.length === 0) return { kind: 'refused', message: OPERATOR_IMPORT_MESSAGES.fileRequired };
  return { kind: 'ok', files };
}

/** The routes; options: database and clock. */
export const operatorImportRoutes: FastifyPluginAsyncZod<OperatorImportDeps> = async (app, deps) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });

  for (const [path, commit] of [
    ['/api/admin/operator-imports/dry-run/', false],
    ['/api/admin/operator-imports/', true],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['admin'],
          summary: commit
            ? 'Superuser: imports an operator catalog file — everything in one transaction with the audit records and calendar lines'
            : 'Superuser: dry run of an operator catalog file — plans new / changed (% per bracket) / unchanged / missing, RN 563 findings, what confirm creates; nothing written',
          description:
            'multipart/form-data, every file under `file`: one .json, one .xlsx (a sheet per section) or one .csv per section (≤ 8). ' +
            'Limits: 10 MiB in all, 50,000 rows, an XLSX declaring ≤ 100 MiB uncompressed. A refused upload is a 400 listing at most 100 problems ' +
            'with section, row and column, and their total. docs/operator-catalog-file.md.',
          security: bearer,
          response: {
            200: operatorImportReportWire,
            201: operatorImportReportWire,
            400: operatorImportRefusalWire,
            401: authenticationErrorWire,
            403: detailErrorWire,
            409: detailErrorWire,
          },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        if (upload.kind === 'refused') return reply.code(400).send(refusalOf([upload.message], 1));
        const caller = request.authUser;
        if (!caller) throw new Error('superuser route without a caller');
        const result = await importOperator(deps, { id: caller.id, username: caller.username }, upload.files, commit);
        if (result.kind === 'refused') return reply.code(400).send(result.refusal);
        if (result.kind === 'concurrent') return reply.code(409).send({ detail: OPERATOR_IMPORT_MESSAGES.concurrent });
        return reply.code(result.status).send(result.report);
      },
    );
  }

  app.get(
    '/api/admin/operator-imports/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Superuser: the last 100 confirmed operator imports (when, who, file, operator, counts)',
        security: bearer,
        response: { 200: operatorImportListWire, 401: authenticationErrorWire, 403: detailErrorWire },
      },
    },
    async () => ({ results: await listOperatorImportRecords(deps) }),
  );
};
