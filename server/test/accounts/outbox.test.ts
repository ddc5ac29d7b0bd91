/**
 * Without SMTP_HOST (the embedded mode on a laptop) mails are kept as .eml files in
 * DATA_DIR/outbox, readable by a person, with the link inside; the config reads the SMTP
 * variables and APP_URL.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../../../tests/support/mail-catcher';
import { loadConfig } from '../../src/config';
import { createTestContext, postToken, type TestContext } from '../helpers';
import { newBroker, tokenOf } from './support';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ appUrl: 'http://localhost:8080' });
});
afterAll(() => ctx.close());

const outbox = () => path.join(ctx.config.dataDir, 'outbox');

async function waitForOutbox(count: number): Promise<string[]> {
  const index = () => path.join(outbox(), 'links.txt');
  // A generous limit: on a busy machine the mail job may take seconds to run.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const lines = existsSync(index()) ? readFileSync(index(), 'utf8').trim().split('\n').filter(Boolean) : [];
    if (lines.length >= count) return readdirSync(outbox()).filter((name) => name.endsWith('.eml')).sort();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`outbox has fewer than ${count} mails`);
}

describe('outbox mode (no SMTP server configured)', () => {
  it('keeps the confirmation mail as an .eml file whose link confirms the account', async () => {
    const body = newBroker();
    expect((await app.inject({ method: 'POST', url: '/api/users/register/', payload: body })).statusCode).toBe(201);
    const [file] = await waitForOutbox(1);
    const raw = readFileSync(path.join(outbox(), file ?? ''), 'utf8');
    const mail = parseMail(raw);
    expect(mail.to).toEqual([body.email]);
    expect(mail.subject).toBe('Confirme seu e-mail no Cotador');
    expect(mail.html).toContain('Confirmar e-mail');
    const link = mail.links[0] ?? '';
    expect(link.startsWith('http://localhost:8080/confirmar-email?token=')).toBe(true);
    const index = readFileSync(path.join(outbox(), 'links.txt'), 'utf8').trim().split('\n');
    expect(index.at(-1)?.split('\t').slice(1)).toEqual([body.email, 'Confirme seu e-mail no Cotador', link, file]);
    expect((await app.inject({ method: 'POST', url: '/api/users/confirm-email/', payload: { token: tokenOf(link) } })).statusCode).toBe(200);
    expect((await postToken(app, { username: body.username, password: body.password })).statusCode).toBe(200);
  });

  it('uses a link only once even when two requests race', async () => {
    const body = newBroker();
    await app.inject({ method: 'POST', url: '/api/users/register/', payload: body });
    const files = await waitForOutbox(2);
    const mail = files.map((name) => parseMail(readFileSync(path.join(outbox(), name), 'utf8'))).find((m) => m.to.includes(body.email ?? ''));
    const token = tokenOf(mail?.links[0] ?? '');
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'POST', url: '/api/users/confirm-email/', payload: { token } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });
});

describe('mail configuration', () => {
  it('reads SMTP_* and APP_URL, with defaults', () => {
    const config = loadConfig(
      { SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_FROM: 'X <x@y.z>', APP_URL: 'https://app.example.com/' },
      '/srv',
    );
    expect(config).toMatchObject({ smtpHost: 'smtp.example.com', smtpPort: 465, smtpUser: 'u', smtpPass: 'p', smtpFrom: 'X <x@y.z>', appUrl: 'https://app.example.com' });
    expect(loadConfig({ PORT: '9000' }, '/srv')).toMatchObject({ smtpHost: undefined, smtpPort: 587, appUrl: 'http://localhost:9000' });
    expect(() => loadConfig({ APP_URL: 'ftp://x' }, '/srv')).toThrow(/APP_URL/);
  });
});
