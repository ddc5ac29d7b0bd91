/**
 * The broker's saved life quotes and proposals (`GET /v1/porto_seguro/quotations`, reopening
 * with `GET /v1/porto_seguro/quotations/{id}` and `GET /v1/porto_seguro/implantations/{id}/proposal`)
 * through app.inject, on PGlite and (with DATABASE_URL) PostgreSQL: each priced quotation and
 * each implanted proposal listed with its client, newest first, paginated; only the caller's
 * own; still there for a new process over the same database (a restart).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { implantationFormToWire } from '../../../src/contract/life-implantation';
import { sampleImplantationForm } from '../../../src/contract/life-implantation.sample';
import { LIFE_SAVED_PAGE_SIZE, lifeSavedListWire, lifeSavedProposalWire, lifeSavedQuotationWire } from '../../../src/contract/life-saved';
import { findLifeQuotation } from '../modules/quotations/repositories/life-quotations.repository';
import type { LifeApp } from '../app';
import { createLifeTestContext, validQuotationRequest, type LifeTestContext } from './support';

const NOW = new Date('2026-06-15T15:00:00Z');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let t: LifeTestContext;
let life: LifeApp;
let corretor: string;

const quote = async (client?: Record<string, unknown>, token = corretor) => {
  const accepted = await life.app.inject({ method: 'POST', url: '/v1/porto_seguro/quotation', headers: bearer(token), payload: validQuotationRequest(NOW, client ? { client } : {}) });
  expect(accepted.statusCode).toBe(202);
  await life.jobs.idle();
  return accepted.json<{ id: string }>().id;
};
const list = (query = '', token = corretor) => life.app.inject({ method: 'GET', url: `/v1/porto_seguro/quotations${query}`, headers: bearer(token) });

beforeAll(async () => {
  t = await createLifeTestContext({ start: NOW });
  life = await t.life();
  corretor = await t.token('corretor');
});
afterAll(() => t.close());

describe('the list of saved life quotes and proposals', () => {
  let quotationId: string;
  const implantationId = randomUUID();

  it('keeps the client typed with the quotation (name, phone digits) and refuses a bad phone at the field', async () => {
    const bad = await life.app.inject({ method: 'POST', url: '/v1/porto_seguro/quotation', headers: bearer(corretor), payload: validQuotationRequest(NOW, { client: { name: 'Ana', phone: '1234' } }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ client: ['Telefone inválido. Informe o DDD e o número.'] });

    quotationId = await quote({ name: '  Ana Souza ', phone: '(11) 98765-4321' });
    const body = lifeSavedListWire.parse((await list()).json());
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({ kind: 'quote', id: quotationId, quotation_id: quotationId, client: { name: 'Ana Souza', phone: '11987654321', cpf: '' }, title: 'Porto Seguro Vida Individual' });
    expect(body.results[0]!.monthly_price_cents).toBeGreaterThan(0);
    expect(body.results[0]!.quote_number).toMatch(/^PSV-2026-\d{6}$/);
    expect(body.results[0]!.valid_until).toBe('2026-07-15');
  });

  it('lists an implanted proposal with its client (name, phone, CPF) above the quote it implants, and reopens both', async () => {
    const row = await findLifeQuotation(t.db.life, quotationId);
    t.ctx.clock.advance(1);
    const sent = await life.app.inject({
      method: 'POST',
      url: `/v1/porto_seguro/generate_link?id=${implantationId}`,
      headers: bearer(corretor),
      payload: { proposal: implantationFormToWire(sampleImplantationForm()), find_proposal: { quotation_id: quotationId, quote_number: row?.quoteNumber } },
    });
    expect(sent.statusCode).toBe(201);
    const body = lifeSavedListWire.parse((await list()).json());
    expect(body.results.map((item) => item.kind)).toEqual(['proposal', 'quote']);
    const sample = implantationFormToWire(sampleImplantationForm());
    expect(body.results[0]).toMatchObject({ id: implantationId, quotation_id: quotationId, client: { name: sample.name, phone: sample.phone, cpf: sample.cpf } });
    expect(body.results[0]!.link_expires_at).toBe('2026-06-22T15:00:01.000Z');

    const reopenedQuote = lifeSavedQuotationWire.parse((await life.app.inject({ method: 'GET', url: `/v1/porto_seguro/quotations/${quotationId}`, headers: bearer(corretor) })).json());
    expect(reopenedQuote.client).toEqual({ name: 'Ana Souza', phone: '11987654321' });
    expect(reopenedQuote.quotes[0]!.details.quote_number).toBe(row?.quoteNumber);
    expect(reopenedQuote.request.capital_morte_cents).toBe(100_000_00);

    const reopenedProposal = lifeSavedProposalWire.parse((await life.app.inject({ method: 'GET', url: `/v1/porto_seguro/implantations/${implantationId}/proposal`, headers: bearer(corretor) })).json());
    expect(reopenedProposal.proposal.cpf).toBe(sample.cpf);
    expect(reopenedProposal.quote.details.quote_number).toBe(row?.quoteNumber);
  });

  it("shows another broker none of them, and never opens another broker's quote or proposal (404)", async () => {
    const gestor = await t.token('gestor');
    expect(lifeSavedListWire.parse((await list('', gestor)).json())).toEqual({ count: 0, next: null, previous: null, results: [] });
    const theirs = await life.app.inject({ method: 'GET', url: `/v1/porto_seguro/quotations/${quotationId}`, headers: bearer(gestor) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Cotação não encontrada.' });
    const proposal = await life.app.inject({ method: 'GET', url: `/v1/porto_seguro/implantations/${implantationId}/proposal`, headers: bearer(gestor) });
    expect(proposal.statusCode).toBe(404);
    expect((await life.app.inject({ method: 'GET', url: '/v1/porto_seguro/quotations/not-a-uuid', headers: bearer(corretor) })).statusCode).toBe(404);
  });

  it('needs a token (401) and a paying broker (402)', async () => {
    expect((await life.app.inject({ method: 'GET', url: '/v1/porto_seguro/quotations' })).statusCode).toBe(401);
    expect((await list('', await t.token('bloqueado'))).statusCode).toBe(402);
  });

  it('leaves refused quotations out, and pages newest first with DRF links', async () => {
    const refused = await life.app.inject({ method: 'POST', url: '/v1/porto_seguro/quotation', headers: bearer(corretor), payload: validQuotationRequest(NOW, { data_nascimento: '1940-01-01' }) });
    expect(refused.statusCode).toBe(202);
    await life.jobs.idle();
    for (let index = 0; index < LIFE_SAVED_PAGE_SIZE; index += 1) {
      t.ctx.clock.advance(1);
      await quote({ name: `Cliente ${index + 1}` });
    }
    const first = lifeSavedListWire.parse((await list()).json());
    expect(first.count).toBe(LIFE_SAVED_PAGE_SIZE + 2);
    expect(first.results[0]!.client.name).toBe(`Cliente ${LIFE_SAVED_PAGE_SIZE}`);
    expect(first.next).toMatch(/\/v1\/porto_seguro\/quotations\?page=2$/);
    expect(first.previous).toBeNull();
    const second = lifeSavedListWire.parse((await list('?page=2')).json());
    expect(second.results.map((item) => item.kind)).toEqual(['proposal', 'quote']);
    expect(second.previous).toMatch(/page=1$/);
    expect((await list('?page=3')).statusCode).toBe(404);
    const zero = await list('?page=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ page: ['Página inválida.'] });
  });

  it('is still there for a new process over the same database (restart)', async () => {
    const again = await t.life();
    const body = (await again.app.inject({ method: 'GET', url: '/v1/porto_seguro/quotations?page=2', headers: bearer(corretor) })).json<{ results: Array<{ id: string }> }>();
    expect(body.results.map((item) => item.id)).toEqual([implantationId, quotationId]);
  });
});
