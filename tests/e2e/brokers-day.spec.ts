/**
 * The broker's day, end to end in Chromium against the real server:
 * a broker who never quoted starts from spec point 9's default; quotes a family in Belo Horizonte
 * (Minas Gerais has several commercialization areas, so the city is chosen and remembered);
 * compares; saves a proposal with the client's contact (WhatsApp goes to the client's
 * number); the quotation appears in "Minhas cotações", reopens, and "cotar de novo com as
 * tabelas de hoje" shows the difference against a quotation saved with older prices; another
 * device starts the form from the last quote. Screenshots at 1280 and 375 px of the results,
 * the comparison, the proposal and the public link (test-results/screenshots/brokers-day/),
 * with checks that the support buttons cover nothing and that wide tables say they scroll.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, signIn } from './helpers';

const SHOTS = path.resolve('test-results/screenshots/brokers-day');
const CLIENT = 'Joana Ávila';

/** True when the two boxes overlap. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The support buttons' boxes as drawn now: the chat button and, when SUPPORT_WHATSAPP is
 * configured (it is not on the e2e server: the link is then not rendered), the WhatsApp link.
 */
async function supportBoxes(page: Page) {
  const boxes = [];
  for (const locator of [page.getByRole('button', { name: 'Abrir chat de suporte' }), page.getByRole('link', { name: 'Falar com o suporte pelo WhatsApp' })]) {
    if ((await locator.count()) === 0) continue;
    const box = await locator.first().boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

/** Fails when a support button is drawn over `target` (both as on screen now). */
async function expectNotCovered(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} is on screen`).not.toBeNull();
  if (!box) return;
  for (const support of await supportBoxes(page)) expect(overlaps(box, support), `${what} is not under a support button`).toBe(false);
}

/** Scrolls so that `target`'s bottom sits at the viewport's bottom edge (where the floating buttons are). */
async function bringToBottomEdge(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 8));
}

async function quoteFamilyInBeloHorizonte(page: Page) {
  await page.getByRole('radio', { name: 'Individual/Familiar' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Minas Gerais (MG)' });
  await page.getByLabel('Cidade', { exact: true }).selectOption('Belo Horizonte');
  await page.getByLabel('Idades', { exact: true }).fill('36, 34, 5');
  await page.getByRole('button', { name: 'Cotar' }).click();
  const list = page.getByRole('list', { name: 'Planos cotados' });
  await expect(list.getByRole('article').first()).toBeVisible();
  return list;
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
/** Its own broker (a copy of `corretor`, helpers.ts `demoUsersOf`): never quoted, no saved quotation. */
const users = demoUsersOf('day');

test("a broker's day: quote, compare, proposal with the client, Minhas cotações, cotar de novo", async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  await signIn(page, users.corretor);

  // Never quoted: spec point 9's default (state 1, PME). The menu has 'Cotação'.
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Cotação' }).click();
  await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('1');
  await expect(page.getByRole('radio', { name: 'PME' })).toBeChecked();
  await expect(page.getByRole('navigation', { name: 'Etapas da cotação' })).toContainText('Cotação');

  const list = await quoteFamilyInBeloHorizonte(page);
  const secondCard = list.getByRole('article').nth(1);
  await bringToBottomEdge(page, secondCard);
  await expectNotCovered(page, secondCard.getByRole('button', { name: 'Ver detalhes' }), "the second card's 'Ver detalhes'");
  await page.screenshot({ path: path.join(SHOTS, 'results-1280.png') });

  // Compare three plans.
  for (let index = 0; index < 3; index += 1) await list.getByRole('article').nth(index).getByRole('checkbox', { name: 'Comparar' }).check();
  await page.getByRole('button', { name: 'Comparar (3)' }).click();
  await expect(page.getByRole('region', { name: 'Tabela de comparação' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Comparação/);
  await page.screenshot({ path: path.join(SHOTS, 'comparison-1280.png') });

  // The proposal with the client's contact.
  await page.getByRole('link', { name: 'Gerar proposta' }).click();
  await expect(page).toHaveURL(/\/proposta\/comparativo$/);
  await page.getByLabel('Nome do cliente').fill(CLIENT);
  await page.getByLabel('Telefone (WhatsApp)').pressSequentially('81987654321');
  await page.getByLabel('CPF ou CNPJ').pressSequentially('11144477735');
  await page.getByLabel('Cidade').fill('Recife');
  await expect(page.getByText('envie sua logo em Editar Perfil para usá-la')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar proposta' }).click();
  const linkField = page.getByLabel('Link da proposta');
  await expect(linkField).toHaveValue(/\/comparacao-pdf\/[0-9a-f-]{36}$/);
  const link = await linkField.inputValue();
  const code = link.split('/').pop() ?? '';
  const whatsapp = (await page.getByRole('link', { name: 'Compartilhar no WhatsApp' }).getAttribute('href')) ?? '';
  expect(whatsapp.startsWith('https://wa.me/5581987654321?text=')).toBe(true);
  expect(decodeURIComponent(whatsapp)).toContain(link);
  await page.screenshot({ path: path.join(SHOTS, 'proposal-1280.png'), fullPage: true });

  // A quotation of the same client saved earlier, with prices 10 % lower than today's
  // (as if the tables rose since): saved through the API as the SPA saves it.
  const saved = await page.request.get(`/api/v1/quotation/?code=${code}`);
  expect(saved.status()).toBe(200);
  const body = (await saved.json()) as { data: { clientName: string; healthInsurance: { price_table: { prices_cents: number[]; effective_date: string } }[] } };
  const older = structuredClone(body.data);
  older.clientName = `${CLIENT} (tabela antiga)`;
  for (const plan of older.healthInsurance) {
    plan.price_table.prices_cents = plan.price_table.prices_cents.map((cents) => Math.round(cents * 0.9));
    plan.price_table.effective_date = '2025-06-01';
  }
  const access = await page.evaluate(() => (JSON.parse(localStorage.getItem('cotador.tokens') ?? '{}') as { access?: string }).access ?? '');
  const olderCode = '5e0c5a1d-7b3f-4c2a-9d8e-6f1a2b3c4d5e';
  const posted = await page.request.post('/api/v1/quotation/', { data: { code: olderCode, data: older }, headers: { Authorization: `Bearer ${access}` } });
  expect(posted.status()).toBe(201);

  // Minhas cotações: both, newest first; the search finds the client by phone.
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Minhas cotações' }).click();
  const saves = page.getByRole('list', { name: 'Cotações salvas' });
  await expect(saves.getByRole('heading', { level: 2 })).toHaveText([`${CLIENT} (tabela antiga)`, CLIENT]);
  await page.getByLabel('Buscar').fill('(81) 98765-4321');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('2 cotações para “(81) 98765-4321”')).toBeVisible();

  // Reopen: the saved proposal, as quoted.
  const current = saves.getByRole('listitem', { name: CLIENT, exact: true });
  await current.getByRole('link', { name: 'Abrir proposta' }).click();
  await expect(page).toHaveURL(new RegExp(`/comparacao-pdf/${code}$`));
  await expect(page.getByRole('heading', { name: `Proposta comparativa — ${CLIENT}` })).toBeVisible();
  await page.goBack();

  // Cotar de novo: today's tables against the older figures.
  const olderItem = page.getByRole('list', { name: 'Cotações salvas' }).getByRole('listitem', { name: `${CLIENT} (tabela antiga)` });
  await olderItem.getByRole('button', { name: 'Cotar de novo com as tabelas de hoje' }).click();
  const panel = olderItem.getByRole('region', { name: 'Cotação com as tabelas de hoje' });
  await expect(panel.getByRole('status')).toHaveText('3 planos mudaram de preço.');
  const rows = panel.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('tabela de 01/06/2025');
  await expect(rows.nth(1)).toContainText(/\+R\$\s?[\d.]+,\d{2} \(\+\d+(,\d)?%\)/);
  await page.screenshot({ path: path.join(SHOTS, 'my-quotations-1280.png'), fullPage: true });

  // Anyone with the link (not logged in) sees the proposal.
  const visitor = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL: baseURL ?? undefined });
  try {
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/comparacao-pdf/${code}`);
    await expect(publicPage.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
    await publicPage.screenshot({ path: path.join(SHOTS, 'public-1280.png'), fullPage: true });
  } finally {
    await visitor.close();
  }

  // Another device: the form starts from the last quote (the server remembers it).
  const phone = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL: baseURL ?? undefined, viewport: { width: 375, height: 740 } });
  try {
    const mobile = await phone.newPage();
    await signIn(mobile, users.corretor, '/cotacao');
    await expect(mobile.getByLabel('Estado', { exact: true })).toHaveValue('11');
    await expect(mobile.getByRole('radio', { name: 'Individual/Familiar' })).toBeChecked();
    await expect(mobile.getByLabel('Cidade', { exact: true })).toHaveValue('Belo Horizonte');

    const phoneList = await quoteFamilyInBeloHorizonte(mobile);
    const card = phoneList.getByRole('article').first();
    // On a phone the support buttons float over the page's bottom right (phone-fit.spec.ts): what
    // passes under them comes out once scrolled to the screen's middle.
    await card.getByRole('table').first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectNotCovered(mobile, card.getByRole('columnheader', { name: 'Subtotal' }), 'the Subtotal column');
    await card.getByRole('button', { name: 'Ver detalhes' }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectNotCovered(mobile, card.getByRole('button', { name: 'Ver detalhes' }), "'Ver detalhes'");
    await mobile.screenshot({ path: path.join(SHOTS, 'results-375.png') });

    for (let index = 0; index < 3; index += 1) await phoneList.getByRole('article').nth(index).getByRole('checkbox', { name: 'Comparar' }).check();
    await mobile.getByRole('button', { name: 'Comparar (3)' }).click();
    await expect(mobile.getByText('Plano 1 de 3 · deslize para o lado para ver os outros →')).toBeVisible();
    await mobile.getByRole('region', { name: 'Tabela de comparação' }).evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
    await expect(mobile.getByText('Plano 3 de 3')).toBeVisible();
    await mobile.getByRole('region', { name: 'Tabela de comparação' }).evaluate((element) => element.scrollTo({ left: 0 }));
    await mobile.screenshot({ path: path.join(SHOTS, 'comparison-375.png') });

    await mobile.getByRole('link', { name: 'Gerar proposta' }).click();
    await mobile.getByLabel('Nome do cliente').fill(CLIENT);
    await expect(mobile.getByRole('region', { name: 'Pré-visualização da proposta' }).getByText(/deslize para o lado/i)).toBeVisible();
    await mobile.screenshot({ path: path.join(SHOTS, 'proposal-375.png'), fullPage: true });

    await mobile.goto(`/comparacao-pdf/${code}`);
    await expect(mobile.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
    // The client's page shows a card per plan; the side-by-side table is folded under a summary.
    await mobile.getByText('Ver comparação detalhada').click();
    await expect(mobile.getByText(/deslize para o lado/i)).toBeVisible();
    await mobile.screenshot({ path: path.join(SHOTS, 'public-375.png'), fullPage: true });

    await mobile.goto('/minhas-cotacoes');
    await expect(mobile.getByRole('list', { name: 'Cotações salvas' })).toBeVisible();
    await mobile.screenshot({ path: path.join(SHOTS, 'my-quotations-375.png'), fullPage: true });
  } finally {
    await phone.close();
  }
});
