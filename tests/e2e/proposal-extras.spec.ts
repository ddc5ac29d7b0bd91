/**
 * What real proposals carry, end to end in Chromium against the real
 * server: a broker quotes a family (titular 36, spouse 34, child 5) in Goiânia (Hapvida's city
 * where real adhesion plans are sold too: Amil and Bradesco Saúde via Qualicorp), compares
 * Hapvida's real individual plan (15 % off in the first 3 months) with an adhesion plan
 * sold by an administradora (taxa de adesão and monthly fee), adds a dental plan to the
 * adhesion plan, recommends the Hapvida plan, dates and annotates the proposal; the PDF
 * (pdftotext) shows the fee, the add-on, the promotional months and the recommended plan.
 * The PDF's pages are written as PNG to test-results/proposal-extras/ to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, signIn } from './helpers';

/** Its own broker (a copy of `corretor`, helpers.ts `demoUsersOf`). */
const users = demoUsersOf('extras');

const CLIENT = 'Família Albuquerque';
const OUT_DIR = path.resolve('test-results', 'proposal-extras');
const HAPVIDA_PLAN = 'Plano Individual Enfermaria com Coparticipação Total';

/** Text compared without spaces of any kind (the PDF wraps long texts inside its columns). */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '');

async function quote(page: Page, type: 'Individual/Familiar' | 'Coletivo por adesão'): Promise<void> {
  await page.getByRole('radio', { name: type }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Goiás (GO)' });
  await page.getByLabel('Cidade', { exact: true }).selectOption({ label: 'Goiânia' });
  await page.getByLabel('Idades', { exact: true }).fill('36, 34, 5');
  await page.getByRole('button', { name: 'Cotar' }).click();
  await expect(page.getByRole('list', { name: 'Planos cotados' }).getByRole('article').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: /· 3 vidas$/ })).toBeVisible();
}

