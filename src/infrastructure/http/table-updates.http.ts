/**
 * TableUpdatesGateway over the REST API: `/api/history/…` and the superuser's
 * `/api/admin/forecasts/…` and `/api/admin/table-imports/…` (multipart). Translation only:
 * wire (src/contract/table-updates.ts) ⇄ the port's types (table-updates.mapper.ts).
 */
import type { KyInstance } from 'ky';
import type { TableUpdatesGateway } from '../../application/table-updates/table-updates-gateway';
import { err, ok } from '../../application/shared/result';
import {
  forecastToWire,
  historyListWire,
  historyResumeWire,
  historyUnseenWire,
  importReportWire,
  tableImportListWire,
  tableUpdateEntryFromWire,
  tableUpdateEntryWire,
} from '../../contract/table-updates';
import { failureOf, failureOfError, remoteJson } from './remote-call';
import { importReportFromWire, resumeFromWire, tableImportRecordFromWire, unseenFromWire } from './table-updates.mapper';

const stateQuery = (stateId: number | null) => (stateId === null ? {} : { searchParams: { state_id: stateId } });

export function createHttpTableUpdatesGateway(http: KyInstance): TableUpdatesGateway {
  return {
    async history(stateId) {
      const result = await remoteJson(http.get('history/', stateQuery(stateId)), historyListWire);
      return result.ok ? ok(result.value.results.map(tableUpdateEntryFromWire)) : result;
    },
    async effectiveHistory(stateId) {
      const result = await remoteJson(http.get('history-efetive/', stateQuery(stateId)), historyListWire);
      return result.ok ? ok(result.value.results.map(tableUpdateEntryFromWire)) : result;
    },
    async resume(stateId) {
      const result = await remoteJson(http.get('history/resume/', stateQuery(stateId)), historyResumeWire);
      return result.ok ? ok(resumeFromWire(result.value)) : result;
    },
    async unseen() {
      const result = await remoteJson(http.get('history/unseen/'), historyUnseenWire);
      return result.ok ? ok(unseenFromWire(result.value)) : result;
    },
    async markSeen(stateId) {
      const result = await remoteJson(http.post('history/seen/', { json: { state_id: stateId } }), historyUnseenWire);
      return result.ok ? ok(unseenFromWire(result.value)) : result;
    },
    async createForecast(input) {
      const result = await remoteJson(http.post('admin/forecasts/', { json: forecastToWire(input) }), tableUpdateEntryWire);
      return result.ok ? ok(tableUpdateEntryFromWire(result.value)) : result;
    },
    async updateForecast(id, input) {
      const result = await remoteJson(http.put(`admin/forecasts/${id}/`, { json: forecastToWire(input) }), tableUpdateEntryWire);
      return result.ok ? ok(tableUpdateEntryFromWire(result.value)) : result;
    },
    async deleteForecast(id) {
      try {
        const response = await http.delete(`admin/forecasts/${id}/`, { throwHttpErrors: false });
        return response.ok ? ok(undefined) : err(await failureOf(response));
      } catch (error) {
        return err(await failureOfError(error));
      }
    },
    async importTable(form, commit) {
      const body = new FormData();
      body.set('institution_id', String(form.institutionId));
      body.set('state_id', String(form.stateId));
      body.set('effective_date', form.effectiveDate);
      body.set('file', form.file, form.file.name);
      const result = await remoteJson(http.post(commit ? 'admin/table-imports/' : 'admin/table-imports/dry-run/', { body }), importReportWire);
      return result.ok ? ok(importReportFromWire(result.value)) : result;
    },
    async tableImports() {
      const result = await remoteJson(http.get('admin/table-imports/'), tableImportListWire);
      return result.ok ? ok(result.value.results.map(tableImportRecordFromWire)) : result;
    },
  };
}
