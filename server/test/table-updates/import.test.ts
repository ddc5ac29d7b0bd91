/**
 * Importing an operator's price table: dry run with the % change and the RN 563
 * findings, confirm all or nothing with a history line and an audit record, the table in
 * force by date (no restart), malformed CSV and XLSX refused with row and column.
 */
import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableImportListWire, type HistoryListWire, type ImportReportWire, type TableUpdateEntryWire } from '../../../src/contract/table-updates';
import type { PlanQuoteListWire } from '../../../src/contract/catalog';
import { plans, priceTables, tableImports, tableUpdates } from '../../src/db/schema';
import { addDays } from '../../src/lib/dates';
import { replacedTables } from '../../src/modules/table-updates/use-cases/quotation-tables';
import { drizzleTableUpdatesStore } from '../../src/modules/table-updates';
import { multipart } from '../accounts/support';
import { bearer, createTestContext, login, type TestContext } from '../helpers';

const START = new Date('2026-11-20T15:00:00Z');
const TODAY = '2026-11-20';
const EFFECTIVE = '2026-12-01';
const PE = 16;
const HEADER = 'plano_id;plano;0-18;19-23;24-28;29-33;34-38;39-43;44-48;49-53;54-58;59+';

let ctx: TestContext;
let app: FastifyInstance;
let admin: Record<string, string>;
let broker: Record<string, string>;
let hapvidaId: number;
/** A Hapvida plan of Recife (PE) with its table in force. */
let plan: { id: number; name: string; type: 'CP' | 'PF' | 'PJ'; prices: number[] };
let otherPlan: { id: number };

beforeAll(async () => {
  ctx = await createTestContext({ start: START, catalog: 'small' });
  app = await ctx.app();
  admin = bearer((await login(app, 'admin')).access);
  broker = bearer((await login(app, 'corretor')).access);
  const quote = (await app.inject({ method: 'GET', url: `/api/v3/plans/?state=${PE}&type=CP&age_29_33=1`, headers: broker })).json<PlanQuoteListWire>();
  const hapvida = quote.results.filter((result) => result.institution.slug === 'hapvida' && result.price_table.real);
  const first = hapvida[0];
  if (!first) throw new Error('no Hapvida plan in PE');
  hapvidaId = first.institution.id;
  plan = { id: first.id, name: first.name, type: first.type, prices: first.price_table.prices_cents };
  const other = quote.results.find((result) => result.institution.slug !== 'hapvida');
  if (!other) throw new Error('no other institution in PE');
  otherPlan = { id: other.id };
});
afterAll(async () => ctx.close());

/** Reais text of cents with a comma (pt-BR), as operators write prices. */
const reais = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
const raised = (prices: readonly number[], factor: number) => prices.map((price) => Math.round(price * factor));

function csvOf(rows: ReadonlyArray<readonly (string | number)[]>, header = HEADER): Buffer {
  return Buffer.from([header, ...rows.map((row) => row.join(';'))].join('\n'), 'utf8');
}

async function send(path: 'dry-run/' | '', file: { name: string; data: Buffer } | null, fields: Record<string, string> = {}, headers = admin) {
  const body = multipart(
    { institution_id: String(hapvidaId), state_id: String(PE), effective_date: EFFECTIVE, ...fields },
    file ? { field: 'file', filename: file.name, contentType: 'application/octet-stream', data: file.data } : undefined,
  );
  const response = await app.inject({ method: 'POST', url: `/api/admin/table-imports/${path}`, payload: body.payload, headers: { ...headers, ...body.headers } });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function tableCount(): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(priceTables);
  return row?.n ?? 0;
}

