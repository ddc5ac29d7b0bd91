import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp, signInDirectly, createFakeServices } from './harness';

describe('landing and login (/home)', () => {
  it('shows the hero and a login form with Usuário, Senha, Entrar and the account links', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: /Cote e compare planos de saúde/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Usuário')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Esqueci a senha' })).toHaveAttribute('href', '/esqueci-a-senha');
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/registrar');
  });

  it('asks for the missing fields in Portuguese before submitting', async () => {
    const { user, auth } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByLabelText('Usuário')).toHaveAccessibleDescription('Informe o usuário');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Informe a senha');
    expect(screen.getByLabelText('Usuário')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Usuário')).toHaveFocus();

    await user.type(screen.getByLabelText('Usuário'), 'corretor');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.queryByText('Informe o usuário')).not.toBeInTheDocument();
    expect(screen.getByText('Informe a senha')).toBeInTheDocument();
    expect(auth.hasSession()).toBe(false);
  });

  it('logs a corretor in and lands on the dashboard with "Olá, Carla"', async () => {
    const { user, currentPath } = renderApp();
    await loginAs(user, 'corretor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Carla' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(document.title).toBe('Cotador de Planos de Saúde | Dashboard');
  });

  it('shows "Credenciais inválidas" in an alert for a wrong password', async () => {
    const { user, currentPath } = renderApp();
    await loginAs(user, 'corretor', 'senha-errada');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Credenciais inválidas');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(currentPath()).toBe('/home');
  });

  it("shows the server's message when the login fails for another reason, and can try again", async () => {
    const { user, auth } = renderApp();
    auth.failNextWith({ kind: 'rejected', message: 'Muitas tentativas. Tente novamente em 1 minuto.' });
    await loginAs(user, 'corretor');
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Tente novamente em 1 minuto.');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Carla' })).toBeInTheDocument();
  });

  it("disables the button and says 'Entrando…' while submitting", async () => {
    const { services } = createFakeServices();
    // The server's answer waits until the test has seen the button busy (no race with the machine's pace).
    const login = services.auth.login;
    let answer: () => void = () => undefined;
    services.auth.login = (credentials) => new Promise((resolve) => (answer = () => void login(credentials).then(resolve)));
    const { user } = renderApp({ services });
    await loginAs(user, 'corretor');
    const busy = await screen.findByRole('button', { name: /Entrando…/ });
    expect(busy).toBeDisabled();
    answer();
    expect(await screen.findByRole('heading', { name: 'Olá, Carla' })).toBeInTheDocument();
  });

  it('sends a blocked user (bloqueado) to /assinatura', async () => {
    const { user, currentPath } = renderApp();
    await loginAs(user, 'bloqueado');
    expect(await screen.findByRole('heading', { name: 'Seu acesso está bloqueado' })).toBeInTheDocument();
    expect(currentPath()).toBe('/assinatura');
    expect(screen.getByRole('link', { name: 'Gerenciar assinatura' })).toHaveAttribute('href', '/assinatura/gerenciamento');
  });

  it('sends an FR user without a plan (novo) to /comecar', async () => {
    const { user, currentPath } = renderApp();
    await loginAs(user, 'novo');
    expect(await screen.findByRole('heading', { name: 'Escolha um plano para começar' })).toBeInTheDocument();
    expect(currentPath()).toBe('/comecar');
  });

  it('shows "Você já está conectado como {name}" to a logged-in visitor of /home', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const { user, currentPath } = renderApp({ services, path: '/home' });
    const card = await screen.findByRole('heading', { name: /Você já está conectado como/ });
    expect(card).toHaveTextContent('Você já está conectado como Carla Mendes Ribeiro');
    expect(screen.queryByLabelText('Usuário')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir para o painel' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Carla' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });
});

describe('session', () => {
  it('resumes a stored session on load, showing a loading state first', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    renderApp({ services, path: '/' });
    expect(screen.getByText('Verificando sua sessão…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Olá, Carla' })).toBeInTheDocument();
  });

  it('goes to /home with the login form when the server ends the session', async () => {
    const { user, services, currentPath } = renderApp();
    await loginAs(user, 'corretor');
    await screen.findByRole('heading', { name: 'Olá, Carla' });
    services.sessionSignal.emitEnded();
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(services.tokens.read()).toBeNull();
  });

  it('logs out from the user drawer and returns to /home', async () => {
    const { user, auth, currentPath } = renderApp();
    await loginAs(user, 'corretor');
    await screen.findByRole('heading', { name: 'Olá, Carla' });
    await user.click(screen.getByRole('button', { name: /^Abrir menu do usuário/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Minha conta' });
    await user.click(within(drawer).getByRole('button', { name: 'Sair' }));
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(auth.logoutCalls).toBe(1);
    expect(auth.hasSession()).toBe(false);
  });

  it('/logout logs out and goes to /home', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const { currentPath } = renderApp({ services, path: '/logout' });
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(services.auth.hasSession()).toBe(false);
  });
});
