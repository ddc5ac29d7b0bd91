import { describe, expect, it } from 'vitest';
import {
  implantationFormToWire,
  issuesToFieldErrors,
  lifeGenerateLinkRequestSchema,
  lifeImplantationFormSchema,
} from './life-implantation';
import type { LifeImplantationFormValues } from '../domain/life/implantation-form';
import { sampleImplantationForm } from './life-implantation.sample';

// Each text field of the life proposal has its own length (spec point 5): the form and the
// wire refuse one character more at that field, with the limit in the message.

const TODAY = '2026-06-15';
const find = { quotation_id: '6f1c1d7e-8a44-4c38-9a43-3c1f1b0f2a10', quote_number: 'PSV-2026-000001' };

const LIMITS: ReadonlyArray<[string, number]> = [
  ['name', 150], ['nationality', 60], ['id_document', 20], ['id_issuer', 20], ['address.street', 150], ['address.number', 10],
  ['address.district', 60], ['address.city', 60], ['address.complement', 60], ['employer', 150], ['activity_branch', 100], ['brokerage', 150],
];

/** `values` with the field at dotted `path` set to `text`. */
function withField<T>(values: T, path: string, text: string): T {
  const copy = structuredClone(values) as Record<string, unknown>;
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]!] = text;
  return copy as T;
}

const formErrors = (values: LifeImplantationFormValues) => {
  const parsed = lifeImplantationFormSchema(TODAY).safeParse(values);
  return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
};
const wireErrors = (proposal: unknown) => {
  const parsed = lifeGenerateLinkRequestSchema(TODAY).safeParse({ proposal, find_proposal: find });
  return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
};

describe('life proposal text lengths', () => {
  it.each(LIMITS)('%s takes %i characters, not one more, on the form and on the wire', (path, max) => {
    const form = sampleImplantationForm();
    expect(formErrors(withField(form, path, 'a'.repeat(max)))).toEqual({});
    expect(formErrors(withField(form, path, 'a'.repeat(max + 1)))).toEqual({ [path]: [`No máximo ${max} caracteres.`] });
    const wire = implantationFormToWire(form);
    expect(wireErrors(withField(wire, path, 'a'.repeat(max)))).toEqual({});
    expect(wireErrors(withField(wire, path, 'a'.repeat(max + 1)))).toEqual({ [`proposal.${path}`]: [`No máximo ${max} caracteres.`] });
  });
});

describe('life proposal numbers on the wire', () => {
  it('takes agency, account and beneficiary CPF as digits only, and whole shares', () => {
    const wire = implantationFormToWire(sampleImplantationForm());
    expect(wireErrors(withField(wire, 'bank_account.agency', '0123-4'))).toEqual({ 'proposal.bank_account.agency': ['Agência inválida: de 1 a 5 dígitos (com o dígito, se houver).'] });
    expect(wireErrors(withField(wire, 'bank_account.account', '12345-6'))).toEqual({ 'proposal.bank_account.account': ['Conta inválida: de 1 a 13 dígitos (com o dígito).'] });
    expect(wireErrors(withField(wire, 'bank_account.agency', ''))).toEqual({ 'proposal.bank_account.agency': ['Este campo é obrigatório.'] });
    const shares = structuredClone(wire);
    shares.beneficiaries[0]!.share_percent = 60.5;
    shares.beneficiaries[1]!.share_percent = 39.5;
    expect(wireErrors(shares)).toEqual({
      'proposal.beneficiaries.0.share_percent': ['Informe um percentual inteiro de 1 a 100.'],
      'proposal.beneficiaries.1.share_percent': ['Informe um percentual inteiro de 1 a 100.'],
    });
  });
});
