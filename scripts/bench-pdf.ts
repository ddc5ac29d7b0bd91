/**
 * Benchmark of the comparative-proposal PDF (src/infrastructure/pdf/proposal-pdf.ts):
 * time to build the PDF of 6 and of 12 plans (with the broker's PNG logo, every
 * section shown) and the file sizes,
 *   (a) in Node (fonts read from disk), and
 *   (b) in Chromium (/usr/bin/chromium through Playwright): the renderer is bundled by
 *       `vite build` exactly as the SPA would load it (fonts as `?url` assets fetched by
 *       ./src/infrastructure/pdf/fonts.browser.ts), served by a tiny node:http server.
 * Each figure is the median of `runs` renders (default 10) after 2 warm-up renders;
 * "first" is the first render of a fresh process / page (font parsing, and in the
 * browser the lazy import and the logo's fetch, included: a click with nothing loaded).
 * Chromium also measures the first PDF as the proposal page gives it: the page warms the
 * PDF when it opens (`proposal.preparePdf(data)`: lazy chunk, logo, `PDF_WARM_UP_RENDERS`
 * renders thrown away), then the click; printed as "after the warm-up", with the warm-up's own time.
 * Every Chromium page is fresh in its own browser context (no cache from another page). Chromium also renders 6
 * plans with a 1600 × 1600 px PNG logo (shrunk by ./src/infrastructure/pdf/logo.ts).
 *
 * Target: under 300 ms and under 150 KB for 6 plans with a logo.
 *
 *   npx tsx scripts/bench-pdf.ts            # Node and Chromium
 *   npx tsx scripts/bench-pdf.ts --node     # Node only
 *   npx tsx scripts/bench-pdf.ts --samples /tmp/pdf-samples   # also write sample PDFs
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { logoFixture } from '../src/infrastructure/pdf/__fixtures__/logos.node.js';
import { sampleProposal } from '../src/infrastructure/pdf/__fixtures__/sample-proposal';
import { loadNodeFonts } from '../src/infrastructure/pdf/fonts.node.js';
import { renderProposalPdf } from '../src/infrastructure/pdf/proposal-pdf';
import { PDF_WARM_UP_RENDERS } from '../src/application/proposal/use-cases';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PDF_DIR = join(ROOT, 'src/infrastructure/pdf');
const CHROMIUM = '/usr/bin/chromium';
const TARGET = { plans: 6, ms: 300, bytes: 150 * 1024 } as const;

export interface PdfBenchRow {
  readonly environment: 'node' | 'chromium';
  readonly label: string;
  readonly plans: number;
  /** Median of the measured renders, ms. */
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  /** First render of a fresh process / page, ms (see the module note). */
  readonly firstMs: number | null;
  readonly bytes: number;
  readonly runs: number;
}

/**
 * The first PDF as a broker meets it on the proposal page (Chromium, 6 plans + logo): the page
 * warms the PDF when it opens (`proposal.preparePdf(data)`: the lazy chunk, the logo and
 * `PDF_WARM_UP_RENDERS` renders thrown away), then 'Baixar PDF' is pressed.
 */
export interface WarmStart {
  /** From the page opening to the warm-up's end (a click before then waits for part of it), ms. */
  readonly warmUpMs: number;
  /** The click after the warm-up: tools, logo and render, ms. */
  readonly firstMs: number;
}

export interface PdfBenchResult {
  readonly rows: readonly PdfBenchRow[];
  /** Chromium only (null when not measured); the cold first PDF is `firstMs` of the Chromium 6-plan row. */
  readonly warmStart: WarmStart | null;
  /** Gzipped size of the JS the SPA loads lazily for the PDF (renderer + pdf-lib + fontkit), bytes. */
  readonly browserChunkGzipBytes: number | null;
  /** Whether 6 plans with a logo met the target in every environment measured. */
  readonly targetMet: boolean;
}

