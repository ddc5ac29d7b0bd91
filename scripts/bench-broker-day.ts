/**
 * A broker's whole day under load (`npm run bench`, a section; alone:
 * `npx tsx scripts/bench-broker-day.ts [--quick]`, and for PostgreSQL
 * `npx tsx scripts/with-postgres.ts npx tsx scripts/bench-broker-day.ts`).
 *
 * Each virtual broker (a demo user with a paid plan, in turn) does what the SPA does in a day
 * (scripts/lib/broker-day.ts, `BROKER_DAY_STEPS`): logs in, refreshes the access token, quotes
 * five places × types of the real catalog (asked as Chromium asks: br accepted), opens two plans'
 * details, saves a quotation, reopens it by its code, opens the life service's `/cable` and
 * subscribes, and quotes life insurance (POST → its result on the cable). Each day has its own
 * connections (a broker's browser), opened and closed by it.
 *
 * The servers are the COMPILED ones (scripts/build-server.ts, compiled anew by the run), in their
 * own processes, on the real catalog and the demo users:
 * - PGlite: `npm start` as deployed (build/server/launch.mjs: one API process and the life
 *   service) on a fresh DATA_DIR, which seeds itself;
 * - PostgreSQL (when DATABASE_URL is set): a throw-away database seeded by `server/src/seed-cli.ts`,
 *   then N = 1 and N = 2 API processes behind one port, with Node's cluster
 *   (scripts/bench-cluster-primary.ts: the primary only accepts connections and hands them round
 *   robin, so it costs no CPU per request), and the life service behind another: one process in
 *   both (BENCH_BROKER_LIFE_PROCESSES to change it). The goal is about the API's processes; a
 *   second life process would add its own background work (job polling and maintenance, a
 *   listening connection that every notice reaches) to the two-process run only, on a service
 *   that uses a tenth of a broker's CPU.
 *
 * For each, the concurrency climbs 1, 2, 4, … (closed loop: C brokers at once, each starting a new
 * day when one ends, for BENCH_BROKER_SECONDS per level) until a gated step's p95 passes 100 ms or a
 * request fails (the stop rule, `shouldStop`); it prints brokers per second and p95 per step at
 * each level, the CPU the servers and this load generator spent per broker day (Linux /proc), and
 * the capacity: the most brokers/s of a level within the limits. Then the 2-process ratio
 * (issue 32's goal: ≥ 1.6× on 2 cores). Figures only: nothing here asserts a timing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'undici';
import WebSocket from 'ws';
import { quotationChannelIdentifier } from '../src/contract/life';
import { DEMO_PASSWORD } from '../server/src/seed';
import { quoteQuery, REAL_CITY_SAMPLES, STATE_IDS } from './lib/bench-queries';
import {
  BROKER_DAY_STEPS,
  capacity,
  concurrencyLadder,
  levelFigures,
  peak,
  quotesOfBroker,
  saturated,
  scalingRatio,
  shouldStop,
  type BrokerDayLevel,
  type BrokerDayResult,
  type BrokerDayRun,
  type LevelSamples,
  type StepKey,
} from './lib/broker-day';
import { openThrowAwayPostgres } from './lib/throw-away-postgres';
import { quotationDataOf } from './lib/quotation-data';
import { freePort } from './lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The demo users with a paid plan (server/src/seed.ts); the virtual brokers take them in turn. */
const BROKERS = ['corretor', 'admin', 'gestor', 'expirando', 'primeiro'] as const;
const CHROMIUM_ENCODING = 'gzip, deflate, br, zstd';
/** The life quotation of scripts/bench-life.ts. */
const LIFE_BODY = JSON.stringify({
  member_id: '1', data_nascimento: '1991-01-01', sexo: 'M', profissao: '252', renda_mensal_cents: 1_000_000, fumante: false,
  capital_morte_cents: 10_000_000, assistencia_funeral: true, capital_assistencia_funeral_cents: 500_000,
  dps_doenca_grave: false, dps_internacao: false, dps_afastamento: false, dps_esporte_risco: false,
});
const REQUEST_TIMEOUT_MS = 30_000;

