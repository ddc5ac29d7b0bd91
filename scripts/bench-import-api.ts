/**
 * The operator import's limits measured THROUGH THE API (issue 28's goal: each refused in
 * < 2 s with < 100 MB of API memory growth): the API runs in its own process (this script
 * with `--serve`: PGlite, the demo users, `buildApp` on a loopback port); the parent logs in
 * as the superuser and posts, as multipart to `POST /api/admin/operator-imports/dry-run/`,
 * - the 100k-row CSV of the issue (`precos.csv` with 100,000 data rows, with the template's
 *   other sections),
 * - an XLSX zip bomb: a real deflated sheet of 1.9 GB of spaces (~1.8 MiB on the wire),
 * - a 15 MiB JSON (past the 10 MiB limit),
 * - the template operadora-modelo.xlsx (accepted: the dry run's own cost, for scale),
 * sampling the API process's RSS (/proc/PID/status) every 5 ms from just before the request
 * to the answer. Prints a Markdown table for docs/table-import.md. `npm run bench` runs it as
 * its last section; alone:
 *
 *   npx tsx scripts/bench-import-api.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { zipOfSpaces } from '../server/test/operator-catalog/zip-fixtures';

const ROOT = path.resolve(import.meta.dirname, '..');
const SAMPLES = path.join(ROOT, 'docs/samples');

/** The API process: PGlite in a temporary folder, the demo users, the app on a loopback port. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../server/src/app');
  const { loadConfig } = await import('../server/src/config');
  const { openPgliteDatabase } = await import('../server/src/db/database');
  const { seedDemoData } = await import('../server/src/seed');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cotador-bench-import-'));
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BCRYPT_ROUNDS: '4', LOGIN_RATE_LIMIT_PER_ADDRESS: '1000' });
  const handle = await openPgliteDatabase({ dataDir: path.join(dataDir, 'db') });
  await handle.migrate();
  await seedDemoData(handle.db, { bcryptRounds: config.bcryptRounds });
  const app = buildApp({ config, db: handle.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT=${(app.server.address() as { port: number }).port}`);
  const stop = () => void app.close().then(() => rm(dataDir, { recursive: true, force: true })).finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function startApi(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench-import-api.ts'), '--serve'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /PORT=(\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`a API terminou (código ${String(code)}) antes de ficar pronta`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** One measured case. */
export interface ImportLimitFigure {
  label: string;
  status: number;
  answer: string;
  ms: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** Runs the four uploads against a fresh API process; prints and returns the figures. */
export async function runImportApiBench(): Promise<ImportLimitFigure[]> {
  const { child, base } = await startApi();
  const pid = child.pid ?? -1;
  try {
    const login = await fetch(`${base}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'demo1234' }) });
    if (!login.ok) throw new Error(`login answered ${login.status}`);
    const token = ((await login.json()) as { access: string }).access;
    const templateCsvs = readdirSync(SAMPLES)
      .filter((name) => name.startsWith('operadora-modelo-') && name.endsWith('.csv') && !name.endsWith('precos.csv'))
      .map((name) => ({ name, data: readFileSync(path.join(SAMPLES, name)) }));
    const header = 'plano;vigencia;0-18;19-23;24-28;29-33;34-38;39-43;44-48;49-53;54-58;59+';
    const csv = Buffer.from(`${header}\n${'P1;2026-06-01;1;2;3;4;5;6;7;8;9;10\n'.repeat(100_000)}`);
    const bomb = await zipOfSpaces('xl/worksheets/sheet1.xml', 2_000_000_000);
    const cases: Array<[string, Array<{ name: string; data: Buffer }>]> = [
      [`CSV de 100.000 linhas (${(csv.length / 1e6).toFixed(1)} MB) + as outras seções do modelo`, [...templateCsvs, { name: 'precos.csv', data: csv }]],
      [`XLSX bomba (${(bomb.length / 1024 / 1024).toFixed(1)} MiB → 1,9 GB descompactado)`, [{ name: 'bomba.xlsx', data: bomb }]],
      ['JSON de 15 MiB', [{ name: 'catalogo.json', data: Buffer.alloc(15 * 1024 * 1024, 0x20) }]],
      ['operadora-modelo.xlsx (aceito, para escala)', [{ name: 'operadora-modelo.xlsx', data: readFileSync(path.join(SAMPLES, 'operadora-modelo.xlsx')) }]],
    ];
    const figures: ImportLimitFigure[] = [];
    // A first small request warms the route (module loading is not the upload's cost).
    await fetch(`${base}/api/admin/operator-imports/`, { headers: { authorization: `Bearer ${token}` } });
    for (const [label, files] of cases) {
      const body = new FormData();
      for (const file of files) body.append('file', new Blob([Uint8Array.from(file.data)]), file.name);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rssBeforeMb = await rssMb(pid);
      let rssPeakMb = rssBeforeMb;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          rssPeakMb = Math.max(rssPeakMb, await rssMb(pid));
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const start = performance.now();
      const response = await fetch(`${base}/api/admin/operator-imports/dry-run/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
      const text = await response.text();
      const ms = performance.now() - start;
      sampling = false;
      await sampler;
      rssPeakMb = Math.max(rssPeakMb, await rssMb(pid));
      const json = JSON.parse(text) as { file?: string[]; counts?: Record<string, number> };
      const answer = json.file?.[0] ?? (json.counts ? `relatório: ${JSON.stringify(json.counts)}` : text.slice(0, 120));
      figures.push({ label, status: response.status, answer, ms, rssBeforeMb, rssPeakMb });
    }
    console.log('| arquivo | resposta | tempo | RSS da API antes → pico |');
    console.log('|---|---|---|---|');
    for (const figure of figures) {
      console.log(
        `| ${figure.label} | ${figure.status}: ${figure.answer} | ${figure.ms.toFixed(0)} ms | ${figure.rssBeforeMb.toFixed(0)} → ${figure.rssPeakMb.toFixed(0)} MB (+${(figure.rssPeakMb - figure.rssBeforeMb).toFixed(1)}) |`,
      );
    }
    return figures;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (process.argv.includes('--serve')) await serve();
  else await runImportApiBench();
}
