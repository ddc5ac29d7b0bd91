import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANKS, bankByCode } from './banks';
import { COUNTRIES, countryName, DEFAULT_COUNTRY_CODE, joinCep, maskCep, splitCep, validateCep, validateSharesTotal, whatsAppShareUrl } from './implantation';

describe('reference lists come from the libraries', () => {
  it('banks by COMPE code (bancos-brasileiros)', () => {
    expect(bankByCode('001')?.name).toBe('Banco do Brasil S.A.');
    expect(bankByCode('341')?.name).toMatch(/ITAÚ UNIBANCO/i);
    expect(BANKS.length).toBeGreaterThan(200);
    expect(new Set(BANKS.map((bank) => bank.code)).size).toBe(BANKS.length);
  });

  it('countries with Brazilian Portuguese names (Intl.DisplayNames pt-BR), every ISO code once', () => {
    expect(countryName('BR')).toBe('Brasil');
    expect(countryName('DE')).toBe('Alemanha');
    expect(countryName('AM')).toBe('Armênia');
    expect(countryName('KE')).toBe('Quênia');
    expect(COUNTRIES.map((country) => country.name)).not.toContain('Arménia');
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    expect(DEFAULT_COUNTRY_CODE).toBe('BR');
  });
});

describe('CEP (spec point 5)', () => {
  it('is split on the hyphen into two numbers and joined back with its zeros', () => {
    expect(splitCep('01310-100')).toEqual([1310, 100]);
    expect(joinCep(1310, 100)).toBe('01310-100');
    expect(maskCep('01310100')).toBe('01310-100');
  });

  it('round-trips every 8-digit CEP', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999 }), (prefix, suffix) => {
        expect(splitCep(joinCep(prefix, suffix))).toEqual([prefix, suffix]);
      }),
    );
  });

  it.each([
    ['01310-100', []],
    ['', ['Este campo é obrigatório.']],
    ['0131-100', ['CEP inválido. Use o formato 00000-000.']],
    ['01310-10', ['CEP inválido. Use o formato 00000-000.']],
  ])('%s → %j', (cep, messages) => {
    expect(validateCep(cep)).toEqual(messages);
  });
});

describe("beneficiaries' shares", () => {
  it('must add up to exactly 100 %', () => {
    expect(validateSharesTotal([50, 50])).toEqual([]);
    expect(validateSharesTotal([100])).toEqual([]);
    expect(validateSharesTotal([50, 49])).toEqual(['A soma dos percentuais dos beneficiários deve ser 100% (agora: 99%).']);
  });
});

it('WhatsApp link carries the text pre-filled', () => {
  expect(whatsAppShareUrl('Sua proposta: https://x/y?z=1')).toBe('https://wa.me/?text=Sua%20proposta%3A%20https%3A%2F%2Fx%2Fy%3Fz%3D1');
});
