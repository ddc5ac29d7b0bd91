import { describe, expect, it } from 'vitest';
import {
  implantationFormToWire,
  issuesToFieldErrors,
  lifeGenerateLinkRequestSchema,
  lifeImplantationFormSchema,
  wireErrorKeyToFormField,
} from './life-implantation';
import type { LifeImplantationFormValues } from '../domain/life/implantation-form';
import { sampleImplantationForm as sampleForm } from './life-implantation.sample';

const TODAY = '2026-06-15';

const formErrors = (values: LifeImplantationFormValues) => {
  const parsed = lifeImplantationFormSchema(TODAY).safeParse(values);
  return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
};
const wireErrors = (body: unknown) => {
  const parsed = lifeGenerateLinkRequestSchema(TODAY).safeParse(body);
  return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
};
const find = { quotation_id: '6f1c1d7e-8a44-4c38-9a43-3c1f1b0f2a10', quote_number: 'PSV-2026-000001' };

describe('the finalization form and the wire share the rules', () => {
  it('accepts a filled form and sends digits, ISO dates, the CEP split in two numbers and the fixed payment', () => {
    expect(formErrors(sampleForm())).toEqual({});
    const proposal = implantationFormToWire(sampleForm());
    expect(proposal).toMatchObject({
      cpf: '52998224725',
      phone: '11987654321',
      email: 'joao@example.com',
      id_issue_date: '2010-02-10',
      address: { cep: [1310, 100] },
      pep: { status: 'Nao' },
      beneficiaries: [{ cpf: '11144477735', birth_date: '1992-03-02', share_percent: 60 }, { share_percent: 40 }],
      bank_account: { bank_code: '341', agency: '0123', account: '123456' },
      payment: { method: 'debito_em_conta', installments: 3, interval_days: 30, company_code: 1 },
    });
    expect(proposal.pep).not.toHaveProperty('related_person');
    expect(wireErrors({ proposal, find_proposal: find })).toEqual({});
  });

  it.each([
    ['cpf', { cpf: '529.982.247-24' }, 'cpf', 'CPF inválido.'],
    ['e-mail', { email: 'joao@' }, 'email', 'Informe um e-mail válido.'],
    ['phone', { phone: '(11) 1234' }, 'phone', 'Telefone inválido. Informe o DDD e o número.'],
    ['country', { country: 'XX' }, 'country', 'Escolha um país da lista.'],
    ['issue date', { id_issue_date: '31/02/2010' }, 'id_issue_date', 'Data inválida: use DD/MM/AAAA.'],
  ])('refuses a bad %s at the field, on the form and on the wire', (_what, change, key, message) => {
    const values = { ...sampleForm(), ...change } as LifeImplantationFormValues;
    expect(formErrors(values)[key]).toEqual([message]);
    if (key === 'id_issue_date') return; // not a date: the SPA never sends it (the wire takes ISO dates)
    const proposal = { ...implantationFormToWire(sampleForm()), ...(key === 'cpf' || key === 'phone' ? { [key]: (change as Record<string, string>)[key]!.replace(/\D/g, '') } : change) };
    expect(wireErrors({ proposal, find_proposal: find })[`proposal.${key}`]).toEqual([message]);
  });

  it('refuses a bad CEP on the form and as two numbers on the wire', () => {
    const values = sampleForm();
    values.address.cep = '0131-100';
    expect(formErrors(values)['address.cep']).toEqual(['CEP inválido. Use o formato 00000-000.']);
    const proposal = implantationFormToWire(sampleForm());
    expect(wireErrors({ proposal: { ...proposal, address: { ...proposal.address, cep: [1310, 1000] } }, find_proposal: find })['proposal.address.cep']).toEqual(['CEP inválido. Use o formato 00000-000.']);
    expect(wireErrors({ proposal: { ...proposal, address: { ...proposal.address, cep: '01310-100' } }, find_proposal: find })['proposal.address.cep']).toEqual(['CEP inválido. Use o formato 00000-000.']);
  });

  it('keeps a masked CPF off the wire', () => {
    const proposal = { ...implantationFormToWire(sampleForm()), cpf: '529.982.247-25' };
    expect(wireErrors({ proposal, find_proposal: find })['proposal.cpf']).toEqual(['CPF inválido.']);
  });

  it("requires the related person's name, CPF and kinship for PEP 'RelacionamentoProximo' only", () => {
    const values = sampleForm();
    values.pep.status = 'RelacionamentoProximo';
    expect(formErrors(values)).toMatchObject({
      'pep.related_person.name': ['Este campo é obrigatório.'],
      'pep.related_person.cpf': ['Este campo é obrigatório.'],
      'pep.related_person.kinship': ['Este campo é obrigatório.'],
    });
    values.pep.related_person = { name: 'Carlos Souza', cpf: '111.444.777-35', kinship: 'pai_mae' };
    expect(formErrors(values)).toEqual({});
    const proposal = implantationFormToWire(values);
    expect(proposal.pep).toEqual({ status: 'RelacionamentoProximo', related_person: { name: 'Carlos Souza', cpf: '11144477735', kinship: 'pai_mae' } });
    expect(wireErrors({ proposal: { ...proposal, pep: { status: 'RelacionamentoProximo' } }, find_proposal: find })).toMatchObject({
      'proposal.pep.related_person.cpf': ['Este campo é obrigatório.'],
    });
  });

  it('requires the shares to add up to 100 %', () => {
    const values = sampleForm();
    values.beneficiaries[1]!.share_percent = '30';
    expect(formErrors(values).beneficiaries).toEqual(['A soma dos percentuais dos beneficiários deve ser 100% (agora: 90%).']);
    const proposal = implantationFormToWire(values);
    expect(wireErrors({ proposal, find_proposal: find })['proposal.beneficiaries']).toEqual(['A soma dos percentuais dos beneficiários deve ser 100% (agora: 90%).']);
    expect(wireErrors({ proposal: { ...proposal, beneficiaries: [] }, find_proposal: find })['proposal.beneficiaries']).toEqual(['Informe pelo menos um beneficiário.']);
  });

  it('refuses another payment than spec point 9', () => {
    const proposal = { ...implantationFormToWire(sampleForm()), payment: { method: 'boleto', installments: 12, interval_days: 30, company_code: 1 } };
    expect(Object.keys(wireErrors({ proposal, find_proposal: find })).filter((key) => key.startsWith('proposal.payment'))).not.toHaveLength(0);
  });

  it("checks the age against the quote's birth date", () => {
    const proposal = { ...implantationFormToWire(sampleForm()), age: 40 };
    expect(wireErrors({ proposal, find_proposal: find })['proposal.age']).toEqual(['A idade não confere com a data de nascimento.']);
  });

  it('maps the 400 keys back to form fields', () => {
    expect(wireErrorKeyToFormField('proposal.beneficiaries.0.cpf')).toBe('beneficiaries.0.cpf');
    expect(wireErrorKeyToFormField('find_proposal.quotation_id')).toBeNull();
  });
});
