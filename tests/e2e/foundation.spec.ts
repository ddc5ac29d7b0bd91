import { expect } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, expectPath, login } from './helpers';

/** This file's own copies of the demo users (it reads them only; the login form is under test here). */
const users = demoUsersOf('found');

test.describe('login and the payment gate', () => {
  test('corretor lands on the dashboard', async ({ page }) => {
    await login(page, users.corretor);
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();
    await expect(page).toHaveTitle('Cotador de Planos de Saúde | Dashboard');
  });

  test('bloqueado lands on /assinatura and cannot leave it for the dashboard', async ({ page }) => {
    await login(page, users.bloqueado);
    await expectPath(page, '/assinatura');
    await expect(page.getByText('Seu acesso está bloqueado')).toBeVisible();
    await page.goto('/cotacao');
    await expectPath(page, '/assinatura');
    await page.goto('/assinatura/gerenciamento');
    await expectPath(page, '/assinatura/gerenciamento');
  });

  test('novo (free plan, no plan chosen) lands on /comecar', async ({ page }) => {
    await login(page, users.novo);
    await expectPath(page, '/comecar');
    await expect(page.getByText('Escolha um plano para começar')).toBeVisible();
  });

  test("a wrong password shows 'Credenciais inválidas'", async ({ page }) => {
    await login(page, users.corretor, 'senha-errada');
    await expect(page.getByRole('alert').filter({ hasText: 'Credenciais inválidas' })).toBeVisible();
    await expectPath(page, '/home');
  });

  test('an anonymous visitor of a private page goes to /home', async ({ page }) => {
    await page.goto('/cotacao');
    await expectPath(page, '/home');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});

test.describe('session', () => {
  test('survives a reload and ends with Sair', async ({ page }) => {
    await login(page, users.corretor);
    await expectPath(page, '/');
    await page.reload();
    await expect(page.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();
    await page.goto('/logout');
    await expectPath(page, '/home');
    await page.goto('/');
    await expectPath(page, '/home');
  });

  test('a revoked or broken token sends the user to /home', async ({ page }) => {
    await login(page, users.corretor);
    await expectPath(page, '/');
    await page.evaluate(() => localStorage.setItem('cotador.tokens', JSON.stringify({ access: 'broken', refresh: 'broken' })));
    await page.reload();
    await expectPath(page, '/home');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  test('gestor sees Plano e Assinaturas disabled and no control panel', async ({ page }) => {
    await login(page, users.gestor);
    await expectPath(page, '/');
    await expect(page.getByRole('link', { name: 'Painel de Controle' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Abrir menu do usuário/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Minha conta' });
    await expect(drawer.getByRole('button', { name: 'Plano e Assinaturas' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.goto('/plano-e-assinaturas');
    await expect(page.getByText('Forbidden').first()).toBeVisible();
  });

  test('admin (superuser) sees the control panel entry', async ({ page }) => {
    await login(page, users.admin);
    await expectPath(page, '/');
    await expect(page.getByRole('link', { name: 'Painel de Controle' })).toBeVisible();
  });
});

test.describe('error pages', () => {
  test('an unknown route shows the 404 page', async ({ page }) => {
    await page.goto('/nao-existe');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' }).or(page.getByRole('button', { name: 'Home' }))).toBeVisible();
  });

  test('the API answers JSON 404 for unknown API routes', async ({ request }) => {
    const res = await request.get('/api/nao-existe/');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
  });
});

test.describe('screenshots to look at', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`login page and dashboard, ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/home');
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/login-${name}.png`, fullPage: true });
      await login(page, users.corretor);
      await expect(page.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/dashboard-${name}.png`, fullPage: true });
    });
  }
});
