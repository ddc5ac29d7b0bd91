/**
 * The app on a 375 px phone, every route of the accessibility walk (accessibility.spec.ts),
 * logged out and in (a broker, an account admin, a superuser, a blocked account):
 * - no page scrolls sideways (`document.scrollingElement.scrollWidth` ≤ `innerWidth`); wide
 *   tables scroll inside their own box or stack;
 * - the floating support buttons (chat and WhatsApp, the number configured here through
 *   `GET /api/config/`) are on screen at the page's top, without scrolling, and cover no
 *   action: at the page's end (where the reserved room is) no link, button or field is under
 *   them, and a submit button or the results' action bar under them at the page's top comes
 *   out from under them once scrolled to the screen's middle;
 *   while a modal dialog is open they are hidden.
 * Each test collects every problem of its pages and fails at the end listing them all.
 *
 * It also takes the round's screenshots into test-results/phone-fit/ (copied by hand to
 * docs/screenshots/: the suite never writes into docs/).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, expectPath, openInApp, settleAnimations, signIn } from './helpers';

const users = demoUsersOf('phonefit');
const SHOTS = path.join('test-results', 'phone-fit');
const PHONE = { width: 375, height: 812 };
const CLIENT = 'Joana Prado Nogueira';

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.use({ viewport: PHONE });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Adds a support WhatsApp number to the run-time settings, so both floating buttons show. */
async function withWhatsapp(page: Page): Promise<void> {
  await page.route('**/api/config/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, support_whatsapp: '+5511987654321' } });
  });
}

/** What one page looks like now: its width, the floating buttons' boxes and the actions under them. */
async function measure(page: Page, scope: 'end' | 'anywhere'): Promise<{ scrollWidth: number; innerWidth: number; fabs: Box[]; covered: string[] }> {
  return page.evaluate((where) => {
    const fabSelector = '[aria-label="Abrir chat de suporte"], [aria-label="Falar com o suporte pelo WhatsApp"]';
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && rect.bottom > 0 && rect.top < innerHeight;
    };
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    const fabs = [...document.querySelectorAll(fabSelector)].filter(visible).map(box);
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    // At the page's end every action counts; elsewhere the primary ones: submit buttons and the results' action bar.
    const actions =
      where === 'end'
        ? 'a[href], button, input:not([type="hidden"]), select, textarea, summary'
        : 'button[type="submit"], [aria-label="Planos para comparar"] button';
    const covered = [...document.querySelectorAll(actions)]
      .filter((element) => !element.matches(fabSelector) && !element.closest(fabSelector) && visible(element))
      .filter((element) => fabs.some((fab) => overlaps(box(element), fab)))
      .map((element) => `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`);
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth, fabs, covered };
  }, scope);
}

/**
 * No loading state left on the page (the full-page and screen spinners, busy lists), and no
 * animation running: a drawer or dialog sliding in is measured where it comes to rest.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[role="status"][aria-label="Carregando"], [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Verificando sua sessão…')).toHaveCount(0);
  await settleAnimations(page);
}

/**
 * Scrolls to the page's end and stays there: the result cards are laid out only near the screen
 * (`content-visibility: auto`), so the page's height changes as it scrolls; it scrolls again
 * until the height holds for five frame pairs in a row (at most 60).
 */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const scroller = document.scrollingElement ?? document.documentElement;
    let steady = 0;
    for (let round = 0; round < 60 && steady < 5; round += 1) {
      const height = scroller.scrollHeight;
      window.scrollTo(0, height);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      steady = scroller.scrollHeight === height && Math.ceil(window.scrollY + window.innerHeight) >= height ? steady + 1 : 0;
    }
  });
}

/** Collects the fit problems of every page a test checks. */
class Fit {
  readonly problems: string[] = [];
  readonly checked: string[] = [];

