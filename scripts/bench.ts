/**
 * `npm run bench`: every row of the speed goals table (docs/benchmarks.md) from one run, on PGlite and — when
 * DATABASE_URL is set — on a throw-away database of that PostgreSQL server, plus the figures
 * behind them. Prints a goals table at the end and writes everything down (scripts/bench-report.ts).
 *
 *   npm run build && npm run bench                                   # PGlite (+ Chromium if dist/ exists)
 *   npm run build && npx tsx scripts/with-postgres.ts npm run bench  # PGlite, then PostgreSQL
 *   npm run bench -- --quick   (or BENCH_QUICK=1)                    # short run: 3 s per measure,
 *                                                                      1 000 quotes per RSS run, no Lighthouse, no life bench
 *
 * For each database:
 * 1. seed times (open + migrate, demo users, catalog build + insert) on a fresh database;
 * 2. `buildApp` in this process on a loopback port: the quote's raw size (uncompressed JSON),
 *    then autocannon on `GET /api/v3/plans/` (a typical PME quote in São Paulo: 2 × 0-18,
 *    1 × 29-33, 1 × 59+) and `GET /api/health/`, asked as Chromium asks (br), at 1
 *    and 50 connections (BENCH_SECONDS each, default 10): p50 / p95 from every response time,
 *    requests per second, the ratio quote / health; then `measureQuoteInChromium` (click on
 *    'Cotar' → results drawn, built SPA, /usr/bin/chromium);
 * 3. `runSpeedBench` (scripts/bench-speed.ts) on the COMPILED server in its own process:
 *    `/api/users/me/` beside the DRF + SimpleJWT reference at 50 connections, and on PGlite
 *    the quote's compressed size, the first-load JavaScript, RSS over two runs of
 *    BENCH_RSS_QUOTES quotes (default 10 000, asked as Chromium asks), Lighthouse `/home` mobile.
 * The reference: BENCH_DRF_URL when set; otherwise the bench starts
 * `../shared/reference/drf-simplejwt/run.sh PORT` itself when that script exists (BENCH_DRF=0
 * to skip), and stops it at the end. Then `runPdfBench` (scripts/bench-pdf.ts: first / later
 * PDFs in Node and Chromium), `runImportApiBench` (scripts/bench-import-api.ts: the operator
 * import's refusals at its limits, time and API RSS), `runInteractionBench` (scripts/bench-interactions.ts:
 * the broker's clicks → next paint in Chromium, INP at CPU 1× and 4×), `runBrokerDayBench` (scripts/bench-broker-day.ts:
 * a broker's whole day under load, PGlite and PostgreSQL × 1 / × 2 processes), `runLifeBench` (scripts/bench-life.ts) and
 * `runRestartBench` (scripts/bench-restart.ts: time to healthy after kill -9 of `npm start`), the last two not with --quick.
 *
 * Figures go to the console and to .tmp/bench-results.json; the tables, with the Node /
 * PostgreSQL / Chromium versions and the load average at the start and the end, are written
 * into the generated section of docs/benchmarks.md and the raw JSON kept as
 * docs/bench-runs/<timestamp>.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from './lib/load-generator';
import { buildApp } from '../server/src/app';
import { seedCatalog } from '../server/src/catalog-seed';
import { loadConfig, type AppConfig } from '../server/src/config';
import { openPgliteDatabase, type DatabaseHandle } from '../server/src/db/database';
import { seedDemoData } from '../server/src/seed';
import { runPdfBench } from './bench-pdf';
import { runImportApiBench } from './bench-import-api';
import { runInteractionBench } from './bench-interactions';
import { runLifeBench } from './bench-life';
import { runBrokerDayBench } from './bench-broker-day';
import { runRestartBench } from './bench-restart';
import { runSpeedBench, type SpeedBenchResult } from './bench-speed';
import { runStartBench } from './bench-start';
import { SP_PME_QUERY } from './lib/bench-queries';
import { finishEnvironment, goalRows, startEnvironment, writeBenchReport, type BenchResult } from './bench-report';
import { openThrowAwayPostgres } from './lib/throw-away-postgres';

/** A short run (`--quick` or BENCH_QUICK=1): for trying the bench, not for the record. */
const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 3 : 10));
const RSS_QUOTES = Number(process.env.BENCH_RSS_QUOTES ?? (QUICK ? 1000 : 10_000));
const CONNECTIONS = [1, 50] as const;
const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');

