/**
 * Contract scenarios of the ClientStore port ('Clientes') and of a quotation saved for a
 * client, on the fake back end and on the real server (see ./backends.ts): the same records,
 * field messages, search, the client's quotations (a typed client found or created once), and
 * the LGPD export and deletion; each account's clients its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientExportWire } from '../../../src/contract/clients';
import { QUOTATION_CLIENT_UNKNOWN_MESSAGE } from '../../../src/contract/quotation';
import { CLIENT_RECORD_MESSAGES, DELETED_CLIENT_NAME, EMPTY_CLIENT_RECORD_DRAFT, normalizeClientInput } from '../../../src/domain/clients/client-record';
import { CLIENT_MESSAGES } from '../../../src/domain/proposal/client';
import { teamAuditSentence } from '../../../src/domain/accounts/team';
import { quotedPlanFromDetail, type QuotationData } from '../../../src/domain/proposal/saved-quotation';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

const LINKED_CODE = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const BY_CPF_CODE = '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e';
const OTHER_CODE = '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const REFUSED_CODE = '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a';
const OTHER_ACCOUNT_CODES = ['c0f1a2b3-4d5e-4f6a-8b7c-8d9e0f1a2b3c', 'd0f1a2b3-4d5e-4f6a-8b7c-8d9e0f1a2b3c'] as const;
const TYPED_CODES = ['9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b', 'af0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b', 'bf0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b'] as const;

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
  const first = quote.value.plans[0];
  if (!first) throw new Error('no plan quoted');
  const detail = await catalog.plan(first.id);
  if (!detail.ok) throw new Error(detail.error.message);
  const plan = { ...quotedPlanFromDetail(detail.value) };
  delete plan.ansProfile;
  return {
    clientName: 'Joana Ávila',
    type: 'PJ',
    lives: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1],
    showProposalInfos: true,
    showProposalPhoto: false,
    proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true },
    plans: [plan],
    similarEntities: [],
    similarCompanies: [],
    lifeInsurance: false,
    lifeInsuranceInstitution: null,
    broker: { name: 'Carla Mendes Ribeiro', phone: '11987654321', email: 'corretor@cotador.local', logoUrl: null },
  };
}

const JOANA = { name: ' Joana Ávila ', phone: '(81) 98765-4321', email: 'Joana@Exemplo.com.br', document: '111.444.777-35', notes: 'Prefere WhatsApp.' };

describe.each(contractBackends())('clients contract — $name', (backend) => {
  let started: StartedBackend;
  let data: QuotationData;
  beforeAll(async () => {
    started = await backend.start();
    expect(await started.services.auth.login({ username: 'corretor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    data = await proposalData(started);
  });
  afterAll(() => started.close());

  it('adds a client as stored (digits, lower case, trimmed) and refuses bad fields on each field, in Portuguese', async () => {
    const { clients } = started.services;
    const created = await clients.create(normalizeClientInput(JOANA));
    expect(created).toMatchObject({
      ok: true,
      value: { name: 'Joana Ávila', phone: '81987654321', email: 'joana@exemplo.com.br', document: '11144477735', notes: 'Prefere WhatsApp.' },
    });
    const refused = await clients.create({ name: '', phone: '8198765', email: 'joana@', document: '11144477736', notes: null });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'rejected',
        fields: {
          name: [CLIENT_RECORD_MESSAGES.nameRequired],
          phone: [CLIENT_MESSAGES.phoneInvalid],
          email: [CLIENT_MESSAGES.emailInvalid],
          document: [CLIENT_MESSAGES.documentInvalid],
        },
      },
    });
  });

  it('lists by name and finds by name (accents ignored), phone or CPF/CNPJ digits; updates a client', async () => {
    const { clients } = started.services;
    const company = await clients.create(normalizeClientInput({ ...EMPTY_CLIENT_RECORD_DRAFT, name: 'Padaria Boa Massa Ltda', document: '11.222.333/0001-81' }));
    expect(company.ok).toBe(true);
    const names = async (search: string) => {
      const page = await clients.list({ page: 1, search });
      return page.ok ? page.value.items.map((client) => client.name) : page.error;
    };
    expect(await names('')).toEqual(['Joana Ávila', 'Padaria Boa Massa Ltda']);
    expect(await names('joana avila')).toEqual(['Joana Ávila']);
    expect(await names('(81) 98765')).toEqual(['Joana Ávila']);
    expect(await names('11.222.333')).toEqual(['Padaria Boa Massa Ltda']);
    expect(await names('ninguém')).toEqual([]);
    if (!company.ok) return;
    const updated = await clients.update(company.value.id, normalizeClientInput({ ...EMPTY_CLIENT_RECORD_DRAFT, name: 'Padaria Boa Massa', document: '11222333000181', notes: 'Contato: Sr. Tião' }));
    expect(updated).toMatchObject({ ok: true, value: { id: company.value.id, name: 'Padaria Boa Massa', notes: 'Contato: Sr. Tião', createdAt: company.value.createdAt } });
    expect(await clients.update(999_999, normalizeClientInput({ ...EMPTY_CLIENT_RECORD_DRAFT, name: 'Ninguém' }))).toEqual({
      ok: false,
      error: { kind: 'not-found', message: CLIENT_RECORD_MESSAGES.notFound },
    });
  });

  it("keeps a quotation saved for the client and one carrying its CPF on the client's page; refuses an unknown client", async () => {
    const { clients, quotations } = started.services;
    const page = await clients.list({ page: 1, search: 'joana' });
    const joana = page.ok ? page.value.items[0] : undefined;
    if (!joana) throw new Error('Joana not listed');
    expect(await quotations.save(LINKED_CODE, data, joana.id)).toMatchObject({ ok: true });
    started.clock.advance(60);
    const withCpf: QuotationData = { ...data, clientName: 'Joana A.', client: { phone: null, email: null, document: '11144477735', city: 'Recife' } };
    expect(await quotations.save(BY_CPF_CODE, withCpf)).toMatchObject({ ok: true });
    expect(await quotations.save(OTHER_CODE, { ...data, clientName: 'Outra Pessoa' })).toMatchObject({ ok: true });
    expect(await quotations.save(REFUSED_CODE, data, 999_999)).toEqual({
      ok: false,
      error: { kind: 'rejected', message: QUOTATION_CLIENT_UNKNOWN_MESSAGE, fields: { client_id: [QUOTATION_CLIENT_UNKNOWN_MESSAGE] } },
    });

    const loaded = await clients.load(joana.id);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.client).toEqual(joana);
    expect(loaded.value.quotations.map((quotation) => [quotation.code, quotation.clientName])).toEqual([
      [BY_CPF_CODE, 'Joana A.'],
      [LINKED_CODE, 'Joana Ávila'],
    ]);
  });

  it('links a proposal saved by typing the name to the client with that name and phone, created once; another phone is another client', async () => {
    const { clients, quotations } = started.services;
    const typed = (clientName: string, phone: string): QuotationData => ({ ...data, clientName, client: { phone, email: null, document: null, city: null } });
    expect(await quotations.save(TYPED_CODES[0], typed('Rita  de Cássia', '71998765432'))).toMatchObject({ ok: true });
    started.clock.advance(60);
    expect(await quotations.save(TYPED_CODES[1], typed('rita de cassia', '71998765432'))).toMatchObject({ ok: true });
    expect(await quotations.save(TYPED_CODES[2], typed('Rita de Cássia', '71912345678'))).toMatchObject({ ok: true });
    const page = await clients.list({ page: 1, search: 'rita de cassia' });
    if (!page.ok) throw new Error(page.error.message);
    expect(page.value.items.map((client) => [client.name, client.phone])).toEqual([
      ['Rita de Cássia', '71998765432'],
      ['Rita de Cássia', '71912345678'],
    ]);
    const first = await clients.load(page.value.items[0]!.id);
    expect(first.ok && first.value.quotations.map((quotation) => quotation.code)).toEqual([TYPED_CODES[1], TYPED_CODES[0]]);
    expect(first.ok && first.value.life).toEqual([]);
  });

  it("leaves a client's export and deletion to the account's admins: a manager of the account is refused, the client stays", async () => {
    const { auth, clients } = started.services;
    const page = await clients.list({ page: 1, search: 'joana' });
    const joana = page.ok ? page.value.items[0] : undefined;
    if (!joana) throw new Error('Joana not listed');
    await auth.logout();
    expect(await auth.login({ username: 'gestor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    const refused = { ok: false, error: { kind: 'rejected', message: 'Apenas o administrador da conta pode fazer esta operação.' } };
    expect(await clients.exportData(joana.id)).toEqual(refused);
    // A 403 ends the session, as the HTTP client reads it: the manager logs in again.
    expect(await auth.login({ username: 'gestor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    expect(await clients.remove(joana.id)).toEqual(refused);
    await auth.logout();
    expect(await auth.login({ username: 'corretor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    expect(await clients.load(joana.id)).toMatchObject({ ok: true, value: { client: { id: joana.id, name: 'Joana Ávila' } } });
  });

  it("keeps each account's clients to itself: another account lists none of them, opens none, links no proposal to one, and a typed client is its own", async () => {
    const { auth, clients, quotations } = started.services;
    const page = await clients.list({ page: 1, search: 'joana' });
    const joana = page.ok ? page.value.items[0] : undefined;
    if (!joana) throw new Error('Joana not listed');
    await auth.logout();
    expect(await auth.login({ username: 'expirando', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    try {
      expect(await clients.list({ page: 1, search: '' })).toEqual({ ok: true, value: { count: 0, items: [], hasNext: false, hasPrevious: false } });
      expect(await clients.load(joana.id)).toEqual({ ok: false, error: { kind: 'not-found', message: CLIENT_RECORD_MESSAGES.notFound } });
      expect(await quotations.save(OTHER_ACCOUNT_CODES[0], data, joana.id)).toMatchObject({ ok: false, error: { fields: { client_id: [QUOTATION_CLIENT_UNKNOWN_MESSAGE] } } });
      // The same CPF typed in another account makes that account's own client.
      const typed: QuotationData = { ...data, clientName: 'Joana Ávila', client: { phone: null, email: null, document: '11144477735', city: null } };
      expect(await quotations.save(OTHER_ACCOUNT_CODES[1], typed)).toMatchObject({ ok: true });
      const own = await clients.list({ page: 1, search: '' });
      expect(own.ok && own.value.items.map((client) => [client.name, client.document, client.id === joana.id])).toEqual([['Joana Ávila', '11144477735', false]]);
    } finally {
      await auth.logout();
      expect(await auth.login({ username: 'corretor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    }
  });

  it('exports everything held about the client, then deletes it: the quotations stay with the prices, anonymised; others are untouched', async () => {
    const { clients, quotations } = started.services;
    const page = await clients.list({ page: 1, search: 'joana' });
    const joana = page.ok ? page.value.items[0] : undefined;
    if (!joana) throw new Error('Joana not listed');

    const exported = await clients.exportData(joana.id);
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    expect(exported.value.fileName).toBe(`cliente-${joana.id}.json`);
    const document = clientExportWire.parse(JSON.parse(exported.value.json));
    expect(document.client).toMatchObject({ id: joana.id, name: 'Joana Ávila', document: '11144477735' });
    expect(document.quotations.map((quotation) => quotation.code)).toEqual([BY_CPF_CODE, LINKED_CODE]);
    expect(document.quotations[0]?.data.client?.city).toBe('Recife');

    expect(await clients.remove(joana.id)).toEqual({ ok: true, value: undefined });
    expect(await clients.load(joana.id)).toEqual({ ok: false, error: { kind: 'not-found', message: CLIENT_RECORD_MESSAGES.notFound } });
    expect(await clients.remove(joana.id)).toEqual({ ok: false, error: { kind: 'not-found', message: CLIENT_RECORD_MESSAGES.notFound } });
    for (const code of [LINKED_CODE, BY_CPF_CODE]) {
      const quotation = await quotations.load(code);
      expect(quotation).toMatchObject({ ok: true, value: { data: { clientName: DELETED_CLIENT_NAME, plans: data.plans } } });
      if (quotation.ok) expect(quotation.value.data.client ?? null).toBeNull();
    }
    expect(await quotations.load(OTHER_CODE)).toMatchObject({ ok: true, value: { data: { clientName: 'Outra Pessoa' } } });
    // A deleted client cannot be linked again.
    expect(await quotations.save(REFUSED_CODE, data, joana.id)).toMatchObject({ ok: false, error: { fields: { client_id: [QUOTATION_CLIENT_UNKNOWN_MESSAGE] } } });

    // The team's history keeps who exported and who deleted the client, by its number only (no personal data).
    const audit = await started.services.team.audit();
    if (!audit.ok) throw new Error(audit.error.message);
    const lines = audit.value.filter((entry) => entry.targetUsername === `cliente nº ${joana.id}`);
    expect(lines.map((entry) => [entry.action, entry.actorUsername, entry.details])).toEqual([
      ['client_data_deleted', 'corretor', { client_id: joana.id, quotations: 2, life_quotations: 0, life_proposals: 0 }],
      ['client_data_exported', 'corretor', { client_id: joana.id, quotations: 2, life_quotations: 0, life_proposals: 0 }],
    ]);
    expect(lines.map((entry) => teamAuditSentence(entry))).toEqual([
      `corretor excluiu os dados do cliente nº ${joana.id} (LGPD); as cotações dele ficaram anônimas.`,
      `corretor exportou os dados do cliente nº ${joana.id} (LGPD).`,
    ]);
  });
});
