/**
 * The life service's REST calls through app.inject, on PGlite and (with DATABASE_URL) on
 * PostgreSQL: access (401 / 402 / 404), questions, occupations, validation (400 pt-BR field
 * messages) and quotations (202 at once, the result computed, stored and priced by the model).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFE_FIELD_MESSAGES, lifeQuestionsResponseWire, lifeQuotationAcceptedWire, lifeQuotationResultWire } from '../../../src/contract/life';
import { monthlyFromYearlyCents } from '../../../src/domain/life';
import { findLifeQuotation } from '../modules/quotations/repositories/life-quotations.repository';
import { createLifeTestContext, TEST_APP_ORIGIN, validQuotationRequest, type LifeTestContext } from './support';
import type { LifeApp } from '../app';

const NOW = new Date('2026-06-15T15:00:00Z');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let t: LifeTestContext;
let life: LifeApp;
let corretor: string;

beforeAll(async () => {
  t = await createLifeTestContext({ start: NOW });
  life = await t.life();
  corretor = await t.token('corretor');
});
afterAll(() => t.close());

describe('access', () => {
  it.each(['/v1/porto_seguro/questions', '/v1/porto_seguro/aux/profissoes'])('GET %s without a token is 401 with SimpleJWT’s body', async (url) => {
    const response = await life.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it('a forged token is 401 token_not_valid', async () => {
    const response = await life.app.inject({ method: 'GET', url: '/v1/porto_seguro/questions', headers: bearer(`${corretor}x`) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it.each([
    ['bloqueado', 'subscription_blocked', 'Seu acesso está bloqueado por falta de pagamento. Regularize a sua assinatura para continuar.'],
    ['novo', 'payment_required', 'Escolha um plano de assinatura para usar o Cotador.'],
  ])('%s gets 402 on every life call, before the body is read', async (username, code, detail) => {
    const token = await t.token(username);
    for (const request of [
      { method: 'GET' as const, url: '/v1/porto_seguro/questions' },
      { method: 'GET' as const, url: '/v1/porto_seguro/aux/profissoes' },
      { method: 'POST' as const, url: '/v1/porto_seguro/quotation', payload: {} },
    ]) {
      const response = await life.app.inject({ ...request, headers: bearer(token) });
      expect(response.statusCode, request.url).toBe(402);
      expect(response.json()).toEqual({ detail, code });
    }
  });

  it.each(['/v1/bradesco/questions', '/v1/bradesco/aux/profissoes'])('an unknown institution is 404 (%s)', async (url) => {
    const response = await life.app.inject({ method: 'GET', url, headers: bearer(corretor) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Seguradora não encontrada.' });
  });

  it('CORS answers the SPA’s origin only', async () => {
    const preflight = (origin: string) =>
      life.app.inject({ method: 'OPTIONS', url: '/v1/porto_seguro/quotation', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    const allowed = await preflight(TEST_APP_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(TEST_APP_ORIGIN);
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    const get = await life.app.inject({ method: 'GET', url: '/v1/porto_seguro/questions', headers: { ...bearer(corretor), origin: TEST_APP_ORIGIN } });
    expect(get.headers['access-control-allow-origin']).toBe(TEST_APP_ORIGIN);
  });
});

describe('GET /v1/porto_seguro/questions', () => {
  it('lists the questionnaire: codes, pt-BR labels, kinds, options and dependencies', async () => {
    const response = await life.app.inject({ method: 'GET', url: '/v1/porto_seguro/questions', headers: bearer(corretor) });
    expect(response.statusCode).toBe(200);
    const body = lifeQuestionsResponseWire.parse(response.json());
    const byCode = new Map(body.questions.map((question) => [question.code, question]));
    expect(byCode.get('DATA_NASCIMENTO')).toMatchObject({ kind: 'date', label: 'Data de nascimento', min_age: 18, max_age: 70 });
    expect(byCode.get('SEXO')?.options).toEqual([
      { value: 'M', label: 'Masculino' },
      { value: 'F', label: 'Feminino' },
    ]);
    expect(byCode.get('PROFISSAO')).toMatchObject({ kind: 'profession', default_value: '252' });
    expect(byCode.get('CAPITAL_MORTE_CENTS')).toMatchObject({ kind: 'money', min_cents: 30_000_00, max_cents: 10_000_000_00 });
    expect(byCode.get('DIARIA_DIT_CENTS')).toMatchObject({ depends_on: { code: 'DIT', equals: true } });
    expect(body.questions.filter((question) => question.section === 'questionnaire').map((question) => question.code)).toEqual([
      'DPS_DOENCA_GRAVE',
      'DPS_INTERNACAO',
      'DPS_AFASTAMENTO',
      'DPS_ESPORTE_RISCO',
    ]);
  });
});

describe('GET /v1/porto_seguro/aux/profissoes', () => {
  it('is the CBO 2002 subgroups by description, with the default 252', async () => {
    const response = await life.app.inject({ method: 'GET', url: '/v1/porto_seguro/aux/profissoes', headers: bearer(corretor) });
    expect(response.statusCode).toBe(200);
    const list = response.json<Array<{ code: string; description: string }>>();
    expect(list.length).toBeGreaterThan(190);
    expect(list).toContainEqual({ code: '252', description: 'Profissionais de organização e administração de empresas e afins' });
    expect(list).toContainEqual({ code: '225', description: 'Profissionais da medicina' });
    const descriptions = list.map((item) => item.description);
    expect(descriptions).toEqual([...descriptions].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });
});

describe('POST /v1/porto_seguro/quotation', () => {
  const post = (payload: unknown, token = corretor) => life.app.inject({ method: 'POST', url: '/v1/porto_seguro/quotation', headers: bearer(token), payload: payload as Record<string, unknown> });

  it('answers 400 with pt-BR messages per field', async () => {
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    const errors = empty.json<Record<string, string[]>>();
    for (const key of ['member_id', 'data_nascimento', 'sexo', 'profissao', 'renda_mensal_cents', 'capital_morte_cents', 'dps_doenca_grave']) {
      expect(errors[key], key).toBeDefined();
    }
    expect(errors.data_nascimento).toEqual([LIFE_FIELD_MESSAGES.required]);

    // Answers of the wrong form first; the ranges and dependent answers once every answer has its form.
    const bad = await post(validQuotationRequest(NOW, { capital_morte_cents: 1_000_00, ipa: true, data_nascimento: '1990-13-01', sexo: 'X' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ data_nascimento: [LIFE_FIELD_MESSAGES.date], sexo: [LIFE_FIELD_MESSAGES.sex] });
    const capitals = await post(validQuotationRequest(NOW, { capital_morte_cents: 1_000_00, ipa: true }));
    expect(capitals.statusCode).toBe(400);
    expect(capitals.json()).toEqual({
      capital_morte_cents: ['Informe um valor entre R$ 30.000,00 e R$ 10.000.000,00.'],
      capital_ipa_cents: [LIFE_FIELD_MESSAGES.required],
    });
  });

  it('refuses an unknown occupation code', async () => {
    const response = await post(validQuotationRequest(NOW, { profissao: '999' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ profissao: ['Profissão não encontrada.'] });
  });

  it('accepts at once with the id, then computes, stores and prices the quote', async () => {
    const response = await post(validQuotationRequest(NOW, { member_id: 42 }));
    expect(response.statusCode).toBe(202);
    const accepted = lifeQuotationAcceptedWire.parse(response.json());
    expect(accepted).toMatchObject({ status: 'pending', company: 'porto_seguro', member_id: '42' });

    await life.jobs.idle();
    const row = await findLifeQuotation(t.db.life, accepted.id);
    expect(row).toMatchObject({ status: 'quoted', deliveredAt: null, memberId: '42' });
    const result = lifeQuotationResultWire.parse(row?.result);
    if (result.status !== 'quoted') throw new Error('expected a quote');
    const [quote] = result.quotes;
    // IBGE 2015, man aged 35: death 10_000_000 × 0.002927026 × 1.45 → 42_442; funeral → 3_294.
    expect(quote?.coverages.map((coverage) => [coverage.code, coverage.yearly_premium_cents])).toEqual([
      ['MORTE', 42_442],
      ['ASSISTENCIA_FUNERAL', 3_294],
    ]);
    expect(quote?.yearly_premium_cents).toBe(45_736);
    expect(quote?.monthly_price_cents).toBe(monthlyFromYearlyCents(45_736));
    expect(quote?.price).toBe('38.11');
    expect(quote?.details).toMatchObject({ issued_on: '2026-06-15', final_validity: '2026-07-15', days: 30 });
    expect(quote?.details.quote_number).toMatch(/^PSV-2026-\d{6}$/);
    expect(quote?.person).toMatchObject({ age: 35, profession: 'Profissionais de organização e administração de empresas e afins' });
  });

  it('refuses a 71-year-old with the representative message (as the result, not a 400)', async () => {
    const response = await post(validQuotationRequest(NOW, { data_nascimento: '1955-01-01' }));
    expect(response.statusCode).toBe(202);
    await life.jobs.idle();
    const row = await findLifeQuotation(t.db.life, response.json<{ id: string }>().id);
    expect(row?.status).toBe('refused');
    expect(row?.result).toMatchObject({
      status: 'refused',
      refusals: [{ code: 'idade_fora_do_limite', representative_message: 'Idade do segurado fora do limite de aceitação: contratação de 18 a 70 anos completos (informado: 71 anos).' }],
    });
  });

  it('numbers quotes from one sequence', async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const response = await post(validQuotationRequest(NOW));
      await life.jobs.idle();
      numbers.push(String((await findLifeQuotation(t.db.life, response.json<{ id: string }>().id))?.quoteNumber));
    }
    expect(new Set(numbers).size).toBe(2);
  });
});
