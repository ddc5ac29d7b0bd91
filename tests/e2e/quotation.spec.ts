/**
 * Health-plan quotation, end to end as `corretor`:
 * - PME in Brasília (DF: every real plan there has its real hospital network) with 2 × 0-18,
 *   1 × 29-33, 1 × 59+: every plan shown has total =
 *   Σ lives × bracket price, read from the page (BRL pt-BR text parsed to cents);
 * - a plan's details show its hospitals grouped by city with counts (checked against
 *   `GET /api/plans/{id}/`);
 * - three plans compared side by side, with the prices and totals of the results;
 * - adhesion (PF) in the DF with an entity (CRM-DF): only operators listing it among their similar entities
 *   (checked with `GET /api/institution/{id}/simple`);
 * - individual (CP) in Recife for ages 5, 34 and 36: Hapvida's real plans with totals equal,
 *   to the cent, to the June 2026 tables of server/data/hapvida-price-tables-2026-06.json.
 * Screenshots of the form, results, details and comparison go to test-results/quotation/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, signIn } from './helpers';

/** Its own broker (a copy of `corretor`, helpers.ts `demoUsersOf`). */
const users = demoUsersOf('quote');

const SHOTS = path.resolve('test-results/quotation');
const HAPVIDA_FILE = path.resolve('server/data/hapvida-price-tables-2026-06.json');

