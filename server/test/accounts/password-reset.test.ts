/** Password recovery: same answer for any address, real mail over SMTP, single-use 1-hour links. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailCatcher } from '../../../tests/support/mail-catcher';
import { postToken, type TestContext } from '../helpers';
import { json, type MailingApp, newBroker, startMailingApp, tokenOf } from './support';

let ctx: TestContext;
let smtp: MailCatcher;
let app: FastifyInstance;
let mailing: MailingApp;

beforeAll(async () => {
  mailing = await startMailingApp('https://cotador.example/');
  ({ ctx, smtp, app } = mailing);
});
afterAll(() => mailing.close());

const ask = (email: string) => app.inject({ method: 'POST', url: '/api/users/password-reset/', payload: { email } });
const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/users/password-reset/confirm/', payload: { token, password } });

/** A confirmed broker of its own (so the demo users' passwords stay as they are). */
async function confirmedBroker(): Promise<Record<string, string>> {
  const body = newBroker();
  expect((await app.inject({ method: 'POST', url: '/api/users/register/', payload: body })).statusCode).toBe(201);
  const mail = await smtp.waitFor((m) => m.to.includes(body.email ?? '') && m.subject.startsWith('Confirme'));
  expect((await app.inject({ method: 'POST', url: '/api/users/confirm-email/', payload: { token: tokenOf(mail.links[0] ?? '') } })).statusCode).toBe(200);
  return body;
}

async function resetMailFor(email: string) {
  return smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Redefinição de senha do Cotador');
}

describe('POST /api/users/password-reset/', () => {
  it('answers an unknown e-mail exactly like a known one, and mails only the known one', async () => {
    const broker = await confirmedBroker();
    // An app of its own: closing it waits for its mail queue, so the mails counted below are all that was sent.
    const own = await ctx.app({ smtpHost: '127.0.0.1', smtpPort: smtp.port, appUrl: 'https://cotador.example/' });
    const askOwn = (email: string) => own.inject({ method: 'POST', url: '/api/users/password-reset/', payload: { email } });
    const before = smtp.mails.length;
    const known = await askOwn(broker.email ?? '');
    const unknown = await askOwn('nao-cadastrado@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(json(known).detail).toBe(
      'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada.',
    );
    const mail = await resetMailFor(broker.email ?? '');
    expect(mail.links[0]).toMatch(/^https:\/\/cotador\.example\/resetar-senha\?token=[\w-]+$/);
    expect(mail.text).toContain(`usuário ${broker.username}`);
    await own.close();
    expect(smtp.mails.slice(before).map((m) => m.to).flat()).toEqual([broker.email]);
  });

  it('refuses a malformed e-mail with a field message', async () => {
    const response = await ask('isto não é e-mail');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Informe um e-mail válido.'] });
  });
});

describe('POST /api/users/password-reset/confirm/', () => {
  it('sets the new password, ends the old sessions, and the link cannot be used again', async () => {
    const broker = await confirmedBroker();
    const oldSession = (await postToken(app, { username: broker.username, password: broker.password })).json<{ refresh: string }>();
    await ask(broker.email ?? '');
    const token = tokenOf((await resetMailFor(broker.email ?? '')).links[0] ?? '');

    const done = await reset(token, 'NovaSenha!2026');
    expect(done.statusCode).toBe(200);
    expect(json(done).detail).toBe('Senha redefinida! Entre com a sua nova senha.');
    expect((await postToken(app, { username: broker.username, password: broker.password })).statusCode).toBe(401);
    expect((await postToken(app, { username: broker.username, password: 'NovaSenha!2026' })).statusCode).toBe(200);
    const refreshed = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: oldSession.refresh } });
    expect(refreshed.statusCode).toBe(401);

    const again = await reset(token, 'OutraSenha!2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Este link já foi usado.'], code: 'token_used' });
    expect((await postToken(app, { username: broker.username, password: 'OutraSenha!2026' })).statusCode).toBe(401);
  });

  it('refuses a link older than 1 hour with "Este link expirou. Peça um novo."', async () => {
    const broker = await confirmedBroker();
    await ask(broker.email ?? '');
    const token = tokenOf((await resetMailFor(broker.email ?? '')).links[0] ?? '');
    ctx.clock.advance(3600 + 1);
    try {
      const expired = await reset(token, 'NovaSenha!2026');
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ token: ['Este link expirou. Peça um novo.'], code: 'token_expired' });
    } finally {
      ctx.clock.advance(-(3600 + 1));
    }
    expect((await postToken(app, { username: broker.username, password: broker.password })).statusCode).toBe(200);
  });

  it('keeps the link usable after a weak password, and a newer reset retires the older links', async () => {
    const broker = await confirmedBroker();
    await ask(broker.email ?? '');
    const first = await resetMailFor(broker.email ?? '');
    await ask(broker.email ?? '');
    const second = await smtp.waitFor((m) => m.to.includes(broker.email ?? '') && m.subject.startsWith('Redefini') && m !== first);

    const weak = await reset(tokenOf(second.links[0] ?? ''), broker.username ?? '');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: ['A senha não pode ser igual ao nome de usuário.'] });
    expect((await reset(tokenOf(second.links[0] ?? ''), 'SenhaForte#99')).statusCode).toBe(200);
    const older = await reset(tokenOf(first.links[0] ?? ''), 'OutraSenha#99');
    expect(json(older).code).toBe('token_used');
  });

  it('refuses a confirmation token used as a reset token', async () => {
    const body = newBroker();
    await app.inject({ method: 'POST', url: '/api/users/register/', payload: body });
    const mail = await smtp.waitFor((m) => m.to.includes(body.email ?? ''));
    const response = await reset(tokenOf(mail.links[0] ?? ''), 'SenhaForte#99');
    expect(json(response).code).toBe('token_invalid');
  });
});
