/**
 * The rows of the speed goals table measured on the COMPILED server (`node build/server/api.mjs`,
 * compiled anew by the first pass of each bench process), called by `npm run bench` (scripts/bench.ts) once per database:
 *
 * - authenticated `GET /api/users/me/` req/s at 50 connections, beside the Django REST
 *   framework + SimpleJWT reference in the same run (`options.drfUrl`; scripts/bench.ts starts
 *   it with `../shared/reference/drf-simplejwt/run.sh PORT`, or takes `BENCH_DRF_URL`);
 * - the PME São Paulo quote and `GET /api/health/` on this same server, 50 connections each,
 *   asked as Chromium asks (`Accept-Encoding: gzip, deflate, br, zstd`): req/s, p50, p95 —
 *   the goal rows "quote ÷ health" and "quote p95". The load generator (autocannon) runs in
 *   this process and the server in its own, so they do not share an event loop;
 * - (PGlite pass) the PME São Paulo quote on the wire: raw, gzip and brotli bytes;
 * - (PGlite pass) gzip JavaScript to render `/home` and `/cotacao` cold (scripts/lib/bundle-budget.ts, dist/);
 * - (PGlite pass) the server's RSS: idle after start, then after each of two runs of
 *   `rssQuotes` quotes (default 10 000) at 50 connections, asked as Chromium asks (a browser
 *   always accepts br: without it each answer is megabytes of JSON to send and to read, and the
 *   run measured the load generator), and the verdict "no growth" when
 *   the second run added less than 5 % (and less than 16 MiB) to the first;
 * - (PGlite pass) Lighthouse performance of `/home`, mobile profile (`npx lighthouse` with
 *   /usr/bin/chromium), the median of `BENCH_LIGHTHOUSE_RUNS` runs (default 5), when the npm
 *   registry is reachable (otherwise the row says why).
 *
 * On PGlite the server seeds its own fresh folder; on PostgreSQL (`options.databaseUrl`) it
 * uses the database scripts/bench.ts has just seeded. `npm run bench:speed` runs the PGlite
 * pass alone and prints it (the tables of docs/benchmarks.md are written by `npm run bench`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from './lib/load-generator';
import { quoteQuery, REAL_CITY_QUOTES, REAL_CITY_SAMPLES, SP_PME_PAGE_QUERY, SP_PME_QUERY } from './lib/bench-queries';
import { BUDGET_ROUTES, measureRoutes } from './lib/bundle-budget';
import { freePort } from './lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const DRF_HOW = 'inicie a referência com `../shared/reference/drf-simplejwt/run.sh 18500` e passe BENCH_DRF_URL=http://127.0.0.1:18500';

/** What {@link runSpeedBench} measures and where. */
export interface SpeedBenchOptions {
  /** A migrated and seeded PostgreSQL database for the server; a fresh PGlite folder otherwise. */
  databaseUrl?: string;
  /** Only `/api/users/me/` and the reference (the PostgreSQL pass: the other rows are the PGlite pass's). */
  meOnly?: boolean;
  /** The DRF + SimpleJWT reference, or undefined when it is not running. */
  drfUrl?: string;
  /** Seconds per load measure (default BENCH_SECONDS or 10). */
  seconds?: number;
  /** Quotes per RSS run (default BENCH_RSS_QUOTES or 10 000). */
  rssQuotes?: number;
  /** Run Lighthouse (default true). */
  lighthouse?: boolean;
  /** Only the goal quote's size on the wire (page 1 and the whole answer), then stop (BENCH_WIRE_ONLY=1). */
  wireOnly?: boolean;
}


