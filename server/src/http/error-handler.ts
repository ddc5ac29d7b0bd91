/**
 * The app's one error handler (`app.setErrorHandler`, and Fastify's `frameworkErrors` for the
 * router's own errors: bad URL encoding, over-long path parameter). Whatever a client sends,
 * the answer is one of this API's shapes, never the framework's:
 *
 * - schema validation failures: 400 with DRF field errors (`{"field": ["message"]}`);
 * - any error of status ≥ 500, without a status, or a response-serialization error: logged
 *   (with the stack) and answered 500 {@link INTERNAL_ERROR_BODY}; nothing of it is sent;
 * - the framework's and its plugins' 4xx errors (`FST_` codes): their status with a pt-BR
 *   sentence ({@link FRAMEWORK_ERROR_MESSAGES}), not the framework's English message;
 * - this app's own 4xx errors (e.g. `JsonParseError`): their status and `{"detail": message}`.
 *
 * Error bodies are serialized as plain JSON, never through the route's response schemas: a
 * route whose declared 400 is narrower than the DRF field errors (or declares no 413) would
 * otherwise turn the answer into a response-serialization 500.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { toDrfValidationErrors } from './drf-errors';

/** pt-BR body of every unexpected (5xx) error: internals are logged, never sent. */
export const INTERNAL_ERROR_BODY = { detail: 'Erro interno do servidor.' } as const;

/** pt-BR sentence of a framework 4xx error whose code is not in {@link FRAMEWORK_ERROR_MESSAGES}. */
export const GENERIC_REQUEST_ERROR = 'Requisição inválida.';

/** pt-BR sentences of the framework's (Fastify, @fastify/multipart) 4xx errors, by code. */
export const FRAMEWORK_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho do corpo da requisição não confere com o cabeçalho Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_BAD_URL: 'Endereço inválido.',
  FST_ERR_MAX_PARAM_LENGTH: 'Endereço longo demais.',
  FST_ERR_INVALID_URL: 'Endereço inválido.',
  FST_ERR_VALIDATION: 'Dados inválidos.',
  FST_PARTS_LIMIT: 'O formulário tem partes demais.',
  FST_FILES_LIMIT: 'O formulário tem arquivos demais.',
  FST_FIELDS_LIMIT: 'O formulário tem campos demais.',
  FST_REQ_FILE_TOO_LARGE: 'O arquivo enviado é grande demais.',
  FST_PROTO_VIOLATION: 'Nome de campo não permitido no formulário.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'A requisição não é multipart/form-data.',
  FST_INVALID_JSON_FIELD_ERROR: 'Um campo do formulário não é um JSON válido.',
};

type HandledError = Error & { statusCode?: unknown; code?: unknown; validationContext?: string };

/** The error handler: see the module notes. Also Fastify's `frameworkErrors` option. */
export function drfErrorHandler(error: HandledError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.serializer((payload: unknown) => JSON.stringify(payload));
  if (hasZodFastifySchemaValidationErrors(error)) {
    // fastify names the query part 'querystring' while the request field is `query`.
    const context = error.validationContext ?? 'body';
    const part = (context === 'querystring' ? 'query' : context) as 'body' | 'query' | 'params' | 'headers';
    const source = part === 'body' ? request.body : (request as unknown as Record<string, unknown>)[part];
    return reply.code(400).send(toDrfValidationErrors(error.validation, source ?? {}));
  }
  const code = typeof error.code === 'string' ? error.code : undefined;
  const status = typeof error.statusCode === 'number' && Number.isInteger(error.statusCode) ? error.statusCode : 500;
  if (status >= 500 || status < 400 || code === 'FST_ERR_RESPONSE_SERIALIZATION') {
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(INTERNAL_ERROR_BODY);
  }
  request.log.info({ err: { message: error.message, code } }, 'request error');
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    // DRF's sentence (the API contract), naming what was sent.
    return reply.code(415).send({ detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` });
  }
  if (code?.startsWith('FST_')) {
    return reply.code(status).send({ detail: FRAMEWORK_ERROR_MESSAGES[code] ?? GENERIC_REQUEST_ERROR });
  }
  return reply.code(status).send({ detail: error.message });
}
