/**
 * In-memory QuotationStore (tests, `npm run dev:fake`): validates and round-trips the
 * data through the same wire schema as the server, answers the server's messages.
 * Test control: `failNextWith(failure)`.
 */
import type { Clock } from '../../application/shared/clock';
import type { QuotationStore } from '../../application/proposal/quotation-store';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { quotationDataFromWire, quotationDataToWire } from '../http/quotation.mapper';
import { QUOTATION_NOT_FOUND_MESSAGE, quotationDataWire, type QuotationDataWire } from '../../contract/quotation';

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
      if (saved.has(code)) return err({ kind: 'rejected', message: 'Já existe uma cotação com este código.' });
      const createdAt = options.clock.now().toISOString();
      saved.set(code, { data: parsed.data, createdAt });
      return ok({ code, data: quotationDataFromWire(parsed.data), createdAt });
    },
    async load(code) {
      const failure = takeFailure();
      if (failure) return err(failure);
      const found = saved.get(code);
      if (!found) return err({ kind: 'not-found', message: QUOTATION_NOT_FOUND_MESSAGE });
      return ok({ code, data: quotationDataFromWire(found.data), createdAt: found.createdAt });
    },
  };
}
