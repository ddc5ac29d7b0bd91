/**
 * /registro-e-assinatura (public): register and subscribe in one flow — choose a product,
 * then the registration fields (the same fields and rules as /registrar) and the payment in
 * one form, sent together (`POST /api/payments/register-and-subscribe/`). A declined card
 * creates nothing. On success the page tells the user to confirm the e-mail before logging
 * in (PIX and boleto show their instructions too); in fake mode the demo mailbox shows the
 * confirmation link.
 */
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { CheckoutOutput } from '../../../application/subscription/checkout.machine';
import { PAYMENT_METHOD_LABELS } from '../../../domain/subscription/labels';
import { Card, Notice, Stack } from '../../design-system';
import { DemoMailboxPanel } from '../../shared/forms/demo-mailbox-panel';
import type { FormErrors } from '../../shared/forms/form-errors';
import { NEW_USER_FIELD_ORDER, NewUserFieldsGroup, useNewUserForm, validateNewUserForm, type NewUserField } from '../../shared/forms/new-user-fields';
import { CheckoutFlow } from './checkout/checkout-flow';
import * as f from '../../shared/forms/forms.css';
import * as s from './subscription.css';
import { LinkButton } from '../../shared/link-button';

/** /registro-e-assinatura (module note). */
export function RegisterAndSubscribeScreen() {
  const { values, showErrors, groupProps } = useNewUserForm();
  const [done, setDone] = useState<CheckoutOutput | null>(null);

  const collectRegistration = () => {
    const local = validateNewUserForm(values);
    if (Object.keys(local).length > 0) {
      showErrors(local);
      return null;
    }
    const { passwordConfirmation: _confirmation, ...fields } = values;
    return fields;
  };

  const onFieldErrors = useCallback((server: Record<string, string>) => {
    const mine = Object.fromEntries(Object.entries(server).filter(([field]) => (NEW_USER_FIELD_ORDER as readonly string[]).includes(field)));
    if (Object.keys(mine).length === 0) return;
    showErrors(mine as FormErrors<NewUserField>);
  }, [showErrors]);

  if (done?.registration) {
    const { registration } = done;
    const pending = registration.payment.status === 'pending';
    return (
      <Stack gap="lg">
        <div>
          <h1 className={f.formTitle}>Confirme seu e-mail para entrar</h1>
          <p className={f.formSubtitle}>
            Sua conta <strong>{registration.username}</strong> foi criada. Enviamos um link de confirmação para <strong>{registration.email}</strong>:
            abra o e-mail e clique em “Confirmar e-mail”; depois, entre com seu usuário e senha.
          </p>
        </div>
        {pending ? (
          <Notice tone="warning">
            Pagamento por {PAYMENT_METHOD_LABELS[registration.payment.method]} aguardando confirmação. Sua assinatura é ativada assim que ele for
            confirmado.
          </Notice>
        ) : (
          <Notice tone="success">Pagamento aprovado! Sua assinatura já está ativa.</Notice>
        )}
        {registration.instructions ? (
          <div className={s.instructions}>
            <span className={s.muted}>{registration.payment.method === 'pix' ? 'Código PIX copia e cola' : 'Linha digitável do boleto'}</span>
            <code className={s.code}>{registration.instructions}</code>
          </div>
        ) : null}
        <LinkButton href="/home" size="lg" fullWidth>Ir para o login</LinkButton>
        <DemoMailboxPanel to={registration.email} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <h1 className={f.formTitle}>Crie sua conta e assine</h1>
        <p className={f.formSubtitle}>Escolha o plano, informe seus dados e pague: tudo em um só passo.</p>
      </div>
      <CheckoutFlow
        email={null}
        productsTitle="Escolha o seu plano"
        collectRegistration={collectRegistration}
        onFieldErrors={onFieldErrors}
        onRegistered={setDone}
        beforePayment={
          <Card padding="md" elevation="flat" as="section" aria-labelledby="seus-dados-titulo">
            <Stack gap="md">
              <h2 id="seus-dados-titulo" className={s.sectionTitle}>
                Seus dados
              </h2>
              <NewUserFieldsGroup {...groupProps} />
            </Stack>
          </Card>
        }
      />
      <div className={f.formLinks}>
        <span>
          Já tem conta? <Link href="/home">Entrar</Link>
        </span>
        <Link href="/registrar">Só criar conta</Link>
      </div>
    </Stack>
  );
}
