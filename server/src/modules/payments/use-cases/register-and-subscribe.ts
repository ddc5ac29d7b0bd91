/**
 * Use case: register-and-subscribe (`POST /api/payments/register-and-subscribe/`).
 *
 * The registration fields (same checks as `/api/users/register/`),
 * the product and the card are checked first; then the card is charged BEFORE anything is
 * stored, so a declined card creates nothing. An approved or pending charge creates, in one
 * transaction, the account and its inactive principal user (with the confirmation mail,
 * exactly as a registration) and the payment (and, when approved, the subscription). If
 * that transaction fails (a username taken by a concurrent registration) the charge is
 * refunded.
 *
 * Split from checkout.ts because it registers the account (password hash, confirmation mail:
 * the accounts module), which checkout does not need.
 */
import type { PaymentRow, UserRow } from '../../../db/schema';
import { hashPassword } from '../../../auth/passwords';
import { PaymentProviderUnavailableError, type SavedCard } from '../../../payments/provider';
import { newUserFields, sendConfirmationMail, takenFieldErrors, type RegisterInput } from '../../accounts/use-cases/index';
import type { PaymentWithProduct } from '../repositories/payments.repository';
import { cardColumns, cardOf, chargeDescription, newPaymentReference, productForSale, type CheckoutInput, type FieldErrors } from './checkout';
import type { PaymentsDeps } from './payments-deps';
import { announceCompletedSubscription, refundAtProvider, settleWithin } from './settle-payment';

/** Register-and-subscribe input: the registration fields (shapes already checked) plus the checkout. */
export interface RegisterAndSubscribeInput extends CheckoutInput {
  registration: Omit<RegisterInput, 'principalUsername' | 'roles'>;
}

/**
 * - `ok`: the new (inactive) user, the charge and its instructions; the confirmation mail is on its way.
 * - `invalid` (registration, product or card fields), `declined`, `unavailable`: nothing was created.
 */
export type RegisterAndSubscribeResult =
  | { kind: 'ok'; username: string; email: string; payment: PaymentWithProduct; instructions: string | null }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'declined'; message: string }
  | { kind: 'unavailable' };

/** Registers a broker and subscribes it in one go (see the module notes). */
export async function registerAndSubscribe(deps: PaymentsDeps, input: RegisterAndSubscribeInput): Promise<RegisterAndSubscribeResult> {
  const now = deps.clock();
  const registration = input.registration;
  const [userErrors, chosen] = await Promise.all([deps.store.accounts.checkNewUser(registration), productForSale(deps.store, input.productId)]);
  const card = cardOf(input.method, input.card, now);
  const errors: FieldErrors = { ...userErrors, ...('errors' in chosen ? chosen.errors : {}), ...('errors' in card ? card.errors : {}) };
  if (Object.keys(errors).length > 0 || 'errors' in chosen || 'errors' in card) return { kind: 'invalid', errors };
  const { product } = chosen;

  const passwordHash = await hashPassword(registration.password, deps.accounts.bcryptRounds);
  const reference = newPaymentReference();
  let saved: SavedCard | null;
  let outcome;
  try {
    saved = card.card ? await deps.provider.tokenizeCard(card.card) : null;
    outcome = await deps.provider.createCharge({
      reference,
      amountCents: product.priceCents,
      method: input.method,
      cardToken: saved?.token ?? null,
      description: chargeDescription(product, 'subscription'),
    });
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) return { kind: 'unavailable' };
    throw error;
  }
  if (outcome.status === 'declined') return { kind: 'declined', message: outcome.failureMessage };

  let created: { user: UserRow; token: string; payment: PaymentRow; refund: boolean; completed: boolean };
  try {
    created = await deps.store.transaction(async (tx) => {
      const { user, token } = await tx.accounts.insertSelfRegistration(newUserFields(registration, passwordHash, ['admin'], now), now);
      await tx.accounts.lockAccount(user.accountId);
      const inserted = await tx.insertPayment(
        {
          accountId: user.accountId,
          productId: product.id,
          amountCents: product.priceCents,
          method: input.method,
          status: 'pending',
          kind: 'subscription',
          providerReference: reference,
          ...cardColumns(saved),
          createdByUserId: user.id,
          createdAt: now,
        },
        { reason: 'Cadastro com assinatura.', at: now },
      );
      if (!inserted) throw new Error('insertPayment returned no row');
      let refund = false;
      let completed = false;
      if (outcome.status === 'approved') {
        ({ refund, completed } = await settleWithin(tx, inserted.id, { status: 'approved' }, 'Aprovado pelo provedor no cadastro.', now));
      } else if (outcome.instructions) {
        await tx.recordPaymentInstructions(inserted.id, outcome.instructions, {
          reason: input.method === 'pix' ? 'Código PIX gerado pelo provedor.' : 'Boleto gerado pelo provedor.',
          at: now,
        });
      }
      return { user, token, payment: inserted, refund, completed };
    });
  } catch (error) {
    await refundAtProvider(deps, reference);
    const taken = takenFieldErrors(error);
    if (taken) return { kind: 'invalid', errors: taken };
    throw error;
  }
  if (created.refund) await refundAtProvider(deps, reference);
  if (created.completed) await announceCompletedSubscription(deps, created.payment.id);
  await sendConfirmationMail(deps.accounts, created.user, created.token);
  const stored = (await deps.store.findPaymentById(created.payment.id)) ?? created.payment;
  return {
    kind: 'ok',
    username: created.user.username,
    email: created.user.email,
    payment: { ...stored, productName: product.name },
    instructions: outcome.status === 'pending' ? outcome.instructions : null,
  };
}
