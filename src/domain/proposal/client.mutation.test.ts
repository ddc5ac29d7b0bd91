/**
 * The client contact of a proposal (and of 'Clientes'): every field optional, each refused
 * at its edge with the form's pt-BR message. Written by hand.
 */
import { describe, expect, it } from 'vitest';
import { validateClientCity, validateClientDocument, validateClientEmail, validateClientPhone } from './client';

const emailOfLength = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 197)}.com`;

describe('client contact fields', () => {
  it('takes an empty phone, a mobile or a landline, and refuses one with the country code', () => {
    expect(validateClientPhone('')).toEqual([]);
    expect(validateClientPhone(' ( ) ')).toEqual([]);
    expect(validateClientPhone('(11) 98765-4321')).toEqual([]);
    expect(validateClientPhone('1133334444')).toEqual([]);
    expect(validateClientPhone('+55 11 98765-4321')).toEqual(['Telefone inválido. Informe o DDD e o número.']);
  });

  it('takes an empty e-mail and one of 254 characters, refuses 255', () => {
    expect(validateClientEmail('  ')).toEqual([]);
    expect(validateClientEmail(emailOfLength(254))).toEqual([]);
    expect(validateClientEmail(emailOfLength(255))).toEqual(['Informe um e-mail válido.']);
    expect(validateClientEmail('ana@')).toEqual(['Informe um e-mail válido.']);
  });

  it('takes an empty document, a CPF or a CNPJ, masked or not, and refuses punctuation alone', () => {
    expect(validateClientDocument('   ')).toEqual([]);
    expect(validateClientDocument('111.444.777-35')).toEqual([]);
    expect(validateClientDocument('11.222.333/0001-81')).toEqual([]);
    expect(validateClientDocument('11222333000182')).toEqual(['CPF ou CNPJ inválido.']);
    expect(validateClientDocument(' .-/ ')).toEqual(['CPF ou CNPJ inválido.']);
  });

  it('takes a city of 120 characters, spaces around not counted, and refuses 121', () => {
    expect(validateClientCity(`  ${'c'.repeat(120)}  `)).toEqual([]);
    expect(validateClientCity('c'.repeat(121))).toEqual(['A cidade deve ter no máximo 120 caracteres.']);
  });
});
