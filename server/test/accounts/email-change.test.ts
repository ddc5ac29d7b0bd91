/**
 * Changing one's own e-mail: the current password is asked for; a notice goes to the old
 * address and a single-use confirmation link to the new one; the e-mail changes only when
 * the link is opened (`POST /api/users/confirm-email-change/`, public). A stolen access
 * token alone can no longer move the account to another address.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailCatcher } from '../../../tests/support/mail-catcher';
import { accountTokens } from '../../src/db/schema';
import { findUserByUsername } from '../../src/modules/accounts/repositories/users.repository';
import { hashToken } from '../../src/modules/accounts/use-cases/tokens';
import { postToken, type TestContext } from '../helpers';
import { authAs, json, type MailingApp, me, multipart, newBroker, startMailingApp, tokenOf } from './support';

let ctx: TestContext;
let smtp: MailCatcher;
let app: FastifyInstance;
let mailing: MailingApp;

beforeAll(async () => {
  mailing = await startMailingApp('https://cotador.example/');
  ({ ctx, smtp, app } = mailing);
});
afterAll(() => mailing.close());

/** A confirmed, logged-in broker of its own (the demo users stay as they are). */
async function broker(): Promise<{ body: Record<string, string>; headers: Record<string, string> }> {
  const body = newBroker();
  expect((await app.inject({ method: 'POST', url: '/api/users/register/', payload: body })).statusCode).toBe(201);
  const mail = await smtp.waitFor((m) => m.to.includes(body.email ?? '') && m.subject.startsWith('Confirme'));
  expect((await app.inject({ method: 'POST', url: '/api/users/confirm-email/', payload: { token: tokenOf(mail.links[0] ?? '') } })).statusCode).toBe(200);
  return { body, headers: await authAs(app, body.username ?? '', body.password) };
}

