/**
 * The clients API's wire (docs/api: /api/v1/clients/): the body's pt-BR refusals field by
 * field, the record and its page between wire and domain, the quotation left once the client's
 * data was deleted (LGPD art. 18, VI), which quotations an export holds, and the client a
 * proposal saved without a picked client is about. Values written by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  anonymisedQuotationData,
  clientBodyWire,
  clientFromWire,
  clientIdParamsWire,
  clientInputToWire,
  clientListQueryWire,
  clientPageFromWire,
  clientToWire,
  isHeldAboutClient,
  typedClientOfQuotation,
} from './clients';
import type { QuotationDataWire } from './quotation';

function messages(body: unknown): Record<string, string[]> {
  const parsed = clientBodyWire.safeParse(body);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('clientBodyWire', () => {
  it('takes a masked or digits-only body, and a name alone', () => {
    expect(messages({ name: 'Rita', phone: '(71) 99876-5432', email: 'rita@exemplo.com', document: '111.444.777-35', notes: 'Liga à tarde' })).toEqual({});
    expect(messages({ name: 'Rita', phone: '71998765432', email: null, document: '11222333000181', notes: null })).toEqual({});
    expect(messages({ name: 'Rita' })).toEqual({});
    expect(messages({ name: 'Rita', phone: '', email: '', document: '', notes: '' })).toEqual({});
    expect(clientBodyWire.parse({ name: '  Rita de Cássia  ' }).name).toBe('Rita de Cássia');
  });

  it('asks for the name when it is missing or blank, and refuses one over 200 characters', () => {
    expect(messages({})).toEqual({ name: ['Informe o nome do cliente.'] });
    expect(messages({ name: '   ' })).toEqual({ name: ['Informe o nome do cliente.'] });
    expect(messages({ name: 'a'.repeat(200) })).toEqual({});
    expect(messages({ name: 'a'.repeat(201) })).toEqual({ name: ['O nome deve ter no máximo 200 caracteres.'] });
  });

  it('gives the client form’s message for a wrong phone, e-mail or CPF/CNPJ', () => {
    expect(messages({ name: 'Rita', phone: '123', email: 'rita@', document: '11144477736' })).toEqual({
      phone: ['Telefone inválido. Informe o DDD e o número.'],
      email: ['Informe um e-mail válido.'],
      document: ['CPF ou CNPJ inválido.'],
    });
  });

  it('refuses a field longer than the wire takes', () => {
    expect(messages({ name: 'Rita', phone: '1'.repeat(21) }).phone?.[0]).toBe('Certifique-se de que este campo não tenha mais de 20 caracteres.');
    expect(messages({ name: 'Rita', document: '1'.repeat(21) }).document?.[0]).toBe('Certifique-se de que este campo não tenha mais de 20 caracteres.');
    expect(messages({ name: 'Rita', email: `${'a'.repeat(243)}@exemplo.com` }).email?.[0]).toBe('Certifique-se de que este campo não tenha mais de 254 caracteres.');
  });

  it('takes notes of 2,000 characters (the spaces around not counted) and refuses 2,001', () => {
    expect(messages({ name: 'Rita', notes: 'n'.repeat(2000) })).toEqual({});
    expect(messages({ name: 'Rita', notes: `   ${'n'.repeat(2000)}   ` })).toEqual({});
    expect(messages({ name: 'Rita', notes: 'n'.repeat(2001) })).toEqual({ notes: ['As observações devem ter no máximo 2000 caracteres.'] });
    expect(messages({ name: 'Rita', notes: 'n'.repeat(2201) }).notes?.[0]).toBe('As observações devem ter no máximo 2000 caracteres.');
  });

  it('refuses a field it does not know', () => {
    expect(Object.keys(messages({ name: 'Rita', city: 'Recife' }))).toEqual(['']);
  });
});

describe('the client between wire and domain', () => {
  const wire = {
    id: 7, name: 'Rita', phone: '71998765432', email: 'rita@exemplo.com', document: '11144477735', notes: 'Liga à tarde',
    created_at: '2026-11-27T12:00:00.000Z', updated_at: '2026-11-28T09:30:00.000Z',
  };
  const record = {
    id: 7, name: 'Rita', phone: '71998765432', email: 'rita@exemplo.com', document: '11144477735', notes: 'Liga à tarde',
    createdAt: '2026-11-27T12:00:00.000Z', updatedAt: '2026-11-28T09:30:00.000Z',
  };

  it('renames the instants and keeps every field', () => {
    expect(clientFromWire(wire)).toEqual(record);
    expect(clientToWire(record)).toEqual(wire);
    expect(clientInputToWire({ name: 'Rita', phone: null, email: 'rita@exemplo.com', document: null, notes: 'x' })).toEqual({
      name: 'Rita', phone: null, email: 'rita@exemplo.com', document: null, notes: 'x',
    });
  });

  it('reads a page and whether pages come before and after', () => {
    expect(clientPageFromWire({ count: 41, next: 'https://cotador.example/api/v1/clients/?page=3', previous: null, results: [wire] })).toEqual({
      count: 41, items: [record], hasNext: true, hasPrevious: false,
    });
    expect(clientPageFromWire({ count: 41, next: null, previous: 'https://cotador.example/api/v1/clients/?page=2', results: [] })).toEqual({
      count: 41, items: [], hasNext: false, hasPrevious: true,
    });
  });

  it('takes client ids from 1 to 2,147,483,647 only', () => {
    expect(clientIdParamsWire.parse({ id: '12' })).toEqual({ id: 12 });
    expect(clientIdParamsWire.safeParse({ id: '0' }).success).toBe(false);
    expect(clientIdParamsWire.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    expect(clientIdParamsWire.safeParse({ id: '2147483648' }).success).toBe(false);
  });

  it('searches the list by up to 100 characters', () => {
    expect(clientListQueryWire.safeParse({ search: 's'.repeat(100) }).success).toBe(true);
    expect(clientListQueryWire.safeParse({ search: 's'.repeat(101) }).success).toBe(false);
  });
});

const PRICES = [10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 60000];
const DATA = {
  clientName: 'Rita de Cássia', type: 'PF', lifes: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], showProposalInfos: false, showProposalPhoto: false,
  proposalInfos: { network: false, coparticipation: false, shortfalls: false, refunds: false },
  institution: [{ id: 7, name: 'Amil', ans_registration: null }],
  healthInsurance: [{
    id: 101, name: 'Plano 101', institution_id: 7, type: 'PF', accommodation: 'apartment', coparticipation: 'without',
    coverage_area: 'estadual', segmentation: null, administradora: null,
    price_table: { effective_date: '2026-05-01', illustrative: true, prices_cents: PRICES },
  }],
  accredit: [], coparticipationRules: [], shortfalls: [], refunds: [], similarEntities: [], similarCompanies: [],
  lifeInsurance: false, lifeInsuranceInstitution: null, broker: { name: 'Carla', phone: '', email: '', logo_url: null },
} as unknown as QuotationDataWire;
const CONTACT = { phone: '71998765432', email: 'rita@exemplo.com', document: '11144477735', city: 'Salvador' };
const EXTRAS = { notes: 'Carência reduzida', valid_until: '2026-12-31', recommended_plan_id: 101, client_phone: '71998765432', client_email: 'rita@exemplo.com' };

describe('anonymisedQuotationData', () => {
  it('renames the client, empties the contact and the proposal’s phone and e-mail, keeps plans and extras', () => {
    const anonymised = anonymisedQuotationData({ ...DATA, client: CONTACT, proposal_extras: EXTRAS });
    expect(anonymised.clientName).toBe('Cliente excluído');
    expect(anonymised.client).toBeNull();
    expect(anonymised.proposal_extras).toEqual({ notes: 'Carência reduzida', valid_until: '2026-12-31', recommended_plan_id: 101, client_phone: '', client_email: '' });
    expect(anonymised.healthInsurance).toEqual(DATA.healthInsurance);
  });

  it('adds no client nor extras a quotation did not have', () => {
    const anonymised = anonymisedQuotationData(DATA);
    expect(Object.keys(anonymised)).not.toContain('client');
    expect(Object.keys(anonymised)).not.toContain('proposal_extras');
    expect(anonymised.clientName).toBe('Cliente excluído');
  });
});

describe('isHeldAboutClient', () => {
  it('holds a quotation saved for the client, or carrying its CPF/CNPJ', () => {
    expect(isHeldAboutClient({ clientId: 7, data: DATA }, { id: 7, document: null })).toBe(true);
    expect(isHeldAboutClient({ clientId: 8, data: { ...DATA, client: CONTACT } }, { id: 7, document: '11144477735' })).toBe(true);
    expect(isHeldAboutClient({ clientId: null, data: { ...DATA, client: CONTACT } }, { id: 7, document: '11222333000181' })).toBe(false);
  });

  it('never matches two missing CPF/CNPJs', () => {
    expect(isHeldAboutClient({ clientId: null, data: { ...DATA, client: { ...CONTACT, document: null } } }, { id: 7, document: null })).toBe(false);
    expect(isHeldAboutClient({ clientId: 8, data: DATA }, { id: 7, document: null })).toBe(false);
  });
});

describe('typedClientOfQuotation', () => {
  it('takes the client record’s contact first', () => {
    expect(typedClientOfQuotation({ ...DATA, client: CONTACT, proposal_extras: { ...EXTRAS, client_phone: '81987654321', client_email: 'outra@exemplo.com' } })).toEqual({
      name: 'Rita de Cássia', phone: '71998765432', email: 'rita@exemplo.com', document: '11144477735',
    });
  });

  it('falls back on the proposal’s phone and e-mail, with no CPF/CNPJ', () => {
    expect(typedClientOfQuotation({ ...DATA, client: { phone: null, email: null, document: null, city: null }, proposal_extras: EXTRAS })).toEqual({
      name: 'Rita de Cássia', phone: '71998765432', email: 'rita@exemplo.com', document: null,
    });
    expect(typedClientOfQuotation({ ...DATA, proposal_extras: { ...EXTRAS, client_phone: '', client_email: '' } })).toEqual({
      name: 'Rita de Cássia', phone: null, email: null, document: null,
    });
    expect(typedClientOfQuotation(DATA)).toEqual({ name: 'Rita de Cássia', phone: null, email: null, document: null });
  });

  it('is null for an anonymised copy', () => {
    expect(typedClientOfQuotation(anonymisedQuotationData({ ...DATA, client: CONTACT }))).toBeNull();
  });
});
