import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../src/application/app-services';
import { compareNetworks, type PlanDetail } from '../../src/domain/quotation/catalog';
import { formatBRL } from '../../src/domain/quotation/money';
import { quoteTotal } from '../../src/domain/quotation/pricing';
import type { FakePlan } from '../../src/infrastructure/fake/catalog-data';
import type { FakePlanCatalog } from '../../src/infrastructure/fake/plan-catalog.fake';
import { createFakeServices, renderApp, signInDirectly } from './harness';

type User = ReturnType<typeof userEvent.setup>;

const SP = 26;

interface HapvidaJson {
  cities: { city: string; uf: string; tables: { product: string; plan_name: string; coparticipation: 'total' | 'partial'; prices_cents: number[] }[] }[];
}

async function openQuotation(options: { services?: AppServices } = {}) {
  const services = options.services ?? createFakeServices().services;
  if (!services.auth.hasSession()) await signInDirectly(services, 'corretor');
  const rendered = renderApp({ services, path: '/cotacao' });
  await screen.findByRole('heading', { level: 1, name: 'Cotação' });
  return { ...rendered, services, catalog: services.catalog as FakePlanCatalog };
}

async function typeBracket(user: User, label: string, lives: number) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, String(lives));
}

/**
 * The results list once every card of its page is drawn: a new answer draws a screenful first
 * and the rest of the page right after (the list carries `data-drawing` meanwhile).
 */
async function settledResults(): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: 'Planos cotados' });
  await waitFor(() => expect(list).not.toHaveAttribute('data-drawing'));
  return list;
}

