/**
 * `npm start` as a deployment runs it (called by `npm run bench`; alone:
 * `npx tsx scripts/bench-start.ts`), on a fresh PGlite folder with the real catalog:
 *
 * 1. first `npm start` (builds when scripts/start.mjs says so, seeds the demo users and the
 *    catalog), timed to healthy, then stopped with SIGTERM;
 * 2. **second `npm start`** on the same folder, timed from the spawn to both services healthy
 *    (`GET /api/health/` of the API and `GET /health` of the life service answering 200), and
 *    whether it skipped the build;
 * 3. **RSS per process** (launcher, API, life; Linux /proc): idle (after `BENCH_IDLE_SECONDS`,
 *    default 5), then after `quotes` quotes at 50 connections that mix the real cities' quotes
 *    (scripts/lib/bench-queries.ts: São Paulo capital and state, Rio, Brasília, Minas; 35 distinct
 *    answers, so the prepared-answer cache misses and evicts as in real use).
 *
 * Linux only (reads /proc); elsewhere the RSS rows say so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from './lib/load-generator';
import { quoteQuery, REAL_CITY_QUOTES } from './lib/bench-queries';
import { freePort } from './lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const round1 = (value: number) => Math.round(value * 10) / 10;

/** RSS in MiB of the three processes of `npm start` and their sum. */
export interface ProcessRss {
  launcher: number;
  api: number;
  life: number;
  total: number;
}

/** What {@link runStartBench} measures. */
export interface StartBenchResult {
  loadAverage: { start: number[]; end: number[] };
  /** First start on an empty folder (build when needed, seed, listen), ms to healthy. */
  firstStartMs: number;
  /** Second start on the same folder, ms from the spawn of `npm start` to both services healthy. */
  secondStartMs: number;
  /** Whether the second start said it skipped both builds. */
  secondStartSkippedBuild: boolean;
  rss: { idle: ProcessRss; afterQuotes: ProcessRss; quotes: number; quoteRun: { requestsPerSecond: number; p50Ms: number; p95Ms: number; errors: number; non2xx: number } } | { skipped: string };
}

/** Two consecutive free ports (the life service listens on PORT + 1 by default; given explicitly anyway). */
async function portPair(): Promise<[number, number]> {
  for (;;) {
    const port = await freePort();
    const next = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port + 1, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (next) return [port, port + 1];
  }
}

const ok = (url: string) =>
  fetch(url)
    .then((response) => response.ok)
    .catch(() => false);

/** A running `npm start` (its own process group) and what it printed. */
interface Started {
  child: ChildProcess;
  output: string[];
  ms: number;
}

/** Spawns `npm start` and resolves once the API and the life service answer their health checks. */
async function startApp(env: NodeJS.ProcessEnv, apiPort: number, lifePort: number, timeoutMs: number): Promise<Started> {
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start terminou (código ${String(child.exitCode)}): ${output.slice(-5).join(' | ')}`);
    if ((await ok(`http://127.0.0.1:${apiPort}/api/health/`)) && (await ok(`http://127.0.0.1:${lifePort}/health`))) {
      return { child, output, ms: Math.round(performance.now() - started) };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stopApp(child);
  throw new Error(`npm start não ficou saudável em ${Math.round(timeoutMs / 1000)} s: ${output.slice(-5).join(' | ')}`);
}

