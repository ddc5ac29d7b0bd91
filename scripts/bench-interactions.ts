/**
 * Felt speed of the broker's clicks (`npm run bench`, a section; alone:
 * `npx tsx scripts/bench-interactions.ts [--runs N] [--quick] [--breakdown]`): in Chromium, against the
 * built SPA (`dist/`, `npm run build` first) and the compiled server as `npm start` runs it
 * (API + life service, PGlite in a fresh folder, demo users, the real catalog), for each
 * listed interaction:
 *
 * - **INP**: the Event Timing API's figure for the click — a PerformanceObserver of `event`
 *   entries (durationThreshold 16), the entries of the click's `interactionId`, their
 *   largest `duration` (input → the next paint after the handlers). Below 16 ms Chromium
 *   reports no entry: the table prints "< 16";
 * - **answer painted**: click (pointerdown) → the answer in the DOM (a condition per
 *   interaction, and the API call it waits for done) → two animation frames later;
 * - **after the answer**: the API response's end (Resource Timing `responseEnd`) → painted,
 *   the page's own work once the server has answered (interactions that ask the server).
 *
 * Interactions: first 'Cotar' after opening /cotacao (a small and a ~50-plan quote), a second
 * 'Cotar', 'Ver detalhes', 'Comparar (3)', 'Gerar proposta', 'Baixar PDF' (the client's page of
 * the saved proposal), each life wizard 'Continuar' and 'Cotar seguro', the finalization's
 * 'Enviar proposta e gerar link' — at CPU 1× and 4× (`Emulation.setCPUThrottlingRate`), the
 * median of `--runs` walks (default 5). Prints figures, asserts none: the machine is shared,
 * read the load average printed beside them.
 *
 * `--breakdown` also records a Chromium trace around each click and prints, per click, the main
 * thread's time from the pointerdown to the first frame committed after the handlers, split into
 * script / style / layout / paint / GC / other (self times): where an INP goes. Tracing slows the
 * page a little: compare breakdowns with breakdowns, figures with figures.
 *
 * BENCH_INTERACTIONS_DATA_DIR keeps the seeded data folder between runs (the first start seeds
 * the real catalog: minutes on a busy machine).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { freePort } from './lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');

/** One interaction's figures over the runs (ms; INP `null` = under the 16 ms threshold). */
export interface InteractionFigures {
  name: string;
  cpu: 1 | 4;
  inpMs: Array<number | null>;
  paintMs: number[];
  afterAnswerMs: Array<number | null>;
}

/** What {@link runInteractionBench} measured. */
export interface InteractionBenchResult {
  runs: number;
  loadAtStart: number[];
  loadAtEnd: number[];
  /** Plans of the two first quotes (small, ~50). */
  plans: { small: number; large: number };
  interactions: InteractionFigures[];
}

/** Installed in every page before its scripts: the Event Timing observer and the in-page timer. */
const IN_PAGE = `(() => {
  const bench = { entries: [], pending: null };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) bench.entries.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (error) { bench.unsupported = String(error); }
  bench.arm = (conditionSource, apiPart) => {
    const armedAt = performance.now();
    const condition = new Function('return (' + conditionSource + ');');
    let clickedAt = 0;
    addEventListener('pointerdown', () => { clickedAt = performance.now(); }, { capture: true, once: true });
    const answered = () => {
      if (!apiPart) return 0;
      const done = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= armedAt && entry.name.includes(apiPart));
      return done.length > 0 ? done[done.length - 1].responseEnd : null;
    };
    bench.pending = new Promise((resolve, reject) => {
      const check = () => {
        if (clickedAt === 0) return false;
        const responseEnd = answered();
        if (responseEnd === null) return false;
        let met = false;
        try { met = Boolean(condition()); } catch { met = false; }
        if (!met) return false;
        const dom = performance.now();
        requestAnimationFrame(() => requestAnimationFrame(() => {
          const paint = performance.now();
          resolve({ armedAt, clickedAt, dom: dom - clickedAt, paint: paint - clickedAt, afterAnswer: apiPart ? paint - responseEnd : null });
        }));
        return true;
      };
      const observer = new MutationObserver(() => { if (check()) { observer.disconnect(); clearInterval(poll); } });
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      // Some answers change no node (a resource finishing): look every 5 ms as well.
      const poll = setInterval(() => { if (check()) { observer.disconnect(); clearInterval(poll); } }, 5);
      setTimeout(() => { observer.disconnect(); clearInterval(poll); reject(new Error('a resposta não apareceu em 60 s: ' + conditionSource)); }, 60000);
    });
    return armedAt;
  };
  // The largest duration of the first interaction after armedAt (null: none reported yet).
  bench.inp = (armedAt) => {
    const after = bench.entries.filter((entry) => entry.start >= armedAt);
    if (after.length === 0) return null;
    const id = Math.min(...after.map((entry) => entry.id));
    return Math.max(...after.filter((entry) => entry.id === id).map((entry) => entry.duration));
  };
})()`;

