/**
 * No secret in the repository: `npm start` without JWT_SECRET / PAYMENT_WEBHOOK_SECRET
 * generates random secrets into DATA_DIR (0600) and keeps them across restarts; a token or
 * a webhook signed with any string found in the repository's files is refused: every string
 * is checked against the signature the secret in effect makes, and a fixed-seed sample of
 * them (plus the key-looking ones) goes through the server itself.
 */
import { execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/config';
import { localSecretsPath } from '../../src/local-secrets';
import { signatureHeader } from '../../src/payments/webhook-signature';
import { bearer, createTestContext, login, type TestContext } from '../helpers';

const ROOT = path.resolve(__dirname, '../../..');

/** Every string a reader of the repository could try as a key: quoted literals and long words of every tracked text file. */
async function repositoryStrings(): Promise<{ candidates: Set<string>; files: string[] }> {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  const candidates = new Set<string>();
  const texts: string[] = [];
  for (const file of files) {
    const buffer = await readFile(path.join(ROOT, file)).catch(() => null);
    if (!buffer || buffer.includes(0)) continue;
    const text = buffer.toString('utf8');
    texts.push(text);
    for (const match of text.matchAll(/'([^'\n]{8,256})'|"([^"\n]{8,256})"|`([^`\n]{8,256})`/g)) {
      candidates.add(match[1] ?? match[2] ?? match[3] ?? '');
    }
    for (const word of text.split(/[\s'"`=:,;()[\]{}<>]+/)) if (word.length >= 24 && word.length <= 256) candidates.add(word);
  }
  candidates.delete('');
  return { candidates, files: texts };
}

/** A JWT signed HS256 with `key` (as SimpleJWT and the server sign theirs). */
function hs256(key: string, claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

/** Runs `accepts` over `items`, 32 at a time; returns the items it answered true for. */
async function inBatches(items: string[], accepts: (item: string) => Promise<boolean>): Promise<string[]> {
  const accepted: string[] = [];
  for (let start = 0; start < items.length; start += 32) {
    const batch = items.slice(start, start + 32);
    const answers = await Promise.all(batch.map(accepts));
    batch.forEach((item, index) => answers[index] && accepted.push(item));
  }
  return accepted;
}

/** How many candidates go through the server (the rest are checked against the secret's HMAC, same verdict). */
const THROUGH_HTTP = 400;

/**
 * A deterministic sample (fixed-seed mulberry32, same strings on every run of the same
 * repository) of `size` candidates, always including the ones that look most like keys:
 * strings from files whose path says secret/env/config, and the longest words.
 */
function sampleOf(candidates: string[], size: number): string[] {
  const sorted = [...candidates].sort();
  let seed = 0x19_2026;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const picked = new Set(sorted.filter((candidate) => /secret|segredo|jwt|webhook|key|token/i.test(candidate)).slice(0, size / 2));
  while (picked.size < Math.min(size, sorted.length)) picked.add(sorted[Math.floor(next() * sorted.length)]!);
  return [...picked];
}

let dataDir: string;
let generated: AppConfig;
let ctx: TestContext;
let app: FastifyInstance;
let repository: Awaited<ReturnType<typeof repositoryStrings>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-secrets-'));
  // What `npm start` does on a fresh clone: no NODE_ENV, no secrets in the environment.
  generated = loadConfig({ DATA_DIR: dataDir }, ROOT);
  ctx = await createTestContext({ catalog: 'none' });
  app = await ctx.app({ jwtSecret: generated.jwtSecret, paymentWebhookSecret: generated.paymentWebhookSecret });
  repository = await repositoryStrings();
});

afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('secrets of the embedded mode', () => {
  it('are generated into DATA_DIR, readable by the owner only, and kept across restarts', async () => {
    const file = localSecretsPath(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(generated.jwtSecret).toMatch(/^[\w-]{64}$/);
    expect(generated.paymentWebhookSecret).toMatch(/^[\w-]{64}$/);
    expect(generated.paymentWebhookSecret).not.toBe(generated.jwtSecret);
    const again = loadConfig({ DATA_DIR: dataDir }, ROOT);
    expect([again.jwtSecret, again.paymentWebhookSecret]).toEqual([generated.jwtSecret, generated.paymentWebhookSecret]);
  });

  it('are different on another machine (another DATA_DIR)', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'cotador-secrets-'));
    try {
      expect(loadConfig({ DATA_DIR: other }, ROOT).jwtSecret).not.toBe(generated.jwtSecret);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('give way to the variables when they are set', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'v'.repeat(40), PAYMENT_WEBHOOK_SECRET: 'h'.repeat(40) }, ROOT);
    expect([config.jwtSecret, config.paymentWebhookSecret]).toEqual(['v'.repeat(40), 'h'.repeat(40)]);
  });

  it('appear in no file of the repository', () => {
    expect(repository.files.length).toBeGreaterThan(100);
    for (const text of repository.files) {
      expect(text.includes(generated.jwtSecret)).toBe(false);
      expect(text.includes(generated.paymentWebhookSecret)).toBe(false);
    }
  });
});

