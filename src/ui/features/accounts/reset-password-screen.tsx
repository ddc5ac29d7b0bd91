/**
 * /resetar-senha?token=…: the link mailed by /esqueci-a-senha. The user types the new
 * password twice; on success, /home with 'Senha redefinida! Entre com a sua nova senha.'.
 * A weak password shows the server's messages under the field (the link stays usable);
 * a used or expired link says so and links to /esqueci-a-senha for a new one.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ACCOUNT_FLOW_MESSAGES } from '../../../domain/accounts/email-links';
import { validatePassword, validatePasswordConfirmation } from '../../../domain/accounts/fields';
import { HOME_PATH } from '../../../domain/payment-gate';
import { Button, Card, Notice, Stack, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import * as f from '../../shared/forms/forms.css';
import { PASSWORD_HINT } from './register-screen';
import { LinkButton } from '../../shared/link-button';

export function ResetPasswordScreen() {
  const registration = useUseCases('accounts');
  const alerts = useAlerts();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : 'Link inválido. Peça um novo link para redefinir a senha.');
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setGeneral(null);
    const next = {
      password: validatePassword(password)[0],
      confirmation: validatePasswordConfirmation(password, confirmation)[0],
    };
    setErrors(next);
    if (next.password || next.confirmation) return;
    setSaving(true);
    const result = await registration.resetPassword(token, password);
    setSaving(false);
    if (result.ok) {
      alerts.show({ kind: 'info', message: ACCOUNT_FLOW_MESSAGES.passwordReset, persistent: true });
      navigate(HOME_PATH, { replace: true });
      return;
    }
    const failure = result.error;
    if (failure.kind === 'link') setLinkProblem(failure.message);
    else if (failure.kind === 'rejected' && failure.fields?.password) setErrors({ password: failure.fields.password.join(' ') });
    else setGeneral(failure.message);
  };

  return (
    <div className={f.centeredCard}>
      <Card padding="lg" elevation="floating">
        <Stack gap="lg">
          <div>
            <h1 id="redefinir-titulo" className={f.formTitle}>
              Redefinir senha
            </h1>
            <p className={f.formSubtitle}>Escolha uma nova senha para entrar no Cotador.</p>
          </div>
          {linkProblem ? (
            <Stack gap="md">
              <Notice tone="error">{linkProblem}</Notice>
              <LinkButton href="/esqueci-a-senha" size="lg" fullWidth>Pedir um novo link</LinkButton>
              <Link href="/home">Voltar para o login</Link>
            </Stack>
          ) : (
            <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="redefinir-titulo" aria-busy={saving}>
              <Stack gap="md">
                <TextField
                  label="Nova senha"
                  type="password"
                  name="password"
                  autoComplete="new-password"
                  hint={PASSWORD_HINT}
                  value={password}
                  error={errors.password}
                  disabled={saving}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    if (errors.password) setErrors((e) => ({ ...e, password: undefined }));
                  }}
                />
                <TextField
                  label="Confirme a nova senha"
                  type="password"
                  name="passwordConfirmation"
                  autoComplete="new-password"
                  value={confirmation}
                  error={errors.confirmation}
                  disabled={saving}
                  onChange={(event) => {
                    setConfirmation(event.target.value);
                    if (errors.confirmation) setErrors((e) => ({ ...e, confirmation: undefined }));
                  }}
                />
                {general ? <Notice tone="error">{general}</Notice> : null}
                <Button type="submit" size="lg" fullWidth loading={saving} loadingText="Salvando…">
                  Salvar nova senha
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </div>
  );
}
