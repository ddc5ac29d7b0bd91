/**
 * Table updates, end to end:
 * - as `corretor`: the calendar opens (badge back to 0), on Pernambuco;
 * - as `admin`, in the control panel: a malformed CSV is refused with its row and column; a
 *   CSV for one Hapvida plan of Recife effective in 3 days → the dry run shows the % change
 *   and the RN 563 checks → 'Confirmar importação';
 * - as `corretor`: the badge counts the new line; the quote still uses the old table and
 *   says a new one is scheduled;
 * - the server's clock moved to the effective day (`PUT /api/test/clock/`, TEST_CLOCK=1):
 *   the quote uses the new table, the history lists the update, the badge still counts it
 *   until the calendar is opened.
 * Its own people (copies of the demo users, helpers.ts `demoUsersOf`). It moves the server's
 * clock, so it runs in the `server-clock` project (playwright.config.ts), after the files that
 * quote and alone; the pages' clock follows the server's. Screenshots go to
 * test-results/table-updates/. The clock is put back afterwards.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { addDays, dayBR, demoUsersOf, login, setServerDay, signIn, tokensOf } from './helpers';

const SHOTS = path.resolve('test-results/table-updates');
const PE = 16;
const HEADER = 'plano_id;plano;0-18;19-23;24-28;29-33;34-38;39-43;44-48;49-53;54-58;59+';

interface QuotedPlan {
  id: number;
  name: string;
  institution: { slug: string };
  coparticipation: string;
  price_table: { effective_date: string; prices_cents: number[]; real: boolean };
}

/** 'R$ 1.234,56' → 123456. */
function cents(text: string): number {
  const match = /R\$\s(\d{1,3}(?:\.\d{3})*),(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no BRL amount in ${JSON.stringify(text)}`);
  return Number(match[1].replaceAll('.', '')) * 100 + Number(match[2]);
}

const reais = (value: number) => `${Math.floor(value / 100)},${String(value % 100).padStart(2, '0')}`;

const users = demoUsersOf('tables');

/** The badge of the top bar (its count). */
const badge = (page: Page) => page.getByTestId('table-updates-badge');

async function openCalendar(page: Page) {
  await page.getByRole('button', { name: 'Atualizações de tabelas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Atualizações de tabelas' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Quotes Recife, individual, one life of 34 and returns the card of `plan`. */
async function quoteRecife(page: Page, plan: QuotedPlan) {
  await page.goto('/cotacao');
  await expect(page.getByRole('heading', { name: 'Dados da cotação' })).toBeVisible();
  await page.getByRole('radio', { name: 'Individual/Familiar' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Pernambuco (PE)' });
  // Pernambuco has one commercialization area (Hapvida's Recife): no city to choose.
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveCount(0);
  await page.getByLabel('Idades', { exact: true }).fill('34');
  await page.getByRole('button', { name: 'Cotar' }).click();
  const region = page.getByRole('region', { name: 'Resultados' });
  await expect(region.getByRole('status')).toHaveText(/^\d+ planos? encontrados? · 1 vida$/);
  await region.getByLabel('Operadora', { exact: true }).selectOption({ label: 'Hapvida' });
  const card = region
    .getByRole('list', { name: 'Planos cotados' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('import a future Hapvida table for Recife: dry run, confirm, scheduled, in force on its day, history and badge', async ({ page, browser, request }) => {
  // Three logins, an import and four quotes on a busy machine: more than the default 2 minutes.
  test.setTimeout(360_000);
  const { today, now } = await setServerDay(request, null);
  await page.clock.setSystemTime(new Date(now));
  const effective = addDays(today, 3);

  // A Hapvida plan of Recife whose name is unique among the Hapvida individual plans there.
  const token = (await tokensOf(request, users.corretor)).access;
  const quote = await request.get(`/api/v3/plans/?state=${PE}&city=Recife&type=CP&age_34_38=1`, { headers: { authorization: `Bearer ${token}` } });
  const hapvida = ((await quote.json()) as { results: QuotedPlan[] }).results.filter((plan) => plan.institution.slug === 'hapvida' && plan.price_table.real);
  const plan = hapvida.find((candidate) => hapvida.filter((other) => other.name === candidate.name).length === 1);
  if (!plan) throw new Error('no Hapvida plan with a unique name in Recife');
  const oldPrices = plan.price_table.prices_cents;
  const newPrices = oldPrices.map((price) => Math.round(price * 1.1));
  const csv = [HEADER, [plan.id, plan.name, ...newPrices.map(reais)].join(';')].join('\n');

  try {
    // 1. The broker opens the calendar on Pernambuco: nothing unseen afterwards.
    await signIn(page, users.corretor);
    await page.waitForURL((url) => url.pathname === '/');
    const calendar = await openCalendar(page);
    await calendar.getByLabel('Estado').selectOption({ label: 'PE — Pernambuco' });
    await expect(calendar.getByRole('region', { name: 'Previsão de atualizações' })).toContainText('Hapvida');
    await expect(badge(page)).toHaveText('0');
    await calendar.getByRole('button', { name: 'Fechar' }).click();

    // 2. The superuser: a malformed file first, then the real one with its dry run.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, users.admin, '/admin/painel-de-controle');
    const panel = admin.getByRole('region', { name: 'Importar tabela de preços' });
    await panel.getByLabel('Instituição').selectOption({ label: 'Hapvida' });
    await panel.getByLabel('Estado').selectOption({ label: 'PE — Pernambuco' });
    await panel.getByLabel('Vigência').fill(effective);
    const broken = [HEADER, [plan.id, plan.name, reais(newPrices[0] ?? 0), reais(newPrices[1] ?? 0), 'abc', ...newPrices.slice(3).map(reais)].join(';')].join('\n');
    await panel.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles({ name: 'quebrado.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
    await panel.getByRole('button', { name: 'Simular importação' }).click();
    await expect(panel.getByRole('alert')).toContainText('Arquivo recusado: nada foi importado.');
    await expect(panel.getByRole('alert')).toContainText('Linha 2, coluna E (24-28): "abc" não é um preço (use 1234,56).');
    await expect(panel.getByRole('button', { name: 'Confirmar importação' })).toHaveCount(0);

    await panel.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles({ name: 'hapvida-recife.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await panel.getByRole('button', { name: 'Simular importação' }).click();
    const report = panel.getByLabel('Relatório da importação');
    await expect(report).toContainText(`Hapvida · PE · vigência ${dayBR(effective)} · arquivo hapvida-recife.csv · 1 plano`);
    await expect(report).toContainText('Variação média: +10,0 % em relação à tabela vigente desde 01/06/2026.');
    await expect(report.getByRole('region', { name: `Preços de ${plan.name}` })).toContainText('+10,0 %');
    await expect(report.getByText(/RN 563/).first()).toBeVisible();
    await report.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(SHOTS, '1-dry-run.png'), fullPage: true });
    await panel.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Importação concluída' })).toHaveText(
      `Importação concluída: 1 plano com tabela vigente a partir de ${dayBR(effective)}.`,
    );
    await adminContext.close();

    // 3. The broker: the badge counts the new line; today's quote keeps the old table.
    await page.reload();
    await expect(badge(page)).toHaveText('1');
    const before = await quoteRecife(page, plan);
    await expect(before.getByText(/^Total mensal:/)).toHaveText(/R\$/);
    expect(cents((await before.getByText(/^Total mensal:/).textContent()) ?? '')).toBe(oldPrices[4]);
    await expect(before.getByText('Tabela vigente desde 01/06/2026', { exact: true })).toBeVisible();
    await expect(before.getByText(`Nova tabela a partir de ${dayBR(effective)}`, { exact: true })).toBeVisible();
    await before.screenshot({ path: path.join(SHOTS, '2-scheduled.png') });

    // 4. The server's day moves to the effective date: the new table is in force by itself.
    const moved = await setServerDay(request, effective);
    await page.clock.setSystemTime(new Date(moved.now));
    // The session's tokens expired with the jump: a fresh login.
    await page.evaluate(() => window.localStorage.clear());
    await login(page, users.corretor);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(badge(page)).toHaveText('1');
    const after = await quoteRecife(page, plan);
    expect(cents((await after.getByText(/^Total mensal:/).textContent()) ?? '')).toBe(newPrices[4]);
    await expect(after.getByText(`Tabela vigente desde ${dayBR(effective)}`, { exact: true })).toBeVisible();
    await expect(after.getByText(/^Nova tabela a partir de/)).toHaveCount(0);

    // 5. The history lists the update; opening the calendar clears the badge.
    const opened = await openCalendar(page);
    await expect(opened.getByLabel('Estado')).toHaveValue(String(PE));
    await expect(badge(page)).toHaveText('0');
    await opened.getByRole('button', { name: 'Ver histórico de atualizações' }).click();
    const history = opened.getByRole('region', { name: 'Histórico de atualizações' });
    await expect(history.getByRole('columnheader')).toHaveText(['UF', 'Instituição', 'Atualizado em']);
    const row = history.getByRole('row').filter({ hasText: dayBR(effective) }).filter({ hasText: 'Hapvida' });
    await expect(row.getByRole('cell')).toHaveText(['PE', 'Hapvida', dayBR(effective)]);
    await page.screenshot({ path: path.join(SHOTS, '3-history.png') });
    await opened.getByRole('button', { name: 'Voltar' }).click();
    await expect(opened.getByRole('region', { name: 'Previsão de atualizações' }).getByRole('columnheader')).toHaveText(['UF', 'Instituição', 'Previsão', 'Obs']);
  } finally {
    await setServerDay(request, null);
  }
});
