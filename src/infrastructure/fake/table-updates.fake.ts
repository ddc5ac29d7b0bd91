/**
 * In-memory TableUpdatesGateway (tests, `npm run dev:fake`): runs the server's own calendar
 * use cases (server/src/modules/table-updates/use-cases/history.ts: history, effective
 * history, resume, badge, forecasts; import-table-form.ts: the import form's checks and the
 * audit list) over an in-memory store (table-updates.store.ts) seeded with calendar lines of
 * the fake catalog's operators, and the injected clock. As the server's routes do, it reads
 * each call with the contract's schemas first, lets it through by the one route table
 * (src/contract/route-access.ts: paid for the calendar, superuser for forecasts and imports)
 * and reads the answer as the HTTP adapter does (table-updates.mapper.ts). The price-table
 * import needs the server's file readers: past its form's checks it answers a refusal that
 * says so. Test controls: the fakes' (`failNextWith`, `goOffline`, `calls`).
 */
import { createForecast, editForecast, historyResume, listHistory, markSeen, removeForecast, unseenCount, type ForecastResult, type TableUpdatesDeps } from '../../../server/src/modules/table-updates/use-cases/history';
import { checkImportForm, recentTableImports } from '../../../server/src/modules/table-updates/use-cases/import-table-form';
import type { Clock } from '../../application/shared/clock';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import type { ForecastInput, TableUpdatesGateway } from '../../application/table-updates/table-updates-gateway';
import { issuesToFieldErrors } from '../../contract/life-proposal';
import {
  forecastInputWire,
  forecastToWire,
  historyQueryWire,
  historySeenBodyWire,
  TABLE_UPDATE_MESSAGES,
  tableImportFieldsWire,
  tableUpdateEntryFromWire,
  toTableImportRecordWire,
} from '../../contract/table-updates';
import { addDays, brasiliaDay } from '../../domain/subscription/calendar';
import { resumeFromWire, tableImportRecordFromWire, unseenFromWire } from '../http/table-updates.mapper';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { FAKE_CATALOG } from './catalog-data';
import { createFakePort, type FakePortControls } from './fault-switch';
import { parsedOrRejected, rejectedFields } from './refusals';
import { createInMemoryTableUpdatesStore, type StoredLine } from './table-updates.store';

/** Refusal of the import in fake mode. */
export const FAKE_IMPORT_MESSAGE = 'A importação de tabelas precisa do servidor: indisponível no modo de demonstração.';

type Institution = NonNullable<Awaited<ReturnType<TableUpdatesDeps['catalog']['institution']>>>;

/** The catalog's institutions as the catalog module's store answers them (the operator a line or an import names). */
const INSTITUTIONS: readonly Institution[] = FAKE_CATALOG.institutions.map(({ id, name, slug, logoUrl, ansRegistration }) => ({ id, name, slug, logo: logoUrl, ansRegistration, ansProfile: null }));

/**
 * The seed, as the server's demo seed has it: past updates and forecasts of SP (26), PE (16)
 * and MG (13) around `start` (the first day), and one past import of Amil's SP plans.
 */
function seed(start: string, startAt: Date): Parameters<typeof createInMemoryTableUpdatesStore>[0] {
  const line = (institutionId: number, stateId: number, updatingDate: string, updatingDescription: string, kind: StoredLine['kind']) => ({ institutionId, stateId, updatingDate, updatingDescription, kind });
  const lines = [
    line(4, 16, '2026-06-01', 'Tabela real da operadora (12 planos).', 'update'),
    line(1, 26, addDays(start, -40), 'Nova tabela de preços (4 planos).', 'update'),
    line(2, 16, addDays(start, -15), 'Nova tabela de preços (1 plano).', 'update'),
    line(1, 26, addDays(start, 6), 'Reajuste de tabela PME previsto pela operadora.', 'forecast'),
    line(3, 26, addDays(start, 15), 'Nova tabela de adesão prevista (administradora).', 'forecast'),
    line(4, 16, addDays(start, 24), 'Reajuste anual previsto (tabelas de junho).', 'forecast'),
    line(2, 13, addDays(start, 33), 'Reajuste das tabelas individuais aguardando publicação.', 'forecast'),
  ].map((values, index): StoredLine => ({ id: index + 1, ...values, createdAt: startAt, changedAt: startAt, importId: null }));
  const imported = FAKE_CATALOG.plans.filter((plan) => plan.id === 101 || plan.id === 102);
  const audit = {
    id: 1,
    userId: 1,
    username: 'admin',
    fileName: 'amil-sp-tabela.csv',
    institutionId: 1,
    stateId: 26,
    effectiveDate: start,
    plans: imported.map((plan) => ({ planId: plan.id, planName: plan.name, priceTableId: plan.priceTable.id })),
    createdAt: new Date(startAt.getTime() - 3 * 86_400_000),
  };
  return { institutions: INSTITUTIONS, lines, importAudits: [audit] };
}

export interface FakeTableUpdates extends TableUpdatesGateway, FakePortControls {}

