/**
 * Subscription and payment routes (spec point 7 "Payments"), registered as one
 * plugin by app.ts. Shapes: src/contract/payments.ts; rules:
 * use-cases/payments/*; the whole picture: docs/payments.md.
 *
 * - `GET  /api/payments/available-products`        public: 200 products on sale
 * - `GET  /api/payments/user?email=`                200 plan info | 403 | 404 (superusers only)
 * - `POST /api/payments/checkout/`                  201 | 400 | 402 | 403 | 409 | 502 (idempotent: see checkout.ts)
 * - `POST /api/payments/register-and-subscribe/`    public: 201 | 400 | 402 | 502
 * - `POST /api/payments/change-product/`            200 | 400 | 402 | 403 | 409 | 502
 * - `POST /api/payments/cancel/`                    200 | 403 | 409
 * - `POST /api/payments/reactivate/`                200 | 403 | 409
 * - `POST /api/payments/webhook/`                   provider → server, signed (payment-webhook.routes.ts)
 * - `GET  /api/admin/payments/report/` and `report.csv`  superuser (payment-report.routes.ts)
 *
 * Card errors are answered at the top level with the card field names
 * (`{"card_number": ["Número de cartão inválido."]}`), not nested under `card`, so a form
 * maps them one to one; a `credit_card` checkout without a `card` object answers
 * `{"card": ["Informe os dados do cartão."]}`.
 */
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerRequestWire } from '../../../../../src/contract/accounts';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import {
  cancelRequestWire,
  cardWire,
  changeProductRequestWire,
  checkoutRequestWire,
  checkoutResultWire,
  paymentDeclinedWire,
  paymentMethodWire,
  planInfoQueryWire,
  planInfoWire,
  productListWire,
  registerAndSubscribeResultWire,
} from '../../../../../src/contract/payments';
import { bearer, readErrors } from '../../../http/route-schema';
import { currentUser } from '../../../http/authentication';
import { failureAnswer as commonFailureAnswer } from '../../../http/failure-answer';
import { toDrfValidationErrors } from '../../../http/drf-errors';
import { isoDateInZone } from '../../../lib/dates';
import { validateCard } from '../../../payments/card';
import { checkout } from '../use-cases/checkout';
import { registerAndSubscribe } from '../use-cases/register-and-subscribe';
import { isIdempotencyKey } from '../../../../../src/domain/subscription/pending-checkout';
import { listProductsForSale } from '../use-cases/list-products';
import { cancelSubscription, changeProduct, reactivateSubscription, type ManageResult } from '../use-cases/manage-subscription';
import { PAYMENT_MESSAGES } from '../../../../../src/domain/subscription/messages';
import type { PaymentsDeps } from '../use-cases/payments-deps';
import { getPlanInfoForEmail } from '../use-cases/plan-info';
import { paymentReportRoutes } from './payment-report.routes';
import { paymentWebhookRoutes } from './payment-webhook.routes';
import { toPaymentWire, toPlanInfoWire, toProductWire } from '../payments-wire.mappers';

/** 409 / 502 answers: the sentence in `error` (what the SPA shows) and in `detail` (DRF). */
const messageWire = z.object({ detail: z.string(), error: z.string() });
const message = (text: string) => ({ detail: text, error: text });
const declined = (text: string) => ({ error: text, code: 'payment_declined' as const });

/**
 * Error answers of a route that charges the caller's account (checkout, change of product):
 * 400 fields, 401, 402 declined, 403, 409 subscription in the wrong state, 502 provider down.
 */
const chargeErrors = {
  400: validationErrorWire,
  401: authenticationErrorWire,
  402: paymentDeclinedWire,
  403: detailErrorWire,
  409: messageWire,
  502: messageWire,
} as const;

/**
 * The body of register-and-subscribe as the server checks it: the registration fields with
 * the same rules as `/api/users/register/` (accounts.wire), plus the checkout fields. Same
 * shape as `registerAndSubscribeRequestWire`.
 */
const registerAndSubscribeBody = registerRequestWire
  .omit({ principal_user_username: true, roles: true })
  .extend({ product_id: z.number().int().positive(), method: paymentMethodWire, card: cardWire.optional() });

/**
 * 400 body for a payment request that failed the schema: DRF field errors, with the card
 * problems checked by `validateCard` and answered at the top level (see the module notes).
 */
