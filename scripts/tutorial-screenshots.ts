/**
 * Screenshots of the tutorials (/tutoriais), taken from the running app with Playwright:
 *
 *   npm run dev:fake -- --port 5199 --strictPort &      # the SPA on the in-memory fakes
 *   TUTORIAL_BASE_URL=http://127.0.0.1:5199 npx tsx scripts/tutorial-screenshots.ts
 *
 * Writes public/tutoriais/<name>.png (1280-wide viewport, clipped to the part of the
 * screen the step talks about); an image over 150 KB is saved as JPEG quality 70 instead
 * (<name>.jpg). Prints each file's pixel size for src/ui/features/tutorials/tutorials-content.ts.
 */
import { existsSync, mkdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';

const BASE = (process.env.TUTORIAL_BASE_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
const OUT = path.resolve(process.env.TUTORIAL_OUT ?? 'public/tutoriais');
const MAX_BYTES = 150 * 1024;

async function capture(page: Page, name: string, target: Locator | null, options: { maxHeight?: number } = {}) {
  const base = path.join(OUT, name);
  for (const ext of ['png', 'jpg']) if (existsSync(`${base}.${ext}`)) unlinkSync(`${base}.${ext}`);
  let clip: { x: number; y: number; width: number; height: number } | undefined;
  if (target) {
    // A tall viewport scrolled to the top: the target's box is in page coordinates and no
    // sticky header covers it.
    await page.setViewportSize({ width: 1280, height: 3200 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    const box = await target.boundingBox();
    if (!box) throw new Error(`${name}: target not visible`);
    const pad = 12;
    clip = {
      x: Math.max(0, box.x - pad),
      y: Math.max(0, box.y - pad),
      width: box.width + pad * 2,
      height: Math.min(box.height + pad * 2, options.maxHeight ?? 900),
    };
  } else {
    await page.waitForTimeout(400);
  }
  let file = `${base}.png`;
  await page.screenshot({ path: file, clip, animations: 'disabled' });
  if (statSync(file).size > MAX_BYTES) {
    unlinkSync(file);
    file = `${base}.jpg`;
    await page.screenshot({ path: file, clip, animations: 'disabled', type: 'jpeg', quality: 70 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const size = clip ? `${Math.round(clip.width)}x${Math.round(clip.height)}` : '1280x800';
  console.log(`${path.basename(file)}\t${size}\t${Math.round(statSync(file).size / 1024)} KB`);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });

  await page.goto(`${BASE}/home`);
  await page.getByLabel('Usuário').fill('corretor');
  await page.getByLabel('Senha', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: /Olá, Carla/ }).waitFor();
  await capture(page, 'painel', page.locator('main'), { maxHeight: 560 });

  // Quote.
  await page.goto(`${BASE}/cotacao`);
  const form = page.getByRole('form').first();
  await form.waitFor();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'São Paulo (SP)' });
  await page.getByRole('textbox', { name: 'Idades', exact: true }).fill('5, 34, 36, 61');
  await capture(page, 'cotacao-formulario', form, { maxHeight: 1300 });
  await page.getByRole('button', { name: 'Cotar' }).click();
  const firstCard = page.locator('article').first();
  await firstCard.waitFor();
  await page.waitForTimeout(800);
  const results = page.locator('article').first().locator('xpath=ancestor::*[count(.//article) > 2][1]');
  await capture(page, 'cotacao-resultados', results, { maxHeight: 720 });

  // Compare.
  const compareBoxes = page.getByRole('checkbox', { name: 'Comparar' });
  for (let i = 0; i < 3; i += 1) await compareBoxes.nth(i).check();
  await capture(page, 'comparar-selecao', page.getByRole('complementary', { name: 'Planos para comparar' }));
  await page.getByRole('button', { name: /Comparar \(3\)/ }).click();
  await page.getByRole('heading', { name: /Compara/ }).first().waitFor();
  await capture(page, 'comparativo', page.locator('section[aria-labelledby="comparacao-titulo"]'), { maxHeight: 760 });

  // Proposal: the client and what to show, saved; then Minhas cotações with a re-quote.
  await page.getByRole('link', { name: 'Gerar proposta' }).click();
  await page.getByLabel('Nome do cliente').waitFor();
  await page.getByLabel('Nome do cliente').fill('Joana Ávila');
  await page.getByLabel('Telefone (WhatsApp)').pressSequentially('81987654321');
  await page.getByLabel('Cidade').fill('Recife');
  await page.getByRole('button', { name: 'Salvar proposta' }).click();
  await page.getByLabel('Link da proposta').waitFor();
  await capture(page, 'proposta', page.locator('main form').first(), { maxHeight: 900 });
  // In-app navigation: the fake back end keeps the saved proposal in memory (a reload forgets it).
  await page.getByRole('link', { name: 'Minhas cotações' }).first().click();
  await page.getByRole('list', { name: 'Cotações salvas' }).waitFor();
  await page.getByRole('button', { name: 'Cotar de novo com as tabelas de hoje' }).first().click();
  await page.getByRole('region', { name: 'Cotação com as tabelas de hoje' }).waitFor();
  await capture(page, 'minhas-cotacoes', page.getByRole('list', { name: 'Cotações salvas' }), { maxHeight: 700 });

  // Operators.
  await page.goto(`${BASE}/instituicoes`);
  await page.getByRole('list', { name: 'Operadoras' }).waitFor();
  await capture(page, 'operadoras', page.locator('main'), { maxHeight: 640 });

  // Profile (the logo goes on proposals).
  await page.goto(`${BASE}/perfil`);
  await page.getByRole('heading', { name: 'Editar Perfil' }).waitFor();
  await capture(page, 'perfil-logo', page.getByRole('region', { name: 'Logo da corretora' }));

  // Team.
  await page.goto(`${BASE}/plano-e-assinaturas`);
  await page.getByRole('list', { name: 'Usuários da conta' }).waitFor();
  await capture(page, 'equipe', page.getByRole('region', { name: 'Equipe' }));
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar usuário' });
  await dialog.getByLabel('Nome completo').fill('Rafael Dias Moreira');
  await dialog.getByLabel('Usuário').fill('rafael.dias');
  await dialog.getByLabel('E-mail').fill('rafael@corretora.com.br');
  await dialog.getByLabel('CPF').pressSequentially('52998224725');
  await dialog.getByLabel('Telefone (com DDD)').pressSequentially('11912345678');
  await dialog.getByLabel('Senha').fill('Equipe#2026');
  await dialog.getByLabel('Papel').selectOption('manager');
  await capture(page, 'equipe-adicionar', dialog);

  // Life insurance: its way in, the dashboard's card.
  await page.keyboard.press('Escape');
  await page.goto(`${BASE}/`);
  await page.getByRole('heading', { name: /Olá, Carla/ }).waitFor();
  await capture(page, 'seguro-de-vida', page.getByRole('region', { name: 'Acesso rápido' }));

  await browser.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
