/**
 * /plano-e-assinaturas/gerenciamento/confirmar-cancelamento (admin role): a confirmation page
 * that states the day access ends (the last paid day, `currentPeriodEnd`), an optional reason,
 * and 'Confirmar cancelamento'; afterwards it shows that day again ('Seu acesso termina em
 * DD/MM/AAAA.') with the way back. Runs the cancellation machine.
 */
import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { formatDateBR } from '../../../domain/quotation/money';
import { accessEndsSentence } from '../../../domain/subscription/labels';
import { Button, Card, Icon, Notice, PageHeader, Spinner, Stack } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import { useCurrentUser, useSession } from '../../app/session-context';
import * as s from './subscription.css';
import * as t from '../../design-system/text-field.css';
import { RetryNotice } from '../../shared/remote-failure';
import { LinkButton } from '../../shared/link-button';

/** Heading once canceled. */
export const CANCELED_TITLE = 'Assinatura cancelada';

/** The cancellation confirmation page (module note). */
export function CancelSubscriptionScreen() {
  const user = useCurrentUser();
  const useCase = useUseCases('subscription');
  const { reload } = useSession();
  const logic = useCase.cancelLogic;
  const actor = useActorRef(logic, { input: { email: user.email } });
  const state = useSelector(actor, (snapshot) => snapshot.value as string);
  const plan = useSelector(actor, (snapshot) => snapshot.context.plan);
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const [reason, setReason] = useState('');

  // The session's user shows the subscription too: refresh it once canceled.
  useEffect(() => {
    if (state === 'canceled') void reload();
  }, [state, reload]);

  const subscription = plan?.subscription ?? null;
  const back = (
    <LinkButton href="/plano-e-assinaturas" variant="secondary">Voltar para Plano e Assinaturas</LinkButton>
  );

  let body;
  if (state === 'loading') {
    body = (
      <div role="status" aria-label="Carregando assinatura" className={s.empty}>
        <Spinner />
      </div>
    );
  } else if (state === 'loadFailed') {
    body = (
      <RetryNotice message={message} onRetry={() => actor.send({ type: 'load.retry' })} />
    );
  } else if (state === 'noSubscription') {
    body = (
      <Card padding="lg">
        <Stack gap="md">
          <p>Sua conta não tem uma assinatura ativa para cancelar.</p>
          <div className={s.actions}>{back}</div>
        </Stack>
      </Card>
    );
  } else if ((state === 'canceled' || state === 'alreadyCanceled') && subscription) {
    body = (
      <Card padding="lg" className={s.resultCard} role="status">
        <span className={s.resultIconWarning}>
          <Icon name="calendar" size={32} />
        </span>
        <h2 className={s.sectionTitle}>{state === 'canceled' ? CANCELED_TITLE : 'Cancelamento já agendado'}</h2>
        <p className={s.amount}>{accessEndsSentence(subscription.currentPeriodEnd)}</p>
        <p className={s.muted}>
          Até lá, você e sua equipe continuam usando o Cotador normalmente. Nada mais será cobrado. Mudou de ideia? Reative antes dessa data.
        </p>
        <div className={s.actionsCenter}>
          {back}
          <LinkButton href="/plano-e-assinaturas/gerenciamento" variant="ghost">Reativar assinatura</LinkButton>
        </div>
      </Card>
    );
  } else if (subscription) {
    body = (
      <Card padding="lg" as="section" aria-labelledby="confirmar-titulo">
        <Stack gap="md">
          <h2 id="confirmar-titulo" className={s.sectionTitle}>
            Tem certeza de que quer cancelar o plano {subscription.product.name}?
          </h2>
          <p>
            Sua assinatura não será mais renovada. Você continua com acesso até <strong>{formatDateBR(subscription.currentPeriodEnd)}</strong>,
            o último dia do período já pago; depois disso, o acesso da conta e da sua equipe é bloqueado. Nenhum valor é cobrado ou
            devolvido.
          </p>
          <div className={t.field}>
            <label htmlFor="motivo-cancelamento" className={t.label}>
              Conte por que está cancelando (opcional)
            </label>
            <textarea
              id="motivo-cancelamento"
              className={`${t.input} ${s.textarea}`}
              maxLength={500}
              rows={3}
              value={reason}
              disabled={busy}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {message ? <Notice tone="error">{message}</Notice> : null}
          <div className={s.actions}>
            <Button variant="danger" loading={busy} loadingText="Cancelando…" onClick={() => actor.send({ type: 'cancel.confirm', reason })}>
              Confirmar cancelamento
            </Button>
            <LinkButton href="/plano-e-assinaturas" variant="ghost">Manter assinatura</LinkButton>
          </div>
        </Stack>
      </Card>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Plano e Assinaturas" title="Cancelar assinatura" />
      {body}
    </>
  );
}
