import { describe, expect, it } from 'vitest';
import {
  brDateToIso,
  isoDateToBr,
  maskBrDate,
  pepNeedsRelatedPerson,
  validateAccount,
  validateAgency,
  validateBeneficiaryCount,
  validateCep,
  validateCepParts,
  validateCountry,
  validateImplantationCpf,
  validateImplantationEmail,
  validateImplantationPhone,
  validateOptionalText,
  validateOption,
  validatePastBrDate,
  validatePastIsoDate,
  validateSharePercent,
  validateSharesTotal,
  validateText,
  validateUf,
} from './implantation';

// The life proposal's implantation form, field by field: the message under each field
// (spec point 5), masks while typing. Values by hand.

const REQUIRED = ['Este campo é obrigatório.'];
const TODAY = '2026-11-27';

describe('text, contact and document fields', () => {
  it('asks for a text and caps it', () => {
    expect(validateText('  ')).toEqual(REQUIRED);
    expect(validateText(` ${'a'.repeat(150)} `)).toEqual([]);
    expect(validateText('a'.repeat(151))).toEqual(['No máximo 150 caracteres.']);
    expect(validateText('abcd', 3)).toEqual(['No máximo 3 caracteres.']);
    expect(validateOptionalText('   ')).toEqual([]);
    expect(validateOptionalText('a'.repeat(150))).toEqual([]);
    expect(validateOptionalText('a'.repeat(151))).toEqual(['No máximo 150 caracteres.']);
    expect(validateOptionalText('abcd', 4)).toEqual([]);
  });

  it('asks for CPF, e-mail and phone before checking them', () => {
    expect(validateImplantationCpf('...-')).toEqual(REQUIRED);
    expect(validateImplantationCpf('111.444.777-35')).toEqual([]);
    expect(validateImplantationCpf('111.444.777-36')).toEqual(['CPF inválido.']);
    expect(validateImplantationEmail('  ')).toEqual(REQUIRED);
    expect(validateImplantationEmail('ana@exemplo.com.br')).toEqual([]);
    expect(validateImplantationEmail('ana@')).toEqual(['Informe um e-mail válido.']);
    expect(validateImplantationPhone('() -')).toEqual(REQUIRED);
    expect(validateImplantationPhone('(11) 98765-4321')).toEqual([]);
    expect(validateImplantationPhone('98765-4321')).toEqual(['Telefone inválido. Informe o DDD e o número.']);
  });
});

describe('address and bank', () => {
  it('takes a CEP of 8 digits, also as the two numbers of the wire', () => {
    expect(validateCep('')).toEqual(REQUIRED);
    expect(validateCep('01310-100')).toEqual([]);
    expect(validateCep('01310-10')).toEqual(['CEP inválido. Use o formato 00000-000.']);
    expect(validateCep('01310-1000')).toEqual(['CEP inválido. Use o formato 00000-000.']);
    expect(validateCepParts(1310, 100)).toEqual([]);
    for (const [prefix, suffix] of [[-1, 100], [100_000, 100], [1310, -1], [1310, 1000], [1310.5, 100], [1310, 1.5]]) {
      expect(validateCepParts(prefix!, suffix!)).toEqual(['CEP inválido. Use o formato 00000-000.']);
    }
    expect(validateCepParts(99_999, 999)).toEqual([]);
  });

  it('takes a UF and a country of the lists', () => {
    expect(validateUf('')).toEqual(REQUIRED);
    expect(validateUf('SP')).toEqual([]);
    expect(validateUf('sp')).toEqual(['Escolha uma UF.']);
    expect(validateCountry('')).toEqual(REQUIRED);
    expect(validateCountry('BR')).toEqual([]);
    expect(validateCountry('XX')).toEqual(['Escolha um país da lista.']);
  });

  it('takes an agency of up to 5 digits and an account of up to 13, masks ignored', () => {
    expect(validateAgency(' ')).toEqual(REQUIRED);
    expect(validateAgency('1234-5')).toEqual([]);
    expect(validateAgency(' 12.34 ')).toEqual([]);
    expect(validateAgency('123456')).toEqual(['Agência inválida: de 1 a 5 dígitos (com o dígito, se houver).']);
    expect(validateAgency('12a4')).toEqual(['Agência inválida: de 1 a 5 dígitos (com o dígito, se houver).']);
    expect(validateAccount('-')).toEqual(REQUIRED);
    expect(validateAccount('123456789012-3')).toEqual([]);
    expect(validateAccount('12345678901234')).toEqual(['Conta inválida: de 1 a 13 dígitos (com o dígito).']);
    expect(validateAccount('1234x')).toEqual(['Conta inválida: de 1 a 13 dígitos (com o dígito).']);
  });

  it('takes one of the options', () => {
    expect(validateOption('', ['a', 'b'])).toEqual(REQUIRED);
    expect(validateOption('b', ['a', 'b'])).toEqual([]);
    expect(validateOption('c', ['a', 'b'])).toEqual(['Escolha uma das opções.']);
  });
});

