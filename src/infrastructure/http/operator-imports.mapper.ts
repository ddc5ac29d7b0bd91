/**
 * Wire → port mapping of the operator-import calls (src/contract/operator-imports.ts):
 * snake_case answers to the OperatorImportGateway's camelCase values. Translation only; shared
 * by the HTTP adapter (operator-imports.http.ts) and the fake back end, which runs the server's
 * use cases and reads their wire answers the same way.
 */
import type { OperatorImportRecord, OperatorImportReport } from '../../application/table-updates/operator-import-gateway';
import type { OperatorImportRecordWire, OperatorImportReportWire } from '../../contract/operator-imports';

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

