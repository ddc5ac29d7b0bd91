/**
 * Accessibility of every screen the suite reaches: each route of the router (src/domain/app-routes.ts)
 * logged out and logged in (a broker who owns a team, a team member, a blocked account, a first
 * access, a superuser for the control panel), at 1280 and at 375 px, plus the states behind clicks
 * (user menu, support chat, table updates, quotation results as cards and as a list, plan details,
 * comparison, send dialog, proposal and its public page, the life wizard's steps, result,
 * finalization and the client's page, team dialogs, the plan editor, the support inbox).
 *
 * On each state, axe runs every WCAG 2.0/2.1 A and AA rule plus label-in-name, nothing excluded
 * (helpers.ts `seriousAxeFindings`), and at 375 px also WCAG 2.2's tap-target size (`target-size`:
 * 24 × 24 px); a test collects the findings of all its states and fails
 * on any serious or critical one, listing rule, element and page, so one run shows them all.
 * The tests of this file are independent of each other and spread over both workers.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, expectPath, login, openInApp, seriousAxeFindings, serverToday, signIn } from './helpers';

const users = demoUsersOf('axe');

test.describe.configure({ mode: 'parallel' });

// axe takes about a second per state on a quiet machine and ten times that on the shared one
// (measured at load average ~30 on 2 cores): a test checks up to 17 states.
const TEST_TIMEOUT = 600_000;

const VIEWPORTS = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 812 },
] as const;

/** Collects the serious/critical findings of every state a test checks, and fails at the end with all of them. */
class Audit {
  readonly findings: string[] = [];
  readonly checked: string[] = [];
  constructor(private readonly viewport: string) {}

  /** On a phone, tap targets are checked too (WCAG 2.2 2.5.8, at least 24 × 24 px). */
  private get targetSize(): boolean {
    return this.viewport === '375 px';
  }

  /** Checks the page as it is now; `ready` (when given) is awaited first, so the state is settled. */
  async check(page: Page, where: string, ready?: Locator): Promise<void> {
    if (ready) await expect(ready).toBeVisible();
    await settled(page);
    this.checked.push(where);
    this.findings.push(...(await seriousAxeFindings(page, `${this.viewport} ${where}`, { targetSize: this.targetSize })));
  }

  /** Goes to `path` ({@link openInApp}) and checks it once its level-1 heading (or `ready`) shows. */
  async visit(page: Page, path: string, ready?: Locator): Promise<void> {
    await openInApp(page, path);
    await this.check(page, path, ready ?? page.getByRole('heading', { level: 1 }).first());
  }

  expectNone(): void {
    expect(this.checked.length).toBeGreaterThan(0);
    expect(this.findings, `serious/critical axe findings on ${this.checked.length} states`).toEqual([]);
  }
}

