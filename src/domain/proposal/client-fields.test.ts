import { describe, expect, it } from 'vitest';
import { documentKind, draftFromClient, EMPTY_CLIENT_DRAFT, hasClientContact, validateClientCity, validateClientDraft, validateClientEmail } from './client';

// The proposal's client record: optional fields, each with its own message; what counts as a contact.

describe('client fields', () => {
  it('caps the city at 120 characters and the e-mail at 254', () => {
    expect(validateClientCity(` ${'a'.repeat(120)} `)).toEqual([]);
    expect(validateClientCity('a'.repeat(121))).toEqual(['A cidade deve ter no máximo 120 caracteres.']);
    const local = 'a'.repeat(64);
    const at254 = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.br`;
    const at255 = at254.replace('.br', 'd.br');
    expect(at254).toHaveLength(254);
    expect(validateClientEmail(at254)).toEqual([]);
    expect(at255).toHaveLength(255);
    expect(validateClientEmail(at255)).toEqual(['Informe um e-mail válido.']);
    expect(validateClientEmail('   ')).toEqual([]);
  });

  it('gives each wrong field its first message, null when all are fine', () => {
    expect(validateClientDraft(EMPTY_CLIENT_DRAFT)).toBeNull();
    expect(validateClientDraft({ phone: '123', email: 'ana@', document: '123', city: 'a'.repeat(121) })).toEqual({
      phone: 'Telefone inválido. Informe o DDD e o número.',
      email: 'Informe um e-mail válido.',
      document: 'CPF ou CNPJ inválido.',
      city: 'A cidade deve ter no máximo 120 caracteres.',
    });
  });

  it('tells a CNPJ from a CPF and a record with a contact from an empty one', () => {
    expect(documentKind('11222333000181')).toBe('CNPJ');
    expect(documentKind('11144477735')).toBe('CPF');
    expect(hasClientContact(null)).toBe(false);
    expect(hasClientContact({ phone: null, email: null, document: null, city: null })).toBe(false);
    expect(hasClientContact({ phone: null, email: null, document: null, city: 'Recife' })).toBe(true);
    expect(hasClientContact({ phone: null, email: null, document: '11144477735', city: null })).toBe(true);
    expect(hasClientContact({ phone: null, email: 'a@b.br', document: null, city: null })).toBe(true);
    expect(hasClientContact({ phone: '11987654321', email: null, document: null, city: null })).toBe(true);
    expect(draftFromClient(undefined)).toBe(EMPTY_CLIENT_DRAFT);
    expect(draftFromClient({ phone: null, email: null, document: null, city: null })).toEqual(EMPTY_CLIENT_DRAFT);
  });
});
