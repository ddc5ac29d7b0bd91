/**
 * Contract scenarios of the QuotationStore port (spec point 7 "Quotation"): save a
 * comparative proposal by code and load it back, on the fake back end and on the real
 * server (see ./backends.ts), with the same statuses and messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTATION_CODE_TAKEN_MESSAGE, QUOTATION_NOT_FOUND_MESSAGE } from '../../../src/contract/quotation';
import { PAYMENT_REQUIRED_MESSAGES } from '../../../src/domain/api-access';
import { CLIENT_MESSAGES } from '../../../src/domain/proposal/client';
import { quoteTotal } from '../../../src/domain/quotation/pricing';
import { quotedPlanFromDetail, withLifeQuote, type QuotationData } from '../../../src/domain/proposal/saved-quotation';
import { sampleProposalLifeQuote } from '../../../src/domain/proposal/__fixtures__/life-quote';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

const CODE = '4f7d2c1e-9a8b-4c3d-8e2f-1a2b3c4d5e6f';
const UNKNOWN_CODE = '00000000-0000-4000-8000-000000000000';
const LIFE_CODE = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const EXTRAS_CODE = '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const OTHER_EXTRAS_CODE = '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a';
const CLIENT_CODE = '4e5f6a7b-8c9d-4e0f-8a1b-2c3d4e5f6a7b';
const BAD_CLIENT_CODE = '7a6b5c4d-3e2f-4a1b-9c0d-8e7f6a5b4c3d';
const BLOCKED_CODE = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
/** Codes saved by the proposal-extras scenarios of this file. */
const OTHER_SCENARIOS = new Set([EXTRAS_CODE, OTHER_EXTRAS_CODE]);

async function proposalData(started: StartedBackend): Promise<QuotationData> {
  const { catalog } = started.services;
  const quote = await catalog.quote({
    stateId: 26,
    type: 'PJ',
    isPme: true,
    isMei: false,
    isOptional: false,
    coverageAreas: [],
    accreditedNetworks: [],
    counts: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1],
  });
  if (!quote.ok) throw new Error(quote.error.message);
  const plans = [];
  for (const quoted of quote.value.plans.slice(0, 2)) {
    const detail = await catalog.plan(quoted.id);
    if (!detail.ok) throw new Error(detail.error.message);
    // A saved quotation keeps prices and table dates as quoted, not the operator's ANS
    // quality figures (they are read again from the catalog when shown).
    const plan = { ...quotedPlanFromDetail(detail.value) };
    delete plan.ansProfile;
    plans.push(plan);
  }
  if (plans.length < 2) throw new Error('fewer than two plans to compare');
  return {
    clientName: 'Maria José da Conceição',
    type: 'PJ',
    lives: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1],
    showProposalInfos: true,
    showProposalPhoto: false,
    proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true },
    plans,
    similarEntities: [],
    similarCompanies: [],
    lifeInsurance: false,
    lifeInsuranceInstitution: null,
    broker: { name: 'Carla Mendes Ribeiro', phone: '11987654321', email: 'corretor@cotador.local', logoUrl: null },
  };
}

