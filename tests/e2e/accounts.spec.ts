/**
 * Accounts and team, end to end in Chromium against the real server, which mails to the
 * local SMTP server of tests/e2e/mail-setup.ts. Uses its own unique users and its own copies
 * of the demo users (helpers.ts `demoUsersOf`): `primeiro`'s first access, members added to
 * and removed from `corretor`'s team. The mails of other files (running at the same time)
 * go to other addresses; every wait here is for a mail to an address of this file.
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, emailOf, expectPath, login, signIn, tokensOf } from './helpers';
import { linkIn, mailCount, mailsSince, waitForMail } from './mailbox';

const SHOTS_DIR = process.env.ACCOUNTS_SHOTS_DIR ?? 'test-results/screenshots/accounts';

/** A valid CPF (check digits computed here) from a 9-digit base. */
function cpfFromBase(base: string): string {
  const digits = [...base].map(Number);
  const next = (values: number[]) => {
    const sum = values.reduce((total, digit, index) => total + digit * (values.length + 1 - index), 0);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  const first = next(digits);
  return `${base}${first}${next([...digits, first])}`;
}

let sequence = 0;
function uniqueBroker() {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}`;
  const base = String(100000000 + Math.floor(Math.random() * 800000000)).slice(0, 9);
  return {
    name: 'Marina Teixeira Duarte',
    username: `e2e_${id}`,
    email: `e2e.${id}@example.com`,
    phone: '11987654321',
    cpf: cpfFromBase(base),
    password: 'Cotacao#2026',
  };
}

/** A real PNG (a small teal square with a white band), built byte by byte. */
function makePng(size = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const band = y > size * 0.4 && y < size * 0.6;
      row.set(band ? [255, 255, 255] : [11, 111, 143], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function registerThroughForm(page: Page, broker: ReturnType<typeof uniqueBroker>) {
  await page.goto('/registrar');
  await page.getByLabel('Nome completo').fill(broker.name);
  await page.getByLabel('Usuário').fill(broker.username);
  await page.getByLabel('E-mail').fill(broker.email);
  await page.getByLabel('Telefone (com DDD)').pressSequentially(broker.phone);
  await page.getByLabel('CPF').pressSequentially(broker.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(broker.password);
  await page.getByLabel('Confirme a senha').fill(broker.password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

const users = demoUsersOf('acc');

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  return (await tokensOf(request, username)).access;
}

/** Registers and confirms a broker through the API and the mailed link. */
async function confirmedBroker(request: APIRequestContext) {
  const broker = uniqueBroker();
  const before = mailCount();
  expect((await request.post('/api/users/register/', { data: broker })).status()).toBe(201);
  const mail = await waitForMail(broker.email, 'Confirme seu e-mail', { after: before });
  const token = new URL(linkIn(mail, '/confirmar-email')).searchParams.get('token');
  expect((await request.post('/api/users/confirm-email/', { data: { token } })).status()).toBe(200);
  return broker;
}

test.describe('registration and e-mail confirmation', () => {
  test('a broker registers, receives the confirmation mail, confirms and logs in', async ({ page }) => {
    const broker = uniqueBroker();
    const before = mailCount();
    await registerThroughForm(page, broker);
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
    await expect(page.getByText(broker.email)).toBeVisible();

    // Not confirmed yet: the login is refused.
    await login(page, broker.username, broker.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Credenciais inválidas' })).toBeVisible();

    const mail = await waitForMail(broker.email, 'Confirme seu e-mail no Cotador', { after: before });
    expect(mail.text).toContain(`Olá, ${broker.name}!`);
    const link = linkIn(mail, '/confirmar-email');
    await page.goto(link);
    await expect(page.getByText('E-mail confirmado! Agora é só entrar com o seu usuário e senha.')).toBeVisible();
    await expectPath(page, '/home');

    // The link is single-use.
    await page.goto(link);
    await expect(page.getByText('Este link já foi usado.')).toBeVisible();

    await login(page, broker.username, broker.password);
    // A new account is on the free plan without a plan chosen (spec point 4).
    await expectPath(page, '/comecar');
    await expect(page.getByText('Escolha um plano para começar')).toBeVisible();
  });

  test('field errors of the server appear under the right field', async ({ page }) => {
    const broker = { ...uniqueBroker(), email: emailOf(users.corretor) };
    await registerThroughForm(page, broker);
    await expect(page.getByText('Já existe um usuário com este e-mail.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('password recovery', () => {
  test('forgets the password, resets it through the mailed link and logs in with the new one', async ({ page, request }) => {
    const broker = await confirmedBroker(request);
    const before = mailCount();
    await page.goto('/home');
    await page.getByRole('link', { name: 'Esqueci a senha' }).click();
    await expectPath(page, '/esqueci-a-senha');
    await page.getByLabel('E-mail').fill(broker.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible();

    const mail = await waitForMail(broker.email, 'Redefinição de senha do Cotador', { after: before });
    const link = linkIn(mail, '/resetar-senha');
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha#2026');
    await page.getByLabel('Confirme a nova senha').fill('NovaSenha#2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha redefinida! Entre com a sua nova senha.')).toBeVisible();
    await expectPath(page, '/home');

    await login(page, broker.username, broker.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Credenciais inválidas' })).toBeVisible();
    await login(page, broker.username, 'NovaSenha#2026');
    await expectPath(page, '/comecar');

    // The link works once.
    await page.goto('/logout');
    await expectPath(page, '/home');
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('OutraSenha#2026');
    await page.getByLabel('Confirme a nova senha').fill('OutraSenha#2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Este link já foi usado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/esqueci-a-senha');
  });

  test('an unknown e-mail gets the same answer', async ({ page, request }) => {
    const broker = await confirmedBroker(request);
    const before = mailCount();
    await page.goto('/esqueci-a-senha');
    await page.getByLabel('E-mail').fill('ninguem.aqui@example.com');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible();
    // No sleep: a request for a known address made afterwards goes through the same mail
    // queue; once its mail has arrived, a mail for the unknown address would have too.
    const marker = await request.post('/api/users/password-reset/', { data: { email: broker.email } });
    expect(marker.ok()).toBe(true);
    await waitForMail(broker.email, 'Redefinição de senha do Cotador', { after: before });
    // Other files' mails may arrive meanwhile: none of them is to the unknown address.
    expect(mailsSince(before).filter((mail) => mail.to.includes('ninguem.aqui@example.com'))).toEqual([]);
  });
});

test.describe('first access', () => {
  test('primeiro uploads a logo (a renamed PDF is refused), accepts the tutorial offer, and the modals do not come back after a reload', async ({ page }) => {
    await signIn(page, users.primeiro);
    await expectPath(page, '/');
    const logoDialog = page.getByRole('dialog', { name: 'Boas-vindas ao Cotador, Pedro!' });
    await expect(logoDialog).toBeVisible();
    // A PDF renamed .png: the server checks the content and refuses it.
    await logoDialog.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await logoDialog.getByRole('button', { name: 'Salvar logo e continuar' }).click();
    // Shown under the file input (the toast outside the modal is hidden from assistive technology while it is open).
    await expect(logoDialog.getByText('Formato de arquivo não suportado!')).toBeVisible();
    await expect(logoDialog.getByLabel('Logo', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await logoDialog.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'minha-corretora.png', mimeType: 'image/png', buffer: makePng() });
    await expect(logoDialog.getByRole('img', { name: 'Pré-visualização da nova logo' })).toBeVisible();
    await logoDialog.getByRole('button', { name: 'Salvar logo e continuar' }).click();
    await expect(page.getByText('Logo atualizada com sucesso!')).toBeVisible();

    const offer = page.getByRole('dialog', { name: 'Quer aprender a usar o Cotador?' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Quero aprender a usar' }).click();
    await expectPath(page, '/tutoriais');
    await expect(page.getByRole('heading', { level: 1, name: 'Tutoriais' })).toBeVisible();

    // The logo is served back by URL and shows in the header.
    const avatar = page.getByRole('button', { name: /^Abrir menu do usuário/ }).locator('img[alt="Logo de Pedro Almeida Rocha"]');
    await expect(avatar).toBeVisible();
    expect(await avatar.getAttribute('src')).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.png$/);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tutoriais' })).toBeVisible();
    // No sleep: the modals are chosen from the profile (/api/users/me/); once it has been
    // answered and the page drawn with it, a modal due would be in the DOM.
    const profile = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/me/' && response.ok());
    await page.goto('/');
    await profile;
    await expect(page.getByRole('heading', { name: /Olá, Pedro/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('team (Plano e Assinaturas)', () => {
  test('corretor adds a member, changes its role and deletes it', async ({ page }) => {
    const member = uniqueBroker();
    await signIn(page, users.corretor);
    await expectPath(page, '/');
    await page.getByRole('button', { name: /^Abrir menu do usuário/ }).click();
    await page.getByRole('dialog', { name: 'Minha conta' }).getByRole('link', { name: 'Plano e Assinaturas' }).click();
    await expectPath(page, '/plano-e-assinaturas');
    const list = page.getByRole('list', { name: 'Usuários da conta' });
    await expect(list.getByRole('listitem', { name: 'Gustavo Henrique Alves' })).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar usuário' });
    await dialog.getByLabel('Nome completo').fill('Renato Prado Lima');
    await dialog.getByLabel('Usuário').fill(member.username);
    await dialog.getByLabel('E-mail').fill(member.email);
    await dialog.getByLabel('CPF').pressSequentially('123.456.789-00');
    await dialog.getByLabel('Telefone (com DDD)').pressSequentially(member.phone);
    await dialog.getByLabel('Senha').fill(member.password);
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('CPF inválido.')).toBeVisible();
    await dialog.getByLabel('CPF').fill('');
    await dialog.getByLabel('CPF').pressSequentially(member.cpf);
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('Usuário adicionado com sucesso!')).toBeVisible();
    const row = list.getByRole('listitem', { name: 'Renato Prado Lima' });
    await expect(row).toBeVisible();
    await expect(row.getByText('Corretor')).toBeVisible();

    await row.getByRole('button', { name: 'Editar papéis de Renato Prado Lima' }).click();
    const roles = page.getByRole('dialog', { name: 'Editar papéis de Renato Prado Lima' });
    await roles.getByRole('checkbox', { name: /Gestor/ }).check();
    await roles.getByRole('checkbox', { name: /Corretor/ }).uncheck();
    await roles.getByRole('button', { name: 'Salvar papéis' }).click();
    await expect(page.getByText('Usuário editado com sucesso!')).toBeVisible();
    await expect(row.getByText('Gestor')).toBeVisible();

    await row.getByRole('button', { name: 'Excluir Renato Prado Lima' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir usuário?' });
    await confirm.getByRole('button', { name: 'Excluir usuário' }).click();
    await expect(page.getByText('Usuário deletado com sucesso!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('gestor cannot reach Plano e Assinaturas nor the team', async ({ page, request }) => {
    await signIn(page, users.gestor);
    await expectPath(page, '/');
    await page.getByRole('button', { name: /^Abrir menu do usuário/ }).click();
    await expect(page.getByRole('dialog', { name: 'Minha conta' }).getByRole('button', { name: 'Plano e Assinaturas' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.goto('/plano-e-assinaturas');
    await expect(page.getByText('Forbidden').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Equipe' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Adicionar usuário' })).toHaveCount(0);

    // And the API refuses it too.
    const access = await apiToken(request, users.gestor);
    const response = await request.delete(`/api/v1/user/?username=${users.corretor}`, { headers: { authorization: `Bearer ${access}` } });
    expect(response.status()).toBe(403);
  });
});

test.describe('screenshots to look at', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`accounts screens, ${name}`, async ({ page, request }) => {
      // Five screens, a member's first access and the team dialogs: more than the default 2 minutes
      // when two files share a busy machine (measured: over 120 s at load average ~35 on 2 cores).
      test.setTimeout(240_000);
      mkdirSync(SHOTS_DIR, { recursive: true });
      const shot = (file: string, fullPage = true) =>
        page.screenshot({ path: `${SHOTS_DIR}/${file}-${name}.png`, fullPage, animations: 'disabled' });
      await page.setViewportSize(viewport);

      await page.goto('/registrar');
      await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await shot('registrar-erros');
      await page.goto('/registrar/cvs');
      await expect(page.getByRole('heading', { name: 'Cadastro de parceiro CVS' })).toBeVisible();
      await shot('registrar-cvs');
      await page.goto('/confirmar-email?token=link-quebrado');
      await expect(page.getByText(/Link inválido/)).toBeVisible();
      await shot('confirmar-email-invalido');
      await page.goto('/esqueci-a-senha');
      await expect(page.getByRole('heading', { name: 'Esqueceu a senha?' })).toBeVisible();
      await shot('esqueci-a-senha');
      await page.goto('/resetar-senha?token=abc');
      await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
      await shot('resetar-senha');

      // A member of corretor's team, on first access (OP payment: the dashboard and its modals).
      const member = uniqueBroker();
      const corretor = await apiToken(request, users.corretor);
      const auth = { authorization: `Bearer ${corretor}` };
      expect((await request.post('/api/users/register/', { headers: auth, data: { ...member, principal_user_username: users.corretor, roles: 'user' } })).status()).toBe(201);
      try {
        await login(page, member.username, member.password);
        const welcome = page.getByRole('dialog', { name: /Boas-vindas ao Cotador/ });
        await expect(welcome).toBeVisible();
        await welcome.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(160) });
        await expect(welcome.getByRole('img', { name: 'Pré-visualização da nova logo' })).toBeVisible();
        await shot('primeiro-acesso-logo', false);
        await welcome.getByRole('button', { name: 'Continuar sem' }).click();
        await expect(page.getByRole('dialog', { name: 'Quer aprender a usar o Cotador?' })).toBeVisible();
        await shot('primeiro-acesso-tutorial', false);
        await page.getByRole('button', { name: 'Pular tutorial' }).click();
        await page.goto('/perfil');
        await expect(page.getByRole('heading', { name: 'Editar Perfil' })).toBeVisible();
        await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(160) });
        await shot('perfil');
        await page.goto('/tutoriais');
        await expect(page.getByRole('heading', { level: 1, name: 'Tutoriais' })).toBeVisible();
        await shot('tutoriais', false);
      } finally {
        expect((await request.delete(`/api/v1/user/?username=${member.username}`, { headers: auth })).status()).toBe(204);
      }

      await signIn(page, users.corretor, '/plano-e-assinaturas');
      await expect(page.getByRole('list', { name: 'Usuários da conta' })).toBeVisible();
      await shot('plano-e-assinaturas');
      await page.getByRole('button', { name: 'Adicionar usuário' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar usuário' });
      await dialog.getByLabel('E-mail').fill(emailOf(users.gestor));
      await dialog.getByRole('button', { name: 'Adicionar' }).click();
      await expect(dialog.getByText('Informe o nome.')).toBeVisible();
      await shot('equipe-adicionar', false);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Editar papéis de Gustavo Henrique Alves' }).click();
      await expect(page.getByRole('dialog', { name: /Editar papéis/ })).toBeVisible();
      await shot('equipe-papeis', false);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Excluir Gustavo Henrique Alves' }).click();
      await expect(page.getByRole('dialog', { name: 'Excluir usuário?' })).toBeVisible();
      await shot('equipe-excluir', false);
      await page.getByRole('dialog', { name: 'Excluir usuário?' }).getByRole('button', { name: 'Cancelar' }).click();
    });
  }
});
