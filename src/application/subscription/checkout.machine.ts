/**
 * Checkout: choose a product → choose how to pay → type the card → paying →
 * approved, declined (back to the form with the provider's message; nothing changed), or
 * pending (PIX, boleto, a card approved later) waiting for confirmation by polling the
 * account's plan information until its payment code is OP and the charge is approved.
 * Used by /comecar, /assinatura/gerenciamento, /plano-e-assinaturas/gerenciamento
 * (logged in) and /registro-e-assinatura (with the registration fields: no polling, the
 * new user must confirm the e-mail first).
 *
 * States: loadingProducts → choosing ⇄ paymentForm → paying → approved (final)
 *   | registered (final, register flow) | waiting ⇄ polling → approved | stillWaiting
 *   | paymentForm (declined / refused fields / failure).
 * loadingProducts → loadFailed on a failure ('products.retry' tries again).
 * Tags: 'busy' while paying, 'waiting' while waiting for a pending payment.
 *
 * Card fields are checked before anything is sent (src/domain/subscription/card.ts, against
 * `input.today`); the server's 400 field messages come back under the same fields.
 * Output (approved or registered): `{ plan, payment, registration }`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { NewUserFields } from '../../domain/accounts/fields';
import { CARD_FIELDS, validateCard, type CardErrors, type CardField } from '../../domain/subscription/card';
import type { CardInput, CheckoutRequest, Payment, PaymentMethod, PlanInfo, Product } from '../../domain/subscription/types';
import type { PaymentFailure, RegisterAndSubscribeOutcome, SubscriptionGateway } from './subscription-gateway';
import type { RemoteFailure, Result } from '../shared/result';

/** Pause between two plan-information checks while a payment is pending (ms). */
export const CHECKOUT_POLL_INTERVAL_MS = 2000;
/** Checks before the screen says the confirmation is taking longer (about 2 minutes). */
export const CHECKOUT_MAX_POLLS = 60;

/** Messages of the checkout. */
export const CHECKOUT_MESSAGES = {
  chooseProduct: 'Escolha um plano para continuar.',
  productsError: 'Não foi possível carregar os planos. Tente novamente.',
  stillWaiting: 'O pagamento ainda não foi confirmado. Assim que for, o acesso é liberado: você pode verificar de novo ou voltar mais tarde.',
} as const;

/** Runtime data of the checkout machine. */
export interface CheckoutInput {
  /** Brasília calendar day (`YYYY-MM-DD`) to check the card's expiry against. */
  today: string;
  /** E-mail whose plan information is polled while a payment is pending; null in the register flow (no session). */
  email: string | null;
  /** A product to start with (e.g. `?plano=` or the account's current one), or null. */
  productId?: number | null;
  /** Hide these products (e.g. the current one when changing). */
  excludeProductIds?: number[];
}

/** What the pay actor answers: the charge and, as each flow has them, the plan or the registration. */
export interface PayOutcome {
  payment: Payment;
  instructions: string | null;
  plan: PlanInfo | null;
  registration: RegisterAndSubscribeOutcome | null;
}

/** Input of the pay actor. */
export interface PayInput {
  request: CheckoutRequest;
  registration: NewUserFields | null;
}

/** The checkout's state of mind: products, choices, messages and the last charge. */
export interface CheckoutContext {
  today: string;
  email: string | null;
  products: Product[];
  productId: number | null;
  method: PaymentMethod;
  /** Card fields' messages (local checks or the server's 400). */
  cardErrors: CardErrors;
  /** Other fields' messages from the server (registration fields, productId…). */
  fieldErrors: Record<string, string>;
  /** The message to show above the submit button (declined, conflict, failure), or null. */
  message: string | null;
  /** True when `message` is a declined charge (the provider refused it; nothing changed). */
  declined: boolean;
  /** The last charge made, its instructions (PIX code / boleto line) and the plan after it. */
  payment: Payment | null;
  instructions: string | null;
  plan: PlanInfo | null;
  registration: RegisterAndSubscribeOutcome | null;
  polls: number;
  /** What was last submitted (kept for the pay actor's input). */
  pending: PayInput | null;
}

/** Events of the checkout (domain.verb). */
export type CheckoutEvent =
  | { type: 'product.select'; productId: number }
  | { type: 'product.change' }
  | { type: 'method.select'; method: PaymentMethod }
  | { type: 'payment.submit'; card?: CardInput; registration?: NewUserFields }
  | { type: 'payment.check' }
  | { type: 'products.retry' };

/** What a finished checkout hands back (approved or registered). */
export interface CheckoutOutput {
  plan: PlanInfo | null;
  payment: Payment | null;
  registration: RegisterAndSubscribeOutcome | null;
  instructions: string | null;
}

const CARD_FIELD_SET: ReadonlySet<string> = new Set(CARD_FIELDS);

