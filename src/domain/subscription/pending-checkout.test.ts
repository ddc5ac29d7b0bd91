import { describe, expect, it } from 'vitest';
import { answerPendingCheckout, isIdempotencyKey, sameWayOfPaying, wayOfPayingText } from './pending-checkout';

// An account holds at most one pending checkout charge per product (docs/security.md,
// "Idempotent checkout"): a double submit gets that charge again, another way of paying a 409.
const visa4242 = { method: 'credit_card', cardLabel: 'Visa final 4242' } as const;
const pix = { method: 'pix', cardLabel: null } as const;

describe('answerPendingCheckout', () => {
  it('charges anew when nothing of the product is pending', () => {
    expect(answerPendingCheckout(null, pix, 'Individual')).toEqual({ kind: 'new' });
  });

  it('answers the pending charge again to the same way of paying (a double submit)', () => {
    expect(answerPendingCheckout(pix, pix, 'Individual')).toEqual({ kind: 'replay' });
    expect(answerPendingCheckout(visa4242, { method: 'credit_card', cardLabel: 'Visa final 4242' }, 'Equipe 3')).toEqual({ kind: 'replay' });
  });

  it('refuses another way of paying, naming the product and how the pending charge is paid', () => {
    expect(answerPendingCheckout(pix, { method: 'boleto', cardLabel: null }, 'Individual')).toEqual({
      kind: 'conflict',
      message:
        'Já existe um pagamento pendente do plano Individual (PIX). Conclua esse pagamento ou aguarde a confirmação antes de tentar outra forma de pagamento.',
    });
    expect(answerPendingCheckout(visa4242, { method: 'credit_card', cardLabel: 'Visa final 3220' }, 'Equipe 3')).toEqual({
      kind: 'conflict',
      message:
        'Já existe um pagamento pendente do plano Equipe 3 (Visa final 4242). Conclua esse pagamento ou aguarde a confirmação antes de tentar outra forma de pagamento.',
    });
  });
});

describe('sameWayOfPaying and wayOfPayingText', () => {
  it('compares the card only for card payments', () => {
    expect(sameWayOfPaying({ method: 'boleto', cardLabel: null }, { method: 'boleto', cardLabel: 'Visa final 4242' })).toBe(true);
    expect(sameWayOfPaying(visa4242, pix)).toBe(false);
  });

  it('names the way of paying as the message shows it', () => {
    expect([pix, { method: 'boleto', cardLabel: null } as const, visa4242, { method: 'credit_card', cardLabel: null } as const].map(wayOfPayingText)).toEqual([
      'PIX',
      'boleto',
      'Visa final 4242',
      'cartão de crédito',
    ]);
  });
});

describe('isIdempotencyKey', () => {
  it('takes 1 to 255 visible ASCII characters, a UUID among them', () => {
    expect(isIdempotencyKey('3f2b8c1e-9d4a-4e7b-8a61-0c5d2e9f7b13')).toBe(true);
    expect(isIdempotencyKey('!')).toBe(true);
    expect(isIdempotencyKey('~'.repeat(255))).toBe(true);
  });

  it('refuses an empty key, one of 256 characters, spaces, control or non-ASCII characters', () => {
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('k'.repeat(256))).toBe(false);
    expect(isIdempotencyKey('chave com espaço')).toBe(false);
    expect(isIdempotencyKey('abc\n')).toBe(false);
    expect(isIdempotencyKey('\nabc')).toBe(false);
    expect(isIdempotencyKey('ação')).toBe(false);
  });
});
