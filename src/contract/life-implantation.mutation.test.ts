/**
 * A stored life proposal reopened in the finalization form (implantationWireToForm): the masks
 * put back, the dates as DD/MM/AAAA, the shares as text, the related person only for PEP
 * 'RelacionamentoProximo', nothing for a proposal that is no longer valid. Values by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  implantationFormToWire,
  implantationWireToForm,
  issuesToFieldErrors,
  lifeGenerateLinkRequestSchema,
  lifeImplantationFormSchema,
  parseSharePercent,
} from './life-implantation';
import { sampleImplantationForm } from './life-implantation.sample';

const TODAY = '2026-06-15';

describe('implantationWireToForm', () => {
  it('gives back the form a broker typed, masked, with the e-mail and the account as sent', () => {
    expect(implantationWireToForm(implantationFormToWire(sampleImplantationForm()), TODAY)).toEqual({
      name: 'João da Silva',
      cpf: '529.982.247-25',
      birth_date: '1991-01-01',
      age: 35,
      marital_status: 'casado',
      nationality: 'Brasileira',
      id_document: '12.345.678-9',
      id_issuer: 'SSP/SP',
      id_issue_date: '10/02/2010',
      country: 'BR',
      email: 'joao@example.com',
      phone: '(11) 98765-4321',
      address: { street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', uf: 'SP', cep: '01310-100', complement: 'Apto 12' },
      pep: { status: 'Nao', related_person: { name: '', cpf: '', kinship: '' } },
      employer: 'Empresa Ltda',
      activity_branch: 'Comércio',
      brokerage: 'Corretora Exemplo',
      beneficiaries: [
        { name: 'Maria da Silva', birth_date: '02/03/1992', cpf: '111.444.777-35', share_percent: '60' },
        { name: 'Pedro da Silva', birth_date: '04/05/2015', cpf: '390.533.447-05', share_percent: '40' },
      ],
      bank_account: { bank_code: '341', agency: '0123', account: '123456' },
    });
  });

  it('gives back the related person of a PEP relationship, CPF masked', () => {
    const values = sampleImplantationForm();
    values.pep = { status: 'RelacionamentoProximo', related_person: { name: 'Carlos Souza', cpf: '111.444.777-35', kinship: 'pai_mae' } };
    expect(implantationWireToForm(implantationFormToWire(values), TODAY)?.pep).toEqual({
      status: 'RelacionamentoProximo',
      related_person: { name: 'Carlos Souza', cpf: '111.444.777-35', kinship: 'pai_mae' },
    });
  });

  it('leaves the related person empty for a politically exposed person', () => {
    const values = sampleImplantationForm();
    values.pep = { status: 'Sim', related_person: { name: 'Carlos Souza', cpf: '111.444.777-35', kinship: 'pai_mae' } };
    expect(implantationWireToForm(implantationFormToWire(values), TODAY)?.pep).toEqual({ status: 'Sim', related_person: { name: '', cpf: '', kinship: '' } });
  });

  it('is null for a proposal that is not valid as of today', () => {
    const proposal = implantationFormToWire(sampleImplantationForm());
    expect(implantationWireToForm({ ...proposal, cpf: '52998224724' }, TODAY)).toBeNull();
    expect(implantationWireToForm(proposal, '2009-01-01')).toBeNull();
    expect(implantationWireToForm(null, TODAY)).toBeNull();
  });
});

const REQUIRED = 'Este campo é obrigatório.';
const wireErrors = (body: unknown) => {
  const parsed = lifeGenerateLinkRequestSchema(TODAY).safeParse(body);
  return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
};
const formErrors = (values: unknown) => {
  const parsed = lifeImplantationFormSchema(TODAY).safeParse(values);
  return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
};
const FIND = { quotation_id: '6f1c1d7e-8a44-4c38-9a43-3c1f1b0f2a10', quote_number: 'PSV-2026-000001' };

describe('generate_link body: a field left out', () => {
  it('says in pt-BR which field is missing, the CEP, shares and payment with their own message', () => {
    const proposal = { address: {}, pep: {}, beneficiaries: [{}], bank_account: {}, payment: {} };
    expect(wireErrors({ proposal, find_proposal: {} })).toEqual({
      'proposal.name': [REQUIRED],
      'proposal.cpf': [REQUIRED],
      'proposal.birth_date': [REQUIRED],
      'proposal.age': [REQUIRED],
      'proposal.marital_status': [REQUIRED],
      'proposal.nationality': [REQUIRED],
      'proposal.id_document': [REQUIRED],
      'proposal.id_issuer': [REQUIRED],
      'proposal.id_issue_date': [REQUIRED],
      'proposal.country': [REQUIRED],
      'proposal.email': [REQUIRED],
      'proposal.phone': [REQUIRED],
      'proposal.address.street': [REQUIRED],
      'proposal.address.number': [REQUIRED],
      'proposal.address.district': [REQUIRED],
      'proposal.address.city': [REQUIRED],
      'proposal.address.uf': [REQUIRED],
      'proposal.address.cep': ['CEP inválido. Use o formato 00000-000.'],
      'proposal.address.complement': [REQUIRED],
      'proposal.pep.status': [REQUIRED],
      'proposal.employer': [REQUIRED],
      'proposal.activity_branch': [REQUIRED],
      'proposal.brokerage': [REQUIRED],
      'proposal.beneficiaries.0.name': [REQUIRED],
      'proposal.beneficiaries.0.birth_date': [REQUIRED],
      'proposal.beneficiaries.0.cpf': [REQUIRED],
      'proposal.beneficiaries.0.share_percent': ['Informe um percentual inteiro de 1 a 100.'],
      'proposal.bank_account.bank_code': [REQUIRED],
      'proposal.bank_account.agency': [REQUIRED],
      'proposal.bank_account.account': [REQUIRED],
      'proposal.payment.method': ['A forma de pagamento é fixa: débito em conta, 3 parcelas a cada 30 dias, código da empresa 1.'],
      'proposal.payment.installments': ['A forma de pagamento é fixa: débito em conta, 3 parcelas a cada 30 dias, código da empresa 1.'],
      'proposal.payment.interval_days': ['A forma de pagamento é fixa: débito em conta, 3 parcelas a cada 30 dias, código da empresa 1.'],
      'proposal.payment.company_code': ['A forma de pagamento é fixa: débito em conta, 3 parcelas a cada 30 dias, código da empresa 1.'],
      'find_proposal.quotation_id': [REQUIRED],
      'find_proposal.quote_number': [REQUIRED],
    });
  });

  it('asks for the beneficiaries and the payment when they are missing whole', () => {
    const proposal: Record<string, unknown> = { ...implantationFormToWire(sampleImplantationForm()) };
    delete proposal.beneficiaries;
    delete proposal.payment;
    expect(wireErrors({ proposal, find_proposal: FIND })).toEqual({
      'proposal.beneficiaries': ['Informe pelo menos um beneficiário.'],
      'proposal.payment': ['A forma de pagamento é fixa: débito em conta, 3 parcelas a cada 30 dias, código da empresa 1.'],
    });
  });

  it('refuses a quotation id that is not a UUID and an empty quote number', () => {
    const proposal = implantationFormToWire(sampleImplantationForm());
    expect(wireErrors({ proposal, find_proposal: { quotation_id: '42', quote_number: '' } })).toEqual({
      'find_proposal.quotation_id': ['Cotação não encontrada.'],
      'find_proposal.quote_number': [REQUIRED],
    });
  });
});

describe('generate_link body: digits only', () => {
  it('refuses a masked phone, a masked beneficiary or related-person CPF', () => {
    const values = sampleImplantationForm();
    values.pep = { status: 'RelacionamentoProximo', related_person: { name: 'Carlos Souza', cpf: '111.444.777-35', kinship: 'pai_mae' } };
    const proposal = implantationFormToWire(values);
    const masked = {
      ...proposal,
      phone: '(11) 98765-4321',
      pep: { status: 'RelacionamentoProximo', related_person: { name: 'Carlos Souza', cpf: '111.444.777-35', kinship: 'pai_mae' } },
      beneficiaries: proposal.beneficiaries.map((beneficiary, index) => (index === 0 ? { ...beneficiary, cpf: '111.444.777-35' } : beneficiary)),
    };
    expect(wireErrors({ proposal: masked, find_proposal: FIND })).toEqual({
      'proposal.phone': ['Telefone inválido. Informe o DDD e o número.'],
      'proposal.pep.related_person.cpf': ['CPF inválido.'],
      'proposal.beneficiaries.0.cpf': ['CPF inválido.'],
    });
  });

  it('keeps the related person of a PEP relationship and drops it otherwise', () => {
    const values = sampleImplantationForm();
    values.pep = { status: 'RelacionamentoProximo', related_person: { name: 'Carlos Souza', cpf: '111.444.777-35', kinship: 'pai_mae' } };
    const related = { name: 'Carlos Souza', cpf: '11144477735', kinship: 'pai_mae' };
    const proposal = implantationFormToWire(values);
    expect(lifeGenerateLinkRequestSchema(TODAY).parse({ proposal, find_proposal: FIND }).proposal.pep).toEqual({ status: 'RelacionamentoProximo', related_person: related });
    expect(lifeGenerateLinkRequestSchema(TODAY).parse({ proposal: { ...proposal, pep: { status: 'Sim', related_person: related } }, find_proposal: FIND }).proposal.pep).toEqual({
      status: 'Sim',
    });
  });

  it('checks the related person’s name, CPF and kinship on the wire', () => {
    const proposal = { ...implantationFormToWire(sampleImplantationForm()), pep: { status: 'RelacionamentoProximo', related_person: { name: ' ', cpf: '11144477736', kinship: 'primo' } } };
    expect(wireErrors({ proposal, find_proposal: FIND })).toEqual({
      'proposal.pep.related_person.name': [REQUIRED],
      'proposal.pep.related_person.cpf': ['CPF inválido.'],
      'proposal.pep.related_person.kinship': ['Escolha uma das opções.'],
    });
  });
});

describe('generate_link body: the age', () => {
  it('takes the age completed on the birthday and not the day before', () => {
    const proposal = implantationFormToWire(sampleImplantationForm());
    // Born 1991-06-15: 35 on 2026-06-15 (today); born 1991-06-16: still 34.
    expect(wireErrors({ proposal: { ...proposal, birth_date: '1991-06-15', age: 35 }, find_proposal: FIND })).toEqual({});
    expect(wireErrors({ proposal: { ...proposal, birth_date: '1991-06-16', age: 35 }, find_proposal: FIND })).toEqual({
      'proposal.age': ['A idade não confere com a data de nascimento.'],
    });
    expect(wireErrors({ proposal: { ...proposal, birth_date: '1991-06-16', age: 34 }, find_proposal: FIND })).toEqual({});
  });

  it('says only the date is wrong when the birth date is not a past date', () => {
    const proposal = implantationFormToWire(sampleImplantationForm());
    expect(Object.keys(wireErrors({ proposal: { ...proposal, birth_date: '2026-06-16', age: 0 }, find_proposal: FIND }))).toEqual(['proposal.birth_date']);
    expect(Object.keys(wireErrors({ proposal: { ...proposal, birth_date: '15/06/1991', age: 35 }, find_proposal: FIND }))).toEqual(['proposal.birth_date']);
  });
});

describe('the finalization form', () => {
  it('says which typed field is wrong, the shares as typed', () => {
    const values = sampleImplantationForm();
    values.beneficiaries[0]!.share_percent = '60,5';
    values.beneficiaries[1]!.share_percent = '';
    values.address.cep = '';
    values.bank_account = { bank_code: '999', agency: '', account: '' };
    expect(formErrors(values)).toEqual({
      'address.cep': [REQUIRED],
      'beneficiaries.0.share_percent': ['Informe um percentual inteiro de 1 a 100.'],
      'beneficiaries.1.share_percent': ['Informe um percentual inteiro de 1 a 100.'],
      // Shares that are not whole numbers count as 0 in the total.
      beneficiaries: ['A soma dos percentuais dos beneficiários deve ser 100% (agora: 0%).'],
      'bank_account.bank_code': ['Escolha um banco da lista.'],
      'bank_account.agency': [REQUIRED],
      'bank_account.account': [REQUIRED],
    });
  });

  it('reads a typed share with spaces around as a whole number', () => {
    expect(parseSharePercent(' 25 ')).toBe(25);
    expect(parseSharePercent('100')).toBe(100);
    expect(parseSharePercent('1000')).toBeNaN();
    expect(parseSharePercent('2 5')).toBeNaN();
    expect(parseSharePercent('')).toBeNaN();
  });
});

describe('implantationFormToWire: what the broker typed, trimmed', () => {
  it('sends every text without the spaces typed around it', () => {
    const values = sampleImplantationForm();
    const pad = (text: string) => `  ${text}  `;
    Object.assign(values, {
      name: pad('João da Silva'), nationality: pad('Brasileira'), id_document: pad('12.345.678-9'), id_issuer: pad('SSP/SP'), email: pad('Joao@Example.com'),
      employer: pad('Empresa Ltda'), activity_branch: pad('Comércio'), brokerage: pad('Corretora Exemplo'),
    });
    values.address = { ...values.address, street: pad('Avenida Paulista'), number: pad('1000'), district: pad('Bela Vista'), city: pad('São Paulo'), complement: pad('Apto 12') };
    values.pep = { status: 'RelacionamentoProximo', related_person: { name: pad('Carlos Souza'), cpf: '111.444.777-35', kinship: 'pai_mae' } };
    values.beneficiaries[0]!.name = pad('Maria da Silva');
    expect(implantationFormToWire(values)).toMatchObject({
      name: 'João da Silva', nationality: 'Brasileira', id_document: '12.345.678-9', id_issuer: 'SSP/SP', email: 'joao@example.com',
      address: { street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', complement: 'Apto 12' },
      pep: { related_person: { name: 'Carlos Souza' } },
      employer: 'Empresa Ltda', activity_branch: 'Comércio', brokerage: 'Corretora Exemplo',
      beneficiaries: [{ name: 'Maria da Silva' }, { name: 'Pedro da Silva' }],
    });
  });
});
