/** LastQuoteStore over the REST API: `GET` / `PUT /api/v1/quote-preferences/` (src/contract/quote-preferences.ts). */
import type { KyInstance } from 'ky';
import type { LastQuoteStore } from '../../application/quotation/last-quote-store';
import { ok } from '../../application/shared/result';
import { lastQuoteFromWire, lastQuoteToWire, quotePreferencesWire } from '../../contract/quote-preferences';
import { remoteJson } from './remote-call';


export function createHttpLastQuoteStore(http: KyInstance): LastQuoteStore {
  return {
    async read() {
      const result = await remoteJson(http.get('v1/quote-preferences/'), quotePreferencesWire);
      return result.ok ? ok(result.value.last_quote ? lastQuoteFromWire(result.value.last_quote) : null) : result;
    },
    async write(last) {
      const result = await remoteJson(http.put('v1/quote-preferences/', { json: { last_quote: lastQuoteToWire(last) } }), quotePreferencesWire);
      return result.ok && result.value.last_quote ? ok(lastQuoteFromWire(result.value.last_quote)) : result.ok ? ok(last) : result;
    },
  };
}
