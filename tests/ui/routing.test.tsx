import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { APP_ROUTES } from '../../src/domain/app-routes';
import { RouteErrorBoundary } from '../../src/ui/features/errors/route-error-boundary';
import { ROUTE_VIEWS } from '../../src/ui/app/route-views';
import { createFakeServices, renderApp, signInDirectly } from './harness';

describe('routing and guard', () => {
  it('declares a view for every route of APP_ROUTES', () => {
    for (const route of APP_ROUTES) expect(ROUTE_VIEWS[route.id]).toBeDefined();
  });

  it("shows 'This page could not be found' with 404 for an unknown route", async () => {
    renderApp({ path: '/rota-que-nao-existe' });
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Página Não Encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Cotador de Planos de Saúde | Página Não Encontrada');
  });

  it('sends an anonymous visitor of a private page to /home', async () => {
    const { currentPath } = renderApp({ path: '/cotacao' });
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(document.title).toBe('Cotador de Planos de Saúde | Início');
  });

  it('shows the 403 page to a non-superuser on /admin/painel-de-controle', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'gestor');
    renderApp({ services, path: '/admin/painel-de-controle' });
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Forbidden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Abrir menu do usuário/ })).toBeInTheDocument();
  });

  it('keeps a blocked user on /assinatura whatever page is asked', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'bloqueado');
    const { currentPath } = renderApp({ services, path: '/cotacao' });
    expect(await screen.findByText('Seu acesso está bloqueado')).toBeInTheDocument();
    expect(currentPath()).toBe('/assinatura');
    expect(document.title).toBe('Cotador de Planos de Saúde | Assinatura');
  });

  it('takes a broker blocked during the session to /assinatura when the API answers 402', async () => {
    const { services, auth } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const { currentPath } = renderApp({ services, path: '/cotacao' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotação' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cotacao');
    // The account is blocked on the server (e.g. the billing job); the next paid call answers 402.
    const corretor = auth.users.find((user) => user.username === 'corretor');
    if (!corretor) throw new Error('demo user corretor missing');
    corretor.payment = 'BL';
    act(() => services.sessionSignal.emitPaymentRequired());
    await waitFor(() => expect(currentPath()).toBe('/assinatura'));
  });

  it('lets a blocked user open /assinatura/gerenciamento (default layout)', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'bloqueado');
    renderApp({ services, path: '/assinatura/gerenciamento' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerenciar assinatura' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sair e voltar para o início/ })).toHaveAttribute('href', '/logout');
  });

  it('shows the public /registro-e-assinatura with its title, on the new auth layout', async () => {
    renderApp({ path: '/registro-e-assinatura' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crie sua conta e assine' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Mostrar slide/ })).toHaveLength(3);
    expect(document.title).toBe('Cotador de Planos de Saúde | Cadastro e assinatura');
  });

  it('shows the 3-slide carousel on the new auth pages', async () => {
    renderApp({ path: '/registrar' });
    await screen.findByRole('heading', { level: 1, name: 'Crie sua conta' });
    expect(screen.getAllByRole('button', { name: /Mostrar slide/ })).toHaveLength(3);
  });

  it('shows the life-insurance layout on /seguro-de-vida/porto_seguro', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    renderApp({ services, path: '/seguro-de-vida/porto_seguro' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguro de Vida' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Porto Seguro')).toBeInTheDocument();
  });
});

describe('error boundary', () => {
  it('shows the 500 page when a screen throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <RouteErrorBoundary resetKey="/x">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('Erro Inesperado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ops! Tivemos um erro ao processar sua requisição' })).toBeInTheDocument();
    expect(screen.getByText('Por favor, tente novamente em alguns minutos')).toBeInTheDocument();
    spy.mockRestore();
  });
});