/** SIGTERM to the group of `npm start` (npm, the launcher and its two services). */
function stopApp(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function stopAndWait(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
  stopApp(child);
  await exited;
  // The services may outlive npm by their drain; wait until the group is gone.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.pid && groupAlive(child.pid)) await new Promise((resolve) => setTimeout(resolve, 100));
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every descendant pid of `pid` (Linux /proc). */
function descendants(pid: number): number[] {
  const found: number[] = [];
  const walk = (parent: number) => {
    let children: string;
    try {
      children = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8');
    } catch {
      return;
    }
    for (const child of children.trim().split(/\s+/).filter(Boolean).map(Number)) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** The arguments of `pid` (Linux /proc), empty when it is gone. */
function argv(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Whether `pid` is a node process running the bundle (not the shell of `npm start` that names it).
 * `npm start` runs the launcher inside `node scripts/start.mjs`: that process counts as `launch.mjs`.
 */
function runsBundle(pid: number, bundle: string): boolean {
  const args = argv(pid);
  const scripts = bundle === 'launch.mjs' ? [`build/server/${bundle}`, 'scripts/start.mjs'] : [`build/server/${bundle}`];
  return path.basename(args[0] ?? '') === 'node' && args.slice(1).some((arg) => scripts.some((script) => arg.endsWith(script)));
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return round1(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024);
}

/**
 * RSS of the launcher, the API and the life service under the `npm start` process `root`.
 * `npm start` runs all three in one process (server/life/launch.ts): then `api` and `life`
 * are 0 and `launcher` is the whole app.
 */
function processRss(root: number): ProcessRss {
  const pids = descendants(root);
  const find = (bundle: string) => pids.find((pid) => runsBundle(pid, bundle));
  const named = { launcher: find('launch.mjs'), api: find('api.mjs'), life: find('life.mjs') };
  if (named.launcher !== undefined && named.api === undefined && named.life === undefined) {
    const whole = rssOf(named.launcher);
    return { launcher: whole, api: 0, life: 0, total: whole };
  }
  const missing = Object.entries(named).filter(([, pid]) => pid === undefined).map(([name]) => name);
  if (missing.length > 0) throw new Error(`processos não encontrados: ${missing.join(', ')}`);
  const launcher = rssOf(named.launcher as number);
  const api = rssOf(named.api as number);
  const life = rssOf(named.life as number);
  return { launcher, api, life, total: round1(launcher + api + life) };
}

/** `quotes` quotes at 50 connections cycling through the real cities' quotes. */
function mixedQuotes(base: string, token: string, quotes: number): Promise<{ requestsPerSecond: number; p50Ms: number; p95Ms: number; errors: number; non2xx: number }> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const instance = autocannon(
      {
        url: base,
        connections: 50,
        amount: quotes,
        timeout: 60,
        requests: REAL_CITY_QUOTES.map((ask) => ({ method: 'GET' as const, path: `/api/v3/plans/?${quoteQuery(ask)}`, headers })),
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const at = (fraction: number) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil(fraction * latencies.length) - 1))] ?? Number.NaN;
        resolve({
          requestsPerSecond: round1(result.requests.total / result.duration),
          p50Ms: round1(at(0.5)),
          p95Ms: round1(at(0.95)),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => latencies.push(time));
  });
}

/** Runs the measures of the module comment (see {@link StartBenchResult}). */
export async function runStartBench(options: { quotes?: number } = {}): Promise<StartBenchResult> {
  const quotes = options.quotes ?? Number(process.env.BENCH_RSS_QUOTES ?? 10_000);
  const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
  const loadStart = os.loadavg().map(round1);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-bench-start-'));
  const [apiPort, lifePort] = await portPair();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(apiPort),
    LIFE_PORT: String(lifePort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
    PAYMENT_JOB_INTERVAL_SECONDS: '3600',
    DATABASE_URL: '',
  };
  console.log(`\n== npm start (PGlite, catálogo real) — carga média ${loadStart.join(', ')} ==`);
  let running: ChildProcess | undefined;
  try {
    const first = await startApp(env, apiPort, lifePort, 20 * 60_000);
    running = first.child;
    console.log(`1º npm start (compila se preciso, semeia): saudável em ${first.ms} ms`);
    await stopAndWait(first.child);
    const second = await startApp(env, apiPort, lifePort, 5 * 60_000);
    running = second.child;
    const skipped = second.output.filter((line) => line.includes('iniciando sem recompilar')).length === 2;
    console.log(`2º npm start: saudável em ${second.ms} ms (${skipped ? 'sem recompilar' : 'RECOMPILOU'}; carga média ${os.loadavg().map(round1).join(', ')})`);
    const result: StartBenchResult = {
      loadAverage: { start: loadStart, end: [] },
      firstStartMs: first.ms,
      secondStartMs: second.ms,
      secondStartSkippedBuild: skipped,
      rss: { skipped: 'não medido' },
    };
    if (!existsSync('/proc/self/status') || !second.child.pid) result.rss = { skipped: 'sem /proc: RSS medido só no Linux' };
    else {
      await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
      const idle = processRss(second.child.pid);
      const base = `http://127.0.0.1:${apiPort}`;
      const login = await fetch(`${base}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'corretor', password: 'demo1234' }) });
      if (!login.ok) throw new Error(`login respondeu ${login.status}`);
      const token = ((await login.json()) as { access: string }).access;
      const quoteRun = await mixedQuotes(base, token, quotes);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const afterQuotes = processRss(second.child.pid);
      result.rss = { idle, afterQuotes, quotes, quoteRun };
      const show = (rss: ProcessRss) => (rss.api === 0 && rss.life === 0 ? `um processo (lançador + API + vida) = ${rss.total} MiB` : `lançador ${rss.launcher} + API ${rss.api} + vida ${rss.life} = ${rss.total} MiB`);
      console.log(`RSS ocioso: ${show(idle)}`);
      console.log(`RSS após ${quotes} cotações (cidades reais, 50 conexões: ${quoteRun.requestsPerSecond} req/s, p95 ${quoteRun.p95Ms} ms): ${show(afterQuotes)}`);
    }
    result.loadAverage.end = os.loadavg().map(round1);
    return result;
  } finally {
    if (running) await stopAndWait(running);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runStartBench().then(
    (result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
