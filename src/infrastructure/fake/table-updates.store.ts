/**
 * In-memory TableUpdatesStore (server/src/modules/table-updates/use-cases/table-updates-store.ts):
 * the storage the fake back end runs the table-updates use cases over — calendar lines, each
 * user's last look at the calendar, the audit of price-table imports, the price tables they
 * write and the list of operator imports. It answers what the port's docstrings say, in the
 * database's order (repositories/table-updates.repository.ts): lines by date, then institution
 * name, then id; audits and operator imports newest first. The joins the database makes come
 * from the data given: institution names (and registro ANS) and the catalog's plans with their
 * price tables; UFs from the domain's state table.
 *
 * Fake mode reads no operator file (docs/decisions/2026-11-28-fake-mode-does-not-read-operator-files.md):
 * `importOperatorCatalog` is never reached (the fake refuses first) and throws if it is.
 */
import type { TableUpdatesStore } from '../../../server/src/modules/table-updates/use-cases/table-updates-store';
import { stateById } from '../../domain/quotation/states';

type LineRecord = Awaited<ReturnType<TableUpdatesStore['updates']>>[number];
type ImportAudit = Awaited<ReturnType<TableUpdatesStore['importAudits']>>[number];
type OperatorImportRow = Awaited<ReturnType<TableUpdatesStore['operatorImports']>>[number];
type PlanRow = Awaited<ReturnType<TableUpdatesStore['plansByIds']>>[number];

/** A stored calendar line (the `table_updates` row). */
export interface StoredLine {
  id: number;
  institutionId: number;
  stateId: number;
  /** `YYYY-MM-DD`. */
  updatingDate: string;
  updatingDescription: string;
  kind: LineRecord['kind'];
  createdAt: Date;
  changedAt: Date;
  importId: number | null;
}

/** A stored price table (what the import checks and writes: plan, date, 10 prices in cents). */
interface StoredTable {
  id: number;
  planId: number;
  effectiveDate: string;
  pricesCents: number[];
}

/** What the store joins and starts with. */
export interface InMemoryTableUpdatesOptions {
  /** The catalog's institutions: a line's operator name; an operator import's registro ANS. */
  institutions: ReadonlyArray<{ readonly id: number; readonly name: string; readonly ansRegistration: string | null }>;
  /** The catalog's plans with their price table in force (the import's checks). */
  plans?: ReadonlyArray<{
    readonly id: number;
    readonly name: string;
    readonly institutionId: number;
    readonly stateId: number;
    readonly priceTable: { readonly id: number; readonly effectiveDate: string; readonly real: boolean; readonly pricesCents: readonly number[] };
  }>;
  /** Calendar lines to start with (their ids are kept; new ones follow the largest). */
  lines?: readonly StoredLine[];
  /** Price-table import audit records to start with. */
  importAudits?: readonly ImportAudit[];
}

const newestFirst = (a: { createdAt: Date; id: number }, b: { createdAt: Date; id: number }) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;
const nextId = (rows: ReadonlyArray<{ id: number }>) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

