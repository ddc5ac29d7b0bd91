/**
 * The app's shell on the fake back end: the support chat (text only, validation,
 * answers arriving live with an unread badge), the superusers' inbox, the feedback sheet on
 * the index route only, the mobile alert rule, the LGPD consent before any tracker, and the
 * spec's loading text driven by an injected timer.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeSupportGateway } from '../../src/infrastructure/fake/support.fake';
import { createFakePublicSettings, FAKE_PUBLIC_SETTINGS } from '../../src/infrastructure/fake/support.fake';
import { LoadingText, type Schedule } from '../../src/ui/shared/loading-text';
import { createFakeServices, renderApp, signInDirectly } from './harness';

const originalWidth = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: originalWidth });
});

async function dashboardAs(username: string, path = '/', prepare?: (services: ReturnType<typeof createFakeServices>['services']) => Promise<void> | void) {
  const fake = createFakeServices();
  await signInDirectly(fake.services, username);
  await prepare?.(fake.services);
  const rendered = renderApp({ services: fake.services, path });
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, services: fake.services, support: fake.services.support as FakeSupportGateway };
}

describe('support chat', () => {
  it('sends text (never HTML), refuses an empty message, and shows an answer live with an unread badge', async () => {
    const { user, support } = await dashboardAs('corretor');
    await user.click(await screen.findByRole('button', { name: 'Abrir chat de suporte' }));
    const chat = await screen.findByRole('dialog', { name: 'Fale com o suporte' });
    // Monday 09:00 in Brasília (the harness clock): open, so only the hours are shown.
    expect(within(chat).getByText(/De segunda a sexta, das 9h às 18h/)).toBeInTheDocument();
    expect(within(chat).queryByText(/fora do horário/)).not.toBeInTheDocument();
    // The composer is enabled once the conversation is in (a spinner stands in its place before).
    const log = await within(chat).findByRole('log', { name: 'Conversa com o suporte' });

    await user.click(within(chat).getByRole('button', { name: 'Enviar' }));
    expect(within(chat).getByRole('alert')).toHaveTextContent('Escreva uma mensagem.');

    await user.type(within(chat).getByLabelText('Sua mensagem'), '<b>Olá</b> preciso de ajuda{Enter}');
    await within(log).findByText('<b>Olá</b> preciso de ajuda');
    expect(log.querySelector('b')).toBeNull();

    await user.click(within(chat).getByRole('button', { name: 'Fechar' }));
    const conversationId = [...support.conversations.values()][0]!.id;
    act(() => void support.answerAs('admin', conversationId, 'Olá, Carla! Como posso ajudar?'));
    expect(await screen.findByText('1', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir chat de suporte' })).toHaveAccessibleDescription('1 mensagem nova');

    await user.click(screen.getByRole('button', { name: 'Abrir chat de suporte' }));
    const reopened = await screen.findByRole('dialog', { name: 'Fale com o suporte' });
    expect(await within(reopened).findByText('Olá, Carla! Como posso ajudar?')).toBeInTheDocument();
    // Read while open: the badge goes (the button sits behind the open dialog).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir chat de suporte', hidden: true })).not.toHaveAccessibleDescription(/mensagem nova/));
  });

  it('tells when an answer is expected outside business hours', async () => {
    const fake = createFakeServices();
    fake.services.clock = { now: () => new Date('2026-07-11T15:00:00Z') }; // Saturday
    await signInDirectly(fake.services, 'corretor');
    const { user } = renderApp({ services: fake.services, path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('button', { name: 'Abrir chat de suporte' }));
    const chat = await screen.findByRole('dialog', { name: 'Fale com o suporte' });
    expect(within(chat).getByText(/Responderemos a partir de segunda-feira, às 9h\./)).toBeInTheDocument();
  });

  it('superusers see unread conversations in the inbox and answer them', async () => {
    const { user, support } = await dashboardAs('admin', '/', async (services) => {
      await signInDirectly(services, 'corretor');
      await services.support.send('Minha tabela não atualizou');
      await signInDirectly(services, 'admin');
    });
    await user.click(await screen.findByRole('button', { name: 'Abrir atendimento (Suporte: 1 não lida)' }));
    const inbox = await screen.findByRole('dialog', { name: 'Atendimento ao corretor' });
    await user.click(await within(inbox).findByRole('button', { name: /Carla Mendes Ribeiro/ }));
    expect(await within(inbox).findByRole('log', { name: 'Conversa com Carla Mendes Ribeiro' })).toHaveTextContent('Minha tabela não atualizou');
    await user.type(within(inbox).getByLabelText('Resposta'), 'Já atualizamos, confira.{Enter}');
    await within(inbox).findByText('Já atualizamos, confira.', { selector: 'p' });
    const stored = [...support.conversations.values()][0]!;
    expect(stored.messages.map((message) => message.author)).toEqual(['broker', 'support']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir atendimento (Suporte)', hidden: true })).toBeInTheDocument());
  });
});

describe('feedback sheet and WhatsApp', () => {
  it('shows the feedback sheet on / linking to the configured form', async () => {
    await dashboardAs('corretor', '/');
    expect(await screen.findByRole('link', { name: 'Enviar feedback' })).toHaveAttribute('href', FAKE_PUBLIC_SETTINGS.feedbackUrl);
  });

  it('hides the feedback sheet on /cotacao and both extras when not configured', async () => {
    await dashboardAs('corretor', '/cotacao', (services) => {
      services.publicSettings = createFakePublicSettings({ ...FAKE_PUBLIC_SETTINGS, supportWhatsapp: null });
    });
    expect(screen.queryByRole('link', { name: 'Enviar feedback' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Falar com o suporte pelo WhatsApp' })).not.toBeInTheDocument();
  });
});

describe('mobile alert', () => {
  it('shows once per session on a phone', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 });
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'corretor');
    const { user } = renderApp({ services: fake.services, path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Use um computador para a melhor experiência' });
    await user.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: /Tutoriais/ })[0]!);
    await screen.findByRole('heading', { level: 1, name: /Tutoriais/ });
    expect(screen.queryByRole('dialog', { name: 'Use um computador para a melhor experiência' })).not.toBeInTheDocument();
  });

  it('never shows on a computer screen', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
    await dashboardAs('corretor', '/');
    await screen.findByRole('link', { name: 'Enviar feedback' });
    expect(screen.queryByRole('dialog', { name: 'Use um computador para a melhor experiência' })).not.toBeInTheDocument();
  });
});

describe('consent (LGPD)', () => {
  const tracked = { ...FAKE_PUBLIC_SETTINGS, tracking: { pixel: { id: 'PX1', scriptUrl: 'https://px.example/p.js' }, ads: null, analytics: null } };

  it('asks before any tracker; refusing loads nothing; the footer reopens the choice and accepting loads them', async () => {
    const { user, services } = await dashboardAs('corretor', '/', (s) => {
      s.publicSettings = createFakePublicSettings(tracked);
    });
    const loads = (services.trackers as unknown as { loads: unknown[] }).loads;
    const banner = await screen.findByRole('region', { name: 'Privacidade e cookies' });
    expect(loads).toEqual([]);
    await user.click(within(banner).getByRole('button', { name: 'Recusar' }));
    expect(screen.queryByRole('region', { name: 'Privacidade e cookies' })).not.toBeInTheDocument();
    expect(loads).toEqual([]);
    expect(services.storage.get('cotador.consent')).toBe('denied');

    await user.click(screen.getByRole('button', { name: 'Preferências de privacidade' }));
    await user.click(within(await screen.findByRole('region', { name: 'Privacidade e cookies' })).getByRole('button', { name: 'Aceitar' }));
    expect(loads).toEqual([tracked.tracking]);
  });

  it('asks nothing when no tracker is configured', async () => {
    await dashboardAs('corretor', '/');
    await screen.findByRole('link', { name: 'Enviar feedback' });
    expect(screen.queryByRole('region', { name: 'Privacidade e cookies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preferências de privacidade' })).not.toBeInTheDocument();
  });
});

describe('loading text (spec point 4)', () => {
  it('moves every 3.5 s through the three messages and stays on the last', () => {
    const pending: Array<{ run: () => void; ms: number }> = [];
    const schedule: Schedule = (run, ms) => {
      const entry = { run, ms };
      pending.push(entry);
      return () => void pending.splice(pending.indexOf(entry), 1);
    };
    render(<LoadingText schedule={schedule} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Gerando produtos...');
    expect(pending.map((entry) => entry.ms)).toEqual([3500]);
    act(() => pending.shift()!.run());
    expect(status).toHaveTextContent('Verificando prêmio...');
    act(() => pending.shift()!.run());
    expect(status).toHaveTextContent('Finalizando...');
    expect(pending).toEqual([]);
  });
});
