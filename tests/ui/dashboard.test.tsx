import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, renderApp, signInDirectly } from './harness';

async function renderDashboardAs(username: string, path = '/') {
  const { services, auth } = createFakeServices();
  await signInDirectly(services, username);
  const rendered = renderApp({ services, path });
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, auth };
}

async function openNavDrawer(user: Awaited<ReturnType<typeof renderDashboardAs>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Abrir navegação' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

async function openUserDrawer(user: Awaited<ReturnType<typeof renderDashboardAs>>['user']) {
  await user.click(screen.getByRole('button', { name: /^Abrir menu do usuário/ }));
  return screen.findByRole('dialog', { name: 'Minha conta' });
}

describe('dashboard index', () => {
  it('greets the user and links the main jobs', async () => {
    await renderDashboardAs('corretor');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Olá, Carla' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Cotar planos de saúde' })).toHaveAttribute('href', '/cotacao');
    expect(within(main).getByRole('link', { name: 'Operadoras' })).toHaveAttribute('href', '/instituicoes');
    expect(within(main).getByRole('link', { name: 'Seguro de vida' })).toHaveAttribute('href', '/seguro-de-vida/porto_seguro');
    expect(within(main).getByRole('link', { name: 'Tutoriais' })).toHaveAttribute('href', '/tutoriais');
  });

  it('shows the demo banner, the footer texts and the support buttons', async () => {
    await renderDashboardAs('corretor');
    expect(screen.getByText('Modo demonstração: dados fictícios')).toBeInTheDocument();
    expect(screen.getByText('O Cotador ajuda corretores a cotar, comparar e apresentar planos de saúde e seguros de vida.')).toBeInTheDocument();
    expect(screen.getByText('Os valores e as redes credenciadas podem ser alterados a qualquer momento, sem aviso prévio.')).toBeInTheDocument();
    // The fake mode's configured number; the text names the broker.
    const whatsapp = await screen.findByRole('link', { name: 'Falar com o suporte pelo WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(`https://wa.me/5511999990000?text=${encodeURIComponent('Olá! Sou Carla Mendes Ribeiro e preciso de ajuda com o Cotador.')}`);
    expect(await screen.findByRole('button', { name: 'Abrir chat de suporte' })).toBeInTheDocument();
  });

  it('opens the support chat dialog and the table updates dialog', async () => {
    const { user } = await renderDashboardAs('corretor');
    await user.click(screen.getByRole('button', { name: 'Abrir chat de suporte' }));
    const chat = await screen.findByRole('dialog', { name: 'Fale com o suporte' });
    expect(await within(chat).findByRole('log', { name: 'Conversa com o suporte' })).toHaveTextContent('Envie sua dúvida');
    expect(within(chat).getByLabelText('Sua mensagem')).toBeInTheDocument();
    await user.click(within(chat).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const updates = await screen.findByRole('button', { name: 'Atualizações de tabelas' });
    await user.click(updates);
    const dialog = await screen.findByRole('dialog', { name: 'Atualizações de tabelas' });
    expect(await within(dialog).findByRole('table', { name: 'Previsão de atualizações' })).toBeInTheDocument();
  });
});

describe('left drawer', () => {
  it('lists Dashboard and Tutoriais, without Painel de Controle for a non-superuser', async () => {
    const { user } = await renderDashboardAs('gestor');
    const drawer = await openNavDrawer(user);
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(within(drawer).getByRole('link', { name: 'Tutoriais' })).toHaveAttribute('href', '/tutoriais');
    expect(screen.queryByRole('link', { name: 'Painel de Controle' })).not.toBeInTheDocument();
  });

  it("finds the operators through 'Operadoras' and keeps it marked on an operator's page", async () => {
    const { user, currentPath } = await renderDashboardAs('gestor');
    const drawer = await openNavDrawer(user);
    const operators = within(drawer).getByRole('link', { name: 'Operadoras' });
    expect(operators).toHaveAttribute('href', '/instituicoes');
    await user.click(operators);
    expect(await screen.findByRole('heading', { level: 1, name: 'Operadoras' })).toBeInTheDocument();
    expect(currentPath()).toBe('/instituicoes');
    const first = within(screen.getByRole('list', { name: 'Operadoras' })).getAllByRole('link')[0]!;
    await user.click(first);
    expect(await screen.findByRole('link', { name: 'Todas as operadoras' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const marked = [...document.querySelectorAll('a[aria-current="page"]')].filter((link) => !main.contains(link));
    expect(marked.map((link) => link.textContent)).toContain('Operadoras');
  });

  it('shows Painel de Controle to a superuser (admin)', async () => {
    const { user, currentPath } = await renderDashboardAs('admin');
    const drawer = await openNavDrawer(user);
    const panel = within(drawer).getByRole('link', { name: 'Painel de Controle' });
    expect(panel).toHaveAttribute('href', '/admin/painel-de-controle');
    await user.click(panel);
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel de Controle' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/painel-de-controle');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('right drawer', () => {
  it("shows the gestor's name and a disabled 'Plano e Assinaturas'", async () => {
    const { user } = await renderDashboardAs('gestor');
    const drawer = await openUserDrawer(user);
    expect(within(drawer).getByText('Gustavo Henrique Alves')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Editar Perfil' })).toHaveAttribute('href', '/perfil');
    const subscription = within(drawer).getByRole('button', { name: 'Plano e Assinaturas' });
    expect(subscription).toBeDisabled();
    expect(subscription).toHaveAccessibleDescription('Disponível apenas para administradores da conta.');
    expect(within(drawer).getByRole('button', { name: 'Sair' })).toBeEnabled();
  });

  it("links 'Plano e Assinaturas' to /plano-e-assinaturas for an admin-role user", async () => {
    const { user } = await renderDashboardAs('corretor');
    const drawer = await openUserDrawer(user);
    expect(within(drawer).getByRole('link', { name: 'Plano e Assinaturas' })).toHaveAttribute('href', '/plano-e-assinaturas');
  });

  it('shows the user logo when there is one', async () => {
    const { services, auth } = createFakeServices();
    const corretor = auth.users.find((u) => u.username === 'corretor');
    if (corretor) corretor.logoUrl = '/media/logos/corretor.png';
    await signInDirectly(services, 'corretor');
    const { user } = renderApp({ services, path: '/' });
    await screen.findByRole('heading', { name: 'Olá, Carla' });
    const drawer = await openUserDrawer(user);
    expect(within(drawer).getByRole('img', { name: 'Logo de Carla Mendes Ribeiro' })).toHaveAttribute('src', '/media/logos/corretor.png');
  });
});
