/**
 * A client's life quotes and proposals, across the two services over one database (PGlite, and
 * PostgreSQL with DATABASE_URL): a life quote linked to the client picked in the wizard, or to
 * the one the typed name and phone are (found, else created once); another account's client
 * refused; the client's page (main API) lists the account's life items, 404 for another
 * account; the LGPD export carries them in full and the deletion removes them — the shared
 * link stops opening, the broker's list no longer has them — with the counts in the audit.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDetailWire, clientExportWire, clientListWire, clientWire } from '../../../src/contract/clients';
import { implantationFormToWire } from '../../../src/contract/life-implantation';
import { sampleImplantationForm } from '../../../src/contract/life-implantation.sample';
import { lifeSavedListWire } from '../../../src/contract/life-saved';
import { findLifeQuotation } from '../modules/quotations/repositories/life-quotations.repository';
import type { LifeApp } from '../app';
import { createLifeTestContext, validQuotationRequest, type LifeTestContext } from './support';

const NOW = new Date('2026-06-15T15:00:00Z');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let t: LifeTestContext;
let life: LifeApp;
let main: FastifyInstance;
let corretor: string;
let gestor: string;
let admin: string;

beforeAll(async () => {
  t = await createLifeTestContext({ start: NOW });
  life = await t.life();
  main = await t.ctx.app();
  corretor = await t.token('corretor');
  gestor = await t.token('gestor');
  admin = await t.token('admin');
});
afterAll(() => t.close());

const ask = (client: Record<string, unknown>, token = corretor) =>
  life.app.inject({ method: 'POST', url: '/v1/porto_seguro/quotation', headers: bearer(token), payload: validQuotationRequest(NOW, { client }) });

async function quote(client: Record<string, unknown>, token = corretor): Promise<string> {
  const accepted = await ask(client, token);
  expect(accepted.statusCode).toBe(202);
  await life.jobs.idle();
  t.ctx.clock.advance(1);
  return accepted.json<{ id: string }>().id;
}

const mainCall = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  main.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function createClient(body: object): Promise<number> {
  const created = await mainCall('POST', '/api/v1/clients/', corretor, body);
  expect(created.statusCode).toBe(201);
  return clientWire.parse(created.json()).id;
}

const clientsNamed = async (search: string) =>
  clientListWire.parse((await mainCall('GET', `/api/v1/clients/?search=${encodeURIComponent(search)}`, corretor)).json()).results;

describe("a client's life quotes and proposals", () => {
  it("links a quote to the picked client and lists it on the client's page for the whole account; another account's client is refused", async () => {
    const bia = await createClient({ name: 'Beatriz Lima', phone: '(21) 99876-5432' });
    const id = await quote({ name: 'Beatriz Lima', phone: '21998765432', client_id: bia });
    expect((await findLifeQuotation(t.db.life, id))?.clientId).toBe(bia);

    const page = clientDetailWire.parse((await mainCall('GET', `/api/v1/clients/${bia}/`, corretor)).json());
    expect(page.life).toHaveLength(1);
    expect(page.life[0]).toMatchObject({ kind: 'quote', id, quotation_id: id, client: { name: 'Beatriz Lima', phone: '21998765432' }, title: 'Porto Seguro Vida Individual', mine: true });
    expect(page.life[0]!.monthly_price_cents).toBeGreaterThan(0);
    expect(page.life[0]!.quote_number).toMatch(/^PSV-2026-\d{6}$/);
    // A teammate sees it too, but only its broker can reopen it.
    expect(clientDetailWire.parse((await mainCall('GET', `/api/v1/clients/${bia}/`, gestor)).json()).life.map((item) => item.mine)).toEqual([false]);

    const foreign = await ask({ name: 'Beatriz Lima', client_id: bia }, admin);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ client: ['Cliente não encontrado.'] });
    expect((await mainCall('GET', `/api/v1/clients/${bia}/`, admin)).statusCode).toBe(404);
  });

  it('finds the client a typed name and phone are (accents, case and spaces ignored) or creates it once; another phone is another client', async () => {
    const first = await quote({ name: 'Cláudio  Reis', phone: '(31) 98888-7777' });
    const second = await quote({ name: 'claudio reis', phone: '31988887777' });
    const other = await quote({ name: 'Cláudio Reis', phone: '(31) 97777-6666' });
    const found = await clientsNamed('claudio reis');
    // By name, then in the order they were created.
    expect(found.map((client) => [client.name, client.phone])).toEqual([
      ['Cláudio Reis', '31988887777'],
      ['Cláudio Reis', '31977776666'],
    ]);
    const claudio = found.find((client) => client.phone === '31988887777')!;
    const page = clientDetailWire.parse((await mainCall('GET', `/api/v1/clients/${claudio.id}/`, corretor)).json());
    expect(page.life.map((item) => item.id)).toEqual([second, first]);
    expect((await findLifeQuotation(t.db.life, other))?.clientId).not.toBe(claudio.id);
    // Without a name nothing is created.
    const nameless = await quote({ phone: '31966665555' });
    expect((await findLifeQuotation(t.db.life, nameless))?.clientId).toBeNull();
  });

  it('exports the life quotes and proposals in full, then deletes them with the client: the link stops opening and the audit counts them', async () => {
    const sample = implantationFormToWire(sampleImplantationForm());
    const joao = await createClient({ name: sample.name, phone: sample.phone, document: sample.cpf });
    const quotationId = await quote({ name: sample.name, phone: sample.phone, client_id: joao });
    // A quote of someone else, kept.
    const unrelated = await quote({ name: 'Outra Pessoa', phone: '(11) 91234-5678' });
    const implantationId = randomUUID();
    const sent = await life.app.inject({
      method: 'POST',
      url: `/v1/porto_seguro/generate_link?id=${implantationId}`,
      headers: bearer(corretor),
      payload: { proposal: sample, find_proposal: { quotation_id: quotationId, quote_number: (await findLifeQuotation(t.db.life, quotationId))?.quoteNumber } },
    });
    expect(sent.statusCode).toBe(201);
    const { token } = sent.json<{ token: string }>();
    expect((await life.app.inject({ method: 'GET', url: `/v1/porto_seguro/proposals/${token}` })).statusCode).toBe(200);

    const page = clientDetailWire.parse((await mainCall('GET', `/api/v1/clients/${joao}/`, corretor)).json());
    expect(page.life.map((item) => [item.kind, item.id])).toEqual([
      ['proposal', implantationId],
      ['quote', quotationId],
    ]);
    expect(page.life[0]!.client).toEqual({ name: sample.name, phone: sample.phone, cpf: sample.cpf });

    const exported = await mainCall('POST', `/api/v1/clients/${joao}/export/`, corretor);
    expect(exported.statusCode).toBe(200);
    const body = clientExportWire.parse(exported.json());
    expect(body.life.quotations.map((quotation) => quotation.id)).toEqual([quotationId]);
    expect(body.life.quotations[0]).toMatchObject({ status: 'quoted', request: { data_nascimento: validQuotationRequest(NOW).data_nascimento } });
    expect(body.life.proposals.map((proposal) => [proposal.id, proposal.quotation_id])).toEqual([[implantationId, quotationId]]);
    expect(body.life.proposals[0]!.data).toMatchObject({ proposal: { cpf: sample.cpf, name: sample.name } });

    expect((await mainCall('DELETE', `/api/v1/clients/${joao}/`, corretor)).statusCode).toBe(204);
    expect(await findLifeQuotation(t.db.life, quotationId)).toBeUndefined();
    expect(await findLifeQuotation(t.db.life, unrelated)).toBeDefined();
    expect((await life.app.inject({ method: 'GET', url: `/v1/porto_seguro/proposals/${token}` })).statusCode).toBe(404);
    const listed = lifeSavedListWire.parse((await life.app.inject({ method: 'GET', url: '/v1/porto_seguro/quotations', headers: bearer(corretor) })).json());
    expect(JSON.stringify(listed)).not.toContain(sample.cpf);
    expect(listed.results.map((item) => item.id)).not.toContain(quotationId);
    expect(listed.results.map((item) => item.id)).toContain(unrelated);

    const audit = (await mainCall('GET', '/api/v1/team/audit/', corretor)).json<{ results: Array<{ action: string; target_username: string; details: unknown }> }>();
    const lines = audit.results.filter((entry) => entry.target_username === `cliente nº ${joao}`);
    expect(lines.map((entry) => [entry.action, entry.details])).toEqual([
      ['client_data_deleted', { client_id: joao, quotations: 0, life_quotations: 1, life_proposals: 1 }],
      ['client_data_exported', { client_id: joao, quotations: 0, life_quotations: 1, life_proposals: 1 }],
    ]);
  });
});