/** 'R$ 1.234,56' → 123456. Only the app's BRL pt-BR text is accepted (regular space after R$). */
function cents(text: string): number {
  const match = /^R\$ (\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new Error(`not BRL pt-BR money: ${JSON.stringify(text)}`);
  return Number(match[1].replaceAll('.', '')) * 100 + Number(match[2]);
}

/** `items[index]`, failing the test when it is not there. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`nothing at position ${index} of ${items.length}`);
  return item;
}

/** The money amount after a label: 'Total mensal: R$ 539,27' → 53927. */
function centsAfter(label: RegExp, text: string): number {
  return cents(text.replace(label, ''));
}

interface BracketLine {
  label: string;
  lives: number;
  unitCents: number;
  subtotalCents: number;
}

interface CardReading {
  name: string;
  lines: BracketLine[];
  totalCents: number;
}

/**
 * Reads every plan card inside `scope` (the results list, or one card): name, price lines
 * (bracket, lives, per life, subtotal) and monthly total. Three bulk reads zipped by
 * position, not a dozen locator round trips per card (50 cards would take ~10 s): each
 * card has one level-3 heading, one price table and one 'Total mensal:' line. Text is
 * `textContent`, since the cards use `content-visibility: auto` and `innerText` is empty
 * for the cards off screen.
 */
async function readCards(scope: Locator): Promise<CardReading[]> {
  const names = await scope.getByRole('heading', { level: 3 }).allTextContents();
  const tables = await scope
    .getByRole('table', { name: 'Preço por faixa etária' })
    .evaluateAll((elements) =>
      elements.map((table) =>
        Array.from((table as HTMLTableElement).tBodies[0]?.rows ?? [], (row) => Array.from(row.cells, (cell) => (cell.textContent ?? '').trim())),
      ),
    );
  const totals = await scope.getByText(/^Total mensal:/).allTextContents();
  expect(tables).toHaveLength(names.length);
  expect(totals).toHaveLength(names.length);
  return names.map((name, index) => ({
    name: name.trim(),
    lines: at(tables, index).map(([label = '', lives = '', unit = '', subtotal = '']) => ({
      label,
      lives: Number(lives),
      unitCents: cents(unit),
      subtotalCents: cents(subtotal),
    })),
    totalCents: centsAfter(/^\s*Total mensal:\s*/, at(totals, index)),
  }));
}

/** The cells (not the header) of the row of `scope` whose row header is `label`. */
async function rowCells(scope: Locator, label: string): Promise<string[]> {
  return scope
    .getByRole('row')
    .filter({ has: scope.page().getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell')
    .allInnerTexts();
}

/** The access token the SPA keeps (local storage 'cotador.tokens'), for API cross-checks through the page's request context. */
async function api<T>(page: Page, url: string): Promise<T> {
  const access = await page.evaluate(() => (JSON.parse(localStorage.getItem('cotador.tokens') ?? '{}') as { access?: string }).access ?? '');
  expect(access).not.toBe('');
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${access}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

async function openQuotation(page: Page): Promise<void> {
  await signIn(page, users.corretor, '/cotacao');
  await expect(page.getByRole('heading', { name: 'Dados da cotação' })).toBeVisible();
}

/** The results section, its status line ('50 planos encontrados · 4 vidas') and the cards. */
function results(page: Page) {
  const region = page.getByRole('region', { name: 'Resultados' });
  const list = region.getByRole('list', { name: 'Planos cotados' });
  return { region, status: region.getByRole('status'), list, cards: list.getByRole('article') };
}

/** Waits for a settled quote of `lives` lives (no newer quote on its way) and returns the number of plans. */
async function settledCount(page: Page, lives: number): Promise<number> {
  const { status } = results(page);
  const settled = new RegExp(`^(\\d+) planos? encontrados? · ${lives} vidas?$`);
  await expect(status).toHaveText(settled);
  return Number(settled.exec(await status.innerText())?.[1]);
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('PME in Brasília: totals = Σ lives × bracket price, details with hospitals by city, three plans side by side', async ({ page }) => {
  await openQuotation(page);
  // The form starts from the broker's last quote (another test of this file may have
  // quoted first): spec point 9's default for a broker who never quoted is checked in brokers-day.spec.ts.
  await page.getByRole('radio', { name: 'PME' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Distrito Federal (DF)' });
  await page.getByLabel('0 a 18 anos', { exact: true }).fill('2');
  await page.getByLabel('29 a 33 anos', { exact: true }).fill('1');
  await page.getByLabel('59 anos ou mais', { exact: true }).fill('1');
  await expect(page.getByText('Total de vidas: 4')).toBeVisible();
  // The whole page from the top (an element screenshot taller than the viewport, or a
  // full-page one taken scrolled, paints the sticky top bar over the middle of the form).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, '1-formulario.png'), fullPage: true });

  await page.getByRole('button', { name: 'Cotar' }).click();
  const { region, list, cards } = results(page);
  const count = await settledCount(page, 4);
  expect(count).toBeGreaterThan(3);
  // The list draws 30 cards at a time: open every page.
  const more = page.getByRole('button', { name: /^Mostrar mais planos/ });
  for (let shown = 30; shown < count; shown += 30) await more.click();
  await expect(more).toHaveCount(0);
  await expect(cards).toHaveCount(count);

  // Every plan shown: the lines are the three brackets in use with their lives, each
  // subtotal is lives × price per life, and the total is the sum of lives × price.
  const expectedLives: [string, number][] = [
    ['0 a 18 anos', 2],
    ['29 a 33 anos', 1],
    ['59 anos ou mais', 1],
  ];
  const readings = await readCards(list);
  expect(readings).toHaveLength(count);
  for (const card of readings) {
    expect(card.lines.map((line) => [line.label, line.lives]), card.name).toEqual(expectedLives);
    for (const line of card.lines) expect(line.subtotalCents, `${card.name} ${line.label}`).toBe(line.lives * line.unitCents);
    expect(card.totalCents, card.name).toBe(card.lines.reduce((sum, line) => sum + line.lives * line.unitCents, 0));
  }
  // Sorted by 'Menor preço' by default.
  const totals = readings.map((card) => card.totalCents);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  await region.getByRole('heading', { name: 'Resultados' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, '2-resultados.png') });

  // Details of the first plan: hospitals grouped by city with counts, as the API lists them.
  await cards.first().getByRole('button', { name: 'Ver detalhes' }).click();
  const first = at(readings, 0);
  const dialog = page.getByRole('dialog', { name: first.name });
  await expect(dialog).toBeVisible();
  const planId = Number(new URL(page.url()).searchParams.get('plano'));
  expect(planId).toBeGreaterThan(0);
  const plan = await api<{ hospitals: { name: string; city: string; uf: string }[] }>(page, `/api/plans/${planId}/`);
  expect(plan.hospitals.length).toBeGreaterThan(0);
  await expect(dialog.getByRole('heading', { name: `Hospitais (${plan.hospitals.length})`, level: 4 })).toBeVisible();
  const byCity = new Map<string, string[]>();
  for (const hospital of plan.hospitals) byCity.set(`${hospital.city} — ${hospital.uf}`, [...(byCity.get(`${hospital.city} — ${hospital.uf}`) ?? []), hospital.name]);
  const cityGroups = dialog.getByRole('region', { name: /^Hospitais em / });
  await expect(cityGroups).toHaveCount(byCity.size);
  for (const [city, names] of byCity) {
    const group = cityGroups.filter({ has: page.getByRole('heading', { name: `${city} (${names.length})`, exact: true }) });
    await expect(group.getByRole('listitem')).toHaveCount(names.length);
    for (const name of names) await expect(group.getByText(name, { exact: true })).toBeVisible();
  }
  // With the quote's lives, the details end with the same monthly total as the card.
  expect(cents((await rowCells(dialog, 'Total mensal')).join('')), first.name).toBe(first.totalCents);
  await dialog.screenshot({ path: path.join(SHOTS, '3-detalhes.png') });
  await dialog.getByRole('heading', { name: 'Rede credenciada', level: 3 }).scrollIntoViewIfNeeded();
  await dialog.screenshot({ path: path.join(SHOTS, '3-detalhes-rede.png') });
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  // Three plans side by side.
  const picked = readings.slice(0, 3);
  for (let index = 0; index < 3; index += 1) await cards.nth(index).getByRole('checkbox', { name: 'Comparar' }).check();
  await page.getByRole('button', { name: 'Comparar (3)' }).click();
  await expect(page.getByRole('heading', { name: 'Comparação de planos' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Tabela de comparação' }).getByRole('table');
  // The first row holds the plans' column headers (the group rows below are column headers too).
  const heads = table.getByRole('row').first().getByRole('columnheader');
  await expect(heads).toHaveCount(3);
  const headTexts = await heads.allInnerTexts();
  // A header is the operator's name, then the plan's name on the last line.
  const column = picked.map((card) => headTexts.findIndex((text) => text.split('\n').at(-1)?.trim() === card.name));
  expect(column.toSorted()).toEqual([0, 1, 2]);
  const totalCells = await rowCells(table, 'Total mensal');
  picked.forEach((card, index) => expect(cents(at(totalCells, at(column, index))), card.name).toBe(card.totalCents));
  for (const [label, lives] of expectedLives) {
    const cells = await rowCells(table, `${label} (${lives}×)`);
    picked.forEach((card, index) => {
      const line = card.lines.find((candidate) => candidate.label === label);
      const [subtotal = '', unit = ''] = at(cells, at(column, index))
        .split('\n')
        .map((part) => part.trim());
      expect(cents(subtotal), `${card.name} ${label}`).toBe(line?.subtotalCents);
      expect(cents(unit.replace(/ por vida$/, '')), `${card.name} ${label}`).toBe(line?.unitCents);
    });
  }
  await page.screenshot({ path: path.join(SHOTS, '4-comparacao.png'), fullPage: true });
});

test('adhesion (PF) with an entity: only operators that list it among their similar entities', async ({ page }) => {
  await openQuotation(page);
  await page.getByRole('radio', { name: 'Coletivo por adesão' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Distrito Federal (DF)' });
  await page.getByLabel('Idades', { exact: true }).fill('30, 32');
  await page.getByRole('button', { name: 'Cotar' }).click();
  const { region } = results(page);
  const operatorFilter = region.getByLabel('Operadora', { exact: true });
  /** The operators of the results, as the 'Operadora' narrowing lists them (one option per operator shown). */
  const operatorsShown = async () => (await operatorFilter.getByRole('option').allTextContents()).filter((name) => name !== 'Todas');
  const allCount = await settledCount(page, 2);
  const allOperators = await operatorsShown();

  // CRM-DF: the administradoras Qualicorp and Nunes e Grossi carry it in the DF, so Amil,
  // Bradesco Saúde, SulAmérica and Unimed Nacional list it; Seguros Unimed (sold there via Elo) does not.
  const entityField = page.getByLabel('Entidade', { exact: true });
  const quoted = page.waitForResponse((response) => /\/api\/(v3\/)?plans\/\?/.test(response.url()) && new URL(response.url()).searchParams.has('entity'));
  await entityField.selectOption({ label: 'CRM-DF — Conselho Regional de Medicina — Distrito Federal' });
  const entityId = Number(await entityField.inputValue());
  expect(new URL((await quoted).url()).searchParams.get('entity')).toBe(String(entityId));
  const entityCount = await settledCount(page, 2);
  const entityOperators = await operatorsShown();
  expect(entityCount).toBeGreaterThan(0);
  expect(entityCount).toBeLessThan(allCount);
  expect(entityOperators.length).toBeGreaterThan(0);
  expect(entityOperators.every((name) => allOperators.includes(name))).toBe(true);

  // Cross-check with the API: every operator shown lists the entity; the ones left out do not.
  const institutions = await api<{ id: number; name: string }[]>(page, '/api/institutions/');
  const listsEntity = async (name: string) => {
    const institution = institutions.find((candidate) => candidate.name === name);
    expect(institution, name).toBeDefined();
    const simple = await api<{ similar_entities: { id: number }[] }>(page, `/api/institution/${institution?.id}/simple`);
    return simple.similar_entities.some((entity) => entity.id === entityId);
  };
  for (const name of entityOperators) expect(await listsEntity(name), `${name} lists CRM-DF`).toBe(true);
  const leftOut = allOperators.filter((name) => !entityOperators.includes(name));
  expect(leftOut.length).toBeGreaterThan(0);
  for (const name of leftOut) expect(await listsEntity(name), `${name} does not list CRM-DF`).toBe(false);
  await page.screenshot({ path: path.join(SHOTS, '5-adesao-entidade.png') });
});

interface HapvidaTable {
  product: string;
  plan_name: string;
  plan_type: string;
  coparticipation: 'total' | 'partial';
  prices_cents: number[];
  first_3_months_prices_cents?: number[];
}

interface HapvidaFile {
  brackets: string[];
  cities: { city: string; uf: string; tables: HapvidaTable[] }[];
}

/** Index of the ANS bracket of `age` among the file's labels ('0-18' … '54-58', '59+'). */
function bracketOf(labels: readonly string[], age: number): number {
  const index = labels.findIndex((label) => {
    const [min = NaN, max = NaN] = label.endsWith('+') ? [Number(label.slice(0, -1)), Infinity] : label.split('-').map(Number);
    return age >= min && age <= max;
  });
  if (index < 0) throw new Error(`no bracket for age ${age}`);
  return index;
}

test("individual (CP) in Recife for ages 5, 34 and 36: Hapvida's real plans at the June 2026 tables, to the cent", async ({ page }) => {
  const file = JSON.parse(readFileSync(HAPVIDA_FILE, 'utf8')) as HapvidaFile;
  const recife = file.cities.find((city) => city.city === 'Recife' && city.uf === 'PE');
  expect(recife).toBeDefined();
  const expected = (recife?.tables ?? []).filter((table) => table.plan_type === 'CP');
  expect(expected.length).toBeGreaterThan(0);
  const ages = [5, 34, 36];
  const brackets = ages.map((age) => bracketOf(file.brackets, age));
  expect(brackets.map((index) => file.brackets[index])).toEqual(['0-18', '34-38', '34-38']);
  const totalOf = (prices: readonly number[]) => brackets.reduce((sum, index) => sum + at(prices, index), 0);

  await openQuotation(page);
  await page.getByRole('radio', { name: 'Individual/Familiar' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Pernambuco (PE)' });
  // Pernambuco has one commercialization area (Hapvida's Recife): no city to choose.
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveCount(0);
  await page.getByLabel('Idades', { exact: true }).fill(ages.join(', '));
  await expect(page.getByLabel('0 a 18 anos', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('34 a 38 anos', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Cotar' }).click();
  await settledCount(page, 3);

  const { region, list } = results(page);
  await region.getByLabel('Operadora', { exact: true }).selectOption({ label: 'Hapvida' });
  await expect(region.getByRole('status')).toHaveText(/^\d+ planos? de \d+ · 3 vidas$/);
  // The real tables carry the 'tabela da operadora' tag (demonstration ones 'valores ilustrativos').
  const real = list.getByRole('article').filter({ has: page.getByText('tabela da operadora', { exact: true }) });
  await expect(real).toHaveCount(expected.length);

  // The file has one table per plan name × coparticipation kind ('total' → 'Com
  // coparticipação', 'partial' → 'Coparticipação parcial'); the catalog names them apart.
  //
  // Promotional prices: the file's first_3_months_prices_cents (15 % off in the first 3
  // months) are loaded by server/src/catalog/hapvida.ts into the same price table as
  // `promotionalPricesCents` with promotionalMonths 3; the quote's total
  // (`total_cents`, 'Total mensal') is priced with the regular prices_cents, and the card
  // shows the promotional total apart, as 'Nos 3 primeiros meses: R$ …'. So: 'Total
  // mensal' = regular table, the promotional line = promotional table, both to the cent.
  const matched = new Set<HapvidaTable>();
  for (let index = 0; index < expected.length; index += 1) {
    const card = real.nth(index);
    const reading = at(await readCards(card), 0);
    const kind = (await card.getByText('Coparticipação parcial', { exact: true }).count()) > 0 ? 'partial' : 'total';
    if (kind === 'total') await expect(card.getByText('Com coparticipação', { exact: true })).toBeVisible();
    // Where the file prints a name twice, the catalog adds the kind ('… com Coparticipação Total' / 'Parcial').
    const table = expected.find((candidate) => (reading.name === candidate.plan_name || reading.name.startsWith(`${candidate.plan_name} `)) && candidate.coparticipation === kind);
    expect(table, `${reading.name} (${kind}) in the file`).toBeDefined();
    if (!table) continue;
    expect(matched.has(table), `${reading.name} (${kind}) shown once`).toBe(false);
    matched.add(table);

    expect(reading.lines.map((line) => [line.label, line.lives, line.unitCents]), reading.name).toEqual([
      ['0 a 18 anos', 1, at(table.prices_cents, at(brackets, 0))],
      ['34 a 38 anos', 2, at(table.prices_cents, at(brackets, 1))],
    ]);
    expect(reading.totalCents, reading.name).toBe(totalOf(table.prices_cents));
    await expect(card.getByText('Tabela vigente desde 01/06/2026', { exact: true })).toBeVisible();
    const promo = card.getByText(/^Nos 3 primeiros meses: /);
    if (table.first_3_months_prices_cents) {
      expect(centsAfter(/^Nos 3 primeiros meses: /, (await promo.textContent()) ?? ''), `${reading.name} promotional`).toBe(
        totalOf(table.first_3_months_prices_cents),
      );
    } else {
      await expect(promo).toHaveCount(0);
    }
  }
  expect(matched.size).toBe(expected.length);
  await region.getByRole('heading', { name: 'Resultados' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, '6-individual-recife-hapvida.png') });
});

test("the first 'Cotar' fetches no script after the click and draws a screenful of cards before the rest", async ({ page }) => {
  await openQuotation(page);
  await page.getByRole('radio', { name: 'PME' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'São Paulo (SP)' });
  await page.getByLabel('Idades', { exact: true }).fill('5, 30, 60');
  await expect(page.getByText('Total de vidas: 3')).toBeVisible();
  // What the screen fetches once drawn (the results' chunk among it) is in before the click.
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The cards of the list's first drawing: the first time the list is in the page.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const list = document.querySelector('ol[aria-label="Planos cotados"]');
      if (!list) return;
      observer.disconnect();
      (window as unknown as { firstDrawn: number }).firstDrawn = list.querySelectorAll(':scope > li').length;
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Cotar' }).click();
  const { cards } = results(page);
  // The real catalog answers hundreds of plans here: a page of 30 cards, drawn a screenful first.
  await expect(cards).toHaveCount(30);
  const firstDrawn = await page.evaluate(() => (window as unknown as { firstDrawn?: number }).firstDrawn);
  expect(firstDrawn).toBeGreaterThan(0);
  expect(firstDrawn).toBeLessThanOrEqual(6);
  expect(scripts).toEqual([]);
});

test("'Ver detalhes' opens a modal that restyles nothing behind it: focus held in it and given back, the page locked at its root", async ({ page }) => {
  await openQuotation(page);
  await page.getByRole('radio', { name: 'PME' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'São Paulo (SP)' });
  await page.getByLabel('Idades', { exact: true }).fill('5, 30, 60');
  await page.getByRole('button', { name: 'Cotar' }).click();
  const { cards } = results(page);
  await expect(cards).toHaveCount(30);
  const styleElements = () => page.evaluate(() => document.querySelectorAll('style').length);
  const before = await styleElements();

  const opener = cards.first().getByRole('button', { name: 'Ver detalhes' });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Preços por faixa etária', level: 3 })).toBeVisible();
  // What keeps the opening cheap over a long list: no <style> injected, nothing on <body> that every
  // element inherits (react-remove-scroll's lock did both and restyled the whole page); the lock
  // is the root's overflow, which nothing inherits.
  expect(await styleElements()).toBe(before);
  expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.screenshot({ path: path.join(SHOTS, '7-detalhes-sobre-a-lista.png') });
  // The page behind does not scroll under the wheel.
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.mouse.move(4, 300);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  // Focus stays in the dialog, both ways round.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true);
  }
  // A click on the backdrop closes it; focus is back on the card's button, the page scrolls again.
  await page.mouse.click(4, 300);
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
});

test("'Comparar (2)' and 'Gerar proposta' ask the server for no plan after the click: the picked plans were fetched when picked", async ({ page }) => {
  await openQuotation(page);
  await page.getByRole('radio', { name: 'PME' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Distrito Federal (DF)' });
  await page.getByLabel('Idades', { exact: true }).fill('5, 30, 60');
  await page.getByRole('button', { name: 'Cotar' }).click();
  await settledCount(page, 3);
  const planRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/plans\/\d+\/$/.test(new URL(request.url()).pathname)) planRequests.push(request.url());
  });
  const { cards } = results(page);
  for (let index = 0; index < 2; index += 1) await cards.nth(index).getByRole('checkbox', { name: 'Comparar' }).check();
  // Once the page is idle after the picks, the two plans in full are on their way.
  await expect.poll(() => new Set(planRequests).size).toBe(2);
  await page.waitForLoadState('networkidle');
  const asked = planRequests.length;

  await page.getByRole('button', { name: 'Comparar (2)' }).click();
  await expect(page.getByRole('region', { name: 'Tabela de comparação' }).getByRole('table')).toBeVisible();
  await page.getByRole('link', { name: 'Gerar proposta' }).click();
  await expect(page.getByRole('region', { name: 'Pré-visualização da proposta' })).toBeVisible();
  expect(planRequests).toHaveLength(asked);
});
