/**
 * Pieces of the routes' OpenAPI schemas that many routes declare alike, written once:
 *
 * - `bearer`: the security requirement of a route that needs `Authorization: Bearer <access
 *   token>` (the `bearerAuth` scheme is declared in app.ts).
 * - `readErrors`: the error answers of an authenticated route that answers through
 *   failure-answer.ts — 400 field errors, 401 missing/invalid token, 403 without permission,
 *   404 not found (`{"detail"}` bodies, src/contract).
 *
 * A route spreads `readErrors` next to its success answer: `response: { 200: x, ...readErrors }`.
 */
import { authenticationErrorWire, validationErrorWire } from '../../../src/contract/api-errors';
import { detailErrorWire } from '../../../src/contract/auth';

/** OpenAPI security requirement of an authenticated route. */
export const bearer = [{ bearerAuth: [] }];

/** 400 / 401 / 403 / 404 answers of an authenticated route (see the module comment). */
export const readErrors = {
  400: validationErrorWire,
  401: authenticationErrorWire,
  403: detailErrorWire,
  404: detailErrorWire,
} as const;
