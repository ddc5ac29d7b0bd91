/**
 * Use cases of the table-updates calendar (spec point 7 "History and forecast", points 2–4;
 * docs/table-updates.md):
 * - `listHistory`: the lines of a state (all states without one), sorted by `updating_date`;
 *   `effectiveOnly` keeps those dated on or before today (Brasília, the injected clock): the
 *   effective history (`/api/history-efetive/`). A table dated today is in force today, so
 *   it counts as past.
 * - `historyResume`: the next lines of the state from today on (at most 5), a pt-BR sentence
 *   (src/domain/table-updates.ts, shared with the fake back end) and the states with lines from today on.
 * - `unseenCount` / `markSeen`: the badge — lines created or changed after the caller last
 *   opened the calendar, of its remembered state (of every state before it chose one); a user
 *   who never opened it counts the coming lines (dated today or later), not the whole history.
 * - forecast entry CRUD (superuser): only lines of kind 'forecast' (domain `forecastChangeRefusal`);
 *   an import's line is history.
 */
import {
  TABLE_UPDATE_MESSAGES,
  toTableUpdateEntryWire,
  type ForecastInputWire,
  type TableUpdateEntryWire,
} from '../../../../../src/contract/table-updates';
import { forecastChangeRefusal, RESUME_SIZE, tableUpdatesResumeText } from '../../../../../src/domain/table-updates';
import { isoDateInZone } from '../../../lib/dates';
import type { CatalogStore } from '../../catalog';
import type { TableUpdatesStore } from './table-updates-store';

/** What the calendar use cases need. */
export interface TableUpdatesDeps {
  /** The module's store (table-updates-store.ts). */
  store: TableUpdatesStore;
  /** The catalog module's store: the institution a forecast or an import names. */
  catalog: Pick<CatalogStore, 'institution'>;
  /** Current instant; its Brasília day decides what is past. */
  clock: () => Date;
}


/** Today in Brasília (`YYYY-MM-DD`). */
export function todayOf(deps: Pick<TableUpdatesDeps, 'clock'>): string {
  return isoDateInZone(deps.clock());
}

/** The history of spec point 7, optionally of one institution (GET_HISTORY / GET_HISTORY_EFFECTIVE). */
export async function listHistory(
  deps: TableUpdatesDeps,
  filter: { stateId?: number | undefined; institutionId?: number | undefined; effectiveOnly: boolean },
): Promise<TableUpdateEntryWire[]> {
  const records = await deps.store.updates({
    ...(filter.stateId === undefined ? {} : { stateId: filter.stateId }),
    ...(filter.institutionId === undefined ? {} : { institutionId: filter.institutionId }),
    ...(filter.effectiveOnly ? { until: todayOf(deps) } : {}),
  });
  return records.map(toTableUpdateEntryWire);
}

/** `GET /api/history/resume/`. */
export async function historyResume(deps: TableUpdatesDeps, stateId: number | undefined) {
  const today = todayOf(deps);
  const upcoming = await deps.store.updates({ ...(stateId === undefined ? {} : { stateId }), from: today, limit: RESUME_SIZE });
  const states = await deps.store.countUpcomingByState(today);
  return { results: upcoming.map(toTableUpdateEntryWire), text: tableUpdatesResumeText(upcoming, stateId ?? null, states), states };
}

/** `GET /api/history/unseen/`. */
export async function unseenCount(deps: TableUpdatesDeps, userId: number) {
  const view = await deps.store.view(userId);
  const count = await deps.store.countChangedSince(view.lastSeenAt, view.stateId, todayOf(deps));
  return { count, state_id: view.stateId, last_seen_at: view.lastSeenAt?.toISOString() ?? null };
}

/** `POST /api/history/seen/`: the calendar was opened now, on `stateId` (remembered; null: every state; absent: unchanged). */
export async function markSeen(deps: TableUpdatesDeps, userId: number, stateId: number | null | undefined) {
  await deps.store.saveView(userId, deps.clock(), stateId);
  return unseenCount(deps, userId);
}

/** Result of a forecast change. */
export type ForecastResult =
  | { kind: 'ok'; entry: TableUpdateEntryWire }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'not_found' }
  | { kind: 'not_a_forecast' };

async function forecastValues(deps: TableUpdatesDeps, input: ForecastInputWire) {
  const institution = await deps.catalog.institution({ id: input.institution_id });
  if (!institution) return null;
  return {
    institutionId: input.institution_id,
    stateId: input.state_id,
    updatingDate: input.updating_date,
    updatingDescription: input.updating_description,
  };
}

async function entryOf(deps: TableUpdatesDeps, id: number): Promise<TableUpdateEntryWire> {
  const record = await deps.store.updateById(id);
  if (!record) throw new Error(`table update ${id} vanished`);
  return toTableUpdateEntryWire(record);
}

/** `POST /api/admin/forecasts/`. */
export async function createForecast(deps: TableUpdatesDeps, input: ForecastInputWire): Promise<Extract<ForecastResult, { kind: 'ok' | 'invalid' }>> {
  const values = await forecastValues(deps, input);
  if (!values) return { kind: 'invalid', errors: { institution_id: [TABLE_UPDATE_MESSAGES.unknownInstitution] } };
  const id = await deps.store.insertForecast(values, deps.clock());
  return { kind: 'ok', entry: await entryOf(deps, id) };
}

/** `PUT /api/admin/forecasts/{id}/`. */
export async function editForecast(deps: TableUpdatesDeps, id: number, input: ForecastInputWire): Promise<ForecastResult> {
  const refusal = forecastChangeRefusal(await deps.store.updateById(id));
  if (refusal) return { kind: refusal };
  const values = await forecastValues(deps, input);
  if (!values) return { kind: 'invalid', errors: { institution_id: [TABLE_UPDATE_MESSAGES.unknownInstitution] } };
  if (!(await deps.store.updateForecast(id, values, deps.clock()))) return { kind: 'not_found' };
  return { kind: 'ok', entry: await entryOf(deps, id) };
}

/** `DELETE /api/admin/forecasts/{id}/`. */
export async function removeForecast(deps: TableUpdatesDeps, id: number): Promise<'ok' | 'not_found' | 'not_a_forecast'> {
  const refusal = forecastChangeRefusal(await deps.store.updateById(id));
  if (refusal) return refusal;
  return (await deps.store.deleteForecast(id)) ? 'ok' : 'not_found';
}