describe('dates', () => {
  it('takes a real date up to today', () => {
    expect(validatePastIsoDate('', TODAY)).toEqual(REQUIRED);
    expect(validatePastIsoDate('2026-11-27', TODAY)).toEqual([]);
    expect(validatePastIsoDate('2026-11-28', TODAY)).toEqual(['A data não pode ser depois de hoje.']);
    expect(validatePastIsoDate('2026-02-30', TODAY)).toEqual(['Data inválida: use DD/MM/AAAA.']);
    expect(validatePastBrDate('  ', TODAY)).toEqual(REQUIRED);
    expect(validatePastBrDate('27/11/2026', TODAY)).toEqual([]);
    expect(validatePastBrDate('28/11/2026', TODAY)).toEqual(['A data não pode ser depois de hoje.']);
    expect(validatePastBrDate('31/02/2020', TODAY)).toEqual(['Data inválida: use DD/MM/AAAA.']);
  });

  it('converts between DD/MM/AAAA and the ISO date', () => {
    expect(brDateToIso(' 10/02/2010 ')).toBe('2010-02-10');
    expect(brDateToIso('10/2/2010')).toBeNull();
    expect(brDateToIso('x10/02/2010')).toBeNull();
    expect(brDateToIso('10/02/2010x')).toBeNull();
    expect(isoDateToBr('2010-02-10')).toBe('10/02/2010');
    expect(isoDateToBr('')).toBe('');
    expect(isoDateToBr('2010-02-10T00:00')).toBe('');
    expect(isoDateToBr('x2010-02-10')).toBe('');
  });

  it('masks a date while typing', () => {
    expect(maskBrDate('10022010')).toBe('10/02/2010');
    expect(maskBrDate('1002201099')).toBe('10/02/2010');
    expect(maskBrDate('10022')).toBe('10/02/2');
    expect(maskBrDate('1002')).toBe('10/02');
    expect(maskBrDate('100')).toBe('10/0');
    expect(maskBrDate('10')).toBe('10');
  });
});

describe('beneficiaries and PEP', () => {
  it('takes 1 to 10 beneficiaries with whole shares adding up to 100', () => {
    expect(validateBeneficiaryCount(0)).toEqual(['Informe pelo menos um beneficiário.']);
    expect(validateBeneficiaryCount(1)).toEqual([]);
    expect(validateBeneficiaryCount(10)).toEqual([]);
    expect(validateBeneficiaryCount(11)).toEqual(['No máximo 10 beneficiários.']);
    expect(validateSharePercent(1)).toEqual([]);
    expect(validateSharePercent(100)).toEqual([]);
    for (const wrong of [0, 101, 50.5, Number.NaN]) expect(validateSharePercent(wrong)).toEqual(['Informe um percentual inteiro de 1 a 100.']);
    expect(validateSharesTotal([60, Number.NaN, 30])).toEqual(['A soma dos percentuais dos beneficiários deve ser 100% (agora: 90%).']);
  });

  it('asks for the related person of a close relationship only', () => {
    expect(pepNeedsRelatedPerson('RelacionamentoProximo')).toBe(true);
    expect(pepNeedsRelatedPerson('Sim')).toBe(false);
  });
});
