/**
 * Subscription and payment, end to end in Chromium against the real server and
 * its sandbox payment provider (test cards of payments.wire.ts).
 *
 * Its own people (copies of the demo users, helpers.ts `demoUsersOf`) and its dates from the
 * server's clock, not the test's: the server's clock is put on its real day (DAY, read from
 * `PUT /api/test/clock/`) before they are seeded (so their periods and payments are dated from
 * it), every page's clock is set to the server's instant, and the expected days are DAY + n.
 * It runs in the `server-clock` project (playwright.config.ts), alone: no other file moves
 * the clock or pays meanwhile. Why not a fixed DAY: the life service (support chat) checks
 * tokens against the real time, so a day in the past ends the sessions; a day in the future
 * makes the daily billing run renew every other file's subscriptions.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { addDays, dayBR, demoUsersOf, emailOf, expectPath, login, serverNow, setServerDay, signIn } from './helpers';

const APPROVE = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';

/** Today (Brasília) of the server's clock during this file. */
let DAY = '';
test.beforeAll(async ({ request }) => {
  DAY = (await setServerDay(request, null)).today;
});
const users = demoUsersOf('sub');
test.afterAll(async ({ request }) => {
  await setServerDay(request, null);
});
// The SPA computes the days left and the skip date of the expiration modal from its own clock.
test.beforeEach(async ({ page, request }) => {
  await page.clock.setSystemTime(new Date(await serverNow(request)));
});

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Nome impresso no cartão').fill('CARTAO DE TESTE');
  await page.getByLabel('Validade').fill('12/35');
  await page.getByLabel('CVV').fill('123');
}

test.describe('subscription and payment', () => {
  test('novo: a declined card changes nothing; the approving card lands on the dashboard', async ({ page }) => {
    await login(page, users.novo);
    await expectPath(page, '/comecar');
    await page.getByRole('radio', { name: /Equipe 3/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Equipe 3 · R$ 219,90/mês')).toBeVisible();

    await fillCard(page, DECLINE);
    await page.getByRole('button', { name: 'Pagar R$ 219,90' }).click();
    const declined = page.getByRole('alert').filter({ hasText: 'Pagamento não aprovado.' });
    await expect(declined).toBeVisible();
    await expect(declined).toContainText(/recusado/i);
    await expect(declined).toContainText('Nenhuma cobrança foi feita.');
    await expectPath(page, '/comecar');
    // Nothing changed: a reload still sends novo to /comecar.
    await page.reload();
    await expectPath(page, '/comecar');
    await expect(page.getByRole('heading', { name: 'Escolha um plano para começar' })).toBeVisible();

    await page.getByRole('radio', { name: /Equipe 3/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await fillCard(page, APPROVE);
    await page.getByRole('button', { name: 'Pagar R$ 219,90' }).click();
    // First the message: it hides itself after 3 s, and the dashboard may take longer to draw.
    await expect(page.getByText('Pagamento aprovado! Sua assinatura está ativa.')).toBeVisible();
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { name: /Olá, Natália/ })).toBeVisible();
    // The session knows it: the quotation page opens (no redirect to /comecar).
    await page.goto('/cotacao');
    await expectPath(page, '/cotacao');
  });

  test('corretor cancels at period end and sees the day access ends, then reactivates', async ({ page }) => {
    const lastDay = dayBR(addDays(DAY, 30)); // corretor's paid period ends 30 days after the seed day
    await signIn(page, users.corretor, '/plano-e-assinaturas');
    await page.getByRole('link', { name: 'Cancelar assinatura' }).first().click();
    await expectPath(page, '/plano-e-assinaturas/gerenciamento/confirmar-cancelamento');
    await expect(page.getByRole('heading', { name: /Tem certeza de que quer cancelar o plano Equipe 5/ })).toBeVisible();
    await expect(page.getByText(lastDay).first()).toBeVisible();
    await page.getByLabel('Conte por que está cancelando (opcional)').fill('Teste de ponta a ponta');
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByRole('heading', { name: 'Assinatura cancelada' })).toBeVisible();
    await expect(page.getByText(`Seu acesso termina em ${lastDay}.`)).toBeVisible();

    // Access goes on until then.
    await page.getByRole('link', { name: 'Voltar para Plano e Assinaturas' }).click();
    const summary = page.getByRole('region', { name: 'Assinatura' });
    await expect(summary.getByText('Cancelada', { exact: true })).toBeVisible();
    await expect(summary.getByText(`Seu acesso termina em ${lastDay}.`, { exact: false })).toBeVisible();
    await page.goto('/cotacao');
    await expectPath(page, '/cotacao');

    // Reactivation.
    await page.goto('/plano-e-assinaturas/gerenciamento');
    await page.getByRole('button', { name: 'Reativar assinatura' }).click();
    await expect(page.getByText('Assinatura reativada! A renovação automática voltou a valer.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mudar de plano' })).toBeVisible();
  });

  test('bloqueado pays from /assinatura/gerenciamento and regains access', async ({ page }) => {
    await login(page, users.bloqueado);
    await expectPath(page, '/assinatura');
    await expect(page.getByText('Pagamento não aprovado', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Gerenciar assinatura' }).click();
    await expectPath(page, '/assinatura/gerenciamento');
    await expect(page.getByText('Individual · R$ 89,90/mês')).toBeVisible();
    await fillCard(page, APPROVE);
    await page.getByRole('button', { name: 'Pagar R$ 89,90' }).click();
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { name: /Olá, Bruno/ })).toBeVisible();
    await page.goto('/cotacao');
    await expectPath(page, '/cotacao');
  });

  test("expirando sees 'restam apenas 3 dias de acesso' once a day", async ({ page }) => {
    await signIn(page, users.expirando);
    await expectPath(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Sua assinatura está acabando' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('restam apenas 3 dias de acesso')).toBeVisible();
    await expect(dialog.getByText(`Seu acesso vai até ${dayBR(addDays(DAY, 3))}`, { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Agora não' }).click();
    await expect(dialog).toBeHidden();

    // No sleep: the modal is chosen from the profile (/api/users/me/) and the skip date in
    // local storage; once the profile has been answered and the page drawn with it, a
    // modal due would be in the DOM.
    const profile = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/me/' && response.ok());
    await page.reload();
    await profile;
    await expect(page.getByRole('heading', { name: /Olá, Elisa/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a superuser sees the payment report and downloads the CSV', async ({ page }) => {
    await signIn(page, users.admin, '/admin/relatorio-de-pagamento');
    await expect(page.getByRole('heading', { level: 1, name: 'Relatório de pagamento' })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totais' });
    await expect(totals.getByText('Total aprovado')).toBeVisible();
    await expect(totals.getByText(/^Aprovado: \d+ · R\$/)).toBeVisible();
    const table = page.getByRole('region', { name: 'Tabela de pagamentos' });
    // The newest payment (this file's bloqueado paid above) is on the first page, whatever the
    // other files' people paid this month.
    await expect(table.getByText(emailOf(users.bloqueado)).first()).toBeVisible();
    // At 1280 px beside the side menu every column is in view, 'Situação' included: no sideways scroll.
    expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);

    await page.getByLabel('Situação', { exact: true }).selectOption('approved');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(table.getByText('Recusado')).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^pagamentos-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^ID;Data;Conta;/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(';Aprovado;'))).toBe(true);
    expect(lines.some((line) => line.includes(emailOf(users.corretor)))).toBe(true);
  });
});
