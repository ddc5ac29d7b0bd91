/**
 * The app's two stages (docs/architecture.md): the landing draws
 * and logs in on the first page's use cases alone; each feature's use cases are loaded (main.tsx's
 * loader: the container, then that feature's chunk) with the first screen that needs them, which
 * waits for them instead of failing; a screen waits for its own features only, not for the other
 * features' nor for the dashboard layout's extras.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../src/application/app-services';
import { createAppUseCases, type AppUseCases, type FeatureName } from '../../src/application/app-use-cases';
import type { ShellUseCases } from '../../src/application/shell-use-cases';
import type { FeatureUseCasesLoader } from '../../src/ui/app/services-context';
import { createFakeServices, loginAs, renderApp, signInDirectly } from './harness';

/** A loader as main.tsx's whose answers the test releases, feature by feature. */
function heldLoader(services: AppServices) {
  const pending = new Map<FeatureName, () => void>();
  const calls: FeatureName[] = [];
  const loader: FeatureUseCasesLoader = <K extends FeatureName>(feature: K, shell: ShellUseCases) =>
    new Promise<AppUseCases[K]>((resolve) => {
      calls.push(feature);
      pending.set(feature, () => resolve(createAppUseCases(services, shell)[feature]));
    });
  const release = (...features: FeatureName[]) =>
    act(() => {
      for (const feature of features.length > 0 ? features : [...pending.keys()]) pending.get(feature)?.();
    });
  return { loader, calls, release };
}

const screenLoading = () => screen.findByRole('status', { name: 'Carregando' });

describe('two stages: the landing first, each feature on demand', () => {
  it('draws the landing and logs in without any feature, then loads the dashboard\'s once each', async () => {
    const { services } = createFakeServices();
    const held = heldLoader(services);
    const { user, currentPath } = renderApp({ services, useCases: held.loader });

    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    expect(held.calls).toEqual([]);

    await loginAs(user, 'corretor');
    // The dashboard waits for its features' use cases: a loading state, never an error.
    expect(await screenLoading()).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(held.calls).toContain('tableUpdates');

    await held.release();
    expect(await screen.findByRole('heading', { level: 1, name: /Olá/ })).toBeInTheDocument();
    await held.release();
    // Each feature fetched once; the quotation, proposal, life and control panel features never.
    expect(new Set(held.calls).size).toBe(held.calls.length);
    for (const feature of ['quotation', 'proposal', 'life', 'planAdmin'] as const) expect(held.calls).not.toContain(feature);
  });

  it('opens /cotacao on the quotation feature alone: the layout\'s extras and other features do not hold it', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const held = heldLoader(services);
    renderApp({ services, path: '/cotacao', useCases: held.loader });

    expect(await screenLoading()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cotação' })).not.toBeInTheDocument();
    await held.release('quotation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotação' })).toBeInTheDocument();
    // The header's table updates button comes with its own feature, after the screen.
    expect(screen.queryByRole('button', { name: /Atualizações de tabelas/ })).not.toBeInTheDocument();
    await held.release();
    expect(await screen.findByRole('button', { name: /Atualizações de tabelas/ })).toBeInTheDocument();
    for (const feature of ['proposal', 'life', 'planAdmin'] as const) expect(held.calls).not.toContain(feature);
  });

  it('shows the error page when a feature cannot be loaded, without trying again in a loop', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const calls: FeatureName[] = [];
    const loader: FeatureUseCasesLoader = (feature) => {
      calls.push(feature);
      return Promise.reject(new Error('chunk failed'));
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ services, path: '/cotacao', useCases: loader });

    expect(await screen.findByText('Erro Inesperado')).toBeInTheDocument();
    expect(calls.filter((feature) => feature === 'quotation')).toHaveLength(1);
    quiet.mockRestore();
  });
});