/** Creates the store; `transaction` restores every list when its work throws (all or nothing). */
export function createInMemoryTableUpdatesStore(options: InMemoryTableUpdatesOptions): TableUpdatesStore {
  const institutions = new Map(options.institutions.map((institution) => [institution.id, institution]));
  const plans = new Map((options.plans ?? []).map((plan) => [plan.id, plan]));
  const data = {
    lines: (options.lines ?? []).map((line) => ({ ...line })),
    views: new Map<number, { lastSeenAt: Date; stateId: number | null }>(),
    audits: (options.importAudits ?? []).map((audit) => ({ ...audit })),
    tables: (options.plans ?? []).map((plan): StoredTable => ({ id: plan.priceTable.id, planId: plan.id, effectiveDate: plan.priceTable.effectiveDate, pricesCents: [...plan.priceTable.pricesCents] })),
    operatorImports: [] as OperatorImportRow[],
  };

  /** The line with its institution and UF (the database's inner joins: a line without them is not answered). */
  const recordOf = (line: StoredLine): LineRecord[] => {
    const institution = institutions.get(line.institutionId);
    const state = stateById(line.stateId);
    if (!institution || !state) return [];
    const { id, stateId, updatingDate: date, updatingDescription: description, kind, changedAt } = line;
    return [{ id, institution: { id: institution.id, name: institution.name }, stateId, uf: state.uf, date, description, kind, changedAt: new Date(changedAt) }];
  };
  const byDateThenName = (a: LineRecord, b: LineRecord) => a.date.localeCompare(b.date) || a.institution.name.localeCompare(b.institution.name, 'pt-BR') || a.id - b.id;
  const forecast = (id: number) => data.lines.find((line) => line.id === id && line.kind === 'forecast');

  const store: TableUpdatesStore = {
    async updates(filter) {
      const matching = data.lines
        .filter((line) => filter.stateId === undefined || line.stateId === filter.stateId)
        .filter((line) => filter.institutionId === undefined || line.institutionId === filter.institutionId)
        .filter((line) => (filter.until === undefined || line.updatingDate <= filter.until) && (filter.from === undefined || line.updatingDate >= filter.from))
        .flatMap(recordOf)
        .sort(byDateThenName);
      return filter.limit === undefined ? matching : matching.slice(0, filter.limit);
    },
    async updateById(id) {
      const line = data.lines.find((candidate) => candidate.id === id);
      return line ? recordOf(line)[0] : undefined;
    },
    async countUpcomingByState(from) {
      const counts = new Map<number, number>();
      for (const line of data.lines) if (line.updatingDate >= from) counts.set(line.stateId, (counts.get(line.stateId) ?? 0) + 1);
      return [...counts.entries()].sort(([a], [b]) => a - b).map(([id, count]) => ({ id, uf: stateById(id)?.uf ?? '', count }));
    },
    async insertForecast(values, now) {
      const id = nextId(data.lines);
      data.lines.push({ id, ...values, kind: 'forecast', createdAt: new Date(now), changedAt: new Date(now), importId: null });
      return id;
    },
    async updateForecast(id, values, now) {
      const line = forecast(id);
      if (!line) return false;
      Object.assign(line, values, { changedAt: new Date(now) });
      return true;
    },
    async deleteForecast(id) {
      const line = forecast(id);
      if (!line) return false;
      data.lines.splice(data.lines.indexOf(line), 1);
      return true;
    },
    async view(userId) {
      const view = data.views.get(userId);
      return { lastSeenAt: view ? new Date(view.lastSeenAt) : null, stateId: view?.stateId ?? null };
    },
    async saveView(userId, now, stateId) {
      data.views.set(userId, { lastSeenAt: new Date(now), stateId: stateId === undefined ? (data.views.get(userId)?.stateId ?? null) : stateId });
    },
    async countChangedSince(since, stateId, today) {
      return data.lines.filter((line) => (since ? line.changedAt > since : line.updatingDate >= today) && (stateId === null || line.stateId === stateId)).length;
    },
    async insertImportAudit(values, now) {
      const id = nextId(data.audits);
      data.audits.push({ id, ...values, plans: values.plans.map((plan) => ({ ...plan })), createdAt: new Date(now) });
      return id;
    },
    async importAudits(limit) {
      return [...data.audits].sort(newestFirst).slice(0, limit);
    },
    async recordImportedUpdate(values, now) {
      const open = data.lines
        .filter((line) => line.institutionId === values.institutionId && line.stateId === values.stateId && line.kind === 'forecast')
        .sort((a, b) => Math.abs(dayNumber(a.updatingDate) - dayNumber(values.effectiveDate)) - Math.abs(dayNumber(b.updatingDate) - dayNumber(values.effectiveDate)) || a.id - b.id)[0];
      const written = { kind: 'update' as const, updatingDate: values.effectiveDate, updatingDescription: values.description, importId: values.importId, changedAt: new Date(now) };
      if (open) return Object.assign(open, written).id;
      const id = nextId(data.lines);
      data.lines.push({ id, institutionId: values.institutionId, stateId: values.stateId, createdAt: new Date(now), ...written });
      return id;
    },
    async plansByIds(ids) {
      return [...new Set(ids)].flatMap((id): PlanRow[] => {
        const plan = plans.get(id);
        return plan ? [{ id: plan.id, name: plan.name, institutionId: plan.institutionId, stateId: plan.stateId, real: plan.priceTable.real }] : [];
      });
    },
    async tablesInForce(planIds, today) {
      const result = new Map<number, { effectiveDate: string; pricesCents: number[] }>();
      for (const table of data.tables) {
        if (!planIds.includes(table.planId) || table.effectiveDate > today) continue;
        const kept = result.get(table.planId);
        if (!kept || kept.effectiveDate < table.effectiveDate) result.set(table.planId, { effectiveDate: table.effectiveDate, pricesCents: [...table.pricesCents] });
      }
      return result;
    },
    async plansWithTableOn(planIds, effectiveDate) {
      return new Set(data.tables.filter((table) => planIds.includes(table.planId) && table.effectiveDate === effectiveDate).map((table) => table.planId));
    },
    async insertPriceTables(tables) {
      return tables.map((table) => {
        const id = nextId(data.tables);
        data.tables.push({ id, planId: table.planId, effectiveDate: table.effectiveDate, pricesCents: [...table.pricesCents] });
        return id;
      });
    },
    async insertOperatorImport(values, now) {
      const operator = [...institutions.values()].find((institution) => institution.ansRegistration === values.ansRegistration);
      if (!operator) throw new Error(`operator ${values.ansRegistration} not written by its import`);
      const id = nextId(data.operatorImports);
      data.operatorImports.push({ id, ...values, counts: { ...values.counts }, tableImportIds: [...values.tableImportIds], institutionId: operator.id, createdAt: new Date(now) });
      return id;
    },
    async operatorImports(limit) {
      return [...data.operatorImports].sort(newestFirst).slice(0, limit);
    },
    async importOperatorCatalog() {
      throw new Error('fake mode reads no operator file: the fake refuses the import before the use case');
    },
    async lockOperatorImports() {
      // No operator import runs here (above): no confirm to wait for.
    },
    async transaction(work) {
      const saved = structuredClone({ lines: data.lines, views: data.views, audits: data.audits, tables: data.tables, operatorImports: data.operatorImports });
      try {
        return await work(store);
      } catch (error) {
        Object.assign(data, saved);
        throw error;
      }
    },
  };
  return store;
}
