/**
 * 'Clientes': the list in the side menu, a new client with its field checks, the client's
 * page with contact, the quotations saved for it and its life quotes, the LGPD export (a JSON file) and
 * deletion (after a confirmation; the quotations stay anonymised, the life quotes go), offered to the account's
 * admins only; and the send dialog of the results picking a known client, so the proposal is
 * saved for that client without typing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../src/application/app-services';
import { CLIENT_MESSAGES } from '../../src/domain/proposal/client';
import { DELETED_CLIENT_NAME, EMPTY_CLIENT_RECORD_DRAFT, normalizeClientInput } from '../../src/domain/clients/client-record';
import { quotedPlanFromDetail, type QuotationData } from '../../src/domain/proposal/saved-quotation';
import { formatBRL } from '../../src/domain/quotation/money';
import { createFakeServices, renderApp, signInDirectly } from './harness';
import { PME_PE_FILTER, stubProperty } from './fixtures';

const CODE = '33333333-3333-4333-8333-333333333333';

async function quotationFor(services: AppServices, clientName: string): Promise<QuotationData> {
  const answer = await services.catalog.plan(101);
  if (!answer.ok) throw new Error('plan');
  return {
    clientName,
    type: 'PJ',
    lives: PME_PE_FILTER.counts,
    showProposalInfos: true,
    showProposalPhoto: false,
    proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true },
    plans: [quotedPlanFromDetail(answer.value)],
    similarEntities: [],
    similarCompanies: [],
    lifeInsurance: false,
    lifeInsuranceInstitution: null,
    broker: { name: 'Carla Mendes Ribeiro', phone: '11987654321', email: 'corretor@cotador.local', logoUrl: null },
  };
}

describe('Clientes', () => {
  it('adds a client from the side menu, checking CPF/CNPJ, and opens its page with contact and quotations', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const { user, currentPath } = renderApp({ path: '/', services });
    await user.click(await screen.findByRole('link', { name: 'Clientes' }));
    expect(await screen.findByText(/Nenhum cliente ainda/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Novo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo cliente' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Joana Ávila');
    await user.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '81987654321');
    await user.type(within(dialog).getByLabelText('CPF ou CNPJ'), '11144477736');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cliente' }));
    expect(await within(dialog).findByText(CLIENT_MESSAGES.documentInvalid)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('CPF ou CNPJ'));
    await user.type(within(dialog).getByLabelText('CPF ou CNPJ'), '11144477735');
    expect(within(dialog).getByLabelText('CPF ou CNPJ')).toHaveValue('111.444.777-35');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cliente' }));

    expect(await screen.findByRole('heading', { name: 'Joana Ávila', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/clientes/1');
    expect(screen.getByText('111.444.777-35')).toBeInTheDocument();
    expect(screen.getByText('(81) 98765-4321')).toBeInTheDocument();
    expect(screen.getByText(/Nenhuma cotação salva para este cliente/)).toBeInTheDocument();
  });

  it("lists the quotations saved for the client, exports everything as JSON and deletes it after confirming (the quotation stays, anonymised)", async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const created = await services.clients.create(normalizeClientInput({ ...EMPTY_CLIENT_RECORD_DRAFT, name: 'Joana Ávila', phone: '81987654321' }));
    if (!created.ok) throw new Error('client');
    expect(await services.quotations.save(CODE, await quotationFor(services, 'Joana Ávila'), created.value.id)).toMatchObject({ ok: true });
    const downloads: Blob[] = [];
    stubProperty(URL, 'createObjectURL', (blob: Blob) => {
      downloads.push(blob);
      return 'blob:cliente';
    });
    stubProperty(URL, 'revokeObjectURL', () => undefined);
    const { user, currentPath } = renderApp({ path: `/clientes/${created.value.id}`, services });

    const quotations = await screen.findByRole('list', { name: 'Cotações de Joana Ávila' });
    expect(within(quotations).getByRole('link', { name: 'Abrir proposta' })).toHaveAttribute('href', `/comparacao-pdf/${CODE}`);
    // The link drawn as a button keeps its icon (a document) before the text.
    expect(within(quotations).getByRole('link', { name: 'Abrir proposta' }).querySelector('svg')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Exportar dados' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const exported = JSON.parse(await downloads[0]!.text()) as { client: { name: string }; quotations: Array<{ code: string }> };
    expect(exported.client.name).toBe('Joana Ávila');
    expect(exported.quotations.map((quotation) => quotation.code)).toEqual([CODE]);

    await user.click(screen.getByRole('button', { name: 'Excluir dados' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir os dados deste cliente?' });
    expect(confirm).toHaveTextContent('a cotação dele fica sem nome, contato nem CPF/CNPJ');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText(/Nenhum cliente ainda/)).toBeInTheDocument();
    expect(currentPath()).toBe('/clientes');
    expect(await services.quotations.load(CODE)).toMatchObject({ ok: true, value: { data: { clientName: DELETED_CLIENT_NAME } } });
  });

  it("lists the client's life quotes — one typed with the client's name and phone lands on the existing client — and deletes them with the client", async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const created = await services.clients.create(normalizeClientInput({ ...EMPTY_CLIENT_RECORD_DRAFT, name: 'Ana Souza', phone: '11987654321' }));
    if (!created.ok) throw new Error('client');
    const answers = {
      DATA_NASCIMENTO: '1990-01-15',
      SEXO: 'M',
      PROFISSAO: '252',
      RENDA_MENSAL_CENTS: 10_000_00,
      FUMANTE: false,
      CAPITAL_MORTE_CENTS: 100_000_00,
      DPS_DOENCA_GRAVE: false,
      DPS_INTERNACAO: false,
      DPS_AFASTAMENTO: false,
      DPS_ESPORTE_RISCO: false,
    };
    const accepted = await services.lifeQuote.requestQuotation('porto_seguro', { memberId: 'm-1', answers, client: { name: ' ana  souza', phone: '(11) 98765-4321' } });
    if (!accepted.ok) throw new Error(accepted.error.message);
    // The service answers 202 before pricing: the quote is saved once its result is out on the channel.
    await new Promise<void>((resolve) => {
      const stop = services.lifeQuote.subscribeResults('porto_seguro', (event) => {
        if (event.kind !== 'result') return;
        stop();
        resolve();
      });
    });
    const saved = await services.lifeQuote.savedQuotation('porto_seguro', accepted.value.quotationId);
    if (!saved.ok) throw new Error(saved.error.message);
    const { user } = renderApp({ path: `/clientes/${created.value.id}`, services });

    const life = await screen.findByRole('list', { name: 'Seguros de vida de Ana Souza' });
    const item = within(life).getByRole('listitem');
    expect(item).toHaveTextContent(`Cotação · nº ${saved.value.quotes[0]!.details.quoteNumber}`);
    expect(item).toHaveTextContent(`${formatBRL(saved.value.quotes[0]!.monthlyPriceCents)} por mês`);
    expect(within(item).getByRole('link', { name: /^Abrir cotação/ })).toHaveAttribute('href', `/seguro-de-vida/porto_seguro?cotacao=${accepted.value.quotationId}`);
    const all = await services.clients.list({ page: 1, search: '' });
    expect(all.ok && all.value.count).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Excluir dados' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir os dados deste cliente?' });
    expect(confirm).toHaveTextContent('A cotação de seguro de vida é apagada.');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText(/Nenhum cliente ainda/)).toBeInTheDocument();
    expect(await services.lifeQuote.savedQuotation('porto_seguro', accepted.value.quotationId)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it("shows a team member the client but not the export and deletion (the account admins')", async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'gestor');
    const created = await services.clients.create(normalizeClientInput({ ...EMPTY_CLIENT_RECORD_DRAFT, name: 'Padaria Boa Massa', document: '11222333000181' }));
    if (!created.ok) throw new Error('client');
    renderApp({ path: `/clientes/${created.value.id}`, services });
    expect(await screen.findByRole('heading', { name: 'Padaria Boa Massa', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar dados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir dados' })).not.toBeInTheDocument();
  });

  it("sends a proposal to a known client picked in 'Enviar ao cliente' with no typing, and no second record of that client", async () => {
    stubProperty(URL, 'createObjectURL', () => 'blob:proposta');
    stubProperty(URL, 'revokeObjectURL', () => undefined);
    stubProperty(window, 'open', vi.fn());
    stubProperty(navigator, 'canShare', undefined);
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const known = await services.clients.create(normalizeClientInput({ ...EMPTY_CLIENT_RECORD_DRAFT, name: 'Joana Ávila', phone: '81987654321' }));
    if (!known.ok) throw new Error('client');
    services.comparison.write({ planIds: [101, 107], filter: PME_PE_FILTER });
    const { user } = renderApp({ path: '/cotacao', services });
    await user.click(await screen.findByRole('button', { name: 'Enviar ao cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar proposta ao cliente' });
    await user.type(await within(dialog).findByRole('combobox', { name: 'Cliente' }), 'avila');
    await user.click(await within(dialog).findByRole('option', { name: 'Joana Ávila · (81) 98765-4321' }));
    expect(within(dialog).getByLabelText('Nome do cliente')).toHaveValue('Joana Ávila');
    expect(within(dialog).getByLabelText('Telefone (WhatsApp)')).toHaveValue('(81) 98765-4321');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar e enviar' }));
    await within(dialog).findByLabelText('Link da proposta');

    const page = await services.clients.load(known.value.id);
    expect(page.ok && page.value.quotations.map((quotation) => quotation.clientName)).toEqual(['Joana Ávila']);
    const all = await services.clients.list({ page: 1, search: '' });
    expect(all.ok && all.value.count).toBe(1);
  });
  it("finds a client past the first page by the CPF's digits in 'Enviar ao cliente', the search typed over abandoned", async () => {
    stubProperty(navigator, 'canShare', undefined);
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    for (let n = 1; n <= 24; n += 1) await services.clients.create(normalizeClientInput({ ...EMPTY_CLIENT_RECORD_DRAFT, name: `Cliente ${String(n).padStart(2, '0')}` }));
    await services.clients.create(normalizeClientInput({ ...EMPTY_CLIENT_RECORD_DRAFT, name: 'Zuleica Prado', phone: '81987650000', document: '52998224725' }));
    // The server's answers to a typed search wait until the test lets them go.
    const list = services.clients.list;
    const asked: Array<{ search: string; signal: AbortSignal | undefined; release: () => void }> = [];
    services.clients.list = (query) =>
      query.search === ''
        ? list(query)
        : new Promise((resolve) => asked.push({ search: query.search, signal: query.signal, release: () => void list(query).then(resolve) }));
    services.comparison.write({ planIds: [101, 107], filter: PME_PE_FILTER });
    const { user } = renderApp({ path: '/cotacao', services });
    await user.click(await screen.findByRole('button', { name: 'Enviar ao cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar proposta ao cliente' });
    const picker = await within(dialog).findByRole('combobox', { name: 'Cliente' });

    // On a busy machine the keystrokes of one burst may come farther apart than the pause, so
    // the count of requests is not asserted: only that the last text typed is what is searched
    // and every search typed over is abandoned (its answer never shown).
    await user.type(picker, '9822');
    await waitFor(() => expect(asked.at(-1)?.search).toBe('9822'));
    await user.type(picker, '4');
    await waitFor(() => expect(asked.at(-1)?.search).toBe('98224'));
    const last = asked.at(-1);
    expect(asked.slice(0, -1).filter((request) => !request.signal?.aborted)).toEqual([]);
    expect(last?.signal?.aborted).toBe(false);
    for (const request of asked.slice(0, -1)) request.release();
    last?.release();
    expect(await within(dialog).findByRole('option', { name: 'Zuleica Prado · (81) 98765-0000 · 529.982.247-25' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['Novo cliente', 'Zuleica Prado · (81) 98765-0000 · 529.982.247-25']);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveValue('Zuleica Prado · (81) 98765-0000 · 529.982.247-25');
    expect(within(dialog).getByLabelText('Nome do cliente')).toHaveValue('Zuleica Prado');
    expect(within(dialog).getByLabelText('Telefone (WhatsApp)')).toHaveValue('(81) 98765-0000');
  });
});
