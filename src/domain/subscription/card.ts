/**
 * Card fields of the checkout: masks applied while typing and validation with pt-BR
 * messages, shown under the field before anything is sent. Card number checks (Luhn,
 * brand, lengths, CVV size per brand) come from `card-validator` (Braintree); the
 * expiry is checked here against the caller's `today` so the rule stays deterministic
 * (card-validator reads the system clock for that).
 *
 * Nothing here stores a card: the adapters send digits only and the server keeps only the
 * provider's token, brand and last 4 digits.
 */
import cardValidator from 'card-validator';
import { parseIsoDateOrThrow } from '../quotation/iso-date';
import type { CardInput } from './types';

/** pt-BR messages of the card fields. */
export const CARD_MESSAGES = {
  numberRequired: 'Informe o número do cartão.',
  numberInvalid: 'Número de cartão inválido. Confira os dígitos.',
  holderRequired: 'Informe o nome impresso no cartão.',
  holderInvalid: 'Informe o nome como está impresso no cartão.',
  expiryRequired: 'Informe a validade do cartão.',
  expiryInvalid: 'Validade inválida. Use o formato MM/AA.',
  expiryPast: 'Este cartão está vencido.',
  cvvRequired: 'Informe o código de segurança (CVV).',
  cvvInvalid: (size: number) => `O código de segurança tem ${size} dígitos.`,
} as const;

/** Field names of the card form. */
export type CardField = keyof CardInput;
/** Card fields in form order (where the focus goes first). */
export const CARD_FIELDS: readonly CardField[] = ['number', 'holder', 'expiry', 'cvv'];

/** Card field errors: the first message per field. */
export type CardErrors = Partial<Record<CardField, string>>;

/** How many years ahead an expiry may be (cards are issued for at most ~20 years). */
const MAX_YEARS_AHEAD = 20;
const DEFAULT_GAPS = [4, 8, 12];
const MAX_CARD_DIGITS = 19;

function digits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The brand of a (partial) card number as card-validator names it ('visa', 'mastercard', 'elo'…), or null. */
function cardType(value: string) {
  return cardValidator.number(digits(value)).card;
}

/** The card number grouped as printed on the card (4 4 4 4; Amex 4 6 5), up to the brand's longest length. */
export function maskCardNumber(value: string): string {
  const type = cardType(value);
  const max = type ? Math.max(...type.lengths) : 16;
  const only = digits(value).slice(0, Math.min(max, MAX_CARD_DIGITS));
  const gaps = type?.gaps ?? DEFAULT_GAPS;
  let out = '';
  for (let i = 0; i < only.length; i += 1) {
    if (gaps.includes(i)) out += ' ';
    out += only[i];
  }
  return out;
}

/** The expiry typed as `MM/AA` ('0731' → '07/31'; a lone '9' → '09/'). */
export function maskExpiry(value: string): string {
  let only = digits(value).slice(0, 4);
  if (only.length === 1 && Number(only) > 1) only = `0${only}`;
  if (only.length <= 2) return only.length === 2 && value.trim().endsWith('/') ? `${only}/` : only;
  return `${only.slice(0, 2)}/${only.slice(2)}`;
}

/** The CVV: digits only, at most 4. */
export function maskCvv(value: string): string {
  return digits(value).slice(0, 4);
}

/** The brand's printed name ('Visa', 'Mastercard', 'Elo'…) of a card number, or null when unknown. */
export function cardBrand(value: string): string | null {
  return cardType(value)?.niceType ?? null;
}

/** 'Visa final 4242' (or 'Cartão final 4242' when the brand is unknown). */
export function cardLabel(value: string): string {
  const only = digits(value);
  return `${cardBrand(only) ?? 'Cartão'} final ${only.slice(-4)}`;
}

/** Card number: required; a known brand's length with a valid check digit (Luhn). */
export function validateCardNumber(value: string): string | null {
  const only = digits(value);
  if (only === '') return CARD_MESSAGES.numberRequired;
  return cardValidator.number(only).isValid ? null : CARD_MESSAGES.numberInvalid;
}

/** Holder: required; letters (not a card number), at most 255 characters. */
export function validateCardHolder(value: string): string | null {
  const holder = value.trim();
  if (holder === '') return CARD_MESSAGES.holderRequired;
  if (!/\p{L}/u.test(holder) || !cardValidator.cardholderName(holder).isValid) return CARD_MESSAGES.holderInvalid;
  return null;
}

/**
 * Expiry `MM/AA` (or `MM/AAAA`): a real month, not before the month of `today`
 * (`YYYY-MM-DD`: a card is valid through the last day of its month), at most 20 years ahead.
 */
export function validateCardExpiry(value: string, today: string): string | null {
  const text = value.trim();
  if (text === '') return CARD_MESSAGES.expiryRequired;
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(text);
  if (!match) return CARD_MESSAGES.expiryInvalid;
  const month = Number(match[1]);
  const rawYear = match[2] ?? '';
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryInvalid;
  const now = parseIsoDateOrThrow(today);
  const months = (year - now.year) * 12 + (month - now.month);
  if (months < 0) return CARD_MESSAGES.expiryPast;
  if (year - now.year > MAX_YEARS_AHEAD) return CARD_MESSAGES.expiryInvalid;
  return null;
}

/** CVV: 3 digits (4 for American Express, as card-validator knows the brand). */
export function validateCardCvv(value: string, cardNumber: string): string | null {
  const cvv = value.trim();
  if (cvv === '') return CARD_MESSAGES.cvvRequired;
  const size = cardType(cardNumber)?.code.size ?? 3;
  return /^\d+$/.test(cvv) && cardValidator.cvv(cvv, size).isValid ? null : CARD_MESSAGES.cvvInvalid(size);
}

/** Every card field's first problem; an empty object when the card can be sent. */
export function validateCard(card: CardInput, today: string): CardErrors {
  const errors: CardErrors = {};
  const number = validateCardNumber(card.number);
  const holder = validateCardHolder(card.holder);
  const expiry = validateCardExpiry(card.expiry, today);
  const cvv = validateCardCvv(card.cvv, card.number);
  if (number) errors.number = number;
  if (holder) errors.holder = holder;
  if (expiry) errors.expiry = expiry;
  if (cvv) errors.cvv = cvv;
  return errors;
}
