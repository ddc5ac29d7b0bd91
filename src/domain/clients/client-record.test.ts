/**
 * The client record of 'Clientes': the form's pt-BR messages and their limits, the stored
 * shape (digits, lower case, trimmed, null for empty), the form filled back (masked), the
 * list's search and the export's file name. Expected values written by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  clientExportFileName,
  draftFromClientRecord,
  EMPTY_CLIENT_RECORD_DRAFT,
  matchesClientSearch,
  normalizeClientInput,
  validateClientName,
  validateClientNotes,
  validateClientRecordDraft,
  type ClientRecord,
} from './client-record';

const RITA: ClientRecord = {
  id: 7,
  name: 'Rita de Cássia',
  phone: '71998765432',
  email: 'rita@exemplo.com',
  document: '11144477735',
  notes: 'Liga à tarde',
  createdAt: '2026-11-27T12:00:00.000Z',
  updatedAt: '2026-11-28T09:30:00.000Z',
};

describe('validateClientName', () => {
  it('asks for a name when it is empty or only spaces', () => {
    expect(validateClientName('')).toEqual(['Informe o nome do cliente.']);
    expect(validateClientName('   ')).toEqual(['Informe o nome do cliente.']);
  });

  it('takes up to 200 characters, the spaces around not counted, and refuses 201', () => {
    expect(validateClientName('a'.repeat(200))).toEqual([]);
    expect(validateClientName(`  ${'a'.repeat(200)}  `)).toEqual([]);
    expect(validateClientName('a'.repeat(201))).toEqual(['O nome deve ter no máximo 200 caracteres.']);
  });
});

describe('validateClientNotes', () => {
  it('takes up to 2,000 characters, the spaces around not counted, and refuses 2,001', () => {
    expect(validateClientNotes('')).toEqual([]);
    expect(validateClientNotes('b'.repeat(2000))).toEqual([]);
    expect(validateClientNotes(`  ${'b'.repeat(2000)}  `)).toEqual([]);
    expect(validateClientNotes('b'.repeat(2001))).toEqual(['As observações devem ter no máximo 2000 caracteres.']);
  });
});

describe('validateClientRecordDraft', () => {
  it('is null for a valid form, masked or not, and for a name alone', () => {
    expect(validateClientRecordDraft({ name: 'Rita', phone: '(71) 99876-5432', email: 'rita@exemplo.com', document: '111.444.777-35', notes: 'ok' })).toBeNull();
    expect(validateClientRecordDraft({ ...EMPTY_CLIENT_RECORD_DRAFT, name: 'Rita' })).toBeNull();
  });

  it('gives one message per wrong field and none for the right ones', () => {
    expect(validateClientRecordDraft({ name: ' ', phone: '123', email: 'rita@', document: '11144477736', notes: 'c'.repeat(2001) })).toEqual({
      name: 'Informe o nome do cliente.',
      phone: 'Telefone inválido. Informe o DDD e o número.',
      email: 'Informe um e-mail válido.',
      document: 'CPF ou CNPJ inválido.',
      notes: 'As observações devem ter no máximo 2000 caracteres.',
    });
    expect(validateClientRecordDraft({ name: 'Rita', phone: '', email: 'rita@', document: '', notes: '' })).toEqual({ email: 'Informe um e-mail válido.' });
  });
});

describe('normalizeClientInput', () => {
  it('stores digits, a trimmed lower-case e-mail and trimmed name and notes', () => {
    expect(
      normalizeClientInput({ name: '  Rita de Cássia ', phone: '(71) 99876-5432', email: ' Rita@Exemplo.COM ', document: '111.444.777-35', notes: '  Liga à tarde ' }),
    ).toEqual({ name: 'Rita de Cássia', phone: '71998765432', email: 'rita@exemplo.com', document: '11144477735', notes: 'Liga à tarde' });
  });

  it('stores null for an absent, null, empty or blank optional field', () => {
    const blank = { name: 'Rita', phone: null, email: null, document: null, notes: null };
    expect(normalizeClientInput({ name: 'Rita' })).toEqual(blank);
    expect(normalizeClientInput(blank)).toEqual(blank);
    expect(normalizeClientInput({ name: 'Rita', phone: ' () - ', email: '   ', document: ' ..- ', notes: '   ' })).toEqual(blank);
  });
});

describe('draftFromClientRecord', () => {
  it('is the empty form without a client', () => {
    expect(draftFromClientRecord(null)).toEqual({ name: '', phone: '', email: '', document: '', notes: '' });
  });

  it('fills the form with the phone and CPF/CNPJ masked', () => {
    expect(draftFromClientRecord(RITA)).toEqual({
      name: 'Rita de Cássia',
      phone: '(71) 99876-5432',
      email: 'rita@exemplo.com',
      document: '111.444.777-35',
      notes: 'Liga à tarde',
    });
    expect(draftFromClientRecord({ ...RITA, document: '11222333000181' }).document).toBe('11.222.333/0001-81');
  });

  it('leaves the empty fields empty', () => {
    expect(draftFromClientRecord({ ...RITA, phone: null, email: null, document: null, notes: null })).toEqual({
      name: 'Rita de Cássia',
      phone: '',
      email: '',
      document: '',
      notes: '',
    });
  });
});

describe('matchesClientSearch', () => {
  it('matches everything with an empty or blank search', () => {
    expect(matchesClientSearch(RITA, '')).toBe(true);
    expect(matchesClientSearch(RITA, '   ')).toBe(true);
  });

  it('finds the name or the e-mail, accents and case ignored', () => {
    expect(matchesClientSearch(RITA, 'CASSIA')).toBe(true);
    expect(matchesClientSearch(RITA, 'exemplo.com')).toBe(true);
    expect(matchesClientSearch(RITA, 'cássia rita@')).toBe(true);
    expect(matchesClientSearch(RITA, 'Joana')).toBe(false);
    expect(matchesClientSearch({ ...RITA, email: null }, 'stryker')).toBe(false);
  });

  it('finds 3 or more digits in the phone or in the CPF/CNPJ', () => {
    expect(matchesClientSearch(RITA, '(71) 9987')).toBe(true);
    expect(matchesClientSearch(RITA, '444.777')).toBe(true);
    expect(matchesClientSearch(RITA, '555')).toBe(false);
    expect(matchesClientSearch({ ...RITA, phone: null, document: null }, '719')).toBe(false);
  });
});

describe('clientExportFileName', () => {
  it('names the export by the id only', () => {
    expect(clientExportFileName(42)).toBe('cliente-42.json');
  });
});
