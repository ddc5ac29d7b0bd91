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
import { parsedOrRejected } from './refusals';

export function createFakeLastQuoteStore({ auth }: { auth: FakeAuthGateway }): LastQuoteStore {
  const byUser = new Map<string, LastQuote>();
  return {
    async read() {
      const refused = auth.guard('GET /api/v1/quote-preferences/');
      return refused ? err(refused) : ok(byUser.get(auth.sessionUsername() ?? '') ?? null);
    },
    async write(last) {
      const refused = auth.guard('PUT /api/v1/quote-preferences/');
      if (refused) return err(refused);
      const parsed = parsedOrRejected(lastQuoteWire.safeParse(lastQuoteToWire(last)), ['last_quote']);
      if (!parsed.ok) return err(parsed.error);
      const stored = lastQuoteFromWire(parsed.value);
      byUser.set(auth.sessionUsername() ?? '', stored);
      return ok(stored);
    },
  };
}
