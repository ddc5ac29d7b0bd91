/** Helpers of the "Accounts and team" server tests: unique users, multipart bodies, images. */
import { randomBytes } from 'node:crypto';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startMailCatcher, type MailCatcher } from '../../../tests/support/mail-catcher';
import { bearer, createTestContext, login, type TestContext } from '../helpers';

let counter = 0;

/** A fresh test context, a local SMTP catcher and an app mailing to it (links on `appUrl`). */
export interface MailingApp {
  ctx: TestContext;
  smtp: MailCatcher;
  app: FastifyInstance;
  /** Closes the apps and the database, then the catcher. */
  close(): Promise<void>;
}

/** Starts a {@link MailingApp} (login rate limit raised: the tests log many brokers in). */
export async function startMailingApp(appUrl: string): Promise<MailingApp> {
  const ctx = await createTestContext();
  const smtp = await startMailCatcher();
  const app = await ctx.app({ smtpHost: '127.0.0.1', smtpPort: smtp.port, appUrl, loginRateLimitPerAddress: 1000 });
  return {
    ctx,
    smtp,
    app,
    close: async () => {
      await ctx.close();
      await smtp.close();
    },
  };
}

/** A {@link MailingApp} with the owner `corretor` logged in, adding members to its account. */
export interface OwnerTeam extends MailingApp {
  /** corretor's Authorization header. */
  corretor: Record<string, string>;
  /** Registers a new member of corretor's account (201, or throws) and answers its registration body (username, e-mail, password…). */
  addMember(roles: string, password?: string): Promise<Record<string, string>>;
}

/** Starts an {@link OwnerTeam}: the shared setup of the team's security tests (member takeover, sessions ended). */
export async function startOwnerTeam(appUrl = 'https://cotador.example/'): Promise<OwnerTeam> {
  const mailing = await startMailingApp(appUrl);
  const corretor = await authAs(mailing.app, 'corretor');
  return {
    ...mailing,
    corretor,
    async addMember(roles, password = 'Cotacao#2026') {
      const body = newBroker({ principal_user_username: 'corretor', roles, password });
      const response = await mailing.app.inject({ method: 'POST', url: '/api/users/register/', headers: corretor, payload: body });
      if (response.statusCode !== 201) throw new Error(`adding a member answered ${response.statusCode}: ${response.body}`);
      return body;
    },
  };
}

/** A registration body with a unique username, e-mail and CPF (masked CPF and phone, as typed). */
export function newBroker(overrides: Record<string, unknown> = {}): Record<string, string> {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
  const cpf = generateCpf();
  return {
    username: `corretor_${id}`,
    name: 'Joana Pereira Lima',
    email: `joana.${id}@example.com`,
    phone: '(11) 98765-4321',
    cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    password: 'Cotacao#2026',
    ...overrides,
  } as Record<string, string>;
}

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A valid 2×2 JPEG (logos are decoded, so it must be a whole image). */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIYAmAn/2Q==',
  'base64',
);
/** A PDF (to be renamed .png by the tests). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** An SVG (to be renamed .png by the tests). */
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** A multipart/form-data body with text fields and at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cotador${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Logs in and returns the Authorization header. */
export async function authAs(app: FastifyInstance, username: string, password?: string): Promise<Record<string, string>> {
  const { access } = await login(app, username, password);
  return bearer(access);
}

/** `GET /api/users/me/` as JSON. */
export async function me(app: FastifyInstance, headers: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: '/api/users/me/', headers });
  if (response.statusCode !== 200) throw new Error(`me answered ${response.statusCode}: ${response.body}`);
  return response.json<Record<string, unknown>>();
}

/** The `token` query parameter of a mailed link. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** JSON body of a response. */
export const json = (response: LightMyRequestResponse) => response.json<Record<string, unknown>>();