export function createFakeTableUpdates(options: { clock: Clock; auth: FakeAuthGateway }): FakeTableUpdates {
  const startAt = options.clock.now();
  const deps: TableUpdatesDeps = {
    store: createInMemoryTableUpdatesStore(seed(brasiliaDay(startAt), startAt)),
    catalog: { institution: async (key) => INSTITUTIONS.find((institution) => ('id' in key ? institution.id === key.id : institution.slug === key.slug)) },
    clock: () => options.clock.now(),
  };
  /** The session's user, as the routes read `request.authUser`. */
  const userId = () => options.auth.caller()?.id ?? 0;
  /** The query's `state_id` read by the routes' schema (null: every state), or its 400. */
  const stateQuery = (stateId: number | null) => parsedOrRejected(historyQueryWire.safeParse(stateId === null ? {} : { state_id: stateId }));
  /** A forecast's body read by the routes' schema (dates, 500 characters, trimmed note), or its 400. */
  const forecastBody = (input: ForecastInput) => parsedOrRejected(forecastInputWire.safeParse(forecastToWire(input)));
  /** A forecast change's answer as the HTTP adapter reads the route's 201/200, 400 and 404. */
  const forecastAnswer = (result: ForecastResult) => {
    if (result.kind === 'ok') return ok(tableUpdateEntryFromWire(result.entry));
    return err(result.kind === 'invalid' ? rejectedFields(result.errors) : refusal(result.kind));
  };
  const refusal = (kind: 'not_found' | 'not_a_forecast'): RemoteFailure =>
    kind === 'not_found' ? { kind: 'not-found', message: TABLE_UPDATE_MESSAGES.forecastNotFound } : { kind: 'rejected', message: TABLE_UPDATE_MESSAGES.notAForecast };
  /** The import's 400: the summary, the problems on their fields. */
  const fileRefused = (fields: Record<string, string[]>): RemoteFailure => ({ kind: 'rejected', message: TABLE_UPDATE_MESSAGES.fileRefused, fields });
  const readHistory = async (stateId: number | null, effectiveOnly: boolean) => {
    const query = stateQuery(stateId);
    if (!query.ok) return query;
    return ok((await listHistory(deps, { stateId: query.value.state_id, effectiveOnly })).map(tableUpdateEntryFromWire));
  };

  const methods: TableUpdatesGateway = {
    history: (stateId) => readHistory(stateId, false),
    effectiveHistory: (stateId) => readHistory(stateId, true),
    async resume(stateId) {
      const query = stateQuery(stateId);
      return query.ok ? ok(resumeFromWire(await historyResume(deps, query.value.state_id))) : query;
    },
    async unseen() {
      return ok(unseenFromWire(await unseenCount(deps, userId())));
    },
    async markSeen(stateId) {
      const body = parsedOrRejected(historySeenBodyWire.safeParse({ state_id: stateId }));
      return body.ok ? ok(unseenFromWire(await markSeen(deps, userId(), body.value.state_id))) : body;
    },
    async createForecast(input) {
      const body = forecastBody(input);
      return body.ok ? forecastAnswer(await createForecast(deps, body.value)) : body;
    },
    async updateForecast(id, input) {
      const body = forecastBody(input);
      return body.ok ? forecastAnswer(await editForecast(deps, id, body.value)) : body;
    },
    async deleteForecast(id) {
      const result = await removeForecast(deps, id);
      return result === 'ok' ? ok(undefined) : err(refusal(result));
    },
    async importTable(form) {
      const fields = tableImportFieldsWire.safeParse({ institution_id: form.institutionId, state_id: form.stateId, effective_date: form.effectiveDate });
      if (!fields.success) return err(fileRefused(issuesToFieldErrors(fields.error.issues)));
      const checked = await checkImportForm(deps, fields.data, { fileName: form.file.name });
      if (checked.kind === 'invalid') return err(fileRefused(checked.errors));
      return err({ kind: 'rejected', message: FAKE_IMPORT_MESSAGE });
    },
    async tableImports() {
      return ok((await recentTableImports(deps, 100)).map((record) => tableImportRecordFromWire(toTableImportRecordWire(record))));
    },
  };
  const port = createFakePort({ guard: options.auth.guard });
  return {
    ...port.controls,
    ...port.wrap(methods, {
      history: 'GET /api/history/',
      effectiveHistory: 'GET /api/history-efetive/',
      resume: 'GET /api/history/resume/',
      unseen: 'GET /api/history/unseen/',
      markSeen: 'POST /api/history/seen/',
      createForecast: 'POST /api/admin/forecasts/',
      updateForecast: 'PUT /api/admin/forecasts/:id/',
      deleteForecast: 'DELETE /api/admin/forecasts/:id/',
      importTable: (_form, commit) => (commit ? 'POST /api/admin/table-imports/' : 'POST /api/admin/table-imports/dry-run/'),
      tableImports: 'GET /api/admin/table-imports/',
    }),
  };
}