interface Measured {
  inp: number | null;
  paint: number;
  afterAnswer: number | null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Clicks what `click` clicks and measures it (module comment). `condition` is a JS expression
 * evaluated in the page, true once the answer is there; `apiPart` a piece of the URL of the
 * API call the answer waits for (null: none).
 */
async function measure(page: Page, click: () => Promise<void>, condition: string, apiPart: string | null, name?: string): Promise<Measured> {
  await settle(page);
  const armedAt = await page.evaluate<number>(`window.__bench.arm(${JSON.stringify(condition)}, ${JSON.stringify(apiPart)})`);
  const browser = breakdown && name ? page.context().browser() : null;
  if (browser) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await click();
  const result = await page.evaluate<{ paint: number; afterAnswer: number | null }>('window.__bench.pending');
  if (browser && name) {
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const shares = clickBreakdown(trace.traceEvents);
    if (shares) recordBreakdown(name, shares);
  }
  // Event Timing entries are delivered after the frame is presented: wait for them a little
  // (none come when every event of the click took under 16 ms).
  let inp: number | null = null;
  for (let attempt = 0; attempt < 20 && inp === null; attempt += 1) {
    inp = await page.evaluate<number | null>(`window.__bench.inp(${armedAt})`);
    if (inp === null) await page.waitForTimeout(25);
  }
  const measured = { inp, paint: round1(result.paint), afterAnswer: result.afterAnswer === null ? null : round1(result.afterAnswer) };
  if (process.env.BENCH_VERBOSE) console.log(`  ${condition.slice(0, 60)}: INP ${inp ?? '< 16'}, pintado ${measured.paint}, após a resposta ${measured.afterAnswer ?? '—'}`);
  return measured;
}

/** `--breakdown`: what the main thread did during each click, read from a Chromium trace. */
let breakdown: { cpu: number; shares: Map<string, ClickShares[]> } | null = null;

/** Trace categories of `--breakdown`: the Performance panel's main-thread events. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

/** One event of a Chromium trace (µs). */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

/** Kinds of main-thread work a click's time is split into. */
export const SHARE_KINDS = ['script', 'style', 'layout', 'paint', 'gc', 'other'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/**
 * Main-thread time of one click by kind (ms): `inp` from the pointerdown's dispatch to the end
 * of the first frame committed after the click's handlers (the span INP measures), `whole` from
 * the pointerdown to the end of the trace (the answer painted).
 */
export interface ClickShares {
  inpSpanMs: number;
  inp: Record<ShareKind, number>;
  whole: Record<ShareKind, number>;
}

/** The kind of a main-thread trace event, by its name (the Performance panel's grouping). */
export function shareKind(name: string): ShareKind {
  if (/GC|^BlinkGC|^ThreadState|^CppGC/i.test(name)) return 'gc';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ParseAuthorStyleSheet') return 'style';
  if (name === 'Layout') return 'layout';
  if (['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'Commit', 'PaintImage', 'Decode Image'].includes(name)) return 'paint';
  if (
    /^v8\.|^V8\./.test(name) ||
    ['FunctionCall', 'EvaluateScript', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks', 'XHRReadyStateChange', 'XHRLoad'].includes(name)
  ) {
    return 'script';
  }
  return 'other';
}

const zeroShares = (): Record<ShareKind, number> => ({ script: 0, style: 0, layout: 0, paint: 0, gc: 0, other: 0 });

/**
 * Splits the click in a trace (its first pointerdown) into {@link ClickShares}: each complete
 * event's self CPU time (its thread time less its children's) on the renderer's main thread, the
 * part inside each span. Null when the trace holds no pointerdown.
 */
export function clickBreakdown(events: readonly TraceEvent[]): ClickShares | null {
  const down = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointerdown');
  if (!down) return null;
  const thread = events
    .filter((event) => event.ph === 'X' && event.pid === down.pid && event.tid === down.tid && typeof event.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const start = down.ts;
  const click = thread.find((event) => event.name === 'EventDispatch' && event.ts >= start && event.args?.data?.type === 'click');
  const handled = click ? click.ts + (click.dur ?? 0) : start;
  const frame = thread.find((event) => event.name === 'Commit' && event.ts >= handled) ?? thread.find((event) => event.name === 'Paint' && event.ts >= handled);
  const inpEnd = frame ? frame.ts + (frame.dur ?? 0) : handled;
  const end = Math.max(inpEnd, ...thread.map((event) => event.ts + (event.dur ?? 0)));
  // Self time: an event's thread (CPU) time less its direct children's — on a busy machine the
  // wall-clock duration also counts the time the thread waited for a core. Events nest by
  // their wall-clock span on one thread.
  const cpuTime = (event: TraceEvent) => event.tdur ?? event.dur ?? 0;
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const event of thread) {
    while (stack.length > 0 && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - cpuTime(event));
    self.set(event, (self.get(event) ?? 0) + cpuTime(event));
    stack.push(event);
  }
  const shares: ClickShares = { inpSpanMs: (inpEnd - start) / 1000, inp: zeroShares(), whole: zeroShares() };
  for (const [event, selfUs] of self) {
    const from = event.ts;
    const to = event.ts + (event.dur ?? 0);
    if (selfUs <= 0 || to <= from) continue;
    const kind = shareKind(event.name);
    // The part of the self time inside a span, prorated by overlap.
    const inside = (spanStart: number, spanEnd: number) => (Math.max(0, Math.min(to, spanEnd) - Math.max(from, spanStart)) / (to - from)) * selfUs;
    shares.inp[kind] += inside(start, inpEnd) / 1000;
    shares.whole[kind] += inside(start, end) / 1000;
  }
  return shares;
}

function recordBreakdown(name: string, shares: ClickShares): void {
  if (!breakdown) return;
  const key = `${name}|${breakdown.cpu}`;
  const list = breakdown.shares.get(key) ?? [];
  list.push(shares);
  breakdown.shares.set(key, list);
  if (process.env.BENCH_VERBOSE) {
    const show = (part: Record<ShareKind, number>) => SHARE_KINDS.map((kind) => `${kind} ${Math.round(part[kind])}`).join(', ');
    console.log(`  ${name} (${breakdown.cpu}×): até a pintura ${Math.round(shares.inpSpanMs)} ms [${show(shares.inp)}]; até a resposta pintada [${show(shares.whole)}]`);
  }
}

/** The `--breakdown` table: medians of each kind in the INP span (ms), per click and CPU rate. */
export function breakdownTable(shares: ReadonlyMap<string, readonly ClickShares[]>): string {
  const lines = ['| Interação | CPU | até a pintura | script | estilo | layout | pintura | GC | outros |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|'];
  for (const [key, list] of shares) {
    const [name, cpu] = key.split('|');
    const cells = [median(list.map((entry) => entry.inpSpanMs)), ...SHARE_KINDS.map((kind) => median(list.map((entry) => entry.inp[kind])))];
    lines.push(`| ${name} | ${cpu}× | ${cells.map((value) => String(Math.round(value))).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Requests of each page still on their way (the broker's pause before a click lets them end). */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page): void {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * The broker's pause before a click: until no request of the page has been on its way for
 * 300 ms (what the screen fetches once drawn — chunks, use cases — is in), at most 30 s.
 */
async function settle(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) return;
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 300) return;
    await page.waitForTimeout(50);
  }
}

/**
 * The two first quotes, on the real catalog, ages typed as "5 10 30 60" (2 × 0-18, 29-33, 59+):
 * Minas Gerais Individual/Familiar (18 plans) and Distrito Federal PME (48 plans).
 */
const QUOTES = {
  small: { type: 'Individual/Familiar', state: 'Minas Gerais (MG)', ages: '5 10 30 60' },
  large: { type: 'PME', state: 'Distrito Federal (DF)', ages: '5 10 30 60' },
} as const;

const PLAN_COUNT = `(() => { const status = document.querySelector('#resultados-titulo')?.parentElement?.querySelector('[role=status]'); return status ? Number((status.textContent.match(/^([\\d.]+) planos?/) || [0, '0'])[1].replace('.', '')) : 0; })()`;
const RESULTS_READY = `document.querySelector('ol[aria-label="Planos cotados"] > li') && !document.querySelector('ol[aria-label="Planos cotados"][aria-busy="true"]')`;

async function fillQuote(page: Page, quote: (typeof QUOTES)[keyof typeof QUOTES]): Promise<void> {
  await page.goto('/cotacao');
  await page.getByRole('radio', { name: quote.type, exact: true }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: quote.state });
  await page.getByRole('textbox', { name: 'Idades', exact: true }).fill(quote.ages);
  await page.getByText('Total de vidas: 4').waitFor();
}

/** One walk through every interaction; returns the figures by name. */
async function walk(context: BrowserContext, base: string, today: string): Promise<{ figures: Map<string, Measured>; plans: { small: number; large: number } }> {
  const figures = new Map<string, Measured>();
  const page = await context.newPage();
  // A shared, busy machine: a wait only catches a hang.
  page.setDefaultTimeout(120_000);
  trackRequests(page);
  const cotar = () => page.getByRole('button', { name: 'Cotar', exact: true }).click();
  const take = async (name: string, click: () => Promise<void>, condition: string, apiPart: string | null) => {
    figures.set(name, await measure(page, click, condition, apiPart, name));
  };
  try {
    // A comparison left by the previous walk would make /cotacao quote on its own.
    await page.goto('/');
    await page.evaluate("localStorage.removeItem('cotador.comparison')");
    await fillQuote(page, QUOTES.large);
    await take("1º 'Cotar' (~50 planos)", cotar, RESULTS_READY, '/api/v3/plans/');
    const large = await page.evaluate<number>(PLAN_COUNT);
    await fillQuote(page, QUOTES.small);
    await take("1º 'Cotar' (poucos planos)", cotar, RESULTS_READY, '/api/v3/plans/');
    const small = await page.evaluate<number>(PLAN_COUNT);
    await take("2º 'Cotar'", cotar, RESULTS_READY, '/api/v3/plans/');
    const cards = page.getByRole('list', { name: 'Planos cotados' }).getByRole('article');
    await take("'Ver detalhes'", () => cards.first().getByRole('button', { name: 'Ver detalhes' }).click(), `document.querySelector('[role=dialog] h4')`, '/api/plans/');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    for (let index = 0; index < 3; index += 1) await cards.nth(index).getByRole('checkbox', { name: 'Comparar' }).check();
    await take("'Comparar (3)'", () => page.getByRole('button', { name: 'Comparar (3)' }).click(), `document.querySelector('[aria-label="Tabela de comparação"] table')`, null);
    await take("'Gerar proposta'", () => page.getByRole('link', { name: 'Gerar proposta' }).click(), `location.pathname === '/proposta/comparativo' && document.querySelector('input[name], input') && [...document.querySelectorAll('label')].some((label) => label.textContent.includes('Nome do cliente'))`, null);
    await page.getByLabel('Nome do cliente').fill('Maria José da Conceição');
    await page.getByRole('button', { name: 'Salvar proposta' }).click();
    const linkField = page.getByLabel('Link da proposta');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    await page.goto(link);
    await page.getByRole('button', { name: 'Baixar PDF' }).waitFor();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await take("'Baixar PDF'", () => page.getByRole('button', { name: 'Baixar PDF' }).click(), 'true', null);
    await download;

    // The life wizard, step by step, then the finalization.
    await page.goto('/seguro-de-vida/porto_seguro');
    await page.getByRole('heading', { level: 2, name: 'Seguradora e segurado' }).waitFor();
    await page.getByLabel('Data de nascimento').fill(`01/01/${Number(today.slice(0, 4)) - 35}`);
    await page.getByLabel('Sexo').selectOption('M');
    await page.getByLabel('Renda mensal (R$)').fill('10.000,00');
    const continuar = () => page.getByRole('button', { name: 'Continuar' }).click();
    const stepHeading = (part: string) => `[...document.querySelectorAll('h2')].some((h) => h.textContent.includes(${JSON.stringify(part)}))`;
    await take("Vida: 'Continuar' (passo 1)", continuar, `document.querySelector('input[type=checkbox]')`, null);
    await page.getByRole('checkbox', { name: /assistência funeral/ }).check();
    await take("Vida: 'Continuar' (passo 2)", continuar, stepHeading('Declaração de saúde'), null);
    for (const group of await page.locator('fieldset').all()) await group.getByRole('radio', { name: 'Não' }).check();
    await take("Vida: 'Cotar seguro'", () => page.getByRole('button', { name: 'Cotar seguro' }).click(), `[...document.querySelectorAll('button')].some((b) => b.textContent.includes('Escolher esta cotação'))`, null);
    await page.getByRole('button', { name: 'Escolher esta cotação' }).first().click();
    await page.getByRole('heading', { level: 2, name: /Dados da proposta/ }).waitFor();
    await fillFinalization(page);
    await take("Vida: 'Enviar proposta e gerar link'", () => page.getByRole('button', { name: 'Enviar proposta e gerar link' }).click(), stepHeading('Link para o cliente'), 'generate_link');
    return { figures, plans: { small, large } };
  } catch (error) {
    // Where the walk stopped: the page's URL and text, and a screenshot in .tmp/.
    await page.screenshot({ path: path.join(ROOT, '.tmp', 'bench-interactions-failure.png'), fullPage: true }).catch(() => undefined);
    const text = await page.evaluate<string>('document.body.innerText').catch(() => '');
    console.error(`a volta parou em ${page.url()}: ${text.slice(0, 600).replaceAll('\n', ' | ')}`);
    throw error;
  } finally {
    await page.close();
  }
}

async function fillFinalization(page: Page): Promise<void> {
  const fields: Array<[string, string]> = [
    ['Nome completo', 'João da Silva'],
    ['CPF do segurado', '529.982.247-25'],
    ['Documento de identidade (RG)', '123456789'],
    ['Órgão emissor', 'SSP/SP'],
    ['Data de emissão', '10/02/2010'],
    ['E-mail', 'joao@example.com'],
    ['Telefone', '(11) 98765-4321'],
    ['CEP', '01310-100'],
    ['Logradouro', 'Avenida Paulista'],
    ['Número', '1000'],
    ['Bairro', 'Bela Vista'],
    ['Cidade', 'São Paulo'],
    ['Empresa onde trabalha', 'Empresa Ltda'],
    ['Ramo de atividade', 'Comércio'],
    ['Corretora', 'Corretora Exemplo'],
    ['Nome do beneficiário 1', 'Maria da Silva'],
    ['Data de nascimento do beneficiário 1', '02/03/1992'],
    ['CPF do beneficiário 1', '111.444.777-35'],
    ['Agência', '0123'],
    ['Conta com dígito', '12345-6'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Estado civil').selectOption('casado');
  await page.getByLabel('UF').selectOption('SP');
  await page.getByLabel('Situação').selectOption('Nao');
  await page.getByLabel('Banco', { exact: true }).selectOption('341');
}

async function portPair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    const next = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port + 1, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (next) return port;
  }
}

const healthy = (url: string) =>
  fetch(url)
    .then((response) => response.ok)
    .catch(() => false);

/** The compiled server (API + life, as `npm start`) on `port` / `port + 1`, its own process group. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const buildDir = path.join('build', `bench-interactions-${port}`);
  const built = spawnSync('npx', ['tsx', 'scripts/build-server.ts', buildDir], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('scripts/build-server.ts falhou');
  const child = spawn('node', [path.join(buildDir, 'launch.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // Within `npm run bench` an earlier section leaves NODE_ENV=production in this process's
      // environment, where the server refuses to start without a JWT_SECRET (the generated
      // section said "o servidor terminou (código 1)" twice): a development server, as the other benches start.
      NODE_ENV: 'development',
      PORT: String(port),
      LIFE_PORT: String(port + 1),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      // The life service's CORS and cable accept this origin only.
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
      PAYMENT_JOB_INTERVAL_SECONDS: '3600',
    },
  });
  const deadline = Date.now() + 20 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou (código ${String(child.exitCode)})`);
    if ((await healthy(`http://127.0.0.1:${port}/api/health/`)) && (await healthy(`http://127.0.0.1:${port + 1}/health`))) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopServer(child);
  throw new Error('o servidor não ficou saudável em 20 min');
}

function stopServer(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN);
};
/** Median of INP values, an absent entry (< 16 ms) counted as 0. */
const medianInp = (values: ReadonlyArray<number | null>) => median(values.map((value) => value ?? 0));
const showInp = (value: number) => (value < 16 ? '< 16' : String(Math.round(value)));

/** The printed table (also what docs/benchmarks.md records). */
export function interactionTable(result: InteractionBenchResult): string {
  const lines = [
    `| Interação | INP 1× | pintado 1× | após a resposta 1× | INP 4× | pintado 4× | após a resposta 4× |`,
    `|---|---:|---:|---:|---:|---:|---:|`,
  ];
  const names = [...new Set(result.interactions.map((entry) => entry.name))];
  for (const name of names) {
    const cells = ([1, 4] as const).flatMap((cpu) => {
      const entry = result.interactions.find((candidate) => candidate.name === name && candidate.cpu === cpu);
      if (!entry) return ['—', '—', '—'];
      const after = entry.afterAnswerMs.filter((value): value is number => value !== null);
      return [showInp(medianInp(entry.inpMs)), String(Math.round(median(entry.paintMs))), after.length ? String(Math.round(median(after))) : '—'];
    });
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Runs the walks (module comment); needs dist/ and /usr/bin/chromium. */
export async function runInteractionBench(options: { runs?: number; breakdown?: boolean } = {}): Promise<InteractionBenchResult | { skipped: string }> {
  breakdown = options.breakdown ? { cpu: 1, shares: new Map() } : null;
  if (!existsSync(path.join(DIST, 'index.html'))) return { skipped: 'dist/index.html ausente: rode `npm run build` antes.' };
  if (!existsSync('/usr/bin/chromium')) return { skipped: '/usr/bin/chromium ausente.' };
  const runs = options.runs ?? 5;
  const loadAtStart = os.loadavg().map(round1);
  const keep = process.env.BENCH_INTERACTIONS_DATA_DIR;
  const dataDir = keep ? path.resolve(keep) : await mkdtemp(path.join(os.tmpdir(), 'cotador-bench-inp-'));
  const port = await portPair();
  const server = await startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    const interactions: InteractionFigures[] = [];
    let plans = { small: 0, large: 0 };
    for (const cpu of [1, 4] as const) {
      if (breakdown) breakdown.cpu = cpu;
      const context = await browser.newContext({ baseURL: base, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 800 }, acceptDownloads: true });
      await context.addInitScript(IN_PAGE);
      // Every page of the context under the same CPU rate.
      context.on('page', (opened) => {
        void context.newCDPSession(opened).then((session) => session.send('Emulation.setCPUThrottlingRate', { rate: cpu }));
      });
      const login = await context.newPage();
      await login.goto('/home');
      await login.getByLabel('Usuário').fill('corretor');
      await login.getByLabel('Senha', { exact: true }).fill('demo1234');
      await login.getByRole('button', { name: 'Entrar' }).click();
      await login.waitForURL((url) => url.pathname === '/');
      await login.close();
      for (let run = 0; run < runs; run += 1) {
        const walked = await walk(context, base, today);
        plans = walked.plans;
        for (const [name, figure] of walked.figures) {
          let entry = interactions.find((candidate) => candidate.name === name && candidate.cpu === cpu);
          if (!entry) {
            entry = { name, cpu, inpMs: [], paintMs: [], afterAnswerMs: [] };
            interactions.push(entry);
          }
          entry.inpMs.push(figure.inp);
          entry.paintMs.push(figure.paint);
          entry.afterAnswerMs.push(figure.afterAnswer);
        }
        console.log(`CPU ${cpu}×, volta ${run + 1}/${runs}: ${[...walked.figures].map(([name, figure]) => `${name} ${figure.inp ?? '<16'}/${figure.paint}`).join('; ')}`);
      }
      await context.close();
    }
    const result: InteractionBenchResult = { runs, loadAtStart, loadAtEnd: os.loadavg().map(round1), plans, interactions };
    console.log(`\nCliques → próxima pintura (mediana de ${runs}; ms; ${plans.small} e ${plans.large} planos; carga média ${loadAtStart.join(', ')} → ${result.loadAtEnd.join(', ')})`);
    console.log(interactionTable(result));
    if (breakdown) {
      console.log('\nTempo da thread principal até a próxima pintura (mediana; ms; trace do Chromium)');
      console.log(breakdownTable(breakdown.shares));
    }
    return result;
  } finally {
    await browser.close();
    stopServer(server);
    if (!keep) await rm(dataDir, { recursive: true, force: true });
    await rm(path.join(ROOT, 'build', `bench-interactions-${port}`), { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('bench-interactions.ts')) {
  const index = process.argv.indexOf('--runs');
  const runs = index > 0 ? Number(process.argv[index + 1]) : process.argv.includes('--quick') ? 2 : 5;
  runInteractionBench({ runs, breakdown: process.argv.includes('--breakdown') }).then(
    (result) => {
      if ('skipped' in result) console.log(result.skipped);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