describe('forgery with the strings of the repository', () => {
  it('accepts a token signed with the secret in effect (so the checks below can fail)', async () => {
    const { access } = await login(app, 'corretor');
    expect((await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(access) })).statusCode).toBe(200);
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const forged = hs256(generated.jwtSecret, { token_type: 'access', user_id: 1, iat: now, exp: now + 600, jti: randomUUID().replaceAll('-', '') });
    expect((await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(forged) })).statusCode).toBe(200);
  });

  it('refuses a superuser token signed with any of them', async () => {
    const candidates = [...repository.candidates];
    expect(candidates.length).toBeGreaterThan(1000);
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const claims = { token_type: 'access', user_id: 1, iat: now, exp: now + 600, jti: randomUUID().replaceAll('-', '') };
    // Every candidate: a token the server accepts is one whose HS256 signature equals the
    // one made with the secret in effect (HMAC keys can be equivalent without being equal).
    const genuine = hs256(generated.jwtSecret, claims);
    expect(candidates.filter((candidate) => hs256(candidate, claims) === genuine)).toEqual([]);
    // A fixed sample through the server itself.
    const accepted = await inBatches(sampleOf(candidates, THROUGH_HTTP), async (candidate) => {
      const token = hs256(candidate, { ...claims, jti: randomUUID().replaceAll('-', '') });
      const response = await app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(token) });
      return response.statusCode !== 401;
    });
    expect(accepted).toEqual([]);
  });

  it('refuses a payment webhook signed with any of them', async () => {
    const candidates = [...repository.candidates];
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const raw = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'charge.failed', data: { reference: 'pay_forjado', amount_cents: 21990 } });
    const genuine = signatureHeader(generated.paymentWebhookSecret, now, raw);
    expect(candidates.filter((candidate) => signatureHeader(candidate, now, raw) === genuine)).toEqual([]);
    const accepted = await inBatches(sampleOf(candidates, THROUGH_HTTP), async (candidate) => {
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'charge.failed', data: { reference: 'pay_forjado', amount_cents: 21990 } });
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook/',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signatureHeader(candidate, now, body) },
        payload: body,
      });
      return response.statusCode !== 400;
    });
    expect(accepted).toEqual([]);
  });

  it('accepts a webhook signed with the secret in effect (so the check above can fail)', async () => {
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    const raw = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'charge.failed', data: { provider_reference: 'pay_desconhecido', amount_cents: 21990, failure_message: null } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signatureHeader(generated.paymentWebhookSecret, now, raw) },
      payload: raw,
    });
    // Past the signature check: an unknown charge is answered 404 (so the provider retries), not 400.
    expect(response.statusCode).toBe(404);
  });
});