async function quotePmeInSp(user: User) {
  await user.selectOptions(screen.getByLabelText('Estado'), 'São Paulo (SP)');
  await typeBracket(user, '0 a 18 anos', 2);
  await typeBracket(user, '29 a 33 anos', 1);
  await typeBracket(user, '59 anos ou mais', 1);
  expect(screen.getByText('Total de vidas: 4')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cotar' }));
  return settledResults();
}

function cards(list: HTMLElement): HTMLElement[] {
  return within(list).getAllByRole('article');
}

function cardTitle(card: HTMLElement): string {
  return within(card).getByRole('heading', { level: 3 }).textContent ?? '';
}

function cardTotal(card: HTMLElement): string {
  return within(card).getByText(/^Total mensal:/).textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function findCard(list: HTMLElement, name: string): HTMLElement {
  const found = cards(list).find((card) => cardTitle(card) === name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

/** Plans of the fake catalog a PME quote of 4 lives in SP must show (compulsory contribution). */
function expectedSpPme(catalog: FakePlanCatalog): FakePlan[] {
  return catalog.data.plans.filter(
    (plan) => plan.stateId === SP && plan.type === 'PJ' && !plan.isOptional && plan.minLives <= 4 && (plan.maxLives === null || plan.maxLives >= 4),
  );
}

describe('quotation screen (/cotacao)', () => {
  it('quotes PME in SP: one card per plan, totals = Σ lives × bracket price of the fake catalog', async () => {
    const { user, catalog } = await openQuotation();
    const list = await quotePmeInSp(user);
    const expected = expectedSpPme(catalog);
    expect(expected.length).toBeGreaterThan(5);
    expect(cards(list)).toHaveLength(expected.length);
    for (const plan of expected) {
      const prices = plan.priceTable.pricesCents;
      const total = 2 * prices[0] + prices[3] + prices[9];
      const card = findCard(list, plan.name);
      expect(cardTotal(card)).toBe(`Total mensal: ${formatBRL(total)}`);
      const row = within(card).getByRole('row', { name: /0 a 18 anos/ });
      expect(row).toHaveTextContent(formatBRL(prices[0]));
      expect(row).toHaveTextContent(formatBRL(2 * prices[0]));
      expect(within(card).getByRole('row', { name: /29 a 33 anos/ })).toHaveTextContent(formatBRL(prices[3]));
      expect(within(card).getByRole('row', { name: /59 anos ou mais/ })).toHaveTextContent(formatBRL(prices[9]));
      expect(within(card).queryByRole('row', { name: /19 a 23 anos/ })).toBeNull();
      expect(within(card).getByText('Tabela vigente desde 01/05/2026')).toBeInTheDocument();
      expect(within(card).getByText('Tabela de 05/2026')).toBeInTheDocument();
      // The fake catalog's operators carry no ANS figures: the card says so instead of leaving a blank.
      expect(within(card).getByTestId('operator-quality')).toHaveTextContent('IDSS não publicado · IGR não publicado');
      expect(within(card).getByText('valores ilustrativos')).toBeInTheDocument();
    }
    expect(screen.getByText(/^IDSS: nota de 0 a 1 que a ANS dá/)).toBeInTheDocument();
    expect(screen.getByText(/Modo demonstração: valores ilustrativos/)).toBeInTheDocument();
    expect(screen.getByText(`${expected.length} planos encontrados · 4 vidas`)).toBeInTheDocument();
  });

  it("fills the brackets from the ages '5, 34 36' and rejects 'Idade inválida: 250'", async () => {
    const { user } = await openQuotation();
    await user.type(screen.getByLabelText('Idades'), '5, 34 36');
    expect(screen.getByLabelText('0 a 18 anos')).toHaveValue(1);
    expect(screen.getByLabelText('34 a 38 anos')).toHaveValue(2);
    expect(screen.getByLabelText('19 a 23 anos')).toHaveValue(null);
    expect(screen.getByText('Total de vidas: 3')).toBeInTheDocument();
    const ages = screen.getByLabelText<HTMLTextAreaElement>('Idades');
    ages.focus();
    ages.setSelectionRange(ages.value.length, ages.value.length);
    await user.paste(', 250');
    expect(await screen.findByText('Idade inválida: 250')).toBeInTheDocument();
    expect(screen.getByLabelText('Idades')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Total de vidas: 3')).toBeInTheDocument();
  });

  it("says 'Informe ao menos uma vida.' only when quoting without lives", async () => {
    const { user, catalog } = await openQuotation();
    expect(screen.queryByText('Informe ao menos uma vida.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cotar' }));
    expect(await screen.findByText('Informe ao menos uma vida.')).toBeInTheDocument();
    expect(catalog.calls.filter((call) => call.method === 'quotePage')).toHaveLength(0);
  });

  it('quotes an individual plan in Recife for ages 5, 34 and 36 with the Hapvida June 2026 tables, to the cent', async () => {
    const data = JSON.parse(readFileSync(resolve('server/data/hapvida-price-tables-2026-06.json'), 'utf8')) as HapvidaJson;
    const recife = data.cities.find((city) => city.city === 'Recife');
    const tables = recife?.tables.filter((table) => table.product === 'ind') ?? [];
    expect(tables.length).toBe(8);

    const { user } = await openQuotation();
    await user.click(screen.getByRole('radio', { name: 'Individual/Familiar' }));
    await user.selectOptions(screen.getByLabelText('Estado'), 'Pernambuco (PE)');
    await user.selectOptions(await screen.findByLabelText('Cidade'), 'Recife');
    await user.type(screen.getByLabelText('Idades'), '5, 34, 36');
    await user.click(screen.getByRole('button', { name: 'Cotar' }));
    const list = await settledResults();

    const hapvida = cards(list).filter((card) => within(card).queryByText('Hapvida') !== null);
    expect(hapvida).toHaveLength(8);
    for (const table of tables) {
      const prices = table.prices_cents;
      const expected = (prices[0] ?? 0) + 2 * (prices[4] ?? 0);
      const copart = table.coparticipation === 'total' ? 'Com coparticipação' : 'Coparticipação parcial';
      // Where the file repeats a name, the catalog adds the kind: '… com Coparticipação Total'.
      const named = (title: string | null) => title === table.plan_name || (title ?? '').startsWith(`${table.plan_name} `);
      const card = hapvida.find((candidate) => named(cardTitle(candidate)) && within(candidate).queryByText(copart) !== null);
      expect(card, `${table.plan_name} (${copart})`).toBeDefined();
      expect(cardTotal(card!)).toBe(`Total mensal: ${formatBRL(expected)}`);
      expect(within(card!).getByText('Tabela vigente desde 01/06/2026')).toBeInTheDocument();
      expect(within(card!).queryByText('valores ilustrativos')).toBeNull();
    }
  });

  it("shows 'Nenhum resultado encontrado.' where no plan is sold", async () => {
    const { user } = await openQuotation();
    await user.type(screen.getByLabelText('Idades'), '30 31');
    await user.click(screen.getByRole('button', { name: 'Cotar' }));
    expect(await screen.findByText('Nenhum resultado encontrado.', {})).toBeInTheDocument();
    expect(screen.getByTestId('empty-quote-help')).toHaveTextContent(/Nenhum plano PME é vendido em [A-Z]{2} no catálogo\./);
  });

  it('says why a PME quote of 1 life in SP is empty (2 lives at least) and quotes an individual plan from the change it offers', async () => {
    const { user } = await openQuotation();
    await user.selectOptions(screen.getByLabelText('Estado'), 'São Paulo (SP)');
    await user.type(screen.getByLabelText('Idades'), '36');
    await user.click(screen.getByRole('button', { name: 'Cotar' }));
    expect(await screen.findByText('Nenhum resultado encontrado.')).toBeInTheDocument();
    const help = screen.getByTestId('empty-quote-help');
    expect(within(help).getByRole('list', { name: 'Por que não há planos' })).toHaveTextContent(/planos: exigem ao menos 2 vidas; a cotação tem 1 vida\./);
    expect(help).toHaveTextContent('Cotar com ao menos 2 vidas');
    await user.click(within(help).getByRole('button', { name: /^Cotar como Individual\/Familiar \(\d+ planos?\)$/ }));
    expect(await settledResults()).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Individual/Familiar' })).toBeChecked();
  });

  it("shows 'Erro ao filtrar planos' as an alert and inline, and retries", async () => {
    const { user, catalog } = await openQuotation();
    catalog.failNextWith({ kind: 'unavailable', message: 'Servidor fora do ar.' });
    await user.selectOptions(screen.getByLabelText('Estado'), 'São Paulo (SP)');
    await user.type(screen.getByLabelText('Idades'), '30 31');
    await user.click(screen.getByRole('button', { name: 'Cotar' }));
    await waitFor(() => expect(screen.getAllByRole('alert').filter((alert) => alert.textContent?.includes('Erro ao filtrar planos'))).toHaveLength(2));
    expect(screen.getByText('Servidor fora do ar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await settledResults()).toBeInTheDocument();
  });

  it('re-quotes when a filter changes after the results, keeping the lives typed', async () => {
    const { user, catalog } = await openQuotation();
    await quotePmeInSp(user);
    await user.click(screen.getByRole('checkbox', { name: 'Nacional' }));
    await waitFor(() => {
      const list = screen.getByRole('list', { name: 'Planos cotados' });
      const expected = expectedSpPme(catalog).filter((plan) => plan.coverageArea === 'nacional');
      expect(cards(list)).toHaveLength(expected.length);
    });
    expect(screen.getByText('Total de vidas: 4')).toBeInTheDocument();
    const quotes = catalog.calls.filter((call) => call.method === 'quotePage');
    expect(quotes).toHaveLength(2);
    expect(quotes[1]).toMatchObject({ filter: { coverageAreas: ['nacional'], counts: [2, 0, 0, 1, 0, 0, 0, 0, 0, 1] } });
  });

  it('sorts by total and narrows by operator, accommodation and coparticipation', async () => {
    const { user, catalog } = await openQuotation();
    const list = await quotePmeInSp(user);
    const totals = cards(list).map((card) => Number(cardTotal(card).replace(/\D/g, '')));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    await user.selectOptions(screen.getByLabelText('Operadora'), 'Bradesco Saúde');
    const bradesco = expectedSpPme(catalog).filter((plan) => plan.institutionId === 2);
    expect(cards(screen.getByRole('list', { name: 'Planos cotados' }))).toHaveLength(bradesco.length);
    await user.selectOptions(screen.getByLabelText('Acomodação'), 'Apartamento');
    expect(cards(screen.getByRole('list', { name: 'Planos cotados' }))).toHaveLength(bradesco.filter((plan) => plan.accommodation === 'apartment').length);
    await user.selectOptions(screen.getByLabelText('Coparticipação'), 'Sem coparticipação');
    const names = cards(screen.getByRole('list', { name: 'Planos cotados' })).map(cardTitle);
    expect(names).toEqual(['Bradesco Saúde Top Nacional Apartamento']);

    await user.selectOptions(screen.getByLabelText('Operadora'), 'Todas');
    await user.selectOptions(screen.getByLabelText('Acomodação'), 'Todas');
    await user.selectOptions(screen.getByLabelText('Coparticipação'), 'Todas');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Nome do plano');
    const byName = cards(screen.getByRole('list', { name: 'Planos cotados' })).map(cardTitle);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('filters by an accredited hospital found by name, removable as a chip', async () => {
    const { user, catalog } = await openQuotation();
    await quotePmeInSp(user);
    await user.type(screen.getByLabelText('Buscar hospital'), 'Einstein');
    await user.click(await screen.findByRole('button', { name: 'Adicionar Hospital Israelita Albert Einstein' }));
    const withEinstein = expectedSpPme(catalog).filter((plan) => plan.hospitalIds.includes(1));
    await waitFor(() => expect(cards(screen.getByRole('list', { name: 'Planos cotados' }))).toHaveLength(withEinstein.length));
    await user.click(screen.getByRole('button', { name: 'Remover Hospital Israelita Albert Einstein' }));
    await waitFor(() => expect(cards(screen.getByRole('list', { name: 'Planos cotados' }))).toHaveLength(expectedSpPme(catalog).length));
  });

  it('shows plan details with hospitals and clinics grouped by city, refunds, coparticipation and carências', async () => {
    const { user, catalog } = await openQuotation();
    const list = await quotePmeInSp(user);
    const plan = catalog.data.plans.find((candidate) => candidate.id === 106)!;
    await user.click(within(findCard(list, plan.name)).getByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: plan.name });
    expect(await within(dialog).findByRole('heading', { name: `Hospitais (${plan.hospitalIds.length})` })).toBeInTheDocument();

    const hospitals = catalog.data.providers.filter((provider) => plan.hospitalIds.includes(provider.id));
    const cities = [...new Set(hospitals.map((hospital) => hospital.city))];
    expect(cities.length).toBeGreaterThan(1);
    for (const city of cities) {
      const group = within(dialog).getByRole('region', { name: `Hospitais em ${city}` });
      const inCity = hospitals.filter((hospital) => hospital.city === city);
      expect(within(group).getByRole('heading', { name: `${city} — SP (${inCity.length})` })).toBeInTheDocument();
      expect(within(group).getAllByRole('listitem')).toHaveLength(inCity.length);
    }
    const einstein = within(dialog).getByText('Hospital Israelita Albert Einstein').closest('li')!;
    expect(within(einstein).getByLabelText('Internação eletiva')).toHaveTextContent('H');
    expect(within(einstein).getByLabelText('Pronto-socorro')).toHaveTextContent('PS');
    expect(within(einstein).getByLabelText('Maternidade')).toHaveTextContent('M');
    expect(within(einstein).getByLabelText('Laboratório')).toHaveTextContent('Lab');
    expect(within(dialog).getByRole('region', { name: 'Clínicas e laboratórios em São Paulo' })).toBeInTheDocument();

    expect(within(dialog).getByRole('row', { name: /Consulta médica eletiva/ })).toHaveTextContent('R$ 380,00');
    expect(within(dialog).getByText('Sem coparticipação.')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /Parto a termo/ })).toHaveTextContent('300 dias');
    expect(within(dialog).getByRole('row', { name: /Urgência e emergência/ })).toHaveTextContent('24 horas');
    expect(within(dialog).getByRole('row', { name: /Total mensal/ })).toHaveTextContent(formatBRL(quoteTotal(plan.priceTable.pricesCents, [2, 0, 0, 1, 0, 0, 0, 0, 0, 1])));

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows coparticipation percentages × 100 and fixed values in BRL, from a deep link', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    renderApp({ services, path: '/cotacao?plano=203' });
    const dialog = await screen.findByRole('dialog', { name: 'Plano Individual Enfermaria com Coparticipação Total' });
    expect(within(dialog).getByRole('row', { name: /Exames Simples/ })).toHaveTextContent('40% (limite de R$ 45,79)');
    expect(within(dialog).getByRole('row', { name: /Consulta Eletiva/ })).toHaveTextContent('R$ 25,42');
    expect(within(dialog).getByText('Fonte: Hapvida — tabela de preços junho/2026')).toBeInTheDocument();
  });

  it("says 'Erro ao buscar plano' when a plan cannot be loaded", async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    (services.catalog as FakePlanCatalog).goOffline();
    renderApp({ services, path: '/cotacao?plano=101' });
    const dialog = await screen.findByRole('dialog', {});
    expect(await within(dialog).findByText('Erro ao buscar plano')).toBeInTheDocument();
    // The toast sits outside the modal dialog (hidden from assistive technology while it is open).
    await waitFor(() =>
      expect(screen.getAllByRole('alert', { hidden: true }).filter((alert) => alert.textContent?.includes('Erro ao buscar plano'))).toHaveLength(2),
    );
  });

  it('compares three plans side by side: prices, totals, networks, hospitals in common', async () => {
    const { user, catalog } = await openQuotation();
    const list = await quotePmeInSp(user);
    const picked = [101, 104, 108].map((id) => catalog.data.plans.find((plan) => plan.id === id)!);
    for (const plan of picked) await user.click(within(findCard(list, plan.name)).getByRole('checkbox', { name: 'Comparar' }));
    await user.click(screen.getByRole('button', { name: 'Comparar (3)' }));

    const heading = await screen.findByRole('heading', { name: 'Comparação de planos' });
    await waitFor(() => expect(heading).toHaveFocus());
    const table = await screen.findByRole('table', { name: 'Comparação lado a lado dos planos selecionados' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent ?? '');
    for (const plan of picked) expect(headers.some((text) => text.includes(plan.name))).toBe(true);

    const totalRow = within(table).getByRole('row', { name: /Total mensal/ });
    const cells = within(totalRow).getAllByRole('cell').map((td) => td.textContent);
    expect(cells).toEqual(picked.map((plan) => formatBRL(quoteTotal(plan.priceTable.pricesCents, [2, 0, 0, 1, 0, 0, 0, 0, 0, 1]))));
    const hospitalsRow = within(table).getByRole('row', { name: /^Hospitais \d/ });
    expect(within(hospitalsRow).getAllByRole('cell').map((td) => td.textContent)).toEqual(picked.map((plan) => String(plan.hospitalIds.length)));

    const details = await Promise.all(picked.map(async (plan) => (await catalog.plan(plan.id)) as { ok: true; value: PlanDetail }));
    const common = compareNetworks(details.map((detail) => detail.value)).common;
    expect(screen.getByRole('heading', { name: `Hospitais em comum (${common.length})` })).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /^Parto a termo/ })).getAllByRole('cell').map((td) => td.textContent)).toEqual(['300 dias', '300 dias', '300 dias']);
    expect(screen.getByRole('link', { name: 'Gerar proposta' })).toHaveAttribute('href', '/proposta/comparativo');

    await user.click(screen.getByRole('button', { name: 'Voltar aos resultados' }));
    expect(await screen.findByRole('button', { name: 'Comparar (3)' })).toBeInTheDocument();
  });

  it('keeps the comparison selection after a remount (page reload) and quotes the same lives again', async () => {
    const first = await openQuotation();
    const list = await quotePmeInSp(first.user);
    await first.user.click(within(findCard(list, 'Amil S380 QC')).getByRole('checkbox', { name: 'Comparar' }));
    await first.user.click(within(findCard(list, 'SulAmérica Exato Enfermaria')).getByRole('checkbox', { name: 'Comparar' }));
    expect(first.services.comparison.read()).toMatchObject({ planIds: [101, 107], filter: { stateId: SP, counts: [2, 0, 0, 1, 0, 0, 0, 0, 0, 1] } });
    first.unmount();

    await openQuotation({ services: first.services });
    expect(await screen.findByRole('button', { name: 'Comparar (2)' })).toBeInTheDocument();
    const again = await settledResults();
    expect(within(findCard(again, 'Amil S380 QC')).getByRole('checkbox', { name: 'Comparar' })).toBeChecked();
    expect(screen.getByText('Total de vidas: 4')).toBeInTheDocument();
  });

  it('allows at most 6 plans in the comparison', async () => {
    const { user } = await openQuotation();
    const list = await quotePmeInSp(user);
    const all = cards(list);
    for (const card of all.slice(0, 7)) await user.click(within(card).getByRole('checkbox', { name: 'Comparar' }));
    expect(await screen.findByText('Você pode comparar até 6 planos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comparar (6)' })).toBeInTheDocument();
    expect(within(all[6]!).getByRole('checkbox', { name: 'Comparar' })).not.toBeChecked();
  });

  it('shows, for an adhesion quote with an entity, only plans of operators listing that entity', async () => {
    const { user, catalog } = await openQuotation();
    await user.click(screen.getByRole('radio', { name: 'Coletivo por adesão' }));
    await user.selectOptions(screen.getByLabelText('Estado'), 'São Paulo (SP)');
    const entity = catalog.data.entities.find((candidate) => candidate.id === 1)!;
    const entitySelect = screen.getByLabelText('Entidade');
    await waitFor(() => expect(within(entitySelect).getByRole('option', { name: entity.name })).toBeInTheDocument());
    await user.selectOptions(entitySelect, entity.name);
    await user.type(screen.getByLabelText('Idades'), '30');
    await user.click(screen.getByRole('button', { name: 'Cotar' }));
    const list = await settledResults();

    const listing = catalog.data.institutions.filter((institution) => institution.similarEntityIds.includes(1));
    const expected = catalog.data.plans.filter((plan) => plan.stateId === SP && plan.type === 'PF' && listing.some((i) => i.id === plan.institutionId));
    const excluded = catalog.data.plans.filter((plan) => plan.stateId === SP && plan.type === 'PF' && !expected.includes(plan));
    expect(excluded.length).toBeGreaterThan(0);
    expect(cards(list).map(cardTitle).sort()).toEqual(expected.map((plan) => plan.name).sort());
    expect(within(list).queryByText('Bradesco Saúde')).toBeNull();
    expect(catalog.calls.filter((call) => call.method === 'quotePage').at(-1)).toMatchObject({ filter: { type: 'PF', entity: 1 } });
  });
});

