/**
 * Wire format (snake_case, as on the network) of the account and session calls of
 * spec point 7, following `../shared/api-conventions.md` (SimpleJWT / DRF style).
 *
 * Shared by the SPA's HTTP adapters (to validate answers) and by the server (to
 * validate requests, shape answers and publish the OpenAPI document). Nothing here
 * leaks into `domain/` or `ui/`: adapters map these DTOs to domain types.
 */
import { z } from 'zod';

/** `POST /api/token/` body. Missing fields answer 400 `{"field": ["This field is required."]}`. */
export const tokenRequestWire = z.object({
  username: z.string().min(1, 'This field may not be blank.'),
  password: z.string().min(1, 'This field may not be blank.'),
});
export type TokenRequestWire = z.infer<typeof tokenRequestWire>;

/** `POST /api/token/` 200 answer: a SimpleJWT token pair. */
export const tokenPairWire = z.object({
  refresh: z.string(),
  access: z.string(),
});
export type TokenPairWire = z.infer<typeof tokenPairWire>;

/** `POST /api/token/refresh/` body. */
export const refreshRequestWire = z.object({ refresh: z.string() });

/** `POST /api/token/refresh/` 200 answer (refresh tokens are not rotated). */
export const accessTokenWire = z.object({ access: z.string() });

/** `POST /api/accounts/logout/` body: the refresh token to revoke. */
export const logoutRequestWire = z.object({ refresh: z.string() });

/** Payment codes seen in spec point 3: OP paying/free access, FR free plan, BL blocked. */
export const paymentCodeWire = z.enum(['OP', 'FR', 'BL']);

/**
 * `GET /api/users/me/` 200 answer: every field of spec point 3 "Authenticated user".
 * - `payment_expirated_at`: ISO date `YYYY-MM-DD` or null.
 * - `last_login`: ISO 8601 date-time or null.
 * - `logo`: absolute-path URL (`/media/...`) or null.
 * - `principal_user_id`: id of the account owner; equals `id` for the principal user.
 * - `subscription`: null when the account has none (free plan without a product).
 */
export const userMeWire = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  cpf: z.string(),
  logo: z.string().nullable(),
  roles: z.array(z.string()),
  is_superuser: z.boolean(),
  first_access: z.boolean(),
  last_login: z.string().nullable(),
  payment: paymentCodeWire,
  payment_expirated_at: z.iso.date().nullable(),
  without_pay: z.boolean(),
  plan_id: z.number().int().nullable(),
  principal_user_id: z.number().int().nullable(),
  subscription: z
    .object({
      status: z.string().nullable(),
      total_users: z.number().int(),
    })
    .nullable(),
});
export type UserMeWire = z.infer<typeof userMeWire>;

/** DRF error body: `{"detail": "..."}`, optionally with `code`, `messages` and `error`. */
export const detailErrorWire = z.object({
  detail: z.string(),
  code: z.string().optional(),
  error: z.string().optional(),
});

/** Messages the server answers with, shared so the SPA can recognise them. */
export const AUTH_MESSAGES = {
  noActiveAccount: 'No active account found with the given credentials',
  tokenInvalid: 'Token is invalid or expired',
  notProvided: 'Authentication credentials were not provided.',
  givenTokenNotValid: 'Given token not valid for any token type',
  fieldRequired: 'This field is required.',
} as const;
