/**
 * OperatorImportGateway over the REST API (`/api/admin/operator-imports/…`, multipart with
 * every file under `file`). Translation only: wire (src/contract/operator-imports.ts) ⇄ the
 * port's types.
 */
import type { KyInstance } from 'ky';
import { ok } from '../../application/shared/result';
import type { OperatorImportGateway, OperatorImportRecord, OperatorImportReport } from '../../application/table-updates/operator-import-gateway';
import { operatorImportListWire, operatorImportReportWire, type OperatorImportRecordWire, type OperatorImportReportWire } from '../../contract/operator-imports';
import { remoteJson } from './remote-call';

/** Wire → port: a dry run's or confirm's report. */
export function operatorImportReportFromWire(wire: OperatorImportReportWire): OperatorImportReport {
  return {
    committed: wire.committed,
    operatorImportId: wire.operator_import_id,
    fileName: wire.file_name,
    operator: { ansRegistration: wire.operator.ans_registration, name: wire.operator.name, isNew: wire.operator.is_new },
    counts: wire.counts,
    plans: wire.plans.map((plan) => ({
      code: plan.code,
      name: plan.name,
      uf: plan.uf,
      area: plan.area,
      status: plan.status,
      changes: plan.changes,
      changeByBracket: plan.change_by_bracket,
      findings: plan.findings,
    })),
    missing: wire.missing,
    newProviders: wire.new_providers,
    newAdministradoras: wire.new_administradoras,
    newEntities: wire.new_entities,
    newAreas: wire.new_areas,
  };
}

/** Wire → port: one confirmed import. */
export function operatorImportRecordFromWire(wire: OperatorImportRecordWire): OperatorImportRecord {
  return {
    id: wire.id,
    createdAt: wire.created_at,
    username: wire.username,
    fileName: wire.file_name,
    operator: { id: wire.operator.id, ansRegistration: wire.operator.ans_registration, name: wire.operator.name },
    counts: wire.counts,
  };
}

export function createHttpOperatorImports(http: KyInstance): OperatorImportGateway {
  return {
    async importOperator(files, commit) {
      const body = new FormData();
      for (const file of files) body.append('file', file, file.name);
      // A whole operator can take a while to read and check: no client timeout shorter than the server's.
      const result = await remoteJson(http.post(commit ? 'admin/operator-imports/' : 'admin/operator-imports/dry-run/', { body, timeout: false }), operatorImportReportWire);
      return result.ok ? ok(operatorImportReportFromWire(result.value)) : result;
    },
    async imports() {
      const result = await remoteJson(http.get('admin/operator-imports/'), operatorImportListWire);
      return result.ok ? ok(result.value.results.map(operatorImportRecordFromWire)) : result;
    },
  };
}
