/**
 * `POST /v1/porto_seguro/generate_link?id=` and the client's page
 * `GET /v1/porto_seguro/proposals/{token}` through app.inject, on PGlite and (with
 * DATABASE_URL) on PostgreSQL: access, the same field rules as the SPA's form (400 pt-BR
 * messages at dotted keys), the stored proposal of the broker's own priced quote, the
 * unguessable link and its expiry on the injected clock; the anonymous page without any
 * sensitive field, the client's proof (right, malformed, wrong and limited per link and per
 * address), the broker's openings list and renewal.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifeGeneratedLinkWire, lifeImplantationStatusWire, lifeSharedProposalSummaryWire, lifeSharedProposalWire, implantationFormToWire } from '../../../src/contract/life-implantation';
import { sampleImplantationForm } from '../../../src/contract/life-implantation.sample';
import { findLifeQuotation } from '../modules/quotations/repositories/life-quotations.repository';
import { createLifeTestContext, validQuotationRequest, TEST_APP_ORIGIN, type LifeTestContext } from './support';
import { LIFE_PROOF_PER_ADDRESS, type LifeApp } from '../app';

const NOW = new Date('2026-06-15T15:00:00Z');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let t: LifeTestContext;
let life: LifeApp;
let corretor: string;
let quotationId: string;
let quoteNumber: string;

const proposal = () => implantationFormToWire(sampleImplantationForm());
const body = (overrides: Record<string, unknown> = {}) => ({ proposal: { ...proposal(), ...overrides }, find_proposal: { quotation_id: quotationId, quote_number: quoteNumber } });
const generate = (payload: unknown, id: string = randomUUID(), token = corretor) =>
  life.app.inject({ method: 'POST', url: `/v1/porto_seguro/generate_link?id=${id}`, headers: bearer(token), payload: payload as Record<string, unknown> });
const open = (token: string) => life.app.inject({ method: 'GET', url: `/v1/porto_seguro/proposals/${token}` });
const prove = (token: string, proof: Record<string, unknown>) => life.app.inject({ method: 'POST', url: `/v1/porto_seguro/proposals/${token}/proof`, payload: proof });
const status = (id: string, token = corretor) => life.app.inject({ method: 'GET', url: `/v1/porto_seguro/implantations/${id}`, headers: bearer(token) });
const renew = (id: string, token = corretor) => life.app.inject({ method: 'POST', url: `/v1/porto_seguro/implantations/${id}/renew`, headers: bearer(token) });
/** The sample holder's proof: born 1991-01-01, CPF 529.982.247-25. */
const RIGHT = { birth_date: '1991-01-01', cpf_end: '4725' };

beforeAll(async () => {
  t = await createLifeTestContext({ start: NOW });
  life = await t.life();
  corretor = await t.token('corretor');
  const accepted = await life.app.inject({ method: 'POST', url: '/v1/porto_seguro/quotation', headers: bearer(corretor), payload: validQuotationRequest(NOW) });
  quotationId = accepted.json<{ id: string }>().id;
  await life.jobs.idle();
  const row = await findLifeQuotation(t.db.life, quotationId);
  quoteNumber = String(row?.quoteNumber);
});
afterAll(() => t.close());

describe('access', () => {
  it('needs a token (401) and a paying broker (402 for bloqueado)', async () => {
    const anonymous = await life.app.inject({ method: 'POST', url: `/v1/porto_seguro/generate_link?id=${randomUUID()}`, payload: body() });
    expect(anonymous.statusCode).toBe(401);
    const blocked = await generate(body(), randomUUID(), await t.token('bloqueado'));
    expect(blocked.statusCode).toBe(402);
  });

  it("refuses another broker's quotation and an unknown institution (404)", async () => {
    const other = await generate(body(), randomUUID(), await t.token('gestor'));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Cotação não encontrada.' });
    const bradesco = await life.app.inject({ method: 'POST', url: `/v1/bradesco/generate_link?id=${randomUUID()}`, headers: bearer(corretor), payload: body() });
    expect(bradesco.statusCode).toBe(404);
  });
});