/** The typical PME quote of the benchmark: São Paulo, 2 × 0-18, 1 × 29-33, 1 × 59+ (the SPA's query). */
export { SP_PME_QUERY };

interface LoadFigures {
  connections: number;
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  non2xx: number;
}

interface DatabaseRun {
  database: 'PGlite' | 'PostgreSQL';
  seed: { openAndMigrateMs: number; usersMs: number; catalogBuildMs: number; catalogInsertMs: number; catalogRows: number };
  quote: { plans: number; bytes: number };
  load: Array<{ endpoint: 'quote' | 'health'; figures: LoadFigures }>;
  chromium?: ChromiumFigures | { skipped: string };
  /** The compiled server's rows (scripts/bench-speed.ts). */
  speed?: SpeedBenchResult | { skipped: string };
}

interface ChromiumFigures {
  runs: number;
  plans: number;
  /** Click on 'Cotar' → the results list in the DOM (ms), per run. */
  clickToDomMs: number[];
  /** Click → the second animation frame after that (the results painted), per run. */
  clickToPaintMs: number[];
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const median = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 0.5);
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Runs autocannon on `url` and computes p50/p95 from every response time. Asked as Chromium
 * asks (`Accept-Encoding: gzip, deflate, br, zstd`): the quote models the SPA's, and a browser
 * always accepts br (raw, the goal quote is megabytes the load generator spends its time reading).
 */
function load(url: string, token: string, connections: number, seconds: number): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' }, timeout: 30 },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          connections,
          p50Ms: round1(percentile(latencies, 0.5)),
          p95Ms: round1(percentile(latencies, 0.95)),
          requestsPerSecond: round1(result.requests.total / result.duration),
          requests: result.requests.total,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
}

/** Waits until the server has worked off the requests left queued by a run (three quick health answers in a row). */
async function drain(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const start = performance.now();
    await fetch(`${base}/api/health/`).then((response) => response.arrayBuffer());
    quick = performance.now() - start < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'corretor', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

/**
 * In-page timer: resolves with the times from the click on 'Cotar' (capture listener) to
 * the first `li` of the "Planos cotados" list (MutationObserver) and to two animation
 * frames later (painted), and the number of plans drawn.
 */
const IN_PAGE_TIMER = `new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent.trim() === 'Cotar');
  if (!button) return reject(new Error('botão Cotar não encontrado'));
  let clickedAt = 0;
  button.addEventListener('click', () => { clickedAt = performance.now(); }, { capture: true, once: true });
  const selector = 'ol[aria-label="Planos cotados"] > li';
  const observer = new MutationObserver(() => {
    if (clickedAt === 0 || !document.querySelector(selector)) return;
    observer.disconnect();
    const dom = performance.now() - clickedAt;
    requestAnimationFrame(() => requestAnimationFrame(() =>
      resolve({ dom, paint: performance.now() - clickedAt, plans: document.querySelectorAll(selector).length })));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => reject(new Error('resultados não apareceram em 30 s')), 30000);
})`;

/**
 * Time from clicking 'Cotar' on /cotacao (SPA built in dist/, served by the same server)
 * to the results drawn, in Chromium. The SP PME quote is typed as ages "5 10 30 60"
 * (2 × 0-18, 1 × 29-33, 1 × 59+). Each run loads the page afresh; the timestamps are
 * taken in the page: the click (capture listener on the button), the first `li` of the
 * "Planos cotados" list (MutationObserver) and two animation frames later (painted).
 */
export async function measureQuoteInChromium(base: string, runs = 5): Promise<ChromiumFigures | { skipped: string }> {
  if (!existsSync(path.join(DIST, 'index.html'))) return { skipped: 'dist/index.html ausente: rode `npm run build` antes.' };
  if (!existsSync('/usr/bin/chromium')) return { skipped: '/usr/bin/chromium ausente.' };
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ baseURL: base, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/home');
    await page.getByLabel('Usuário').fill('corretor');
    await page.getByLabel('Senha', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const clickToDomMs: number[] = [];
    const clickToPaintMs: number[] = [];
    let plans = 0;
    for (let run = 0; run < runs; run += 1) {
      await page.goto('/cotacao');
      await page.getByRole('radio', { name: 'PME' }).check();
      await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'São Paulo (SP)' });
      await page.getByRole('textbox', { name: 'Idades', exact: true }).fill('5 10 30 60');
      await page.getByText('Total de vidas: 4').waitFor();
      const cotar = page.getByRole('button', { name: 'Cotar' });
      // A string, not a function: tsx would wrap a function with helpers the page does not have.
      const timings = page
        .evaluate<{ dom: number; paint: number; plans: number }>(IN_PAGE_TIMER)
        .then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));
      await cotar.click();
      const outcome = await timings;
      if (!outcome.ok) throw outcome.error;
      const result = outcome.value;
      clickToDomMs.push(round1(result.dom));
      clickToPaintMs.push(round1(result.paint));
      plans = result.plans;
    }
    return { runs, plans, clickToDomMs, clickToPaintMs };
  } finally {
    await browser.close();
  }
}

