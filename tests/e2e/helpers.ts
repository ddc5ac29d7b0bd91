import axe from 'axe-core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { baseURL } from '../../playwright.config';

/** Password of every demo user and of their copies. */
export const DEMO_PASSWORD = 'demo1234';

/** The demo personas (server/src/seed.ts), each mapped to the username of this file's copy. */
export type DemoUsers = Record<'admin' | 'corretor' | 'gestor' | 'novo' | 'bloqueado' | 'expirando' | 'primeiro', string>;

/**
 * The spec file's own copies of the demo users (`POST /api/test/demo-users/`, TEST_CLOCK=1,
 * docs/testing.md): same names, roles, plans and payment history as the demo users, under
 * `<persona>_<suffix>` (e-mail `<persona>+<suffix>@cotador.local`), dated from the server's
 * clock when they are seeded. Registers the `beforeAll` that seeds them (idempotent); call it
 * once at the top of a spec file, after any `beforeAll` that moves the server clock, with a
 * suffix no other file uses (lower-case letters and digits). No file reads or changes another's users.
 */
export function demoUsersOf(suffix: string): DemoUsers {
  test.beforeAll(async ({ request }) => {
    const response = await request.post('/api/test/demo-users/', { data: { suffix } });
    expect(response.status(), await response.text()).toBe(201);
  });
  const copy = (persona: string) => `${persona}_${suffix}`;
  return {
    admin: copy('admin'),
    corretor: copy('corretor'),
    gestor: copy('gestor'),
    novo: copy('novo'),
    bloqueado: copy('bloqueado'),
    expirando: copy('expirando'),
    primeiro: copy('primeiro'),
  };
}

/** The e-mail of a demo copy: `corretor_abc` → `corretor+abc@cotador.local`. */
export function emailOf(username: string): string {
  const [persona, suffix] = username.split('_');
  return `${persona}+${suffix}@cotador.local`;
}

/** Pages whose mobile alert is dismissed by a locator handler (registered once per page). */
const pagesDismissingAlert = new WeakSet<Page>();

/**
 * On a phone the shell recommends a computer once per session: specs that are not
 * about that dialog dismiss it whenever it shows ('Entendi'), as a user would.
 */
async function dismissMobileAlert(page: Page): Promise<void> {
  if (pagesDismissingAlert.has(page)) return;
  pagesDismissingAlert.add(page);
  const alert = page.getByRole('dialog', { name: 'Use um computador para a melhor experiência' });
  await page.addLocatorHandler(alert, async () => {
    await alert.getByRole('button', { name: 'Entendi' }).click();
  });
}

