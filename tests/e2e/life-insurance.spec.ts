/**
 * Life insurance end to end, in Chromium against the real main API
 * and the real life-insurance service (both started by the Playwright web server as
 * `npm start` starts them; the service on PORT + 1, found by the SPA's default):
 * (as this file's own copies of the demo users, helpers.ts `demoUsersOf`)
 * - as `corretor`: a 35-year-old (on the server clock's day) with death and funeral → the
 *   monthly price worked out by hand from the IBGE 2015 table (R$ 38,11); choosing it opens
 *   the finalization route;
 * - an insured of 76 → refused on step 1 (where the birth date is typed) with the insurer's message;
 * - a quote with its client → listed in 'Minhas cotações' › Vida, reopened at its result;
 * - as `bloqueado`: the route sends him to /assinatura and the life service answers 402.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { acceptanceRefusals } from '../../src/domain/life';
import { formatBRL } from '../../src/domain/quotation/money';
import { demoUsersOf, expectPath, login, serverToday, signIn, tokensOf } from './helpers';

/** The life service: the main server's host on its port + 1 (playwright.config.ts: E2E_PORT, default 18081). */
const LIFE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18081) + 1}`;
const DPS = { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false };

/** 1 January of the year that makes the insured `age` completed years old today (Brasília). */
function bornFor(age: number, today: string): { iso: string; typed: string } {
  const year = Number(today.slice(0, 4)) - age;
  return { iso: `${year}-01-01`, typed: `01/01/${year}` };
}

const users = demoUsersOf('life');

test.beforeAll(async ({ request }) => {
  // The life service starts beside the main API; wait until it answers.
  await expect.poll(async () => (await request.get(`${LIFE_URL}/health`).catch(() => null))?.status() ?? 0, { timeout: 60_000 }).toBe(200);
});

async function quote(page: Page, birthDate: string, options: { navigate?: boolean } = {}) {
  if (options.navigate !== false) await page.goto('/seguro-de-vida/porto_seguro');
  await expect(page.getByRole('heading', { level: 2, name: 'Seguradora e segurado' })).toBeVisible();
  await page.getByLabel('Data de nascimento').fill(birthDate);
  await page.getByLabel('Sexo').selectOption('M');
  await page.getByLabel('Renda mensal (R$)').fill('10.000,00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('checkbox', { name: /assistência funeral/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Declaração de saúde' })).toBeVisible();
  for (const group of await page.locator('fieldset').all()) await group.getByRole('radio', { name: 'Não' }).check();
  await page.getByRole('button', { name: 'Cotar seguro' }).click();
}

test('corretor quotes a 35-year-old with death and funeral: monthly price = yearly / 12 to the cent', async ({ page, request }) => {
  await signIn(page, users.corretor);
  await expectPath(page, '/');
  const born = bornFor(35, await serverToday(request));
  await quote(page, born.typed);

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Porto Seguro Vida Individual' }) });
  await expect(card).toBeVisible();
  // By hand (docs/life-insurance.md's model, IBGE 2015 q(35): men 0.002927026, women
  // 0.001116653; loading 45 %): death 100,000.00 × 0.002927026 × 1.45 = 424.42, funeral
  // 5,000.00 × (0.002927026 + 0.001116653 + 0.0005) × 1.45 = 32.94; yearly 457.36 / 12 = 38.11.
  await expect(card.getByText(formatBRL(3_811), { exact: true })).toBeVisible();
  await expect(card.getByText('Valores ilustrativos', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Coberturas' }).getByRole('listitem')).toHaveCount(2);

  await card.getByRole('button', { name: 'Escolher esta cotação' }).click();
  await expectPath(page, '/seguro-de-vida/finalizacao/porto_seguro');
});

test("an insured of 76 is refused on step 1, where the birth date is typed, with the insurer's message", async ({ page, request }) => {
  await signIn(page, users.corretor);
  await expectPath(page, '/');
  const today = await serverToday(request);
  await page.goto('/seguro-de-vida/porto_seguro');
  await expect(page.getByRole('heading', { level: 2, name: 'Seguradora e segurado' })).toBeVisible();
  await page.getByLabel('Data de nascimento').fill(bornFor(76, today).typed);
  await page.getByLabel('Sexo').selectOption('M');
  await page.getByLabel('Renda mensal (R$)').fill('10.000,00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const [refusal] = acceptanceRefusals({ age: 76, monthlyIncomeCents: 10_000_00, capitals: { MORTE: 100_000_00 }, dps: DPS });
  expect(refusal!.representativeMessage).toContain('(informado: 76 anos)');
  await expect(page.getByText(refusal!.representativeMessage, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Data de nascimento')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Seguradora e segurado' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Coberturas e capitais' })).toHaveCount(0);
});

test("a life quote is kept with its client: 'Minhas cotações' › Vida lists it and reopens its result", async ({ page, request }) => {
  await signIn(page, users.corretor);
  await expectPath(page, '/');
  const client = `Cliente Vida ${Date.now().toString(36)}`;
  await page.goto('/seguro-de-vida/porto_seguro');
  await expect(page.getByRole('heading', { level: 2, name: 'Seguradora e segurado' })).toBeVisible();
  await page.getByLabel('Nome do cliente').fill(client);
  await page.getByLabel('Celular do cliente (WhatsApp)').fill('11987654321');
  await quote(page, bornFor(35, await serverToday(request)).typed, { navigate: false });
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Porto Seguro Vida Individual' }) });
  await expect(card.getByText(formatBRL(3_811), { exact: true })).toBeVisible();

  await page.goto('/minhas-cotacoes');
  await page.getByRole('group', { name: 'Tipo de cotação' }).getByRole('button', { name: 'Vida' }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: client }) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('(11) 98765-4321');
  await expect(item).toContainText(formatBRL(3_811));
  await item.getByRole('link', { name: `Abrir cotação de ${client}` }).click();

  await expect(page.getByRole('heading', { level: 2, name: /^Resultado/ })).toBeVisible();
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Porto Seguro Vida Individual' }) }).getByText(formatBRL(3_811), { exact: true })).toBeVisible();
});

test('bloqueado cannot reach the route, and the life service answers 402', async ({ page, request }) => {
  await login(page, users.bloqueado);
  await expectPath(page, '/assinatura');
  await page.goto('/seguro-de-vida/porto_seguro');
  await expectPath(page, '/assinatura');

  const { access } = await tokensOf(request, users.bloqueado);
  const questions = await request.get(`${LIFE_URL}/v1/porto_seguro/questions`, { headers: { Authorization: `Bearer ${access}` } });
  expect(questions.status()).toBe(402);
});
