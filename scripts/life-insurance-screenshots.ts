/**
 * Screenshots of the life-insurance wizard to look at, desktop (1280) and phone
 * (375) widths, taken with Playwright from the SPA running on the in-memory fakes (the fake
 * life service answers 4 s after the quotation, so the loading text shows):
 *
 *   npm run dev:fake -- --port 5211 --strictPort &
 *   SHOTS_BASE_URL=http://127.0.0.1:5211 npx tsx scripts/life-insurance-screenshots.ts
 *
 * Writes test-results/screenshots/life-insurance/<screen>-<width>.png (full page).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { launchChromium, run, shooter } from './lib/screenshots';

const BASE = (process.env.SHOTS_BASE_URL ?? 'http://127.0.0.1:5211').replace(/\/$/, '');
const OUT = path.resolve(process.env.SHOTS_OUT ?? 'test-results/screenshots/life-insurance');
const WIDTHS = [1280, 375] as const;
const PATH = '/seguro-de-vida/porto_seguro';

async function open(page: Page) {
  await page.goto(`${BASE}/home`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('cotador.tokens', JSON.stringify({ access: 'fake-access:corretor', refresh: 'fake-refresh:corretor' }));
  });
  await page.goto(`${BASE}${PATH}`);
  await page.getByRole('heading', { name: 'Seguradora e segurado' }).waitFor();
}

const shot = shooter(OUT);

async function fillInsured(page: Page, birthDate: string) {
  await page.getByLabel('Data de nascimento').fill(birthDate);
  await page.getByLabel('Sexo').selectOption('M');
  await page.getByLabel('Renda mensal (R$)').fill('10.000,00');
}

async function toResults(page: Page, width: number, prefix: string, birthDate: string) {
  await fillInsured(page, birthDate);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: 'Coberturas e capitais' }).waitFor();
  await page.getByRole('checkbox', { name: /assistência funeral/ }).check();
  if (prefix === 'ok') await shot(page, 'passo-2-coberturas', width);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: 'Declaração de saúde' }).waitFor();
  for (const group of await page.getByRole('group').all()) {
    const no = group.getByRole('radio', { name: 'Não' });
    if ((await no.count()) === 1) await no.check();
  }
  if (prefix === 'ok') await shot(page, 'passo-3-saude', width);
  await page.getByRole('button', { name: 'Cotar seguro' }).click();
  await page.getByText('Gerando produtos...').waitFor();
  if (prefix === 'ok') await shot(page, 'passo-4-carregando', width);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchChromium();
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });

    await open(page);
    await shot(page, 'passo-1-inicio', width);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await shot(page, 'passo-1-erros', width);
    await page.getByRole('combobox', { name: 'Profissão' }).fill('inform');
    await shot(page, 'passo-1-profissao', width);
    await page.keyboard.press('Escape');

    await open(page);
    await toResults(page, width, 'ok', '15/01/1990');
    await page.getByRole('heading', { level: 3, name: 'Porto Seguro Vida Individual' }).waitFor({ timeout: 20_000 });
    await shot(page, 'passo-4-resultado', width);

    await open(page);
    await toResults(page, width, 'recusa', '01/01/1950');
    await page.getByRole('alert').waitFor({ timeout: 20_000 });
    await shot(page, 'passo-1-recusa', width);
    await page.close();
  }
  await browser.close();
}

run(main);
