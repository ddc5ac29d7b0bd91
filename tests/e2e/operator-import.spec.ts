/**
 * The superuser imports a whole operator in the control panel, end to end: as `admin`, the
 * template docs/samples/operadora-modelo.xlsx (an operator of SP and RJ with three plans) is
 * simulated — the report counts 3 new plans, lists the providers to create — then confirmed,
 * and the list of imports shows it; as `corretor`, a PME quote in São Paulo answers the
 * operator's plan with the template's prices to the cent. Its own people (helpers.ts
 * `demoUsersOf`). Screenshots go to test-results/operator-import/ (the dry run's is kept as
 * docs/screenshots/operator-import.png).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, signIn } from './helpers';

const SHOTS = path.resolve('test-results/operator-import');
const TEMPLATE = path.resolve('docs/samples/operadora-modelo.xlsx');
const users = demoUsersOf('opimport');

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('admin imports the template operator through the control panel; a broker quotes its PME plan to the cent', async ({ browser }) => {
  // Two browser contexts, an import and a quote on a shared, busy machine.
  test.setTimeout(300_000);
  // Tall enough for the whole panel without scrolling: an element screenshot taken scrolled
  // paints the sticky top bar over it.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 3000 } });
  const admin = await adminContext.newPage();
  await signIn(admin, users.admin);
  await admin.waitForURL((url) => url.pathname === '/');
  await admin.goto('/admin/painel-de-controle');
  const panel = admin.getByRole('region', { name: 'Importar operadora' });
  await expect(panel.getByRole('link', { name: 'operadora-modelo.xlsx' })).toHaveAttribute('download', 'operadora-modelo.xlsx');

  await panel.getByLabel('Arquivos do catálogo (JSON, XLSX ou CSV)').setInputFiles(TEMPLATE);
  await panel.getByRole('button', { name: 'Simular importação' }).click();
  const report = panel.getByRole('region', { name: 'Relatório da simulação' });
  await expect(report.getByRole('status')).toHaveText(/Simulação: nada foi gravado\. 3 planos novos · 0 alterados · 0 sem mudança · 0 no catálogo fora do arquivo\./, { timeout: 60_000 });
  await expect(report.getByText('Hospital Exemplo Paulista (São Paulo/SP)')).toBeVisible();
  await expect(report.getByRole('list', { name: 'Planos do arquivo' }).getByRole('listitem').filter({ hasText: 'Novo' }).first()).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: path.join(SHOTS, '1-simulacao.png') });

  await panel.getByRole('button', { name: 'Confirmar importação' }).click();
  await expect(panel.getByText('Importação concluída: Operadora Exemplo — 3 planos novos e 0 alterados.')).toBeVisible({ timeout: 60_000 });
  const list = panel.getByRole('region', { name: 'Importações de operadoras' });
  const row = list.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'Operadora Exemplo (000000)' }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(users.admin);
  await panel.screenshot({ path: path.join(SHOTS, '2-confirmada.png') });
  await adminContext.close();

  // A broker quotes PME in São Paulo: 1 × 0-18 and 1 × 59+.
  const brokerContext = await browser.newContext();
  const page = await brokerContext.newPage();
  await signIn(page, users.corretor);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/cotacao');
  await expect(page.getByRole('heading', { name: 'Dados da cotação' })).toBeVisible();
  await page.getByRole('radio', { name: 'PME' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'São Paulo (SP)' });
  const city = page.getByLabel('Cidade', { exact: true });
  if ((await city.count()) > 0) await city.selectOption({ label: 'São Paulo' });
  for (const label of ['0 a 18 anos', '59 anos ou mais']) await page.getByLabel(label, { exact: true }).fill('1');
  for (const label of ['19 a 23 anos', '24 a 28 anos', '29 a 33 anos', '34 a 38 anos', '39 a 43 anos', '44 a 48 anos', '49 a 53 anos', '54 a 58 anos']) {
    await page.getByLabel(label, { exact: true }).fill('0');
  }
  await page.getByRole('button', { name: 'Cotar' }).click();
  const region = page.getByRole('region', { name: 'Resultados' });
  await expect(region.getByRole('status')).toHaveText(/^\d+ planos? encontrados? · 2 vidas$/, { timeout: 60_000 });
  await region.getByLabel('Operadora', { exact: true }).selectOption({ label: 'Operadora Exemplo' });
  const card = region
    .getByRole('list', { name: 'Planos cotados' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Exemplo Essencial Enfermaria', exact: true }) });
  await expect(card).toHaveCount(1);
  // The template's prices: 0-18 R$ 215,92 + 59+ R$ 1.294,43.
  await expect(card).toContainText('R$ 215,92');
  await expect(card).toContainText('R$ 1.294,43');
  await expect(card).toContainText('R$ 1.510,35');
  await card.screenshot({ path: path.join(SHOTS, '3-cotacao.png') });
  await brokerContext.close();
});
