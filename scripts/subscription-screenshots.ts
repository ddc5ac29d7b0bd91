/**
 * Screenshots of the subscription screens to look at, desktop (1280) and phone
 * (375) widths, taken with Playwright from the SPA running on the in-memory fakes:
 *
 *   npm run dev:fake -- --port 5199 --strictPort &
 *   SHOTS_BASE_URL=http://127.0.0.1:5199 npx tsx scripts/subscription-screenshots.ts
 *
 * Writes test-results/screenshots/subscription/<screen>-<width>.png (full page). Each page
 * load starts the fakes afresh, so every screen shows the demo users' initial state; the
 * session is put straight into local storage (fake tokens are `fake-access:<username>`).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { launchChromium, run, shooter } from './lib/screenshots';

const BASE = (process.env.SHOTS_BASE_URL ?? 'http://127.0.0.1:5199').replace(/\/$/, '');
const OUT = path.resolve(process.env.SHOTS_OUT ?? 'test-results/screenshots/subscription');
const WIDTHS = [1280, 375] as const;

async function as(page: Page, username: string | null, route: string) {
  await page.goto(`${BASE}/home`);
  await page.evaluate((name) => {
    localStorage.clear();
    if (name) localStorage.setItem('cotador.tokens', JSON.stringify({ access: `fake-access:${name}`, refresh: `fake-refresh:${name}` }));
  }, username);
  await page.goto(`${BASE}${route}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(900);
}

const shot = shooter(OUT);

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchChromium();
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });

    await as(page, 'novo', '/comecar');
    await shot(page, 'comecar-produtos', width);
    await page.getByRole('radio', { name: /Equipe 3/ }).check({ force: true });
    await page.getByRole('button', { name: /Continuar/ }).click();
    await page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
    await page.getByLabel('Nome impresso no cartão').fill('NATALIA S COSTA');
    await page.getByLabel('Validade').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /Pagar/ }).click();
    await page.getByText('Pagamento não aprovado.').waitFor();
    await shot(page, 'comecar-recusado', width);
    await page.getByRole('radio', { name: 'PIX' }).check({ force: true });
    await page.getByRole('button', { name: 'Gerar código PIX' }).click();
    await page.getByText('Aguardando a confirmação do pagamento…').waitFor();
    await shot(page, 'comecar-pix', width);

    await as(page, 'bloqueado', '/assinatura');
    await shot(page, 'assinatura-bloqueado', width);
    await as(page, 'bloqueado', '/assinatura/gerenciamento');
    await shot(page, 'assinatura-gerenciamento', width);

    await as(page, 'corretor', '/plano-e-assinaturas');
    await page.getByText('Equipe 5').first().waitFor();
    await shot(page, 'plano-e-assinaturas', width);
    await as(page, 'corretor', '/plano-e-assinaturas-old');
    await shot(page, 'plano-e-assinaturas-old', width);
    await as(page, 'corretor', '/plano-e-assinaturas/gerenciamento');
    await page.getByRole('radio', { name: /Equipe 10/ }).check({ force: true });
    await shot(page, 'gerenciamento-upgrade', width);
    await page.getByRole('radio', { name: /Equipe 3/ }).check({ force: true });
    await shot(page, 'gerenciamento-downgrade', width);
    await as(page, 'corretor', '/plano-e-assinaturas/gerenciamento/confirmar-cancelamento');
    await shot(page, 'cancelamento-confirmar', width);
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await page.getByText('Assinatura cancelada').waitFor();
    await shot(page, 'cancelamento-feito', width);

    await as(page, 'expirando', '/');
    await page.getByRole('dialog').waitFor();
    await shot(page, 'modal-expiracao', width);

    await as(page, null, '/registro-e-assinatura');
    await page.getByRole('radio', { name: /Equipe 5/ }).check({ force: true });
    await page.getByRole('button', { name: /Continuar/ }).click();
    await shot(page, 'registro-e-assinatura', width);

    await as(page, 'admin', '/admin/relatorio-de-pagamento');
    await page.getByText('Total aprovado').waitFor();
    await shot(page, 'relatorio-de-pagamento', width);
    await page.close();
  }
  await browser.close();
}

run(main);