/** Options of {@link runBrokerDayBench}. */
export interface BrokerDayOptions {
  /** PostgreSQL server for the × 1 and × 2 passes (a throw-away database is made on it); PGlite only when absent. */
  databaseUrl?: string;
  /** Seconds per concurrency level (default BENCH_BROKER_SECONDS, else 15; quick 5). */
  seconds?: number;
  /** Highest concurrency tried (default 64; quick 16). */
  maxConcurrency?: number;
  /**
   * Climb past the p95 limit until the servers saturate (`saturated`): for a machine too busy for
   * the goal's rule; default `--saturate` in argv or BENCH_BROKER_SATURATE=1.
   */
  saturate?: boolean;
  /** Whether to compile the server first (default true). */
  compile?: boolean;
  /**
   * Which configurations to run: `pglite`, `pg1`, `pg2` (default all; BENCH_BROKER_CONFIGS, comma
   * separated). The ratio needs both `pg1` and `pg2`; measuring the CPU split of one is quicker alone.
   */
  configs?: ReadonlyArray<'pglite' | 'pg1' | 'pg2'>;
  /** Life service processes on PostgreSQL, the same for × 1 and × 2 (default BENCH_BROKER_LIFE_PROCESSES, else 1). */
  lifeProcesses?: number;
}

/** A server under test: where it answers and the pids whose CPU is counted. */
interface Target {
  api: string;
  life: string;
  /** The processes we started (launcher or cluster primaries), and PostgreSQL's server when known; their descendants are counted too. */
  roots: number[];
  stop(): Promise<void>;
}

/** What the day needs from the catalog, asked once per configuration. */
interface Prepared {
  planIds: number[];
  /** A quotation's `data` as the SPA saves it (JSON text). */
  dataJson: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Every descendant of `pid` with itself (Linux /proc `children`); just `pid` elsewhere. */
function processTree(pid: number): number[] {
  const all = [pid];
  for (let index = 0; index < all.length; index += 1) {
    const current = all[index] as number;
    try {
      const children = readFileSync(`/proc/${current}/task/${current}/children`, 'utf8').trim();
      if (children) all.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone, or not Linux
    }
  }
  return all;
}

/** What a server process is, from its command line: the API, the life service, PostgreSQL or other (launcher, cluster primary). */
type Role = 'api' | 'life' | 'postgres' | 'other';

function roleOf(pid: number): Role {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (path.basename(args[0] ?? '') === 'postgres' || /^postgres:/.test(args[0] ?? '')) return 'postgres';
    if (args.some((arg) => arg.endsWith('api.mjs'))) return 'api';
    if (args.some((arg) => arg.endsWith('life.mjs'))) return 'life';
  } catch {
    // gone
  }
  return 'other';
}

/** utime + stime of `pid` in ms (Linux /proc; clock ticks of 10 ms); undefined when it is gone. */
function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Counts the CPU the processes under `roots` spend from now until `stop()`, per role (ms); null
 * off Linux. The tree is read again at the stop: PostgreSQL's backends come and go with the
 * connection pools, so a process born meanwhile counts from zero, and one that ended meanwhile
 * is left out of both readings (its last moments are lost: an undercount, never a negative).
 */
function startCpuMeter(roots: readonly number[]): { stop(): Record<Role, number> | null; counted(role: Role): boolean } | null {
  if (!existsSync('/proc/self/stat')) return null;
  const roles = new Map<number, Role>();
  const before = new Map<number, number>();
  for (const pid of roots.flatMap(processTree)) {
    const ms = cpuMsOf(pid);
    if (ms === undefined) continue;
    roles.set(pid, roleOf(pid));
    before.set(pid, ms);
  }
  return {
    counted: (role) => roots.some((pid) => roles.get(pid) === role),
    stop() {
      const totals: Record<Role, number> = { api: 0, life: 0, postgres: 0, other: 0 };
      for (const pid of roots.flatMap(processTree)) {
        const ms = cpuMsOf(pid);
        if (ms === undefined) continue;
        const role = roles.get(pid) ?? roleOf(pid);
        totals[role] += ms - (before.get(pid) ?? 0);
      }
      return totals;
    },
  };
}

