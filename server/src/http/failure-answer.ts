/**
 * The one mapping from a use case's expected failure to its HTTP answer (Django REST framework's
 * shapes, the wire contract the SPA and API clients read), shared by the routes so each route only says which
 * result kinds it can get:
 *
 * - `invalid`   → 400 `{"field": ["message"]}` (the use case's field errors as they are)
 * - `refused`   → 400 `{"non_field_errors": [message], "error": message}` (one sentence)
 * - `forbidden` → 403 `{"detail": "Você não tem permissão para executar essa ação."}`
 * - `not_found` → 404 `{"detail": "Not found."}`
 *
 * The texts come from src/contract/api-errors.ts (the SPA's fakes use the same).
 * Payment-only kinds (409 conflict, 402 declined, 502 provider down) stay in
 * payments.routes.ts, which may delegate these four here.
 */
import type { FastifyReply } from 'fastify';
import { NOT_FOUND_DETAIL, PERMISSION_DENIED } from '../../../src/contract/api-errors';
import { NON_FIELD_ERRORS } from './drf-errors';

/** 403 body for an authenticated caller without permission. */
export const FORBIDDEN_BODY = { detail: PERMISSION_DENIED } as const;
/** 404 body (also for another account's user: existence is not revealed). */
export const NOT_FOUND_BODY = { detail: NOT_FOUND_DETAIL } as const;

/** The expected failures every use case of this API may answer. */
export type CommonFailure =
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'refused'; message: string }
  | { kind: 'forbidden' }
  | { kind: 'not_found' };

/** 400 with one sentence: `{"non_field_errors": [message], "error": message}`. */
export function refusedBody(message: string): { [NON_FIELD_ERRORS]: string[]; error: string } {
  return { [NON_FIELD_ERRORS]: [message], error: message };
}

/** Sends the answer of one {@link CommonFailure} (400, 403 or 404). */
export function failureAnswer(reply: FastifyReply, failure: CommonFailure): FastifyReply {
  switch (failure.kind) {
    case 'invalid':
      return reply.code(400).send(failure.errors);
    case 'refused':
      return reply.code(400).send(refusedBody(failure.message));
    case 'forbidden':
      return reply.code(403).send(FORBIDDEN_BODY);
    case 'not_found':
      return reply.code(404).send(NOT_FOUND_BODY);
  }
}
