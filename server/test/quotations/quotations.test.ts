/** Saved quotations: POST /api/v1/quotation/, GET by code (public), GET list (own account). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTables } from '../../src/db/schema';
import {
  quotationListWire,
  quotationWire,
  type QuotationDataWire,
} from '../../../src/contract/quotation';
import { LIFE_QUOTE_MESSAGES, type QuotationLifeQuoteWire } from '../../../src/contract/quotation';
import { bearer, createTestContext, login, type TestContext } from '../helpers';
import { quotedData as quotedDataOf } from './quoted-data';

let ctx: TestContext;
let app: FastifyInstance;
let corretor: string;
let gestor: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app();
  corretor = (await login(app, 'corretor')).access;
  gestor = (await login(app, 'gestor')).access;
  admin = (await login(app, 'admin')).access;
});
afterAll(async () => ctx?.close());

const quotedData = () => quotedDataOf(app, corretor);

const save = (body: unknown, token = corretor) =>
  app.inject({ method: 'POST', url: '/api/v1/quotation/', headers: bearer(token), payload: body as object });

describe('quotations', () => {
  it('saves and reads back the same data, publicly, by code', async () => {
    const data = await quotedData();
    const code = randomUUID();
    const saved = await save({ code, data });
    expect(saved.statusCode).toBe(201);
    const read = await app.inject({ method: 'GET', url: `/api/v1/quotation/?code=${code}` });
    expect(read.statusCode).toBe(200);
    const body = quotationWire.parse(read.json());
    expect(body.code).toBe(code);
    expect(body.data).toEqual(data);
    // the same code twice is refused
    expect((await save({ code, data })).statusCode).toBe(400);
  });

  it('needs a login to save', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/quotation/', payload: { code: randomUUID(), data: {} } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses unknown and malformed fields with DRF messages', async () => {
    const data = await quotedData();
    const unknown = await save({ code: randomUUID(), data: { ...data, extra: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('data');

    const badCode = await save({ code: 'não-é-uuid', data });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toEqual({ code: ['Informe um UUID válido.'] });

    const badLives = await save({ code: randomUUID(), data: { ...data, lifes: [1, 2], clientName: 'x'.repeat(201) } });
    expect(badLives.statusCode).toBe(400);
    const errors = badLives.json<{ data: Record<string, string[]> }>().data;
    expect(errors.lifes).toEqual(['Informe as 10 faixas etárias.']);
    expect(errors.clientName?.[0]).toMatch(/200 caracteres/);

    const tooMany = await save({ code: randomUUID(), data: { ...data, healthInsurance: Array(13).fill(data.healthInsurance[0]) } });
    expect(tooMany.statusCode).toBe(400);

    const missing = await save({ code: randomUUID() });
    expect(missing.json()).toEqual({ data: ['This field is required.'] });
  });

  it('answers 413 to a body over the limit', async () => {
    const data = await quotedData();
    const response = await save({ code: randomUUID(), data: { ...data, clientName: 'x'.repeat(600 * 1024) } });
    expect(response.statusCode).toBe(413);
  });

  it('answers 404 with a Portuguese message to an unknown code', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/quotation/?code=${randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Cotação não encontrada.' });
  });

  it("lists only the caller's account's quotations", async () => {
    const data = await quotedData();
    const code = randomUUID();
    expect((await save({ code, data: { ...data, clientName: 'Cliente da lista' } })).statusCode).toBe(201);
    const own = quotationListWire.parse(
      (await app.inject({ method: 'GET', url: '/api/v1/quotations/', headers: bearer(gestor) })).json(),
    );
    expect(own.results.map((row) => row.code)).toContain(code);
    expect(own.results.find((row) => row.code === code)?.client_name).toBe('Cliente da lista');
    const other = quotationListWire.parse(
      (await app.inject({ method: 'GET', url: '/api/v1/quotations/', headers: bearer(admin) })).json(),
    );
    expect(other.results.map((row) => row.code)).not.toContain(code);
    expect((await app.inject({ method: 'GET', url: '/api/v1/quotations/' })).statusCode).toBe(401);
  });

  it('keeps the prices as quoted after the catalog tables change', async () => {
    const data = await quotedData();
    const code = randomUUID();
    expect((await save({ code, data })).statusCode).toBe(201);
    await ctx.db.update(priceTables).set({ pricesCents: sql`array[1,1,1,1,1,1,1,1,1,1]::integer[]` });
    const read = quotationWire.parse((await app.inject({ method: 'GET', url: `/api/v1/quotation/?code=${code}` })).json());
    expect(read.data.healthInsurance).toEqual(data.healthInsurance);
    expect(read.data.healthInsurance[0]?.price_table.prices_cents).not.toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  /** A Porto Seguro life quote as the SPA sends it (worked example of docs/life-insurance.md, plus DIH per day). */
  const LIFE_QUOTE: QuotationLifeQuoteWire = {
    institution: 'porto_seguro',
    title: 'Porto Seguro Vida Individual',
    quote_number: 'PSV-2026-000123',
    issued_on: '2026-06-15',
    valid_until: '2026-07-15',
    monthly_price_cents: 3811,
    coverages: [
      { code: 'MORTE', title: 'Morte (natural ou acidental)', capital_kind: 'lump_sum', capital_cents: 10_000_000 },
      { code: 'DIH', title: 'Diária por internação hospitalar (DIH)', capital_kind: 'daily', capital_cents: 15_000 },
      { code: 'ASSISTENCIA_FUNERAL', title: 'Assistência funeral (familiar)', capital_kind: 'lump_sum', capital_cents: 500_000 },
    ],
  };
  const withLife = (data: QuotationDataWire, life: unknown = LIFE_QUOTE) => ({
    ...data,
    lifeInsurance: true,
    lifeInsuranceInstitution: { id: 1, name: 'Porto Seguro' },
    life_quote: life,
  });

  it('saves a life quote with the quotation and reads it back publicly as quoted', async () => {
    const data = withLife(await quotedData());
    const code = randomUUID();
    const saved = await save({ code, data });
    expect(saved.statusCode).toBe(201);
    expect(quotationWire.parse(saved.json()).data.life_quote).toEqual(LIFE_QUOTE);
    const read = await app.inject({ method: 'GET', url: `/api/v1/quotation/?code=${code}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(data);
  });

  it('refuses a bad life quote with 400 and pt-BR messages at the field', async () => {
    const data = await quotedData();
    const [death, daily] = LIFE_QUOTE.coverages;
    const refused = async (body: unknown) => {
      const response = await save({ code: randomUUID(), data: body });
      expect(response.statusCode).toBe(400);
      return response.json<{ data: Record<string, unknown> }>().data;
    };

    expect(
      await refused(withLife(data, { ...LIFE_QUOTE, monthly_price_cents: -1, valid_until: '15/07/2026', coverages: [death, { ...daily, capital_cents: 12.5 }] })),
    ).toEqual({
      life_quote: {
        monthly_price_cents: [LIFE_QUOTE_MESSAGES.cents],
        valid_until: [LIFE_QUOTE_MESSAGES.date],
        coverages: { '1': { capital_cents: [LIFE_QUOTE_MESSAGES.cents] } },
      },
    });
    expect(await refused(withLife(data, { ...LIFE_QUOTE, valid_until: '2026-06-01' }))).toEqual({ life_quote: { valid_until: [LIFE_QUOTE_MESSAGES.validity] } });
    expect(await refused(withLife(data, { ...LIFE_QUOTE, coverages: [] }))).toEqual({ life_quote: { coverages: [LIFE_QUOTE_MESSAGES.noCoverage] } });
    expect(await refused(withLife(data, { ...LIFE_QUOTE, coverages: Array(9).fill(death) }))).toEqual({ life_quote: { coverages: [LIFE_QUOTE_MESSAGES.tooManyCoverages] } });
    expect(await refused(withLife(data, { ...LIFE_QUOTE, institution: 'mapfre' }))).toEqual({ life_quote: { institution: [LIFE_QUOTE_MESSAGES.institution] } });
    expect(Object.keys(await refused(withLife(data, { ...LIFE_QUOTE, yearly_premium_cents: 45736 })))).toEqual(['life_quote']);
    // lifeInsurance and its insurer must agree with the life quote
    expect(await refused({ ...data, lifeInsurance: true })).toEqual({ lifeInsurance: [LIFE_QUOTE_MESSAGES.lifeInsuranceWithoutQuote] });
    expect(await refused({ ...withLife(data), lifeInsurance: false })).toEqual({ lifeInsurance: [LIFE_QUOTE_MESSAGES.quoteWithoutLifeInsurance] });
    expect(await refused({ ...withLife(data), lifeInsuranceInstitution: { id: 2, name: 'Porto Seguro' } })).toEqual({
      lifeInsuranceInstitution: [LIFE_QUOTE_MESSAGES.institutionMismatch],
    });
  });

  it('refuses the broker’s extras with pt-BR messages at the field: a recommended plan not in the proposal, a bad date, phone or e-mail', async () => {
    const data = await quotedData();
    const extras = { notes: '', valid_until: '2026-12-04', recommended_plan_id: data.healthInsurance[0]!.id, client_phone: '81998765432', client_email: '' };
    const refused = async (body: unknown) => {
      const response = await save({ code: randomUUID(), data: body });
      expect(response.statusCode).toBe(400);
      return response.json<{ data: Record<string, unknown> }>().data;
    };
    expect((await save({ code: randomUUID(), data: { ...data, proposal_extras: extras } })).statusCode).toBe(201);
    expect(await refused({ ...data, proposal_extras: { ...extras, recommended_plan_id: 999999 } })).toEqual({
      proposal_extras: { recommended_plan_id: ['O plano recomendado precisa ser um dos planos da proposta.'] },
    });
    expect(await refused({ ...data, proposal_extras: { ...extras, valid_until: '2026-02-30', client_phone: '(81) 9', client_email: 'x@' } })).toEqual({
      proposal_extras: {
        valid_until: ['Data inválida: use AAAA-MM-DD.'],
        client_phone: ['Informe o telefone só com números (DDD e número).'],
        client_email: ['Informe um e-mail válido.'],
      },
    });
  });
});