/** Logs in through the landing's form (the login itself is under test; otherwise use {@link signIn}). */
export async function login(page: Page, username: string, password = DEMO_PASSWORD, options: { keepMobileAlert?: boolean } = {}): Promise<void> {
  if (!options.keepMobileAlert) await dismissMobileAlert(page);
  await page.goto('/home');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The token pair `POST /api/token/` gives `username` (what the SPA's login stores). */
export async function tokensOf(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<{ access: string; refresh: string }> {
  const response = await request.post('/api/token/', { data: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
  return (await response.json()) as { access: string; refresh: string };
}

/**
 * Starts the page signed in as `username` without walking the login form (which
 * foundation.spec.ts and accounts.spec.ts test): the token pair of `POST /api/token/` is put
 * where the SPA keeps it (local storage 'cotador.tokens') before the page's first script runs,
 * once per tab (so a later logout stays logged out), then the page opens `path`.
 */
export async function signIn(page: Page, username: string, path = '/'): Promise<void> {
  await dismissMobileAlert(page);
  const tokens = JSON.stringify(await tokensOf(page.request, username));
  await page.addInitScript((pair) => {
    if (sessionStorage.getItem('e2e.signed-in')) return;
    sessionStorage.setItem('e2e.signed-in', '1');
    localStorage.setItem('cotador.tokens', pair);
  }, tokens);
  await page.goto(path);
}

/** Waits until the URL path is `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** The server clock's instant (`GET /api/test/clock/`), ISO; for `page.clock.setSystemTime`. */
export async function serverNow(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/test/clock/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { now: string }).now;
}

/** The server clock's Brasília day (`GET /api/test/clock/`), YYYY-MM-DD: the day the server dates and ages from. */
export async function serverToday(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/test/clock/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { today: string }).today;
}

/**
 * Moves the server's clock so that today (Brasília) is `today` (null: back to the real
 * time); returns the server's `now` (ISO instant). Only the specs of the `server-clock`
 * project (playwright.config.ts), which run alone, may call it.
 */
export async function setServerDay(request: APIRequestContext, today: string | null): Promise<{ now: string; today: string }> {
  const response = await request.put('/api/test/clock/', { data: { today } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { now: string; today: string };
}

/** `iso` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** YYYY-MM-DD → DD/MM/AAAA. */
export const dayBR = (iso: string): string => iso.split('-').reverse().join('/');

/** The WCAG 2.0 and 2.1 levels A and AA, every axe rule tagged with one of them. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** axe-core's options for {@link seriousAxeFindings}: every WCAG 2.0/2.1 A and AA rule, plus label-in-name. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: [...WCAG_AA_TAGS] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only the violations are read: the other result types keep one node per rule instead of all
  // of them (axe-core's own advice for speed); every rule still runs on every element.
  resultTypes: ['violations'],
} satisfies axe.RunOptions;

/**
 * Puts axe-core in every frame of the page that lacks it: once per document, not once per audit
 * (its source is about half a megabyte to parse). A client-side navigation keeps the document,
 * so the audits of a walk through the SPA's routes share one copy.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
    if (!present) await frame.evaluate(axe.source);
  }
}

/**
 * Waits until every finite CSS animation and transition of the page has ended (a spinner's
 * endless turn is left alone), for checks that read what is painted or laid out now (axe's
 * colours, phone-fit's widths and boxes). axe reads colours as painted now: a chat panel fading in
 * (overlay.css.ts, 150 ms) blends its white text into the page and, caught half-way on a busy
 * machine, measured 4.32:1 instead of the 4.5:1 it has at rest (CI, stop 40).
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The serious and critical axe findings of the page as it is now, over every WCAG 2.0/2.1 A
 * and AA rule, nothing excluded — plus label-in-name (WCAG 2.5.3), which axe ships as
 * experimental and so leaves out unless asked; with `targetSize`, the tap-target size too
 * (the phone walks). One line per finding: `where`, the page's
 * path, the rule, its impact, the elements (CSS targets) and axe's first reason.
 *
 * axe runs in the page itself (`axe.run`, what @axe-core/playwright's legacy mode does; the
 * same-origin frames are reached through the copies {@link injectAxe} puts there), not through
 * `AxeBuilder.analyze()`, which injected the source again and opened and closed a blank page
 * for every audit to merge per-frame results: the SPA has no iframes to merge.
 */
export async function seriousAxeFindings(page: Page, where: string, options: { targetSize?: boolean } = {}): Promise<string[]> {
  await injectAxe(page);
  await settleAnimations(page);
  // `targetSize`: also WCAG 2.2's 2.5.8 (axe's `target-size`, tagged wcag22aa): every tap target at
  // least 24 × 24 px or spaced as far (inline links in a sentence are exempt by the rule itself).
  const runOptions: axe.RunOptions = options.targetSize ? { ...AXE_OPTIONS, runOnly: { type: 'tag', values: [...WCAG_AA_TAGS, 'wcag22aa'] } } : AXE_OPTIONS;
  const violations = await page.evaluate(
    async (run) => (await (window as unknown as { axe: typeof axe }).axe.run(document, run)).violations,
    runOptions,
  );
  const path = new URL(page.url()).pathname;
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const reason = (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
        return `${where} [${path}]: ${violation.id} (${violation.impact}) at ${node.target.join(' ')} — ${reason}`;
      }),
    );
}

/** Fails on any serious or critical axe finding of the page as it is now ({@link seriousAxeFindings}). */
export async function expectNoSeriousAxe(page: Page, where: string): Promise<void> {
  expect(await seriousAxeFindings(page, where)).toEqual([]);
}

/**
 * Opens `path` as a link inside the SPA does: when the SPA already runs in the page, a
 * client-side navigation (wouter follows `history.pushState`), which renders the route's screen
 * the way a click on the menu does; otherwise (a fresh page) a full load. A full load per route
 * made each audit pay for the whole start of the SPA again (scripts, session check, first data).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const running = page.url().startsWith(baseURL) && (await page.evaluate(() => Symbol.for('wouter_v3') in window));
  if (!running) {
    await page.goto(path);
    return;
  }
  // React renders a location change synchronously; the frame after it has the new route's screen
  // (or its loading state, which `settled` waits out).
  await page.evaluate(async (to) => {
    history.pushState(null, '', to);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }, path);
  await expectPath(page, path.split('?')[0] ?? path);
}
