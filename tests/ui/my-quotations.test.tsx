/**
 * The broker's day: the client record kept with the proposal (WhatsApp to the
 * client's number), "Minhas cotações" (list, search, re-quote with today's tables, duplicate)
 * and the quotation form starting from the broker's last quote.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../src/application/app-services';
import { quotedPlanFromDetail, type QuotationData, type QuotedPlan } from '../../src/domain/proposal/saved-quotation';
import { CLIENT_MESSAGES } from '../../src/domain/proposal/client';
import { formatBRL } from '../../src/domain/quotation/money';
import { quoteTotal, type PriceTable } from '../../src/domain/quotation/pricing';
import { PME_PE_FILTER } from './fixtures';
import { createFakeServices, renderApp, signInDirectly } from './harness';

const FILTER = PME_PE_FILTER;
const COUNTS = PME_PE_FILTER.counts;

/** Plans 101 and 107 as quoted; `cheaperBy` cents taken off every saved bracket price (a quotation saved before a price rise). */
async function quotedPlans(services: AppServices, cheaperBy = 0): Promise<QuotedPlan[]> {
  const plans: QuotedPlan[] = [];
  for (const id of [101, 107]) {
    const answer = await services.catalog.plan(id);
    if (!answer.ok) throw new Error('plan');
    const plan = quotedPlanFromDetail(answer.value);
    const pricesCents = plan.priceTable.pricesCents.map((price) => price - cheaperBy) as unknown as PriceTable;
    plans.push({ ...plan, priceTable: { ...plan.priceTable, effectiveDate: '2025-01-01', pricesCents } });
  }
  return plans;
}

function quotationData(clientName: string, plans: QuotedPlan[], client: QuotationData['client'] = null): QuotationData {
  return {
    clientName,
    client,
    type: 'PJ',
    lives: COUNTS,
    showProposalInfos: true,
    showProposalPhoto: false,
    proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true },
    plans,
    similarEntities: [],
    similarCompanies: [],
    lifeInsurance: false,
    lifeInsuranceInstitution: null,
    broker: { name: 'Carla Mendes Ribeiro', phone: '11987654321', email: 'corretor@cotador.local', logoUrl: null },
  };
}

