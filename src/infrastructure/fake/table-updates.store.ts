/**
 * In-memory TableUpdatesStore (server/src/modules/table-updates/use-cases/table-updates-store.ts):
 * the storage the fake back end runs the table-updates use cases over — calendar lines, each
 * user's last look at the calendar, the audit list of price-table imports and the list of
 * operator imports. It answers what the port's docstrings say, in the database's order
 * (repositories/table-updates.repository.ts): lines by date, then institution name, then id;
 * audits and operator imports newest first. The joins the database makes come from the data
 * given (institution names) and the domain's state table (UFs).
 *
 * Fake mode reads no price-table or operator file
 * (docs/decisions/2026-11-28-fake-mode-does-not-read-operator-files.md): the fake refuses an
 * import before the use case reads the file, so the import's writes and catalog reads
 * (`plansByIds`, `plansWithTableOn`, `insertPriceTables`, `recordImportedUpdate`,
 * `importOperatorCatalog`, `transaction`, …) are never reached here; nor is `tablesInForce`,
 * which only the import and the server's quotations module read. They throw if they are,
 * rather than write a second time queries no fake runs.
 */
import type { TableUpdatesStore } from '../../../server/src/modules/table-updates/use-cases/table-updates-store';
import { stateById } from '../../domain/quotation/states';

type LineRecord = Awaited<ReturnType<TableUpdatesStore['updates']>>[number];
type ImportAudit = Awaited<ReturnType<TableUpdatesStore['importAudits']>>[number];
type OperatorImportRow = Awaited<ReturnType<TableUpdatesStore['operatorImports']>>[number];

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

/** What the store joins and starts with. */
export interface InMemoryTableUpdatesOptions {
  /** The catalog's institutions: a line's operator name. */
  institutions: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  /** Calendar lines to start with (their ids are kept; new ones follow the largest). */
  lines?: readonly StoredLine[];
  /** Price-table import audit records to start with. */
  importAudits?: readonly ImportAudit[];
  /** Operator import records to start with. */
  operatorImports?: readonly OperatorImportRow[];
}

const newestFirst = (a: { createdAt: Date; id: number }, b: { createdAt: Date; id: number }) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
const nextId = (rows: ReadonlyArray<{ id: number }>) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

/** What a reached import step throws. */
function noImport(): never {
  throw new Error('fake mode reads no price-table or operator file: the fake refuses the import before the use case reads it');
}

/** Creates the store over a copy of the data given. */
export function createInMemoryTableUpdatesStore(options: InMemoryTableUpdatesOptions): TableUpdatesStore {
  const institutions = new Map(options.institutions.map((institution) => [institution.id, institution]));
  const lines = (options.lines ?? []).map((line) => ({ ...line }));
  /** Per user id (the `table_update_views` row): when the calendar was last opened, and the state chosen there. */
  const views = new Map<number, { lastSeenAt: Date; stateId: number | null }>();
  const audits = (options.importAudits ?? []).map((audit) => ({ ...audit }));
  const operatorImports = (options.operatorImports ?? []).map((row) => ({ ...row }));

  /** The line with its institution and UF (the database's inner joins: a line without them is not answered). */
  const recordOf = (line: StoredLine): LineRecord[] => {
    const institution = institutions.get(line.institutionId);
    const state = stateById(line.stateId);
    if (!institution || !state) return [];
    const { id, stateId, updatingDate: date, updatingDescription: description, kind, changedAt } = line;
    return [{ id, institution: { id: institution.id, name: institution.name }, stateId, uf: state.uf, date, description, kind, changedAt: new Date(changedAt) }];
  };
  const byDateThenName = (a: LineRecord, b: LineRecord) => a.date.localeCompare(b.date) || a.institution.name.localeCompare(b.institution.name, 'pt-BR') || a.id - b.id;
  const forecast = (id: number) => lines.find((line) => line.id === id && line.kind === 'forecast');

  const store: TableUpdatesStore = {
    async updates(filter) {
      const matching = lines
        .filter((line) => filter.stateId === undefined || line.stateId === filter.stateId)
        .filter((line) => filter.institutionId === undefined || line.institutionId === filter.institutionId)
        .filter((line) => (filter.until === undefined || line.updatingDate <= filter.until) && (filter.from === undefined || line.updatingDate >= filter.from))
        .flatMap(recordOf)
        .sort(byDateThenName);
      return filter.limit === undefined ? matching : matching.slice(0, filter.limit);
    },
    async updateById(id) {
      const line = lines.find((candidate) => candidate.id === id);
      return line ? recordOf(line)[0] : undefined;
    },
    async countUpcomingByState(from) {
      const counts = new Map<number, number>();
      for (const line of lines) if (line.updatingDate >= from) counts.set(line.stateId, (counts.get(line.stateId) ?? 0) + 1);
      return [...counts.entries()].sort(([a], [b]) => a - b).map(([id, count]) => ({ id, uf: stateById(id)?.uf ?? '', count }));
    },
    async insertForecast(values, now) {
      const id = nextId(lines);
      lines.push({ id, ...values, kind: 'forecast', createdAt: new Date(now), changedAt: new Date(now), importId: null });
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
      lines.splice(lines.indexOf(line), 1);
      return true;
    },
    async view(userId) {
      const view = views.get(userId);
      return { lastSeenAt: view ? new Date(view.lastSeenAt) : null, stateId: view?.stateId ?? null };
    },
    async saveView(userId, now, stateId) {
      views.set(userId, { lastSeenAt: new Date(now), stateId: stateId === undefined ? (views.get(userId)?.stateId ?? null) : stateId });
    },
    async countChangedSince(since, stateId, today) {
      return lines.filter((line) => (since ? line.changedAt > since : line.updatingDate >= today) && (stateId === null || line.stateId === stateId)).length;
    },
    async importAudits(limit) {
      return [...audits].sort(newestFirst).slice(0, limit);
    },
    async operatorImports(limit) {
      return [...operatorImports].sort(newestFirst).slice(0, limit);
    },
    insertImportAudit: noImport,
    recordImportedUpdate: noImport,
    plansByIds: noImport,
    tablesInForce: noImport,
    plansWithTableOn: noImport,
    insertPriceTables: noImport,
    insertOperatorImport: noImport,
    importOperatorCatalog: noImport,
    lockOperatorImports: noImport,
    transaction: noImport,
  };
  return store;
}