async function benchDatabase(
  database: DatabaseRun['database'],
  open: () => Promise<DatabaseHandle & { url?: string }>,
  config: AppConfig,
  drfUrl: string | undefined,
): Promise<DatabaseRun> {
  console.log(`\n== ${database} ==`);
  const [handle, openMs] = await timed(async () => {
    const opened = await open();
    await opened.migrate();
    return opened;
  });
  try {
    const [, usersMs] = await timed(() => seedDemoData(handle.db, { bcryptRounds: config.bcryptRounds }));
    const seeded = await seedCatalog(handle.db, { scale: 'full' });
    if (seeded.kind !== 'seeded') throw new Error('o catálogo já existia: use um banco vazio');
    const seed = {
      openAndMigrateMs: Math.round(openMs),
      usersMs: Math.round(usersMs),
      catalogBuildMs: Math.round(seeded.buildMs),
      catalogInsertMs: Math.round(seeded.insertMs),
      catalogRows: seeded.rows,
    };
    console.log(
      `seed: abrir + migrar ${seed.openAndMigrateMs} ms, usuários ${seed.usersMs} ms, catálogo ${seed.catalogRows.toLocaleString('pt-BR')} linhas: ` +
        `montar ${seed.catalogBuildMs} ms + inserir ${seed.catalogInsertMs} ms`,
    );

    const app = buildApp({ config, db: handle.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (app.server.address() as { port: number }).port;
      const base = `http://127.0.0.1:${port}`;
      const token = await login(base);
      const quoteUrl = `${base}/api/v3/plans/?${SP_PME_QUERY}`;
      const sample = await fetch(quoteUrl, { headers: { authorization: `Bearer ${token}` } });
      const body = await sample.text();
      const quote = { plans: (JSON.parse(body) as { count: number }).count, bytes: Buffer.byteLength(body) };
      console.log(`cotação PME SP: ${quote.plans} planos, ${Math.round(quote.bytes / 1024)} KiB`);
      // Warm-up (JIT, caches).
      for (let i = 0; i < 30; i += 1) {
        await fetch(quoteUrl, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' } }).then((response) => response.arrayBuffer());
        await fetch(`${base}/api/health/`).then((response) => response.arrayBuffer());
      }
      const results: DatabaseRun['load'] = [];
      for (const connections of CONNECTIONS) {
        for (const [endpoint, url] of [
          ['quote', quoteUrl],
          ['health', `${base}/api/health/`],
        ] as const) {
          await drain(base);
          const figures = await load(url, token, connections, SECONDS);
          results.push({ endpoint, figures });
          console.log(
            `${endpoint.padEnd(6)} ${String(connections).padStart(2)} conexões: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, ` +
              `${figures.requestsPerSecond} req/s (${figures.requests} requisições, erros ${figures.errors}, não-2xx ${figures.non2xx})`,
          );
        }
        const quoteFigures = results.find((entry) => entry.endpoint === 'quote' && entry.figures.connections === connections)?.figures;
        const healthFigures = results.find((entry) => entry.endpoint === 'health' && entry.figures.connections === connections)?.figures;
        if (quoteFigures && healthFigures) {
          console.log(
            `razão cotação / health com ${connections} conexões: p50 ${round1(quoteFigures.p50Ms / healthFigures.p50Ms)}×, ` +
              `req/s ${round1(healthFigures.requestsPerSecond / quoteFigures.requestsPerSecond)}× menos`,
          );
        }
      }
      await drain(base);
      const run: DatabaseRun = { database, seed, quote, load: results };
      // ---- Click 'Cotar' → results drawn, in Chromium (the SPA's side of the figure). ----
      const chromium = await measureQuoteInChromium(base, QUICK ? 2 : 5).catch((error: unknown) => ({ skipped: `falhou: ${(error as Error).message}` }));
      run.chromium = chromium;
      if ('skipped' in chromium) console.log(`Chromium: ${chromium.skipped}`);
      else {
        console.log(
          `Chromium, clique em 'Cotar' → resultados (${chromium.plans} planos): DOM mediana ${median(chromium.clickToDomMs)} ms ` +
            `[${chromium.clickToDomMs.join(', ')}], pintado mediana ${median(chromium.clickToPaintMs)} ms [${chromium.clickToPaintMs.join(', ')}]`,
        );
      }
      // ---- The compiled server in its own process (PGlite: its own fresh folder; PostgreSQL: this database). ----
      run.speed = await runSpeedBench({
        ...(handle.url ? { databaseUrl: handle.url, meOnly: true } : {}),
        ...(drfUrl ? { drfUrl } : {}),
        seconds: SECONDS,
        rssQuotes: RSS_QUOTES,
        lighthouse: !QUICK,
      }).catch((error: unknown) => ({ skipped: `falhou: ${(error as Error).message}` }));
      if ('skipped' in run.speed) console.log(`servidor compilado: ${run.speed.skipped}`);
      return run;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

/**
 * The DRF + SimpleJWT reference: BENCH_DRF_URL when set; else `run.sh` started here on a free
 * port (its process group stopped by `stop`), when the script exists and BENCH_DRF is not 0.
 */
async function startDrfReference(): Promise<{ url: string; stop: () => void } | { skipped: string }> {
  if (process.env.BENCH_DRF_URL) return { url: process.env.BENCH_DRF_URL, stop: () => undefined };
  if (process.env.BENCH_DRF === '0') return { skipped: 'BENCH_DRF=0' };
  const script = [path.resolve(ROOT, '../shared/reference/drf-simplejwt/run.sh'), path.resolve(ROOT, '../../shared/reference/drf-simplejwt/run.sh')].find((candidate) => existsSync(candidate));
  if (!script) return { skipped: 'run.sh da referência não encontrado: inicie `../shared/reference/drf-simplejwt/run.sh 18500` e passe BENCH_DRF_URL=http://127.0.0.1:18500' };
  const port = await new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta'))));
    });
  });
  const child: ChildProcess = spawn('bash', [script, String(port)], { detached: true, stdio: 'ignore' });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000; // run.sh may install Debian's packages first
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${url}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'corretor', password: 'demo1234' }) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) {
      console.log(`referência DRF + SimpleJWT iniciada em ${url} (${script})`);
      return { url, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  return { skipped: `a referência (${script}) não respondeu em 5 min` };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-bench-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      STATIC_DIR: DIST,
      LOG_LEVEL: 'silent',
      BCRYPT_ROUNDS: '10',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      // The benchmark logs in once per database; keep the login limits out of the way.
      LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
    }),
  };
  const started = performance.now();
  console.log(
    `Cotador bench${QUICK ? ' (--quick)' : ''} — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${SECONDS} s por medida, ${RSS_QUOTES} cotações por rodada de RSS`,
  );
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  const at = new Date().toISOString();
  const environment = await startEnvironment(process.env.DATABASE_URL);
  console.log(`carga média no início: ${environment.loadAtStart.join(', ')}; PostgreSQL ${environment.postgres ?? '—'}; ${environment.chromium ?? 'Chromium ausente'}`);
  const drf = await startDrfReference();
  if ('skipped' in drf) console.log(`referência DRF + SimpleJWT: ${drf.skipped}`);
  const drfUrl = 'skipped' in drf ? undefined : drf.url;
  const runs: DatabaseRun[] = [];
  try {
    runs.push(await benchDatabase('PGlite', () => openPgliteDatabase({ dataDir: path.join(dataDir, 'db') }), config, drfUrl));
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) runs.push(await benchDatabase('PostgreSQL', () => openThrowAwayPostgres(databaseUrl), config, drfUrl));
    else console.log('\nDATABASE_URL não definido: PostgreSQL não medido (use `npx tsx scripts/with-postgres.ts npm run bench`).');
  } finally {
    if (!('skipped' in drf)) drf.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  // `npm start` as deployed: second start, RSS per process idle and after RSS_QUOTES quotes.
  const start = await runStartBench({ quotes: RSS_QUOTES }).catch((error: unknown) => ({ skipped: `falhou: ${(error as Error).message}` }));
  if ('skipped' in start) console.log(`npm start: ${start.skipped}`);
  console.log('\n== PDF da proposta comparativa ==');
  const pdf = await runPdfBench({ runs: QUICK ? 3 : 10 });
  // The operator import's limits through the API (its own process): figures for docs/table-import.md.
  console.log('\n== Importação de operadora: recusas nos limites, pela API ==');
  await runImportApiBench();
  let life: BenchResult['life'];
  if (!QUICK) {
    console.log('\n== Seguro de vida: cotação → resultado no /cable ==');
    life = await runLifeBench();
  }
  // The broker's clicks in Chromium: click → next paint (its own server, the built SPA).
  console.log('\n== Cliques → próxima pintura (Chromium, INP) ==');
  const interactions = await runInteractionBench({ runs: QUICK ? 2 : 5 }).catch((error: unknown) => ({ skipped: `falhou: ${(error as Error).message}` }));
  if ('skipped' in interactions) console.log(`cliques: ${interactions.skipped}`);
  // A broker's whole day under load: PGlite, and PostgreSQL with one and two API processes.
  console.log('\n== Dia do corretor sob carga (PGlite; PostgreSQL × 1 e × 2) ==');
  const brokerDay = await runBrokerDayBench({ ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}) }).catch((error: unknown) => ({
    skipped: `falhou: ${(error as Error).message}`,
  }));
  let restart: Awaited<ReturnType<typeof runRestartBench>> | undefined;
  if (!QUICK) {
    console.log('\n== Reinício depois de kill -9 (PGlite, dados de demonstração) ==');
    restart = await runRestartBench();
  }
  const result: BenchResult = {
    at,
    commit: git.stdout.trim(),
    seconds: SECONDS,
    quick: QUICK,
    durationSeconds: Math.round((performance.now() - started) / 1000),
    environment: finishEnvironment(environment),
    runs,
    start,
    pdf,
    ...(life ? { life } : {}),
    ...(restart ? { restart } : {}),
    interactions,
    brokerDay,
  };
  console.log(`\n== Metas de velocidade (${result.durationSeconds} s; carga média ${result.environment.loadAtStart.join(', ')} → ${result.environment.loadAtEnd.join(', ')}) ==`);
  for (const row of goalRows(result)) console.log(`${row.met === null ? ' ' : row.met ? '✔' : '✘'} ${row.measure}: ${row.figure.replaceAll('**', '')} (meta ${row.goal})`);
  mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const output = path.join(ROOT, '.tmp', 'bench-results.json');
  writeFileSync(output, JSON.stringify(result, null, 2));
  const written = writeBenchReport(ROOT, result);
  console.log(`Tabelas em ${written.doc} (seção gerada), JSON em ${written.raw}`);
  console.log(`\nResultados em ${path.relative(ROOT, output)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
