/**
 * /confirmar-email?token=…: the link mailed after registration. Confirms once on
 * arrival and goes to /home with 'E-mail confirmado!…' (the user then logs in). A used,
 * expired or broken link says so ('Este link já foi usado.', 'Este link expirou. Peça um
 * novo.') and offers to mail a new link. Without a token, the page only offers the resend.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ACCOUNT_FLOW_MESSAGES } from '../../../domain/accounts/email-links';
import { validateEmail } from '../../../domain/accounts/fields';
import { HOME_PATH } from '../../../domain/payment-gate';
import { Button, Card, Notice, Spinner, Stack, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { DemoMailboxPanel } from '../../shared/forms/demo-mailbox-panel';
import * as f from '../../shared/forms/forms.css';

type Phase = { kind: 'confirming' } | { kind: 'failed'; message: string } | { kind: 'no-token' };

export function ConfirmEmailScreen() {
  const registration = useUseCases('accounts');
  const alerts = useAlerts();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [phase, setPhase] = useState<Phase>(token ? { kind: 'confirming' } : { kind: 'no-token' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    // The link is single-use: confirm once per token (React may run effects twice in development).
    if (!token || started.current === token) return;
    started.current = token;
    void registration.confirmEmail(token).then((result) => {
      if (result.ok) {
        alerts.show({ kind: 'info', message: ACCOUNT_FLOW_MESSAGES.emailConfirmed, persistent: true });
        navigate(HOME_PATH, { replace: true });
      } else {
        setPhase({ kind: 'failed', message: result.error.message });
      }
    });
  }, [token, registration, alerts, navigate]);

  return (
    <div className={f.centeredCard}>
      <Card padding="lg" elevation="floating">
        <Stack gap="lg">
          <div>
            <h1 className={f.formTitle}>Confirmação de e-mail</h1>
            {phase.kind === 'no-token' ? (
              <p className={f.formSubtitle}>Abra o link que enviamos para o seu e-mail ou peça um novo abaixo.</p>
            ) : null}
          </div>
          {phase.kind === 'confirming' ? (
            <div role="status" aria-live="polite">
              <Stack gap="sm" align="center">
                <Spinner size="lg" />
                <p>Confirmando seu e-mail…</p>
              </Stack>
            </div>
          ) : null}
          {phase.kind === 'failed' ? <Notice tone="error">{phase.message}</Notice> : null}
          {phase.kind !== 'confirming' ? <ResendConfirmationForm /> : null}
          <Link href="/home">Voltar para o início</Link>
        </Stack>
      </Card>
    </div>
  );
}

/** Asks for a new confirmation link (same answer whether the address exists or not). */
export function ResendConfirmationForm() {
  const registration = useUseCases('accounts');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email)[0] ?? null;
    setError(problem);
    if (problem || sending) return;
    setSending(true);
    const result = await registration.resendConfirmation(email);
    setSending(false);
    if (result.ok) setSent(email.trim().toLowerCase());
    else setError(result.error.kind === 'rejected' ? (result.error.fields?.email?.[0] ?? result.error.message) : result.error.message);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Pedir um novo link de confirmação">
      <Stack gap="md">
        <TextField
          label="E-mail do cadastro"
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" variant="secondary" fullWidth loading={sending} loadingText="Enviando…">
          Enviar novo link
        </Button>
        {sent ? <Notice tone="success">{ACCOUNT_FLOW_MESSAGES.confirmationResent}</Notice> : null}
        {sent ? <DemoMailboxPanel to={sent} /> : null}
      </Stack>
    </form>
  );
}
