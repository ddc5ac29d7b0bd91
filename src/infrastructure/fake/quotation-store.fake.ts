/**
 * In-memory QuotationStore (tests, `npm run dev:fake`): validates and round-trips the
 * data through the same wire schema as the server, answers the server's messages
 * (src/contract/quotation.ts) and, like it, compares codes case-insensitively
 * (server/test/contract/quotations.contract.test.ts runs both).
 * Test control: `failNextWith(failure)`.
 */
import type { Clock } from '../../application/shared/clock';
import type { QuotationStore } from '../../application/proposal/quotation-store';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { quotationDataFromWire, quotationDataToWire } from '../http/quotation.mapper';
import { QUOTATION_CODE_TAKEN_MESSAGE, QUOTATION_NOT_FOUND_MESSAGE, quotationDataWire, type QuotationDataWire } from '../../contract/quotation';

export interface FakeQuotationStore extends QuotationStore {
  failNextWith(failure: RemoteFailure): void;
}

export function createFakeQuotationStore(options: { clock: Clock }): FakeQuotationStore {
  const saved = new Map<string, { data: QuotationDataWire; createdAt: string }>();
  let nextFailure: RemoteFailure | null = null;
  const takeFailure = () => {
    const failure = nextFailure;
    nextFailure = null;
    return failure;
  };
  return {
    failNextWith(failure) {
      nextFailure = failure;
    },
    async save(code, data) {
      const failure = takeFailure();
      if (failure) return err(failure);
      const parsed = quotationDataWire.safeParse(JSON.parse(JSON.stringify(quotationDataToWire(data))));
      if (!parsed.success) return err({ kind: 'rejected', message: parsed.error.issues[0]?.message ?? 'Dados inválidos.' });
      const key = code.toLowerCase();
      if (saved.has(key)) return err({ kind: 'rejected', message: QUOTATION_CODE_TAKEN_MESSAGE, fields: { code: [QUOTATION_CODE_TAKEN_MESSAGE] } });
      const createdAt = options.clock.now().toISOString();
      saved.set(key, { data: parsed.data, createdAt });
      return ok({ code: key, data: quotationDataFromWire(parsed.data), createdAt });
    },
    async load(code) {
      const failure = takeFailure();
      if (failure) return err(failure);
      const key = code.toLowerCase();
      const found = saved.get(key);
      if (!found) return err({ kind: 'not-found', message: QUOTATION_NOT_FOUND_MESSAGE });
      return ok({ code: key, data: quotationDataFromWire(found.data), createdAt: found.createdAt });
    },
  };
}
