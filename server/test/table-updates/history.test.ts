/**
 * The history and forecast calls of spec point 7: sorting, past-only, state
 * filter, bad state_id → 400, the resume, the forecast editor (superuser) and the badge.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryListWire, HistoryResumeWire, HistoryUnseenWire, TableUpdateEntryWire } from '../../../src/contract/table-updates';
import { TABLE_UPDATE_MESSAGES } from '../../../src/contract/table-updates';
import { addDays } from '../../src/lib/dates';
import { bearer, createTestContext, login, type TestContext } from '../helpers';

const START = new Date('2026-11-20T15:00:00Z');
const TODAY = '2026-11-20';
const PE = 16;
const SP = 26;

let ctx: TestContext;
let app: FastifyInstance;
let broker: Record<string, string>;
let admin: Record<string, string>;
let hapvidaId: number;

beforeAll(async () => {
  ctx = await createTestContext({ start: START, catalog: 'small' });
  app = await ctx.app();
  broker = bearer((await login(app, 'corretor')).access);
  admin = bearer((await login(app, 'admin')).access);
  const institutions = (await app.inject({ method: 'GET', url: '/api/institutions/', headers: broker })).json<Array<{ id: number; slug: string }>>();
  hapvidaId = institutions.find((institution) => institution.slug === 'hapvida')?.id ?? 0;
});
afterAll(async () => ctx.close());

async function get<T>(url: string, headers = broker): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

async function newForecast(stateId: number, date: string, note = 'Reajuste previsto'): Promise<TableUpdateEntryWire> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/forecasts/',
    headers: admin,
    payload: { institution_id: hapvidaId, state_id: stateId, updating_date: date, updating_description: note },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TableUpdateEntryWire>();
}

function expectSorted(results: readonly TableUpdateEntryWire[]): void {
  const dates = results.map((entry) => entry.updating_date);
  expect(dates).toEqual([...dates].sort());
}

describe('GET /api/history/ and /api/history-efetive/', () => {
  it('lists a state’s lines sorted by date; the effective history keeps only those dated up to today', async () => {
    const soon = await newForecast(PE, addDays(TODAY, 10), 'Nova tabela prevista para dezembro');
    const all = await get<HistoryListWire>(`/api/history/?state_id=${PE}`);
    expect(all.status).toBe(200);
    expect(all.body.results.length).toBeGreaterThan(1);
    expect(all.body.results.every((entry) => entry.state_id === PE && entry.uf === 'PE')).toBe(true);
    expectSorted(all.body.results);
    // The real Hapvida June 2026 tables are a past update of Pernambuco.
    expect(all.body.results).toContainEqual(
      expect.objectContaining({ institution: { id: hapvidaId, full_name: 'Hapvida' }, updating_date: '2026-06-01', kind: 'update' }),
    );
    expect(all.body.results).toContainEqual(soon);

    const past = await get<HistoryListWire>(`/api/history-efetive/?state_id=${PE}`);
    expect(past.status).toBe(200);
    expectSorted(past.body.results);
    expect(past.body.results.length).toBeGreaterThan(0);
    expect(past.body.results.every((entry) => entry.updating_date <= TODAY && entry.state_id === PE)).toBe(true);
    expect(past.body.results.map((entry) => entry.id)).not.toContain(soon.id);

    // Ten days later (the injected clock), the forecast's day has come.
    try {
      ctx.clock.set(new Date(`${addDays(TODAY, 10)}T15:00:00Z`));
      // A new token: the morning's one expired with the jump.
      const fresh = bearer((await login(app, 'corretor')).access);
      const later = await get<HistoryListWire>(`/api/history-efetive/?state_id=${PE}`, fresh);
      expect(later.body.results.map((entry) => entry.id)).toContain(soon.id);
    } finally {
      ctx.clock.set(START);
    }
  });

  it('filters by state, lists every state without one, and by institution on its own paths', async () => {
    const inSp = await newForecast(SP, addDays(TODAY, 3));
    const pe = await get<HistoryListWire>(`/api/history/?state_id=${PE}`);
    expect(pe.body.results.map((entry) => entry.id)).not.toContain(inSp.id);
    const every = await get<HistoryListWire>('/api/history/');
    expect(every.body.results.map((entry) => entry.id)).toContain(inSp.id);
    expect(new Set(every.body.results.map((entry) => entry.state_id)).size).toBeGreaterThan(2);
    expectSorted(every.body.results);

    const ofHapvida = await get<HistoryListWire>(`/api/history/institution/${hapvidaId}/?state_id=${SP}`);
    expect(ofHapvida.status).toBe(200);
    expect(ofHapvida.body.results.map((entry) => entry.id)).toContain(inSp.id);
    expect(ofHapvida.body.results.every((entry) => entry.institution.id === hapvidaId && entry.state_id === SP)).toBe(true);
    const effectiveOfHapvida = await get<HistoryListWire>(`/api/history-efetive/institution/${hapvidaId}/?state_id=${SP}`);
    expect(effectiveOfHapvida.body.results.map((entry) => entry.id)).not.toContain(inSp.id);
    expect((await get(`/api/history/institution/abc/`)).status).toBe(404);
  });

  // Out of range: the pt-BR sentence; not a number at all: DRF's type message (drf-errors.ts), as every query.
  it.each([
    ['0', TABLE_UPDATE_MESSAGES.badState],
    ['28', TABLE_UPDATE_MESSAGES.badState],
    ['', TABLE_UPDATE_MESSAGES.badState],
    ['abc', 'A valid number is required.'],
    ['1.5', 'A valid integer is required.'],
  ])('answers 400 on state_id=%j', async (value, message) => {
    for (const path of ['/api/history/', '/api/history-efetive/', '/api/history/resume/', '/api/history/institution/1/']) {
      const response = await get(`${path}?state_id=${encodeURIComponent(value)}`);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ state_id: [message] });
    }
  });

  it('is for logged-in paying users', async () => {
    expect((await get('/api/history/', {})).status).toBe(401);
    const blocked = bearer((await login(app, 'bloqueado')).access);
    expect((await get('/api/history/', blocked)).status).toBe(402);
  });
});

describe('GET /api/history/resume/', () => {
  it('gives the next lines of the state from today on, a sentence and the states with lines ahead', async () => {
    await newForecast(PE, addDays(TODAY, 1), 'Amanhã');
    const resume = await get<HistoryResumeWire>(`/api/history/resume/?state_id=${PE}`);
    expect(resume.status).toBe(200);
    expect(resume.body.results.length).toBeGreaterThan(0);
    expect(resume.body.results.length).toBeLessThanOrEqual(5);
    expect(resume.body.results.every((entry) => entry.updating_date >= TODAY && entry.state_id === PE)).toBe(true);
    expectSorted(resume.body.results);
    expect(resume.body.results[0]?.updating_date).toBe(addDays(TODAY, 1));
    expect(resume.body.text).toMatch(/em PE; a próxima: Hapvida em 21\/11\/2026\.$/);
    expect(resume.body.states).toContainEqual(expect.objectContaining({ id: PE, uf: 'PE' }));
    expect(resume.body.states.every((state) => state.count > 0)).toBe(true);
  });
});

describe('forecast editor (superuser)', () => {
  it('creates, edits and deletes a forecast; brokers get 403', async () => {
    const created = await newForecast(PE, addDays(TODAY, 40), 'Previsão inicial');
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admin/forecasts/${created.id}/`,
      headers: admin,
      payload: { institution_id: hapvidaId, state_id: PE, updating_date: addDays(TODAY, 45), updating_description: 'Adiada pela operadora' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, updating_date: addDays(TODAY, 45), updating_description: 'Adiada pela operadora', kind: 'forecast' });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/forecasts/',
      headers: admin,
      payload: { institution_id: 999999, state_id: 40, updating_date: '20/12/2026' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ state_id: [TABLE_UPDATE_MESSAGES.badState], updating_date: [TABLE_UPDATE_MESSAGES.badDate] });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/forecasts/',
      headers: admin,
      payload: { institution_id: 999999, state_id: PE, updating_date: TODAY },
    });
    expect(unknown.json()).toEqual({ institution_id: [TABLE_UPDATE_MESSAGES.unknownInstitution] });

    const asBroker = await app.inject({ method: 'DELETE', url: `/api/admin/forecasts/${created.id}/`, headers: broker });
    expect(asBroker.statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/forecasts/${created.id}/` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/forecasts/${created.id}/`, headers: admin })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/forecasts/${created.id}/`, headers: admin })).statusCode).toBe(404);

    // A past update (written by an import or the seed) is history, not a forecast.
    const history = await get<HistoryListWire>(`/api/history-efetive/?state_id=${PE}`);
    const update = history.body.results.find((entry) => entry.kind === 'update');
    if (!update) throw new Error('no past update in PE');
    const notForecast = await app.inject({ method: 'DELETE', url: `/api/admin/forecasts/${update.id}/`, headers: admin });
    expect(notForecast.statusCode).toBe(400);
    expect(notForecast.json()).toEqual({ error: TABLE_UPDATE_MESSAGES.notAForecast });
  });
});

describe('the badge (per user, on the server)', () => {
  it('counts the lines changed since the user last opened the calendar, of the state chosen there', async () => {
    const gestor = bearer((await login(app, 'gestor')).access);
    const first = await get<HistoryUnseenWire>('/api/history/unseen/', gestor);
    expect(first.body.state_id).toBeNull();
    // Never opened: the coming lines (dated today or later) are new, not the whole past history.
    const every = (await get<HistoryListWire>('/api/history/', gestor)).body.results;
    const coming = every.filter((entry) => entry.updating_date >= TODAY).length;
    expect(coming).toBeGreaterThan(0);
    expect(every.length).toBeGreaterThan(coming);
    expect(first.body.count).toBe(coming);

    const seen = await app.inject({ method: 'POST', url: '/api/history/seen/', headers: gestor, payload: { state_id: PE } });
    expect(seen.json()).toMatchObject({ count: 0, state_id: PE });

    ctx.clock.advance(60);
    await newForecast(PE, addDays(TODAY, 20));
    await newForecast(SP, addDays(TODAY, 20));
    expect((await get<HistoryUnseenWire>('/api/history/unseen/', gestor)).body.count).toBe(1);
    // Another user's view is its own.
    const other = await get<HistoryUnseenWire>('/api/history/unseen/', admin);
    expect(other.body.state_id).toBeNull();

    ctx.clock.advance(60);
    await app.inject({ method: 'POST', url: '/api/history/seen/', headers: gestor, payload: {} });
    const after = await get<HistoryUnseenWire>('/api/history/unseen/', gestor);
    expect(after.body).toMatchObject({ count: 0, state_id: PE });
    // Opened on every state: remembered as such.
    const all = await app.inject({ method: 'POST', url: '/api/history/seen/', headers: gestor, payload: { state_id: null } });
    expect(all.json()).toMatchObject({ count: 0, state_id: null });
  });
});
