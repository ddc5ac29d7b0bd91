/**
 * Registration of a broker, e-mail confirmation over real SMTP (a local smtp-server),
 * resending the link, and the single-use, expiring tokens.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relatedUserWire } from '../../../src/contract/accounts';
import type { MailCatcher } from '../../../tests/support/mail-catcher';
import { accountTokens, accounts, subscriptions, users } from '../../src/db/schema';
import { findUserByUsername } from '../../src/modules/accounts/repositories/users.repository';
import { postToken, type TestContext } from '../helpers';
import { json, type MailingApp, me, newBroker, startMailingApp, tokenOf } from './support';

let ctx: TestContext;
let smtp: MailCatcher;
let app: FastifyInstance;
let mailing: MailingApp;

beforeAll(async () => {
  mailing = await startMailingApp('http://spa.test');
  ({ ctx, smtp, app } = mailing);
});
afterAll(() => mailing.close());

const register = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/users/register/', payload: body });
const confirm = (token: string) => app.inject({ method: 'POST', url: '/api/users/confirm-email/', payload: { token } });

describe('POST /api/users/register/ (a broker registers itself)', () => {
  it('creates an inactive user on a new FR account and mails a confirmation link; after confirming, login works', async () => {
    const body = newBroker();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const created = relatedUserWire.parse(response.json());
    expect(created).toMatchObject({ username: body.username, email: body.email, phone: '11987654321', roles: ['admin'], is_active: false, is_principal: true });

    const row = await findUserByUsername(ctx.db, body.username ?? '');
    expect(row?.cpf).toBe((body.cpf ?? '').replace(/\D/g, ''));
    expect(row?.passwordHash.startsWith('$2')).toBe(true);
    expect(row?.firstAccess).toBe(true);
    const account = (await ctx.db.select().from(accounts).where(eq(accounts.id, row?.accountId ?? -1)))[0];
    expect(account).toMatchObject({ payment: 'FR', planId: null, principalUserId: row?.id });
    expect(await ctx.db.select().from(subscriptions).where(eq(subscriptions.accountId, row?.accountId ?? -1))).toEqual([]);

    // Not confirmed yet: SimpleJWT's answer for an inactive account.
    const early = await postToken(app, { username: body.username, password: body.password });
    expect(early.statusCode).toBe(401);

    const mail = await smtp.waitFor((m) => m.to.includes(body.email ?? ''));
    expect(mail.subject).toBe('Confirme seu e-mail no Cotador');
    expect(mail.text).toContain('Olá, Joana Pereira Lima!');
    const link = mail.links.find((l) => l.startsWith('http://spa.test/confirmar-email?token='));
    expect(link).toBeDefined();
    // Only a hash is stored.
    const stored = await ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, row?.id ?? -1));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toBe(tokenOf(link ?? ''));

    const confirmed = await confirm(tokenOf(link ?? ''));
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed).detail).toBe('E-mail confirmado! Agora é só entrar com o seu usuário e senha.');

    const login = await postToken(app, { username: body.username, password: body.password });
    expect(login.statusCode).toBe(200);
    const profile = await me(app, { authorization: `Bearer ${login.json<{ access: string }>().access}` });
    expect(profile).toMatchObject({ payment: 'FR', plan_id: null, subscription: null, first_access: true, roles: ['admin'] });
    expect(profile.principal_user_id).toBe(profile.id);
  });

  it('refuses a used link with "Este link já foi usado."', async () => {
    const body = newBroker();
    expect((await register(body)).statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(body.email ?? ''));
    const token = tokenOf(mail.links[0] ?? '');
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Este link já foi usado.'], code: 'token_used' });
  });

  it('refuses an expired link (48 h) with "Este link expirou. Peça um novo." and a resent link works', async () => {
    const body = newBroker();
    expect((await register(body)).statusCode).toBe(201);
    const first = await smtp.waitFor((m) => m.to.includes(body.email ?? ''));
    ctx.clock.advance(48 * 3600 + 1);
    try {
      const expired = await confirm(tokenOf(first.links[0] ?? ''));
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ token: ['Este link expirou. Peça um novo.'], code: 'token_expired' });
      expect((await postToken(app, { username: body.username, password: body.password })).statusCode).toBe(401);

      const resend = await app.inject({ method: 'POST', url: '/api/users/resend-confirmation/', payload: { email: (body.email ?? '').toUpperCase() } });
      expect(resend.statusCode).toBe(200);
      const second = await smtp.waitFor((m) => m.to.includes(body.email ?? '') && m !== first);
      expect((await confirm(tokenOf(second.links[0] ?? ''))).statusCode).toBe(200);
      expect((await postToken(app, { username: body.username, password: body.password })).statusCode).toBe(200);
    } finally {
      ctx.clock.advance(-(48 * 3600 + 1));
    }
  });

  it('a link still works just before it expires', async () => {
    const body = newBroker();
    expect((await register(body)).statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(body.email ?? ''));
    ctx.clock.advance(48 * 3600 - 5);
    try {
      expect((await confirm(tokenOf(mail.links[0] ?? ''))).statusCode).toBe(200);
    } finally {
      ctx.clock.advance(-(48 * 3600 - 5));
    }
  });

  it('refuses an unknown token', async () => {
    const response = await confirm('nao-existe');
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('token_invalid');
  });

  it('answers a resend for an unknown or already confirmed address like for a pending one, and mails nothing', async () => {
    // An app of its own: closing it waits for its mail queue, so "nothing was mailed" is checked after every send settled.
    const own = await ctx.app({ smtpHost: '127.0.0.1', smtpPort: smtp.port, appUrl: 'http://spa.test' });
    const before = smtp.mails.length;
    const unknown = await own.inject({ method: 'POST', url: '/api/users/resend-confirmation/', payload: { email: 'ninguem@example.com' } });
    const active = await own.inject({ method: 'POST', url: '/api/users/resend-confirmation/', payload: { email: 'corretor@cotador.local' } });
    expect(unknown.statusCode).toBe(200);
    expect(active.statusCode).toBe(200);
    expect(active.json()).toEqual(unknown.json());
    await own.close();
    expect(smtp.mails.length).toBe(before);
  });

  describe('validation (400, DRF field messages in pt-BR; nothing stored)', () => {
    it('refuses a taken e-mail and a taken username (case-insensitively)', async () => {
      const response = await register(newBroker({ email: 'CORRETOR@cotador.local', username: 'Corretor' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        email: ['Já existe um usuário com este e-mail.'],
        username: ['Já existe um usuário com este nome de usuário.'],
      });
    });

    it('checks the CPF check digits and the phone', async () => {
      const response = await register(newBroker({ cpf: '111.444.777-36', phone: '(00) 1234-5678' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ cpf: ['CPF inválido.'], phone: ['Telefone inválido. Informe o DDD e o número.'] });
    });

    it.each([
      ['curta1', ['A senha deve ter pelo menos 8 caracteres.']],
      ['12345678901', ['A senha não pode ser formada apenas por números.']],
      ['12345678', ['A senha não pode ser formada apenas por números.', 'Esta senha é muito comum. Escolha outra.']],
    ])('refuses the weak password %s', async (password, messages) => {
      const body = newBroker({ password });
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ password: messages });
      expect(await findUserByUsername(ctx.db, body.username ?? '')).toBeUndefined();
    });

    it('refuses a password equal to the username', async () => {
      const body = newBroker({ username: 'maria.souza.2026' });
      body.password = 'Maria.Souza.2026';
      const response = await register(body);
      expect(response.json()).toEqual({ password: ['A senha não pode ser igual ao nome de usuário.'] });
    });

    it('lists missing fields and bad formats', async () => {
      const response = await register({ username: 'a b', email: 'nao-e-email' });
      const short = await register(newBroker({ username: 'ab' }));
      expect(json(short).username).toEqual(['O usuário deve ter entre 3 e 150 caracteres.']);
      expect(response.statusCode).toBe(400);
      const body = json(response);
      expect(body.username).toEqual(['Use apenas letras, números e os caracteres @ . + - _ (sem espaços).']);
      expect(body.email).toEqual(['Informe um e-mail válido.']);
      expect(body.name).toEqual(['This field is required.']);
      expect(body.password).toEqual(['This field is required.']);
    });
  });

  it('stores only digits for CPF and phone and never answers the password hash', async () => {
    const body = newBroker({ phone: '(21) 3456-7890' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain('password');
    const [row] = await ctx.db.select().from(users).where(eq(users.username, body.username ?? ''));
    expect(row?.phone).toBe('2134567890');
    expect(row?.cpf).toMatch(/^\d{11}$/);
  });
});
