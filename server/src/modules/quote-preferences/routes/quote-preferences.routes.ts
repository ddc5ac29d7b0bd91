/**
 * The broker's remembered quote (wire: src/contract/quote-preferences.ts):
 * - `GET /api/v1/quote-preferences/` (Bearer) → `{ last_quote: {type, state_id, city} | null }`.
 * - `PUT /api/v1/quote-preferences/` (Bearer) `{ last_quote }` → 200 the same; 400 DRF field messages.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { lastQuoteFromWire, lastQuoteToWire, quotePreferencesWire, saveQuotePreferencesBodyWire, type QuotePreferencesWire } from '../../../../../src/contract/quote-preferences';
import type { LastQuote } from '../../../../../src/domain/quotation/last-quote';
import { bearer } from '../../../http/route-schema';
import { currentUser } from '../../../http/authentication';
import { getLastQuote, saveLastQuote, type QuotePreferencesDeps } from '../use-cases/quote-preferences';

const toWire = (last: LastQuote | null): QuotePreferencesWire => ({ last_quote: last ? lastQuoteToWire(last) : null });

export const quotePreferencesRoutes: FastifyPluginAsyncZod<QuotePreferencesDeps> = async (app, deps) => {
  app.get(
    '/api/v1/quote-preferences/',
    {
      schema: {
        tags: ['quotation'],
        summary: "The caller's last quote (type, state, city), where /cotacao starts",
        security: bearer,
        response: { 200: quotePreferencesWire, 401: authenticationErrorWire },
      },
    },
    async (request) => toWire(await getLastQuote(deps, currentUser(request))),
  );

  app.put(
    '/api/v1/quote-preferences/',
    {
      schema: {
        tags: ['quotation'],
        summary: "Remembers the caller's last quote (type, state, city)",
        security: bearer,
        body: saveQuotePreferencesBodyWire,
        response: { 200: quotePreferencesWire, 400: validationErrorWire, 401: authenticationErrorWire },
      },
    },
    async (request) => toWire(await saveLastQuote(deps, currentUser(request), lastQuoteFromWire(request.body.last_quote))),
  );
};
