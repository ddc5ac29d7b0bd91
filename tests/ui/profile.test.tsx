/**
 * /perfil: personal data and the logo, with the messages of spec point 8; a new e-mail asks
 * for the current password and waits for the link mailed to it (/confirmar-novo-email).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServices, DEMO_PASSWORD, renderApp, signInDirectly } from './harness';

/** A whole 1×1 PNG (the fake checks the structure past the signature, as the server decodes it). */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

async function openProfile(username = 'corretor') {
  const fake = createFakeServices();
  await signInDirectly(fake.services, username);
  const view = renderApp({ services: fake.services, path: '/perfil' });
  await screen.findByRole('heading', { level: 1, name: 'Editar Perfil' });
  return { ...fake, ...view };
}

describe('/perfil', () => {
  it('shows the user with the phone masked and username/CPF read-only', async () => {
    await openProfile();
    expect(screen.getByLabelText('Nome')).toHaveValue('Carla Mendes Ribeiro');
    expect(screen.getByLabelText('E-mail')).toHaveValue('corretor@cotador.local');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByText('111.444.777-35')).toBeInTheDocument();
    expect(document.title).toBe('Cotador de Planos de Saúde | Editar Perfil');
  });

  it("saves name and phone (as digits), says 'Dados atualizados com sucesso!' and reloads the user", async () => {
    const { user, auth } = await openProfile();
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Carla M. Ribeiro');
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '21998761234');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    expect(auth.users.find((u) => u.username === 'corretor')).toMatchObject({ name: 'Carla M. Ribeiro', phone: '21998761234' });
    // The header shows the reloaded user.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Abrir menu do usuário/ })).toHaveAttribute('title', 'Carla M. Ribeiro'));
  });

  it('validates in Portuguese and shows a taken e-mail under the field', async () => {
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText('Nome'));
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '1199');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Informe o nome.');
    expect(screen.getByLabelText('Telefone')).toHaveAccessibleDescription('Telefone inválido. Informe o DDD e o número.');

    await user.type(screen.getByLabelText('Nome'), 'Carla');
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'gestor@cotador.local');
    await user.type(screen.getByLabelText('Senha atual'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Erro ao salvar atualizações')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Já existe um usuário com este e-mail.');
  });


  it("uploads a PNG logo with a preview: 'Logo atualizada com sucesso!' and the header shows it", async () => {
    const { user, auth } = await openProfile();
    expect(screen.getByText('Sem logo')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), new File([PNG], 'minha-logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Pré-visualização da nova logo' })).toBeInTheDocument();
    expect(screen.getByText('minha-logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar logo' }));
    expect(await screen.findByText('Logo atualizada com sucesso!')).toBeInTheDocument();
    expect(auth.users.find((u) => u.username === 'corretor')?.logoUrl).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByAltText('Logo de Carla Mendes Ribeiro')).toBeInTheDocument();
  });

  it("refuses a file that is not png/jpeg/jpg: 'Formato de arquivo não suportado!'", async () => {
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'corretor');
    renderApp({ services: fake.services, path: '/perfil' });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { name: 'Editar Perfil' });
    await user.upload(screen.getByLabelText('Logo'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Formato de arquivo não suportado!');
    expect(screen.getByRole('button', { name: 'Salvar logo' })).toBeDisabled();
    expect(fake.accounts.calls).not.toContain('updateProfile');
  });

  it("shows the server's refusal of a renamed PDF: 'Formato de arquivo não suportado!'", async () => {
    const { user } = await openProfile();
    await user.upload(screen.getByLabelText('Logo'), new File(['%PDF-1.4'], 'logo.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Salvar logo' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Formato de arquivo não suportado!');
    expect(screen.getByLabelText('Logo')).toHaveAccessibleDescription(/Formato de arquivo não suportado!/);
  });

  it("says 'Erro ao salvar atualizações' when the server cannot be reached", async () => {
    const { user, accounts } = await openProfile();
    await user.upload(screen.getByLabelText('Logo'), new File([PNG], 'logo.png', { type: 'image/png' }));
    accounts.failNextWith({ kind: 'unavailable', message: 'Sem conexão' });
    await user.click(await screen.findByRole('button', { name: 'Salvar logo' }));
    expect(within(await screen.findByRole('alert')).getByText('Erro ao salvar atualizações')).toBeInTheDocument();
  });
});

describe('/perfil: changing the e-mail', () => {
  it('asks for the current password only once the e-mail differs', async () => {
    const { user } = await openProfile();
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'carla.nova@example.com');
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('type', 'password');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'CORRETOR@cotador.local');
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
  });

  it('refuses to send without the current password, and shows a wrong one under the field', async () => {
    const { user, accounts, auth } = await openProfile();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'carla.nova@example.com');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription(/Informe a sua senha atual para mudar o e-mail\./);
    expect(accounts.calls).not.toContain('updateProfile');

    await user.type(screen.getByLabelText('Senha atual'), 'senha-errada');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription(/Senha atual incorreta\./));
    expect(auth.users.find((u) => u.username === 'corretor')?.email).toBe('corretor@cotador.local');
  });

  it("says a link was sent, keeps the current e-mail until it is opened, and the link changes it", async () => {
    const { user, auth, services, location } = await openProfile();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'carla.nova@example.com');
    await user.type(screen.getByLabelText('Senha atual'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Enviamos um link de confirmação para o novo e-mail. O seu e-mail só muda depois que você abrir esse link.')).toBeInTheDocument();
    expect(screen.queryByText('Dados atualizados com sucesso!')).not.toBeInTheDocument();
    expect(screen.getByText('carla.nova@example.com', { selector: 'strong' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('corretor@cotador.local'));
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
    expect(auth.users.find((u) => u.username === 'corretor')?.email).toBe('corretor@cotador.local');

    // A notice went to the old address; the link to the new one (shown in the fake mode's mailbox).
    const mails = services.demoMailbox?.list() ?? [];
    expect(mails.find((m) => m.to === 'corretor@cotador.local')?.subject).toBe('Pedido de troca de e-mail no Cotador');
    const mailbox = screen.getByRole('region', { name: 'Caixa de e-mails (modo demonstração)' });
    const link = within(mailbox).getByRole('link', { name: 'Abrir o link do e-mail' });
    expect(link.getAttribute('href')).toMatch(/^\/confirmar-novo-email\?token=/);

    location.navigate(link.getAttribute('href') ?? '');
    expect(await screen.findByText('E-mail alterado! A partir de agora use o novo endereço.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Editar Perfil' });
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('carla.nova@example.com'));
    expect(auth.users.find((u) => u.username === 'corretor')?.email).toBe('carla.nova@example.com');
  });
});