/** The PostgreSQL server (postmaster) listening on `port`, found by its command line (`-p PORT`); undefined when none. */
function postmasterOn(port: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (path.basename(args[0] ?? '') === 'postgres' && args[args.indexOf('-p') + 1] === String(port)) return Number(entry);
    } catch {
      // gone
    }
  }
  return undefined;
}

/** The machine's summed busy and total jiffies (/proc/stat); null elsewhere. */
function machineJiffies(): { busy: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

/** Spawns `args` with plain node in its own process group; resolves once every pattern appeared in its output. */
async function spawnUntil(args: string[], env: NodeJS.ProcessEnv, patterns: RegExp[], label: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4000);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (patterns.every((pattern) => pattern.test(output))) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${label} terminou (código ${String(code)}) antes de ficar pronto: ${errors.slice(-600)}`)));
    setTimeout(() => reject(new Error(`${label} não ficou pronto em 10 min`)), 600_000).unref();
  });
  child.stdout?.resume();
  return child;
}

/** SIGTERM to the group of `child` (it drains), then waits for it (SIGKILL after 30 s). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 30_000);
  await exited;
  clearTimeout(timer);
}

/** A GET on a fresh connection (no keep-alive): its status, or 0 when refused. */
function freshGet(url: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false, timeout: 5000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', () => resolve(0))
      .on('timeout', function onTimeout(this: http.ClientRequest) {
        this.destroy();
      });
  });
}

/** Waits until `url` answers 200 `times` times in a row on fresh connections (every cluster worker ready). */
async function waitReady(url: string, times: number): Promise<void> {
  const deadline = Date.now() + 600_000;
  let streak = 0;
  while (streak < times) {
    if (Date.now() > deadline) throw new Error(`${url} não ficou pronto em 10 min`);
    streak = (await freshGet(url)) === 200 ? streak + 1 : 0;
    if (streak === 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The environment every compiled server of the bench gets (secrets random per run, never literals). */
function serverEnv(dataDir: string, apiPort: number, lifePort: number, databaseUrl: string, secrets?: { jwt: string; webhook: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    LIFE_PORT: String(lifePort),
    LIFE_API_URL: `http://127.0.0.1:${lifePort}`,
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(ROOT, 'dist'),
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    PAYMENT_JOB_INTERVAL_SECONDS: '3600',
    DATABASE_URL: databaseUrl,
    ...(secrets ? { JWT_SECRET: secrets.jwt, PAYMENT_WEBHOOK_SECRET: secrets.webhook } : {}),
  };
}