function paymentValidationErrors(validation: FastifySchemaValidationError[], body: unknown, today: string): Record<string, unknown> {
  const errors: Record<string, unknown> = toDrfValidationErrors(validation, body ?? {});
  const nested = errors.card;
  delete errors.card;
  const raw = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (raw.method === 'credit_card') {
    const card = validateCard(raw.card, today);
    if (card.kind === 'invalid') Object.assign(errors, card.errors);
  } else if (nested !== undefined) {
    // Another method with a malformed `card`: its shape errors, at the top level too.
    Object.assign(errors, Array.isArray(nested) ? { card: nested } : (nested as Record<string, unknown>));
  }
  return errors;
}

/** Answers the validation error attached to the request (routes with `attachValidation`), if any. */
function answeredInvalid(request: FastifyRequest, reply: FastifyReply, today: string): boolean {
  const error = request.validationError;
  if (!error) return false;
  const validation = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  reply.code(400).send(paymentValidationErrors(validation, request.body, today));
  return true;
}

/** The failures a payment use case answers (checkout, register-and-subscribe, change, cancel, reactivate). */
type PaymentFailure = Exclude<ManageResult, { kind: 'ok' }>;

/**
 * Payment failures to HTTP: 400 fields and 403 as every route answers them
 * (server/src/http/failure-answer.ts), plus the payment kinds: 409, 402 declined, 502 provider down.
 */
function failureAnswer(reply: FastifyReply, result: PaymentFailure) {
  switch (result.kind) {
    case 'invalid':
    case 'forbidden':
      return commonFailureAnswer(reply, result);
    case 'conflict':
      return reply.code(409).send(message(result.message));
    case 'declined':
      return reply.code(402).send(declined(result.message));
    case 'unavailable':
      return reply.code(502).send(message(PAYMENT_MESSAGES.providerUnavailable));
  }
}

