/**
 * The app's two stages (issue 16, "lean first load"; docs/architecture.md): the landing draws
 * and logs in on the first page's use cases alone; every feature's use cases are loaded (main.tsx's
 * loader: the container and the use cases' chunk) with the first screen that needs them, which
 * waits for them instead of failing.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../src/application/app-services';
import { createAppUseCases, type AppUseCases } from '../../src/application/app-use-cases';
import type { ShellUseCases } from '../../src/application/shell-use-cases';
import { createFakeServices, loginAs, renderApp, signInDirectly } from './harness';

/** A loader as main.tsx's whose answer the test releases. */
function heldLoader(services: AppServices) {
  let release: () => void = () => undefined;
  const loader = vi.fn(
    (shell: ShellUseCases) =>
      new Promise<AppUseCases>((resolve) => {
        release = () => resolve(createAppUseCases(services, shell));
      }),
  );
  return { loader, release: () => act(() => release()) };
}

describe('two stages: the landing first, the features on demand', () => {
  it('draws the landing and logs in without the features, then loads them once for the dashboard', async () => {
    const { services } = createFakeServices();
    const held = heldLoader(services);
    const { user, currentPath } = renderApp({ services, useCases: held.loader });

    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    expect(held.loader).not.toHaveBeenCalled();

    await loginAs(user, 'corretor');
    // The dashboard waits for the features' use cases: a loading state, never an error.
    expect(await screen.findByText('Carregando…')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(held.loader).toHaveBeenCalledTimes(1);

    await held.release();
    expect(await screen.findByRole('heading', { level: 1, name: /Olá/ })).toBeInTheDocument();
    expect(held.loader).toHaveBeenCalledTimes(1);
  });

  it('opens a feature screen straight away once its use cases arrive', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const held = heldLoader(services);
    renderApp({ services, path: '/cotacao', useCases: held.loader });

    expect(await screen.findByText('Carregando…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cotação' })).not.toBeInTheDocument();
    await held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotação' })).toBeInTheDocument();
  });

  it('shows the error page when the features cannot be loaded, without trying again in a loop', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const loader = vi.fn<(shell: ShellUseCases) => Promise<AppUseCases>>().mockRejectedValue(new Error('chunk failed'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ services, path: '/cotacao', useCases: loader });

    expect(await screen.findByText('Erro Inesperado')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });
});
