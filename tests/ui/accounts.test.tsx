/**
 * Registration, e-mail confirmation and password recovery screens on the fake back end:
 * masks, Portuguese validation, server field errors under the right field, and the flows
 * ending on /home with an info alert.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, loginAs, renderApp } from './harness';

const CPF = '529.982.247-25';

async function fillRegistration(user: ReturnType<typeof renderApp>['user'], overrides: Partial<Record<string, string>> = {}) {
  const values = {
    name: 'Joana Pereira Lima',
    username: 'joana.lima',
    email: 'joana@example.com',
    phone: '11987654321',
    cpf: '52998224725',
    password: 'Cotacao#2026',
    confirmation: 'Cotacao#2026',
    ...overrides,
  };
  const type = async (label: string, value: string) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  };
  await type('Nome completo', values.name);
  await type('Usuário', values.username);
  await type('E-mail', values.email);
  await type('Telefone (com DDD)', values.phone);
  await type('CPF', values.cpf);
  await type('Senha', values.password);
  await type('Confirme a senha', values.confirmation);
}

describe('/registrar', () => {
  it('masks CPF as 000.000.000-00 and the phone as (00) 00000-0000 while typing', async () => {
    const { user } = renderApp({ path: '/registrar' });
    await screen.findByRole('heading', { level: 1, name: 'Crie sua conta' });
    await user.type(screen.getByLabelText('CPF'), '52998224725999');
    expect(screen.getByLabelText('CPF')).toHaveValue(CPF);
    await user.type(screen.getByLabelText('Telefone (com DDD)'), '11987654321');
    expect(screen.getByLabelText('Telefone (com DDD)')).toHaveValue('(11) 98765-4321');
  });

  it('checks every field in Portuguese before sending', async () => {
    const { services, accounts } = createFakeServices();
    const { user } = renderApp({ services, path: '/registrar' });
    await screen.findByRole('heading', { name: 'Crie sua conta' });
    await user.click(screen.getByRole('button', { name: /Criar conta/ }));
    expect(screen.getByLabelText('Nome completo')).toHaveAccessibleDescription('Informe o nome.');
    expect(screen.getByLabelText('Usuário')).toHaveAccessibleDescription(/Informe o usuário\./);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe o e-mail.');
    expect(screen.getByLabelText('Telefone (com DDD)')).toHaveAccessibleDescription('Informe o telefone.');
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('Informe o CPF.');
    expect(screen.getByLabelText('Nome completo')).toHaveFocus();

    await fillRegistration(user, { cpf: '11144477736', phone: '1234', email: 'joana@', password: '12345678901', confirmation: 'outra' });
    await user.click(screen.getByRole('button', { name: /Criar conta/ }));
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('CPF inválido.');
    expect(screen.getByLabelText('Telefone (com DDD)')).toHaveAccessibleDescription('Telefone inválido. Informe o DDD e o número.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(/A senha não pode ser formada apenas por números\./);
    expect(screen.getByLabelText('Confirme a senha')).toHaveAccessibleDescription('As senhas não conferem.');
    expect(accounts.calls).toEqual([]);
  });

  it("shows the server's field errors under the right field", async () => {
    const { user } = renderApp({ path: '/registrar' });
    await screen.findByRole('heading', { name: 'Crie sua conta' });
    await fillRegistration(user, { email: 'corretor@cotador.local', username: 'corretor' });
    await user.click(screen.getByRole('button', { name: /Criar conta/ }));
    expect(await screen.findByText('Já existe um usuário com este e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Já existe um usuário com este e-mail.');
    expect(screen.getByLabelText('Usuário')).toHaveAccessibleDescription(/Já existe um usuário com este nome de usuário\./);
    // The form moves focus to the first field in error once the errors are drawn (a later frame on a busy machine).
    await waitFor(() => expect(screen.getByLabelText('Usuário')).toHaveFocus());
  });

  it('registers, asks to confirm the e-mail, and the mailed link confirms and ends on /home; then login works', async () => {
    const { services, auth } = createFakeServices();
    const { user, currentPath, location } = renderApp({ services, path: '/registrar' });
    await screen.findByRole('heading', { name: 'Crie sua conta' });
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: /Criar conta/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeInTheDocument();
    expect(screen.getByText('joana@example.com', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Cadastro realizado! Enviamos um link de confirmação para o seu e-mail.')).toBeInTheDocument();
    // Not confirmed yet: no login.
    expect((await auth.login({ username: 'joana.lima', password: 'Cotacao#2026' })).ok).toBe(false);

    // The fake mode shows the mail; its link opens /confirmar-email.
    const mailbox = screen.getByRole('region', { name: 'Caixa de e-mails (modo demonstração)' });
    expect(within(mailbox).getByText('Confirme seu e-mail no Cotador')).toBeInTheDocument();
    const link = within(mailbox).getByRole('link', { name: 'Abrir o link do e-mail' });
    expect(link.getAttribute('href')).toMatch(/^\/confirmar-email\?token=/);
    location.navigate(link.getAttribute('href') ?? '');
    expect(await screen.findByText('E-mail confirmado! Agora é só entrar com o seu usuário e senha.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));

    await loginAs(user, 'joana.lima', 'Cotacao#2026');
    expect(await screen.findByRole('heading', { name: 'Escolha um plano para começar' })).toBeInTheDocument();
  });

  it('shows a different heading on /registrar/cvs (partner campaign), same form', async () => {
    renderApp({ path: '/registrar/cvs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro de parceiro CVS' })).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Mostrar slide/ })).toHaveLength(3);
  });
});

describe('/confirmar-email', () => {
  it("says 'Este link já foi usado.' for a used link and offers a new one", async () => {
    const { services } = createFakeServices();
    await services.registration.register({ name: 'Ana Souza', username: 'ana.souza', email: 'ana@example.com', phone: '11987654321', cpf: '52998224725', password: 'Cotacao#2026' });
    const link = services.demoMailbox?.list()[0]?.link ?? '';
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    expect((await services.registration.confirmEmail(token)).ok).toBe(true);

    const { user } = renderApp({ services, path: link });
    expect(await screen.findByText('Este link já foi usado.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail do cadastro'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar novo link' }));
    expect(await screen.findByText(/Se o e-mail estiver cadastrado e ainda não confirmado/)).toBeInTheDocument();
  });

  it('says the link is invalid for an unknown token', async () => {
    renderApp({ path: '/confirmar-email?token=nao-existe' });
    expect(await screen.findByText(/Link inválido/)).toBeInTheDocument();
  });

  it('without a token, only offers to mail a new link', async () => {
    renderApp({ path: '/confirmar-email' });
    expect(await screen.findByLabelText('E-mail do cadastro')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/esqueci-a-senha and /resetar-senha', () => {
  it('asks for a valid e-mail in Portuguese', async () => {
    const { user } = renderApp({ path: '/esqueci-a-senha' });
    await user.click(await screen.findByRole('button', { name: 'Enviar link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe o e-mail.');
    await user.type(screen.getByLabelText('E-mail'), 'nao-e-email');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
  });

  it('answers an unknown e-mail like a known one (and sends nothing)', async () => {
    const { services } = createFakeServices();
    const { user } = renderApp({ services, path: '/esqueci-a-senha' });
    await user.type(await screen.findByLabelText('E-mail'), 'ninguem@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('heading', { name: 'Confira seu e-mail' })).toBeInTheDocument();
    expect(services.demoMailbox?.list()).toEqual([]);
  });

  it('resets the password through the mailed link and ends on /home; the old password stops working', async () => {
    const { services, auth } = createFakeServices();
    const { user, currentPath, location } = renderApp({ services, path: '/esqueci-a-senha' });
    await user.type(await screen.findByLabelText('E-mail'), 'corretor@cotador.local');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('heading', { name: 'Confira seu e-mail' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Abrir o link do e-mail' }).getAttribute('href') ?? '';
    expect(link).toMatch(/^\/resetar-senha\?token=/);

    location.navigate(link);
    await user.type(await screen.findByLabelText('Nova senha'), 'curta');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'outra');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(/A senha deve ter pelo menos 8 caracteres\./);
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAccessibleDescription('As senhas não conferem.');

    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'corretor');
    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'corretor');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    // The server (fake) refuses a password equal to the username: under the field.
    expect(await screen.findByText(/A senha não pode ser igual ao nome de usuário\./)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'NovaSenha#2026');
    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'NovaSenha#2026');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha redefinida! Entre com a sua nova senha.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect((await auth.login({ username: 'corretor', password: 'demo1234' })).ok).toBe(false);
    expect((await auth.login({ username: 'corretor', password: 'NovaSenha#2026' })).ok).toBe(true);

    // The same link again: used.
    await services.auth.logout();
    location.navigate(link);
    await user.type(await screen.findByLabelText('Nova senha'), 'OutraSenha#2026');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'OutraSenha#2026');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Este link já foi usado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/esqueci-a-senha');
  });
});
