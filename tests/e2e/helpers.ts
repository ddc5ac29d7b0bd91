import { expect, type Page } from '@playwright/test';

/** Pages whose mobile alert is dismissed by a locator handler (registered once per page). */
const pagesDismissingAlert = new WeakSet<Page>();

/** Logs in through the landing's form as a demo user (password demo1234). */
export async function login(page: Page, username: string, password = 'demo1234', options: { keepMobileAlert?: boolean } = {}): Promise<void> {
  // On a phone the shell recommends a computer once per session (issue 15): specs that are
  // not about that dialog dismiss it whenever it shows ('Entendi'), as a user would.
  if (!options.keepMobileAlert && !pagesDismissingAlert.has(page)) {
    pagesDismissingAlert.add(page);
    const alert = page.getByRole('dialog', { name: 'Use um computador para a melhor experiência' });
    await page.addLocatorHandler(alert, async () => {
      await alert.getByRole('button', { name: 'Entendi' }).click();
    });
  }
  await page.goto('/home');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Waits until the URL path is `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}
