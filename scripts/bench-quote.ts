/**
 * The quote alone (catalog snapshot): PME São Paulo quote vs `/api/health/` on the
 * same server at 50 connections (autocannon, p50/p95 from every response time; asked as
 * Chromium asks, `Accept-Encoding: gzip, deflate, br, zstd`, as `npm run bench` does), plus the
 * memory of the catalog snapshot loaded from the FULL demo catalog (what `npm start` loads).
 *
 *   npx tsx --expose-gc scripts/bench-quote.ts                                  # PGlite
 *   npx tsx scripts/with-postgres.ts npx tsx --expose-gc scripts/bench-quote.ts # + PostgreSQL
 *   BENCH_SECONDS=20 ...                                                        # longer runs (default 10 s)
 *
 * Prints the load average at the start and the end: on a shared machine the figures only
 * compare within one run. The request is the one of `npm run bench` (scripts/bench.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from './lib/load-generator';
import { buildApp } from '../server/src/app';
import { seedCatalog } from '../server/src/catalog-seed';
import { loadConfig, type AppConfig } from '../server/src/config';
import { openPgliteDatabase, type Database, type DatabaseHandle } from '../server/src/db/database';
import { seedPlanExtras } from '../server/src/plan-extras-seed';
import { seedDemoData } from '../server/src/seed';
import type * as SnapshotModule from '../server/src/modules/catalog/use-cases/catalog-snapshot';
import type * as SnapshotRepository from '../server/src/modules/catalog/repositories/catalog-snapshot.repository';
import { openThrowAwayPostgres } from './lib/throw-away-postgres';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SP_PME_QUERY =
  'state=26&type=PJ&is_optional=false&is_pme=true&is_mei=false&lifes=4&age_0_18=2&age_19_23=0&age_24_28=0&age_29_33=1' +
  '&age_34_38=0&age_39_43=0&age_44_48=0&age_49_53=0&age_54_58=0&age_59_plus=1';

const round1 = (value: number) => Math.round(value * 10) / 10;
const mib = (bytes: number) => round1(bytes / 1024 / 1024);
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(', ');

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

function load(url: string, token: string, seconds: number) {
  return new Promise<{ rps: number; p50: number; p95: number; requests: number; errors: number; non2xx: number }>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' }, timeout: 30 },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: round1(result.requests.total / result.duration),
          p50: round1(percentile(latencies, 0.5)),
          p95: round1(percentile(latencies, 0.95)),
          requests: result.requests.total,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
}

/** Waits until the server has worked off what a run left queued (three quick health answers in a row, at most 2 min). */
async function drain(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const start = performance.now();
    await fetch(`${base}/api/health/`).then((response) => response.arrayBuffer());
    quick = performance.now() - start < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const gc = (globalThis as { gc?: () => void }).gc;
function settledMemory() {
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed };
}

/** Memory of one snapshot of the whole catalog (when this tree has the snapshot). */
async function snapshotMemory(db: Database): Promise<string> {
  const modulePath = '../server/src/modules/catalog/use-cases/catalog-snapshot';
  const repositoryPath = '../server/src/modules/catalog/repositories/catalog-snapshot.repository';
  let mod: typeof SnapshotModule;
  let repo: typeof SnapshotRepository;
  try {
    mod = await import(modulePath);
    repo = await import(repositoryPath);
  } catch {
    return 'sem snapshot nesta versão do código / no snapshot in this tree';
  }
  const before = settledMemory();
  const started = performance.now();
  const snapshot = mod.buildCatalogSnapshot(await repo.readCatalogSnapshotRows(db));
  const ms = performance.now() - started;
  const after = settledMemory();
  const text =
    `snapshot do catálogo completo: ${snapshot.planCount} planos, ${snapshot.tableCount} tabelas de preço, carregado em ${Math.round(ms)} ms; ` +
    `heap +${mib(after.heap - before.heap)} MiB, RSS +${mib(after.rss - before.rss)} MiB (RSS ${mib(after.rss)} MiB)` +
    (gc ? '' : ' — sem --expose-gc: números sem coleta de lixo antes, aproximados');
  return text;
}

async function benchDatabase(label: string, open: () => Promise<DatabaseHandle>, config: AppConfig): Promise<void> {
  console.log(`\n== ${label} == (carga média ${loadAverage()})`);
  const handle = await open();
  try {
    await handle.migrate();
    await seedDemoData(handle.db, { bcryptRounds: config.bcryptRounds });
    const seeded = await seedCatalog(handle.db, { scale: 'full' });
    if (seeded.kind !== 'seeded') throw new Error('o catálogo já existia: use um banco vazio');
    await seedPlanExtras(handle.db);
    console.log(await snapshotMemory(handle.db));

    const app = buildApp({ config, db: handle.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const response = await fetch(`${base}/api/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'corretor', password: 'demo1234' }),
      });
      const token = ((await response.json()) as { access: string }).access;
      const quoteUrl = `${base}/api/v3/plans/?${SP_PME_QUERY}`;
      const body = await (await fetch(quoteUrl, { headers: { authorization: `Bearer ${token}` } })).text();
      console.log(`cotação PME SP: ${(JSON.parse(body) as { count: number }).count} planos, ${round1(Buffer.byteLength(body) / 1024)} KiB`);
      for (let i = 0; i < 30; i += 1) {
        await fetch(quoteUrl, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' } }).then((r) => r.arrayBuffer());
        await fetch(`${base}/api/health/`).then((r) => r.arrayBuffer());
      }
      await drain(base);
      const quote = await load(quoteUrl, token, SECONDS);
      await drain(base);
      const health = await load(`${base}/api/health/`, token, SECONDS);
      for (const [name, figures] of [
        ['quote', quote],
        ['health', health],
      ] as const) {
        console.log(
          `${name.padEnd(6)} ${CONNECTIONS} conexões: ${figures.rps} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms ` +
            `(${figures.requests} requisições, erros ${figures.errors}, não-2xx ${figures.non2xx})`,
        );
      }
      console.log(`razão cotação ÷ health (req/s): ${(quote.rps / health.rps).toFixed(3)}; carga média ao fim: ${loadAverage()}`);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-bench-quote-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    LOG_LEVEL: 'silent',
    BCRYPT_ROUNDS: '10',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
  });
  console.log(`bench-quote — Node ${process.version}, ${os.cpus().length} CPUs, ${SECONDS} s por medida, carga média ${loadAverage()}`);
  try {
    await benchDatabase('PGlite', () => openPgliteDatabase({ dataDir: path.join(dataDir, 'db') }), config);
    if (process.env.DATABASE_URL) await benchDatabase('PostgreSQL', () => openThrowAwayPostgres(process.env.DATABASE_URL!, 'cotador_bench_quote'), config);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
