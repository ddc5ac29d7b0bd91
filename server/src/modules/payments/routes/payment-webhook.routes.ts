/**
 * `POST /api/payments/webhook/` — the payment provider's signed events (spec point 7
 * "Payments"; docs/payments.md). Registered by payments.routes.ts. 200 applied /
 * duplicate / no change, 400 bad signature or body, 404 unknown charge.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import { webhookEventWire } from '../../../../../src/contract/payments';
import { parseJsonBody } from '../../../http/drf-errors';
import { SIGNATURE_HEADER, verifySignature } from '../../../payments/webhook-signature';
import type { PaymentsDeps } from '../use-cases/payments-deps';
import { handleWebhookEvent } from '../use-cases/webhook';

/** Body answered for a webhook whose signature does not check out. */
export const INVALID_SIGNATURE_BODY = { detail: 'Assinatura inválida.' } as const;

/** Options: the payment use cases' dependencies and the webhook secret (PAYMENT_WEBHOOK_SECRET). */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps; webhookSecret: string }> = async (app, { deps, webhookSecret }) => {
  // The webhook reads its raw body (the signature covers the exact bytes): its own JSON
  // parser, registered in this child context only (the app's JSON parsing is untouched).
  await app.register(async (context) => {
    const hooks = context.withTypeProvider<ZodTypeProvider>();
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const raw = body as Buffer;
      rawBodies.set(request, raw);
      let parsed: unknown;
      try {
        parsed = parseJsonBody(raw.toString('utf8'));
      } catch {
        parsed = raw.toString('utf8'); // refused by the schema, after the signature check
      }
      done(null, parsed);
    });

    hooks.post(
      '/api/payments/webhook/',
      {
        preValidation: async (request, reply) => {
          const header = request.headers[SIGNATURE_HEADER];
          const checked = verifySignature(
            Array.isArray(header) ? header[0] : header,
            rawBodies.get(request) ?? Buffer.alloc(0),
            webhookSecret,
            Math.floor(deps.clock().getTime() / 1000),
          );
          if (!checked.ok) {
            request.log.warn({ problem: checked.problem }, 'webhook com assinatura inválida / bad webhook signature');
            return reply.code(400).send(INVALID_SIGNATURE_BODY);
          }
        },
        schema: {
          tags: ['payments'],
          summary: 'Payment provider events (signed)',
          description:
            'Header `X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with ' +
            'PAYMENT_WEBHOOK_SECRET>`; a missing or wrong signature, or a timestamp more than 5 minutes away, answers 400 ' +
            '`{"detail": "Assinatura inválida."}` and changes nothing. Each event `id` is applied once: a redelivery answers ' +
            '200 and changes nothing. An unknown `provider_reference` answers 404 (the provider delivers again later).',
          headers: z.object({ 'x-sandbox-signature': z.string().optional() }),
          body: webhookEventWire,
          response: { 200: detailErrorWire, 400: z.union([detailErrorWire, validationErrorWire]), 404: detailErrorWire },
        },
      },
      async (request, reply) => {
        const result = await handleWebhookEvent(deps, request.body);
        switch (result.kind) {
          case 'applied':
            return { detail: 'Evento aplicado.' };
          case 'no_change':
            return { detail: 'Evento recebido: a cobrança já estava liquidada.' };
          case 'duplicate':
            return { detail: 'Evento já recebido.' };
          case 'amount_mismatch':
            return { detail: 'Valor divergente da cobrança: evento ignorado.' };
          case 'unknown_charge':
            return reply.code(404).send({ detail: 'Cobrança desconhecida.' });
        }
      },
    );
  });
};
