/**
 * In-memory LastQuoteStore (tests, `npm run dev:fake`): one remembered quote per logged-in user
 * (the fake session's username), checked by the server's wire schema and guarded by the access
 * table (server/test/contract/quote-preferences.contract.test.ts runs both).
 */
import type { LastQuoteStore } from '../../application/quotation/last-quote-store';
import { err, ok } from '../../application/shared/result';
import { lastQuoteFromWire, lastQuoteToWire, lastQuoteWire } from '../../contract/quote-preferences';
import type { LastQuote } from '../../domain/quotation/last-quote';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort } from './fault-switch';
import { parsedOrRejected } from './refusals';

export function createFakeLastQuoteStore({ auth }: { auth: FakeAuthGateway }): LastQuoteStore {
  const byUser = new Map<string, LastQuote>();
  return createFakePort({ guard: auth.guard }).wrap<LastQuoteStore>(
    {
      async read() {
        return ok(byUser.get(auth.sessionUsername() ?? '') ?? null);
      },
      async write(last) {
        const parsed = parsedOrRejected(lastQuoteWire.safeParse(lastQuoteToWire(last)), ['last_quote']);
        if (!parsed.ok) return err(parsed.error);
        const stored = lastQuoteFromWire(parsed.value);
        byUser.set(auth.sessionUsername() ?? '', stored);
        return ok(stored);
      },
    },
    { read: 'GET /api/v1/quote-preferences/', write: 'PUT /api/v1/quote-preferences/' },
  );
}