describe('dry run', () => {
  it('shows per plan the 10 new prices, the change against the table in force and the RN 563 findings; writes nothing', async () => {
    const before = await tableCount();
    const next = raised(plan.prices, 1.1);
    const response = await send('dry-run/', { name: 'hapvida-pe.csv', data: csvOf([[plan.id, plan.name, ...next.map(reais)]]) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const report = response.body as unknown as ImportReportWire;
    expect(report).toMatchObject({ committed: false, import_id: null, file_name: 'hapvida-pe.csv', uf: 'PE', effective_date: EFFECTIVE, institution: { id: hapvidaId, full_name: 'Hapvida' } });
    const [line] = report.plans;
    expect(line).toMatchObject({ plan_id: plan.id, plan_name: plan.name, row: 2, prices_cents: next, current: { effective_date: '2026-06-01', prices_cents: plan.prices } });
    for (const change of line?.change_by_bracket ?? []) expect(change).toBeCloseTo(0.1, 3);
    expect(line?.average_change).toBeCloseTo(0.1, 3);
    // The real tables' own RN 563 findings come with their figures (or none at all).
    for (const finding of line?.findings ?? []) expect(Object.keys(finding.figures).length).toBeGreaterThan(0);
    expect(await tableCount()).toBe(before);
  });

  it('reports an RN 563 violation with its figures (bracket 10 above 6 × bracket 1) without refusing it', async () => {
    const steep = [10000, 11000, 12000, 13000, 14000, 15000, 16000, 20000, 40000, 70000];
    const response = await send('dry-run/', { name: 'steep.csv', data: csvOf([[plan.id, '', ...steep.map(reais)]]) });
    expect(response.status).toBe(200);
    const findings = (response.body as unknown as ImportReportWire).plans[0]?.findings ?? [];
    expect(findings).toContainEqual(expect.objectContaining({ code: 'art3-i', severity: 'violation', figures: expect.objectContaining({ p1Cents: 10000, p10Cents: 70000, ratio: 7, maxRatio: 6 }) }));
    expect(findings).toContainEqual(expect.objectContaining({ code: 'art3-ii' }));
  });

  it('reads an XLSX sheet with number cells the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tabela');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow([plan.id, plan.name, ...raised(plan.prices, 1.05).map((cents) => cents / 100)]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await send('dry-run/', { name: 'hapvida-pe.xlsx', data });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((response.body as unknown as ImportReportWire).plans[0]?.prices_cents).toEqual(raised(plan.prices, 1.05));
  });
});

describe('malformed files are refused with row and column, nothing written', () => {
  const good = () => plan.prices.map(reais);

  it.each([
    ['a missing bracket column', () => csvOf([[plan.id, plan.name, ...good().slice(0, 9)]], HEADER.replace(';59+', '')), 'Linha 1: falta a coluna da faixa 59+ no cabeçalho.'],
    ['text in a price', () => csvOf([[plan.id, plan.name, good()[0] ?? '', good()[1] ?? '', 'abc', ...good().slice(3)]]), 'Linha 2, coluna E (24-28): "abc" não é um preço (use 1234,56).'],
    ['a blank price', () => csvOf([[plan.id, plan.name, ...good().slice(0, 9), '']]), 'Linha 2, coluna L (59+): falta o preço da faixa.'],
    ['a duplicated plan', () => csvOf([[plan.id, plan.name, ...good()], [plan.id, plan.name, ...good()]]), () => `Linha 3, coluna A (plano_id): o plano ${plan.id} já está na linha 2.`],
    ['a plan of another operator', () => csvOf([[otherPlan.id, '', ...good()]]), () => `Linha 2, coluna A (plano_id): o plano ${otherPlan.id}`],
  ])('%s (CSV)', async (_name, build, expected) => {
    const message = typeof expected === 'string' ? expected : expected();
    const before = await tableCount();
    for (const path of ['dry-run/', ''] as const) {
      const response = await send(path, { name: 'tabela.csv', data: build() });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Arquivo recusado: nada foi importado.');
      expect((response.body.file as string[]).some((problem) => problem.startsWith(message)), JSON.stringify(response.body.file)).toBe(true);
    }
    expect(await tableCount()).toBe(before);
  });

  it('text in a price and a duplicated plan (XLSX)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tabela');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow([plan.id, plan.name, ...plan.prices.map((cents) => cents / 100)]);
    sheet.addRow([plan.id, plan.name, 100, 'cem reais', ...plan.prices.slice(2).map((cents) => cents / 100)]);
    const response = await send('', { name: 'tabela.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) });
    expect(response.status).toBe(400);
    expect(response.body.file).toEqual([
      `Linha 3, coluna A (plano_id): o plano ${plan.id} já está na linha 2.`,
      'Linha 3, coluna D (19-23): "cem reais" não é um preço (use 1234,56).',
    ]);
  });

  it('refuses a file that is neither CSV nor XLSX, a broken XLSX, no file, a past date; brokers get 403', async () => {
    expect((await send('dry-run/', { name: 'tabela.pdf', data: Buffer.from('%PDF') })).body.file).toEqual(['Formato de arquivo não suportado: envie CSV (.csv) ou Excel (.xlsx).']);
    expect((await send('dry-run/', { name: 'tabela.xlsx', data: Buffer.from('não é zip') })).body.file).toEqual([
      'Arquivo XLSX ilegível: salve a planilha como pasta de trabalho do Excel (.xlsx).',
    ]);
    expect((await send('dry-run/', null)).body.file).toEqual(['Envie o arquivo da tabela (CSV ou XLSX).']);
    const past = await send('dry-run/', { name: 't.csv', data: csvOf([[plan.id, '', ...plan.prices.map(reais)]]) }, { effective_date: addDays(TODAY, -1) });
    expect(past).toMatchObject({ status: 400, body: { effective_date: ['A vigência não pode ser anterior a hoje.'] } });
    const bad = await send('dry-run/', { name: 't.csv', data: csvOf([[plan.id, '', ...plan.prices.map(reais)]]) }, { state_id: 'PE', effective_date: '01/12/2026' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(expect.arrayContaining(['state_id', 'effective_date']));
    expect((await send('dry-run/', { name: 't.csv', data: csvOf([]) }, {}, broker)).status).toBe(403);
  });
});

describe('confirm', () => {
  it('writes the table, the history line (closing the forecast) and the audit record; the quote switches on the day by itself', async () => {
    const forecasts = async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(tableUpdates)
          .where(and(eq(tableUpdates.institutionId, hapvidaId), eq(tableUpdates.stateId, PE), eq(tableUpdates.kind, 'forecast')))
      )[0]?.n ?? 0;
    const openBefore = await forecasts();
    expect(openBefore).toBeGreaterThan(0); // the seed's annual adjustment
    const next = raised(plan.prices, 1.12);
    const response = await send('', { name: 'hapvida-recife-dez.csv', data: csvOf([[plan.id, plan.name, ...next.map(reais)]]) });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const report = response.body as unknown as ImportReportWire;
    expect(report.committed).toBe(true);
    expect(report.import_id).toEqual(expect.any(Number));
    expect(await forecasts()).toBe(openBefore - 1);

    const [audit] = await ctx.db.select().from(tableImports).where(eq(tableImports.id, report.import_id ?? 0));
    expect(audit).toMatchObject({ username: 'admin', fileName: 'hapvida-recife-dez.csv', institutionId: hapvidaId, stateId: PE, effectiveDate: EFFECTIVE });
    expect(audit?.plans).toEqual([{ planId: plan.id, planName: plan.name, priceTableId: expect.any(Number) }]);
    // The control panel lists it (superuser only; access-policy: 'GET /api/admin/table-imports/').
    const listed = await app.inject({ method: 'GET', url: '/api/admin/table-imports/', headers: admin });
    expect(tableImportListWire.parse(listed.json()).results[0]).toMatchObject({ id: report.import_id, username: 'admin', file_name: 'hapvida-recife-dez.csv', state_id: PE, effective_date: EFFECTIVE });
    expect((await app.inject({ method: 'GET', url: '/api/admin/table-imports/', headers: broker })).statusCode).toBe(403);

    const history = (await app.inject({ method: 'GET', url: `/api/history/?state_id=${PE}`, headers: broker })).json<HistoryListWire>();
    const line = history.results.find((entry: TableUpdateEntryWire) => entry.kind === 'update' && entry.updating_date === EFFECTIVE);
    expect(line).toMatchObject({ institution: { id: hapvidaId, full_name: 'Hapvida' }, uf: 'PE', updating_description: 'Nova tabela de 1 plano (importada de hapvida-recife-dez.csv).' });

    // Importing it again for the same day is refused (the plan has a table on that date).
    const again = await send('', { name: 'hapvida-recife-dez.csv', data: csvOf([[plan.id, plan.name, ...next.map(reais)]]) });
    expect(again.status).toBe(400);
    expect(again.body.file).toEqual([`Linha 2, coluna A (plano_id): o plano ${plan.id} já tem tabela com vigência em 01/12/2026.`]);

    // Today the old table is in force, and the answer says a newer one is scheduled.
    const quote = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: `/api/v3/plans/?state=${PE}&type=${plan.type}&age_29_33=1`, headers })).json<PlanQuoteListWire>().results.find((result) => result.id === plan.id);
    const today = await quote(broker);
    expect(today?.price_table).toMatchObject({ effective_date: '2026-06-01', next_effective_date: EFFECTIVE, prices_cents: plan.prices });
    try {
      ctx.clock.set(new Date(`${EFFECTIVE}T12:00:00Z`));
      const fresh = bearer((await login(app, 'corretor')).access);
      const then = await quote(fresh);
      expect(then?.price_table).toMatchObject({ effective_date: EFFECTIVE, next_effective_date: null, prices_cents: next });
      expect(then?.total_cents).toBe(next[3]);
      const effective = (await app.inject({ method: 'GET', url: `/api/history-efetive/?state_id=${PE}`, headers: fresh })).json<HistoryListWire>();
      expect(effective.results.map((entry) => entry.id)).toContain(line?.id);
      // A proposal saved with the June table says so when reopened (its prices stay as quoted).
      const saved = { healthInsurance: [{ id: plan.id, name: plan.name, price_table: { effective_date: '2026-06-01' } }] };
      expect(await replacedTables({ store: drizzleTableUpdatesStore(ctx.db), clock: ctx.clock.now }, saved)).toEqual([
        { plan_id: plan.id, plan_name: plan.name, quoted_effective_date: '2026-06-01', current_effective_date: EFFECTIVE },
      ]);
      const current = { healthInsurance: [{ id: plan.id, name: plan.name, price_table: { effective_date: EFFECTIVE } }] };
      expect(await replacedTables({ store: drizzleTableUpdatesStore(ctx.db), clock: ctx.clock.now }, current)).toEqual([]);
    } finally {
      ctx.clock.set(START);
    }
    const [stored] = await ctx.db.select({ n: count() }).from(priceTables).where(eq(priceTables.planId, plan.id));
    expect(stored?.n).toBeGreaterThan(1);
    expect((await ctx.db.select({ id: plans.id }).from(plans).where(eq(plans.id, plan.id))).length).toBe(1);
  });
});
