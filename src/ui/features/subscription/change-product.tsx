/**
 * Change of product for an active subscription: the products as radio cards (the
 * current one marked, those with fewer seats than the account's users disabled), and for the
 * chosen one what happens:
 * - upgrade: effective now, and the prorated difference is charged now on the saved card —
 *   the amount previewed by the subscription use case with the function the server charges
 *   with (src/domain/subscription/proration.ts);
 * - downgrade: effective when the paid period ends (from the day after `currentPeriodEnd`),
 *   nothing charged now.
 * A declined upgrade shows the provider's sentence here and nothing changes. Without a saved
 * card (PIX/boleto) an upgrade is scheduled for the renewal too. A scheduled change can be
 * undone ('Desfazer mudança' sends the current product, as docs/payments.md says).
 */
import { useCallback, useState } from 'react';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { addDays } from '../../../domain/subscription/calendar';
import { DECLINED_NOTHING_CHARGED } from '../../../domain/subscription/labels';
import type { PlanInfo, Product } from '../../../domain/subscription/types';
import { Button, Notice, Spinner, Stack } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useRemote } from '../../shared/use-remote';
import { Money, ProductPicker } from './checkout/product-picker';
import * as s from './subscription.css';
import { RetryNotice } from '../../shared/remote-failure';

/** Props of {@link ChangeProduct}. */
export interface ChangeProductProps {
  plan: PlanInfo;
  /** Called after a change went through (the screen reloads the plan and the session). */
  onChanged: () => void;
}

/** The change-of-product panel (module note). */
export function ChangeProduct({ plan, onChanged }: ChangeProductProps) {
  const useCase = useUseCases('subscription');
  const alerts = useAlerts();
  const loadProducts = useCallback(() => useCase.products(), [useCase]);
  const products = useRemote('products', loadProducts);
  const subscription = plan.subscription;
  const [choice, setChoice] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; declined: boolean } | null>(null);

  if (!subscription) return null;
  if (products.status === 'loading') {
    return (
      <div role="status" aria-label="Carregando planos" className={s.empty}>
        <Spinner />
      </div>
    );
  }
  if (products.status === 'failed') {
    return (
      <RetryNotice message="Não foi possível carregar os planos." onRetry={products.reload} />
    );
  }

  const current = subscription.product;
  const disabledReasons = new Map<number, string>();
  for (const product of products.value) {
    if (product.totalUsers < plan.usersCount) disabledReasons.set(product.id, `Sua conta tem ${plan.usersCount} usuários.`);
  }
  const chosen: Product | null = products.value.find((p) => p.id === choice && p.id !== current.id) ?? null;
  const proration = chosen ? useCase.previewProductChange(subscription, chosen) : null;

  const confirm = async () => {
    if (!chosen || !proration) return;
    setSaving(true);
    setFailure(null);
    const result = await useCase.changeProduct(subscription, chosen);
    setSaving(false);
    if (!result.ok) {
      const error = result.error;
      const message = error.kind === 'rejected' ? (error.fields?.productId?.[0] ?? error.message) : error.message;
      setFailure({ message, declined: error.kind === 'declined' });
      return;
    }
    alerts.show({
      kind: 'info',
      message:
        result.value.preview.direction === 'upgrade'
          ? `Plano alterado para ${chosen.name}!`
          : `Mudança para ${chosen.name} agendada para ${formatDateBR(result.value.preview.effectiveOn)}.`,
    });
    setChoice(null);
    onChanged();
  };

  const pending = subscription.pendingProduct;
  const undo = async () => {
    setSaving(true);
    const result = await useCase.undoScheduledChange(subscription);
    setSaving(false);
    if (!result.ok) {
      alerts.show({ kind: 'error', message: result.error.message });
      return;
    }
    alerts.show({ kind: 'info', message: `Mudança desfeita: você continua com o ${current.name}.` });
    onChanged();
  };

  return (
    <Stack gap="lg">
      {pending ? (
        <Notice tone="info">
          Mudança para o {pending.name} agendada para {formatDateBR(addDays(subscription.currentPeriodEnd, 1))}.{' '}
          <Button variant="ghost" size="sm" disabled={saving} onClick={() => void undo()}>
            Desfazer mudança
          </Button>
        </Notice>
      ) : null}
      <ProductPicker
        products={products.value}
        value={choice ?? current.id}
        currentProductId={current.id}
        scheduledProductId={subscription.pendingProduct?.id ?? null}
        disabledReasons={disabledReasons}
        disabled={saving}
        legend="Planos disponíveis"
        onChange={(id) => {
          setChoice(id);
          setFailure(null);
        }}
      />
      {chosen && proration ? (
        <div className={s.changePanel} aria-live="polite">
          {proration.direction === 'upgrade' ? (
            <>
              <p>
                Mudança imediata para <strong>{chosen.name}</strong>. Cobrança agora:
              </p>
              <span className={s.amount}>{formatBRL(proration.amountCents)}</span>
              <p className={s.muted}>
                Diferença proporcional aos {proration.daysLeft} {proration.daysLeft === 1 ? 'dia que falta' : 'dias que faltam'} do período atual (até{' '}
                {formatDateBR(subscription.currentPeriodEnd)}){subscription.cardLabel ? `, no cartão ${subscription.cardLabel}` : ''}. Depois,{' '}
                <Money cents={chosen.priceCents} />
                /mês a partir de {formatDateBR(subscription.currentPeriodEnd)}.
              </p>
            </>
          ) : (
            <>
              <p>
                O plano <strong>{chosen.name}</strong> passa a valer em <strong>{formatDateBR(proration.effectiveOn)}</strong>, quando termina o
                período já pago. Até lá você continua com o {current.name}.
              </p>
              <p className={s.muted}>
                Nenhuma cobrança agora. Depois, <Money cents={chosen.priceCents} />
                /mês.
              </p>
            </>
          )}
          {failure ? (
            <Notice tone="error">
              {failure.declined ? <strong>Pagamento não aprovado. </strong> : null}
              <span>{failure.message}</span>
              {failure.declined ? <span> {DECLINED_NOTHING_CHARGED}</span> : null}
            </Notice>
          ) : null}
          <div className={s.actions}>
            <Button onClick={() => void confirm()} loading={saving} loadingText="Alterando…">
              {proration.direction === 'upgrade' ? `Confirmar e pagar ${formatBRL(proration.amountCents)}` : 'Agendar mudança'}
            </Button>
            <Button variant="ghost" disabled={saving} onClick={() => setChoice(null)}>
              Manter o plano atual
            </Button>
          </div>
        </div>
      ) : null}
    </Stack>
  );
}