export interface PdfBenchOptions {
  readonly runs?: number;
  readonly chromium?: boolean;
  /** Also write sample PDFs here. */
  readonly samplesDir?: string;
  readonly log?: (line: string) => void;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

// ---------------------------------------------------------------------------------
// Node

async function benchNode(runs: number): Promise<PdfBenchRow[]> {
  const logo = logoFixture('png');
  const rows: PdfBenchRow[] = [];
  let first: number | null = null;
  for (const plans of [6, 12]) {
    const doc = sampleProposal({ plans, logo });
    const started = performance.now();
    const fonts = await loadNodeFonts();
    let bytes = await renderProposalPdf(doc, fonts);
    first ??= performance.now() - started;
    bytes = await renderProposalPdf(doc, fonts); // second warm-up
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      bytes = await renderProposalPdf(doc, fonts);
      times.push(performance.now() - start);
    }
    rows.push({ environment: 'node', label: `${plans} plans + logo`, plans, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), firstMs: plans === 6 ? first : null, bytes: bytes.length, runs });
  }
  return rows;
}

// ---------------------------------------------------------------------------------
// Chromium

/** The page script: the SPA's way of loading the renderer (dynamic import) and the fonts (?url assets). */
function entrySource(): string {
  const at = (file: string) => JSON.stringify(join(PDF_DIR, file).split(sep).join('/'));
  return `
import logoUrl from ${JSON.stringify(`${join(PDF_DIR, '__fixtures__/logo.png').split(sep).join('/')}?url`)};
import { sampleProposal } from ${at('__fixtures__/sample-proposal.ts')};

async function bigPng() {
  const canvas = new OffscreenCanvas(1600, 1600);
  const g = canvas.getContext('2d');
  const gradient = g.createLinearGradient(0, 0, 1600, 1600);
  gradient.addColorStop(0, '#0e7490');
  gradient.addColorStop(1, '#f59e0b');
  g.fillStyle = gradient;
  g.fillRect(0, 0, 1600, 1600);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 3000; i += 1) {
    g.fillStyle = 'hsla(' + (i % 360) + ',70%,50%,0.3)';
    g.beginPath();
    g.arc(random() * 1600, random() * 1600, random() * 40, 0, 7);
    g.fill();
  }
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Uint8Array(await blob.arrayBuffer());
}

let firstMs = null;

// What proposal.proposalPdf does on a click (src/application/proposal/use-cases.ts): the PDF
// tools (the lazy chunk), the broker's logo by URL, the render.
async function pdfOnce(plans, bigLogo) {
  const { loadBrowserPdfTools } = await import(${at('browser-pdf-tools.ts')});
  const tools = await loadBrowserPdfTools();
  const logo = bigLogo ? { kind: 'png', bytes: bigLogo } : await tools.loadLogo(logoUrl);
  return { tools, doc: sampleProposal({ plans, logo }), bytes: null };
}

window.__pdfBench = {
  // The proposal screen's warm-up (proposal.preparePdf(data): PDF_WARM_UP_RENDERS renders thrown away), then a click.
  async warmThenClick(plans) {
    const openedAt = performance.now();
    for (let render = 0; render < ${PDF_WARM_UP_RENDERS}; render += 1) {
      const warm = await pdfOnce(plans, null);
      await warm.tools.renderer.render(warm.doc);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const warmUpMs = performance.now() - openedAt;
    const clickedAt = performance.now();
    const click = await pdfOnce(plans, null);
    const bytes = await click.tools.renderer.render(click.doc);
    return { warmUpMs, firstMs: performance.now() - clickedAt, bytes: bytes.length };
  },
  async run(plans, logoKind, runs, keep) {
    const big = logoKind === 'big' ? await bigPng() : null;
    const coldStart = performance.now();
    const { tools, doc } = await pdfOnce(plans, big);
    const r = tools.renderer;
    const logoBytes = doc.broker.logo ? doc.broker.logo.bytes : new Uint8Array();
    let bytes = await r.render(doc);
    const first = firstMs === null ? performance.now() - coldStart : null;
    firstMs ??= first;
    bytes = await r.render(doc);
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      bytes = await r.render(doc);
      times.push(performance.now() - start);
    }
    let pdf = null;
    if (keep) {
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      pdf = btoa(binary);
    }
    return { times, bytes: bytes.length, first, logoBytes: logoBytes.length, pdf };
  },
};
document.title = 'ready';
`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
  '.map': 'application/json',
};

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = resolve(dir, `.${path === '/' ? '/index.html' : path}`);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ server, url: `http://127.0.0.1:${port}/` });
    });
  });
}

interface BrowserRun {
  times: number[];
  bytes: number;
  first: number | null;
  logoBytes: number;
  /** The last PDF, base64, when asked for. */
  pdf: string | null;
}

