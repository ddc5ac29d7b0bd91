/**
 * First access in the dashboard: the logo modal, then the tutorial offer; neither comes
 * back afterwards (also after a reload); the modals' open state is exposed.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppUseCases } from '../../src/application/app-use-cases';
import { AlertProvider } from '../../src/ui/app/alert-context';
import { ServicesProvider } from '../../src/ui/app/services-context';
import { SessionProvider } from '../../src/ui/app/session-context';
import { FirstAccessProvider, useFirstAccessModalsOpen } from '../../src/ui/shared/first-access/first-access';
import { createFakeServices, loginAs, renderApp, signInDirectly } from './harness';

/** A whole 1×1 PNG (the fake checks the structure past the signature, as the server decodes it). */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

describe('first access (primeiro)', () => {
  it('shows the logo modal, then the tutorial offer; "Quero aprender a usar" opens /tutoriais', async () => {
    const { services, accounts } = createFakeServices();
    const { user, currentPath } = renderApp({ services });
    await loginAs(user, 'primeiro');
    const logo = await screen.findByRole('dialog', { name: 'Boas-vindas ao Cotador, Pedro!' });
    await user.upload(within(logo).getByLabelText('Logo'), new File([PNG], 'marca.png', { type: 'image/png' }));
    await user.click(within(logo).getByRole('button', { name: 'Salvar logo e continuar' }));
    expect(await screen.findByText('Logo atualizada com sucesso!')).toBeInTheDocument();

    const offer = await screen.findByRole('dialog', { name: 'Quer aprender a usar o Cotador?' });
    await user.click(within(offer).getByRole('button', { name: 'Quero aprender a usar' }));
    await waitFor(() => expect(currentPath()).toBe('/tutoriais'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutoriais' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(accounts.calls).toEqual(['updateProfile', 'completeFirstAccess']);
    // The header now shows the logo.
    expect(await screen.findByAltText('Logo de Pedro Almeida Rocha')).toBeInTheDocument();
  });

  it('"Continuar sem" skips the logo; "Pular tutorial" dismisses; nothing shows after a reload', async () => {
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'primeiro');
    const first = renderApp({ services: fake.services, path: '/' });
    const logo = await screen.findByRole('dialog', { name: /Boas-vindas ao Cotador/ });
    await first.user.click(within(logo).getByRole('button', { name: 'Continuar sem' }));
    const offer = await screen.findByRole('dialog', { name: 'Quer aprender a usar o Cotador?' });
    await first.user.click(within(offer).getByRole('button', { name: 'Pular tutorial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(first.currentPath()).toBe('/');
    // The dialog closes at once; the call reaches the back end after its latency.
    await waitFor(() => expect(fake.accounts.calls).toEqual(['completeFirstAccess']));
    first.unmount();

    // A reload: the session resumes with first_access false, so the welcome flow is not rendered at all
    // (it renders only for a user with first access pending): no dialog once the greeting shows.
    expect(await fake.services.auth.currentUser()).toMatchObject({ ok: true, value: { firstAccess: false } });
    renderApp({ services: fake.services, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Olá, Pedro' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.accounts.calls).toEqual(['completeFirstAccess']);
  });

  it("refuses a logo that is not an image with 'Formato de arquivo não suportado!' and stays on the logo modal", async () => {
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'primeiro');
    const { user } = renderApp({ services: fake.services, path: '/' });
    const logo = await screen.findByRole('dialog', { name: /Boas-vindas ao Cotador/ });
    await user.upload(within(logo).getByLabelText('Logo'), new File(['%PDF-1.4'], 'marca.png', { type: 'image/png' }));
    await user.click(within(logo).getByRole('button', { name: 'Salvar logo e continuar' }));
    await waitFor(() => expect(within(logo).getByLabelText('Logo')).toHaveAccessibleDescription(/Formato de arquivo não suportado!/));
    expect(screen.getByRole('dialog', { name: /Boas-vindas ao Cotador/ })).toBeInTheDocument();
  });

  it('shows nothing to a user whose first access is done', async () => {
    const { user } = renderApp();
    await loginAs(user, 'corretor');
    expect(await screen.findByRole('heading', { name: 'Olá, Carla' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('exposes whether the first-access modals are open (the expiration modal waits for them)', async () => {
    function Probe() {
      return <p>{useFirstAccessModalsOpen() ? 'modais abertos' : 'modais fechados'}</p>;
    }
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'primeiro');
    const location = memoryLocation({ path: '/' });
    const user = userEvent.setup();
    render(
      <ServicesProvider services={fake.services} useCases={createAppUseCases(fake.services)}>
        <AlertProvider>
          <Router hook={location.hook}>
            <SessionProvider>
              <FirstAccessProvider>
                <Probe />
              </FirstAccessProvider>
            </SessionProvider>
          </Router>
        </AlertProvider>
      </ServicesProvider>,
    );
    const logo = await screen.findByRole('dialog', { name: /Boas-vindas ao Cotador/ });
    expect(screen.getByText('modais abertos')).toBeInTheDocument();
    await user.click(within(logo).getByRole('button', { name: 'Continuar sem' }));
    const offer = await screen.findByRole('dialog', { name: 'Quer aprender a usar o Cotador?' });
    expect(screen.getByText('modais abertos')).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Pular tutorial' }));
    expect(await screen.findByText('modais fechados')).toBeInTheDocument();
  });
});
