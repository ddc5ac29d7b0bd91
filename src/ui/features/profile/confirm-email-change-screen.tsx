/**
 * /confirmar-novo-email?token=…: the link mailed to the new address when a user asked, on
 * /perfil, to change its e-mail, or when an admin of the account asked it for a member.
 * Like /confirmar-email it confirms once on arrival (the link is single-use); on success it
 * says 'E-mail alterado!…' and goes to /perfil (logged in: the session reloads the user, the
 * new e-mail shows) or to /home (not logged in, e.g. the link opened on another device).
 * When an admin asked, the server wants the member's own password (whoever holds the new
 * mailbox may be that admin): the page then asks 'Sua senha' and confirms with it; a wrong
 * one shows the server's sentence under the field and the link stays usable. A used, expired
 * or broken link, or an address taken meanwhile, says so and points back to /perfil.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ACCOUNT_FLOW_MESSAGES, LINK_MESSAGES } from '../../../domain/accounts/email-links';
import { PROFILE_MESSAGES } from '../../../domain/accounts/profile';
import { HOME_PATH } from '../../../domain/payment-gate';
import { Button, Card, Notice, Spinner, Stack, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import * as f from '../../shared/forms/forms.css';

type Phase =
  | { kind: 'confirming' }
  /** An admin asked for the change: the member's password is needed (`error`: the server's sentence for a wrong one). */
  | { kind: 'password'; error?: string; sending: boolean }
  | { kind: 'failed'; message: string };

const PROFILE_PATH = '/perfil';

export function ConfirmEmailChangeScreen() {
  const profile = useUseCases('accounts');
  const session = useSession();
  const alerts = useAlerts();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [phase, setPhase] = useState<Phase>(token ? { kind: 'confirming' } : { kind: 'failed', message: LINK_MESSAGES.invalid });
  const started = useRef<string | null>(null);
  const [password, setPassword] = useState('');
  // The session as it is when the answer comes (it may still be resuming on arrival).
  const latest = useRef(session);
  latest.current = session;

  /** Confirms with the link's token (and the member's password, when asked); handles every answer. */
  const confirm = async (password?: string) => {
    const result = await profile.confirmEmailChange(token, password);
    if (!result.ok) {
      const failure = result.error;
      if (failure.kind === 'rejected' && failure.fields?.password) {
        // On arrival (no password sent) the sentence only says why the field is there.
        setPhase({ kind: 'password', sending: false, ...(password !== undefined ? { error: failure.fields.password.join(' ') } : {}) });
      } else {
        setPhase({ kind: 'failed', message: failure.message });
      }
      return;
    }
    alerts.show({ kind: 'info', message: ACCOUNT_FLOW_MESSAGES.emailChanged, persistent: true });
    if (latest.current.status === 'authenticated') {
      await latest.current.reload();
      navigate(PROFILE_PATH, { replace: true });
    } else {
      navigate(HOME_PATH, { replace: true });
    }
  };

  useEffect(() => {
    // The link is single-use: confirm once per token (React may run effects twice in development).
    if (!token || started.current === token) return;
    started.current = token;
    void confirm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per token: `confirm` is rebuilt every render
  }, [token]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.kind !== 'password' || phase.sending) return;
    if (password === '') {
      setPhase({ kind: 'password', sending: false, error: PROFILE_MESSAGES.memberPasswordMissing });
      return;
    }
    setPhase({ kind: 'password', sending: true });
    void confirm(password);
  };

  return (
    <div className={f.centeredCard}>
      <Card padding="lg" elevation="floating">
        <Stack gap="lg">
          <h1 className={f.formTitle}>Confirmação do novo e-mail</h1>
          {phase.kind === 'confirming' ? (
            <div role="status" aria-live="polite">
              <Stack gap="sm" align="center">
                <Spinner size="lg" />
                <p>Confirmando o seu novo e-mail…</p>
              </Stack>
            </div>
          ) : phase.kind === 'password' ? (
            <form noValidate onSubmit={onSubmit} aria-label="Confirmar o novo e-mail com a sua senha" aria-busy={phase.sending}>
              <Stack gap="md">
                <Notice tone="info">{PROFILE_MESSAGES.memberPasswordRequired}</Notice>
                <TextField
                  label={PROFILE_MESSAGES.memberPasswordLabel}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  error={phase.error}
                  disabled={phase.sending}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    if (phase.error) setPhase({ kind: 'password', sending: false });
                  }}
                />
                <Button type="submit" size="lg" fullWidth loading={phase.sending} loadingText="Confirmando…">
                  Confirmar novo e-mail
                </Button>
              </Stack>
            </form>
          ) : (
            <>
              <Notice tone="error">{phase.message}</Notice>
              <p className={f.formSubtitle}>
                O seu e-mail não mudou. Para tentar de novo, peça a troca outra vez em Editar Perfil.
              </p>
              <Link href={PROFILE_PATH}>Ir para Editar Perfil</Link>
            </>
          )}
          <Link href={HOME_PATH}>Voltar para o início</Link>
        </Stack>
      </Card>
    </div>
  );
}