async function benchChromium(runs: number, log: (line: string) => void, samplesDir: string | undefined): Promise<{ rows: PdfBenchRow[]; chunkGzip: number; warmStart: WarmStart }> {
  const { build } = await import('vite');
  const { chromium } = await import('@playwright/test');
  const work = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
  try {
    writeFileSync(join(work, 'index.html'), '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>loading</title></head><body><script type="module" src="./entry.js"></script></body></html>');
    writeFileSync(join(work, 'entry.js'), entrySource());
    const outDir = join(work, 'dist');
    const started = performance.now();
    await build({ root: work, configFile: false, logLevel: 'error', build: { outDir, emptyOutDir: true, assetsInlineLimit: 0, reportCompressedSize: false } });
    log(`vite build of the browser bundle: ${(performance.now() - started).toFixed(0)} ms`);
    const jsFiles = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    // The lazy chunk(s) a Portuguese PDF needs: everything but the page's own entry script and
    // fontkit (fetched only for text outside WinAnsi, with the DejaVu fonts).
    const chunkGzip = jsFiles
      .filter((name) => !name.startsWith('index') && !name.startsWith('fast-fontkit'))
      .reduce((sum, name) => sum + gzipSync(readFileSync(join(outDir, 'assets', name))).length, 0);
    const { server, url } = await serve(outDir);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-gpu'] });
    try {
      // A fresh page in its own context (no HTTP or compiled-code cache from another page).
      const freshPage = async () => {
        const page = await (await browser.newContext()).newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(url);
        await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 30_000 }).catch(() => {
          throw new Error(`The bench page did not start: ${errors.join('; ') || 'no error reported'}`);
        });
        return page;
      };
      // First the proposal page as the SPA opens it: warm-up when idle, then the click.
      const warmPage = await freshPage();
      const warmStart = await warmPage.evaluate(
        (plans) => (window as unknown as { __pdfBench: { warmThenClick(p: number): Promise<WarmStart & { bytes: number }> } }).__pdfBench.warmThenClick(plans),
        TARGET.plans,
      );
      await warmPage.context().close();
      // Then a click in a fresh page with nothing loaded (cold), and the later PDFs.
      const page = await freshPage();
      const rows: PdfBenchRow[] = [];
      const cases = [
        { plans: 6, logo: 'fixture', label: '6 plans + logo' },
        { plans: 12, logo: 'fixture', label: '12 plans + logo' },
        { plans: 6, logo: 'big', label: '6 plans + 1600 px PNG logo' },
      ] as const;
      for (const entry of cases) {
        const result = await page.evaluate(
          ([plans, logo, count, keep]) =>
            (window as unknown as { __pdfBench: { run(p: number, l: string, r: number, k: boolean): Promise<BrowserRun> } }).__pdfBench.run(plans, logo, count, keep),
          [entry.plans, entry.logo, runs, samplesDir !== undefined] as const,
        );
        if (samplesDir && result.pdf) {
          const path = join(samplesDir, `chromium-${entry.plans}-plans-${entry.logo === 'big' ? 'big-logo' : 'logo'}.pdf`);
          writeFileSync(path, Buffer.from(result.pdf, 'base64'));
          log(`sample (made in Chromium): ${path}`);
        }
        rows.push({
          environment: 'chromium',
          label: entry.logo === 'big' ? `${entry.label} (${Math.round(result.logoBytes / 1024)} KB)` : entry.label,
          plans: entry.plans,
          medianMs: median(result.times),
          minMs: Math.min(...result.times),
          maxMs: Math.max(...result.times),
          firstMs: result.first,
          bytes: result.bytes,
          runs,
        });
      }
      return { rows, chunkGzip, warmStart: { warmUpMs: warmStart.warmUpMs, firstMs: warmStart.firstMs } };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------
// Samples

/** Writes sample PDFs (1, 6 and 12 plans, logos, a long plan name, odd client names) to `dir`; returns their paths. */
export async function writePdfSamples(dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const fonts = await loadNodeFonts();
  const samples = {
    'one-plan': sampleProposal({ plans: 1, logo: logoFixture('png') }),
    'six-plans': sampleProposal({
      plans: 6,
      logo: logoFixture('jpeg'),
      planOverrides: (i) => (i === 2 ? { planName: 'Plano Super Premium Nacional Executivo Plus com Reembolso Diferenciado e Cobertura Internacional' } : {}),
    }),
    'twelve-plans': sampleProposal({ plans: 12, logo: logoFixture('png'), clientName: '<script>alert(1)</script> Zoë 😀 中文 👍🏽 Empresa de Tecnologia e Serviços Ltda' }),
    'ten-brackets-no-logo': sampleProposal({ plans: 4, lives: [3, 1, 1, 2, 1, 1, 1, 1, 1, 4], options: { showCoparticipation: false, showRefunds: false } }),
  };
  const paths: string[] = [];
  for (const [name, doc] of Object.entries(samples)) {
    const path = join(dir, `${name}.pdf`);
    writeFileSync(path, await renderProposalPdf(doc, fonts));
    paths.push(path);
  }
  return paths;
}

// ---------------------------------------------------------------------------------

function table(rows: readonly PdfBenchRow[]): string {
  const header = ['environment', 'case', 'median ms', 'min–max ms', 'first ms', 'size KB', 'runs'];
  const body = rows.map((row) => [
    row.environment,
    row.label,
    row.medianMs.toFixed(1),
    `${row.minMs.toFixed(0)}–${row.maxMs.toFixed(0)}`,
    row.firstMs === null ? '' : row.firstMs.toFixed(0),
    (row.bytes / 1024).toFixed(1),
    String(row.runs),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column >= 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

/** Runs the benchmark and prints a table (see the module note). */
export async function runPdfBench(options: PdfBenchOptions = {}): Promise<PdfBenchResult> {
  const runs = options.runs ?? 10;
  const log = options.log ?? ((line: string) => console.log(line));
  const rows: PdfBenchRow[] = await benchNode(runs); // first, so that its first render is cold
  if (options.samplesDir) mkdirSync(options.samplesDir, { recursive: true });
  let chunkGzip: number | null = null;
  let warmStart: WarmStart | null = null;
  if (options.chromium ?? true) {
    if (existsSync(CHROMIUM)) {
      const browser = await benchChromium(runs, log, options.samplesDir);
      rows.push(...browser.rows);
      chunkGzip = browser.chunkGzip;
      warmStart = browser.warmStart;
    } else {
      log(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium): browser figures skipped.`);
    }
  }
  if (options.samplesDir) {
    for (const path of await writePdfSamples(options.samplesDir)) log(`sample: ${path}`);
  }
  log('');
  log(`PDF of the comparative proposal (A4 landscape, every section, fonts subset); median of ${runs} runs after 2 warm-ups`);
  log(table(rows));
  if (chunkGzip !== null) log(`lazy browser chunk (renderer + pdf-lib, standard WinAnsi fonts): ${(chunkGzip / 1024).toFixed(0)} KB gzip; only for text outside WinAnsi: fontkit and the fonts, fetched once: ${((statSync(join(ROOT, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf')).size + statSync(join(ROOT, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')).size) / 1024).toFixed(0)} KB`);
  if (warmStart) {
    log(
      `first PDF in Chromium, 6 plans + logo: ${warmStart.firstMs.toFixed(0)} ms after the proposal page's warm-up (which took ${warmStart.warmUpMs.toFixed(0)} ms from the page opening); ` +
        `${rows.find((row) => row.environment === 'chromium' && row.firstMs !== null)?.firstMs?.toFixed(0) ?? '?'} ms cold (a click in a fresh page with nothing loaded)`,
    );
  }
  const targetRows = rows.filter((row) => row.plans === TARGET.plans && row.label === '6 plans + logo');
  const targetMet = targetRows.length > 0 && targetRows.every((row) => row.medianMs < TARGET.ms && row.bytes < TARGET.bytes);
  log(`target (6 plans + logo: < ${TARGET.ms} ms, < ${TARGET.bytes / 1024} KB): ${targetMet ? 'met' : 'NOT met'}`);
  return { rows, warmStart, browserChunkGzipBytes: chunkGzip, targetMet };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const samplesAt = args.indexOf('--samples');
  const samplesDir = samplesAt >= 0 ? (args[samplesAt + 1] ?? '/tmp/pdf-samples') : undefined;
  runPdfBench({ chromium: !args.includes('--node'), ...(samplesDir ? { samplesDir } : {}) }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
