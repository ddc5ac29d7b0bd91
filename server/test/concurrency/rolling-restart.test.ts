/**
 * Rolling restart on PostgreSQL (scripts/cluster.ts, docs/deploy.md "Rolling restart"): two API
 * processes and two life processes behind the cluster's proxy, a steady load of authenticated
 * quotes, saves of quotations and life quotations through the proxy on kept-alive connections,
 * and `npm run restart:rolling` in the middle: every request of the load is answered with its
 * success status (0 failed), both slots run new processes afterwards. The restart is requested
 * once the load has seen answers, and the load stops once the restart reported done — counts,
 * never sleeps, decide.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseClientOf } from '../../src/db/database';
import { createTestContext, PASSWORD, type TestContext } from '../helpers';
import { validQuotationRequest } from '../../life/test/support';
import { quotationDataOf, type QuotedPlanFields } from '../../../scripts/lib/quotation-data';

if (!process.env.DATABASE_URL) throw new Error('rolling-restart.test.ts needs DATABASE_URL (npm run test:server:pg)');

const ROOT = path.resolve(import.meta.dirname, '../../..');
let ctx: TestContext;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let cluster: ChildProcess | undefined;

beforeAll(async () => {
  ctx = await createTestContext({ catalog: 'small' });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-cluster-'));
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    DATABASE_URL: String((databaseClientOf(ctx.db) as pg.Pool).options.connectionString),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    BCRYPT_ROUNDS: '4',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_SECONDS: '2',
    // Far above any machine's pace: the product's 10 s cut of the requests still in flight would
    // fail this test on a busy CI machine, where it says nothing about the restart's order.
    SHUTDOWN_TIMEOUT_SECONDS: '600',
    // The run's compiled bundles (server/test/global-setup.ts), as `npm start` runs the server.
    SERVER_BUILD: inject('serverBuild'),
  };
}, 120_000);

afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster?.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs `tsx scripts/cluster.ts [args]`; resolves with its output once `pattern` printed (or rejects when it exits first). */
function runScript(args: string[], pattern: RegExp): { child: ChildProcess; matched: Promise<RegExpExecArray>; exited: Promise<number | null>; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const matched = new Promise<RegExpExecArray>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const match = pattern.exec(text);
      if (match) resolve(match);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`cluster.ts ${args.join(' ')} exited before ${pattern}:\n${text}`)));
  });
  return { child, matched, exited, output: () => text };
}

interface Tally {
  ok: number;
  failed: string[];
}

describe('npm run restart:rolling under load', () => {
  it('restarts two API and two life processes one slot at a time with 0 failed requests', async () => {
    const started = runScript([], /Cluster pronto em http:\/\/localhost:(\d+)/);
    cluster = started.child;
    const port = Number((await started.matched)[1]);
    const before = JSON.parse(await readFile(path.join(dataDir, 'cluster-status.json'), 'utf8')) as { slots: { pids: number[] }[] };
    expect(before.slots).toHaveLength(2);

    const proxy = new Pool(`http://127.0.0.1:${port}`, { connections: 8 });
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => {
      const response = await proxy.request({
        path: url,
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.statusCode, json: (await response.body.json().catch(() => null)) as unknown };
    };
    const login = await call('POST', '/api/token/', { username: 'corretor', password: PASSWORD });
    expect(login.status).toBe(200);
    const token = (login.json as { access: string }).access;

    // A quotation to save, from a quote and the plans' details (as the SPA builds it).
    const quote = await call('GET', '/api/v3/plans/?state=25&type=PJ&age_0_18=1&age_29_33=1&age_59_plus=1', undefined, token);
    expect(quote.status).toBe(200);
    const plans = (quote.json as { results: QuotedPlanFields[] }).results.slice(0, 1);
    expect(plans).toHaveLength(1);
    const data = quotationDataOf(plans);
    const firstSave = await call('POST', '/api/v1/quotation/', { code: randomUUID(), data }, token);
    expect(firstSave.status, JSON.stringify(firstSave.json)).toBe(201);

    const kinds = {
      quote: () => call('GET', '/api/v3/plans/?state=26&type=PJ&is_pme=true&is_mei=false&lifes=4&age_0_18=2&age_29_33=1&age_59_plus=1', undefined, token).then((r) => [r.status, 200, r.json] as const),
      save: () => call('POST', '/api/v1/quotation/', { code: randomUUID(), data }, token).then((r) => [r.status, 201, r.json] as const),
      life: () => call('POST', '/life/v1/porto_seguro/quotation', validQuotationRequest(new Date()), token).then((r) => [r.status, 202, r.json] as const),
    };
    const tallies: Record<keyof typeof kinds, Tally> = { quote: { ok: 0, failed: [] }, save: { ok: 0, failed: [] }, life: { ok: 0, failed: [] } };
    let stop = false;
    let answered = 0;
    let onAnswered: (() => void) | undefined;
    const worker = async (kind: keyof typeof kinds) => {
      while (!stop) {
        try {
          const [status, expected, body] = await kinds[kind]();
          if (status === expected) tallies[kind].ok += 1;
          else tallies[kind].failed.push(`${status} ${JSON.stringify(body).slice(0, 120)}`);
        } catch (error) {
          tallies[kind].failed.push((error as { code?: string }).code ?? String(error));
        }
        answered += 1;
        onAnswered?.();
      }
    };
    const workers = (['quote', 'quote', 'save', 'life'] as const).map((kind) => worker(kind));
    await new Promise<void>((resolve) => {
      onAnswered = () => (answered >= 20 ? resolve() : undefined);
    });
    onAnswered = undefined;
    const answeredBefore = answered;

    const restart = runScript(['restart'], /Reinício gradual concluído \(geração (\d+)\)/);
    expect((await restart.matched)[1]).toBe('1');
    expect(await restart.exited).toBe(0);
    const answeredDuring = answered - answeredBefore;
    // A few more on the new processes, then stop.
    const target = answered + 20;
    await new Promise<void>((resolve) => {
      onAnswered = () => (answered >= target ? resolve() : undefined);
    });
    stop = true;
    await Promise.all(workers);
    await proxy.close();

    const after = JSON.parse(await readFile(path.join(dataDir, 'cluster-status.json'), 'utf8')) as { generation: number; slots: { pids: number[] }[] };
    expect(after.generation).toBe(1);
    console.info(`rolling restart under load: ${JSON.stringify({ answeredDuring, quote: tallies.quote.ok, save: tallies.save.ok, life: tallies.life.ok })}`);
    expect({ quote: tallies.quote.failed, save: tallies.save.failed, life: tallies.life.failed }).toEqual({ quote: [], save: [], life: [] });
    expect(answeredDuring).toBeGreaterThan(0);
    const oldPids = new Set(before.slots.flatMap((slot) => slot.pids));
    expect(after.slots.flatMap((slot) => slot.pids).filter((pid) => oldPids.has(pid))).toEqual([]);
  }, 900_000);
});
