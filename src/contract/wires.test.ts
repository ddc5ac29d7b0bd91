import { describe, expect, it } from 'vitest';
import { authenticationErrorWire } from './api-errors';
import { tokenRequestWire, userMeWire } from './auth';
import { checkoutRequestWire, webhookEventWire } from './payments';
import { saveQuotePreferencesBodyWire } from './quote-preferences';
import { supportMessageRequestWire } from './support';

// Request bodies of the wires that are only schemas: what a client sending a wrong body is told.

const messages = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : (parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('request bodies', () => {
  it('login asks for both fields', () => {
    expect(messages(tokenRequestWire, { username: '', password: '' })).toEqual(['username: This field may not be blank.', 'password: This field may not be blank.']);
    expect(messages(authenticationErrorWire, { detail: 'Authentication credentials were not provided.' })).toEqual([]);
  });

  it('a support message is 1 to 2000 characters after trimming', () => {
    expect(messages(supportMessageRequestWire, { body: '   ' })).toEqual(['body: Escreva uma mensagem.']);
    expect(messages(supportMessageRequestWire, { body: 'x'.repeat(2001) })).toEqual(['body: A mensagem pode ter no máximo 2000 caracteres.']);
    expect(supportMessageRequestWire.parse({ body: ` ${'x'.repeat(2000)} ` }).body).toHaveLength(2000);
  });

  it('the remembered quote takes a state 1 to 27 and a city or null', () => {
    expect(messages(saveQuotePreferencesBodyWire, { last_quote: { type: 'CP', state_id: 25, city: null } })).toEqual([]);
    expect(messages(saveQuotePreferencesBodyWire, { last_quote: { type: 'CP', state_id: 28, city: ' ' } })).toEqual([
      'last_quote.state_id: Estado inválido.',
      'last_quote.city: Informe a cidade ou null.',
    ]);
  });

  it('a checkout names a product and a method; a webhook event has an id', () => {
    expect(messages(checkoutRequestWire, { product_id: 1, method: 'pix' })).toEqual([]);
    expect(messages(checkoutRequestWire, { product_id: 0, method: 'cheque' })).toHaveLength(2);
    expect(messages(webhookEventWire, { id: '', type: 'charge.succeeded', data: { provider_reference: 'ch_1', amount_cents: 100 } })).toHaveLength(1);
  });

  it('the signed-in user carries a payment code and an expiry date', () => {
    expect(messages(userMeWire, { payment: 'XX' }).some((message) => message.startsWith('payment:'))).toBe(true);
  });
});
