/**
 * /confirmar-novo-email?token=…: the link mailed to the new address when a user asked, on
 * /perfil, to change its e-mail. Like /confirmar-email it confirms once on arrival (the
 * link is single-use); on success it says 'E-mail alterado!…' and goes to /perfil (logged
 * in: the session reloads the user, the new e-mail shows) or to /home (not logged in, e.g.
 * the link opened on another device). A used, expired or broken link, or an address taken
 * meanwhile, says so and points back to /perfil to ask again.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ACCOUNT_FLOW_MESSAGES, LINK_MESSAGES } from '../../../domain/accounts/email-links';
import { HOME_PATH } from '../../../domain/payment-gate';
import { Card, Notice, Spinner, Stack } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import * as f from '../../shared/forms/forms.css';

type Phase = { kind: 'confirming' } | { kind: 'failed'; message: string };

const PROFILE_PATH = '/perfil';

export function ConfirmEmailChangeScreen() {
  const profile = useUseCases('accounts');
  const session = useSession();
  const alerts = useAlerts();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [phase, setPhase] = useState<Phase>(token ? { kind: 'confirming' } : { kind: 'failed', message: LINK_MESSAGES.invalid });
  const started = useRef<string | null>(null);
  // The session as it is when the answer comes (it may still be resuming on arrival).
  const latest = useRef(session);
  latest.current = session;

  useEffect(() => {
    // The link is single-use: confirm once per token (React may run effects twice in development).
    if (!token || started.current === token) return;
    started.current = token;
    void profile.confirmEmailChange(token).then(async (result) => {
      if (!result.ok) {
        setPhase({ kind: 'failed', message: result.error.message });
        return;
      }
      alerts.show({ kind: 'info', message: ACCOUNT_FLOW_MESSAGES.emailChanged, persistent: true });
      if (latest.current.status === 'authenticated') {
        await latest.current.reload();
        navigate(PROFILE_PATH, { replace: true });
      } else {
        navigate(HOME_PATH, { replace: true });
      }
    });
  }, [token, profile, alerts, navigate]);

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
