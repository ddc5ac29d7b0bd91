/**
 * In-memory TableUpdatesGateway (tests, `npm run dev:fake`): the calendar lines of the
 * fake catalog's operators, the same sorting, past-only rule (dated up to today in
 * Brasília, by the injected clock), resume sentence, per-session badge and forecast rules
 * as the server (server/src/modules/table-updates/use-cases/history.ts; the contract suite runs
 * both). Each call is let through as the server's route is (src/contract/route-access.ts:
 * paid for the calendar, superuser for forecasts and imports); the badge is the session
 * user's; forecasts are read with the server's body schema. The price-table import needs the
 * server's parser: past its form's checks it answers a refusal that says so.
 * Test controls: the fakes' (`failNextWith`, `goOffline`, `calls`).
 */
import type { Clock } from '../../application/shared/clock';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import type { ForecastInput, TableUpdateEntry, TableUpdatesGateway } from '../../application/table-updates/table-updates-gateway';
import { issuesToFieldErrors } from '../../contract/life-proposal';
import { forecastInputWire, forecastToWire, TABLE_UPDATE_MESSAGES, tableImportFieldsWire } from '../../contract/table-updates';
import { stateById } from '../../domain/quotation/states';
import { addDays, brasiliaDay } from '../../domain/subscription/calendar';
import { forecastChangeRefusal, RESUME_SIZE, tableUpdatesResumeText } from '../../domain/table-updates';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort, type FakePortControls } from './fault-switch';
import { parsedOrRejected, rejectedFields } from './refusals';
import { FAKE_CATALOG } from './catalog-data';

/** Refusal of the import in fake mode. */
export const FAKE_IMPORT_MESSAGE = 'A importação de tabelas precisa do servidor: indisponível no modo de demonstração.';

/** The operators a line may name: the fake catalog's. */
const INSTITUTIONS = new Map(FAKE_CATALOG.institutions.map((institution) => [institution.id, institution.name]));

interface Line extends TableUpdateEntry {
  readonly changedAt: number;
}

export interface FakeTableUpdates extends TableUpdatesGateway, FakePortControls {}

