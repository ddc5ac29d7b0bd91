/** Plano e Assinaturas with the team ("Equipe"): list, add, edit roles, delete, and the messages of spec point 8. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, renderApp, signInDirectly } from './harness';

async function openPlan(username = 'corretor') {
  const fake = createFakeServices();
  await signInDirectly(fake.services, username);
  // expirando's expiration alert (spec point 4) was already dismissed today.
  fake.services.expirationSkip.write(6, '2026-07-10');
  const view = renderApp({ services: fake.services, path: '/plano-e-assinaturas' });
  await screen.findByRole('heading', { level: 1, name: 'Plano e Assinaturas' });
  return { ...fake, ...view };
}

const teamList = () => screen.findByRole('list', { name: 'Usuários da conta' });

describe('/plano-e-assinaturas', () => {
  it("shows the subscription summary and the account's users", async () => {
    await openPlan();
    const summary = screen.getByRole('region', { name: 'Assinatura' });
    expect(within(summary).getByText('Ativa')).toBeInTheDocument();
    expect(within(summary).getByText('Até 5 usuários')).toBeInTheDocument();
    const list = await teamList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Carla Mendes Ribeiro', 'Gustavo Henrique Alves']);
    expect(within(rows[0]!).getByText('Principal')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Administrador')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Gestor')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 de 5 usuários do seu plano')).toBeInTheDocument();
  });

  it('is forbidden to a gestor (no admin role)', async () => {
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'gestor');
    renderApp({ services: fake.services, path: '/plano-e-assinaturas' });
    expect((await screen.findAllByText('Forbidden')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Equipe' })).not.toBeInTheDocument();
  });

  it('skips the call when the plan allows one user and shows only the current user', async () => {
    const { accounts } = await openPlan('expirando');
    const list = await teamList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Seu plano permite até 1 usuário. Para montar sua equipe, escolha um plano com mais usuários.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar usuário' })).toBeDisabled();
    expect(accounts.calls).not.toContain('list');
  });

  it("says 'Erro ao buscar usuário! Por favor, tente novamente.' when the list fails", async () => {
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'corretor');
    // The screen also asks for the team's history at the same time: fail the list itself.
    fake.accounts.failNextWith({ kind: 'unavailable', message: 'Sem conexão' }, 'list');
    renderApp({ services: fake.services, path: '/plano-e-assinaturas' });
    const alerts = await screen.findAllByText('Erro ao buscar usuário! Por favor, tente novamente.');
    expect(alerts.length).toBeGreaterThan(0);
  });
});

describe('adding a user', () => {
  it('validates in Portuguese, then shows server field errors where the admin typed', async () => {
    const { user } = await openPlan();
    await teamList();
    await user.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar usuário' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByLabelText('Nome completo')).toHaveAccessibleDescription('Informe o nome.');
    expect(within(dialog).getByLabelText('CPF')).toHaveAccessibleDescription('Informe o CPF.');
    expect(within(dialog).getByLabelText('Senha')).toHaveAccessibleDescription(/Informe a senha\./);

    await user.type(within(dialog).getByLabelText('Nome completo'), 'Rafael Dias');
    await user.type(within(dialog).getByLabelText('Usuário'), 'gestor');
    await user.type(within(dialog).getByLabelText('E-mail'), 'gestor@cotador.local');
    await user.type(within(dialog).getByLabelText('CPF'), '52998224725');
    await user.type(within(dialog).getByLabelText('Telefone (com DDD)'), '11912345678');
    await user.type(within(dialog).getByLabelText('Senha'), 'Equipe#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription('Já existe um usuário com este e-mail.'));
    expect(within(dialog).getByLabelText('Usuário')).toHaveAccessibleDescription('Já existe um usuário com este nome de usuário.');
  });

  it("adds a member with the chosen role: 'Usuário adicionado com sucesso!'", async () => {
    const { user, auth } = await openPlan();
    await teamList();
    await user.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar usuário' });
    await user.type(within(dialog).getByLabelText('Nome completo'), 'Rafael Dias');
    await user.type(within(dialog).getByLabelText('Usuário'), 'rafael.dias');
    await user.type(within(dialog).getByLabelText('E-mail'), 'rafael@example.com');
    await user.type(within(dialog).getByLabelText('CPF'), '52998224725');
    await user.type(within(dialog).getByLabelText('Telefone (com DDD)'), '11912345678');
    await user.type(within(dialog).getByLabelText('Senha'), 'Equipe#2026');
    // The least privilege by default: 'Corretor'.
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Papel').selectedOptions[0]?.textContent).toBe('Corretor');
    await user.selectOptions(within(dialog).getByLabelText('Papel'), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Usuário adicionado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await within(await teamList()).findByRole('listitem', { name: 'Rafael Dias' });
    expect(within(row).getByText('Gestor')).toBeInTheDocument();
    expect(auth.users.find((u) => u.username === 'rafael.dias')).toMatchObject({ cpf: '52998224725', phone: '11912345678', roles: ['manager'] });
  });

  it("refuses beyond the plan with 'Seu plano permite até 5 usuários.' in the dialog", async () => {
    const { user, services } = await openPlan();
    await teamList();
    for (const [i, name] of ['Um', 'Dois'].entries()) {
      const result = await services.team.add('corretor', { name: `Membro ${name}`, username: `membro${i}`, email: `m${i}@example.com`, cpf: '52998224725', phone: '11912345678', password: 'Equipe#2026', roles: ['user'] });
      expect(result.ok).toBe(true);
    }
    // Another browser tab added the 5th user meanwhile: this page still shows 4.
    await user.click(screen.getByRole('button', { name: 'Adicionar usuário' }));
    await services.team.add('corretor', { name: 'Membro Tres', username: 'membro3', email: 'm3@example.com', cpf: '52998224725', phone: '11912345678', password: 'Equipe#2026', roles: ['user'] });
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar usuário' });
    await user.type(within(dialog).getByLabelText('Nome completo'), 'Sexto Membro');
    await user.type(within(dialog).getByLabelText('Usuário'), 'sexto');
    await user.type(within(dialog).getByLabelText('E-mail'), 'sexto@example.com');
    await user.type(within(dialog).getByLabelText('CPF'), '52998224725');
    await user.type(within(dialog).getByLabelText('Telefone (com DDD)'), '11912345678');
    await user.type(within(dialog).getByLabelText('Senha'), 'Equipe#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Seu plano permite até 5 usuários.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  });
});

describe('editing roles and deleting', () => {
  it("edits a member's roles: 'Usuário editado com sucesso!'", async () => {
    const { user, auth } = await openPlan();
    const list = await teamList();
    await user.click(within(list).getByRole('button', { name: 'Editar papéis de Gustavo Henrique Alves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar papéis de Gustavo Henrique Alves' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Corretor/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Gestor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar papéis' }));
    expect(await screen.findByText('Usuário editado com sucesso!')).toBeInTheDocument();
    expect(auth.users.find((u) => u.username === 'gestor')?.roles).toEqual(['user']);
    const row = await within(await teamList()).findByRole('listitem', { name: 'Gustavo Henrique Alves' });
    await waitFor(() => expect(within(row).getByText('Corretor')).toBeInTheDocument());
  });

  it('asks for at least one role and keeps the principal an administrator', async () => {
    const { user } = await openPlan();
    const list = await teamList();
    await user.click(within(list).getByRole('button', { name: 'Editar papéis de Carla Mendes Ribeiro' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: /Administrador/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /Administrador/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(list).getByRole('button', { name: 'Editar papéis de Gustavo Henrique Alves' }));
    const other = await screen.findByRole('dialog', { name: /Gustavo/ });
    await user.click(within(other).getByRole('checkbox', { name: /Gestor/ }));
    await user.click(within(other).getByRole('button', { name: 'Salvar papéis' }));
    expect(within(other).getByText('Escolha ao menos um papel.')).toBeInTheDocument();
  });

  it("says 'Erro ao editar usuário! Por favor, tente novamente.' when the change fails", async () => {
    const { user, accounts } = await openPlan();
    const list = await teamList();
    await user.click(within(list).getByRole('button', { name: 'Editar papéis de Gustavo Henrique Alves' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Corretor/ }));
    accounts.failNextWith({ kind: 'unavailable', message: 'Sem conexão' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar papéis' }));
    expect(await screen.findByText('Erro ao editar usuário! Por favor, tente novamente.')).toBeInTheDocument();
  });

  it("deletes after confirming: 'Usuário deletado com sucesso!'", async () => {
    const { user, auth } = await openPlan();
    const list = await teamList();
    await user.click(within(list).getByRole('button', { name: 'Excluir Gustavo Henrique Alves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir usuário?' });
    expect(within(dialog).getByText(/perderá o acesso ao Cotador/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(auth.users.some((u) => u.username === 'gestor')).toBe(true);

    await user.click(within(list).getByRole('button', { name: 'Excluir Gustavo Henrique Alves' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir usuário' }));
    expect(await screen.findByText('Usuário deletado com sucesso!')).toBeInTheDocument();
    expect(auth.users.some((u) => u.username === 'gestor')).toBe(false);
    await waitFor(async () => expect(within(await teamList()).getAllByRole('listitem')).toHaveLength(1));
  });

  it("says 'Erro ao deletar usuário! Por favor, tente novamente.' when the deletion fails", async () => {
    const { user, accounts } = await openPlan();
    const list = await teamList();
    await user.click(within(list).getByRole('button', { name: 'Excluir Gustavo Henrique Alves' }));
    accounts.failNextWith({ kind: 'unavailable', message: 'Sem conexão' });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir usuário' }));
    expect(await screen.findByText('Erro ao deletar usuário! Por favor, tente novamente.')).toBeInTheDocument();
  });
});
