/**
 * The proposal reaches the client in a few taps. On a 375 px phone a broker quotes a family
 * of four, ticks three plans on the results and, in one dialog (client's name and phone),
 * 'Gerar e enviar' hands the PDF file itself to the phone's share sheet (`navigator.share`,
 * stubbed here: it records the file) — six clicks and three typed fields (ages, name,
 * phone). On a computer, where files cannot be shared, the same button downloads the PDF and
 * opens WhatsApp Web on the client's number (the wa.me tab is intercepted). The compact list
 * view shows 53 plans (of a PME quote in São Paulo) in under 3,000 px at 1280 px, and the
 * client's page fits a phone.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, signIn, tokensOf } from './helpers';

const users = demoUsersOf('send');
const OUT_DIR = path.resolve('test-results');
// Screenshots to look at go with the run's output; copies under docs/screenshots/ are taken by hand.
const SHOTS = path.resolve('test-results/screenshots/send-proposal');
const CLIENT = 'Joana Prado Nogueira';
const PHONE = '(11) 98765-4321';
const FAMILY = '38, 36, 10, 7';

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** Text compared without spaces of any kind (the PDF wraps long names inside its columns). */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '');

/** The PDF's text (pdftotext on the bytes). */
function pdfText(bytes: Buffer, name: string): string {
  mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** The broker's remembered quote, where /cotacao starts: `type` (CP individual, PJ PME) in São Paulo. */
async function rememberSaoPaulo(page: Page, username: string, type: 'CP' | 'PJ'): Promise<void> {
  const { access } = await tokensOf(page.request, username);
  const response = await page.request.put('/api/v1/quote-preferences/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { last_quote: { type, state_id: 26, city: null } },
  });
  expect(response.status()).toBe(200);
}

async function phoneContext(browser: Browser) {
  return browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
}

test('on a phone the PDF goes to the share sheet in six clicks, with the client and the three totals', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    // The phone's share sheet: it can share files, and records what it is given.
    await page.addInitScript(() => {
      const shared: { name: string; type: string; text: string; base64: string }[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data?: ShareData) => Array.isArray(data?.files) && data.files.length > 0 });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          const file = data.files?.[0];
          if (!file) throw new DOMException('no file', 'DataError');
          const bytes = new Uint8Array(await file.arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          shared.push({ name: file.name, type: file.type, text: data.text ?? '', base64: btoa(binary) });
        },
      });
    });
    await rememberSaoPaulo(page, users.corretor, 'CP');
    await signIn(page, users.corretor, '/cotacao');
    let clicks = 0;
    const click = async (target: ReturnType<Page['getByRole']>) => {
      clicks += 1;
      await target.click();
    };

    await expect(page.getByRole('radio', { name: 'Individual/Familiar' })).toBeChecked();
    await page.getByLabel('Idades', { exact: true }).fill(FAMILY);
    await click(page.getByRole('button', { name: 'Cotar' }));
    const cards = page.getByRole('list', { name: 'Planos cotados' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const picked: { name: string; total: string }[] = [];
    for (const index of [0, 1, 2]) {
      const card = cards.nth(index);
      const name = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
      const total = ((await card.getByText(/Total mensal:/).textContent()) ?? '').replace(/^.*Total mensal:\s*/s, '').trim();
      expect(total).toMatch(/^R\$\s?[\d.]+,\d{2}$/);
      picked.push({ name, total });
      await click(card.getByRole('checkbox', { name: 'Comparar' }));
    }
    await click(page.getByRole('button', { name: 'Enviar ao cliente' }));
    const dialog = page.getByRole('dialog', { name: 'Enviar proposta ao cliente' });
    for (const plan of picked) await expect(dialog.getByRole('list', { name: 'Planos escolhidos' })).toContainText(plan.total);
    await dialog.getByLabel('Nome do cliente').fill(CLIENT);
    await dialog.getByLabel('Telefone (WhatsApp)').fill(PHONE);
    await page.screenshot({ path: path.join(SHOTS, 'send-dialog-375.png') });
    await click(dialog.getByRole('button', { name: 'Gerar e enviar' }));
    await expect(dialog.getByText('PDF enviado.')).toBeVisible({ timeout: 90_000 });
    expect(clicks).toBeLessThanOrEqual(6);

    const shared = await page.evaluate(() => (window as unknown as { __shared: { name: string; type: string; text: string; base64: string }[] }).__shared);
    expect(shared).toHaveLength(1);
    const [file] = shared;
    expect(file?.name).toBe('proposta-joana-prado-nogueira.pdf');
    expect(file?.type).toBe('application/pdf');
    expect(file?.text).toContain(CLIENT);
    const text = squash(pdfText(Buffer.from(file?.base64 ?? '', 'base64'), 'shared-proposal.pdf'));
    expect(text).toContain(squash(CLIENT));
    for (const plan of picked) expect(text).toContain(squash(plan.total));

    // The link stays as a second way, and the client's page fits the phone.
    const link = await dialog.getByLabel('Link da proposta').inputValue();
    expect(link).toMatch(/\/comparacao-pdf\/[0-9a-f-]{36}$/);
    const guest = await context.newPage();
    await guest.goto(link);
    const cardsOnPage = guest.getByRole('list', { name: 'Planos da proposta' }).getByRole('listitem').filter({ has: guest.getByRole('heading', { level: 2 }) });
    await expect(cardsOnPage).toHaveCount(3);
    await expect(guest.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
    for (const plan of picked) await expect(guest.getByText(`Total mensal: ${plan.total}`).first()).toBeVisible();
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await guest.screenshot({ path: path.join(SHOTS, 'client-page-375.png'), fullPage: true });
  } finally {
    await context.close();
  }
});

