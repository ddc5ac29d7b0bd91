/**
 * The life proposal's field rules at their edges (spec point 5): text lengths, CEP typed and
 * split, UF and country lists, agency and account digits, past dates typed as DD/MM/AAAA,
 * the beneficiaries' shares and count, the masks while typing and the WhatsApp link. The
 * pt-BR messages as the broker reads them; written by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  brDateToIso,
  isoDateToBr,
  joinCep,
  maskBrDate,
  maskCep,
  splitCep,
  validateAccount,
  validateAgency,
  validateBeneficiaryCount,
  validateCep,
  validateCepParts,
  validateCountry,
  validateImplantationCpf,
  validateImplantationEmail,
  validateImplantationPhone,
  validateOption,
  validateOptionalText,
  validatePastBrDate,
  validatePastIsoDate,
  validateSharePercent,
  validateSharesTotal,
  validateText,
  validateUf,
  whatsAppShareUrl,
} from './implantation';

const REQUIRED = ['Este campo é obrigatório.'];
const CEP_INVALID = ['CEP inválido. Use o formato 00000-000.'];
const TODAY = '2026-06-15';

describe('text fields', () => {
  it('asks for a required text and takes up to its length, spaces around not counted', () => {
    expect(validateText('  ')).toEqual(REQUIRED);
    expect(validateText('t'.repeat(150))).toEqual([]);
    expect(validateText('t'.repeat(151))).toEqual(['No máximo 150 caracteres.']);
    expect(validateText(`  ${'t'.repeat(10)}  `, 10)).toEqual([]);
    expect(validateText('t'.repeat(11), 10)).toEqual(['No máximo 10 caracteres.']);
  });

  it('takes an empty optional text and refuses one character over its length', () => {
    expect(validateOptionalText('')).toEqual([]);
    expect(validateOptionalText('t'.repeat(150))).toEqual([]);
    expect(validateOptionalText('t'.repeat(151))).toEqual(['No máximo 150 caracteres.']);
    expect(validateOptionalText(`  ${'t'.repeat(60)}  `, 60)).toEqual([]);
    expect(validateOptionalText('t'.repeat(61), 60)).toEqual(['No máximo 60 caracteres.']);
  });

  it('asks for the CPF, e-mail and phone before checking them', () => {
    expect(validateImplantationCpf(' .- ')).toEqual(REQUIRED);
    expect(validateImplantationCpf('111.444.777-35')).toEqual([]);
    expect(validateImplantationCpf('11144477736')).toEqual(['CPF inválido.']);
    expect(validateImplantationEmail('   ')).toEqual(REQUIRED);
    expect(validateImplantationEmail('joao@')).toEqual(['Informe um e-mail válido.']);
    expect(validateImplantationPhone(' ( ) ')).toEqual(REQUIRED);
    expect(validateImplantationPhone('(11) 1234')).toEqual(['Telefone inválido. Informe o DDD e o número.']);
  });
});

describe('the CEP', () => {
  it('asks for it and takes 8 digits, masked or not', () => {
    expect(validateCep(' - ')).toEqual(REQUIRED);
    expect(validateCep('01310-100')).toEqual([]);
    expect(validateCep('01310100')).toEqual([]);
    expect(validateCep('0131-100')).toEqual(CEP_INVALID);
  });

  it('masks it while typing', () => {
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('0131010099')).toBe('01310-100');
  });

  it('splits it into two numbers for the wire and joins them back zero-padded', () => {
    expect(splitCep('01310-100')).toEqual([1310, 100]);
    expect(splitCep('01310005')).toEqual([1310, 5]);
    expect(() => splitCep('0131-100')).toThrow(new RangeError('Invalid CEP 0131-100'));
    expect(joinCep(1310, 100)).toBe('01310-100');
    expect(joinCep(1310, 5)).toBe('01310-005');
    expect(joinCep(99999, 999)).toBe('99999-999');
  });

  it('takes the wire’s two numbers from 0–99999 and 0–999, whole', () => {
    expect(validateCepParts(1310, 100)).toEqual([]);
    expect(validateCepParts(0, 0)).toEqual([]);
    expect(validateCepParts(99999, 999)).toEqual([]);
    expect(validateCepParts(1310.5, 100)).toEqual(CEP_INVALID);
    expect(validateCepParts(1310, 100.5)).toEqual(CEP_INVALID);
    expect(validateCepParts(-1, 100)).toEqual(CEP_INVALID);
    expect(validateCepParts(100000, 0)).toEqual(CEP_INVALID);
    expect(validateCepParts(1310, -1)).toEqual(CEP_INVALID);
    expect(validateCepParts(1310, 1000)).toEqual(CEP_INVALID);
  });
});

describe('lists', () => {
  it('takes a UF, a country and an option of the list, asks for an empty one', () => {
    expect(validateUf('')).toEqual(REQUIRED);
    expect(validateUf('SP')).toEqual([]);
    expect(validateUf('sp')).toEqual(['Escolha uma UF.']);
    expect(validateCountry('')).toEqual(REQUIRED);
    expect(validateCountry('BR')).toEqual([]);
    expect(validateCountry('XX')).toEqual(['Escolha um país da lista.']);
    expect(validateOption('', ['casado', 'solteiro'])).toEqual(REQUIRED);
    expect(validateOption('solteiro', ['casado', 'solteiro'])).toEqual([]);
    expect(validateOption('viuvo', ['casado', 'solteiro'])).toEqual(['Escolha uma das opções.']);
  });
});

describe('bank account', () => {
  it('takes an agency of 1 to 5 digits, masked, and refuses 6 digits or letters', () => {
    expect(validateAgency('')).toEqual(REQUIRED);
    expect(validateAgency(' 0123-4 ')).toEqual([]);
    expect(validateAgency('1')).toEqual([]);
    expect(validateAgency('123456')).toEqual(['Agência inválida: de 1 a 5 dígitos (com o dígito, se houver).']);
    expect(validateAgency('12a')).toEqual(['Agência inválida: de 1 a 5 dígitos (com o dígito, se houver).']);
  });

  it('takes an account of 1 to 13 digits, masked, and refuses 14 digits or letters', () => {
    expect(validateAccount('-')).toEqual(REQUIRED);
    expect(validateAccount('123.456-7')).toEqual([]);
    expect(validateAccount('1234567890123')).toEqual([]);
    expect(validateAccount('12345678901234')).toEqual(['Conta inválida: de 1 a 13 dígitos (com o dígito).']);
    expect(validateAccount('12345-X')).toEqual(['Conta inválida: de 1 a 13 dígitos (com o dígito).']);
  });
});

describe('dates', () => {
  it('takes a past or today’s ISO date and refuses tomorrow', () => {
    expect(validatePastIsoDate('', TODAY)).toEqual(REQUIRED);
    expect(validatePastIsoDate('2026-02-30', TODAY)).toEqual(['Data inválida: use DD/MM/AAAA.']);
    expect(validatePastIsoDate('2026-06-15', TODAY)).toEqual([]);
    expect(validatePastIsoDate('2026-06-16', TODAY)).toEqual(['A data não pode ser depois de hoje.']);
  });

  it('reads DD/MM/AAAA as a real date and writes ISO dates back', () => {
    expect(brDateToIso(' 10/02/2010 ')).toBe('2010-02-10');
    expect(brDateToIso('31/02/2010')).toBeNull();
    expect(brDateToIso('10-02-2010')).toBeNull();
    expect(brDateToIso('1/2/2010')).toBeNull();
    expect(brDateToIso('10/02/2010x')).toBeNull();
    expect(isoDateToBr('2010-02-10')).toBe('10/02/2010');
    expect(isoDateToBr('')).toBe('');
    expect(isoDateToBr('2010-2-10')).toBe('');
    expect(isoDateToBr('2010-02-10T00:00')).toBe('');
  });

  it('checks a typed date: required, real, not after today', () => {
    expect(validatePastBrDate('  ', TODAY)).toEqual(REQUIRED);
    expect(validatePastBrDate('31/02/2010', TODAY)).toEqual(['Data inválida: use DD/MM/AAAA.']);
    expect(validatePastBrDate('15/06/2026', TODAY)).toEqual([]);
    expect(validatePastBrDate('16/06/2026', TODAY)).toEqual(['A data não pode ser depois de hoje.']);
  });

  it('masks a date while typing', () => {
    expect(maskBrDate('10')).toBe('10');
    expect(maskBrDate('100')).toBe('10/0');
    expect(maskBrDate('1002')).toBe('10/02');
    expect(maskBrDate('10022')).toBe('10/02/2');
    expect(maskBrDate('10/02/20109')).toBe('10/02/2010');
  });
});

describe('beneficiaries', () => {
  it('takes whole shares from 1 to 100', () => {
    expect([1, 100].map(validateSharePercent)).toEqual([[], []]);
    expect([0, 101, 50.5, Number.NaN].map(validateSharePercent)).toEqual(Array(4).fill(['Informe um percentual inteiro de 1 a 100.']));
  });

  it('wants the shares to add up to 100, shares that are not numbers counted as 0', () => {
    expect(validateSharesTotal([])).toEqual([]);
    expect(validateSharesTotal([60, 40])).toEqual([]);
    expect(validateSharesTotal([60, 30])).toEqual(['A soma dos percentuais dos beneficiários deve ser 100% (agora: 90%).']);
    expect(validateSharesTotal([60, Number.NaN])).toEqual(['A soma dos percentuais dos beneficiários deve ser 100% (agora: 60%).']);
  });

  it('takes 1 to 10 beneficiaries', () => {
    expect(validateBeneficiaryCount(0)).toEqual(['Informe pelo menos um beneficiário.']);
    expect(validateBeneficiaryCount(1)).toEqual([]);
    expect(validateBeneficiaryCount(10)).toEqual([]);
    expect(validateBeneficiaryCount(11)).toEqual(['No máximo 10 beneficiários.']);
  });
});

describe('whatsAppShareUrl', () => {
  it('opens wa.me with the phone’s digits and the text encoded, or the contact picker', () => {
    expect(whatsAppShareUrl('Olá, João & cia', '(11) 98765-4321')).toBe('https://wa.me/11987654321?text=Ol%C3%A1%2C%20Jo%C3%A3o%20%26%20cia');
    expect(whatsAppShareUrl('Proposta')).toBe('https://wa.me/?text=Proposta');
  });
});
