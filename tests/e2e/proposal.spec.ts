/**
 * Comparative proposal, end to end: a broker quotes PME in São Paulo (over 900
 * plans, shown 30 at a time), compares three plans (one from the second page), saves a
 * proposal for a client, and anyone with the link downloads the PDF, whose text
 * (pdftotext) carries the client, the plans and their totals as quoted.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, signIn } from './helpers';

/** Its own broker (a copy of `corretor`, helpers.ts `demoUsersOf`). */
const users = demoUsersOf('prop');

const CLIENT = 'Maria José da Conceição';
const DISCLAIMER = 'Os valores e as redes credenciadas podem ser alterados a qualquer momento, sem aviso prévio.';
const OUT_DIR = path.resolve('test-results');

/** Text compared without spaces of any kind (the PDF wraps long names inside its columns). */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '');

test('a saved proposal opens from its link and downloads a PDF with the quoted plans', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, users.corretor, '/cotacao');
  await page.getByRole('radio', { name: 'PME' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'São Paulo (SP)' });
  await page.getByLabel('Idades', { exact: true }).fill('5, 30, 60');
  await page.getByRole('button', { name: 'Cotar' }).click();

  const list = page.getByRole('list', { name: 'Planos cotados' });
  await expect(list.getByRole('article').first()).toBeVisible();
  const cards = list.getByRole('article');
  // The real catalog answers over 900 PME plans in São Paulo for these 3 lives: a first page of 30
  // cards, and the third plan compared comes from the second page.
  await expect(page.getByRole('status').filter({ hasText: /^[\d.]+ planos encontrados/ })).toBeVisible();
  await expect(cards).toHaveCount(30);
  await page.getByRole('button', { name: /^Mostrar mais planos \([\d.]+ restantes\)$/ }).click();
  await expect(cards).toHaveCount(60);
  const picked: { name: string; total: string }[] = [];
  for (const index of [0, 1, 40]) {
    const card = cards.nth(index);
    const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const totalText = (await card.getByText(/Total mensal:/).textContent()) ?? '';
    const total = totalText.replace(/^.*Total mensal:\s*/s, '').trim();
    expect(name).not.toBe('');
    expect(total).toMatch(/^R\$\s?[\d.]+,\d{2}$/);
    picked.push({ name, total });
    await card.getByRole('checkbox', { name: 'Comparar' }).check();
  }

  await page.getByRole('button', { name: 'Comparar (3)' }).click();
  await page.getByRole('link', { name: 'Gerar proposta' }).click();
  await expect(page).toHaveURL(/\/proposta\/comparativo$/);
  await page.getByLabel('Nome do cliente').fill(CLIENT);
  const preview = page.getByRole('region', { name: 'Pré-visualização da proposta' });
  for (const plan of picked) await expect(preview.getByText(plan.total, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar proposta' }).click();

  const linkField = page.getByLabel('Link da proposta');
  await expect(linkField).toHaveValue(/\/comparacao-pdf\/[0-9a-f-]{36}$/);
  const link = await linkField.inputValue();
  const whatsapp = await page.getByRole('link', { name: 'Compartilhar no WhatsApp' }).getAttribute('href');
  expect(whatsapp).toContain(encodeURIComponent(link));

  // Someone else, not logged in, opens the link.
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', acceptDownloads: true });
  try {
    const guest = await context.newPage();
    await guest.goto(link);
    for (const plan of picked) await expect(guest.getByText(plan.name).first()).toBeVisible();
    const downloadPromise = guest.waitForEvent('download', { timeout: 90_000 });
    await guest.getByRole('button', { name: 'Baixar PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('proposta-maria-jose-da-conceicao.pdf');
    mkdirSync(OUT_DIR, { recursive: true });
    const pdfPath = path.join(OUT_DIR, 'proposta-e2e.pdf');
    await download.saveAs(pdfPath);
    await expect(guest.getByText('Erro ao gerar PDF, por favor tente novamente.')).toHaveCount(0);

    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
    const flat = squash(text);
    expect(flat).toContain(squash(CLIENT));
    for (const plan of picked) {
      expect(flat).toContain(squash(plan.name));
      expect(flat).toContain(squash(plan.total));
    }
    expect(flat).toContain(squash(DISCLAIMER));

    const pagesDir = path.join(OUT_DIR, 'pdf-pages');
    rmSync(pagesDir, { recursive: true, force: true });
    mkdirSync(pagesDir, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '50', pdfPath, path.join(pagesDir, 'pagina')]);
  } finally {
    await context.close();
  }
});