describe('validation: the same rules as the form, 400 with pt-BR messages at the field', () => {
  it.each([
    ['a CPF with wrong check digits', { cpf: '52998224724' }, 'proposal.cpf', 'CPF inválido.'],
    ['a masked CPF', { cpf: '529.982.247-25' }, 'proposal.cpf', 'CPF inválido.'],
    ['a bad e-mail', { email: 'joao@' }, 'proposal.email', 'Informe um e-mail válido.'],
    ['a bad CEP', { address: { ...proposal().address, cep: [1310, 1000] } }, 'proposal.address.cep', 'CEP inválido. Use o formato 00000-000.'],
    ['the CEP as text', { address: { ...proposal().address, cep: '01310-100' } }, 'proposal.address.cep', 'CEP inválido. Use o formato 00000-000.'],
    ['a PEP close relationship without the related person', { pep: { status: 'RelacionamentoProximo' } }, 'proposal.pep.related_person.cpf', 'Este campo é obrigatório.'],
    [
      'a PEP related person with a bad CPF',
      { pep: { status: 'RelacionamentoProximo', related_person: { name: 'Carlos', cpf: '11144477736', kinship: 'pai_mae' } } },
      'proposal.pep.related_person.cpf',
      'CPF inválido.',
    ],
    [
      'shares adding up to 90 %',
      { beneficiaries: [{ name: 'Maria', birth_date: '1992-03-02', cpf: '11144477735', share_percent: 90 }] },
      'proposal.beneficiaries',
      'A soma dos percentuais dos beneficiários deve ser 100% (agora: 90%).',
    ],
    ['an unknown bank', { bank_account: { bank_code: '999', agency: '1', account: '1' } }, 'proposal.bank_account.bank_code', 'Escolha um banco da lista.'],
    ['an issue date after today', { id_issue_date: '2026-06-16' }, 'proposal.id_issue_date', 'A data não pode ser depois de hoje.'],
  ])('%s', async (_what, overrides, key, message) => {
    const response = await generate(body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<Record<string, string[]>>()[key]).toEqual([message]);
  });

  it('refuses another payment than the fixed one of spec point 9', async () => {
    const response = await generate(body({ payment: { method: 'boleto', installments: 12, interval_days: 30, company_code: 1 } }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).some((key) => key.startsWith('proposal.payment'))).toBe(true);
  });

  it('needs a UUID implantation id', async () => {
    const response = await life.app.inject({ method: 'POST', url: '/v1/porto_seguro/generate_link?id=1', headers: bearer(corretor), payload: body() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ id: ['Informe o identificador da implantação (UUID).'] });
  });
});

