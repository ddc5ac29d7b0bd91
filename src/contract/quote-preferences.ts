/**
 * Wire of the broker's remembered quote (not in the spec):
 *
 * - `GET /api/v1/quote-preferences/` (Bearer) → 200 `{ "last_quote": { type, state_id, city } | null }`
 *   (null for a broker who never quoted).
 * - `PUT /api/v1/quote-preferences/` (Bearer) `{ "last_quote": { type, state_id, city } }` → 200 the same
 *   body; 400 DRF field messages (unknown type, state outside 1–27, city over 120 characters).
 *
 * Kept per user (not per account): each broker of a team quotes their own region. Written with
 * `zod/mini`, like the catalog contract it uses: the same checks and messages.
 */
import { z } from 'zod/mini';
import { planTypeWire } from './catalog';
import type { LastQuote } from '../domain/quotation/last-quote';

/** Longest city name remembered. */
export const MAX_REMEMBERED_CITY = 120;

export const lastQuoteWire = z.strictObject({
  type: planTypeWire,
  state_id: z.number('Informe o estado.').check(z.int('Estado inválido.'), z.gte(1, 'Estado inválido.'), z.lte(27, 'Estado inválido.')),
  city: z.nullable(
    z
      .string()
      .check(z.trim(), z.minLength(1, 'Informe a cidade ou null.'), z.maxLength(MAX_REMEMBERED_CITY, `A cidade deve ter no máximo ${MAX_REMEMBERED_CITY} caracteres.`)),
  ),
});

export const quotePreferencesWire = z.strictObject({ last_quote: z.nullable(lastQuoteWire) });
export const saveQuotePreferencesBodyWire = z.strictObject({ last_quote: lastQuoteWire });

export type LastQuoteWire = z.infer<typeof lastQuoteWire>;
export type QuotePreferencesWire = z.infer<typeof quotePreferencesWire>;

/** The remembered quote as the SPA's domain names it, from its wire form (the HTTP adapter and the fake). */
export const lastQuoteFromWire = (wire: LastQuoteWire): LastQuote => ({ type: wire.type, stateId: wire.state_id, city: wire.city });
/** The inverse of {@link lastQuoteFromWire}. */
export const lastQuoteToWire = (last: LastQuote): LastQuoteWire => ({ type: last.type, state_id: last.stateId, city: last.city });
