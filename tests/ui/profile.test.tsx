/** /perfil: personal data and the logo, with the messages of spec point 8. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeServices, renderApp, signInDirectly } from './harness';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

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

  it("saves name, e-mail and phone (as digits), says 'Dados atualizados com sucesso!' and reloads the user", async () => {
    const { user, auth } = await openProfile();
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Carla M. Ribeiro');
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '21998761234');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeInTheDocument();
    expect(auth.users.find((u) => u.username === 'corretor')).toMatchObject({ name: 'Carla M. Ribeiro', phone: '21998761234' });
    // The header shows the reloaded user.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir menu do usuário' })).toHaveAttribute('title', 'Carla M. Ribeiro'));
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
    expect(await screen.findByRole('img', { name: 'Logo de Carla Mendes Ribeiro' })).toBeInTheDocument();
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
