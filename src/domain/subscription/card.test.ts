import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardBrand,
  cardLabel,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  validateCard,
  validateCardCvv,
  validateCardExpiry,
  validateCardHolder,
  validateCardNumber,
} from './card';

// The checkout's card fields as the broker types them: what the field shows while typing and
// the message under it before anything is sent. Test cards are the networks' public ones.

const TODAY = '2026-11-27';
const VISA = '4242 4242 4242 4242';
const AMEX = '3782 822463 10005';

describe('masks while typing', () => {
  it('groups the number as printed on the card, up to the brand longest number', () => {
    expect(maskCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(maskCardNumber('4242')).toBe('4242');
    expect(maskCardNumber('42424')).toBe('4242 4');
    expect(maskCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242424');
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(maskCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(maskCardNumber('0000000000000000000')).toBe('0000 0000 0000 0000');
    expect(maskCardNumber('')).toBe('');
  });

  it('writes the expiry as MM/AA', () => {
    expect(maskExpiry('0731')).toBe('07/31');
    expect(maskExpiry('07/2031')).toBe('07/20');
    expect(maskExpiry('123')).toBe('12/3');
    expect(maskExpiry('9')).toBe('09');
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('0')).toBe('0');
    expect(maskExpiry('1/')).toBe('1');
    expect(maskExpiry('12')).toBe('12');
    expect(maskExpiry(' 12 / ')).toBe('12/');
    expect(maskExpiry('')).toBe('');
  });

  it('keeps 4 digits of the CVV', () => {
    expect(maskCvv('12a34 5')).toBe('1234');
    expect(maskCvv('7')).toBe('7');
  });

  it('names the brand, or says Cartão when it is unknown', () => {
    expect(cardBrand('4242')).toBe('Visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('Mastercard');
    expect(cardBrand(AMEX)).toBe('American Express');
    expect(cardBrand('0000')).toBeNull();
    expect(cardLabel(VISA)).toBe('Visa final 4242');
    expect(cardLabel('0000 0000 0000 1234')).toBe('Cartão final 1234');
  });
});

describe('validation before sending', () => {
  it('asks for a number with a known length and check digit', () => {
    expect(validateCardNumber('')).toBe('Informe o número do cartão.');
    expect(validateCardNumber(' - ')).toBe('Informe o número do cartão.');
    expect(validateCardNumber(VISA)).toBeNull();
    expect(validateCardNumber('4242 4242 4242 4241')).toBe('Número de cartão inválido. Confira os dígitos.');
    expect(validateCardNumber('4242 4242')).toBe('Número de cartão inválido. Confira os dígitos.');
  });

  it('asks for the holder name as printed, not a number', () => {
    expect(validateCardHolder('   ')).toBe('Informe o nome impresso no cartão.');
    expect(validateCardHolder('4242 4242')).toBe('Informe o nome como está impresso no cartão.');
    expect(validateCardHolder('a'.repeat(256))).toBe('Informe o nome como está impresso no cartão.');
    expect(validateCardHolder(' Carla M Ribeiro ')).toBeNull();
    expect(validateCardHolder('José')).toBeNull();
  });

  it('takes an expiry from this month to 20 years ahead', () => {
    expect(validateCardExpiry(' ', TODAY)).toBe('Informe a validade do cartão.');
    expect(validateCardExpiry('11/26', TODAY)).toBeNull();
    expect(validateCardExpiry(' 11 / 2026 ', TODAY)).toBeNull();
    expect(validateCardExpiry('10/26', TODAY)).toBe('Este cartão está vencido.');
    expect(validateCardExpiry('12/25', TODAY)).toBe('Este cartão está vencido.');
    expect(validateCardExpiry('01/27', TODAY)).toBeNull();
    expect(validateCardExpiry('12/46', TODAY)).toBeNull();
    expect(validateCardExpiry('01/47', TODAY)).toBe('Validade inválida. Use o formato MM/AA.');
    expect(validateCardExpiry('13/30', TODAY)).toBe('Validade inválida. Use o formato MM/AA.');
    expect(validateCardExpiry('00/30', TODAY)).toBe('Validade inválida. Use o formato MM/AA.');
    expect(validateCardExpiry('12/30', TODAY)).toBeNull();
    expect(validateCardExpiry('1/30', TODAY)).toBe('Validade inválida. Use o formato MM/AA.');
    expect(validateCardExpiry('01/030', TODAY)).toBe('Validade inválida. Use o formato MM/AA.');
    expect(validateCardExpiry('x01/30', TODAY)).toBe('Validade inválida. Use o formato MM/AA.');
    expect(validateCardExpiry('01/30x', TODAY)).toBe('Validade inválida. Use o formato MM/AA.');
    expect(validateCardExpiry('0130', TODAY)).toBe('Validade inválida. Use o formato MM/AA.');
  });

  it('asks 3 CVV digits, 4 for American Express', () => {
    expect(validateCardCvv(' ', VISA)).toBe('Informe o código de segurança (CVV).');
    expect(validateCardCvv('123', VISA)).toBeNull();
    expect(validateCardCvv('1234', VISA)).toBe('O código de segurança tem 3 dígitos.');
    expect(validateCardCvv('12a', VISA)).toBe('O código de segurança tem 3 dígitos.');
    expect(validateCardCvv('12', '')).toBe('O código de segurança tem 3 dígitos.');
    expect(validateCardCvv('1234', AMEX)).toBeNull();
    expect(validateCardCvv('123', AMEX)).toBe('O código de segurança tem 4 dígitos.');
    expect(CARD_MESSAGES.cvvInvalid(4)).toBe('O código de segurança tem 4 dígitos.');
  });

  it('gives each field its first problem, nothing for a card that can be sent', () => {
    expect(validateCard({ number: VISA, holder: 'Carla Ribeiro', expiry: '11/26', cvv: '123' }, TODAY)).toEqual({});
    expect(validateCard({ number: '', holder: '', expiry: '10/26', cvv: '12' }, TODAY)).toEqual({
      number: 'Informe o número do cartão.',
      holder: 'Informe o nome impresso no cartão.',
      expiry: 'Este cartão está vencido.',
      cvv: 'O código de segurança tem 3 dígitos.',
    });
  });
});
