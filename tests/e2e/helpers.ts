import { expect, type Page } from '@playwright/test';

/** Logs in through the landing's form as a demo user (password demo1234). */
export async function login(page: Page, username: string, password = 'demo1234'): Promise<void> {
  await page.goto('/home');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Waits until the URL path is `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}