describe.each(contractBackends())('quotations contract — $name', (backend) => {
  let started: StartedBackend;
  let data: QuotationData;
  beforeAll(async () => {
    started = await backend.start();
    expect(await started.services.auth.login({ username: 'corretor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    data = await proposalData(started);
  });
  afterAll(() => started.close());

  it('saves a proposal by code and loads it back as saved (prices and table dates as quoted)', async () => {
    const { quotations } = started.services;
    const saved = await quotations.save(CODE, data);
    expect(saved).toMatchObject({ ok: true, value: { code: CODE, data } });
    const loaded = await quotations.load(CODE);
    expect(loaded).toMatchObject({ ok: true, value: { code: CODE, data } });
    if (!loaded.ok || !saved.ok) return;
    expect(loaded.value.createdAt).toBe(saved.value.createdAt);
  });

  it('saves a proposal with a life quote and loads it back as quoted (insurer, coverages and capitals, monthly price, validity)', async () => {
    const { quotations } = started.services;
    const lifeQuote = sampleProposalLifeQuote({ withDailyCoverage: true });
    const withLife = withLifeQuote(data, lifeQuote);
    expect(await quotations.save(LIFE_CODE, withLife)).toMatchObject({ ok: true, value: { code: LIFE_CODE } });
    const loaded = await quotations.load(LIFE_CODE);
    expect(loaded).toMatchObject({
      ok: true,
      value: { code: LIFE_CODE, data: { ...withLife, lifeInsurance: true, lifeInsuranceInstitution: { id: 1, name: 'Porto Seguro' }, lifeQuote } },
    });
  });

  it('finds the code whatever its letter case', async () => {
    expect(await started.services.quotations.load(CODE.toUpperCase())).toMatchObject({ ok: true, value: { code: CODE } });
  });

  it('refuses a second proposal with the same code on the code field', async () => {
    expect(await started.services.quotations.save(CODE, data)).toEqual({
      ok: false,
      error: { kind: 'rejected', message: QUOTATION_CODE_TAKEN_MESSAGE, fields: { code: [QUOTATION_CODE_TAKEN_MESSAGE] } },
    });
  });

  it('keeps what the broker added and the plans’ extras as quoted: notes, validity, recommended plan, client contact, fees, dental, promotion', async () => {
    const { quotations } = started.services;
    const [first, second] = data.plans;
    const promo = first!.priceTable.pricesCents.map((price) => Math.round(price * 0.85)) as unknown as QuotationData['plans'][number]['priceTable']['pricesCents'];
    const withExtras: QuotationData = {
      ...data,
      plans: [
        { ...first!, priceTable: { ...first!.priceTable, promotionalPricesCents: promo, promotionalMonths: 3 }, dental: { id: 7, name: 'Amil Dental', monthlyCentsPerLife: 2490, illustrative: true } },
        { ...second!, administradoraFees: { adhesionCentsPerLife: 15000, monthlyCentsPerLife: 1290 } },
      ],
      extras: { notes: 'Linha 1\nLinha 2', validUntil: '2026-12-04', recommendedPlanId: second!.id, clientPhone: '81998765432', clientEmail: 'cliente@example.com' },
    };
    expect(await quotations.save(EXTRAS_CODE, withExtras)).toMatchObject({ ok: true });
    expect(await quotations.load(EXTRAS_CODE)).toMatchObject({ ok: true, value: { data: withExtras } });

    const wrong = { ...withExtras, extras: { ...withExtras.extras!, recommendedPlanId: 999999 } };
    const refused = await quotations.save(OTHER_EXTRAS_CODE, wrong);
    // The field message itself (nested under proposal_extras) is checked in server/test/quotations/quotations.test.ts.
    expect(refused).toMatchObject({ ok: false, error: { kind: 'rejected' } });
  });

  it("answers 'Cotação não encontrada.' for an unknown code", async () => {
    expect(await started.services.quotations.load(UNKNOWN_CODE)).toEqual({ ok: false, error: { kind: 'not-found', message: QUOTATION_NOT_FOUND_MESSAGE } });
  });

  it("keeps the client's contact with the proposal and lists the account's quotations newest first with each plan's total as quoted", async () => {
    const { quotations } = started.services;
    const client = { phone: '81987654321', email: 'joana@exemplo.com.br', document: '11144477735', city: 'Recife' };
    const withClient: QuotationData = { ...data, clientName: 'Joana Ávila', client };
    expect(await quotations.save(CLIENT_CODE, withClient)).toMatchObject({ ok: true, value: { code: CLIENT_CODE, data: { client } } });
    expect(await quotations.load(CLIENT_CODE)).toMatchObject({ ok: true, value: { data: { clientName: 'Joana Ávila', client } } });

    const page = await quotations.list({ page: 1, search: '' });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    // The proposals saved by this file's other scenarios (the extras') are left out of the order check.
    const mine = page.value.items.filter((item) => !OTHER_SCENARIOS.has(item.code));
    expect(page.value.count).toBe(page.value.items.length);
    expect(mine.map((item) => item.code)).toEqual([CLIENT_CODE, LIFE_CODE, CODE]);
    expect(page.value.items[0]).toEqual({
      code: CLIENT_CODE,
      clientName: 'Joana Ávila',
      client,
      type: 'PJ',
      lives: 3,
      plans: data.plans.map((plan) => ({ id: plan.id, name: plan.planName, operator: plan.operatorName, totalCents: quoteTotal(plan.priceTable.pricesCents, data.lives) })),
      createdAt: expect.any(String),
    });
    expect(mine[2]?.client).toBeNull();
    expect(page.value).toMatchObject({ hasNext: false, hasPrevious: false });
  });

  it('searches the list by client name (accents ignored), phone or CPF digits however typed, and plan name', async () => {
    const { quotations } = started.services;
    const codes = async (search: string) => {
      const page = await quotations.list({ page: 1, search });
      return page.ok ? page.value.items.map((item) => item.code).filter((code) => !OTHER_SCENARIOS.has(code)) : page.error;
    };
    expect(await codes('joana avila')).toEqual([CLIENT_CODE]);
    expect(await codes('(81) 98765')).toEqual([CLIENT_CODE]);
    expect(await codes('111.444.777')).toEqual([CLIENT_CODE]);
    expect(await codes('Maria José')).toEqual([LIFE_CODE, CODE]);
    expect(await codes(data.plans[0]?.planName ?? '')).toEqual([CLIENT_CODE, LIFE_CODE, CODE]);
    expect(await codes('ninguém com este nome')).toEqual([]);
  });

  it('refuses an invalid CPF/CNPJ or phone of the client on its field, in Portuguese', async () => {
    const bad: QuotationData = { ...data, client: { phone: '8198765', email: null, document: '11144477736', city: null } };
    const saved = await started.services.quotations.save(BAD_CLIENT_CODE, bad);
    expect(saved).toMatchObject({
      ok: false,
      error: {
        kind: 'rejected',
        fields: { 'data.client.phone': [CLIENT_MESSAGES.phoneInvalid], 'data.client.document': [CLIENT_MESSAGES.documentInvalid] },
      },
    });
    expect(await started.services.quotations.load(BAD_CLIENT_CODE)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('refuses a code that is not a UUID, on saving and on opening, and a search over 100 characters, on their fields', async () => {
    const { quotations } = started.services;
    const notUuid = { ok: false, error: { kind: 'rejected', message: 'Informe um UUID válido.', fields: { code: ['Informe um UUID válido.'] } } };
    expect(await quotations.save('proposta-da-joana', data)).toEqual(notUuid);
    expect(await quotations.load('proposta-da-joana')).toEqual(notUuid);
    const tooLong = 'Certifique-se de que este campo não tenha mais de 100 caracteres.';
    expect(await quotations.list({ page: 1, search: 'a'.repeat(101) })).toEqual({ ok: false, error: { kind: 'rejected', message: tooLong, fields: { search: [tooLong] } } });
  });

  it("answers 'Página inválida.' past the last page", async () => {
    expect(await started.services.quotations.list({ page: 9, search: '' })).toEqual({ ok: false, error: { kind: 'not-found', message: 'Página inválida.' } });
  });

  it("lists only the account's quotations: a member sees them, another account none (its link still opens); a blocked account is asked to pay", async () => {
    const { quotations, auth } = started.services;
    const login = async (username: string) => expect((await auth.login({ username, password: PASSWORD })).ok).toBe(true);
    const codes = async () => {
      const page = await quotations.list({ page: 1, search: '' });
      return page.ok ? page.value.items.map((item) => item.code).filter((code) => !OTHER_SCENARIOS.has(code)) : page.error;
    };
    try {
      await login('gestor');
      expect(await codes()).toEqual([CLIENT_CODE, LIFE_CODE, CODE]);
      await login('expirando');
      expect(await codes()).toEqual([]);
      expect((await quotations.load(CODE)).ok).toBe(true);
      // The code is the link: taken whichever account holds it.
      expect(await quotations.save(CODE, data)).toMatchObject({ ok: false, error: { kind: 'rejected', fields: { code: [QUOTATION_CODE_TAKEN_MESSAGE] } } });
      await login('bloqueado');
      const blocked = { ok: false, error: { kind: 'rejected', message: PAYMENT_REQUIRED_MESSAGES.subscription_blocked } };
      expect(await quotations.save(BLOCKED_CODE, data)).toEqual(blocked);
      expect(await quotations.list({ page: 1, search: '' })).toEqual(blocked);
      expect(auth.hasSession()).toBe(true);
      expect(await quotations.load(BLOCKED_CODE)).toEqual({ ok: false, error: { kind: 'not-found', message: QUOTATION_NOT_FOUND_MESSAGE } });
    } finally {
      await login('corretor');
    }
  });
});
