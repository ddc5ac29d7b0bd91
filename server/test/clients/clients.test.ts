/**
 * The account's clients over HTTP (`/api/v1/clients/`): access (401, 402, 403 for export and
 * deletion by a non-admin member, another account's client → 404), pt-BR field messages,
 * search, the quotation saved for a client, and the LGPD export and deletion with their
 * audit lines (the client's id only).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDetailWire, clientExportWire, clientListWire, clientWire } from '../../../src/contract/clients';
import { quotationWire, type QuotationDataWire } from '../../../src/contract/quotation';
import { CLIENT_MESSAGES } from '../../../src/domain/proposal/client';
import { CLIENT_RECORD_MESSAGES, DELETED_CLIENT_NAME } from '../../../src/domain/clients/client-record';
import { bearer, createTestContext, login, type TestContext } from '../helpers';
import { quotedData as quotedDataOf } from '../quotations/quoted-data';

let ctx: TestContext;
let app: FastifyInstance;
let corretor: string;
let gestor: string;
let admin: string;
let novo: string;
let bloqueado: string;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app();
  corretor = (await login(app, 'corretor')).access;
  gestor = (await login(app, 'gestor')).access;
  admin = (await login(app, 'admin')).access;
  novo = (await login(app, 'novo')).access;
  bloqueado = (await login(app, 'bloqueado')).access;
});
afterAll(async () => ctx?.close());

const quotedData = () => quotedDataOf(app, corretor);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const JOANA = { name: 'Joana Ávila', phone: '(81) 98765-4321', email: 'Joana@Exemplo.com.br', document: '111.444.777-35', notes: 'Prefere WhatsApp.' };

async function createJoana(token = corretor) {
  const created = await call('POST', '/api/v1/clients/', token, JOANA);
  expect(created.statusCode).toBe(201);
  return clientWire.parse(created.json());
}

describe('clients: who may call', () => {
  it('asks for a login (401) and a paying account (402)', async () => {
    expect((await call('GET', '/api/v1/clients/', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/clients/', novo, JOANA)).statusCode).toBe(402);
    expect((await call('GET', '/api/v1/clients/', bloqueado)).statusCode).toBe(402);
  });

  it("lets the team see the account's clients, but export and deletion are the account admins' (403 for a member)", async () => {
    const joana = await createJoana();
    const listed = clientListWire.parse((await call('GET', '/api/v1/clients/', gestor)).json());
    expect(listed.results.map((client) => client.id)).toContain(joana.id);
    expect((await call('POST', `/api/v1/clients/${joana.id}/export/`, gestor)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/clients/${joana.id}/`, gestor)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/clients/${joana.id}/`, corretor)).statusCode).toBe(200);
  });

  it("answers 404 for another account's client, on every route, and does not list it", async () => {
    const joana = await createJoana();
    const notFound = { detail: CLIENT_RECORD_MESSAGES.notFound };
    for (const [method, url, payload] of [
      ['GET', `/api/v1/clients/${joana.id}/`, undefined],
      ['PUT', `/api/v1/clients/${joana.id}/`, { name: 'Outro nome' }],
      ['POST', `/api/v1/clients/${joana.id}/export/`, undefined],
      ['DELETE', `/api/v1/clients/${joana.id}/`, undefined],
    ] as const) {
      const answer = await call(method, url, admin, payload);
      expect([method, url, answer.statusCode]).toEqual([method, url, 404]);
      expect(answer.json()).toEqual(notFound);
    }
    const listed = clientListWire.parse((await call('GET', '/api/v1/clients/', admin)).json());
    expect(listed.results.map((client) => client.id)).not.toContain(joana.id);
    // Still there, unchanged, for its own account.
    expect(clientDetailWire.parse((await call('GET', `/api/v1/clients/${joana.id}/`, corretor)).json()).name).toBe('Joana Ávila');
  });
});

describe('clients: the record', () => {
  it('stores digits and lower case, and refuses bad fields with pt-BR messages on each field', async () => {
    const joana = await createJoana();
    expect(joana).toMatchObject({ name: 'Joana Ávila', phone: '81987654321', email: 'joana@exemplo.com.br', document: '11144477735', notes: 'Prefere WhatsApp.' });
    const bad = await call('POST', '/api/v1/clients/', corretor, { name: '  ', phone: '8198765', email: 'joana@', document: '111.444.777-36' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: [CLIENT_RECORD_MESSAGES.nameRequired],
      phone: [CLIENT_MESSAGES.phoneInvalid],
      email: [CLIENT_MESSAGES.emailInvalid],
      document: [CLIENT_MESSAGES.documentInvalid],
    });
    const cnpj = await call('POST', '/api/v1/clients/', corretor, { name: 'Padaria Boa Massa Ltda', document: '11.222.333/0001-81' });
    expect(cnpj.statusCode).toBe(201);
    expect(cnpj.json()).toMatchObject({ document: '11222333000181', phone: null, email: null, notes: null });
    const huge = await call('POST', '/api/v1/clients/', corretor, { name: 'x'.repeat(201), notes: 'y'.repeat(5000), extra: 1 });
    expect(huge.statusCode).toBe(400);
  });

  it('updates a client and finds clients by name (accents ignored) or by phone and CPF digits however typed', async () => {
    const created = clientWire.parse((await call('POST', '/api/v1/clients/', corretor, { name: 'Conceição Brandão', phone: '11 3456-7890', document: '529.982.247-25' })).json());
    const updated = await call('PUT', `/api/v1/clients/${created.id}/`, corretor, { name: 'Conceição Brandão Lima', phone: '11 3456-7890', document: '529.982.247-25', notes: 'Cliente desde 2020' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Conceição Brandão Lima', notes: 'Cliente desde 2020', phone: '1134567890' });
    const names = async (search: string) =>
      clientListWire.parse((await call('GET', `/api/v1/clients/?search=${encodeURIComponent(search)}`, corretor)).json()).results.map((client) => client.name);
    expect(await names('conceicao brandao')).toEqual(['Conceição Brandão Lima']);
    expect(await names('(11) 3456')).toEqual(['Conceição Brandão Lima']);
    expect(await names('529.982')).toEqual(['Conceição Brandão Lima']);
    expect(await names('ninguém assim')).toEqual([]);
  });
});

describe('clients: quotations, export and deletion (LGPD art. 18)', () => {
  it("links a quotation saved for the client, refuses another account's client, and lists it on the client's page", async () => {
    const joana = await createJoana();
    const data = { ...(await quotedData()), clientName: 'Joana Ávila' };
    const code = randomUUID();
    expect((await call('POST', '/api/v1/quotation/', corretor, { code, data, client_id: joana.id })).statusCode).toBe(201);
    const foreign = await call('POST', '/api/v1/quotation/', admin, { code: randomUUID(), data, client_id: joana.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ client_id: ['Cliente não encontrado.'] });
    const page = clientDetailWire.parse((await call('GET', `/api/v1/clients/${joana.id}/`, corretor)).json());
    expect(page.quotations.map((quotation) => quotation.code)).toEqual([code]);
  });

  it('exports everything held (record and quotations in full, also one carrying the same CPF) and deletes it: the quotations stay, anonymised, and the audit names only the client id', async () => {
    const joana = await createJoana();
    const base = await quotedData();
    const linked = randomUUID();
    const byCpf = randomUUID();
    const unrelated = randomUUID();
    expect((await call('POST', '/api/v1/quotation/', corretor, { code: linked, data: { ...base, clientName: 'Joana Ávila' }, client_id: joana.id })).statusCode).toBe(201);
    const withCpf: QuotationDataWire = {
      ...base,
      clientName: 'Joana A.',
      client: { phone: '81987654321', email: 'joana@exemplo.com.br', document: '11144477735', city: 'Recife' },
      proposal_extras: { notes: '', valid_until: null, recommended_plan_id: null, client_phone: '81987654321', client_email: 'joana@exemplo.com.br' },
    } as QuotationDataWire;
    expect((await call('POST', '/api/v1/quotation/', corretor, { code: byCpf, data: withCpf })).statusCode).toBe(201);
    expect((await call('POST', '/api/v1/quotation/', corretor, { code: unrelated, data: { ...base, clientName: 'Outra Pessoa' } })).statusCode).toBe(201);

    const exported = await call('POST', `/api/v1/clients/${joana.id}/export/`, corretor);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="cliente-${joana.id}.json"`);
    const body = clientExportWire.parse(exported.json());
    expect(body.client).toEqual(joana);
    expect(body.quotations.map((quotation) => quotation.code).sort()).toEqual([linked, byCpf].sort());
    expect(body.quotations.find((quotation) => quotation.code === byCpf)?.data.client?.city).toBe('Recife');

    expect((await call('DELETE', `/api/v1/clients/${joana.id}/`, corretor)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/clients/${joana.id}/`, corretor)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/clients/${joana.id}/`, corretor)).statusCode).toBe(404);
    for (const code of [linked, byCpf]) {
      const read = quotationWire.parse((await call('GET', `/api/v1/quotation/?code=${code}`, null)).json());
      expect(read.data.clientName).toBe(DELETED_CLIENT_NAME);
      expect(read.data.client ?? null).toBeNull();
      expect(JSON.stringify(read.data)).not.toMatch(/Joana|81987654321|11144477735|exemplo\.com\.br/);
      expect(read.data.healthInsurance).toEqual(base.healthInsurance);
    }
    expect(quotationWire.parse((await call('GET', `/api/v1/quotation/?code=${unrelated}`, null)).json()).data.clientName).toBe('Outra Pessoa');

    const audit = (await call('GET', '/api/v1/team/audit/', corretor)).json<{ results: Array<{ action: string; actor_username: string; target_username: string; details: unknown }> }>();
    const lines = audit.results.filter((entry) => entry.target_username === `cliente nº ${joana.id}`);
    expect(lines.map((entry) => [entry.action, entry.actor_username])).toEqual([
      ['client_data_deleted', 'corretor'],
      ['client_data_exported', 'corretor'],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Joana|81987654321|11144477735/);
  });
});