/** Options: the payment use cases' dependencies and the webhook secret. */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps; webhookSecret: string }> = async (app, { deps, webhookSecret }) => {
  const manageAnswer = (reply: FastifyReply, result: ManageResult) =>
    result.kind === 'ok' ? reply.send(toPlanInfoWire(result.plan)) : failureAnswer(reply, result);

  app.get(
    '/api/payments/available-products',
    {
      schema: {
        tags: ['payments'],
        summary: 'Products on sale (public)',
        description: 'Smallest first. `price_cents` is the price of one `billing_period` (monthly) in integer cents; `total_users` the seats.',
        response: { 200: productListWire },
      },
    },
    async () => (await listProductsForSale(deps)).map(toProductWire),
  );

  app.get(
    '/api/payments/user',
    {
      schema: {
        tags: ['payments'],
        summary: "Plan information of a user's account",
        description:
          'Only for the user itself, an admin of the same account, or a superuser: 403 otherwise — also for an e-mail that ' +
          'belongs to nobody, so existence is not revealed; superusers get 404 for an unknown e-mail. `payments`: newest first, at most 50.',
        security: bearer,
        querystring: planInfoQueryWire,
        response: { 200: planInfoWire, ...readErrors },
      },
    },
    async (request, reply) => {
      const result = await getPlanInfoForEmail(deps, currentUser(request), request.query.email);
      if (result.kind !== 'ok') return commonFailureAnswer(reply, result);
      reply.header('Cache-Control', 'no-store');
      return toPlanInfoWire(result.info);
    },
  );

  app.post(
    '/api/payments/checkout/',
    {
      attachValidation: true,
      schema: {
        tags: ['payments'],
        summary: "Subscribe the caller's account to a product",
        description:
          'Admin role of the account (or its principal user). For an account without an active subscription (FR with no plan, ' +
          'past_due, BL, canceled, expired); 409 when already active (use change-product). `card` is required for ' +
          '`credit_card` (errors at the top level: `card_number`, `card_holder`, `card_expiry`, `card_cvv`). ' +
          'Approved: the subscription is active at once (payment OP, `plan_id`, `payment_expirated_at` of `/api/users/me/`). ' +
          'Pending (PIX, boleto, the delayed test card): `instructions` holds the PIX copia-e-cola / boleto linha digitável; ' +
          "the provider's webhook activates it. Declined: 402, the declined charge is recorded and nothing else changes. " +
          'Sandbox test cards: docs/payments.md. ' +
          'Idempotent: while a charge of the product is pending, the same checkout (same method and card) answers that ' +
          'charge again (201, header `Idempotent-Replayed: true`) and another way of paying it answers 409. Optional header ' +
          '`Idempotency-Key` (1–255 visible ASCII characters, e.g. a UUID per purchase attempt): the same key answers the ' +
          'same charge whatever it became (201 or 402, replayed); used for another product or method: 409; malformed: 400.',
        security: bearer,
        body: checkoutRequestWire,
        response: { 201: checkoutResultWire, ...chargeErrors },
      },
    },
    async (request, reply) => {
      if (answeredInvalid(request, reply, isoDateInZone(deps.clock()))) return reply;
      const body = request.body;
      const rawKey = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(rawKey) ? rawKey.join(',') : rawKey;
      if (idempotencyKey !== undefined && !isIdempotencyKey(idempotencyKey)) {
        return reply.code(400).send({ 'Idempotency-Key': [PAYMENT_MESSAGES.invalidIdempotencyKey] });
      }
      const result = await checkout(deps, currentUser(request), { productId: body.product_id, method: body.method, card: body.card, idempotencyKey });
      if ((result.kind === 'ok' || result.kind === 'declined') && result.replayed) reply.header('Idempotent-Replayed', 'true');
      if (result.kind !== 'ok') return failureAnswer(reply, result);
      return reply.code(201).send({ payment: toPaymentWire(result.payment), instructions: result.instructions, plan: toPlanInfoWire(result.plan) });
    },
  );

  app.post(
    '/api/payments/register-and-subscribe/',
    {
      attachValidation: true,
      schema: {
        tags: ['payments'],
        summary: 'Register a broker and subscribe it in one step (public)',
        description:
          'The registration fields are checked as in `/api/users/register/` and the card as in checkout, all before charging; ' +
          'then the charge is made first: declined → 402 and nothing is created. Otherwise the account and its principal user ' +
          'are created (inactive until the e-mail is confirmed through the mailed link, as any registration), with the ' +
          'charge; an approved charge makes the subscription active at once, a pending one (PIX, boleto) when the webhook comes.',
        body: registerAndSubscribeBody,
        response: { 201: registerAndSubscribeResultWire, 400: validationErrorWire, 402: paymentDeclinedWire, 502: messageWire },
      },
    },
    async (request, reply) => {
      if (answeredInvalid(request, reply, isoDateInZone(deps.clock()))) return reply;
      const body = request.body;
      const result = await registerAndSubscribe(deps, {
        productId: body.product_id,
        method: body.method,
        card: body.card,
        registration: { username: body.username, name: body.name, email: body.email, phone: body.phone, cpf: body.cpf, password: body.password },
      });
      if (result.kind !== 'ok') return failureAnswer(reply, result);
      return reply.code(201).send({
        username: result.username,
        email: result.email,
        payment: toPaymentWire(result.payment),
        instructions: result.instructions,
        detail: PAYMENT_MESSAGES.registered(result.email),
      });
    },
  );

  app.post(
    '/api/payments/change-product/',
    {
      schema: {
        tags: ['payments'],
        summary: "Change the product of the caller's account's active subscription",
        description:
          'Upgrade paid by card: the difference for the days left of the period, round((new − old price) × days left / ' +
          'period days), today counted, is charged now with the saved card and the product changes at once (402 when declined, ' +
          'nothing changes). Downgrade (or an upgrade of a subscription paid by PIX/boleto): scheduled as `pending_product` for ' +
          'the renewal. The current product while a change is scheduled undoes it. 400 under `product_id` when the product ' +
          "has fewer seats than the account's users. 409 when the subscription is not active.",
        security: bearer,
        body: changeProductRequestWire,
        response: { 200: planInfoWire, ...chargeErrors },
      },
    },
    async (request, reply) => manageAnswer(reply, await changeProduct(deps, currentUser(request), request.body.product_id)),
  );

  app.post(
    '/api/payments/cancel/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Cancel at the end of the paid period',
        description:
          'Status `canceled`, `cancel_at_period_end` true; access (payment OP) lasts until `current_period_end`, shown in the ' +
          'answer; then the billing job expires the subscription and blocks the account (BL). `reason` (optional) is kept in ' +
          'the history. Canceling again answers the same.',
        security: bearer,
        body: cancelRequestWire,
        response: { 200: planInfoWire, 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire, 409: messageWire },
      },
    },
    async (request, reply) => manageAnswer(reply, await cancelSubscription(deps, currentUser(request), request.body.reason)),
  );

  app.post(
    '/api/payments/reactivate/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Undo a cancellation before the period ends',
        description: '409 when the period already ended (subscribe again through checkout) or a payment is due (past_due).',
        security: bearer,
        response: { 200: planInfoWire, 401: authenticationErrorWire, 403: detailErrorWire, 409: messageWire },
      },
    },
    async (request, reply) => manageAnswer(reply, await reactivateSubscription(deps, currentUser(request))),
  );

  await app.register(paymentWebhookRoutes, { deps, webhookSecret });
  await app.register(paymentReportRoutes, { deps });
};