describe('/confirmar-novo-email', () => {
  async function pendingLink() {
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'corretor');
    const asked = await fake.services.profile.updateProfile('corretor', { email: 'carla.nova@example.com', currentPassword: DEMO_PASSWORD });
    expect(asked).toEqual({ ok: true, value: { pendingEmail: 'carla.nova@example.com' } });
    const link = fake.services.demoMailbox?.list().find((m) => m.to === 'carla.nova@example.com')?.link ?? '';
    return { ...fake, link, token: new URL(link, 'http://x').searchParams.get('token') ?? '' };
  }

  it("says 'Este link já foi usado.' for a used link, and that the e-mail did not change", async () => {
    const { services, link, token } = await pendingLink();
    expect((await services.profile.confirmEmailChange(token)).ok).toBe(true);
    renderApp({ services, path: link });
    expect(await screen.findByText('Este link já foi usado.')).toBeInTheDocument();
    expect(screen.getByText(/O seu e-mail não mudou/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Editar Perfil' })).toHaveAttribute('href', '/perfil');
  });

  it('says the link is invalid for an unknown token or none', async () => {
    renderApp({ path: '/confirmar-novo-email?token=nao-existe' });
    expect(await screen.findByText(/Link inválido/)).toBeInTheDocument();
    expect(document.title).toBe('Cotador de Planos de Saúde | Confirmar novo e-mail');
  });

  it('works without being logged in (the link opened on another device) and goes to /home', async () => {
    const { services, link, auth } = await pendingLink();
    await services.auth.logout();
    const { currentPath } = renderApp({ services, path: link });
    expect(await screen.findByText('E-mail alterado! A partir de agora use o novo endereço.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(auth.users.find((u) => u.username === 'corretor')?.email).toBe('carla.nova@example.com');
  });

  describe("a member's e-mail asked by an admin", () => {
    async function adminRequestLink() {
      const fake = createFakeServices();
      await signInDirectly(fake.services, 'corretor');
      const asked = await fake.services.profile.updateProfile('gestor', { email: 'gustavo.novo@example.com' });
      expect(asked).toEqual({ ok: true, value: { pendingEmail: 'gustavo.novo@example.com' } });
      await fake.services.auth.logout();
      const link = fake.services.demoMailbox?.list().find((m) => m.to === 'gustavo.novo@example.com')?.link ?? '';
      expect(link).toMatch(/^\/confirmar-novo-email\?token=/);
      return { ...fake, link };
    }
    const emailOf = (auth: { users: Array<{ username: string; email: string }> }) => auth.users.find((u) => u.username === 'gestor')?.email;

    it("asks the member's password, says a wrong one under the field, and changes the e-mail with the right one", async () => {
      const { services, link, auth } = await adminRequestLink();
      const { user, currentPath } = renderApp({ services, path: link });
      expect(await screen.findByText('Este pedido de troca foi feito por um administrador da conta. Informe a sua senha para confirmar o novo e-mail.')).toBeInTheDocument();
      const field = screen.getByLabelText('Sua senha');
      expect(field).toHaveAttribute('type', 'password');
      expect(emailOf(auth)).toBe('gestor@cotador.local');

      await user.click(screen.getByRole('button', { name: 'Confirmar novo e-mail' }));
      expect(await screen.findByText('Informe a sua senha.')).toBeInTheDocument();

      await user.type(field, 'senha-do-admin');
      await user.click(screen.getByRole('button', { name: 'Confirmar novo e-mail' }));
      expect(await screen.findByText('Senha atual incorreta.')).toBeInTheDocument();
      expect(emailOf(auth)).toBe('gestor@cotador.local');

      await user.clear(screen.getByLabelText('Sua senha'));
      await user.type(screen.getByLabelText('Sua senha'), DEMO_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Confirmar novo e-mail' }));
      expect(await screen.findByText('E-mail alterado! A partir de agora use o novo endereço.')).toBeInTheDocument();
      await waitFor(() => expect(currentPath()).toBe('/home'));
      expect(emailOf(auth)).toBe('gustavo.novo@example.com');
    });

    it('says a used link is used, without asking the password again', async () => {
      const { services, link } = await adminRequestLink();
      const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
      expect((await services.profile.confirmEmailChange(token, DEMO_PASSWORD)).ok).toBe(true);
      renderApp({ services, path: link });
      expect(await screen.findByText('Este link já foi usado.')).toBeInTheDocument();
      expect(screen.queryByLabelText('Sua senha')).not.toBeInTheDocument();
    });
  });
});