describe('one monthly total', () => {
  it('puts the administradora’s monthly fee in an adhesion card’s total and shows the adhesion fee apart', async () => {
    const { user, catalog } = await openQuotation();
    await user.click(screen.getByRole('radio', { name: 'Coletivo por adesão' }));
    await user.selectOptions(screen.getByLabelText('Estado'), 'São Paulo (SP)');
    await user.type(screen.getByLabelText('Idades'), '5, 34, 36');
    await user.click(screen.getByRole('button', { name: 'Cotar' }));
    const list = await settledResults();
    const plan = catalog.data.plans.find((candidate) => candidate.id === 131)!;
    expect(plan.administradora).toBe('Qualicorp');
    const card = findCard(list, plan.name);
    const operator = plan.priceTable.pricesCents[0] + 2 * plan.priceTable.pricesCents[4];
    // Qualicorp: R$ 12,90 per life and month, in the total; R$ 150,00 per life once, apart.
    expect(cardTotal(card)).toBe(`Total mensal: ${formatBRL(operator + 3 * 1290)}`);
    expect(within(card).getByText('Inclui a taxa administrativa: 3 vidas × R$ 12,90 = R$ 38,70')).toBeInTheDocument();
    expect(within(card).getByText('Taxa de adesão (pagamento único, à parte do total mensal): R$ 450,00')).toBeInTheDocument();
  });
});

