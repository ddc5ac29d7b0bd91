/**
 * `POST /v1/porto_seguro/generate_link?id=` and the client's page
 * `GET /v1/porto_seguro/proposals/{token}` through app.inject, on PGlite and (with
 * DATABASE_URL) on PostgreSQL: access, the same field rules as the SPA's form (400 pt-BR
 * messages at dotted keys), the stored proposal of the broker's own priced quote, the
 * unguessable link and its expiry on the injected clock.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifeGeneratedLinkWire, lifeSharedProposalWire, implantationFormToWire } from '../../../src/contract/life-implantation';
import { sampleImplantationForm } from '../../../src/contract/life-implantation.sample';
import { findLifeQuotation } from '../repositories/life-quotations.repository';
import { createLifeTestContext, validQuotationRequest, TEST_APP_ORIGIN, type LifeTestContext } from './support';
import type { LifeApp } from '../app';

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
  it('stores the proposal and answers an unguessable link to a read-only page with the quote and the broker’s name and contact only', async () => {
    const id = randomUUID();
    const response = await generate(body({ pep: { status: 'RelacionamentoProximo', related_person: { name: 'Carlos Souza', cpf: '11144477735', kinship: 'pai_mae' } } }), id);
    expect(response.statusCode).toBe(201);
    const link = lifeGeneratedLinkWire.parse(response.json());
    expect(link.id).toBe(id);
    expect(link.link).toBe(`${TEST_APP_ORIGIN}/seguro-de-vida/proposta/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.expires_at).toBe('2026-07-15T15:00:00.000Z');

    const page = await open(link.token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const shared = lifeSharedProposalWire.parse(page.json());
    expect(shared.quote.details.quote_number).toBe(quoteNumber);
    expect(shared.quote.price).toBe('38.11');
    expect(shared.proposal).toMatchObject({ name: 'João da Silva', cpf_masked: '***.982.247-**', bank: { code: '341', account_end: '56' } });
    expect(shared.broker).toEqual({ name: expect.any(String), email: expect.stringContaining('@'), phone: expect.any(String) });
    expect(Object.keys(page.json()).sort()).toEqual(['broker', 'created_at', 'expires_at', 'institution', 'proposal', 'quote']);
    expect(JSON.stringify(page.json())).not.toContain('52998224725');
  });

  it('the same implantation id again answers a new link and the old one stops opening', async () => {
    const id = randomUUID();
    const first = lifeGeneratedLinkWire.parse((await generate(body(), id)).json());
    const second = lifeGeneratedLinkWire.parse((await generate(body({ name: 'João da Silva Jr.' }), id)).json());
    expect(second.token).not.toBe(first.token);
    expect((await open(first.token)).statusCode).toBe(404);
    expect(lifeSharedProposalWire.parse((await open(second.token)).json()).proposal.name).toBe('João da Silva Jr.');
    const stolen = await generate(body(), id, await t.token('gestor'));
    expect(stolen.statusCode).toBe(404);
  });

  it('an unknown or malformed token is 404', async () => {
    expect((await open('x'.repeat(43))).json()).toEqual({ detail: 'Proposta não encontrada.' });
    expect((await open('..')).statusCode).toBe(404);
  });

  it('expires after 30 days on the injected clock (410)', async () => {
    const link = lifeGeneratedLinkWire.parse((await generate(body())).json());
    t.ctx.clock.advance(30 * 86_400 - 1);
    expect((await open(link.token)).statusCode).toBe(200);
    t.ctx.clock.advance(1);
    const expired = await open(link.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ detail: 'Este link de proposta expirou. Peça um novo link ao seu corretor.' });
    t.ctx.clock.set(NOW);
  });
});