const patch = (headers: Record<string, string>, username: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/users/${username}/`, headers, payload: body });
const confirm = (token: string) => app.inject({ method: 'POST', url: '/api/users/confirm-email-change/', payload: { token } });
const confirmationFor = (email: string) => smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Confirme o seu novo e-mail no Cotador');
const noticeFor = (email: string) => smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Pedido de troca de e-mail no Cotador');

describe('PATCH /api/users/{self}/ with a new e-mail', () => {
  it('refuses without the current password (field message), and nothing changes', async () => {
    const { body, headers } = await broker();
    const before = await findUserByUsername(ctx.db, body.username ?? '');
    const response = await patch(headers, body.username ?? '', { email: 'roubado@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ current_password: ['Informe a sua senha atual para mudar o e-mail.'] });
    expect(await findUserByUsername(ctx.db, body.username ?? '')).toEqual(before);
  });

  it('refuses a wrong current password, and the other fields do not change either', async () => {
    const { body, headers } = await broker();
    const before = await findUserByUsername(ctx.db, body.username ?? '');
    const response = await patch(headers, body.username ?? '', { email: 'roubado@example.com', name: 'Outro Nome', current_password: 'errada-123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ current_password: ['Senha atual incorreta.'] });
    expect(await findUserByUsername(ctx.db, body.username ?? '')).toEqual(before);
  });

  it('keeps the old e-mail, mails a notice to it and a link to the new one; the link changes it, once', async () => {
    const { body, headers } = await broker();
    const username = body.username ?? '';
    const newEmail = `novo.${username}@example.com`;
    const response = await patch(headers, username, { email: newEmail.toUpperCase(), name: 'Joana P. Lima', current_password: body.password });
    expect(response.statusCode).toBe(200);
    // Other fields apply at once; the e-mail waits for the confirmation.
    expect(json(response)).toMatchObject({ name: 'Joana P. Lima', email: body.email });
    expect((await me(app, headers)).email).toBe(body.email);

    const notice = await noticeFor(body.email ?? '');
    expect(notice.text).toContain(newEmail);
    expect(notice.links.some((link) => link.includes('token='))).toBe(false);
    const mail = await confirmationFor(newEmail);
    expect(mail.links[0]).toMatch(/^https:\/\/cotador\.example\/confirmar-novo-email\?token=[\w-]+$/);
    const token = tokenOf(mail.links[0] ?? '');

    // Stored hashed, like the other mailed links.
    const rows = await ctx.db.select().from(accountTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const tokenHash = await hashToken(token);
    expect(rows.find((row) => row.tokenHash === tokenHash)).toMatchObject({ purpose: 'email_change', newEmail });

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(json(done).detail).toBe('E-mail alterado! A partir de agora use o novo endereço.');
    expect((await me(app, headers)).email).toBe(newEmail);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Este link já foi usado.'], code: 'token_used' });
    // A password reset now goes to the new address.
    expect((await postToken(app, { username, password: body.password })).statusCode).toBe(200);
  });

  it('accepts the current password in a multipart form too', async () => {
    const { body, headers } = await broker();
    const newEmail = `form.${body.username}@example.com`;
    const form = multipart({ email: newEmail, current_password: body.password ?? '' });
    const response = await app.inject({ method: 'PATCH', url: `/api/users/${body.username}/`, headers: { ...headers, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(200);
    expect(json(response).email).toBe(body.email);
    await confirmationFor(newEmail);
  });

  it('refuses an e-mail of another user before asking anything else', async () => {
    const { body, headers } = await broker();
    const response = await patch(headers, body.username ?? '', { email: 'corretor@cotador.local', current_password: body.password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Já existe um usuário com este e-mail.'] });
  });

  it('refuses an expired link (24 h) and a link whose address was taken meanwhile', async () => {
    const { body, headers } = await broker();
    const first = `primeiro.${body.username}@example.com`;
    expect((await patch(headers, body.username ?? '', { email: first, current_password: body.password })).statusCode).toBe(200);
    const firstToken = tokenOf((await confirmationFor(first)).links[0] ?? '');
    ctx.clock.advance(24 * 3600 + 1);
    try {
      const expired = await confirm(firstToken);
      expect(expired.json()).toEqual({ token: ['Este link expirou. Peça um novo.'], code: 'token_expired' });
    } finally {
      ctx.clock.advance(-(24 * 3600 + 1));
    }

    const other = await broker();
    const wanted = `disputado.${body.username}@example.com`;
    expect((await patch(headers, body.username ?? '', { email: wanted, current_password: body.password })).statusCode).toBe(200);
    const mine = await confirmationFor(wanted);
    const token = tokenOf(mine.links[0] ?? '');
    expect((await patch(other.headers, other.body.username ?? '', { email: wanted, current_password: other.body.password })).statusCode).toBe(200);
    const theirs = await smtp.waitFor((m) => m !== mine && m.to.includes(wanted) && m.subject === 'Confirme o seu novo e-mail no Cotador');
    expect((await confirm(tokenOf(theirs.links[0] ?? ''))).statusCode).toBe(200);
    const taken = await confirm(token);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: ['Já existe um usuário com este e-mail.'], error: 'Já existe um usuário com este e-mail.' });
    expect((await me(app, headers)).email).toBe(body.email);
  });

  it('a newer request retires the older link; an unknown token is refused', async () => {
    const { body, headers } = await broker();
    const a = `a.${body.username}@example.com`;
    const b = `b.${body.username}@example.com`;
    await patch(headers, body.username ?? '', { email: a, current_password: body.password });
    const older = tokenOf((await confirmationFor(a)).links[0] ?? '');
    await patch(headers, body.username ?? '', { email: b, current_password: body.password });
    const newer = tokenOf((await confirmationFor(b)).links[0] ?? '');
    expect(json(await confirm(older)).code).toBe('token_used');
    expect((await confirm(newer)).statusCode).toBe(200);
    expect((await me(app, headers)).email).toBe(b);
    expect(json(await confirm('nao-existe')).code).toBe('token_invalid');
  });

  it('a registration confirmation token is not an e-mail-change token', async () => {
    const body = newBroker();
    await app.inject({ method: 'POST', url: '/api/users/register/', payload: body });
    const mail = await smtp.waitFor((m) => m.to.includes(body.email ?? '') && m.subject.startsWith('Confirme seu'));
    expect(json(await confirm(tokenOf(mail.links[0] ?? ''))).code).toBe('token_invalid');
  });

  it('stops guessing the current password after 10 failures in 15 minutes', async () => {
    const { body, headers } = await broker();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await patch(headers, body.username ?? '', { email: 'x@example.com', current_password: `errada-${attempt}` });
      expect(json(wrong).current_password).toEqual(['Senha atual incorreta.']);
    }
    const blocked = await patch(headers, body.username ?? '', { email: 'x@example.com', current_password: body.password });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toEqual({ current_password: ['Muitas tentativas com a senha errada. Tente de novo em alguns minutos.'] });
  });
});
