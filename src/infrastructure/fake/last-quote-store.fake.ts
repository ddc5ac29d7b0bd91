/**
 * In-memory LastQuoteStore (tests, `npm run dev:fake`): the server's own use cases
 * (server/src/modules/quote-preferences/use-cases/quote-preferences.ts) over an in-memory store,
 * one row per user; the body checked by the route's wire schema, each call guarded by the access
 * table (server/test/contract/quote-preferences.contract.test.ts runs both back ends).
 */
import type { Clock } from '../../application/shared/clock';
import type { LastQuoteStore } from '../../application/quotation/last-quote-store';
import { err, ok } from '../../application/shared/result';
import { lastQuoteFromWire, lastQuoteToWire, saveQuotePreferencesBodyWire } from '../../contract/quote-preferences';
import { getLastQuote, saveLastQuote, type QuotePreferencesStore } from '../../../server/src/modules/quote-preferences/use-cases/quote-preferences';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort } from './fault-switch';
import { parsedOrRejected } from './refusals';
import { sessionCaller } from './server-caller';

type QuotePreferencesRow = NonNullable<Awaited<ReturnType<QuotePreferencesStore['find']>>>;

/** The store port over a map by user id (the table's primary key). */
function memoryQuotePreferencesStore(): QuotePreferencesStore {
  const rows = new Map<number, QuotePreferencesRow>();
  return {
    find: async (userId) => rows.get(userId) ?? null,
    async save(row) {
      rows.set(row.userId, { ...row });
      return { ...row };
    },
  };
}

/** The fake LastQuoteStore over a new, empty table; `auth` is the session (caller and access check), `clock` the instant a quote is remembered at. */
export function createFakeLastQuoteStore({ auth, clock }: { auth: FakeAuthGateway; clock: Clock }): LastQuoteStore {
  const deps = { store: memoryQuotePreferencesStore(), clock: () => clock.now() };
  return createFakePort({ guard: auth.guard }).wrap<LastQuoteStore>(
    {
      read: async () => ok(await getLastQuote(deps, sessionCaller(auth))),
      async write(last) {
        const body = parsedOrRejected(saveQuotePreferencesBodyWire.safeParse({ last_quote: lastQuoteToWire(last) }));
        if (!body.ok) return err(body.error);
        return ok(await saveLastQuote(deps, sessionCaller(auth), lastQuoteFromWire(body.value.last_quote)));
      },
    },
    { read: 'GET /api/v1/quote-preferences/', write: 'PUT /api/v1/quote-preferences/' },
  );
}