/** Splits a failure into card messages, other field messages and the general message. */
export function describePaymentFailure(failure: PaymentFailure): Pick<CheckoutContext, 'cardErrors' | 'fieldErrors' | 'message' | 'declined'> {
  if (failure.kind === 'declined') return { cardErrors: {}, fieldErrors: {}, message: failure.message, declined: true };
  if (failure.kind === 'rejected' && failure.fields) {
    const cardErrors: CardErrors = {};
    const fieldErrors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(failure.fields)) {
      const first = messages[0];
      if (!first) continue;
      if (CARD_FIELD_SET.has(field)) cardErrors[field as CardField] = first;
      else fieldErrors[field] = first;
    }
    const shown = Object.keys(cardErrors).length + Object.keys(fieldErrors).filter((f) => f !== 'non_field_errors').length;
    const message = fieldErrors.non_field_errors ?? (shown === 0 ? failure.message : null);
    return { cardErrors, fieldErrors, message, declined: false };
  }
  return { cardErrors: {}, fieldErrors: {}, message: failure.message, declined: false };
}

/** True once the polled plan shows the charge approved and access open (payment OP). */
export function isPaymentConfirmed(plan: PlanInfo, paymentId: number | undefined): boolean {
  const charge = plan.payments.find((payment) => payment.id === paymentId);
  return plan.payment === 'OP' && (charge === undefined || charge.status === 'approved');
}

/** The polled charge when the provider declined it after all (webhook `charge.failed`). */
function declinedLater(plan: PlanInfo, paymentId: number | undefined): Payment | null {
  const charge = plan.payments.find((payment) => payment.id === paymentId);
  return charge && charge.status === 'declined' ? charge : null;
}

/** The context kept from a successful pay call. */
function outcomeContext(outcome: PayOutcome): Pick<CheckoutContext, 'payment' | 'instructions' | 'plan' | 'registration'> {
  return { payment: outcome.payment, instructions: outcome.instructions, plan: outcome.plan, registration: outcome.registration };
}

const clearErrors = { cardErrors: {}, fieldErrors: {}, message: null, declined: false } as const;

