/**
 * The client a life quote is for, as the broker typed it on step 1: both fields optional,
 * the name trimmed up to 150 characters, the phone checked and kept as digits, a picked
 * client's id from 1. The pt-BR refusals as the broker reads them; written by hand.
 */
import { describe, expect, it } from 'vitest';
import { lifeQuoteClientWire } from './life';

const messages = (input: unknown) => lifeQuoteClientWire.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('lifeQuoteClientWire', () => {
  it('takes nothing, and keeps a typed phone as digits', () => {
    expect(lifeQuoteClientWire.parse({})).toEqual({ name: '', phone: '' });
    expect(lifeQuoteClientWire.parse({ name: '  Ana Souza ', phone: '(11) 98765-4321', client_id: 7 })).toEqual({ name: 'Ana Souza', phone: '11987654321', client_id: 7 });
    expect(lifeQuoteClientWire.parse({ phone: '' })).toEqual({ name: '', phone: '' });
  });

  it('refuses a wrong phone, a name over 150 characters and a client id below 1', () => {
    expect(messages({ phone: '(11) 1234' })).toEqual(['phone: Telefone inválido. Informe o DDD e o número.']);
    expect(messages({ name: 'a'.repeat(150) })).toEqual([]);
    expect(messages({ name: 'a'.repeat(151) })).toEqual(['name: No máximo 150 caracteres.']);
    expect(messages({ client_id: 0 })).toEqual(['client_id: Cliente inválido.']);
  });
});
