/**
 * 'Clientes' end to end on a computer: the broker adds a client (name, phone, CPF), quotes,
 * sends the proposal to that client picked in 'Enviar ao cliente' (no typing), finds the
 * quotation on the client's page, exports the client's data (a JSON file with the record and
 * the quotation) and deletes it after confirming (the quotation's public link then shows no
 * name); the account's audit names the client by id only.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoUsersOf, expectNoSeriousAxe, signIn, tokensOf } from './helpers';

const users = demoUsersOf('clients');
const CLIENT = 'Joana Prado Nogueira';

test('a client: added, quoted for, listed with its quotation, exported and deleted', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
    });
    const { access } = await tokensOf(page.request, users.corretor);
    await page.request.put('/api/v1/quote-preferences/', { headers: { Authorization: `Bearer ${access}` }, data: { last_quote: { type: 'CP', state_id: 26, city: null } } });
    await signIn(page, users.corretor, '/');

    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Clientes' }).click();
    await page.getByRole('button', { name: 'Novo cliente' }).click();
    const form = page.getByRole('dialog', { name: 'Novo cliente' });
    await form.getByLabel('Nome').fill(CLIENT);
    await form.getByLabel('Telefone (WhatsApp)').fill('11987654321');
    await form.getByLabel('CPF ou CNPJ').fill('11144477735');
    await form.getByRole('button', { name: 'Salvar cliente' }).click();
    await expect(page.getByRole('heading', { name: CLIENT, level: 1 })).toBeVisible();
    const clientPath = new URL(page.url()).pathname;
    expect(clientPath).toMatch(/^\/clientes\/\d+$/);
    await expect(page.getByText('111.444.777-35')).toBeVisible();
    await expectNoSeriousAxe(page, 'client page');

    await page.goto('/cotacao');
    await page.getByLabel('Idades', { exact: true }).fill('38, 36');
    await page.getByRole('button', { name: 'Cotar' }).click();
    const cards = page.getByRole('list', { name: 'Planos cotados' }).getByRole('article');
    await cards.first().getByRole('checkbox', { name: 'Comparar' }).click();
    await page.getByRole('button', { name: 'Enviar ao cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar proposta ao cliente' });
    // The picker searches the server as the broker types: the phone's digits find the client.
    await dialog.getByRole('combobox', { name: 'Cliente' }).fill('98765');
    await dialog.getByRole('option', { name: new RegExp(`^${CLIENT} · \\(11\\) 98765-4321`) }).click();
    await expect(dialog.getByLabel('Nome do cliente')).toHaveValue(CLIENT);
    const popupPromise = page.waitForEvent('popup');
    const pdfPromise = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Gerar e enviar' }).click();
    await pdfPromise;
    expect(new URL((await popupPromise).url()).pathname).toBe('/5511987654321');
    const link = await dialog.getByLabel('Link da proposta').inputValue();
    const code = link.split('/').pop() ?? '';

    await page.goto(clientPath);
    await expect(page.getByRole('list', { name: `Cotações de ${CLIENT}` }).getByRole('link', { name: 'Abrir proposta' })).toHaveAttribute('href', `/comparacao-pdf/${code}`);

    const exportPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar dados' }).click();
    const exported = await exportPromise;
    expect(exported.suggestedFilename()).toMatch(/^cliente-\d+\.json$/);
    const body = JSON.parse(await readFile(await exported.path(), 'utf8')) as { client: { name: string; document: string }; quotations: Array<{ code: string }> };
    expect(body.client).toMatchObject({ name: CLIENT, document: '11144477735' });
    expect(body.quotations.map((quotation) => quotation.code)).toEqual([code]);

    await page.getByRole('button', { name: 'Excluir dados' }).click();
    await page.getByRole('dialog', { name: 'Excluir os dados deste cliente?' }).getByRole('button', { name: 'Excluir definitivamente' }).click();
    await expect(page.getByText(/Nenhum cliente ainda/)).toBeVisible();
    const saved = await page.request.get(`/api/v1/quotation/?code=${code}`);
    expect(JSON.stringify(await saved.json())).not.toContain('Joana');
  } finally {
    await context.close();
  }
});
