/**
 * HTTP security headers in a real browser (docs/security.md, "HTTP headers"): `corretor`
 * walks the main screens — dashboard with the account drawer open, a PME quote with a
 * plan's details, the comparative proposal, its saved link and the PDF download, the
 * profile, Plano e Assinaturas with a team dialog — and the Swagger UI, with zero
 * Content-Security-Policy violations (listened to in the page, and in the console).
 * The open account drawer proves the nonce path: its scroll lock (Radix) is an injected <style>
 * that the policy allows only with the answer's nonce; the centred dialogs lock the page through
 * the root's inline overflow (CSSOM, outside CSP). The built SPA serves no source map.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, expectPath, login } from './helpers';

/** Its own broker (a copy of `corretor`, helpers.ts `demoUsersOf`). */
const users = demoUsersOf('sec');

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/** Collects every CSP violation of `page`, across navigations, in the returned array. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => {
    violations.push(`${violation.page}: ${violation.directive} blocked ${violation.blocked} ${violation.sample}`.trim());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (violation: Violation) => void }).__reportCspViolation;
      void report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, page: location.pathname });
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** Whether the body is scroll-locked, i.e. react-remove-scroll's injected <style> applies. */
const bodyScrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

/** Whether a centred dialog locks the page: the root element's overflow (design-system Dialog). */
const rootScrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

test('corretor walks the main screens without a single CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(page);

  const landing = await page.goto('/home');
  const csp = landing?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'nonce-[0-9a-f]+')?;/);
  expect(landing?.headers()['x-content-type-options']).toBe('nosniff');

  await login(page, users.corretor);
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();

  // A Radix dialog (the account drawer): its scroll-lock <style> carries the nonce and applies.
  expect(await bodyScrollLocked(page)).toBe(false);
  await page.getByRole('button', { name: /^Abrir menu do usuário/ }).click();
  await expect(page.getByRole('dialog', { name: 'Minha conta' })).toBeVisible();
  await expect.poll(() => bodyScrollLocked(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Minha conta' })).toHaveCount(0);

  // A quote, a plan's details (a dialog), the comparison and the proposal.
  await page.goto('/cotacao');
  await page.getByRole('radio', { name: 'PME' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'São Paulo (SP)' });
  await page.getByLabel('Idades', { exact: true }).fill('5, 30, 60');
  await page.getByRole('button', { name: 'Cotar' }).click();
  const cards = page.getByRole('list', { name: 'Planos cotados' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole('button', { name: /Ver detalhes/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => rootScrollLocked(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (let index = 0; index < 2; index += 1) await cards.nth(index).getByRole('checkbox', { name: 'Comparar' }).check();
  await page.getByRole('button', { name: 'Comparar (2)' }).click();
  await page.getByRole('link', { name: 'Gerar proposta' }).click();
  await expectPath(page, '/proposta/comparativo');
  await expect(page.getByRole('region', { name: 'Pré-visualização da proposta' })).toBeVisible();
  await page.getByLabel('Nome do cliente').fill('Cliente CSP');
  await page.getByRole('button', { name: 'Salvar proposta' }).click();
  const linkField = page.getByLabel('Link da proposta');
  await expect(linkField).toHaveValue(/\/comparacao-pdf\/[0-9a-f-]{36}$/);

  // The saved link and the PDF, rendered in the browser (pdf-lib, fonts fetched from 'self').
  await page.goto(await linkField.inputValue());
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^proposta-.*\.pdf$/);
  await expect(page.getByText('Erro ao gerar PDF, por favor tente novamente.')).toHaveCount(0);

  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: 'Editar Perfil' })).toBeVisible();

  await page.goto('/plano-e-assinaturas');
  await expect(page.getByRole('list', { name: 'Usuários da conta' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  await expect(page.getByRole('dialog', { name: 'Adicionar usuário' })).toBeVisible();
  await expect.poll(() => rootScrollLocked(page)).toBe(true);
  await page.keyboard.press('Escape');

  expect(violations).toEqual([]);
});

test('the Swagger UI renders under its own policy without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  await expect(page.getByRole('heading', { name: /Cotador API/ })).toBeVisible();
  await expect(page.getByText('/api/health/').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the built SPA serves no source map', async ({ page, request }) => {
  await page.goto('/home');
  const scripts = await page.locator('script[src^="/assets/"]').evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const source = await request.get(script);
    expect(source.status()).toBe(200);
    expect(await source.text()).not.toContain('sourceMappingURL');
    for (const accept of ['*/*', 'text/html']) {
      const map = await request.get(`${script}.map`, { headers: { accept } });
      const body = await map.text();
      expect(body, `${script}.map (${accept})`).not.toMatch(/"mappings"\s*:/);
      if (map.status() === 200) expect(body).toContain('<div id="root">');
    }
  }
});