/** `npm start` as deployed (compiled launcher, PGlite) on a fresh folder: seeds demo users and the real catalog. */
async function startPglite(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-broker-day-'));
  const [apiPort, lifePort] = [await freePort(), await freePort()];
  const launcher = await spawnUntil(
    [path.join(ROOT, 'build/server/launch.mjs')],
    serverEnv(dataDir, apiPort, lifePort, ''),
    [/Cotador pronto em/, /pronto na porta/],
    'npm start (PGlite)',
  );
  const api = `http://127.0.0.1:${apiPort}`;
  const life = `http://127.0.0.1:${lifePort}`;
  await waitReady(`${api}/api/health/ready/`, 1);
  await waitReady(`${life}/health/ready`, 1);
  return {
    api,
    life,
    roots: [launcher.pid ?? 0],
    stop: async () => {
      await stopGroup(launcher);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** N API workers behind one port and `lifeProcesses` life workers behind another (Node's cluster), on `databaseUrl`. */
async function startPostgres(databaseUrl: string, processes: number, lifeProcesses: number): Promise<Target> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-broker-day-'));
  const [apiPort, lifePort] = [await freePort(), await freePort()];
  const secrets = { jwt: randomBytes(48).toString('base64url'), webhook: randomBytes(48).toString('base64url') };
  const env = serverEnv(dataDir, apiPort, lifePort, databaseUrl, secrets);
  const primary = ['--import', 'tsx', path.join(ROOT, 'scripts/bench-cluster-primary.ts')];
  const started: ChildProcess[] = [];
  const stop = async () => {
    for (const child of started.reverse()) await stopGroup(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    started.push(await spawnUntil([...primary, path.join(ROOT, 'build/server/api.mjs'), String(processes)], env, [/bench-cluster: \d+ prontos/], `API × ${processes}`));
    started.push(await spawnUntil([...primary, path.join(ROOT, 'build/server/life.mjs'), String(lifeProcesses)], env, [/bench-cluster: \d+ prontos/], `vida × ${lifeProcesses}`));
    const api = `http://127.0.0.1:${apiPort}`;
    const life = `http://127.0.0.1:${lifePort}`;
    await waitReady(`${api}/api/health/ready/`, processes * 2);
    await waitReady(`${life}/health/ready`, lifeProcesses * 2);
    const postmaster = existsSync('/proc/self/stat') ? postmasterOn(Number(new URL(databaseUrl).port)) : undefined;
    return { api, life, roots: [...started.map((child) => child.pid ?? 0), ...(postmaster ? [postmaster] : [])], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function loginToken(api: string): Promise<string> {
  const response = await fetch(`${api}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'corretor', password: DEMO_PASSWORD }) });
  if (!response.ok) throw new Error(`login respondeu ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

interface QuoteAnswer {
  results: Array<{ id: number; name: string; institution: { id: number }; price_table: { effective_date: string; real: boolean; prices_cents: number[] } }>;
  institutions: Array<{ id: number; name: string }>;
}

/** Plan ids of every sample place, and a quotation of the first two São Paulo PME plans for 3 lives (scripts/lib/quotation-data.ts). */
async function prepare(api: string): Promise<Prepared> {
  const token = await loginToken(api);
  const quote = async (query: string) => {
    const response = await fetch(`${api}/api/v3/plans/?${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`cotação respondeu ${response.status}`);
    return (await response.json()) as QuoteAnswer;
  };
  const planIds: number[] = [];
  for (const sample of REAL_CITY_SAMPLES) for (const plan of (await quote(quoteQuery(sample))).results.slice(0, 10)) planIds.push(plan.id);
  if (planIds.length === 0) throw new Error('nenhum plano nas cotações de exemplo: catálogo vazio?');
  const answer = await quote(quoteQuery({ label: 'SP PME 3 vidas', state: STATE_IDS.SP, type: 'PJ', ages: { '0_18': 1, '29_33': 1, '59_plus': 1 } }));
  const plans = answer.results.slice(0, 2);
  if (plans.length < 2) throw new Error('a cotação PME de São Paulo respondeu menos de 2 planos');
  const names = new Map(answer.institutions.map((institution) => [institution.id, institution.name]));
  const data = quotationDataOf(plans, { institutionNames: names });
  return { planIds, dataJson: JSON.stringify(data) };
}

/**
 * What the SPA asks for a new quote (src/application/quotation/quotation.machine.ts): the first page
 * of the cards view, cheapest first, 30 offers (adhesion offers whole); the whole answer is the API's
 * own call, which no screen makes since the quote is paged.
 */
const FIRST_PAGE = 'sort=total&group=offers&page=1&page_size=30';

class StepFailure extends Error {}

/** A subscribed ActionCable socket (raw `ws`, actioncable-v1-json) that waits for a quotation's result. */
function openCable(lifeBase: string, token: string): Promise<{ waitFor(id: string): Promise<void>; close(): void }> {
  const socket = new WebSocket(`${lifeBase.replace(/^http/, 'ws')}/cable`, ['actioncable-v1-json'], { perMessageDeflate: false });
  const identifier = quotationChannelIdentifier(token, 'porto_seguro');
  const received = new Set<string>();
  const waiters = new Map<string, () => void>();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new StepFailure('cable: sem confirmação em 30 s'));
    }, REQUEST_TIMEOUT_MS);
    socket.on('error', (error) => reject(new StepFailure(`cable: ${error.message}`)));
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { type?: string; message?: { quotation_id?: string } };
      if (frame.type === 'welcome') socket.send(JSON.stringify({ command: 'subscribe', identifier }));
      else if (frame.type === 'reject_subscription') reject(new StepFailure('cable: inscrição recusada'));
      else if (frame.type === 'confirm_subscription') {
        clearTimeout(timer);
        resolve({
          waitFor: (id) =>
            new Promise<void>((done, fail) => {
              if (received.has(id)) return done();
              const limit = setTimeout(() => fail(new StepFailure('vida: resultado não chegou em 30 s')), REQUEST_TIMEOUT_MS);
              waiters.set(id, () => {
                clearTimeout(limit);
                done();
              });
            }),
          close: () => socket.terminate(),
        });
      } else if (frame.message?.quotation_id) {
        const id = frame.message.quotation_id;
        received.add(id);
        waiters.get(id)?.();
        waiters.delete(id);
      }
    });
  });
}

/** One request on `client`; the body read as JSON when `json`, else dropped. Throws a StepFailure on another status. */
async function call<T = unknown>(
  client: Client,
  step: StepKey,
  expected: number,
  options: { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string; json?: boolean },
): Promise<T> {
  const response = await client
    .request({ method: options.method, path: options.path, headers: options.headers, body: options.body, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS })
    .catch((error: unknown) => {
      throw new StepFailure(`${step}: ${(error as Error).message}`);
    });
  if (response.statusCode !== expected) {
    const text = (await response.body.text()).slice(0, 160);
    throw new StepFailure(`${step}: ${response.statusCode} ${text}`);
  }
  if (options.json) return (await response.body.json()) as T;
  await response.body.dump({ limit: Number.POSITIVE_INFINITY });
  return undefined as T;
}

/** One broker's day; `record` gets each step's latency (ms). Throws a StepFailure when a request fails. */
async function brokerDay(index: number, target: Target, prepared: Prepared, record: (step: StepKey, ms: number) => void): Promise<void> {
  const api = new Client(target.api, { pipelining: 1 });
  const life = new Client(target.life, { pipelining: 1 });
  let cable: Awaited<ReturnType<typeof openCable>> | undefined;
  const timed = async <T>(step: StepKey, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const value = await run();
    record(step, performance.now() - start);
    return value;
  };
  try {
    const json = { 'content-type': 'application/json' };
    const username = BROKERS[index % BROKERS.length] as string;
    const pair = await timed('login', () => call<{ access: string; refresh: string }>(api, 'login', 200, { method: 'POST', path: '/api/token/', headers: json, body: JSON.stringify({ username, password: DEMO_PASSWORD }), json: true }));
    const { access } = await timed('refresh', () => call<{ access: string }>(api, 'refresh', 200, { method: 'POST', path: '/api/token/refresh/', headers: json, body: JSON.stringify({ refresh: pair.refresh }), json: true }));
    const asked = { authorization: `Bearer ${access}`, 'accept-encoding': CHROMIUM_ENCODING };
    for (const ask of quotesOfBroker(index)) await timed('quote', () => call(api, 'quote', 200, { method: 'GET', path: `/api/v3/plans/?${quoteQuery(ask)}&${FIRST_PAGE}`, headers: asked }));
    for (let k = 0; k < 2; k += 1) {
      const id = prepared.planIds[(index * 2 + k) % prepared.planIds.length] as number;
      await timed('detail', () => call(api, 'detail', 200, { method: 'GET', path: `/api/plans/${id}/`, headers: asked }));
    }
    const code = randomUUID();
    await timed('save', () => call(api, 'save', 201, { method: 'POST', path: '/api/v1/quotation/', headers: { ...json, authorization: `Bearer ${access}` }, body: `{"code":"${code}","data":${prepared.dataJson}}` }));
    await timed('reopen', () => call(api, 'reopen', 200, { method: 'GET', path: `/api/v1/quotation/?code=${code}`, headers: { 'accept-encoding': CHROMIUM_ENCODING } }));
    cable = await timed('cable', () => openCable(target.life, access));
    const opened = cable;
    await timed('life', async () => {
      const { id } = await call<{ id: string }>(life, 'life', 202, { method: 'POST', path: '/v1/porto_seguro/quotation', headers: { ...json, authorization: `Bearer ${access}` }, body: LIFE_BODY, json: true });
      await opened.waitFor(id);
    });
  } finally {
    cable?.close();
    await Promise.all([api.close(), life.close()]).catch(() => undefined);
  }
}

/** One concurrency level: `concurrency` brokers at once for `seconds` (closed loop), then every day in flight finishes. */
async function runLevel(target: Target, prepared: Prepared, concurrency: number, seconds: number, firstIndex: number): Promise<{ samples: LevelSamples; nextIndex: number; level: BrokerDayLevel }> {
  const latencies: Partial<Record<StepKey, number[]>> = {};
  const failures: string[] = [];
  let nextIndex = firstIndex;
  let days = 0;
  const meter = startCpuMeter(target.roots);
  const generatorBefore = process.cpuUsage();
  const machineBefore = machineJiffies();
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end && failures.length < 20) {
        const index = nextIndex;
        nextIndex += 1;
        const mine: Array<[StepKey, number]> = [];
        try {
          await brokerDay(index, target, prepared, (step, ms) => mine.push([step, ms]));
          for (const [step, ms] of mine) (latencies[step] ??= []).push(ms);
          days += 1;
        } catch (error) {
          failures.push(error instanceof StepFailure ? error.message : `erro: ${(error as Error).message}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const server = meter?.stop() ?? null;
  const generator = process.cpuUsage(generatorBefore);
  const machineAfter = machineJiffies();
  const samples: LevelSamples = { concurrency, days, seconds: elapsed, latencies, failures };
  const figures = levelFigures(samples);
  const perDay = (ms: number | null) => (ms === null || days === 0 ? null : round1(ms / days));
  return {
    samples,
    nextIndex,
    level: {
      ...figures,
      serverCpuMsPerDay: perDay(server ? server.api + server.life + server.other : null),
      cpuMsPerDay: server
        ? { api: perDay(server.api) ?? 0, life: perDay(server.life) ?? 0, postgres: meter?.counted('postgres') ? perDay(server.postgres) : null }
        : null,
      generatorCpuMsPerDay: perDay((generator.user + generator.system) / 1000),
      machineBusy: machineBefore && machineAfter ? Math.round(((machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)) * 100) / 100 : null,
      failureSamples: [...new Set(failures)].slice(0, 3),
    },
  };
}

/** CPU the processes of `target` spend per second at rest over `seconds` (ms/s per role; PostgreSQL null when not counted); null off Linux. */
async function idleCpu(target: Target, seconds: number): Promise<BrokerDayRun['idleCpuMsPerSecond']> {
  const meter = startCpuMeter(target.roots);
  const start = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const spent = meter?.stop();
  const elapsed = (performance.now() - start) / 1000;
  if (!meter || !spent) return null;
  const rate = (role: 'api' | 'life' | 'postgres') => round1(spent[role] / elapsed);
  return { api: rate('api'), life: rate('life'), postgres: meter.counted('postgres') ? rate('postgres') : null };
}

/** `level`'s CPU per day less the rest's CPU over its `seconds` (see `BrokerDayLevel.netCpuMsPerDay`). */
function netOfIdle(level: BrokerDayLevel, seconds: number, idle: BrokerDayRun['idleCpuMsPerSecond']): BrokerDayLevel['netCpuMsPerDay'] {
  if (!level.cpuMsPerDay || !idle || level.days === 0) return null;
  const net = (raw: number, rate: number) => round1(raw - (rate * seconds) / level.days);
  return {
    api: net(level.cpuMsPerDay.api, idle.api),
    life: net(level.cpuMsPerDay.life, idle.life),
    postgres: level.cpuMsPerDay.postgres === null || idle.postgres === null ? null : net(level.cpuMsPerDay.postgres, idle.postgres),
  };
}

function printLevel(level: BrokerDayLevel): void {
  const steps = BROKER_DAY_STEPS.map((step) => `${step.key} ${level.p95Ms[step.key] ?? '—'}`).join(', ');
  const net = level.netCpuMsPerDay ? `; sem o repouso: API ${level.netCpuMsPerDay.api}, vida ${level.netCpuMsPerDay.life}${level.netCpuMsPerDay.postgres === null ? '' : `, PostgreSQL ${level.netCpuMsPerDay.postgres}`}` : '';
  const roles = level.cpuMsPerDay ? ` (API ${level.cpuMsPerDay.api}, vida ${level.cpuMsPerDay.life}${level.cpuMsPerDay.postgres === null ? '' : `; PostgreSQL ${level.cpuMsPerDay.postgres}`}${net})` : '';
  const cpu = level.serverCpuMsPerDay === null ? '' : `; CPU por dia: servidor ${level.serverCpuMsPerDay} ms${roles}, gerador ${level.generatorCpuMsPerDay} ms; máquina ${Math.round((level.machineBusy ?? 0) * 100)} % ocupada`;
  const verdict = level.failures > 0 ? ` ✘ ${level.failures} falhas (${level.failureSamples.join(' | ')})` : level.overLimit.length > 0 ? ` ✘ p95 > 100 ms: ${level.overLimit.join(', ')}` : '';
  console.log(`  ${String(level.concurrency).padStart(3)} corretores: ${String(level.brokersPerSecond).padStart(5)} corretores/s (${level.days} dias); p95 ms: ${steps}${cpu}${verdict}`);
}

/** Climbs the concurrency on `target` until the stop rule (after a warm-up of a few unmeasured days). */
async function climb(name: BrokerDayRun['name'], processes: number, target: Target, seconds: number, maxConcurrency: number, saturate: boolean): Promise<BrokerDayRun> {
  const loadStart = os.loadavg().map(round1);
  const prepared = await prepare(target.api);
  // Warm-up: JIT, prepared answers, pools — every worker (two connections per process at least).
  let index = 0;
  const warm = await runLevel(target, prepared, Math.max(2, processes * 2), Math.min(3, seconds), index);
  index = warm.nextIndex;
  if (warm.level.failures > 0) throw new Error(`aquecimento falhou: ${warm.level.failureSamples.join(' | ')}`);
  const idleSeconds = Math.min(5, seconds);
  const idle = await idleCpu(target, idleSeconds);
  console.log(`\n${name} (${processes} ${processes === 1 ? 'processo' : 'processos'} da API; carga média ${loadStart.join(', ')}):`);
  if (idle) console.log(`  em repouso (${idleSeconds} s sem corretores): API ${idle.api}, vida ${idle.life}${idle.postgres === null ? '' : `, PostgreSQL ${idle.postgres}`} ms de CPU por segundo`);
  const levels: BrokerDayLevel[] = [];
  for (const concurrency of concurrencyLadder(maxConcurrency)) {
    const run = await runLevel(target, prepared, concurrency, seconds, index);
    index = run.nextIndex;
    run.level.netCpuMsPerDay = netOfIdle(run.level, run.samples.seconds, idle);
    levels.push(run.level);
    printLevel(run.level);
    if (saturate ? saturated(levels.at(-2), run.level) : shouldStop(run.level)) break;
  }
  const best = capacity(levels);
  const top = peak(levels);
  console.log(
    `  capacidade (p95 ≤ 100 ms em cada passo medido, sem falhas): ${best ? `${best.brokersPerSecond} corretores/s com ${best.concurrency} simultâneos` : 'nenhum nível'}` +
      `; pico sem falhas: ${top ? `${top.brokersPerSecond} corretores/s com ${top.concurrency}` : '—'}`,
  );
  return { name, processes, levels, capacity: best, peak: top, loadAverage: { start: loadStart, end: os.loadavg().map(round1) }, idleCpuMsPerSecond: idle };
}

/** Seeds the throw-away database like `npm run seed` (demo users, real catalog, table updates, plan extras). */
function seedPostgres(databaseUrl: string): void {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/seed-cli.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development', JWT_SECRET: randomBytes(48).toString('base64url'), PAYMENT_WEBHOOK_SECRET: randomBytes(48).toString('base64url') },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed do PostgreSQL falhou: ${seeded.stderr.slice(-600)}`);
}

/** Runs the broker-day bench and prints it (see the module comment). */
export async function runBrokerDayBench(options: BrokerDayOptions = {}): Promise<BrokerDayResult> {
  const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
  const seconds = options.seconds ?? Number(process.env.BENCH_BROKER_SECONDS ?? (quick ? 5 : 15));
  const maxConcurrency = options.maxConcurrency ?? Number(process.env.BENCH_BROKER_MAX ?? (quick ? 16 : 64));
  const saturate = options.saturate ?? (process.argv.includes('--saturate') || process.env.BENCH_BROKER_SATURATE === '1');
  const lifeProcesses = options.lifeProcesses ?? Number(process.env.BENCH_BROKER_LIFE_PROCESSES ?? 1);
  if (!Number.isInteger(lifeProcesses) || lifeProcesses < 1 || lifeProcesses > 8) throw new RangeError('BENCH_BROKER_LIFE_PROCESSES: inteiro de 1 a 8');
  if (options.compile ?? true) {
    const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build-server.ts')], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('falha ao compilar o servidor (scripts/build-server.ts)');
  }
  console.log(
    `Dia do corretor: login, renovar, 5 cotações, 2 detalhes, salvar, reabrir, /cable + seguro de vida; ${seconds} s por nível, até ${maxConcurrency} simultâneos; ` +
      `serviço de vida no PostgreSQL: ${lifeProcesses} ${lifeProcesses === 1 ? 'processo' : 'processos'} (× 1 e × 2); ` +
      (saturate
        ? 'sobe até saturar (menos de 5 % a mais de corretores/s) ou algo falhar, acima do limite de p95 ou não (--saturate: não é a regra da meta)'
        : 'para quando o p95 de um passo medido passa de 100 ms (login não: bcrypt) ou algo falha'),
  );
  const configs = new Set(options.configs ?? (process.env.BENCH_BROKER_CONFIGS ?? 'pglite,pg1,pg2').split(',').map((name) => name.trim()));
  const runs: BrokerDayResult['runs'] = [];
  const attempt = async (name: BrokerDayRun['name'], processes: number, start: () => Promise<Target>) => {
    let target: Target | undefined;
    try {
      target = await start();
      runs.push(await climb(name, processes, target, seconds, maxConcurrency, saturate));
    } catch (error) {
      console.log(`${name}: falhou — ${(error as Error).message}`);
      runs.push({ name, skipped: `falhou: ${(error as Error).message}` });
    } finally {
      await target?.stop();
    }
  };
  if (configs.has('pglite')) await attempt('PGlite × 1', 1, startPglite);
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl && (configs.has('pg1') || configs.has('pg2'))) {
    const database = await openThrowAwayPostgres(databaseUrl, 'cotador_broker_day');
    try {
      seedPostgres(database.url);
      if (configs.has('pg1')) await attempt('PostgreSQL × 1', 1, () => startPostgres(database.url, 1, lifeProcesses));
      if (configs.has('pg2')) await attempt('PostgreSQL × 2', 2, () => startPostgres(database.url, 2, lifeProcesses));
    } finally {
      await database.close();
    }
  } else if (!databaseUrl) {
    console.log('\nDATABASE_URL não definido: PostgreSQL × 1 e × 2 não medidos (use `npx tsx scripts/with-postgres.ts …`).');
  }
  const runOf = (name: string) => runs.find((run): run is BrokerDayRun => run.name === name && 'levels' in run);
  const twoProcessRatio = scalingRatio(runOf('PostgreSQL × 1')?.capacity?.brokersPerSecond, runOf('PostgreSQL × 2')?.capacity?.brokersPerSecond);
  const twoProcessPeakRatio = scalingRatio(runOf('PostgreSQL × 1')?.peak?.brokersPerSecond, runOf('PostgreSQL × 2')?.peak?.brokersPerSecond);
  console.log('\nDia do corretor — capacidade (corretores/s com p95 ≤ 100 ms):');
  for (const run of runs) console.log(`  ${run.name}: ${'levels' in run ? (run.capacity ? `${run.capacity.brokersPerSecond} (${run.capacity.concurrency} simultâneos)` : 'nenhum nível dentro do limite') : run.skipped}`);
  console.log(`  razão 2 processos ÷ 1 (PostgreSQL): ${twoProcessRatio === null ? 'não medida' : `${twoProcessRatio}× (meta ≥ 1,6× em 2 núcleos)`}`);
  if (twoProcessPeakRatio !== null) console.log(`  razão dos picos (acima do limite de p95 ou não; não é a meta): ${twoProcessPeakRatio}×`);
  return { seconds, saturate, runs, twoProcessRatio, twoProcessPeakRatio };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runBrokerDayBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