  /** Checks the page as it is now; `floating`: whether this layout has the support buttons. */
  async check(page: Page, where: string, floating: boolean): Promise<void> {
    await settled(page);
    this.checked.push(where);
    // The support buttons come in a chunk of their own, after the screen.
    if (floating) {
      await expect(page.getByRole('button', { name: 'Abrir chat de suporte' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Falar com o suporte pelo WhatsApp' })).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = await measure(page, 'anywhere');
    if (top.scrollWidth > top.innerWidth) this.problems.push(`${where}: the page is ${top.scrollWidth} px wide at ${top.innerWidth} px (it scrolls sideways)`);
    if (floating && top.fabs.length !== 2) this.problems.push(`${where}: ${top.fabs.length} of the 2 support buttons on screen at the page's top`);
    // A primary action under the buttons at the top must come out from under them once scrolled to the screen's middle.
    for (const action of top.covered) {
      const clear = await page.evaluate((label) => {
        const element = [...document.querySelectorAll('button[type="submit"], [aria-label="Planos para comparar"] button')].find(
          (candidate) => `${candidate.tagName.toLowerCase()} “${(candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').trim().slice(0, 40)}”` === label,
        );
        if (!element) return false;
        element.scrollIntoView({ block: 'center' });
        const rect = element.getBoundingClientRect();
        return [...document.querySelectorAll('[aria-label="Abrir chat de suporte"], [aria-label="Falar com o suporte pelo WhatsApp"]')].every((fab) => {
          const box = fab.getBoundingClientRect();
          return !(rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom);
        });
      }, action);
      if (!clear) this.problems.push(`${where}: ${action} stays under a support button`);
    }
    await scrollToEnd(page);
    const end = await measure(page, 'end');
    if (floating && end.fabs.length !== 2) this.problems.push(`${where}: ${end.fabs.length} of the 2 support buttons on screen at the page's end`);
    for (const action of end.covered) this.problems.push(`${where} (end): ${action} under a support button`);
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  /**
   * Goes to `path` and checks it once its level-1 heading (or `ready`) shows: inside the running
   * SPA as a link does ({@link openInApp}), so the pages of a test share one start of the app.
   */
  async visit(page: Page, path: string, floating: boolean, ready = page.getByRole('heading', { level: 1 }).first()): Promise<void> {
    await openInApp(page, path);
    await expect(ready).toBeVisible();
    await this.check(page, path, floating);
  }

  expectNone(): void {
    if (this.problems.length > 0) console.log(this.problems.join('\n'));
    expect(this.checked.length).toBeGreaterThan(0);
    expect(this.problems, `fit problems on ${this.checked.length} pages at 375 px`).toEqual([]);
  }
}

test('logged out: no page scrolls sideways', async ({ page }) => {
  const fit = new Fit();
  await withWhatsapp(page);
  await fit.visit(page, '/home', false, page.getByRole('button', { name: 'Entrar' }));
  await fit.visit(page, '/registrar', false, page.getByRole('heading', { name: 'Crie sua conta' }));
  await fit.visit(page, '/registrar/cvs', false, page.getByRole('heading', { name: 'Cadastro de parceiro CVS' }));
  await fit.visit(page, '/confirmar-email?token=link-quebrado', false, page.getByText(/Link inválido/));
  await fit.visit(page, '/esqueci-a-senha', false, page.getByRole('heading', { name: 'Esqueceu a senha?' }));
  await fit.visit(page, '/resetar-senha?token=abc', false, page.getByRole('heading', { name: 'Redefinir senha' }));
  await fit.visit(page, '/registro-e-assinatura', false);
  await fit.visit(page, '/nao-existe', false);
  fit.expectNone();
});

test('broker: every page fits, the support buttons float clear of actions and hide behind dialogs', async ({ page }) => {
  test.setTimeout(420_000);
  const fit = new Fit();
  await withWhatsapp(page);
  await signIn(page, users.corretor);
  await expect(page.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();
  await fit.check(page, '/', true);

  // A client to pick in the send dialog, and its page.
  await fit.visit(page, '/clientes', true);
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  const form = page.getByRole('dialog', { name: 'Novo cliente' });
  await expect(page.getByRole('button', { name: 'Abrir chat de suporte' })).toBeHidden();
  await form.getByLabel('Nome').fill(CLIENT);
  await form.getByLabel('Telefone (WhatsApp)').fill('11987654321');
  await form.getByLabel('CPF ou CNPJ').fill('11144477735');
  await form.getByRole('button', { name: 'Salvar cliente' }).click();
  await expect(page.getByRole('heading', { name: CLIENT, level: 1 })).toBeVisible();
  const clientPath = new URL(page.url()).pathname;
  await fit.check(page, '/clientes/:id', true);

  await fit.visit(page, '/cotacao', true, page.getByRole('heading', { name: 'Dados da cotação' }));
  await page.getByRole('radio', { name: 'PME' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Distrito Federal (DF)' });
  await page.getByLabel('Idades', { exact: true }).fill('38, 36, 10, 7');
  await page.getByRole('button', { name: 'Cotar' }).click();
  const cards = page.getByRole('list', { name: 'Planos cotados' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await fit.check(page, '/cotacao (results, cards)', true);
  await page.getByRole('button', { name: 'Lista', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Planos cotados em lista' })).toBeVisible();
  await fit.check(page, '/cotacao (results, list)', true);
  await page.getByRole('button', { name: 'Cartões', exact: true }).click();
  for (const index of [0, 1, 2]) await cards.nth(index).getByRole('checkbox', { name: 'Comparar' }).check();
  // The action bar and the buttons side by side, wherever the list is scrolled.
  await fit.check(page, '/cotacao (results, 3 chosen)', true);
  await page.getByRole('button', { name: 'Enviar ao cliente' }).click();
  const send = page.getByRole('dialog', { name: 'Enviar proposta ao cliente' });
  await send.getByRole('combobox', { name: 'Cliente' }).fill('98765');
  await send.getByRole('option', { name: new RegExp(`^${CLIENT} · \\(11\\) 98765-4321`) }).click();
  await expect(send.getByLabel('Nome do cliente')).toHaveValue(CLIENT);
  await expect(page.getByRole('button', { name: 'Abrir chat de suporte' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Falar com o suporte pelo WhatsApp' })).toBeHidden();
  await page.screenshot({ path: path.join(SHOTS, 'send-dialog-client-375.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Abrir chat de suporte' })).toBeVisible();

  // A saved proposal, so 'Minhas cotações' has a row.
  await page.getByRole('button', { name: 'Comparar (3)' }).click();
  await expect(page.getByRole('region', { name: 'Tabela de comparação' })).toBeVisible();
  await fit.check(page, '/cotacao (comparison)', true);
  await page.getByRole('link', { name: 'Gerar proposta' }).click();
  await expect(page).toHaveURL(/\/proposta\/comparativo$/);
  await page.getByLabel('Nome do cliente').fill(CLIENT);
  await page.getByRole('button', { name: 'Salvar proposta' }).click();
  await expect(page.getByLabel('Link da proposta')).toHaveValue(/\/comparacao-pdf\/[0-9a-f-]{36}$/);
  await fit.check(page, '/proposta/comparativo (saved)', true);

  await fit.visit(page, '/minhas-cotacoes', true);
  await expect(page.getByRole('link', { name: /Abrir/ }).first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'minhas-cotacoes-375.png'), fullPage: true });
  await fit.visit(page, '/minhas-cotacoes?tipo=vida', true);
  await fit.visit(page, clientPath, true, page.getByRole('heading', { name: CLIENT, level: 1 }));
  await page.screenshot({ path: path.join(SHOTS, 'client-page-375.png') });

  await fit.visit(page, '/instituicoes', true);
  // A long page, half-way down: the buttons float over it.
  await page.evaluate(() => window.scrollTo(0, (document.scrollingElement?.scrollHeight ?? 0) / 2));
  await page.screenshot({ path: path.join(SHOTS, 'floating-buttons-long-page-375.png') });
  await page.getByRole('link', { name: /Sorocaba/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Sorocaba/ })).toBeVisible();
  await fit.check(page, '/instituicoes/:instituicao', true);
  for (const route of ['/perfil', '/tutoriais', '/plano-e-assinaturas', '/plano-e-assinaturas/gerenciamento', '/plano-e-assinaturas/gerenciamento/confirmar-cancelamento', '/plano-e-assinaturas-old']) {
    await fit.visit(page, route, true);
  }

  await page.getByRole('button', { name: 'Abrir chat de suporte' }).click();
  await expect(page.getByRole('dialog', { name: 'Fale com o suporte' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Falar com o suporte pelo WhatsApp' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Abrir chat de suporte' })).toBeFocused();
  // The plain layout of the first steps: no support buttons there.
  await fit.visit(page, '/comecar', false);

  // The life wizard: its 'Continuar' clear of the buttons at the step's end.
  await fit.visit(page, '/seguro-de-vida/porto_seguro', true, page.getByRole('heading', { level: 2, name: 'Seguradora e segurado' }));
  fit.expectNone();
});

test('account admin, superuser and blocked account: every page fits', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const fit = new Fit();
  await withWhatsapp(page);
  await signIn(page, users.admin);
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await fit.check(page, '/ (superuser)', true);
  for (const route of ['/admin/painel-de-controle', '/admin/relatorio-de-pagamento', '/admin/editar', '/admin/editar/amil']) await fit.visit(page, route, true);

  for (const [user, routes] of [
    [users.gestor, ['/plano-e-assinaturas']],
    [users.bloqueado, ['/assinatura', '/assinatura/gerenciamento']],
  ] as const) {
    const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const other = await context.newPage();
      await withWhatsapp(other);
      await signIn(other, user);
      // The blocked account's pages use the plain layout (no support buttons: its page offers WhatsApp itself).
      for (const route of routes) await fit.visit(other, route, user === users.gestor);
    } finally {
      await context.close();
    }
  }
  fit.expectNone();
});

test('the results as a list at 1280 px (screenshot)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, users.corretor, '/cotacao');
  await page.getByRole('radio', { name: 'PME' }).check();
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Distrito Federal (DF)' });
  await page.getByLabel('Idades', { exact: true }).fill('38, 36, 10, 7');
  await page.getByRole('button', { name: 'Cotar' }).click();
  await page.getByRole('button', { name: 'Lista', exact: true }).click();
  const table = page.getByRole('table', { name: 'Planos cotados em lista' });
  await expect(table).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(3);
  await page.screenshot({ path: path.join(SHOTS, 'results-list-1280.png') });
});
