import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices, renderApp, signInDirectly } from './harness';

describe('footer newsletter (never submitted)', () => {
  it("validates the e-mail: 'E-mail é obrigatório', then 'Utilize um e-mail válido', then accepts", async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const { user } = renderApp({ services, path: '/' });
    await screen.findByRole('heading', { name: 'Olá, Carla' });
    const field = screen.getByLabelText('E-mail para novidades');
    const submit = screen.getByRole('button', { name: 'Quero receber' });

    await user.click(submit);
    expect(field).toHaveAccessibleDescription('E-mail é obrigatório');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, 'carla@corretora');
    await user.click(submit);
    expect(field).toHaveAccessibleDescription('Utilize um e-mail válido');

    await user.clear(field);
    await user.type(field, 'carla@corretora.com.br');
    await user.click(submit);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('E-mail válido. O envio de novidades ainda não está disponível: seu e-mail não foi cadastrado nem enviado.');
  });
});
