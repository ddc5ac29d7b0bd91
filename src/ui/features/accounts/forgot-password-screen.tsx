/**
 * /esqueci-a-senha: asks for the account's e-mail and mails a reset link (1 hour). The
 * answer never tells whether the address has an account.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_FLOW_MESSAGES } from '../../../domain/accounts/email-links';
import { validateEmail } from '../../../domain/accounts/fields';
import { Button, Card, Notice, Stack, TextField } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import { DemoMailboxPanel } from '../../shared/forms/demo-mailbox-panel';
import * as f from '../../shared/forms/forms.css';
import { LinkButton } from '../../shared/link-button';

export function ForgotPasswordScreen() {
  const registration = useUseCases('accounts');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = validateEmail(email)[0] ?? null;
    setError(problem);
    if (problem) return;
    setSending(true);
    const result = await registration.requestPasswordReset(email);
    setSending(false);
    if (result.ok) setSentTo(email.trim().toLowerCase());
    else setError(result.error.kind === 'rejected' ? (result.error.fields?.email?.[0] ?? result.error.message) : result.error.message);
  };

  return (
    <div className={f.centeredCard}>
      <Card padding="lg" elevation="floating">
        {sentTo ? (
          <Stack gap="lg">
            <div>
              <h1 className={f.formTitle}>Confira seu e-mail</h1>
              <p className={f.formSubtitle}>{ACCOUNT_FLOW_MESSAGES.resetRequested}</p>
            </div>
            <Notice tone="info">O link vale por 1 hora e só pode ser usado uma vez.</Notice>
            <LinkButton href="/home" size="lg" fullWidth>Voltar para o login</LinkButton>
            <Button variant="ghost" fullWidth onClick={() => setSentTo(null)}>
              Usar outro e-mail
            </Button>
            <DemoMailboxPanel to={sentTo} />
          </Stack>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="esqueci-titulo" aria-busy={sending}>
            <Stack gap="lg">
              <div>
                <h1 id="esqueci-titulo" className={f.formTitle}>
                  Esqueceu a senha?
                </h1>
                <p className={f.formSubtitle}>Informe o e-mail da sua conta. Enviaremos um link para você escolher uma nova senha.</p>
              </div>
              <TextField
                label="E-mail"
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                error={error}
                disabled={sending}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (error) setError(null);
                }}
              />
              <Button type="submit" size="lg" fullWidth loading={sending} loadingText="Enviando…">
                Enviar link
              </Button>
              <div className={f.formLinks}>
                <Link href="/home">Voltar para o login</Link>
                <Link href="/registrar">Criar conta</Link>
              </div>
            </Stack>
          </form>
        )}
      </Card>
    </div>
  );
}
