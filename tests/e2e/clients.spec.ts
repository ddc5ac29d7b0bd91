/**
 * 'Clientes' end to end on a computer: the broker adds a client (name, phone, CPF), quotes,
 * sends the proposal to that client picked in 'Enviar ao cliente' (no typing), finds the
 * quotation on the client's page with a life quote and proposal typed with the client's name
 * and phone (screenshots at 1280 and 375 px), exports the client's data (a JSON file with the
 * record, the quotation and the life quote and proposal) and deletes it after confirming (the
 * quotation's public link then shows no name, the life proposal's link no longer opens).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, expectNoSeriousAxe, signIn, tokensOf } from './helpers';

const users = demoUsersOf('clients');
const CLIENT = 'Joana Prado Nogueira';
const LIFE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18081) + 1}`;
/** Where the client page's screenshots go (the round's copies are in docs/screenshots/). */
const SHOTS = process.env.CLIENTS_SHOTS_DIR ?? 'test-results/screenshots/clients';

/**
 * The proposal's holder as generate_link takes it: `implantationFormToWire(sampleImplantationForm())`
 * of src/contract/life-implantation*.ts with the client's name and phone (written out because that
 * module loads a JSON file Playwright's loader cannot import; 35 years old in 2026, as the quote).
 */
const PROPOSAL = {
  name: CLIENT,
  cpf: '52998224725',
  birth_date: '1991-01-01',
  age: 35,
  marital_status: 'casado',
  nationality: 'Brasileira',
  id_document: '12.345.678-9',
  id_issuer: 'SSP/SP',
  id_issue_date: '2010-02-10',
  country: 'BR',
  email: 'joana@example.com',
  phone: '11987654321',
  address: { street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', uf: 'SP', cep: [1310, 100], complement: 'Apto 12' },
  pep: { status: 'Nao' },
  employer: 'Empresa Ltda',
  activity_branch: 'Comércio',
  brokerage: 'Corretora Exemplo',
  beneficiaries: [
    { name: 'Maria da Silva', birth_date: '1992-03-02', cpf: '11144477735', share_percent: 60 },
    { name: 'Pedro da Silva', birth_date: '2015-05-04', cpf: '39053344705', share_percent: 40 },
  ],
  bank_account: { bank_code: '341', agency: '0123', account: '123456' },
  payment: { method: 'debito_em_conta', installments: 3, interval_days: 30, company_code: 1 },
};

/**
 * Through the life service's API (the wizard has its own specs): a quote for the client typed
 * by name and phone, once priced, implanted as a proposal for the same person.
 */
async function lifeQuoteAndProposal(request: APIRequestContext): Promise<{ quotationId: string; quoteNumber: string; implantationId: string; token: string }> {
  await expect.poll(async () => (await request.get(`${LIFE_URL}/health`).catch(() => null))?.status() ?? 0, { timeout: 60_000 }).toBe(200);
  const headers = { Authorization: `Bearer ${(await tokensOf(request, users.corretor)).access}` };
  const asked = await request.post(`${LIFE_URL}/v1/porto_seguro/quotation`, {
    headers,
    data: {
      member_id: '1',
      data_nascimento: PROPOSAL.birth_date,
      sexo: 'M',
      profissao: '252',
      renda_mensal_cents: 10_000_00,
      fumante: false,
      capital_morte_cents: 100_000_00,
      dps_doenca_grave: false,
      dps_internacao: false,
      dps_afastamento: false,
      dps_esporte_risco: false,
      client: { name: CLIENT.toUpperCase(), phone: '11987654321' },
    },
  });
  expect(asked.status()).toBe(202);
  const quotationId = ((await asked.json()) as { id: string }).id;
  let quoteNumber = '';
  await expect
    .poll(async () => {
      const reopened = await request.get(`${LIFE_URL}/v1/porto_seguro/quotations/${quotationId}`, { headers });
      if (reopened.status() === 200) quoteNumber = ((await reopened.json()) as { quotes: Array<{ details: { quote_number: string } }> }).quotes[0]?.details.quote_number ?? '';
      return quoteNumber;
    })
    .not.toBe('');
  const implantationId = randomUUID();
  const sent = await request.post(`${LIFE_URL}/v1/porto_seguro/generate_link?id=${implantationId}`, {
    headers,
    data: { proposal: PROPOSAL, find_proposal: { quotation_id: quotationId, quote_number: quoteNumber } },
  });
  expect(sent.status()).toBe(201);
  return { quotationId, quoteNumber, implantationId, token: ((await sent.json()) as { token: string }).token };
}

test('a client: added, quoted for, listed with its quotation and life proposal, exported and deleted', async ({ browser }) => {
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

    // A life quote typed with the client's name and phone (no pick) and its proposal land on the same client.
    const life = await lifeQuoteAndProposal(page.request);

    await page.goto(clientPath);
    await expect(page.getByRole('list', { name: `Cotações de ${CLIENT}` }).getByRole('link', { name: 'Abrir proposta' })).toHaveAttribute('href', `/comparacao-pdf/${code}`);
    const lifeList = page.getByRole('list', { name: `Seguros de vida de ${CLIENT}` });
    await expect(lifeList.getByRole('listitem')).toHaveText([new RegExp(`Proposta enviada · nº ${life.quoteNumber}`), new RegExp(`Cotação · nº ${life.quoteNumber}`)]);
    await expectNoSeriousAxe(page, 'client page with its life insurance');
    await page.screenshot({ path: `${SHOTS}/client-life-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/client-life-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    const exportPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar dados' }).click();
    const exported = await exportPromise;
    expect(exported.suggestedFilename()).toMatch(/^cliente-\d+\.json$/);
    const body = JSON.parse(await readFile(await exported.path(), 'utf8')) as {
      client: { name: string; document: string };
      quotations: Array<{ code: string }>;
      life: { quotations: Array<{ id: string }>; proposals: Array<{ id: string }> };
    };
    expect(body.client).toMatchObject({ name: CLIENT, document: '11144477735' });
    expect(body.quotations.map((quotation) => quotation.code)).toEqual([code]);
    expect(body.life.quotations.map((quotation) => quotation.id)).toEqual([life.quotationId]);
    expect(body.life.proposals.map((proposal) => proposal.id)).toEqual([life.implantationId]);

    await page.getByRole('button', { name: 'Excluir dados' }).click();
    await page.getByRole('dialog', { name: 'Excluir os dados deste cliente?' }).getByRole('button', { name: 'Excluir definitivamente' }).click();
    await expect(page.getByText(/Nenhum cliente ainda/)).toBeVisible();
    const saved = await page.request.get(`/api/v1/quotation/?code=${code}`);
    expect(JSON.stringify(await saved.json())).not.toContain('Joana');
    // The life proposal's link no longer opens.
    expect((await page.request.get(`${LIFE_URL}/v1/porto_seguro/proposals/${life.token}`)).status()).toBe(404);
  } finally {
    await context.close();
  }
});
