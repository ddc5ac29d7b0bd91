/**
 * The app's shell in Chromium against the real server and life service:
 * - the support chat round trip: corretor writes → admin sees it unread in the support inbox
 *   and answers → corretor sees the answer without reloading; a reload keeps the conversation;
 * - the footer's newsletter messages; the feedback sheet on / and not on /cotacao;
 * - the mobile alert once at 375 px, never at 1280 px;
 * - consent: refused → the page requests nothing but the app and its life service; given → the
 *   configured trackers load;
 * - axe: no serious or critical finding of any WCAG 2.0/2.1 A or AA rule (label-in-name
 *   included, `expectNoSeriousAxe`) on /home, /, /cotacao and the life wizard, logged out and
 *   in, at 1280 and 375 px, with the chat and the consent banner open and closed.
 *
 * The run-time settings (`GET /api/config/`) are answered by the test for the feedback form and
 * the trackers (the e2e server is shared with every other spec, which must not get a consent
 * banner): the trackers' scripts are fake ids on this origin (so the CSP admits them), answered
 * and counted by the test. The server side of that call is covered by server/test/public-config.test.ts.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { baseURL } from '../../playwright.config';
import { demoUsersOf, expectNoSeriousAxe, expectPath, login, signIn } from './helpers';

const appOrigin = new URL(baseURL).origin;
const lifeOrigin = (() => {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + 1);
  return url.origin;
})();
/** Its own people (copies of the demo users, helpers.ts `demoUsersOf`); only this file writes to the support chat. */
const users = demoUsersOf('shell');
const TRACKER_PATH = '/__e2e-tracker/';
const tracker = (name: string) => `${appOrigin}${TRACKER_PATH}${name}.js`;

/** Answers `GET /api/config/` with the real answer plus a feedback form and (optionally) fake trackers. */
async function configure(page: Page, options: { trackers: boolean }): Promise<void> {
  await page.route('**/api/config/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...body,
        feedback_url: 'https://forms.example.com/cotador',
        tracking: options.trackers
          ? {
              pixel: { id: 'E2E-PIXEL', script_url: tracker('pixel') },
              ads: { id: 'E2E-ADS', script_url: tracker('ads') },
              analytics: { id: 'E2E-ANALYTICS', script_url: tracker('analytics') },
            }
          : { pixel: null, ads: null, analytics: null },
      },
    });
  });
  await page.route(`**${TRACKER_PATH}*`, (route) => route.fulfill({ contentType: 'text/javascript', body: '/* fake tracker */' }));
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Abrir chat de suporte' }).click();
  return page.getByRole('dialog', { name: 'Fale com o suporte' });
}

test('support chat: corretor writes, admin answers from the inbox, corretor sees it live and after a reload', async ({ page, browser }) => {
  await signIn(page, users.corretor);
  await expectPath(page, '/');
  const chat = await openChat(page);
  const question = 'Como incluo um dependente na cotação PME?';
  await chat.getByLabel('Sua mensagem').fill(question);
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByRole('log', { name: 'Conversa com o suporte' })).toContainText(question);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, users.admin);
  await expectPath(admin, '/');
  await admin.getByRole('button', { name: /Abrir atendimento \(Suporte: 1 não lida\)/ }).click();
  const inbox = admin.getByRole('dialog', { name: 'Atendimento ao corretor' });
  await inbox.getByRole('button', { name: /Carla Mendes Ribeiro/ }).click();
  await expect(inbox.getByRole('log', { name: 'Conversa com Carla Mendes Ribeiro' })).toContainText(question);
  const answer = 'Na etapa de vidas, informe a idade de cada dependente.';
  await inbox.getByLabel('Resposta').fill(answer);
  await inbox.getByRole('button', { name: 'Enviar' }).click();
  await expect(inbox.getByRole('log', { name: 'Conversa com Carla Mendes Ribeiro' })).toContainText(answer);

  // The broker's page was never reloaded: the answer arrives over the cable.
  await expect(chat.getByRole('log', { name: 'Conversa com o suporte' })).toContainText(answer);

  await page.reload();
  const again = await openChat(page);
  const log = again.getByRole('log', { name: 'Conversa com o suporte' });
  await expect(log).toContainText(question);
  await expect(log).toContainText(answer);
  await adminContext.close();
});

