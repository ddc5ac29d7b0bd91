/**
 * The prerendered landing (Lighthouse; docs/architecture.md, "Two stages, one
 * composition root"): the build renders `/home` in Node (src/ui/app/prerender.tsx) and main.tsx
 * hydrates that markup. The browser's first render must be the same markup, or React throws the
 * page away and draws it again (a hydration error, and a flash on a slow phone).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../src/application/shared/clock';
import { createShellPorts } from '../../src/infrastructure/di/shell-ports';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { App } from '../../src/ui/app/app';
import { renderLanding } from '../../src/ui/app/prerender';

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  window.history.replaceState(null, '', '/');
});

describe('the prerendered landing', () => {
  it('is the first render of /home for a visitor without a session: it hydrates without a mismatch and its form answers', async () => {
    window.history.replaceState(null, '', '/home');
    container = document.createElement('div');
    container.innerHTML = renderLanding();
    document.body.append(container);
    // The page reads before any script: the hero and the login form are in the markup.
    expect(within(container).getByRole('heading', { level: 1, name: /Cote e compare planos de saúde/ })).toBeInTheDocument();
    expect(within(container).getByLabelText('Usuário')).toBeInTheDocument();

    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    // The API never answers here: the first render does not wait for it.
    const shell = createShellPorts({
      mode: 'http',
      apiUrl: 'http://localhost/api/',
      storage: createMemoryKeyValueStore(),
      clock: systemClock,
      fetch: () => new Promise<Response>(() => undefined),
    });
    const heading = within(container).getByRole('heading', { level: 1 });
    await act(async () => {
      root = hydrateRoot(
        container!,
        <StrictMode>
          <App services={shell} useCases={() => new Promise(() => undefined)} />
        </StrictMode>,
        { onRecoverableError: (error) => void recoverable.push(error) },
      );
    });

    expect(recoverable).toEqual([]);
    expect(consoleError.mock.calls.filter((call) => /hydrat|did not match|didn't match/i.test(String(call[0])))).toEqual([]);
    // Hydrated, not drawn again: the same element, now driven by React.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o usuário')).toBeInTheDocument();
  });
});
