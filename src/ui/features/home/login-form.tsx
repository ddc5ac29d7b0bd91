/**
 * The login form, driven by the login machine (createLoginLogic): required-field
 * messages before submit ('Informe o usuário', 'Informe a senha'); 'Entrando…' and a
 * disabled button while submitting; the machine's error in role="alert" under the
 * form. On success: session.loggedIn(user), then navigate to '/'; the guard
 * redirects per payment state.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { AFTER_LOGIN_PATH } from '../../../domain/payment-gate';
import { Button } from '../../design-system/button';
import { Icon } from '../../design-system/icon';
import { Stack } from '../../design-system/primitives';
import { TextField } from '../../design-system/text-field';
import { useShellUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import * as s from './home.css';

export const USERNAME_REQUIRED = 'Informe o usuário';
export const PASSWORD_REQUIRED = 'Informe a senha';

interface FieldErrors {
  username?: string;
  password?: string;
}

export function LoginForm() {
  const { loginLogic } = useShellUseCases().session;
  const session = useSession();
  const [, navigate] = useLocation();
  const logic = useMemo(() => loginLogic(), [loginLogic]);
  const [snapshot, send] = useMachine(logic);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submitting = snapshot.matches('authenticating') || snapshot.matches('loadingUser');
  const failure = snapshot.matches('failure') ? snapshot.context.error : null;
  const loggedUser = snapshot.status === 'done' ? snapshot.output?.user ?? null : null;
  const { loggedIn } = session;

  useEffect(() => {
    if (!loggedUser) return;
    loggedIn(loggedUser);
    navigate(AFTER_LOGIN_PATH);
  }, [loggedUser, loggedIn, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const next: FieldErrors = {};
    if (username.trim() === '') next.username = USERNAME_REQUIRED;
    if (password === '') next.password = PASSWORD_REQUIRED;
    setErrors(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    send({ type: 'login.submit', username, password });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="login-titulo" aria-busy={submitting}>
      <Stack gap="md">
        <div>
          <h2 id="login-titulo" className={s.formTitle}>
            Entrar no Cotador
          </h2>
          <p className={s.formSubtitle}>Acesse com o seu usuário e senha.</p>
        </div>
        <TextField
          ref={usernameRef}
          label="Usuário"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          error={errors.username}
          disabled={submitting}
          onChange={(event) => {
            setUsername(event.target.value);
            if (errors.username) setErrors((e) => ({ ...e, username: undefined }));
          }}
        />
        <TextField
          ref={passwordRef}
          label="Senha"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          disabled={submitting}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((e) => ({ ...e, password: undefined }));
          }}
        />
        <Button type="submit" size="lg" fullWidth loading={submitting} loadingText="Entrando…">
          Entrar
        </Button>
        {failure ? (
          <p role="alert" className={s.formError}>
            <Icon name="alertCircle" size={18} />
            <span>{failure}</span>
          </p>
        ) : null}
        <div className={s.formLinks}>
          <Link href="/esqueci-a-senha">Esqueci a senha</Link>
          <span>
            Ainda não tem conta? <Link href="/registrar">Criar conta</Link>
          </span>
        </div>
      </Stack>
    </form>
  );
}