export function createFakeTableUpdates(options: { clock: Clock; auth: FakeAuthGateway }): FakeTableUpdates {
  const today = () => brasiliaDay(options.clock.now());
  const start = today();
  const startMs = options.clock.now().getTime();
  let nextId = 1;
  const lines: Line[] = [];
  /** A calendar line of `input`, changed at `changedAt` (ms). */
  const lineOf = (id: number, input: ForecastInput, kind: Line['kind'], changedAt: number): Line => ({
    id,
    institution: { id: input.institutionId, name: INSTITUTIONS.get(input.institutionId) ?? '' },
    stateId: input.stateId,
    uf: stateById(input.stateId)?.uf ?? '',
    date: input.date,
    description: input.description,
    kind,
    changedAt,
  });
  const add = (institutionId: number, stateId: number, date: string, description: string, kind: Line['kind'], changedAt = startMs) => {
    const line = lineOf(nextId++, { institutionId, stateId, date, description }, kind, changedAt);
    lines.push(line);
    return line;
  };
  // Past updates and forecasts of SP (26), PE (16) and MG (13), as the server's seed does.
  add(4, 16, '2026-06-01', 'Tabela real da operadora (12 planos).', 'update');
  add(1, 26, addDays(start, -40), 'Nova tabela de preços (4 planos).', 'update');
  add(2, 16, addDays(start, -15), 'Nova tabela de preços (1 plano).', 'update');
  add(1, 26, addDays(start, 6), 'Reajuste de tabela PME previsto pela operadora.', 'forecast');
  add(3, 26, addDays(start, 15), 'Nova tabela de adesão prevista (administradora).', 'forecast');
  add(4, 16, addDays(start, 24), 'Reajuste anual previsto (tabelas de junho).', 'forecast');
  add(2, 13, addDays(start, 33), 'Reajuste das tabelas individuais aguardando publicação.', 'forecast');

  /** Per user (the server's `table_update_views`): when the calendar was last opened, and the state chosen there. */
  const seen = new Map<string, { at: number; stateId: number | null }>();
  const seenOf = () => seen.get(options.auth.sessionUsername() ?? '') ?? { at: null, stateId: null };
  const sorted = (list: Line[]) =>
    [...list].sort((a, b) => a.date.localeCompare(b.date) || a.institution.name.localeCompare(b.institution.name, 'pt-BR') || a.id - b.id);
  const strip = ({ changedAt: _changedAt, ...entry }: Line): TableUpdateEntry => entry;
  const ofState = (stateId: number | null) => lines.filter((line) => stateId === null || line.stateId === stateId);
  const unseen = () => {
    const { at, stateId } = seenOf();
    // Never opened: the coming lines (dated today or later), as the server counts them.
    return { count: lines.filter((line) => (at === null ? line.date >= today() : line.changedAt > at) && (stateId === null || line.stateId === stateId)).length, stateId };
  };
  const badState = (stateId: number | null) =>
    stateId !== null && !stateById(stateId) ? err(rejectedFields({ state_id: [TABLE_UPDATE_MESSAGES.badState] })) : null;
  const NOT_FOUND: RemoteFailure = { kind: 'not-found', message: TABLE_UPDATE_MESSAGES.forecastNotFound };
  /** The domain's refusal of a forecast change, as the HTTP adapter reads the server's 404 / 400. */
  const refused = (line: Line | undefined): RemoteFailure | null => {
    const refusal = forecastChangeRefusal(line);
    return refusal === 'not_found' ? NOT_FOUND : refusal === 'not_a_forecast' ? { kind: 'rejected', message: TABLE_UPDATE_MESSAGES.notAForecast } : null;
  };
  /** The server's reading of a forecast body: its schema (dates, 500 characters, trimmed note), then the operator. */
  const readForecast = (input: ForecastInput): { failure: RemoteFailure } | { input: ForecastInput } => {
    const parsed = parsedOrRejected(forecastInputWire.safeParse(forecastToWire(input)));
    if (!parsed.ok) return { failure: parsed.error };
    if (!INSTITUTIONS.has(input.institutionId)) return { failure: rejectedFields({ institution_id: [TABLE_UPDATE_MESSAGES.unknownInstitution] }) };
    return { input: { ...input, description: parsed.value.updating_description } };
  };

  const port = createFakePort({ guard: options.auth.guard });
  const methods: TableUpdatesGateway = {
    async history(stateId) {
      return badState(stateId) ?? ok(sorted(ofState(stateId)).map(strip));
    },
    async effectiveHistory(stateId) {
      return badState(stateId) ?? ok(sorted(ofState(stateId).filter((line) => line.date <= today())).map(strip));
    },
    async resume(stateId) {
      const bad = badState(stateId);
      if (bad) return bad;
      const day = today();
      const upcoming = sorted(ofState(stateId).filter((line) => line.date >= day)).slice(0, RESUME_SIZE).map(strip);
      const counts = new Map<number, number>();
      for (const line of lines) if (line.date >= day) counts.set(line.stateId, (counts.get(line.stateId) ?? 0) + 1);
      const states = [...counts.entries()].sort(([a], [b]) => a - b).map(([id, count]) => ({ id, uf: stateById(id)?.uf ?? '', count }));
      const text = tableUpdatesResumeText(upcoming, stateId, states);
      return ok({ upcoming, text, states });
    },
    async unseen() {
      return ok(unseen());
    },
    async markSeen(stateId) {
      const bad = badState(stateId);
      if (bad) return bad;
      seen.set(options.auth.sessionUsername() ?? '', { at: options.clock.now().getTime(), stateId });
      return ok(unseen());
    },
    async createForecast(asked) {
      const read = readForecast(asked);
      if ('failure' in read) return err(read.failure);
      const { input } = read;
      return ok(strip(add(input.institutionId, input.stateId, input.date, input.description, 'forecast', options.clock.now().getTime())));
    },
    async updateForecast(id, asked) {
      const read = readForecast(asked);
      if ('failure' in read) return err(read.failure);
      const { input } = read;
      const index = lines.findIndex((line) => line.id === id);
      const existing = lines[index];
      const refusal = refused(existing);
      if (refusal || !existing) return err(refusal ?? NOT_FOUND);
      const updated = lineOf(id, input, existing.kind, options.clock.now().getTime());
      lines[index] = updated;
      return ok(strip(updated));
    },
    async deleteForecast(id) {
      const index = lines.findIndex((line) => line.id === id);
      const existing = lines[index];
      const refusal = refused(existing);
      if (refusal || !existing) return err(refusal ?? NOT_FOUND);
      lines.splice(index, 1);
      return ok(undefined);
    },
    async importTable(form) {
      // The server's checks of the form before it reads the file (import-table.ts).
      const parsed = tableImportFieldsWire.safeParse({ institution_id: form.institutionId, state_id: form.stateId, effective_date: form.effectiveDate });
      const fields = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
      if (!INSTITUTIONS.has(form.institutionId)) fields.institution_id ??= [TABLE_UPDATE_MESSAGES.unknownInstitution];
      if (form.effectiveDate < today()) fields.effective_date ??= [TABLE_UPDATE_MESSAGES.effectiveDateInPast];
      if (Object.keys(fields).length > 0) return err({ kind: 'rejected', message: TABLE_UPDATE_MESSAGES.fileRefused, fields });
      return err({ kind: 'rejected', message: FAKE_IMPORT_MESSAGE });
    },
    async tableImports() {
      // The fake never commits an import (above); one past import, as the demo seed has, shows the list.
      return ok([
        {
          id: 1,
          createdAt: new Date(startMs - 3 * 86_400_000).toISOString(),
          username: 'admin',
          fileName: 'amil-sp-tabela.csv',
          institutionId: 1,
          stateId: 26,
          effectiveDate: start,
          plans: [
            { planId: 1, planName: 'Amil S380 QC' },
            { planId: 2, planName: 'Amil S450 QP' },
          ],
        },
      ]);
    },
  };
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
