/**
 * The part of `npm run bench` that writes its own figures down: the tables of a
 * run go into the generated section of docs/benchmarks.md — between `<!-- bench:begin -->`
 * and `<!-- bench:end -->`, replaced whole on every run — and the raw JSON is kept under
 * docs/bench-runs/<timestamp>.json. Nothing outside the markers is touched.
 *
 * The environment of the run is recorded with it: Node, PostgreSQL (the server's
 * `select version()`, when DATABASE_URL is set), Chromium (`chromium --version`), the CPUs
 * and the load average (1, 5, 15 min) seen at the start and at the end of the run.
 */
import type { RestartBenchFigures } from './bench-restart';
import { interactionTable, type InteractionBenchResult } from './bench-interactions';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { SpeedBenchResult } from './bench-speed';
import type { StartBenchResult } from './bench-start';
import { brokerDayMarkdown, type BrokerDayResult } from './lib/broker-day';

/** Markers of the generated section of docs/benchmarks.md. */
export const BENCH_BEGIN = '<!-- bench:begin -->';
export const BENCH_END = '<!-- bench:end -->';

/** Where and on what a run happened. */
export interface BenchEnvironment {
  node: string;
  /** `PostgreSQL 15.18 …` from the server, or null when only PGlite was measured. */
  postgres: string | null;
  /** `Chromium 1xx…`, or null when the binary is missing. */
  chromium: string | null;
  cpus: number;
  cpuModel: string;
  /** os.loadavg() at the start of the run (1, 5, 15 min). */
  loadAtStart: number[];
  /** os.loadavg() at the end of the run. */
  loadAtEnd: number[];
}

/** Load figures of one endpoint at one concurrency (as scripts/bench.ts measures them). */
export interface BenchLoadFigures {
  connections: number;
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** What one run of `npm run bench` produced (the JSON kept under docs/bench-runs/). */
export interface BenchResult {
  at: string;
  commit: string;
  seconds: number;
  /** A `--quick` run (short measures, 1 000 quotes per RSS run, no Lighthouse). */
  quick?: boolean;
  /** Wall time of the whole run, seconds. */
  durationSeconds?: number;
  environment: BenchEnvironment;
  runs: Array<{
    database: string;
    seed: { openAndMigrateMs: number; usersMs: number; catalogBuildMs: number; catalogInsertMs: number; catalogRows: number };
    quote: { plans: number; bytes: number };
    load: Array<{ endpoint: string; figures: BenchLoadFigures }>;
    chromium?: { runs: number; plans: number; clickToDomMs: number[]; clickToPaintMs: number[] } | { skipped: string };
    speed?: SpeedBenchResult | { skipped: string };
  }>;
  /** `npm start` as deployed (scripts/bench-start.ts); absent in older runs. */
  start?: StartBenchResult | { skipped: string };
  pdf?: {
    rows: ReadonlyArray<{ environment: string; label: string; medianMs: number; minMs: number; maxMs: number; firstMs: number | null; bytes: number; runs: number }>;
    /** First PDF after the proposal page's warm-up (scripts/bench-pdf.ts `WarmStart`); absent in older runs. */
    warmStart?: { warmUpMs: number; firstMs: number } | null;
    browserChunkGzipBytes: number | null;
    targetMet: boolean;
  };
  life?: {
    sequential: { quotes: number; p50Ms: number; p95Ms: number; maxMs: number };
    fanOut: { sockets: number; subscribeAllMs: number; allResultsMs: number; p50Ms: number; p95Ms: number; crossDeliveries: number };
  };
  /** Time to healthy after kill -9 of `npm start` (scripts/bench-restart.ts); absent in older and --quick runs. */
  restart?: RestartBenchFigures;
  /** Clicks → next paint in Chromium (scripts/bench-interactions.ts); absent in older runs. */
  interactions?: InteractionBenchResult | { skipped: string };
  /** A broker's day under load (scripts/bench-broker-day.ts); absent in older runs. */
  brokerDay?: BrokerDayResult | { skipped: string };
}

/** `chromium --version` of CHROMIUM_PATH (default /usr/bin/chromium), or null. */
export function chromiumVersion(): string | null {
  const binary = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(binary)) return null;
  const answer = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return answer.status === 0 ? answer.stdout.trim() : null;
}