describe('titular and dependants', () => {
  it('fills the ages from a titular with spouse and child, and says why PME does not fit a titular alone', async () => {
    const { user } = await openQuotation();
    await user.click(screen.getByText('Titular e dependentes'));
    await user.type(screen.getByLabelText('Idade do titular'), '36');
    await user.click(screen.getByRole('radio', { name: 'PME' }));
    expect(await screen.findByText('O plano exige ao menos 2 vidas; a família tem 1.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar dependente' }));
    await user.type(screen.getByLabelText('Idade do dependente 1'), '34');
    await user.click(screen.getByRole('button', { name: 'Adicionar dependente' }));
    await user.type(screen.getByLabelText('Idade do dependente 2'), '5');
    expect(screen.getByLabelText<HTMLSelectElement>('Dependente 2').value).toBe('child');
    expect(screen.queryByText(/O plano exige ao menos/)).toBeNull();
    expect(screen.getByText('Titular 36 anos, cônjuge 34 anos, filho(a) 5 anos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar estas idades' }));
    expect(screen.getByLabelText('Idades')).toHaveValue('36, 34, 5');
    expect(screen.getByLabelText('0 a 18 anos')).toHaveValue(1);
    expect(screen.getByLabelText('34 a 38 anos')).toHaveValue(2);
  });
});
