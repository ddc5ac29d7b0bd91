import { useEffect, useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusWhenEnabled } from '../../src/ui/shared/forms/use-focus-when-enabled';
import { resolveEnv } from '../../src/ui/app/env';
import { checkEnv } from '../../src/ui/app/env-check';
import { subscriptionLinkTarget } from '../../src/ui/layouts/dashboard/subscription-link';
import { newsletterEmailError } from '../../src/ui/layouts/dashboard/newsletter-form';

describe('subscriptionLinkTarget', () => {
  it.each([
    ['FR', null, '/plano-e-assinaturas/gerenciamento'],
    ['FR', { status: null, totalUsers: 1 }, '/plano-e-assinaturas/gerenciamento'],
    ['FR', { status: 'active', totalUsers: 1 }, '/plano-e-assinaturas'],
    ['OP', null, '/plano-e-assinaturas'],
    ['BL', { status: 'past_due', totalUsers: 1 }, '/plano-e-assinaturas'],
  ] as const)('payment %s, subscription %j → %s', (payment, subscription, target) => {
    expect(subscriptionLinkTarget({ payment, subscription })).toBe(target);
  });
});

/** The settings as the SPA reads them: checked when Vite starts (vite.config.ts), resolved in the browser. */
const parseEnv = (raw: Record<string, unknown>, origin: string) => resolveEnv(checkEnv(raw), origin);

describe('the SPA settings (checkEnv, resolveEnv)', () => {
  it('defaults to the http backend on this origin', () => {
    expect(parseEnv({}, 'http://localhost:5173')).toEqual({
      backend: 'http',
      apiUrl: 'http://localhost:5173/api/',
      lifeApiUrl: 'http://localhost:5174',
      lifeCableUrl: 'ws://localhost:5174/cable',
    });
  });

  it('finds the life service on the API port + 1, or at VITE_LIFE_API_URL', () => {
    expect(parseEnv({ VITE_API_URL: 'https://cotador.example.com/api/' }, 'http://x')).toMatchObject({
      lifeApiUrl: 'https://cotador.example.com:444',
      lifeCableUrl: 'wss://cotador.example.com:444/cable',
    });
    expect(parseEnv({ VITE_LIFE_API_URL: 'https://vida.example.com/svc/' }, 'http://localhost:8080')).toMatchObject({
      lifeApiUrl: 'https://vida.example.com/svc',
      lifeCableUrl: 'wss://vida.example.com/svc/cable',
    });
  });

  it('reads the fake backend and an explicit API URL', () => {
    expect(parseEnv({ VITE_BACKEND: 'fake', VITE_API_URL: 'https://api.example.com/api' }, 'http://x')).toMatchObject({
      backend: 'fake',
      apiUrl: 'https://api.example.com/api/',
    });
  });

  it('fails fast on an unknown backend', () => {
    expect(() => parseEnv({ VITE_BACKEND: 'grpc' }, 'http://x')).toThrow(/VITE_BACKEND/);
  });
});

describe('newsletterEmailError', () => {
  it.each([
    ['', 'E-mail é obrigatório'],
    ['   ', 'E-mail é obrigatório'],
    ['carla', 'Utilize um e-mail válido'],
    ['carla@corretora', 'Utilize um e-mail válido'],
    ['carla@corretora.com.br', null],
  ])('%j → %j', (value, message) => {
    expect(newsletterEmailError(value)).toBe(message);
  });
});

describe('useFocusWhenEnabled', () => {
  function Probe({ disabled, ask }: { disabled: boolean; ask: boolean }) {
    const refs = useRef<Partial<Record<'name', HTMLInputElement | null>>>({});
    const focusWhenEnabled = useFocusWhenEnabled(refs);
    useEffect(() => {
      if (ask) focusWhenEnabled('name');
    }, [ask, focusWhenEnabled]);
    return <input aria-label="Nome" disabled={disabled} ref={(element) => { refs.current.name = element; }} />;
  }

  it('focuses the field once the render that enables it is committed, however late it comes', async () => {
    const { rerender } = render(<Probe disabled ask />);
    // The enabling render comes after other tasks have run (as on a busy machine).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByLabelText('Nome')).not.toHaveFocus();
    rerender(<Probe disabled={false} ask />);
    expect(screen.getByLabelText('Nome')).toHaveFocus();
  });
});
