/**
 * Use case: a provider event posted to `POST /api/payments/webhook/` (its signature already
 * checked by the route). In one transaction, the account locked:
 *
 * 1. the event is recorded in `webhook_events` with `insert … on conflict (event_id) do
 *    nothing`: an event delivered twice finds its id taken and changes nothing (`duplicate`);
 * 2. an amount different from the charge's is recorded and ignored (`amount_mismatch`);
 * 3. the outcome settles the pending payment (settle-payment.ts); a payment already
 *    settled (e.g. the checkout applied an immediate approval itself) stays as it is
 *    (`no_change`).
 *
 * An event for a reference we do not know (yet) is not recorded: `unknown_charge`, answered
 * 404 so the provider delivers it again (a register-and-subscribe charge is made before its
 * payment row exists).
 */
import type { WebhookEventWire } from '../../../../../src/contract/payments';
import type { BillingDeps } from './payments-deps';
import { announceCompletedSubscription, refundAtProvider, settleWithin, type FinalOutcome } from './settle-payment';

/** What happened to an event. */
export type WebhookResult = { kind: 'applied' } | { kind: 'no_change' } | { kind: 'duplicate' } | { kind: 'amount_mismatch' } | { kind: 'unknown_charge' };

/** Default pt-BR reason of a failed charge when the provider gives none. */
export const DEFAULT_FAILURE_MESSAGE = 'Pagamento recusado pelo provedor.';

/** Applies one provider event at most once (see the module notes). */
export async function handleWebhookEvent(deps: BillingDeps, event: WebhookEventWire): Promise<WebhookResult> {
  const reference = event.data.provider_reference;
  const payment = await deps.store.findPaymentByReference(reference);
  if (!payment) return { kind: 'unknown_charge' };
  const now = deps.clock();
  const result = await deps.store.transaction(async (tx): Promise<{ result: WebhookResult; refund: boolean; completed?: boolean }> => {
    await tx.accounts.lockAccount(payment.accountId);
    const fresh = await tx.recordWebhookEvent({
      eventId: event.id,
      type: event.type,
      providerReference: reference,
      outcome: 'received',
      payload: event,
      receivedAt: now,
    });
    if (!fresh) return { result: { kind: 'duplicate' }, refund: false };
    if (event.data.amount_cents !== payment.amountCents) {
      await tx.setWebhookOutcome(event.id, 'amount_mismatch');
      deps.log.warn({ event: event.id, reference, expected: payment.amountCents, got: event.data.amount_cents }, 'webhook com valor divergente ignorado / amount mismatch');
      return { result: { kind: 'amount_mismatch' }, refund: false };
    }
    const outcome: FinalOutcome =
      event.type === 'charge.succeeded' ? { status: 'approved' } : { status: 'declined', failureMessage: event.data.failure_message || DEFAULT_FAILURE_MESSAGE };
    const reason =
      outcome.status === 'approved' ? `Aprovado pelo provedor (webhook ${event.id}).` : `Recusado pelo provedor (webhook ${event.id}): ${outcome.failureMessage}`;
    const settled = await settleWithin(tx, payment.id, outcome, reason, now);
    await tx.setWebhookOutcome(event.id, settled.applied ? 'applied' : 'no_change');
    return { result: { kind: settled.applied ? 'applied' : 'no_change' }, refund: settled.refund, completed: settled.completed };
  });
  if (result.refund) await refundAtProvider(deps, reference);
  if (result.completed) await announceCompletedSubscription(deps, payment.id);
  return result.result;
}
