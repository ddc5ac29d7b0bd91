/**
 * /registrar and /registrar/cvs: a broker creates its account (spec points 2 and 7).
 * The same form serves both routes; /registrar/cvs only changes the heading (a partner
 * campaign page). Fields with masks (CPF 000.000.000-00, phone (00) 00000-0000), checked
 * in Portuguese before sending; the server's field errors appear under the field. After
 * registering, the page asks the user to confirm the e-mail (with a resend button): the
 * mailed link opens /confirmar-email, which ends on /home.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_FLOW_MESSAGES } from '../../../domain/accounts/email-links';
import { Button, Card, Icon, Notice, Stack } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { DemoMailboxPanel } from '../../shared/forms/demo-mailbox-panel';
import { splitFailure } from '../../shared/forms/form-errors';
import { NEW_USER_FIELD_ORDER, NewUserFieldsGroup, useNewUserForm, validateNewUserForm } from '../../shared/forms/new-user-fields';
import type { ScreenProps } from '../../shared/screen';
import * as f from '../../shared/forms/forms.css';
import { LinkButton } from '../../shared/link-button';

export { PASSWORD_HINT } from '../../shared/forms/new-user-fields';

export function RegisterScreen({ route }: ScreenProps) {
  const registration = useUseCases('accounts');
  const alerts = useAlerts();
  const { values, showErrors, groupProps } = useNewUserForm();
  const [general, setGeneral] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const partner = route.id === 'register-cvs';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setGeneral(null);
    const local = validateNewUserForm(values);
    if (Object.keys(local).length > 0) return showErrors(local);

    setSubmitting(true);
    const result = await registration.register(values);
    setSubmitting(false);
    if (result.ok) {
      setRegisteredEmail(result.value.email);
      alerts.show({ kind: 'info', message: ACCOUNT_FLOW_MESSAGES.registered });
      return;
    }
    const split = splitFailure(result.error, NEW_USER_FIELD_ORDER);
    setGeneral(split.general);
    showErrors(split.fields);
  };

  const resend = async () => {
    if (!registeredEmail) return;
    setResending(true);
    const result = await registration.resendConfirmation(registeredEmail);
    setResending(false);
    alerts.show(result.ok ? { kind: 'info', message: 'Enviamos um novo link de confirmação.' } : { kind: 'error', message: result.error.message });
  };

  if (registeredEmail) {
    return (
      <Stack gap="lg">
        <div>
          <h1 className={f.formTitle}>Confirme seu e-mail</h1>
          <p className={f.formSubtitle}>
            Enviamos um link de confirmação para <strong>{registeredEmail}</strong>. Abra o e-mail e clique em “Confirmar e-mail” para
            ativar a sua conta. O link vale por 48 horas.
          </p>
        </div>
        <Notice tone="info">Não encontrou o e-mail? Confira a caixa de spam ou peça um novo link.</Notice>
        <Stack gap="sm">
          <Button variant="secondary" size="lg" fullWidth onClick={() => void resend()} loading={resending} loadingText="Enviando…">
            Reenviar e-mail de confirmação
          </Button>
          <LinkButton href="/home" variant="ghost" size="lg" fullWidth>Ir para o login</LinkButton>
        </Stack>
        <DemoMailboxPanel to={registeredEmail} />
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="registrar-titulo" aria-busy={submitting}>
      <Stack gap="lg">
        <div>
          <h1 id="registrar-titulo" className={f.formTitle}>
            {partner ? 'Cadastro de parceiro CVS' : 'Crie sua conta'}
          </h1>
          <p className={f.formSubtitle}>
            {partner
              ? 'Condição especial para corretores parceiros CVS: crie a sua conta e comece a cotar em minutos.'
              : 'Cote, compare e apresente planos de saúde com a sua marca. Leva menos de 2 minutos.'}
          </p>
        </div>
        <Card padding="md" elevation="flat">
          <NewUserFieldsGroup {...groupProps} disabled={submitting} />
        </Card>
        {general ? <Notice tone="error">{general}</Notice> : null}
        <Button type="submit" size="lg" fullWidth loading={submitting} loadingText="Criando conta…">
          <Icon name="check" size={18} />
          Criar conta
        </Button>
        <div className={f.formLinks}>
          <span>
            Já tem conta? <Link href="/home">Entrar</Link>
          </span>
          <Link href="/esqueci-a-senha">Esqueci a senha</Link>
        </div>
      </Stack>
    </form>
  );
}
