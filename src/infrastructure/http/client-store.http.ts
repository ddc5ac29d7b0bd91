/** ClientStore over the REST API: `/api/v1/clients/` (src/contract/clients.ts). */
import type { KyInstance } from 'ky';
import type { ClientStore } from '../../application/proposal/client-store';
import { err, ok } from '../../application/shared/result';
import { clientDetailWire, clientExportWire, clientFromWire, clientInputToWire, clientListWire, clientPageFromWire, clientWire } from '../../contract/clients';
import { clientExportFileName } from '../../domain/clients/client-record';
import { savedQuotationSummaryFromWire } from './quotation.mapper';
import { toLifeSavedItem } from './life-quote.mapper';
import { failureOf, failureOfError, remoteJson } from './remote-call';

export function createHttpClientStore(http: KyInstance): ClientStore {
  return {
    async list({ page, search, signal }) {
      const searchParams: Record<string, string> = { page: String(page) };
      if (search.trim() !== '') searchParams.search = search.trim();
      const result = await remoteJson(http.get('v1/clients/', { searchParams, ...(signal ? { signal } : {}) }), clientListWire);
      return result.ok ? ok(clientPageFromWire(result.value)) : result;
    },
    async create(input) {
      const result = await remoteJson(http.post('v1/clients/', { json: clientInputToWire(input) }), clientWire);
      return result.ok ? ok(clientFromWire(result.value)) : result;
    },
    async load(id) {
      const result = await remoteJson(http.get(`v1/clients/${id}/`), clientDetailWire);
      if (!result.ok) return result;
      const { quotations, life, ...client } = result.value;
      return ok({
        client: clientFromWire(client),
        quotations: quotations.map(savedQuotationSummaryFromWire),
        life: life.map(({ mine, ...item }) => ({ ...toLifeSavedItem(item), mine })),
      });
    },
    async update(id, input) {
      const result = await remoteJson(http.put(`v1/clients/${id}/`, { json: clientInputToWire(input) }), clientWire);
      return result.ok ? ok(clientFromWire(result.value)) : result;
    },
    async exportData(id) {
      const result = await remoteJson(http.post(`v1/clients/${id}/export/`), clientExportWire);
      return result.ok ? ok({ fileName: clientExportFileName(id), json: JSON.stringify(result.value, null, 2) }) : result;
    },
    async remove(id) {
      try {
        const response = await http.delete(`v1/clients/${id}/`);
        return response.ok ? ok(undefined) : err(await failureOf(response));
      } catch (error) {
        return err(await failureOfError(error));
      }
    },
  };
}