/** The server's `select version()` (first three words), or null when `databaseUrl` is unset or unreachable. */
export async function postgresVersion(databaseUrl: string | undefined): Promise<string | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>('select version()');
    return rows[0]?.version.split(' ').slice(0, 2).join(' ') ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The environment at the start of a run (`loadAtEnd` filled by {@link finishEnvironment}). */
export async function startEnvironment(databaseUrl: string | undefined): Promise<BenchEnvironment> {
  return {
    node: process.version,
    postgres: await postgresVersion(databaseUrl),
    chromium: chromiumVersion(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? '?',
    loadAtStart: os.loadavg().map(round2),
    loadAtEnd: [],
  };
}

/** Records the load average at the end of the run. */
export function finishEnvironment(environment: BenchEnvironment): BenchEnvironment {
  return { ...environment, loadAtEnd: os.loadavg().map(round2) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** 1234.5 → "1 234.5" (thin groups, as the hand-written tables). */
function number(value: number, digits = 1): string {
  const fixed = Number.isInteger(value) ? String(value) : value.toFixed(digits);
  const [whole, fraction] = fixed.split('.');
  const grouped = (whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

const ms = (value: number) => `${number(value)} ms`;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One row of the speed goals table: what was measured in this run, and whether it meets the goal (null: not measured). */
export interface GoalRow {
  measure: string;
  figure: string;
  goal: string;
  met: boolean | null;
}

const kib = (bytes: number) => `${number(bytes / 1024)} KiB`;

/** The speed goals table for `result` (every row, per database where the goal is per database). */
export function goalRows(result: BenchResult): GoalRow[] {
  const rows: GoalRow[] = [];
  const speedOf = (database: string) => {
    const speed = result.runs.find((run) => run.database === database)?.speed;
    return speed && !('skipped' in speed) ? speed : undefined;
  };
  for (const run of result.runs) {
    const speed = run.speed;
    if (!speed || 'skipped' in speed) {
      rows.push({ measure: `\`/api/users/me/\` ÷ DRF + SimpleJWT, 50 connections (${run.database})`, figure: `not measured: ${speed?.skipped ?? 'no compiled-server pass'}`, goal: '≥ 5×', met: null });
    } else if ('skipped' in speed.drf) {
      rows.push({ measure: `\`/api/users/me/\` ÷ DRF + SimpleJWT, 50 connections (${run.database})`, figure: `${number(speed.me.requestsPerSecond)} req/s here; reference not measured: ${speed.drf.skipped}`, goal: '≥ 5×', met: null });
    } else {
      rows.push({
        measure: `\`/api/users/me/\` ÷ DRF + SimpleJWT, 50 connections (${run.database})`,
        figure: `${number(speed.me.requestsPerSecond)} ÷ ${number(speed.drf.requestsPerSecond)} req/s = **${speed.drfRatio}×** (p95 ${ms(speed.me.p95Ms)} vs ${ms(speed.drf.p95Ms)})`,
        goal: '≥ 5×',
        met: (speed.drfRatio ?? 0) >= 5,
      });
    }
  }
  // Quote ÷ health and quote p95: the compiled server in its own process, browser-like Accept-Encoding (scripts/bench-speed.ts).
  for (const run of result.runs) {
    const load = run.speed && !('skipped' in run.speed) ? run.speed.quoteLoad : undefined;
    if (!load) {
      rows.push({ measure: `quote req/s ÷ health req/s, 50 connections (${run.database})`, figure: 'not measured (no compiled-server pass)', goal: '≥ 0.25', met: null });
      continue;
    }
    const ratio = load.quote.requestsPerSecond / load.health.requestsPerSecond;
    rows.push({
      measure: `quote req/s ÷ health req/s, 50 connections, compiled server (${run.database})`,
      figure: `${number(load.quote.requestsPerSecond)} ÷ ${number(load.health.requestsPerSecond)} = **${ratio.toFixed(3)}**`,
      goal: '≥ 0.25',
      met: ratio >= 0.25,
    });
  }
  for (const run of result.runs) {
    const load = run.speed && !('skipped' in run.speed) ? run.speed.quoteLoad : undefined;
    if (!load) continue;
    rows.push({ measure: `quote p95, 50 connections, compiled server (${run.database})`, figure: `**${ms(load.quote.p95Ms)}** (p50 ${ms(load.quote.p50Ms)})`, goal: '≤ 25 ms', met: load.quote.p95Ms <= 25 });
  }
  // The real cities' 35 distinct quotes mixed (cache misses included): the same goal, read on real use.
  for (const run of result.runs) {
    const real = run.speed && !('skipped' in run.speed) ? run.speed.realCities : undefined;
    if (!real) continue;
    rows.push({
      measure: `real places' quotes (SP capital and state PME, SP and MG CP, RJ PME, DF PME and PF; 35 distinct), p95 at 50 connections, compiled server (${run.database})`,
      figure: `**${ms(real.load.p95Ms)}** (p50 ${ms(real.load.p50Ms)}, ${number(real.load.requestsPerSecond)} req/s, errors ${real.load.errors}, non-2xx ${real.load.non2xx})`,
      goal: '≤ 25 ms',
      met: real.load.p95Ms <= 25 && real.load.errors === 0 && real.load.non2xx === 0,
    });
  }
  const pglite = speedOf('PGlite');
  if (pglite?.quote) {
    const best = Math.min(pglite.quote.gzipBytes, pglite.quote.brBytes);
    const whole = pglite.quoteWhole ? `; the whole answer (no page_size), ${pglite.quoteWhole.plans} plans: ${kib(pglite.quoteWhole.rawBytes)} raw → gzip ${kib(pglite.quoteWhole.gzipBytes)}, br ${kib(pglite.quoteWhole.brBytes)}` : '';
    const page = pglite.quote.count === undefined ? `${pglite.quote.plans} plans` : `page 1 as the SPA asks it (${pglite.quote.plans} of ${pglite.quote.count} plans)`;
    rows.push({ measure: 'quote answer on the wire (PME São Paulo)', figure: `${page}: ${kib(pglite.quote.rawBytes)} raw → gzip ${kib(pglite.quote.gzipBytes)}, br **${kib(pglite.quote.brBytes)}**${whole}`, goal: '≤ 15 KiB', met: best <= 15 * 1024 });
  } else rows.push({ measure: 'quote answer on the wire (PME São Paulo)', figure: 'not measured', goal: '≤ 15 KiB', met: null });
  if (pglite?.bundle && !('skipped' in pglite.bundle)) {
    const home = pglite.bundle.find((entry) => entry.path === '/home');
    const cotacao = pglite.bundle.find((entry) => entry.path === '/cotacao');
    rows.push({
      measure: 'JS gzip to render `/home` / `/cotacao` (cold)',
      figure: `**${number((home?.gzipBytes ?? Number.NaN) / 1000)} KB / ${number((cotacao?.gzipBytes ?? Number.NaN) / 1000)} KB**`,
      goal: '≤ 110 KB / ≤ 180 KB',
      met: (home?.gzipBytes ?? Infinity) <= 110_000 && (cotacao?.gzipBytes ?? Infinity) <= 180_000,
    });
  } else rows.push({ measure: 'JS gzip to render `/home` / `/cotacao` (cold)', figure: `not measured: ${pglite?.bundle && 'skipped' in pglite.bundle ? pglite.bundle.skipped : 'no compiled-server pass'}`, goal: '≤ 110 KB / ≤ 180 KB', met: null });
  const pdf = result.pdf?.rows.find((row) => row.environment === 'chromium' && row.label === '6 plans + logo');
  const warm = result.pdf?.warmStart;
  if (pdf && pdf.firstMs !== null && warm) {
    // The goal is judged on the first PDF as the proposal page gives it (warmed when the page opens); the cold click is shown beside it.
    rows.push({
      measure: "first PDF / later PDFs, 6 plans + logo (Chromium): first after the proposal page's warm-up",
      figure: `**${ms(warm.firstMs)} / ${ms(pdf.medianMs)}** (median of ${pdf.runs}); the warm-up took ${ms(warm.warmUpMs)} from the page opening; a cold click in a fresh page with nothing loaded: ${ms(pdf.firstMs)}`,
      goal: '≤ 400 ms / ≤ 150 ms',
      met: warm.firstMs <= 400 && pdf.medianMs <= 150,
    });
  } else if (pdf && pdf.firstMs !== null) {
    rows.push({ measure: 'first PDF / later PDFs, 6 plans + logo, fresh page (Chromium)', figure: `**${ms(pdf.firstMs)} / ${ms(pdf.medianMs)}** (median of ${pdf.runs})`, goal: '≤ 400 ms / ≤ 150 ms', met: pdf.firstMs <= 400 && pdf.medianMs <= 150 });
  } else rows.push({ measure: 'first PDF / later PDFs, 6 plans + logo, fresh page (Chromium)', figure: 'not measured (no Chromium)', goal: '≤ 400 ms / ≤ 150 ms', met: null });
  if (pglite?.rss) {
    const rss = pglite.rss;
    rows.push({
      measure: `server RSS idle / after ${number(rss.quotesPerRun)} quotes / after ${number(rss.quotesPerRun)} more (compiled server, PGlite)`,
      figure: `${number(rss.idleMiB)} / ${number(rss.afterFirstMiB)} / ${number(rss.afterSecondMiB)} MiB: **${rss.noGrowth ? 'no growth' : 'grew'}** (quote runs: ${rss.quoteRuns.map((entry) => `${number(entry.requestsPerSecond)} req/s, p95 ${ms(entry.p95Ms)}`).join('; ')})`,
      goal: 'measured; no growth between the two runs',
      met: rss.noGrowth,
    });
  } else rows.push({ measure: 'server RSS idle / after 10k quotes / after 10k more (PGlite)', figure: 'not measured', goal: 'no growth between the two runs', met: null });
  // Issue 32: `npm start` as deployed (scripts/bench-start.ts).
  const start = result.start;
  if (start && !('skipped' in start)) {
    rows.push({
      measure: 'second `npm start` → API and life healthy (PGlite, demo data present)',
      figure: `**${ms(start.secondStartMs)}** (${start.secondStartSkippedBuild ? 'no build' : 'REBUILT'}; first start ${ms(start.firstStartMs)})`,
      goal: '≤ 3 000 ms, no build',
      met: start.secondStartMs <= 3000 && start.secondStartSkippedBuild,
    });
    if ('skipped' in start.rss) rows.push({ measure: 'RSS launcher + API + life (PGlite, real catalog)', figure: `not measured: ${start.rss.skipped}`, goal: '≤ 350 / ≤ 450 MiB', met: null });
    else {
      const rss = start.rss;
      // `npm start` is one process since 2026-11-28 (server/life/launch.ts): api and life read 0.
      const parts = (figures: typeof rss.idle) => (figures.api === 0 && figures.life === 0 ? `one process: **${number(figures.total)} MiB**` : `${number(figures.launcher)} + ${number(figures.api)} + ${number(figures.life)} = **${number(figures.total)} MiB**`);
      rows.push({
        measure: 'RSS launcher + API + life, idle (PGlite, real catalog)',
        figure: parts(rss.idle),
        goal: '≤ 350 MiB',
        met: rss.idle.total <= 350,
      });
      rows.push({
        measure: `RSS launcher + API + life after ${number(rss.quotes)} real cities' quotes`,
        figure: `${parts(rss.afterQuotes)} (${number(rss.quoteRun.requestsPerSecond)} req/s, p95 ${ms(rss.quoteRun.p95Ms)})`,
        goal: '≤ 450 MiB',
        met: rss.afterQuotes.total <= 450,
      });
    }
  } else rows.push({ measure: 'second `npm start` and RSS per process', figure: `not measured: ${start?.skipped ?? 'older run'}`, goal: '≤ 3 s; ≤ 350 / ≤ 450 MiB', met: null });
  // Issue 32: a broker's day under load (scripts/bench-broker-day.ts).
  const brokerDay = result.brokerDay;
  if (brokerDay && !('skipped' in brokerDay)) {
    const brokers = (name: string) => {
      const run = brokerDay.runs.find((candidate) => candidate.name === name);
      return !run ? 'not measured' : 'skipped' in run ? `not measured (${run.skipped})` : run.capacity ? `${number(run.capacity.brokersPerSecond)}` : 'no level within';
    };
    rows.push({
      measure: "broker's day: brokers/s with every step's p95 ≤ 100 ms (PGlite / PostgreSQL × 1 / × 2) and 2 processes ÷ 1",
      figure: `${brokers('PGlite × 1')} / ${brokers('PostgreSQL × 1')} / ${brokers('PostgreSQL × 2')}: **${brokerDay.twoProcessRatio === null ? 'ratio not measured' : `${brokerDay.twoProcessRatio}×`}**`,
      goal: '≥ 1.6× on 2 cores',
      met: brokerDay.twoProcessRatio === null ? null : brokerDay.twoProcessRatio >= 1.6,
    });
  } else rows.push({ measure: "broker's day: 2 API processes ÷ 1 (PostgreSQL)", figure: `not measured: ${brokerDay?.skipped ?? 'older run'}`, goal: '≥ 1.6× on 2 cores', met: null });
  const lighthouse = pglite?.lighthouse;
  if (lighthouse && !('skipped' in lighthouse)) {
    rows.push({
      measure: 'Lighthouse performance, `/home`, mobile',
      figure:
        `**${lighthouse.performance}**` +
        (lighthouse.runs && lighthouse.runs.length > 1 ? `, median of ${lighthouse.runs.length} runs (${lighthouse.runs.map((run) => `${run.performance} / TBT ${number(run.tbtMs)} ms`).join('; ')}); median run:` : '') +
        ` LCP ${number(lighthouse.lcpMs)} ms, FCP ${number(lighthouse.fcpMs)} ms, TBT ${number(lighthouse.tbtMs)} ms, ${number(lighthouse.transferKiB)} KiB sent`,
      goal: '≥ 95',
      met: lighthouse.performance >= 95,
    });
  } else rows.push({ measure: 'Lighthouse performance, `/home`, mobile', figure: `not measured: ${lighthouse?.skipped ?? 'no compiled-server pass'}`, goal: '≥ 95', met: null });
  return rows;
}

/** The Markdown of the generated section (without the markers). */
export function renderBenchSection(result: BenchResult, rawPath: string): string {
  const env = result.environment;
  const lines: string[] = [];
  lines.push(`## Last run of \`npm run bench\` (generated — do not edit by hand)`);
  lines.push('');
  lines.push(
    `Run of ${result.at} (commit ${result.commit})${result.quick ? ', **--quick**' : ''}, ${result.seconds} s per load measure` +
      `${result.durationSeconds !== undefined ? `, ${number(result.durationSeconds)} s in all` : ''}. ` +
      `Node ${env.node}; ${env.postgres ?? 'PostgreSQL not measured (no DATABASE_URL)'}; ` +
      `${env.chromium ?? 'Chromium not found'}; ${env.cpus} CPUs (${env.cpuModel}). ` +
      `Load average (1, 5, 15 min): ${env.loadAtStart.join(', ')} at the start, ${env.loadAtEnd.join(', ')} at the end. ` +
      `Raw figures: [${rawPath}](${rawPath}).`,
  );
  lines.push('');
  lines.push("### Speed goals");
  lines.push('');
  lines.push('| measure | this run | goal | met |');
  lines.push('|---|---|---|---|');
  for (const row of goalRows(result)) lines.push(`| ${row.measure} | ${row.figure.replaceAll('|', '/')} | ${row.goal} | ${row.met === null ? '—' : row.met ? '✔' : '✘'} |`);
  const speeds = result.runs.flatMap((run) => (run.speed && !('skipped' in run.speed) ? [run.speed] : []));
  if (speeds.length > 0) {
    lines.push('');
    lines.push('### Compiled server: `/api/users/me/` beside the DRF + SimpleJWT reference (50 connections)');
    lines.push('');
    lines.push('| server | p50 | p95 | requests/s | requests | errors | non-2xx | load average at start → end |');
    lines.push('|---|---|---|---|---|---|---|---|');
    for (const speed of speeds) {
      const row = (name: string, figures: SpeedBenchResult['me']) =>
        `| ${name} | ${ms(figures.p50Ms)} | ${ms(figures.p95Ms)} | ${number(figures.requestsPerSecond)} | ${number(figures.requests)} | ${figures.errors} | ${figures.non2xx} | ${speed.loadAverage.start.join(', ')} → ${speed.loadAverage.end.join(', ')} |`;
      lines.push(row(`Cotador, ${speed.database}`, speed.me));
      if (!('skipped' in speed.drf)) lines.push(row(`DRF + SimpleJWT (gunicorn, 4 gthread workers), beside the ${speed.database} pass`, speed.drf));
    }
  }
  lines.push('');
  lines.push('### Quote vs trivial endpoint');
  lines.push('');
  lines.push('The goal rows: the compiled server in its own process, 50 connections, `Accept-Encoding: gzip, deflate, br, zstd` (as Chromium asks).');
  lines.push('');
  lines.push('| database | endpoint | p50 | p95 | requests/s | requests | errors | non-2xx |');
  lines.push('|---|---|---|---|---|---|---|---|');
  for (const run of result.runs) {
    const load = run.speed && !('skipped' in run.speed) ? run.speed.quoteLoad : undefined;
    if (!load) continue;
    for (const [endpoint, figures] of [['quote', load.quote], ['health', load.health]] as const) {
      lines.push(`| ${run.database} | ${endpoint} | ${ms(figures.p50Ms)} | ${ms(figures.p95Ms)} | ${number(figures.requestsPerSecond)} | ${number(figures.requests)} | ${figures.errors} | ${figures.non2xx} |`);
    }
  }
  lines.push('');
  lines.push('Detail: `buildApp` under tsx in the bench process itself (client and server share one event loop), no `Accept-Encoding`, 1 / 8 / 50 connections.');
  lines.push('');
  lines.push('| database | endpoint | connections | p50 | p95 | requests/s | requests | errors | non-2xx |');
  lines.push('|---|---|---|---|---|---|---|---|---|');
  for (const run of result.runs) {
    for (const { endpoint, figures } of run.load) {
      lines.push(
        `| ${run.database} | ${endpoint} | ${figures.connections} | ${ms(figures.p50Ms)} | ${ms(figures.p95Ms)} | ${number(figures.requestsPerSecond)} | ` +
          `${number(figures.requests)} | ${figures.errors} | ${figures.non2xx} |`,
      );
    }
  }
  lines.push('');
  lines.push('| database | connections | quote req/s ÷ health req/s | quote p50 ÷ health p50 |');
  lines.push('|---|---|---|---|');
  for (const run of result.runs) {
    const connections = [...new Set(run.load.map((entry) => entry.figures.connections))];
    for (const count of connections) {
      const quote = run.load.find((entry) => entry.endpoint === 'quote' && entry.figures.connections === count)?.figures;
      const health = run.load.find((entry) => entry.endpoint === 'health' && entry.figures.connections === count)?.figures;
      if (!quote || !health) continue;
      lines.push(
        `| ${run.database} | ${count} | ${(quote.requestsPerSecond / health.requestsPerSecond).toFixed(3)} | ${(quote.p50Ms / health.p50Ms).toFixed(1)}× |`,
      );
    }
  }
  lines.push('');
  lines.push('### Seed');
  lines.push('');
  lines.push('| database | open + migrate | demo users | catalog build | catalog insert | catalog rows | quote answer |');
  lines.push('|---|---|---|---|---|---|---|');
  for (const run of result.runs) {
    lines.push(
      `| ${run.database} | ${ms(run.seed.openAndMigrateMs)} | ${ms(run.seed.usersMs)} | ${ms(run.seed.catalogBuildMs)} | ${ms(run.seed.catalogInsertMs)} | ` +
        `${number(run.seed.catalogRows)} | ${run.quote.plans} plans, ${number(run.quote.bytes / 1024)} KiB |`,
    );
  }
  lines.push('');
  lines.push("### Click on 'Cotar' → results drawn (Chromium, built SPA)");
  lines.push('');
  lines.push('| database | click → DOM (median) | click → painted (median) | runs (painted) |');
  lines.push('|---|---|---|---|');
  for (const run of result.runs) {
    const chromium = run.chromium;
    if (!chromium) continue;
    if ('skipped' in chromium) lines.push(`| ${run.database} | skipped: ${chromium.skipped.replaceAll('|', '/')} | | |`);
    else {
      lines.push(
        `| ${run.database} | ${ms(median(chromium.clickToDomMs))} | ${ms(median(chromium.clickToPaintMs))} | ${chromium.clickToPaintMs.map((value) => number(value)).join(', ')} ms |`,
      );
    }
  }
  if (result.pdf) {
    lines.push('');
    lines.push('### Proposal PDF');
    lines.push('');
    lines.push('| environment | case | median | min–max | first | size |');
    lines.push('|---|---|---|---|---|---|');
    for (const row of result.pdf.rows) {
      lines.push(
        `| ${row.environment} | ${row.label} | ${ms(row.medianMs)} | ${number(row.minMs)}–${number(row.maxMs)} ms | ${row.firstMs === null ? '' : ms(row.firstMs)} | ${number(row.bytes / 1024)} KB |`,
      );
    }
    lines.push('');
    if (result.pdf.warmStart) {
      lines.push(
        `"first" = a click in a fresh page with nothing loaded (cold). As the proposal page gives it (the PDF warmed when the page opens: chunk, logo, renders thrown away), ` +
          `the first PDF took ${ms(result.pdf.warmStart.firstMs)}, the warm-up ${ms(result.pdf.warmStart.warmUpMs)} from the page opening.`,
      );
      lines.push('');
    }
    lines.push(
      `Lazy PDF chunk: ${result.pdf.browserChunkGzipBytes === null ? 'not measured (no dist/)' : `${number(result.pdf.browserChunkGzipBytes / 1024)} KB gzip`}; ` +
        `target (6 plans + logo under 300 ms and 150 KB) ${result.pdf.targetMet ? 'met' : 'not met'}.`,
    );
  }
  if (result.life) {
    const { sequential, fanOut } = result.life;
    lines.push('');
    lines.push('### Life insurance: quotation → result on the cable');
    lines.push('');
    lines.push('| measure | figure |');
    lines.push('|---|---|');
    lines.push(`| ${sequential.quotes} sequential quotations, POST → result | p50 ${ms(sequential.p50Ms)}, p95 ${ms(sequential.p95Ms)}, max ${ms(sequential.maxMs)} |`);
    lines.push(`| ${fanOut.sockets} sockets subscribed at once | all confirmed in ${ms(fanOut.subscribeAllMs)} |`);
    lines.push(`| ${fanOut.sockets} simultaneous quotations | all delivered in ${ms(fanOut.allResultsMs)}; per broker p50 ${ms(fanOut.p50Ms)}, p95 ${ms(fanOut.p95Ms)} |`);
    lines.push(`| results delivered to another broker | ${fanOut.crossDeliveries} |`);
  }
  if (result.brokerDay && !('skipped' in result.brokerDay)) {
    lines.push('');
    lines.push("### A broker's day under load (compiled servers, real catalog)");
    lines.push('');
    lines.push(brokerDayMarkdown(result.brokerDay));
  }
  if (result.interactions) {
    lines.push('');
    lines.push('### Clicks → next paint (Chromium, INP)');
    lines.push('');
    if ('skipped' in result.interactions) lines.push(`Not measured: ${result.interactions.skipped}`);
    else {
      const run = result.interactions;
      lines.push(
        `Median of ${run.runs} walks (ms; first quotes of ${run.plans.small} and ${run.plans.large} plans); load average ${run.loadAtStart.join(', ')} → ${run.loadAtEnd.join(', ')}. ` +
          'INP: the Event Timing figure of the click; "pintado": click → the answer drawn (two frames later); "após a resposta": the API answer\'s end → drawn.',
      );
      lines.push('');
      lines.push(interactionTable(run));
    }
  }
  return lines.join('\n');
}

/**
 * Replaces the generated section of `markdown` (between the markers; appended at the end
 * when the markers are missing) with `section`.
 */
export function replaceBenchSection(markdown: string, section: string): string {
  const block = `${BENCH_BEGIN}\n${section}\n${BENCH_END}`;
  const begin = markdown.indexOf(BENCH_BEGIN);
  const end = markdown.indexOf(BENCH_END);
  if (begin === -1 || end === -1 || end < begin) return `${markdown.trimEnd()}\n\n${block}\n`;
  return markdown.slice(0, begin) + block + markdown.slice(end + BENCH_END.length);
}

/**
 * Writes the raw JSON to `<root>/docs/bench-runs/<timestamp>.json` and the tables into
 * `<root>/docs/benchmarks.md`.
 * @returns the two paths, relative to `root`.
 */
export function writeBenchReport(root: string, result: BenchResult): { raw: string; doc: string } {
  const runsDir = path.join(root, 'docs', 'bench-runs');
  mkdirSync(runsDir, { recursive: true });
  const raw = path.join(runsDir, `${result.at.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(raw, `${JSON.stringify(result, null, 2)}\n`);
  const doc = path.join(root, 'docs', 'benchmarks.md');
  const markdown = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Benchmarks\n';
  // The link is relative to docs/.
  writeFileSync(doc, replaceBenchSection(markdown, renderBenchSection(result, path.relative(path.dirname(doc), raw))));
  return { raw: path.relative(root, raw), doc: path.relative(root, doc) };
}
