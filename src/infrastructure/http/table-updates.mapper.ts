/**
 * Wire → port mapping of the table-updates calls (src/contract/table-updates.ts): snake_case
 * answers to the TableUpdatesGateway's camelCase values. Translation only; shared by the HTTP
 * adapter (table-updates.http.ts) and the fake back end, which runs the server's use cases and
 * reads their wire answers the same way.
 */
import type {
  ImportReport,
  TableImportRecord,
  TableUpdatesResume,
  TableUpdatesUnseen,
} from '../../application/table-updates/table-updates-gateway';
import {
  tableUpdateEntryFromWire,
  type HistoryResumeWire,
  type HistoryUnseenWire,
  type ImportReportWire,
  type TableImportRecordWire,
} from '../../contract/table-updates';

/** Wire → port: the badge. */
export function unseenFromWire(wire: HistoryUnseenWire): TableUpdatesUnseen {
  return { count: wire.count, stateId: wire.state_id };
}

/** Wire → port: the dashboard's resume of a state. */
export function resumeFromWire(wire: HistoryResumeWire): TableUpdatesResume {
  return { upcoming: wire.results.map(tableUpdateEntryFromWire), text: wire.text, states: wire.states };
}

/** Wire → port: one committed import of the audit list (the price table ids stay on the server). */
export function tableImportRecordFromWire(wire: TableImportRecordWire): TableImportRecord {
  return {
    id: wire.id,
    createdAt: wire.created_at,
    username: wire.username,
    fileName: wire.file_name,
    institutionId: wire.institution_id,
    stateId: wire.state_id,
    effectiveDate: wire.effective_date,
    plans: wire.plans.map((plan) => ({ planId: plan.plan_id, planName: plan.plan_name })),
  };
}

/** Wire → port: an import report. */
export function importReportFromWire(wire: ImportReportWire): ImportReport {
  return {
    committed: wire.committed,
    importId: wire.import_id,
    fileName: wire.file_name,
    institution: { id: wire.institution.id, name: wire.institution.full_name },
    uf: wire.uf,
    effectiveDate: wire.effective_date,
    plans: wire.plans.map((plan) => ({
      planId: plan.plan_id,
      planName: plan.plan_name,
      row: plan.row,
      pricesCents: plan.prices_cents,
      current: plan.current ? { effectiveDate: plan.current.effective_date, pricesCents: plan.current.prices_cents } : null,
      changeByBracket: plan.change_by_bracket,
      averageChange: plan.average_change,
      findings: plan.findings,
    })),
  };
}