describe("the client's record on the proposal", () => {
  it("checks the phone and CPF/CNPJ, keeps them with the proposal and shares on WhatsApp to the client's number", async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    services.comparison.write({ planIds: [101, 107], filter: FILTER });
    const { user } = renderApp({ path: '/proposta/comparativo', services });
    await screen.findByRole('region', { name: 'Pré-visualização da proposta' });
    expect(screen.getByRole('navigation', { name: 'Etapas da cotação' })).toHaveTextContent('1Cotação2Comparação3Proposta');
    expect(screen.getByText('Proposta', { selector: '[aria-current="step"] span' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome do cliente'), 'Joana Ávila');
    await user.type(screen.getByLabelText('Telefone (WhatsApp)'), '8198765');
    await user.type(screen.getByLabelText('CPF ou CNPJ'), '11144477736');
    await user.click(screen.getByRole('button', { name: 'Salvar proposta' }));
    expect(await screen.findByText(CLIENT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(CLIENT_MESSAGES.documentInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('Link da proposta')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Telefone (WhatsApp)'));
    await user.type(screen.getByLabelText('Telefone (WhatsApp)'), '81987654321');
    expect(screen.getByLabelText('Telefone (WhatsApp)')).toHaveValue('(81) 98765-4321');
    await user.clear(screen.getByLabelText('CPF ou CNPJ'));
    await user.type(screen.getByLabelText('CPF ou CNPJ'), '11222333000181');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
    await user.type(screen.getByLabelText('Cidade'), 'Recife');
    await user.click(screen.getByRole('button', { name: 'Salvar proposta' }));

    const link = await screen.findByLabelText<HTMLInputElement>('Link da proposta');
    const href = screen.getByRole('link', { name: 'Compartilhar no WhatsApp' }).getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/5581987654321?text=')).toBe(true);
    expect(decodeURIComponent(href)).toContain(link.value);
    const code = link.value.split('/').pop() ?? '';
    expect(await services.quotations.load(code)).toMatchObject({
      ok: true,
      value: { data: { clientName: 'Joana Ávila', client: { phone: '81987654321', email: null, document: '11222333000181', city: 'Recife' } } },
    });
  });
});

describe('Minhas cotações', () => {
  it('lists the saved quotations with client, date, plans and totals, and searches them', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const plans = await quotedPlans(services);
    await services.quotations.save('11111111-1111-4111-8111-111111111111', quotationData('Maria José da Conceição', plans));
    await services.quotations.save(
      '22222222-2222-4222-8222-222222222222',
      quotationData('Joana Ávila', plans, { phone: '81987654321', email: null, document: '11144477735', city: 'Recife' }),
    );
    const { user } = renderApp({ path: '/minhas-cotacoes', services });

    const list = await screen.findByRole('list', { name: 'Cotações salvas' });
    const items = within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(items).toEqual(['Joana Ávila', 'Maria José da Conceição']);
    const joana = within(list).getByRole('listitem', { name: 'Joana Ávila' });
    expect(joana).toHaveTextContent('Salva em 10/07/2026');
    expect(joana).toHaveTextContent('(81) 98765-4321 · CPF 111.444.777-35 · Recife');
    expect(joana).toHaveTextContent('PME · 3 vidas');
    const first = plans[0];
    if (!first) throw new Error('plan');
    const planRow = within(within(joana).getByRole('list', { name: 'Planos de Joana Ávila' })).getAllByRole('listitem')[0];
    expect(planRow).toHaveTextContent(first.planName);
    expect(planRow).toHaveTextContent(formatBRL(quoteTotal(first.priceTable.pricesCents, COUNTS)));

    await user.type(screen.getByLabelText('Buscar'), '(81) 98765');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByText('1 cotação para “(81) 98765”')).toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Cotações salvas' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Joana Ávila']);

    await user.clear(screen.getByLabelText('Buscar'));
    await user.type(screen.getByLabelText('Buscar'), 'Pedro');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhuma cotação encontrada para “Pedro”.')).toBeInTheDocument();
  });

  it("re-quotes with today's tables and shows the difference, then duplicates into a new proposal priced today", async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const saved = await quotedPlans(services, 1000);
    const today = await quotedPlans(services);
    await services.quotations.save(
      '33333333-3333-4333-8333-333333333333',
      quotationData('Joana Ávila', saved, { phone: '81987654321', email: 'joana@exemplo.com.br', document: null, city: null }),
    );
    const { user } = renderApp({ path: '/minhas-cotacoes', services });
    const item = await screen.findByRole('listitem', { name: 'Joana Ávila' });

    await user.click(within(item).getByRole('button', { name: 'Cotar de novo com as tabelas de hoje' }));
    const panel = await within(item).findByRole('region', { name: 'Cotação com as tabelas de hoje' });
    expect(within(panel).getByRole('status')).toHaveTextContent('2 planos mudaram de preço.');
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [savedFirst, todayFirst] = [saved[0], today[0]];
    if (!savedFirst || !todayFirst) throw new Error('plan');
    const savedTotal = quoteTotal(savedFirst.priceTable.pricesCents, COUNTS);
    const todayTotal = quoteTotal(todayFirst.priceTable.pricesCents, COUNTS);
    expect(todayTotal - savedTotal).toBe(3000);
    expect(rows[0]).toHaveTextContent(formatBRL(savedTotal));
    expect(rows[0]).toHaveTextContent('tabela de 01/01/2025');
    expect(rows[0]).toHaveTextContent(formatBRL(todayTotal));
    expect(rows[0]).toHaveTextContent(`+${formatBRL(3000)}`);

    await user.click(within(panel).getByRole('button', { name: 'Nova proposta com os preços de hoje' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposta comparativa' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Nome do cliente')).toHaveValue('Joana Ávila'));
    expect(screen.getByLabelText('Telefone (WhatsApp)')).toHaveValue('(81) 98765-4321');
    expect(screen.getByLabelText('E-mail')).toHaveValue('joana@exemplo.com.br');
    expect(services.comparison.read()).toMatchObject({ planIds: [101, 107], filter: { type: 'PJ', counts: COUNTS } });
  });

  it('says there is nothing saved yet and links the quotation', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    renderApp({ path: '/minhas-cotacoes', services });
    expect(await screen.findByText(/Nenhuma cotação salva ainda/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Faça uma cotação' })).toHaveAttribute('href', '/cotacao');
  });
});

describe('the quotation form remembers', () => {
  it("starts from spec point 9's default for a broker who never quoted, and remembers what was quoted", async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    const { user } = renderApp({ path: '/cotacao', services });
    const state = await screen.findByLabelText<HTMLSelectElement>('Estado');
    expect(state.value).toBe('1');
    expect(screen.getByRole('radio', { name: 'PME' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Individual/Familiar' }));
    await user.selectOptions(state, 'Pernambuco (PE)');
    await user.selectOptions(await screen.findByLabelText('Cidade'), 'Recife');
    await user.type(screen.getByLabelText('Idades'), '5, 34, 36');
    await user.click(screen.getByRole('button', { name: 'Cotar' }));
    await screen.findByRole('list', { name: 'Planos cotados' });
    await waitFor(async () => expect(await services.lastQuote.read()).toEqual({ ok: true, value: { type: 'CP', stateId: 16, city: 'Recife' } }));
  });

  it("starts from the broker's last quote kept on the server (another device)", async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    await services.lastQuote.write({ type: 'CP', stateId: 16, city: 'Recife' });
    renderApp({ path: '/cotacao', services });
    const state = await screen.findByLabelText<HTMLSelectElement>('Estado');
    expect(state.value).toBe('16');
    expect(screen.getByRole('radio', { name: 'Individual/Familiar' })).toBeChecked();
    expect(await screen.findByLabelText<HTMLSelectElement>('Cidade')).toHaveValue('Recife');
  });
});

describe('Minhas cotações › Vida', () => {
  it('lists the life quotes with the client typed, and reopens one at its result', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
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
    const accepted = await services.lifeQuote.requestQuotation('porto_seguro', { memberId: 'm-1', answers, client: { name: 'Ana Souza', phone: '11987654321' } });
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
    const monthly = formatBRL(saved.value.quotes[0]!.monthlyPriceCents);
    const { user, currentPath } = renderApp({ path: '/minhas-cotacoes', services });

    await user.click(within(await screen.findByRole('group', { name: 'Tipo de cotação' })).getByRole('button', { name: 'Vida' }));
    const list = await screen.findByRole('list', { name: 'Cotações de seguro de vida' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 2 })).toHaveTextContent('Ana Souza');
    expect(item).toHaveTextContent('(11) 98765-4321');
    expect(item).toHaveTextContent(monthly);
    expect(screen.getByRole('button', { name: 'Vida' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(item).getByRole('link', { name: 'Abrir cotação de Ana Souza' }));
    await waitFor(() => expect(currentPath()).toBe('/seguro-de-vida/porto_seguro'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultado: Porto Seguro' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Porto Seguro Vida Individual' })).toBeInTheDocument();
    expect(screen.getAllByText(monthly).length).toBeGreaterThan(0);
  });
});
