/**
 * The client a typed name and contact are (server and fakes share these): spaces collapsed,
 * fields the client form would refuse left out, an anonymised copy never a client; the same
 * CPF/CNPJ, else the same name (accents, case, spaces ignored) and phone.
 */
import { describe, expect, it } from 'vitest';
import { isTypedClient, typedClientContact } from './clients';
import { DELETED_CLIENT_NAME } from '../domain/clients/client-record';

describe('typedClientContact', () => {
  it('collapses the name, keeps digits, and leaves out a phone, e-mail or CPF the client form would refuse', () => {
    expect(typedClientContact({ name: '  Rita   de Cássia ', phone: '(71) 99876-5432', email: ' Rita@Exemplo.com ', document: '111.444.777-35' })).toEqual({
      name: 'Rita de Cássia',
      phone: '71998765432',
      email: 'rita@exemplo.com',
      document: '11144477735',
    });
    expect(typedClientContact({ name: 'Rita', phone: '123', email: 'rita@', document: '11144477736' })).toEqual({ name: 'Rita', phone: null, email: null, document: null });
  });

  it('makes no client without a name, nor from an anonymised copy', () => {
    expect(typedClientContact({ name: '   ', phone: '71998765432' })).toBeNull();
    expect(typedClientContact({ name: DELETED_CLIENT_NAME })).toBeNull();
  });
});

describe('isTypedClient', () => {
  const rita = { name: 'Rita de Cássia', phone: '71998765432', document: null };
  it('matches the same CPF/CNPJ whatever the name, else the same folded name and phone', () => {
    expect(isTypedClient({ ...rita, document: '11144477735' }, { name: 'R. Cássia', phone: null, email: null, document: '11144477735' })).toBe(true);
    expect(isTypedClient(rita, { name: 'RITA DE CASSIA', phone: '71998765432', email: null, document: null })).toBe(true);
    expect(isTypedClient(rita, { name: 'Rita de Cássia', phone: '71912345678', email: null, document: null })).toBe(false);
    expect(isTypedClient(rita, { name: 'Rita de Cássia', phone: null, email: null, document: null })).toBe(false);
    expect(isTypedClient({ ...rita, phone: null }, { name: 'rita de cassia', phone: null, email: null, document: null })).toBe(true);
  });
});
