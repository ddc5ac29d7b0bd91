/**
 * Life-insurance proposal implantation end to end, in Chromium against
 * the real main API and the real life service (started by the Playwright web server as
 * `npm start` starts them). Self-seeding: it makes its own life quote as its own copy of the
 * demo `corretor` (helpers.ts `demoUsersOf`).
 *
 * life quote → finalization → bad CPF / CEP / e-mail and a PEP 'RelacionamentoProximo' without
 * the related person show pt-BR messages at the fields → a reload loses nothing typed (draft in
 * session storage) → the related person given, submit → step 3 with the link → the link opens
 * in a fresh browser context (no session) and shows the proposal; the service refuses the same
 * bad values with 400.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsersOf, expectPath, serverToday, signIn, tokensOf } from './helpers';

const LIFE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18081) + 1}`;

const users = demoUsersOf('lifeimpl');

test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get(`${LIFE_URL}/health`).catch(() => null))?.status() ?? 0, { timeout: 60_000 }).toBe(200);
});

/** A 35-year-old (born 1 January) with death and funeral, chosen → the finalization route. */
async function quoteAndChoose(page: Page, request: APIRequestContext): Promise<string> {
  const year = Number((await serverToday(request)).slice(0, 4)) - 35;
  await page.goto('/seguro-de-vida/porto_seguro');
  await expect(page.getByRole('heading', { level: 2, name: 'Seguradora e segurado' })).toBeVisible();
  await page.getByLabel('Data de nascimento').fill(`01/01/${year}`);
  await page.getByLabel('Sexo').selectOption('M');
  await page.getByLabel('Renda mensal (R$)').fill('10.000,00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('checkbox', { name: /assistência funeral/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Declaração de saúde' })).toBeVisible();
  for (const group of await page.locator('fieldset').all()) await group.getByRole('radio', { name: 'Não' }).check();
  await page.getByRole('button', { name: 'Cotar seguro' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Porto Seguro Vida Individual' }) });
  const price = (await card.getByText(/^R\$\s[\d.]+,\d{2}$/).first().textContent()) ?? '';
  await card.getByRole('button', { name: 'Escolher esta cotação' }).click();
  await expectPath(page, '/seguro-de-vida/finalizacao/porto_seguro');
  await expect(page.getByRole('heading', { level: 2, name: /Dados da proposta/ })).toBeVisible();
  return price.trim();
}

test('corretor implants a proposal with a PEP close relationship and sends the client a link that opens elsewhere', async ({ page, browser, request }, testInfo) => {
  await signIn(page, users.corretor);
  await expectPath(page, '/');
  const price = await quoteAndChoose(page, request);
  expect(price).toMatch(/^R\$/);

  // Bad values and the PEP case without the related person.
  await page.getByLabel('Nome completo').fill('João da Silva');
  await page.getByLabel('CPF do segurado').fill('529.982.247-24');
  await page.getByLabel('Estado civil').selectOption('casado');
  await page.getByLabel('Documento de identidade (RG)').fill('123456789');
  await page.getByLabel('Órgão emissor').fill('SSP/SP');
  await page.getByLabel('Data de emissão').fill('10/02/2010');
  await page.getByLabel('E-mail').fill('joao@');
  await page.getByLabel('Telefone').fill('(11) 98765-4321');
  await page.getByLabel('CEP').fill('0131-100');
  await page.getByLabel('Logradouro').fill('Avenida Paulista');
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Bairro').fill('Bela Vista');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('UF').selectOption('SP');
  await page.getByLabel('Situação').selectOption('RelacionamentoProximo');
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

  await expect(page.getByLabel('CPF do segurado')).toHaveAccessibleDescription(/CPF inválido\./);
  await expect(page.getByLabel('CEP')).toHaveAccessibleDescription(/CEP inválido\. Use o formato 00000-000\./);
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(/Informe um e-mail válido\./);
  await expect(page.getByLabel('Nome da pessoa relacionada')).toHaveAccessibleDescription(/Este campo é obrigatório\./);
  await expect(page.getByLabel('CPF da pessoa relacionada')).toHaveAccessibleDescription(/Este campo é obrigatório\./);
  await expect(page.getByLabel('Grau de parentesco')).toHaveAccessibleDescription(/Este campo é obrigatório\./);
  await expect(page.getByText('Débito em conta')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('finalization-form.png'), fullPage: true });

  // A reload keeps everything typed (draft in session storage).
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Dados da proposta/ })).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('João da Silva');
  await expect(page.getByLabel('CEP')).toHaveValue('01311-00'); // '0131-100' as the CEP mask shows it
  await expect(page.getByLabel('Situação')).toHaveValue('RelacionamentoProximo');
  await expect(page.getByLabel('CPF do beneficiário 1')).toHaveValue('111.444.777-35');
  await expect(page.getByLabel('Banco', { exact: true })).toHaveValue('341');

  // The service refuses the same bad values with 400 and the same messages.
  const chosen = await page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index) ?? '';
      if (key.includes('chosen-quote')) return JSON.parse(sessionStorage.getItem(key) ?? '{}') as { choice: { quotationId: string; quote: { details: { quoteNumber: string }; person: { birthDate: string } } } };
    }
    return null;
  });
  expect(chosen).not.toBeNull();
  const { access } = await tokensOf(request, users.corretor);
  const good = {
    name: 'João da Silva', cpf: '52998224725', birth_date: chosen!.choice.quote.person.birthDate, age: 35, marital_status: 'casado', nationality: 'Brasileira',
    id_document: '123456789', id_issuer: 'SSP/SP', id_issue_date: '2010-02-10', country: 'BR', email: 'joao@example.com', phone: '11987654321',
    address: { street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', city: 'São Paulo', uf: 'SP', cep: [1310, 100], complement: '' },
    pep: { status: 'Nao' }, employer: 'Empresa Ltda', activity_branch: 'Comércio', brokerage: 'Corretora Exemplo',
    beneficiaries: [{ name: 'Maria da Silva', birth_date: '1992-03-02', cpf: '11144477735', share_percent: 100 }],
    bank_account: { bank_code: '341', agency: '0123', account: '123456' },
    payment: { method: 'debito_em_conta', installments: 3, interval_days: 30, company_code: 1 },
  };
  const refused = await request.post(`${LIFE_URL}/v1/porto_seguro/generate_link?id=0b6c3a52-7c1e-4d61-9a0e-5f2b9b3e1c01`, {
    headers: { Authorization: `Bearer ${access}` },
    data: {
      proposal: { ...good, cpf: '52998224724', email: 'joao@', address: { ...good.address, cep: [1310, 1000] }, pep: { status: 'RelacionamentoProximo' } },
      find_proposal: { quotation_id: chosen!.choice.quotationId, quote_number: chosen!.choice.quote.details.quoteNumber },
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    'proposal.cpf': ['CPF inválido.'],
    'proposal.email': ['Informe um e-mail válido.'],
    'proposal.address.cep': ['CEP inválido. Use o formato 00000-000.'],
    'proposal.pep.related_person.name': ['Este campo é obrigatório.'],
  });

  // Corrected, the related person given → step 3 with the link.
  await page.getByLabel('CPF do segurado').fill('529.982.247-25');
  await page.getByLabel('E-mail').fill('joao@example.com');
  await page.getByLabel('CEP').fill('01310-100');
  await page.getByLabel('Nome da pessoa relacionada').fill('Carlos Souza');
  await page.getByLabel('CPF da pessoa relacionada').fill('390.533.447-05');
  await page.getByLabel('Grau de parentesco').selectOption('pai_mae');
  await page.getByRole('button', { name: 'Enviar proposta e gerar link' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Link para o cliente/ })).toBeVisible();
  await expect(page.getByText('Formulário enviado com sucesso!')).toBeVisible();
  const link = ((await page.getByLabel('Link da proposta').textContent()) ?? '').trim();
  expect(link).toMatch(/\/seguro-de-vida\/proposta\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=.*seguro-de-vida%2Fproposta/);

  // The link in a fresh browser context: no session, read-only proposal.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(link);
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Proposta de Seguro de Vida' })).toBeVisible();
  await expect(clientPage.getByText(/Proposta de João da Silva/)).toBeVisible();
  await expect(clientPage.getByText(price, { exact: true }).first()).toBeVisible();
  await expect(clientPage.getByRole('list', { name: 'Coberturas' }).getByRole('listitem')).toHaveCount(2);
  // Anonymous: nothing beyond the summary (no beneficiary) until the client proves who he is.
  await expect(clientPage.getByText('Maria da Silva')).toHaveCount(0);
  await clientPage.screenshot({ path: testInfo.outputPath('client-proposal-summary.png'), fullPage: true });
  await clientPage.getByLabel('Data de nascimento').fill(`01/01/${Number((await serverToday(clientPage.request)).slice(0, 4)) - 35}`);
  await clientPage.getByLabel('4 últimos dígitos do CPF').fill('0000');
  await clientPage.getByRole('button', { name: 'Ver proposta completa' }).click();
  await expect(clientPage.getByText('Os dados informados não conferem com os da proposta.')).toBeVisible();
  await clientPage.getByLabel('4 últimos dígitos do CPF').fill('4725');
  await clientPage.getByRole('button', { name: 'Ver proposta completa' }).click();
  await expect(clientPage.getByText('Maria da Silva')).toBeVisible();
  await expect(clientPage.getByRole('textbox')).toHaveCount(0);
  await clientPage.screenshot({ path: testInfo.outputPath('client-proposal.png'), fullPage: true });
  await client.close();
});