test('footer newsletter messages; feedback sheet on / and not on /cotacao', async ({ page }) => {
  await configure(page, { trackers: false });
  await signIn(page, users.corretor);
  await expectPath(page, '/');
  await expect(page.getByRole('link', { name: 'Enviar feedback' })).toHaveAttribute('href', 'https://forms.example.com/cotador');

  const field = page.getByLabel('E-mail para novidades');
  const submit = page.getByRole('button', { name: 'Quero receber' });
  await submit.click();
  await expect(page.getByText('E-mail é obrigatório')).toBeVisible();
  await field.fill('carla@corretora');
  await submit.click();
  await expect(page.getByText('Utilize um e-mail válido')).toBeVisible();
  await field.fill('carla@corretora.com.br');
  await submit.click();
  await expect(page.getByText('seu e-mail não foi cadastrado nem enviado')).toBeVisible();

  await page.goto('/cotacao');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enviar feedback' })).toHaveCount(0);
});

test('mobile alert: once per session at 375 px, never at 1280 px', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await phone.newPage();
  await login(page, users.corretor, undefined, { keepMobileAlert: true });
  await expectPath(page, '/');
  const alert = page.getByRole('dialog', { name: 'Use um computador para a melhor experiência' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Entendi' }).click();
  await expect(alert).toHaveCount(0);
  await page.goto('/cotacao');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await phone.close();

  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const wide = await desktop.newPage();
  await login(wide, users.corretor, undefined, { keepMobileAlert: true });
  await expect(wide.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();
  await wide.goto('/cotacao');
  await expect(wide.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(wide.getByRole('dialog', { name: 'Use um computador para a melhor experiência' })).toHaveCount(0);
  await desktop.close();
});

test('consent: refused, nothing but the app is requested; given, the configured trackers load', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await configure(page, { trackers: true });
  await page.goto('/home');
  const banner = page.getByRole('region', { name: 'Privacidade e cookies' });
  await banner.getByRole('button', { name: 'Recusar' }).click();
  await expect(banner).toHaveCount(0);
  await login(page, users.corretor);
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();
  await page.goto('/cotacao');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const origins = new Set(requests.map((request) => new URL(request.url()).origin));
  expect([...origins].filter((origin) => origin !== appOrigin && origin !== lifeOrigin.replace('http', 'ws') && origin !== lifeOrigin)).toEqual([]);
  expect(requests.filter((request) => request.url().includes(TRACKER_PATH))).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('script[data-tracker]').length)).toBe(0);

  await page.getByRole('button', { name: 'Preferências de privacidade' }).click();
  await page.getByRole('region', { name: 'Privacidade e cookies' }).getByRole('button', { name: 'Aceitar' }).click();
  await expect.poll(() => requests.filter((request) => request.url().includes(TRACKER_PATH)).map((request) => new URL(request.url()).pathname).sort()).toEqual(
    ['ads', 'analytics', 'pixel'].map((name) => `${TRACKER_PATH}${name}.js`),
  );
  // Kept across a reload: loaded again at start-up, no banner.
  requests.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => requests.filter((request) => request.url().includes(TRACKER_PATH)).length).toBe(3);
  await expect(page.getByRole('region', { name: 'Privacidade e cookies' })).toHaveCount(0);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 812 },
]) {
  test(`axe (${viewport.name}): no serious or critical WCAG A/AA finding on /home, /, /cotacao and the life wizard, logged out and in, with the consent banner open and the chat`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await configure(page, { trackers: true });
    const check = (where: string) => expectNoSeriousAxe(page, `${viewport.name} ${where}`);
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Privacidade e cookies' })).toBeVisible();
    await check('/home');

    await login(page, users.corretor);
    await expectPath(page, '/');
    await expect(page.getByRole('region', { name: 'Privacidade e cookies' })).toBeVisible();
    await check('/ (chat closed)');
    // The open consent banner covers nothing (on a phone it is the page's first block, in its
    // own space), so the chat is opened and checked at both widths.
    await openChat(page);
    await expect(page.getByRole('log', { name: 'Conversa com o suporte' })).toBeVisible();
    await check('/');

    await page.goto('/cotacao');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('/cotacao (chat closed)');
    await openChat(page);
    await expect(page.getByRole('log', { name: 'Conversa com o suporte' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Privacidade e cookies', includeHidden: true })).toHaveCount(1);
    await check('/cotacao');

    // The life wizard's first step, its steps not reached yet on screen.
    await page.goto('/seguro-de-vida/porto_seguro');
    await expect(page.getByRole('heading', { level: 2, name: 'Seguradora e segurado' })).toBeVisible();
    await check('/seguro-de-vida/porto_seguro');
  });
}