test('on a computer the PDF downloads and WhatsApp Web opens on the client’s number; the list view fits 53 plans', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const page = await context.newPage();
    // A desktop browser that cannot share files (as Chromium on Linux).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
    });
    // A small company of four in São Paulo: PME answers hundreds of plans (the list's case).
    await rememberSaoPaulo(page, users.gestor, 'PJ');
    await signIn(page, users.gestor, '/cotacao');
    await page.getByLabel('Idades', { exact: true }).fill(FAMILY);
    await page.getByRole('button', { name: 'Cotar' }).click();
    await expect(page.getByRole('list', { name: 'Planos cotados' }).getByRole('article').first()).toBeVisible();

    // The compact list: a row per plan, sorted by total, 53 rows in under 3,000 px.
    await page.getByRole('button', { name: 'Lista', exact: true }).click();
    const table = page.getByRole('table', { name: 'Planos cotados em lista' });
    const rows = table.locator('tbody tr');
    // The list view asks its own first page (100 rows); until it arrives the cards' 30 plans show as rows.
    await expect(rows.nth(52)).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(53);
    const top = (await table.boundingBox())?.y ?? 0;
    const row53 = await rows.nth(52).boundingBox();
    const height = (row53?.y ?? 0) + (row53?.height ?? 0) - top;
    console.log(`list view: ${count} rows; the first 53 take ${Math.round(height)} px at 1280 px`);
    expect(height).toBeLessThanOrEqual(3000);
    await page.getByRole('button', { name: 'IDSS' }).click();
    await expect(table.getByRole('columnheader', { name: 'IDSS' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: 'Total mensal' }).click();
    await expect(table.getByRole('columnheader', { name: 'Total mensal' })).toHaveAttribute('aria-sort', 'ascending');
    // The list from its header (below the app's top bar).
    const tableTop = (await table.boundingBox())?.y ?? 0;
    await page.evaluate((y) => window.scrollTo(0, window.scrollY + y - 140), tableTop);
    await page.screenshot({ path: path.join(SHOTS, 'results-list-1280.png') });

    const picked: string[] = [];
    for (const index of [0, 1, 2]) {
      const row = rows.nth(index);
      picked.push(((await row.locator('td').nth(5).textContent()) ?? '').trim());
      await row.getByRole('checkbox').click();
    }
    // The choice of view is remembered for this broker (after a reload the chosen plans are quoted again).
    await page.reload();
    await expect(page.getByRole('button', { name: 'Lista', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Enviar ao cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar proposta ao cliente' });
    await dialog.getByLabel('Nome do cliente').fill(CLIENT);
    await dialog.getByLabel('Telefone (WhatsApp)').fill(PHONE);
    await page.screenshot({ path: path.join(SHOTS, 'send-dialog-1280.png') });
    const popupPromise = page.waitForEvent('popup');
    const downloadPromise = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Gerar e enviar' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('proposta-joana-prado-nogueira.pdf');
    const popup = await popupPromise;
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5511987654321');
    expect(url.searchParams.get('text')).toContain(CLIENT);
    expect(url.searchParams.get('text')).toMatch(/\/comparacao-pdf\/[0-9a-f-]{36}/);
    await expect(dialog.getByText(/PDF baixado e WhatsApp aberto/)).toBeVisible();

    const saved = path.join(OUT_DIR, 'downloaded-proposal.pdf');
    mkdirSync(OUT_DIR, { recursive: true });
    await download.saveAs(saved);
    const text = squash(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', saved, '-'], { encoding: 'utf8' }));
    expect(text).toContain(squash(CLIENT));
    for (const total of picked) expect(text).toContain(squash(total));
  } finally {
    await context.close();
  }
});