describe('the link', () => {
  it('stores the proposal and answers an unguessable link whose anonymous page says only what the client needs to recognise it', async () => {
    const id = randomUUID();
    const response = await generate(body({ pep: { status: 'RelacionamentoProximo', related_person: { name: 'Carlos Souza', cpf: '11144477735', kinship: 'pai_mae' } } }), id);
    expect(response.statusCode).toBe(201);
    const link = lifeGeneratedLinkWire.parse(response.json());
    expect(link.id).toBe(id);
    expect(link.link).toBe(`${TEST_APP_ORIGIN}/seguro-de-vida/proposta/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.expires_at).toBe('2026-06-22T15:00:00.000Z');

    const page = await open(link.token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const shared = lifeSharedProposalSummaryWire.strict().parse(page.json());
    expect(shared.summary).toMatchObject({ name: 'João da Silva', quote_number: quoteNumber, price: '38.11' });
    expect(shared.summary.coverages.map((coverage) => coverage.capital_cents)).toEqual([100_000_00, 5_000_00]);
    expect(shared.broker).toEqual({ name: expect.any(String), email: expect.stringContaining('@'), phone: expect.any(String) });
    expect(shared.proof).toEqual({ cpf_digits: 4 });
    // No health answer, income, birth date, sex, smoker, profession, CPF digit, beneficiary or bank.
    const text = JSON.stringify(page.json());
    for (const secret of ['dps_', 'questionnaires', 'monthly_income', 'birth_date', '1991', 'smoker', 'sex', 'profession', '982', '4725', 'Maria da Silva', 'bank', '341', 'Carlos Souza']) {
      expect(text).not.toContain(secret);
    }
  });

  it('the same implantation id again answers a new link and the old one stops opening', async () => {
    const id = randomUUID();
    const first = lifeGeneratedLinkWire.parse((await generate(body(), id)).json());
    const second = lifeGeneratedLinkWire.parse((await generate(body({ name: 'João da Silva Jr.' }), id)).json());
    expect(second.token).not.toBe(first.token);
    expect((await open(first.token)).statusCode).toBe(404);
    expect(lifeSharedProposalSummaryWire.parse((await open(second.token)).json()).summary.name).toBe('João da Silva Jr.');
    const stolen = await generate(body(), id, await t.token('gestor'));
    expect(stolen.statusCode).toBe(404);
  });

  it('an unknown or malformed token is 404', async () => {
    expect((await open('x'.repeat(43))).json()).toEqual({ detail: 'Proposta não encontrada.' });
    expect((await open('..')).statusCode).toBe(404);
    expect((await prove('x'.repeat(43), RIGHT)).statusCode).toBe(404);
  });

  it('expires after 7 days on the injected clock (410), for the page and the proof', async () => {
    const link = lifeGeneratedLinkWire.parse((await generate(body())).json());
    t.ctx.clock.advance(7 * 86_400 - 1);
    expect((await open(link.token)).statusCode).toBe(200);
    t.ctx.clock.advance(1);
    const expired = await open(link.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ detail: 'Este link de proposta expirou. Peça um novo link ao seu corretor.' });
    expect((await prove(link.token, RIGHT)).statusCode).toBe(410);
    t.ctx.clock.set(NOW);
  });
});

describe("the client's proof of identity (birth date + last 4 CPF digits)", () => {
  it('a correct proof answers the whole proposal: health answers, income, beneficiaries, bank', async () => {
    const link = lifeGeneratedLinkWire.parse((await generate(body())).json());
    const proved = await prove(link.token, RIGHT);
    expect(proved.statusCode).toBe(200);
    expect(proved.headers['cache-control']).toBe('no-store');
    const full = lifeSharedProposalWire.parse(proved.json());
    expect(full.quote.rules.questionnaires.length).toBeGreaterThan(0);
    expect(full.quote.person.monthly_income_cents).toBe(10_000_00);
    expect(full.proposal).toMatchObject({ name: 'João da Silva', cpf_masked: '***.982.247-**', bank: { code: '341', account_end: '56' } });
    expect(full.proposal.beneficiaries.map((beneficiary) => beneficiary.name)).toEqual(['Maria da Silva', 'Pedro da Silva']);
  });

  it('a malformed proof is 400 at the field, in Portuguese, and costs no try', async () => {
    const link = lifeGeneratedLinkWire.parse((await generate(body())).json());
    const bad = await prove(link.token, { birth_date: '01/01/1991', cpf_end: '25' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ birth_date: ['Informe a data de nascimento (DD/MM/AAAA).'], cpf_end: ['Informe os 4 últimos dígitos do CPF.'] });
    expect((await prove(link.token, RIGHT)).statusCode).toBe(200);
  });

  it('wrong proofs are 403 with the tries left; after 5 the link is locked (429) even for the right proof, until the broker renews it', async () => {
    const id = randomUUID();
    const link = lifeGeneratedLinkWire.parse((await generate(body(), id)).json());
    const wrong = [{ ...RIGHT, cpf_end: '0000' }, { ...RIGHT, birth_date: '1991-01-02' }];
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await prove(link.token, wrong[attempt % 2]!));
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(answers.map((answer) => answer.json<{ attempts_left: number }>().attempts_left)).toEqual([4, 3, 2, 1, 0]);
    expect(answers[0]?.json()).toEqual({ detail: 'Os dados informados não conferem com os da proposta.', attempts_left: 4 });
    const locked = await prove(link.token, RIGHT);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: 'Muitas tentativas com dados que não conferem. Peça ao seu corretor para renovar o link.' });
    // The summary still opens; the broker sees the link locked and renews it.
    expect((await open(link.token)).statusCode).toBe(200);
    expect((await status(id)).json()).toMatchObject({ locked: true });
    expect((await renew(id)).statusCode).toBe(200);
    expect((await prove(link.token, RIGHT)).statusCode).toBe(200);
  });

  it('parallel wrong proofs on one link never pass the 5 tries', async () => {
    const link = lifeGeneratedLinkWire.parse((await generate(body())).json());
    const answers = await Promise.all(Array.from({ length: 12 }, () => prove(link.token, { ...RIGHT, cpf_end: '1111' })));
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
  });

  it('limits wrong proofs per address across links (429 with Retry-After)', async () => {
    const limited = await t.life();
    // Its own per-address limiter: the other tests' tries from the same address do not count.
    const links = await Promise.all(Array.from({ length: 5 }, async () => lifeGeneratedLinkWire.parse((await generate(body())).json())));
    const answers = [];
    for (let attempt = 0; attempt < LIFE_PROOF_PER_ADDRESS; attempt += 1) {
      const link = links[attempt % links.length]!;
      answers.push(await limited.app.inject({ method: 'POST', url: `/v1/porto_seguro/proposals/${link.token}/proof`, payload: { ...RIGHT, cpf_end: '9999' }, remoteAddress: '203.0.113.9' }));
    }
    expect(answers.every((answer) => answer.statusCode === 403)).toBe(true);
    const throttled = await limited.app.inject({ method: 'POST', url: `/v1/porto_seguro/proposals/${links[0]!.token}/proof`, payload: RIGHT, remoteAddress: '203.0.113.9' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ detail: 'Muitas tentativas a partir desta conexão. Tente novamente mais tarde.' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    const other = await limited.app.inject({ method: 'POST', url: `/v1/porto_seguro/proposals/${links[0]!.token}/proof`, payload: RIGHT, remoteAddress: '198.51.100.4' });
    expect(other.statusCode).toBe(200);
  });
});

describe("the broker's view of his link: openings and renewal", () => {
  it('lists every opening and proof, newest first; only to its broker', async () => {
    const id = randomUUID();
    const link = lifeGeneratedLinkWire.parse((await generate(body(), id)).json());
    expect((await status(id)).json()).toEqual({ id, expires_at: '2026-06-22T15:00:00.000Z', locked: false, openings: [] });
    await open(link.token);
    t.ctx.clock.advance(60);
    await prove(link.token, { ...RIGHT, cpf_end: '0000' });
    t.ctx.clock.advance(60);
    await prove(link.token, RIGHT);
    const seen = lifeImplantationStatusWire.parse((await status(id)).json());
    expect(seen.openings).toEqual([
      { kind: 'proof_ok', at: '2026-06-15T15:02:00.000Z' },
      { kind: 'proof_failed', at: '2026-06-15T15:01:00.000Z' },
      { kind: 'opened', at: '2026-06-15T15:00:00.000Z' },
    ]);
    expect((await status(id, await t.token('gestor'))).statusCode).toBe(404);
    expect((await life.app.inject({ method: 'GET', url: `/v1/porto_seguro/implantations/${id}` })).statusCode).toBe(401);
    t.ctx.clock.set(NOW);
  });

  it('renews an expired link for 7 days from now: the same link opens again; another broker cannot', async () => {
    const id = randomUUID();
    const link = lifeGeneratedLinkWire.parse((await generate(body(), id)).json());
    t.ctx.clock.advance(10 * 86_400);
    expect((await open(link.token)).statusCode).toBe(410);
    expect((await renew(id, await t.token('gestor'))).statusCode).toBe(404);
    // Ten days later the broker logs in again (his earlier access token expired on the same clock).
    const renewed = await renew(id, await t.token('corretor'));
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ id, expires_at: '2026-07-02T15:00:00.000Z' });
    expect((await open(link.token)).statusCode).toBe(200);
    t.ctx.clock.set(NOW);
  });
});