test('a family proposal in Goiânia carries the adhesion fee, a dental add-on, the promotional months and the recommended plan into the PDF', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, users.corretor, '/cotacao');

  // Hapvida's real individual plan: its card shows the promotional total of the first 3 months.
  await quote(page, 'Individual/Familiar');
  const list = page.getByRole('list', { name: 'Planos cotados' });
  const hapvida = list.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: HAPVIDA_PLAN, exact: true }) });
  await expect(hapvida).toHaveCount(1);
  await expect(hapvida.getByText(/^Nos 3 primeiros meses: R\$/)).toBeVisible();
  await hapvida.getByRole('checkbox', { name: 'Comparar' }).check();

  // An adhesion plan: one card per product, the administradora's fees on it.
  await quote(page, 'Coletivo por adesão');
  const adhesion = list.getByRole('article').filter({ hasText: 'Taxa de adesão:' }).first();
  await expect(adhesion).toBeVisible();
  const adhesionName = ((await adhesion.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  const feeText = ((await adhesion.getByText(/^Taxa de adesão: /).textContent()) ?? '').trim();
  const adhesionFee = /Taxa de adesão: (R\$\s?[\d.]+,\d{2}) por vida/.exec(feeText)?.[1] ?? '';
  expect(adhesionFee).not.toBe('');
  await adhesion.getByRole('checkbox', { name: 'Comparar' }).check();
  mkdirSync(OUT_DIR, { recursive: true });
  await adhesion.screenshot({ path: path.join(OUT_DIR, 'cartao-adesao-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await adhesion.scrollIntoViewIfNeeded();
  await adhesion.screenshot({ path: path.join(OUT_DIR, 'cartao-adesao-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Comparar (2)' }).click();
  await page.getByRole('link', { name: 'Gerar proposta' }).click();
  await expect(page).toHaveURL(/\/proposta\/comparativo$/);

  await page.getByLabel('Nome do cliente').fill(CLIENT);
  await page.getByLabel('Telefone (WhatsApp)').fill('81998765432');
  await page.getByLabel('E-mail', { exact: true }).fill('familia.albuquerque@example.com');
  await page.getByLabel('Plano recomendado').selectOption({ label: `Hapvida · ${HAPVIDA_PLAN}` });
  const dentalSelect = page.getByLabel(/^Odontológico — /).filter({ hasNotText: 'Hapvida' }).first();
  await dentalSelect.selectOption({ index: 1 });
  const dentalLabel = ((await dentalSelect.locator('option:checked').textContent()) ?? '').trim();
  const dentalName = dentalLabel.split(' — ')[0] ?? '';
  expect(dentalName).not.toBe('');
  await page.getByLabel('Observações para o cliente').fill('Indico o plano da Hapvida pela rede em Goiânia.\nFico à disposição.');

  const preview = page.getByRole('region', { name: 'Pré-visualização da proposta' });
  await expect(preview.getByText(`Proposta para: ${CLIENT}`)).toBeVisible();
  await expect(preview.getByText(/regra\(s\)|item\(ns\)/)).toHaveCount(0);
  await expect(preview.getByRole('row', { name: /Preço promocional/ })).toContainText('nos 3 primeiros meses; depois');
  await expect(preview.getByRole('row', { name: /Taxa de adesão/ })).toContainText(`3 vidas × ${adhesionFee}`);
  await expect(preview.getByRole('row', { name: /Odontológico/ })).toContainText(dentalName);
  await page.screenshot({ path: path.join(OUT_DIR, 'proposta-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: path.join(OUT_DIR, 'proposta-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Salvar proposta' }).click();
  const linkField = page.getByLabel('Link da proposta');
  await expect(linkField).toHaveValue(/\/comparacao-pdf\/[0-9a-f-]{36}$/);
  const link = await linkField.inputValue();

  // Anyone with the link downloads the PDF.
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', acceptDownloads: true });
  try {
    const guest = await context.newPage();
    await guest.goto(link);
    await expect(guest.getByText(adhesionName).first()).toBeVisible();
    await guest.screenshot({ path: path.join(OUT_DIR, 'link-publico-1280.png'), fullPage: true });
    const downloadPromise = guest.waitForEvent('download', { timeout: 90_000 });
    await guest.getByRole('button', { name: 'Baixar PDF' }).click();
    const download = await downloadPromise;
    const pdfPath = path.join(OUT_DIR, 'proposta.pdf');
    await download.saveAs(pdfPath);

    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' });
    const flat = squash(text);
    expect(flat).toContain(squash(CLIENT));
    expect(flat).toContain(squash('Contato do cliente: (81) 99876-5432'));
    expect(flat).toContain(squash('PLANO RECOMENDADO'));
    expect(flat).toContain(squash(HAPVIDA_PLAN));
    expect(flat).toContain(squash('Preço promocional'));
    expect(flat).toContain(squash('nos 3 primeiros meses'));
    expect(flat).toContain(squash('Taxa de adesão (pagamento único)'));
    expect(flat).toContain(squash(`3 vidas × ${adhesionFee}`));
    expect(flat).toContain(squash('Odontológico (opcional)'));
    expect(flat).toContain(squash(dentalName));
    expect(flat).toContain(squash('Total mensal com adicionais'));
    expect(flat).toMatch(/Propostaválidaaté\d{2}\/\d{2}\/\d{4}/);
    expect(flat).toContain(squash('Observações do corretor'));
    expect(flat).toContain(squash('Fico à disposição.'));
    // Hapvida's real plan has the standard carências of Lei 9.656/98, not 'Carências não informadas.'.
    expect(flat).toContain(squash('Parto a termo'));

    const pagesDir = path.join(OUT_DIR, 'pdf-pages');
    rmSync(pagesDir, { recursive: true, force: true });
    mkdirSync(pagesDir, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, path.join(pagesDir, 'pagina')]);
  } finally {
    await context.close();
  }
});
