/** QuotationStore over the REST API: `POST /api/v1/quotation/`, `GET /api/v1/quotation/?code=`, `GET /api/v1/quotations/`. */
import type { KyInstance } from 'ky';
import type { QuotationStore } from '../../application/proposal/quotation-store';
import { ok } from '../../application/shared/result';
import { quotationDataToWire, savedQuotationFromWire, savedQuotationPageFromWire } from './quotation.mapper';
import { remoteJson } from './remote-call';
import { quotationListWire, quotationWire } from '../../contract/quotation';

export function createHttpQuotationStore(http: KyInstance): QuotationStore {
  return {
    async save(code, data, clientId = null) {
      const json = { code, data: quotationDataToWire(data), ...(clientId === null ? {} : { client_id: clientId }) };
      const result = await remoteJson(http.post('v1/quotation/', { json }), quotationWire);
      return result.ok ? ok(savedQuotationFromWire(result.value)) : result;
    },
    async load(code) {
      const result = await remoteJson(http.get('v1/quotation/', { searchParams: { code } }), quotationWire);
      return result.ok ? ok(savedQuotationFromWire(result.value)) : result;
    },
    async list({ page, search }) {
      const searchParams: Record<string, string> = { page: String(page) };
      if (search.trim() !== '') searchParams.search = search.trim();
      const result = await remoteJson(http.get('v1/quotations/', { searchParams }), quotationListWire);
      return result.ok ? ok(savedQuotationPageFromWire(result.value)) : result;
    },
  };
}
