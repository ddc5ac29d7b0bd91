/**
 * Card fields of a checkout (`card_number`, `card_holder`, `card_expiry`, `card_cvv` of
 * `cardWire`), checked before anything is sent to the provider with the SPA's own rules
 * and pt-BR messages (src/domain/subscription/card.ts: Luhn and brand lengths by
 * card-validator, expiry `MM/AA` not before the current month — a card is valid through
 * the last day of its expiry month —, CVV of the brand's size, holder name), so the form
 * and the server say the same sentence. Errors are DRF field messages keyed by the wire's
 * card field names (`{"card_number": ["Número de cartão inválido. Confira os dígitos."]}`).
 *
 * Only the brand and the last 4 digits of a card ever leave this module towards storage;
 * the number and the CVV go to the provider (its `tokenizeCard`) and nowhere else.
 */
import { cardBrand as domainCardBrand, validateCard as validateCardFields } from '../../../src/domain/subscription/card';

/** pt-BR message for a `credit_card` checkout without a `card` object. */
export const CARD_MESSAGES = {
  cardRequired: 'Informe os dados do cartão.',
} as const;

/** A card that passed {@link validateCard}: digits only, expiry as numbers. */
export interface ValidCard {
  /** 12–19 digits, Luhn-valid, of a known brand's length. */
  number: string;
  holder: string;
  /** 1–12. */
  expMonth: number;
  /** Four digits, e.g. 2031. */
  expYear: number;
  cvv: string;
  /** Printed brand name ('Visa', 'Mastercard', 'Elo'…), 'Cartão' when unknown. */
  brand: string;
  last4: string;
}

/** Field errors in the DRF shape, keyed by card field (`card_number`…). */
export type CardErrors = Record<string, string[]>;

/** The card field names of the wire (`cardWire`) and the domain's names for them. */
export const CARD_FIELDS = { card_number: 'number', card_holder: 'holder', card_expiry: 'expiry', card_cvv: 'cvv' } as const;

/** What the broker sees for a saved card: "Visa final 4242". */
export function cardLabel(brand: string, last4: string): string {
  return `${brand} final ${last4}`;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Checks the card fields of a checkout.
 *
 * @param input the `card` object of the request as received (any shape: a missing field or
 *   one that is not text is reported as missing, never thrown).
 * @param today the current Brasília day `YYYY-MM-DD` (the expiry is compared by month).
 * @returns `ok` with the normalised card, or `invalid` with the pt-BR message per card field
 *   (`{"card": ["Informe os dados do cartão."]}` when there is no card object at all).
 */
export function validateCard(input: unknown, today: string): { kind: 'ok'; card: ValidCard } | { kind: 'invalid'; errors: CardErrors } {
  if (input === undefined || input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { kind: 'invalid', errors: { card: [CARD_MESSAGES.cardRequired] } };
  }
  const fields = input as Record<string, unknown>;
  const card = {
    number: asText(fields.card_number),
    holder: asText(fields.card_holder),
    expiry: asText(fields.card_expiry),
    cvv: asText(fields.card_cvv),
  };
  const problems = validateCardFields(card, today);
  const errors: CardErrors = {};
  for (const [wireName, domainName] of Object.entries(CARD_FIELDS)) {
    const problem = problems[domainName];
    if (problem) errors[wireName] = [problem];
  }
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (Object.keys(errors).length > 0 || !expiry) return { kind: 'invalid', errors };
  const number = card.number.replace(/\D/g, '');
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  return {
    kind: 'ok',
    card: {
      number,
      holder: card.holder.trim(),
      expMonth: Number(expiry[1]),
      expYear: year,
      cvv: card.cvv.trim(),
      brand: domainCardBrand(number) ?? 'Cartão',
      last4: number.slice(-4),
    },
  };
}
