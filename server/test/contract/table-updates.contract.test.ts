/**
 * Contract scenarios of the TableUpdatesGateway port (spec point 7 "History and
 * forecast"): forecast entries, the history and its effective (past-only) part, the state
 * filter and its refusal, the badge — on the fake back end and on the real server (see
 * ./backends.ts), with the same answers and messages; the resume, per-user badge, access
 * (paid to read, superuser to write) and the import form's checks. Reading the file needs the
 * server's parser and is covered by server/test/table-updates/import.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableUpdateEntry } from '../../../src/application/table-updates/table-updates-gateway';
import { TABLE_UPDATE_MESSAGES } from '../../../src/contract/table-updates';
import { ACCESS_FORBIDDEN_MESSAGES, PAYMENT_REQUIRED_MESSAGES } from '../../../src/domain/api-access';
import { brasiliaDay } from '../../../src/domain/subscription/calendar';
import { formatDateBR } from '../../../src/domain/quotation/money';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

const SP = 26;

function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const dates = (entries: readonly TableUpdateEntry[]) => entries.map((entry) => entry.date);

describe.each(contractBackends())('table updates contract — $name', (backend) => {
  let started: StartedBackend;
  let hapvida: number;
  let today: string;
  const login = async (username = 'admin') => {
    await started.services.auth.logout();
    expect(await started.services.auth.login({ username, password: PASSWORD })).toEqual({ ok: true, value: undefined });
  };

  beforeAll(async () => {
    started = await backend.start();
    await login();
    const institutions = await started.services.catalog.institutions();
    if (!institutions.ok) throw new Error(institutions.error.message);
    hapvida = institutions.value.find((institution) => institution.name === 'Hapvida')?.id ?? 0;
    today = brasiliaDay(started.clock.now());
  });
  afterAll(() => started.close());

  it('adds a forecast that is in the history, not yet in the effective history, until its day comes', async () => {
    const { tableUpdates } = started.services;
    const created = await tableUpdates.createForecast({ institutionId: hapvida, stateId: SP, date: addDays(today, 10), description: 'Reajuste previsto' });
    expect(created).toMatchObject({
      ok: true,
      value: { institution: { id: hapvida, name: 'Hapvida' }, stateId: SP, uf: 'SP', date: addDays(today, 10), description: 'Reajuste previsto', kind: 'forecast' },
    });
    if (!created.ok) return;
    const history = await tableUpdates.history(SP);
    if (!history.ok) throw new Error(history.error.message);
    expect(history.value).toContainEqual(created.value);
    expect(history.value.every((entry) => entry.stateId === SP)).toBe(true);
    expect(dates(history.value)).toEqual([...dates(history.value)].sort());

    const effective = await tableUpdates.effectiveHistory(SP);
    if (!effective.ok) throw new Error(effective.error.message);
    expect(effective.value.map((entry) => entry.id)).not.toContain(created.value.id);
    expect(effective.value.every((entry) => entry.date <= today)).toBe(true);
    expect(dates(effective.value)).toEqual([...dates(effective.value)].sort());

    try {
      started.clock.advance(10 * 86_400);
      await login();
      const later = await tableUpdates.effectiveHistory(SP);
      expect(later.ok && later.value.map((entry) => entry.id)).toContain(created.value.id);
    } finally {
      started.clock.advance(-10 * 86_400);
      await login();
    }
  });

  it('refuses a state that is not 1–27 with the same message', async () => {
    const refused = await started.services.tableUpdates.history(99);
    expect(refused).toEqual({ ok: false, error: { kind: 'rejected', message: TABLE_UPDATE_MESSAGES.badState, fields: { state_id: [TABLE_UPDATE_MESSAGES.badState] } } });
  });

  it('edits and deletes a forecast; a deleted one is not found', async () => {
    const { tableUpdates } = started.services;
    const created = await tableUpdates.createForecast({ institutionId: hapvida, stateId: SP, date: addDays(today, 20), description: '' });
    if (!created.ok) throw new Error(created.error.message);
    const edited = await tableUpdates.updateForecast(created.value.id, { institutionId: hapvida, stateId: SP, date: addDays(today, 25), description: 'Adiada' });
    expect(edited).toMatchObject({ ok: true, value: { id: created.value.id, date: addDays(today, 25), description: 'Adiada' } });
    expect(await tableUpdates.deleteForecast(created.value.id)).toEqual({ ok: true, value: undefined });
    expect(await tableUpdates.deleteForecast(created.value.id)).toEqual({ ok: false, error: { kind: 'not-found', message: TABLE_UPDATE_MESSAGES.forecastNotFound } });
    const unknown = await tableUpdates.createForecast({ institutionId: 999_999, stateId: SP, date: today, description: '' });
    expect(unknown).toEqual({
      ok: false,
      error: { kind: 'rejected', message: TABLE_UPDATE_MESSAGES.unknownInstitution, fields: { institution_id: [TABLE_UPDATE_MESSAGES.unknownInstitution] } },
    });
  });

  it('counts what changed since the calendar was last opened, of the state chosen there', async () => {
    const { tableUpdates } = started.services;
    // Never opened: the coming lines of every state (dated today or later), not the past ones.
    const every = await tableUpdates.history(null);
    if (!every.ok) throw new Error('history failed');
    const coming = every.value.filter((entry) => entry.date >= today).length;
    expect(coming).toBeGreaterThan(0);
    expect(every.value.length).toBeGreaterThan(coming);
    expect(await tableUpdates.unseen()).toEqual({ ok: true, value: { count: coming, stateId: null } });
    expect(await tableUpdates.markSeen(SP)).toEqual({ ok: true, value: { count: 0, stateId: SP } });
    started.clock.advance(1);
    await tableUpdates.createForecast({ institutionId: hapvida, stateId: SP, date: addDays(today, 30), description: '' });
    await tableUpdates.createForecast({ institutionId: hapvida, stateId: 16, date: addDays(today, 30), description: '' });
    expect(await tableUpdates.unseen()).toEqual({ ok: true, value: { count: 1, stateId: SP } });
    started.clock.advance(1);
    expect(await tableUpdates.markSeen(null)).toEqual({ ok: true, value: { count: 0, stateId: null } });
  });
  it('sums up the coming updates of a state: at most 5, by date, the sentence naming the next one, and the count per state', async () => {
    const { tableUpdates } = started.services;
    const resume = await tableUpdates.resume(SP);
    if (!resume.ok) throw new Error(resume.error.message);
    const every = await tableUpdates.history(SP);
    if (!every.ok) throw new Error(every.error.message);
    const coming = every.value.filter((entry) => entry.date >= today);
    expect(resume.value.upcoming).toEqual(coming.slice(0, 5));
    const next = coming[0];
    if (!next) throw new Error('nothing coming in SP');
    const amount = coming.length === 1 ? 'Uma atualização de tabela prevista' : `${Math.min(coming.length, 5)} próximas atualizações de tabela`;
    expect(resume.value.text).toBe(`${amount} em SP; a próxima: ${next.institution.name} em ${formatDateBR(next.date)}.`);
    expect(resume.value.states).toContainEqual({ id: SP, uf: 'SP', count: coming.length });
    expect(resume.value.states.map((state) => state.id)).toEqual([...resume.value.states.map((state) => state.id)].sort((a, b) => a - b));
    expect(await tableUpdates.resume(99)).toEqual({ ok: false, error: { kind: 'rejected', message: TABLE_UPDATE_MESSAGES.badState, fields: { state_id: [TABLE_UPDATE_MESSAGES.badState] } } });
  });

  it('says nothing is coming for a state without coming lines, naming no state (Amapá)', async () => {
    const AMAPA = 4;
    const resume = await started.services.tableUpdates.resume(AMAPA);
    expect(resume.ok && { upcoming: resume.value.upcoming, text: resume.value.text }).toEqual({ upcoming: [], text: 'Nenhuma atualização de tabela prevista.' });
    expect(resume.ok && resume.value.states.some((state) => state.id === AMAPA)).toBe(false);
  });

  it('refuses a forecast with a malformed date or a note over 500 characters, on the field', async () => {
    const { tableUpdates } = started.services;
    const refused = (field: string, message: string) => ({ ok: false, error: { kind: 'rejected', message, fields: { [field]: [message] } } });
    expect(await tableUpdates.createForecast({ institutionId: hapvida, stateId: SP, date: '10/12/2026', description: '' })).toEqual(
      refused('updating_date', TABLE_UPDATE_MESSAGES.badDate),
    );
    expect(await tableUpdates.createForecast({ institutionId: hapvida, stateId: SP, date: addDays(today, 40), description: 'x'.repeat(501) })).toEqual(
      refused('updating_description', TABLE_UPDATE_MESSAGES.descriptionTooLong),
    );
    const longest = await tableUpdates.createForecast({ institutionId: hapvida, stateId: SP, date: addDays(today, 40), description: `  ${'x'.repeat(500)}  ` });
    expect(longest).toMatchObject({ ok: true, value: { description: 'x'.repeat(500) } });
    if (!longest.ok) throw new Error(longest.error.message);
    expect(await tableUpdates.updateForecast(longest.value.id, { institutionId: hapvida, stateId: SP, date: '2026-02-30', description: '' })).toEqual(
      refused('updating_date', TABLE_UPDATE_MESSAGES.badDate),
    );
  });

  it('refuses an import dated before today on its field, before reading the file', async () => {
    const file = new File(['plano_id;0-18\n'], 'tabela.csv', { type: 'text/csv' });
    const refused = await started.services.tableUpdates.importTable({ institutionId: hapvida, stateId: SP, effectiveDate: addDays(today, -1), file }, false);
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'rejected', message: TABLE_UPDATE_MESSAGES.fileRefused, fields: { effective_date: [TABLE_UPDATE_MESSAGES.effectiveDateInPast] } },
    });
  });

  it('refuses a file that is neither CSV nor XLSX with every other problem of the form, each on its field, before reading it', async () => {
    const file = new File(['%PDF-1.4\n'], 'tabela.pdf', { type: 'application/pdf' });
    const refused = await started.services.tableUpdates.importTable({ institutionId: 999_999, stateId: SP, effectiveDate: addDays(today, -1), file }, false);
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        message: TABLE_UPDATE_MESSAGES.fileRefused,
        fields: {
          file: [TABLE_UPDATE_MESSAGES.fileFormat],
          institution_id: [TABLE_UPDATE_MESSAGES.unknownInstitution],
          effective_date: [TABLE_UPDATE_MESSAGES.effectiveDateInPast],
        },
      },
    });
  });

  it('keeps one badge per user: what one user saw does not clear another’s', async () => {
    const { tableUpdates } = started.services;
    await login('corretor');
    const before = await tableUpdates.unseen();
    if (!before.ok) throw new Error(before.error.message);
    expect(before.value.count).toBeGreaterThan(0);
    await login('admin');
    expect(await tableUpdates.markSeen(SP)).toEqual({ ok: true, value: { count: 0, stateId: SP } });
    await login('corretor');
    expect(await tableUpdates.unseen()).toEqual(before);
    await login('admin');
  });

  it('lets a paying broker read the calendar but not write forecasts or import; refuses a user without a plan with 402', async () => {
    const { tableUpdates, auth } = started.services;
    const forbidden = { ok: false, error: { kind: 'rejected', message: ACCESS_FORBIDDEN_MESSAGES.superuser } };
    const file = new File(['plano_id;0-18\n'], 'tabela.csv', { type: 'text/csv' });
    try {
      await login('corretor');
      expect((await tableUpdates.history(SP)).ok).toBe(true);
      expect(await tableUpdates.createForecast({ institutionId: hapvida, stateId: SP, date: addDays(today, 50), description: '' })).toEqual(forbidden);
      expect(auth.hasSession()).toBe(false);
      await login('corretor');
      expect(await tableUpdates.importTable({ institutionId: hapvida, stateId: SP, effectiveDate: addDays(today, 1), file }, false)).toEqual(forbidden);
      await login('novo');
      const paymentRequired = { ok: false, error: { kind: 'rejected', message: PAYMENT_REQUIRED_MESSAGES.payment_required } };
      expect(await tableUpdates.resume(null)).toEqual(paymentRequired);
      expect(await tableUpdates.unseen()).toEqual(paymentRequired);
    } finally {
      await login('admin');
    }
  });
  it('shows the list of past table imports to the superuser only: a paying broker and a user without a plan are refused', async () => {
    const { tableUpdates } = started.services;
    const listed = await tableUpdates.tableImports();
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    for (const record of listed.value) {
      expect(record.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(record.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(record.plans.length).toBeGreaterThan(0);
    }
    expect([...listed.value].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(listed.value);
    try {
      await login('corretor');
      expect(await tableUpdates.tableImports()).toEqual({ ok: false, error: { kind: 'rejected', message: ACCESS_FORBIDDEN_MESSAGES.superuser } });
      await login('novo');
      expect(await tableUpdates.tableImports()).toEqual({ ok: false, error: { kind: 'rejected', message: ACCESS_FORBIDDEN_MESSAGES.superuser } });
    } finally {
      await login('admin');
    }
  });

  it('lists the lines of one day by operator name, then in the order they were written', async () => {
    const { tableUpdates, catalog } = started.services;
    const institutions = await catalog.institutions();
    const amil = institutions.ok ? (institutions.value.find((institution) => institution.name === 'Amil')?.id ?? 0) : 0;
    const day = addDays(today, 45);
    const written = [];
    for (const institutionId of [hapvida, amil, amil]) {
      const created = await tableUpdates.createForecast({ institutionId, stateId: SP, date: day, description: '' });
      if (!created.ok) throw new Error(created.error.message);
      written.push(created.value);
    }
    const [fromHapvida, firstAmil, secondAmil] = written;
    const history = await tableUpdates.history(SP);
    if (!history.ok) throw new Error(history.error.message);
    const ofTheDay = history.value.filter((entry) => entry.date === day);
    expect(ofTheDay.map((entry) => [entry.institution.name, entry.id])).toEqual([
      ['Amil', firstAmil?.id],
      ['Amil', secondAmil?.id],
      ['Hapvida', fromHapvida?.id],
    ]);
    for (const entry of written) await tableUpdates.deleteForecast(entry.id);
  });

  it('refuses to edit or delete a line written by an import, before looking at the operator it is given', async () => {
    const { tableUpdates } = started.services;
    const history = await tableUpdates.history(null);
    if (!history.ok) throw new Error(history.error.message);
    const imported = history.value.find((entry) => entry.kind === 'update');
    if (!imported) throw new Error('no imported line');
    const notAForecast = { ok: false, error: { kind: 'rejected', message: TABLE_UPDATE_MESSAGES.notAForecast } };
    expect(await tableUpdates.updateForecast(imported.id, { institutionId: 999_999, stateId: imported.stateId, date: imported.date, description: 'Outra' })).toEqual(notAForecast);
    expect(await tableUpdates.deleteForecast(imported.id)).toEqual(notAForecast);
    const after = await tableUpdates.history(null);
    expect(after.ok && after.value.find((entry) => entry.id === imported.id)).toEqual(imported);
  });
});