/** The checkout machine with placeholder actors (see createCheckoutLogic). */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
    tags: {} as 'busy' | 'waiting',
  },
  actors: {
    loadProducts: fromPromise<Result<Product[], RemoteFailure>>(async () => {
      throw new Error('loadProducts actor not provided');
    }),
    pay: fromPromise<Result<PayOutcome, PaymentFailure>, PayInput>(async () => {
      throw new Error('pay actor not provided');
    }),
    loadPlanInfo: fromPromise<Result<PlanInfo, RemoteFailure>, { email: string }>(async () => {
      throw new Error('loadPlanInfo actor not provided');
    }),
  },
  delays: {
    POLL_INTERVAL: CHECKOUT_POLL_INTERVAL_MS,
  },
  guards: {
    hasProduct: ({ context }) => context.productId !== null && context.products.some((p) => p.id === context.productId),
    cardInvalid: ({ context, event }) =>
      event.type === 'payment.submit' &&
      context.method === 'credit_card' &&
      Object.keys(validateCard(event.card ?? { number: '', holder: '', expiry: '', cvv: '' }, context.today)).length > 0,
    canPoll: ({ context }) => context.email !== null,
    pollsExhausted: ({ context }) => context.polls >= CHECKOUT_MAX_POLLS,
  },
  actions: {
    clearErrors: assign(clearErrors),
    flagCard: assign({
      cardErrors: ({ context, event }) =>
        event.type === 'payment.submit' ? validateCard(event.card ?? { number: '', holder: '', expiry: '', cvv: '' }, context.today) : context.cardErrors,
      message: null,
      declined: false,
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    today: input.today,
    email: input.email,
    products: [],
    productId: input.productId ?? null,
    method: 'credit_card',
    ...clearErrors,
    cardErrors: {},
    fieldErrors: {},
    payment: null,
    instructions: null,
    plan: null,
    registration: null,
    polls: 0,
    pending: null,
  }),
  initial: 'loadingProducts',
  states: {
    loadingProducts: {
      invoke: {
        src: 'loadProducts',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'ready',
            actions: assign({ products: ({ event }) => (event.output.ok ? event.output.value : []) }),
          },
          { target: 'loadFailed', actions: assign({ message: CHECKOUT_MESSAGES.productsError }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ message: CHECKOUT_MESSAGES.productsError }) },
      },
    },
    loadFailed: {
      on: { 'products.retry': { target: 'loadingProducts', actions: assign({ message: null }) } },
    },
    ready: {
      always: [{ guard: 'hasProduct', target: 'paymentForm' }, { target: 'choosing', actions: assign({ productId: null }) }],
    },
    choosing: {
      on: {
        'product.select': {
          guard: ({ context, event }) => context.products.some((p) => p.id === event.productId),
          target: 'paymentForm',
          actions: assign({ productId: ({ event }) => event.productId, ...clearErrors }),
        },
      },
    },
    paymentForm: {
      on: {
        'product.change': { target: 'choosing', actions: 'clearErrors' },
        'product.select': {
          guard: ({ context, event }) => context.products.some((p) => p.id === event.productId),
          actions: assign({ productId: ({ event }) => event.productId, ...clearErrors }),
        },
        'method.select': { actions: assign({ method: ({ event }) => event.method, ...clearErrors }) },
        'payment.submit': [
          { guard: 'cardInvalid', actions: 'flagCard' },
          {
            target: 'paying',
            actions: assign({
              ...clearErrors,
              pending: ({ context, event }) => ({
                request: {
                  productId: context.productId ?? 0,
                  method: context.method,
                  ...(context.method === 'credit_card' && event.card ? { card: event.card } : {}),
                },
                registration: event.registration ?? null,
              }),
            }),
          },
        ],
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        src: 'pay',
        input: ({ context }) => context.pending ?? { request: { productId: 0, method: 'credit_card' }, registration: null },
        onDone: [
          {
            guard: ({ event }) => !event.output.ok,
            target: 'paymentForm',
            actions: assign(({ event }) => (event.output.ok ? {} : describePaymentFailure(event.output.error))),
          },
          {
            // A charge answered as declined (rather than a 402): the same as a 402.
            guard: ({ event }) => event.output.ok && event.output.value.payment.status === 'declined',
            target: 'paymentForm',
            actions: assign(({ event }) =>
              event.output.ok
                ? { ...clearErrors, declined: true, message: event.output.value.payment.failureMessage ?? 'Pagamento recusado.' }
                : {},
            ),
          },
          {
            guard: ({ event }) => event.output.ok && event.output.value.registration !== null,
            target: 'registered',
            actions: assign(({ event }) => (event.output.ok ? outcomeContext(event.output.value) : {})),
          },
          {
            guard: ({ event }) => event.output.ok && event.output.value.payment.status === 'approved',
            target: 'approved',
            actions: assign(({ event }) => (event.output.ok ? outcomeContext(event.output.value) : {})),
          },
          { target: 'waiting', actions: assign(({ event }) => ({ ...(event.output.ok ? outcomeContext(event.output.value) : {}), polls: 0 })) },
        ],
        onError: { target: 'paymentForm', actions: assign({ message: 'Erro inesperado. Tente novamente.', declined: false }) },
      },
    },
    waiting: {
      tags: ['waiting'],
      after: { POLL_INTERVAL: { guard: 'canPoll', target: 'polling' } },
      on: { 'payment.check': { guard: 'canPoll', target: 'polling' } },
    },
    polling: {
      tags: ['waiting'],
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
      invoke: {
        src: 'loadPlanInfo',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: [
          {
            guard: ({ context, event }) => event.output.ok && isPaymentConfirmed(event.output.value, context.payment?.id),
            target: 'approved',
            actions: assign({ plan: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            guard: ({ context, event }) => event.output.ok && declinedLater(event.output.value, context.payment?.id) !== null,
            target: 'paymentForm',
            actions: assign(({ context, event }) => ({
              ...clearErrors,
              declined: true,
              message: (event.output.ok ? declinedLater(event.output.value, context.payment?.id)?.failureMessage : null) ?? 'Pagamento recusado.',
              instructions: null,
            })),
          },
          { guard: 'pollsExhausted', target: 'stillWaiting' },
          { target: 'waiting' },
        ],
        onError: [{ guard: 'pollsExhausted', target: 'stillWaiting' }, { target: 'waiting' }],
      },
    },
    stillWaiting: {
      tags: ['waiting'],
      entry: assign({ message: CHECKOUT_MESSAGES.stillWaiting }),
      on: { 'payment.check': { target: 'polling', actions: assign({ polls: 0, message: null }) } },
    },
    approved: { type: 'final' },
    registered: { type: 'final' },
  },
  output: ({ context }) => ({ plan: context.plan, payment: context.payment, registration: context.registration, instructions: context.instructions }),
});

/**
 * The checkout machine wired to the SubscriptionGateway (architecture rule 6). `pay` calls
 * register-and-subscribe when the submit carries registration fields, checkout otherwise.
 */
export function createCheckoutLogic(ports: { subscriptions: SubscriptionGateway }, options: { pollIntervalMs?: number } = {}) {
  return checkoutMachine.provide({
    actors: {
      loadProducts: fromPromise(() => ports.subscriptions.products()),
      pay: fromPromise(async ({ input }: { input: PayInput }): Promise<Result<PayOutcome, PaymentFailure>> => {
        if (input.registration) {
          const result = await ports.subscriptions.registerAndSubscribe(input.registration, input.request);
          if (!result.ok) return result;
          const { payment, instructions } = result.value;
          return { ok: true, value: { payment, instructions, plan: null, registration: result.value } };
        }
        const result = await ports.subscriptions.checkout(input.request);
        if (!result.ok) return result;
        return { ok: true, value: { ...result.value, registration: null } };
      }),
      loadPlanInfo: fromPromise(({ input }: { input: { email: string } }) => ports.subscriptions.planInfo(input.email)),
    },
    delays: { POLL_INTERVAL: options.pollIntervalMs ?? CHECKOUT_POLL_INTERVAL_MS },
  });
}
