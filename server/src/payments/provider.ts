/**
 * The payment-provider port: what the use cases need from a payment gateway. One adapter
 * exists today, the local sandbox (sandbox-provider.ts); a real gateway (Pagar.me, Stripe,
 * Mercado Pago…) would be another adapter with the same contract:
 *
 * 1. `tokenizeCard(card)`: the card number and CVV go to the provider, which answers a
 *    token plus brand and last 4 digits; only those are stored (renewals charge the token).
 * 2. `createCharge(request)`: charges `amountCents` under our `reference` (unique per
 *    charge, generated before the call and stored first, so a webhook arriving early finds
 *    the charge). The answer is final (`approved` / `declined` with a pt-BR reason) or
 *    `pending` (PIX, boleto, a card that needs more time), with instructions to pay.
 *    **Idempotent by reference** (a real adapter sends it as the gateway's idempotency key):
 *    called again with a reference already charged, it charges nothing new and answers that
 *    charge's outcome (the same PIX/boleto instructions while pending). A double-submitted
 *    checkout relies on it (use-cases/payments/checkout.ts).
 * 3. Every final outcome is also posted to `POST /api/payments/webhook/` as a signed event
 *    (`charge.succeeded` / `charge.failed`, see webhook-signature.ts), including outcomes
 *    already answered by `createCharge`: applying the same outcome twice changes nothing.
 *    A webhook answered with a non-2xx status is delivered again (a few times, backing off).
 * 4. `refundCharge(reference)`: gives the money back (a charge approved twice for one need).
 *
 * Errors: `createCharge` and `refundCharge` throw {@link PaymentProviderUnavailableError}
 * when the provider cannot be reached; the charge's outcome is then unknown until its webhook.
 */
import type { PaymentMethod } from '../db/schema';
import type { ValidCard } from './card';

/** A card as the provider keeps it for us: token plus what may be shown and stored. */
export interface SavedCard {
  token: string;
  brand: string;
  last4: string;
}

/** What to charge. */
export interface ChargeRequest {
  /** Our reference of the charge (stored as `payments.provider_reference`), unique. */
  reference: string;
  /** Integer cents, > 0. */
  amountCents: number;
  method: PaymentMethod;
  /** Card token from {@link PaymentProvider.tokenizeCard} (required for `credit_card`). */
  cardToken?: string | null;
  /** Shown on the payer's statement / PIX / boleto (pt-BR). */
  description: string;
}

/** The provider's answer to a charge. */
export type ChargeOutcome =
  | { status: 'approved' }
  | { status: 'declined'; failureMessage: string }
  | {
      status: 'pending';
      /** PIX copia-e-cola or boleto linha digitável; null for a card still being processed. */
      instructions: string | null;
    };

/** The port. Implementations must be safe to call concurrently. */
export interface PaymentProvider {
  /** Adapter name, for logs (`sandbox`). */
  readonly name: string;
  /** Stores the card at the provider; the number and CVV are not kept anywhere by the server. */
  tokenizeCard(card: ValidCard): Promise<SavedCard>;
  /** Charges; see the module notes for the outcomes and the webhook that follows. */
  createCharge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Refunds an approved charge. */
  refundCharge(reference: string): Promise<void>;
  /** Stops background work (scheduled webhooks). Idempotent. */
  close(): Promise<void>;
}

/** The provider could not be reached or answered an unexpected error. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}
