/**
 * Wire format of the API's error answers beyond `detailErrorWire` (see auth.wire.ts),
 * following `../shared/api-conventions.md` (DRF / SimpleJWT style). Shared by the server
 * (response schemas and OpenAPI) and the SPA (to read errors).
 */
import { z } from 'zod';

/**
 * 401 for a bad or expired token on an authenticated call (SimpleJWT):
 * `{"detail": "Given token not valid for any token type", "code": "token_not_valid",
 *   "messages": [{"token_class": "AccessToken", "token_type": "access", "message": "Token is invalid or expired"}]}`.
 * Also `{"detail": "Token is invalid or expired", "code": "token_not_valid"}` from the refresh call.
 */
export const tokenNotValidWire = z.object({
  detail: z.string(),
  code: z.string(),
  messages: z
    .array(
      z.object({
        token_class: z.string(),
        token_type: z.string(),
        message: z.string(),
      }),
    )
    .optional(),
});
export type TokenNotValidWire = z.infer<typeof tokenNotValidWire>;

/**
 * Any 401 of an authenticated call: `{"detail": "Authentication credentials were not provided."}`
 * (no token) or the {@link tokenNotValidWire} body (bad or expired token).
 */
export const authenticationErrorWire = tokenNotValidWire.partial({ code: true });
export type AuthenticationErrorWire = z.infer<typeof authenticationErrorWire>;

/**
 * 400 validation error (DRF): one key per field with a list of messages, errors not tied
 * to a field under `non_field_errors`; nested fields nest. e.g.
 * `{"username": ["This field is required."]}`.
 */
export const validationErrorWire = z
  .record(z.string(), z.unknown())
  .describe('DRF validation errors: {"field": ["message", ...], "non_field_errors": [...]}');
export type ValidationErrorWire = z.infer<typeof validationErrorWire>;

/**
 * 429 too many attempts: `detail` (DRF) and `error` (the one sentence the SPA shows) carry
 * the same pt-BR message; the `Retry-After` header gives the wait in seconds.
 */
export const throttledWire = z.object({
  detail: z.string(),
  error: z.string(),
});
export type ThrottledWire = z.infer<typeof throttledWire>;

/** `POST /api/accounts/logout/` 200 answer: `{"detail": "Successfully logged out."}`. */
export const logoutResponseWire = z.object({ detail: z.string() });

/**
 * `detail` of a 403 for an authenticated caller without permission (DRF's pt-BR
 * `PermissionDenied`): `{"detail": "Você não tem permissão para executar essa ação."}`.
 * The one home of this text: the server's routes and the SPA's fakes import it.
 */
export const PERMISSION_DENIED = 'Você não tem permissão para executar essa ação.';

/** `detail` of a 404 (DRF's `Http404`): `{"detail": "Not found."}`; the fakes answer the same text. */
export const NOT_FOUND_DETAIL = 'Not found.';