/** One autocannon run. */
export interface Throughput {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** What {@link runSpeedBench} measures (see the module comment). */
export interface SpeedBenchResult {
  at: string;
  commit: string;
  loadAverage: { start: number[]; end: number[] };
  server: string;
  database: 'PGlite' | 'PostgreSQL';
  me: Throughput;
  drf: Throughput | { skipped: string };
  /** our /me req/s ÷ the reference's, 50 connections, same run. */
  drfRatio: number | null;
  /** The PME quote and health at 50 connections, browser-like `Accept-Encoding` (both passes). */
  quoteLoad?: { quote: Throughput; health: Throughput };
  /**
   * The real cities' quotes (scripts/lib/bench-queries.ts): each place's answer size, and 50
   * connections cycling through the 35 distinct quotes for `seconds` (br accepted), both passes.
   */
  realCities?: { samples: Array<{ label: string; plans: number; rawBytes: number; brBytes: number }>; load: Throughput };
  /**
   * The rows below are measured on the PGlite pass only. `quote`: the goal quote as the SPA asks
   * it (page 1 of 30 offers, cheapest first; `plans` on that page of `count`); `quoteWhole`: the
   * same quote without `page_size` (every plan, the spec's call).
   */
  quote?: { plans: number; count?: number; rawBytes: number; gzipBytes: number; brBytes: number };
  quoteWhole?: { plans: number; rawBytes: number; gzipBytes: number; brBytes: number };
  bundle?: Array<{ path: string; gzipBytes: number; budgetBytes: number; goalBytes: number }> | { skipped: string };
  rss?: { idleMiB: number; quotesPerRun: number; afterFirstMiB: number; afterSecondMiB: number; noGrowth: boolean; quoteRuns: Throughput[] };
  /** The median run of several (see `lighthouse`), and each run's score and TBT in order. */
  lighthouse?: (LighthouseRun & { runs?: Array<{ performance: number; tbtMs: number }> }) | { skipped: string };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

/** autocannon for `seconds`, or for `amount` requests when given. */
function hammer(
  url: string,
  headers: Record<string, string>,
  connections: number,
  limit: { seconds: number } | { amount: number },
  paths?: readonly string[],
): Promise<Throughput> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url,
        connections,
        headers,
        timeout: 60,
        ...('amount' in limit ? { amount: limit.amount } : { duration: limit.seconds }),
        ...(paths ? { requests: paths.map((path) => ({ method: 'GET', path, headers })) } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          connections,
          requestsPerSecond: round1(result.requests.total / result.duration),
          p50Ms: round1(percentile(latencies, 0.5)),
          p95Ms: round1(percentile(latencies, 0.95)),
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => latencies.push(time));
  });
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'corretor', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`login em ${base} respondeu ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

/** Bytes on the wire of a GET with `accept-encoding` (fetch would decompress: plain http). */
function wireBytes(url: string, headers: Record<string, string>, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** Resident set size of `pid` in MiB (Linux /proc). */
async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return round1(kb / 1024);
}

/** Whether this process has compiled the server already (once per bench: a build left from older code would be measured otherwise). */
let compiled = false;

/** Starts the compiled API on a fresh data folder; resolves once it prints its banner. */
async function startCompiledServer(dataDir: string, databaseUrl: string | undefined): Promise<{ child: ChildProcess; base: string }> {
  if (!compiled) {
    const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build-server.ts')], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0 || !existsSync(path.join(ROOT, 'build/server/api.mjs'))) throw new Error('falha ao compilar o servidor (scripts/build-server.ts)');
    compiled = true;
  }
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'build/server/api.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: DIST,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
      PAYMENT_JOB_INTERVAL_SECONDS: '3600',
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Cotador pronto em')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`o servidor compilado terminou (código ${String(code)}) antes de ficar pronto`)));
    setTimeout(() => reject(new Error('o servidor compilado não ficou pronto em 10 min')), 600_000).unref();
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** One Lighthouse run's figures (performance 0–100; times in ms as Lighthouse simulates them). */
interface LighthouseRun {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  transferKiB: number;
}

/** One `npx lighthouse` run of `url` (mobile profile, simulated throttling); a string says why it could not run. */
async function lighthouseOnce(url: string): Promise<LighthouseRun | string> {
  const out = path.join(os.tmpdir(), `cotador-lighthouse-${process.pid}.json`);
  const run = spawnSync(
    'npx',
    ['--yes', 'lighthouse@13', url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage'],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, encoding: 'utf8', timeout: 600_000 },
  );
  if (run.status !== 0 || !existsSync(out)) {
    const reason = (run.stderr || run.error?.message || '').split('\n').filter(Boolean).slice(-2).join(' ');
    return `npx lighthouse falhou: ${reason.slice(0, 200)}`;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  await rm(out, { force: true });
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    transferKiB: round1((report.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024),
  };
}

/** The CPUs' summed busy and total jiffies since boot (Linux `/proc/stat`, first line); null elsewhere. */
function cpuJiffies(): { busy: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine's CPUs were at least 90 % idle over 2 s (at most 60 s), so that a
 * Lighthouse run does not score what the measures before it left running (the server's garbage
 * collection after 20 000 quotes, the load generator's exit). Resolves with the idle share seen
 * last (0–1) and the seconds waited; on a machine without `/proc/stat` it does not wait.
 */
async function waitForIdleCpus(): Promise<{ idle: number; waitedS: number }> {
  const started = Date.now();
  for (;;) {
    const before = cpuJiffies();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = cpuJiffies();
    if (!before || !after) return { idle: 1, waitedS: 0 };
    const idle = 1 - (after.busy - before.busy) / Math.max(1, after.total - before.total);
    const waitedS = Math.round((Date.now() - started) / 1000);
    if (idle >= 0.9 || waitedS >= 60) return { idle: Math.round(idle * 100) / 100, waitedS };
  }
}

/** Tries of one Lighthouse run before the measure is given up (a trace Chrome failed to record is tried again). */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * Lighthouse on `url`, `BENCH_LIGHTHOUSE_RUNS` times (default 5), and the run with the median
 * score, with every run's score and Total Blocking Time beside it. One run's score moves with the
 * host's load (the Total Blocking Time is the observed main-thread tasks × 4): Lighthouse's own
 * guidance (docs/variability.md, "Run Lighthouse multiple times") is the median of 5 runs,
 * about twice as stable as one. Each run starts once the CPUs are idle ({@link waitForIdleCpus}).
 * docs/benchmarks.md.
 */
async function lighthouse(url: string): Promise<NonNullable<SpeedBenchResult['lighthouse']>> {
  if (!existsSync('/usr/bin/chromium')) return { skipped: '/usr/bin/chromium ausente' };
  const count = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < count; i += 1) {
    // A run whose trace Chrome failed to record ("NO_NAVSTART", "NO_FCP": Lighthouse's
    // intermittent trace errors, seen in the run of 2026-11-28 18:44) is tried again, twice at most.
    let run: LighthouseRun | string = '';
    let quiet = { idle: 1, waitedS: 0 };
    for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt += 1) {
      quiet = await waitForIdleCpus();
      run = await lighthouseOnce(url);
      if (typeof run !== 'string') break;
      console.log(`  Lighthouse ${i + 1}/${count}, tentativa ${attempt} de ${LIGHTHOUSE_ATTEMPTS}: ${run}`);
    }
    if (typeof run === 'string') return { skipped: run };
    runs.push(run);
    console.log(`  Lighthouse ${i + 1}/${count}: ${run.performance} (TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms; CPUs ${Math.round(quiet.idle * 100)} % idle before, after ${quiet.waitedS} s)`);
  }
  const median = [...runs].sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs)[Math.floor(runs.length / 2)] as LighthouseRun;
  return { ...median, runs: runs.map((run) => ({ performance: run.performance, tbtMs: run.tbtMs })) };
}

/** Runs the measures of the module comment on one database (see {@link SpeedBenchOptions}). */
export async function runSpeedBench(options: SpeedBenchOptions = {}): Promise<SpeedBenchResult> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const rssQuotes = options.rssQuotes ?? Number(process.env.BENCH_RSS_QUOTES ?? 10_000);
  const database = options.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const at = new Date().toISOString();
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const loadStart = os.loadavg().map(round1);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-bench-speed-'));
  console.log(`\n== Servidor compilado (node build/server/api.mjs, ${database}) — carga média ${loadStart.join(', ')} ==`);
  const { child, base } = await startCompiledServer(dataDir, options.databaseUrl);
  const pid = child.pid ?? -1;
  try {
    const token = await login(base);
    const auth = { authorization: `Bearer ${token}` };
    const quoteUrl = `${base}/api/v3/plans/?${SP_PME_QUERY}`;
    // As the SPA's browser asks (it accepts br and gzip): every quote run below but the raw-size figure.
    const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const result: SpeedBenchResult = {
      at,
      commit,
      loadAverage: { start: loadStart, end: [] },
      server: `node build/server/api.mjs (compilado), ${database}`,
      database,
      me: { connections: 50, requestsPerSecond: Number.NaN, p50Ms: Number.NaN, p95Ms: Number.NaN, requests: 0, non2xx: 0, errors: 0 },
      drf: { skipped: 'não medido' },
      drfRatio: null,
    };

    if (!options.meOnly) {
      // Answer size on the wire: the page the SPA asks (page 1, cheapest first, cards) and the whole answer.
      const pageUrl = `${base}/api/v3/plans/?${SP_PME_PAGE_QUERY}`;
      const firstPage = (await (await fetch(pageUrl, { headers: auth })).json()) as { count: number; results: unknown[] };
      const quote = {
        plans: firstPage.results.length,
        count: firstPage.count,
        rawBytes: await wireBytes(pageUrl, auth, 'identity'),
        gzipBytes: await wireBytes(pageUrl, auth, 'gzip'),
        brBytes: await wireBytes(pageUrl, auth, 'br'),
      };
      const plain = await fetch(quoteUrl, { headers: auth });
      const plans = ((await plain.json()) as { count: number }).count;
      const quoteWhole = {
        plans,
        rawBytes: await wireBytes(quoteUrl, auth, 'identity'),
        gzipBytes: await wireBytes(quoteUrl, auth, 'gzip'),
        brBytes: await wireBytes(quoteUrl, auth, 'br'),
      };
      result.quote = quote;
      result.quoteWhole = quoteWhole;
      console.log(`cotação PME SP, página 1 (${quote.plans} de ${quote.count} planos): ${round1(quote.rawBytes / 1024)} KiB sem compressão, gzip ${round1(quote.gzipBytes / 1024)} KiB, br ${round1(quote.brBytes / 1024)} KiB`);
      console.log(`cotação PME SP inteira (${plans} planos): ${round1(quoteWhole.rawBytes / 1024)} KiB sem compressão, gzip ${round1(quoteWhole.gzipBytes / 1024)} KiB, br ${round1(quoteWhole.brBytes / 1024)} KiB`);
      if (options.wireOnly) return result;

      // RSS idle, then after two runs of quotes.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const idleMiB = await rssMiB(pid);
      const quoteRuns: Throughput[] = [];
      const after: number[] = [];
      for (let run = 0; run < 2; run += 1) {
        quoteRuns.push(await hammer(quoteUrl, browser, 50, { amount: rssQuotes }));
        after.push(await rssMiB(pid));
      }
      const afterFirstMiB = after[0] ?? Number.NaN;
      const afterSecondMiB = after[1] ?? Number.NaN;
      const growth = afterSecondMiB - afterFirstMiB;
      const rss = { idleMiB, quotesPerRun: rssQuotes, afterFirstMiB, afterSecondMiB, noGrowth: growth < Math.min(16, afterFirstMiB * 0.05), quoteRuns };
      result.rss = rss;
      console.log(
        `RSS: ocioso ${rss.idleMiB} MiB, após ${rssQuotes} cotações ${rss.afterFirstMiB} MiB, após mais ${rssQuotes} ${rss.afterSecondMiB} MiB ` +
          `(${rss.noGrowth ? 'sem crescimento' : 'CRESCEU'}; ${quoteRuns.map((entry) => `${entry.requestsPerSecond} req/s, p95 ${entry.p95Ms} ms`).join('; ')})`,
      );
    }

    // Quote vs health, same server, as the SPA's browser asks.
    const healthUrl = `${base}/api/health/`;
    for (let i = 0; i < 100; i += 1) {
      await fetch(quoteUrl, { headers: browser }).then((response) => response.arrayBuffer());
      await fetch(healthUrl).then((response) => response.arrayBuffer());
    }
    const quoteLoad = { quote: await hammer(quoteUrl, browser, 50, { seconds }), health: await hammer(healthUrl, browser, 50, { seconds }) };
    result.quoteLoad = quoteLoad;
    console.log(
      `cotação PME SP 50 conexões (${database}, br): ${quoteLoad.quote.requestsPerSecond} req/s, p50 ${quoteLoad.quote.p50Ms} ms, p95 ${quoteLoad.quote.p95Ms} ms; ` +
        `health ${quoteLoad.health.requestsPerSecond} req/s, p95 ${quoteLoad.health.p95Ms} ms; razão ${round1((quoteLoad.quote.requestsPerSecond / quoteLoad.health.requestsPerSecond) * 100) / 100}`,
    );

    // The real cities: answer sizes, then the 35 distinct quotes mixed at 50 connections.
    const samples: NonNullable<SpeedBenchResult['realCities']>['samples'] = [];
    for (const ask of REAL_CITY_SAMPLES) {
      const url = `${base}/api/v3/plans/?${quoteQuery(ask)}`;
      const plans = ((await (await fetch(url, { headers: auth })).json()) as { count: number }).count;
      samples.push({ label: ask.label, plans, rawBytes: await wireBytes(url, auth, 'identity'), brBytes: await wireBytes(url, auth, 'br') });
    }
    for (const sample of samples) console.log(`  ${sample.label}: ${sample.plans} planos, ${round1(sample.rawBytes / 1024)} KiB, br ${round1(sample.brBytes / 1024)} KiB`);
    const mixed = await hammer(base, browser, 50, { seconds }, REAL_CITY_QUOTES.map((ask) => `/api/v3/plans/?${quoteQuery(ask)}`));
    result.realCities = { samples, load: mixed };
    console.log(`cidades reais, ${REAL_CITY_QUOTES.length} cotações distintas, 50 conexões (${database}, br): ${mixed.requestsPerSecond} req/s, p50 ${mixed.p50Ms} ms, p95 ${mixed.p95Ms} ms`);

    // Authenticated /me here and at the DRF reference, same run.
    const meUrl = `${base}/api/users/me/`;
    for (let i = 0; i < 200; i += 1) await fetch(meUrl, { headers: auth }).then((response) => response.arrayBuffer());
    result.me = await hammer(meUrl, auth, 50, { seconds });
    console.log(`/api/users/me/ 50 conexões (${database}): ${result.me.requestsPerSecond} req/s, p50 ${result.me.p50Ms} ms, p95 ${result.me.p95Ms} ms`);
    if (options.drfUrl) {
      try {
        const drfToken = await login(options.drfUrl);
        const drfAuth = { authorization: `Bearer ${drfToken}` };
        for (let i = 0; i < 50; i += 1) await fetch(`${options.drfUrl}/api/users/me/`, { headers: drfAuth }).then((response) => response.arrayBuffer());
        result.drf = await hammer(`${options.drfUrl}/api/users/me/`, drfAuth, 50, { seconds });
        console.log(`referência DRF + SimpleJWT /api/users/me/ 50 conexões: ${result.drf.requestsPerSecond} req/s, p50 ${result.drf.p50Ms} ms`);
      } catch (error) {
        result.drf = { skipped: `referência em ${options.drfUrl} inacessível (${(error as Error).message})` };
      }
    } else result.drf = { skipped: `referência DRF não iniciada: ${DRF_HOW}` };
    if ('skipped' in result.drf) console.log(result.drf.skipped);
    else {
      result.drfRatio = Number((result.me.requestsPerSecond / result.drf.requestsPerSecond).toFixed(2));
      console.log(`/api/users/me/ ÷ DRF: ${result.drfRatio}×`);
    }

    if (!options.meOnly) {
      // First-load JavaScript, from the build.
      const bundle = existsSync(path.join(DIST, '.vite', 'manifest.json'))
        ? measureRoutes(DIST, BUDGET_ROUTES).map((weight) => {
            const route = BUDGET_ROUTES.find((entry) => entry.path === weight.path);
            return { path: weight.path, gzipBytes: weight.gzipBytes, budgetBytes: route?.budgetBytes ?? 0, goalBytes: route?.goalBytes ?? 0 };
          })
        : { skipped: 'dist/.vite/manifest.json ausente: rode `npm run build` antes.' };
      result.bundle = bundle;
      if (!('skipped' in bundle)) console.log(`JavaScript gzip: ${bundle.map((entry) => `${entry.path} ${round1(entry.gzipBytes / 1000)} KB`).join(', ')}`);

      const lighthouseResult: NonNullable<SpeedBenchResult['lighthouse']> =
        options.lighthouse === false
          ? { skipped: 'pulado (--quick)' }
          : existsSync(path.join(DIST, 'index.html'))
            ? await lighthouse(`${base}/home`)
            : { skipped: 'dist/ ausente: rode `npm run build` antes.' };
      result.lighthouse = lighthouseResult;
      console.log(`Lighthouse /home (móvel): ${'skipped' in lighthouseResult ? lighthouseResult.skipped : JSON.stringify(lighthouseResult)}`);
    }
    result.loadAverage.end = os.loadavg().map(round1);
    return result;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runSpeedBench({ ...(process.env.BENCH_DRF_URL ? { drfUrl: process.env.BENCH_DRF_URL } : {}), wireOnly: process.env.BENCH_WIRE_ONLY === '1' }).then(
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