/** No loading state left on the page (the full-page and screen spinners, busy lists). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[role="status"][aria-label="Carregando"], [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Verificando sua sessão…')).toHaveCount(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('logged out: landing, registration, e-mail and password links, 404', async ({ page }) => {
      test.setTimeout(TEST_TIMEOUT);
      const audit = new Audit(viewport.name);
      await audit.visit(page, '/home', page.getByRole('button', { name: 'Entrar' }));
      await page.getByRole('button', { name: 'Entrar' }).click();
      await audit.check(page, '/home (empty login refused)');
      await audit.visit(page, '/registrar', page.getByRole('heading', { name: 'Crie sua conta' }));
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await audit.check(page, '/registrar (errors)');
      await audit.visit(page, '/registrar/cvs', page.getByRole('heading', { name: 'Cadastro de parceiro CVS' }));
      await audit.visit(page, '/confirmar-email?token=link-quebrado', page.getByText(/Link inválido/));
      await audit.visit(page, '/confirmar-novo-email?token=link-quebrado');
      await audit.visit(page, '/esqueci-a-senha', page.getByRole('heading', { name: 'Esqueceu a senha?' }));
      await audit.visit(page, '/resetar-senha?token=abc', page.getByRole('heading', { name: 'Redefinir senha' }));
      await audit.visit(page, '/registro-e-assinatura');
      await audit.visit(page, '/nao-existe');
      audit.expectNone();
    });

    test('broker: dashboard, user menu, support chat, table updates', async ({ page }) => {
      test.setTimeout(TEST_TIMEOUT);
      const audit = new Audit(viewport.name);
      await signIn(page, users.corretor);
      await expectPath(page, '/');
      await audit.check(page, '/', page.getByRole('heading', { name: /Olá, Carla/ }));
      await page.getByRole('button', { name: /^Abrir menu do usuário/ }).click();
      await audit.check(page, '/ (user menu)', page.getByRole('dialog', { name: 'Minha conta' }));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Abrir chat de suporte' }).click();
      await audit.check(page, '/ (support chat)', page.getByRole('dialog', { name: 'Fale com o suporte' }));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Atualizações de tabelas' }).click();
      await audit.check(page, '/ (table updates)', page.getByRole('dialog', { name: 'Atualizações de tabelas' }));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      audit.expectNone();
    });

    test('broker: quotation results, details, list, send dialog, comparison, proposal and its public page', async ({ page, browser }) => {
      test.setTimeout(TEST_TIMEOUT);
      const audit = new Audit(viewport.name);
      await signIn(page, users.corretor);
      await expect(page.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();
      await audit.visit(page, '/cotacao', page.getByRole('heading', { name: 'Dados da cotação' }));
      await page.getByRole('radio', { name: 'PME' }).check();
      await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Distrito Federal (DF)' });
      await page.getByLabel('Idades', { exact: true }).fill('38, 36, 10, 7');
      await page.getByRole('button', { name: 'Cotar' }).click();
      const cards = page.getByRole('list', { name: 'Planos cotados' }).getByRole('article');
      await audit.check(page, '/cotacao (results, cards)', cards.first());
      await cards.first().getByRole('button', { name: /Ver detalhes/ }).click();
      await audit.check(page, '/cotacao (plan details)', page.getByRole('dialog'));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Lista', exact: true }).click();
      await audit.check(page, '/cotacao (results, list)', page.getByRole('table', { name: 'Planos cotados em lista' }));
      await page.getByRole('button', { name: 'Cartões', exact: true }).click();
      for (const index of [0, 1, 2]) await cards.nth(index).getByRole('checkbox', { name: 'Comparar' }).check();
      await page.getByRole('button', { name: 'Enviar ao cliente' }).click();
      const send = page.getByRole('dialog', { name: 'Enviar proposta ao cliente' });
      await audit.check(page, '/cotacao (send dialog)', send);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Comparar (3)' }).click();
      await audit.check(page, '/cotacao (comparison)', page.getByRole('region', { name: 'Tabela de comparação' }));

      await page.getByRole('link', { name: 'Gerar proposta' }).click();
      await expect(page).toHaveURL(/\/proposta\/comparativo$/);
      await audit.check(page, '/proposta/comparativo', page.getByLabel('Nome do cliente'));
      await page.getByLabel('Nome do cliente').fill('Joana Prado Nogueira');
      await page.getByRole('button', { name: 'Salvar proposta' }).click();
      const linkField = page.getByLabel('Link da proposta');
      await expect(linkField).toHaveValue(/\/comparacao-pdf\/[0-9a-f-]{36}$/);
      await audit.check(page, '/proposta/comparativo (saved)');

      const guestContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      try {
        const guest = await guestContext.newPage();
        await guest.goto(await linkField.inputValue());
        await audit.check(guest, '/comparacao-pdf/:uuid (client, logged out)', guest.getByRole('button', { name: 'Baixar PDF' }));
      } finally {
        await guestContext.close();
      }
      audit.expectNone();
    });

    test('broker: operators, profile, tutorials, subscription pages and team dialogs', async ({ page }) => {
      test.setTimeout(TEST_TIMEOUT);
      const audit = new Audit(viewport.name);
      await signIn(page, users.corretor);
      await expect(page.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();
      await audit.visit(page, '/minhas-cotacoes');
      await audit.visit(page, '/instituicoes');
      // An operator's page (a small one: axe's time grows with the page's elements).
      await page.getByRole('link', { name: /Sorocaba/ }).first().click();
      await audit.check(page, '/instituicoes/:instituicao', page.getByRole('heading', { level: 1, name: /Sorocaba/ }));
      await audit.visit(page, '/perfil', page.getByRole('heading', { name: 'Editar Perfil' }));
      await audit.visit(page, '/tutoriais', page.getByRole('heading', { level: 1, name: 'Tutoriais' }));
      await audit.visit(page, '/plano-e-assinaturas', page.getByRole('list', { name: 'Usuários da conta' }));
      await page.getByRole('button', { name: 'Adicionar usuário' }).click();
      const add = page.getByRole('dialog', { name: 'Adicionar usuário' });
      await add.getByRole('button', { name: 'Adicionar' }).click();
      await audit.check(page, '/plano-e-assinaturas (add member, errors)', add.getByText('Informe o nome.'));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Editar papéis de Gustavo Henrique Alves' }).click();
      await audit.check(page, '/plano-e-assinaturas (roles)', page.getByRole('dialog', { name: /Editar papéis/ }));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Excluir Gustavo Henrique Alves' }).click();
      await audit.check(page, '/plano-e-assinaturas (delete member)', page.getByRole('dialog', { name: 'Excluir usuário?' }));
      await page.getByRole('dialog', { name: 'Excluir usuário?' }).getByRole('button', { name: 'Cancelar' }).click();
      await audit.visit(page, '/plano-e-assinaturas/gerenciamento');
      await audit.visit(page, '/plano-e-assinaturas/gerenciamento/confirmar-cancelamento');
      await audit.visit(page, '/plano-e-assinaturas-old');
      await audit.visit(page, '/comecar');
      audit.expectNone();
    });

    test('broker: life wizard steps, result, finalization and the client’s page', async ({ page, browser, request }) => {
      test.setTimeout(TEST_TIMEOUT);
      const audit = new Audit(viewport.name);
      await signIn(page, users.corretor);
      await expect(page.getByRole('heading', { name: /Olá, Carla/ })).toBeVisible();
      const year = Number((await serverToday(request)).slice(0, 4)) - 35;
      await audit.visit(page, '/seguro-de-vida/porto_seguro', page.getByRole('heading', { level: 2, name: 'Seguradora e segurado' }));
      await page.getByRole('button', { name: 'Continuar' }).click();
      await audit.check(page, '/seguro-de-vida/porto_seguro (step 1 errors)');
      await page.getByLabel('Data de nascimento').fill(`01/01/${year}`);
      await page.getByLabel('Sexo').selectOption('M');
      await page.getByLabel('Renda mensal (R$)').fill('10.000,00');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await audit.check(page, '/seguro-de-vida/porto_seguro (step 2)', page.getByRole('checkbox', { name: /assistência funeral/ }));
      await page.getByRole('checkbox', { name: /assistência funeral/ }).check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await audit.check(page, '/seguro-de-vida/porto_seguro (step 3)', page.getByRole('heading', { level: 2, name: 'Declaração de saúde' }));
      for (const group of await page.locator('fieldset').all()) await group.getByRole('radio', { name: 'Não' }).check();
      await page.getByRole('button', { name: 'Cotar seguro' }).click();
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Porto Seguro Vida Individual' }) });
      await audit.check(page, '/seguro-de-vida/porto_seguro (result)', card);
      await card.getByRole('button', { name: 'Escolher esta cotação' }).click();
      await expectPath(page, '/seguro-de-vida/finalizacao/porto_seguro');
      await audit.check(page, '/seguro-de-vida/finalizacao/porto_seguro', page.getByRole('heading', { level: 2, name: /Dados da proposta/ }));
      await page.getByRole('button', { name: 'Enviar proposta e gerar link' }).click();
      await audit.check(page, '/seguro-de-vida/finalizacao/porto_seguro (errors)');

      await page.getByLabel('Nome completo').fill('João da Silva');
      await page.getByLabel('CPF do segurado').fill('529.982.247-25');
      await page.getByLabel('Estado civil').selectOption('casado');
      await page.getByLabel('Documento de identidade (RG)').fill('123456789');
      await page.getByLabel('Órgão emissor').fill('SSP/SP');
      await page.getByLabel('Data de emissão').fill('10/02/2010');
      await page.getByLabel('E-mail').fill('joao@example.com');
      await page.getByLabel('Telefone').fill('(11) 98765-4321');
      await page.getByLabel('CEP').fill('01310-100');
      await page.getByLabel('Logradouro').fill('Avenida Paulista');
      await page.getByLabel('Número').fill('1000');
      await page.getByLabel('Bairro').fill('Bela Vista');
      await page.getByLabel('Cidade').fill('São Paulo');
      await page.getByLabel('UF').selectOption('SP');
      await page.getByLabel('Empresa onde trabalha').fill('Empresa Ltda');
      await page.getByLabel('Ramo de atividade').fill('Comércio');
      await page.getByLabel('Corretora').fill('Corretora Exemplo');
      await page.getByLabel('Nome do beneficiário 1').fill('Maria da Silva');
      await page.getByLabel('Data de nascimento do beneficiário 1').fill('02/03/1992');
      await page.getByLabel('CPF do beneficiário 1').fill('111.444.777-35');
      await page.getByLabel('Banco', { exact: true }).selectOption('341');
      await page.getByLabel('Agência').fill('0123');
      await page.getByLabel('Conta com dígito').fill('12345-6');
      await page.getByRole('button', { name: 'Enviar proposta e gerar link' }).click();
      await audit.check(page, '/seguro-de-vida/finalizacao/porto_seguro (link)', page.getByRole('heading', { level: 2, name: /Link para o cliente/ }));
      const link = ((await page.getByLabel('Link da proposta').textContent()) ?? '').trim();

      const client = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      try {
        const clientPage = await client.newPage();
        await clientPage.goto(link);
        await audit.check(clientPage, '/seguro-de-vida/proposta/:token (summary)', clientPage.getByRole('heading', { level: 1, name: 'Proposta de Seguro de Vida' }));
        await clientPage.getByLabel('Data de nascimento').fill(`01/01/${year}`);
        await clientPage.getByLabel('4 últimos dígitos do CPF').fill('0000');
        await clientPage.getByRole('button', { name: 'Ver proposta completa' }).click();
        await audit.check(clientPage, '/seguro-de-vida/proposta/:token (refused)', clientPage.getByText('Os dados informados não conferem com os da proposta.'));
        await clientPage.getByLabel('4 últimos dígitos do CPF').fill('4725');
        await clientPage.getByRole('button', { name: 'Ver proposta completa' }).click();
        await audit.check(clientPage, '/seguro-de-vida/proposta/:token (full)', clientPage.getByText('Maria da Silva'));
      } finally {
        await client.close();
      }
      audit.expectNone();
    });

    test('superuser: control panel, payment report, plan editor, support inbox', async ({ page }) => {
      test.setTimeout(TEST_TIMEOUT);
      const audit = new Audit(viewport.name);
      await signIn(page, users.admin);
      await expectPath(page, '/');
      await audit.check(page, '/ (superuser)', page.getByRole('heading', { level: 1 }).first());
      await page.getByRole('button', { name: /Abrir atendimento/ }).click();
      await audit.check(page, '/ (support inbox)', page.getByRole('dialog', { name: 'Atendimento ao corretor' }));
      await page.keyboard.press('Escape');
      await audit.visit(page, '/admin/painel-de-controle');
      await audit.visit(page, '/admin/relatorio-de-pagamento');
      await audit.visit(page, '/admin/editar');
      // The plan editor of a small operator: the same editor as Amil's, whose 5,000+ elements
      // took ~80 % of this test's axe time (163 of 200 s at load ~30) for nothing more checked.
      await audit.visit(page, '/admin/editar/unimed-sorocaba');
      audit.expectNone();
    });

    test('other accounts: blocked, expiring, first access, a team member', async ({ page }) => {
      test.setTimeout(TEST_TIMEOUT);
      const audit = new Audit(viewport.name);
      await signIn(page, users.bloqueado);
      await expectPath(page, '/assinatura');
      await audit.check(page, '/assinatura (blocked)', page.getByRole('heading', { level: 1 }).first());
      await audit.visit(page, '/assinatura/gerenciamento');
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto('/logout');
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

      // A page of its own: the blocked broker's page dismisses the phone's 'use um computador'
      // dialog by a locator handler, which would fight the dialogs audited below.
      const next = await page.context().newPage();
      await login(next, users.expirando, undefined, { keepMobileAlert: true });
      await expectPath(next, '/');
      const first = next.getByRole('dialog').first();
      await audit.check(next, '/ (expiring, first dialog)', first);
      await next.goto('/logout');
      await expect(next.getByRole('button', { name: 'Entrar' })).toBeVisible();

      await login(next, users.primeiro, undefined, { keepMobileAlert: true });
      await audit.check(next, '/ (first access, first dialog)', next.getByRole('dialog').first());
      await next.goto('/logout');
      await expect(next.getByRole('button', { name: 'Entrar' })).toBeVisible();

      await login(next, users.gestor);
      await expectPath(next, '/');
      await audit.visit(next, '/plano-e-assinaturas');
      audit.expectNone();
    });
  });
}
