/**
 * The compact results list: a row per plan with operator, plan, accommodation,
 * coparticipation, total, table date and IDSS; the headers 'Operadora', 'Total mensal' and
 * 'IDSS' sort it; a row's checkbox picks the plan as the cards' 'Comparar' does; and the
 * broker's view and sort are remembered under their own name.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlanQuote } from '../../src/domain/quotation/catalog';
import type { BracketCounts } from '../../src/domain/quotation/age-buckets';
import { quoteTotal } from '../../src/domain/quotation/pricing';
import { readResultsPreference, writeResultsPreference } from '../../src/ui/features/quotation/results-preference';
import { PagedResults, pagedBackEnd } from './paged-quote-harness';

const COUNTS: BracketCounts = [2, 0, 0, 0, 2, 0, 0, 0, 0, 0];

function quote(id: number, operator: { id: number; name: string; idss: number | null }, base: number): PlanQuote {
  const prices = [1, 1.3, 1.5, 1.7, 1.8, 2, 2.45, 3.3, 4.45, 5.8].map((f) => Math.round(base * f)) as unknown as PlanQuote['priceTable']['pricesCents'];
  return {
    id,
    name: `Plano ${id}`,
    type: 'CP',
    porte: null,
    institution: {
      id: operator.id,
      name: operator.name,
      slug: operator.name.toLowerCase(),
      logoUrl: null,
      ansRegistration: null,
      similarEntities: [],
      ansProfile: { registration: '000000', cnpj: '00000000000000', legalName: operator.name, tradeName: null, modality: 'Medicina de Grupo', idss: operator.idss === null ? null : { year: 2025, score: operator.idss }, igr: null },
    },
    state: { id: 26, uf: 'SP', name: 'São Paulo' },
    commercializationArea: { name: 'Todo o estado (SP)', cities: [] },
    segmentation: 'ambulatorial + hospitalar com obstetrícia',
    coverageArea: 'estadual',
    accommodation: 'apartment',
    coparticipation: 'without',
    isOptional: false,
    isMei: false,
    minLives: 1,
    maxLives: null,
    administradora: null,
    entities: [],
    priceTable: { id, effectiveDate: '2026-05-01', source: 'teste', real: true, pricesCents: prices, promotionalPricesCents: null },
    network: { name: 'Rede', hospitals: 3, clinics: 2 },
    lives: 4,
    totalCents: quoteTotal(prices, COUNTS),
  };
}

const amil = { id: 1, name: 'Amil', idss: 0.71 };
const sulamerica = { id: 2, name: 'SulAmérica', idss: 0.86 };
const unimed = { id: 3, name: 'Unimed', idss: null };
const PLANS = [quote(1, sulamerica, 30000), quote(2, amil, 10000), quote(3, unimed, 20000)];

/** The results over a back end answering pages of PLANS (sorted by it, as the server does). */
function Harness() {
  return <PagedResults catalog={pagedBackEnd(() => PLANS).catalog} counts={COUNTS} />;
}

const operatorsInOrder = () =>
  within(screen.getByRole('table', { name: 'Planos cotados em lista' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('results list view', () => {
  it('shows a row per plan and sorts by total, operator and quality', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Lista' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true'));
    const table = await screen.findByRole('table', { name: 'Planos cotados em lista' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Selecionar',
      'Operadora',
      'Plano',
      'Acomodação',
      'Coparticipação',
      'Total mensal▲',
      'Tabela',
      'IDSS',
    ]);
    expect(operatorsInOrder()).toEqual(['Amil', 'Unimed', 'SulAmérica']);
    const amilRow = within(table).getAllByRole('row')[1];
    expect(amilRow).toHaveTextContent('01/05/2026');
    expect(amilRow).toHaveTextContent('0,7100');

    await user.click(within(table).getByRole('button', { name: 'IDSS' }));
    await waitFor(() => expect(operatorsInOrder()).toEqual(['SulAmérica', 'Amil', 'Unimed']));
    expect(within(table).getByRole('columnheader', { name: /IDSS/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table).getByRole('button', { name: 'Operadora' }));
    await waitFor(() => expect(operatorsInOrder()).toEqual(['Amil', 'SulAmérica', 'Unimed']));
    expect(within(table).getByRole('columnheader', { name: /Operadora/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it("picks plans with the row's checkbox, as the cards' 'Comparar' does", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(await screen.findByRole('checkbox', { name: 'Comparar', description: /Plano 2/ }));
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(await screen.findByRole('checkbox', { name: 'Selecionar Amil Plano 2' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar SulAmérica Plano 1' }));
    await user.click(screen.getByRole('button', { name: 'Cartões' }));
    expect(await screen.findByRole('checkbox', { name: 'Comparar', description: /Plano 1/ })).toBeChecked();
  });

  it('remembers the view and sort per broker and ignores a foreign value', () => {
    writeResultsPreference(localStorage, 'ana', { view: 'list', sort: 'quality' });
    writeResultsPreference(localStorage, 'bruno', { view: 'cards', sort: 'operator' });
    expect(readResultsPreference(localStorage, 'ana')).toEqual({ view: 'list', sort: 'quality' });
    expect(readResultsPreference(localStorage, 'bruno')).toEqual({ view: 'cards', sort: 'operator' });
    expect(readResultsPreference(localStorage, 'carla')).toBeNull();
    localStorage.setItem('cotador:resultados:carla', '{"view":"grid","sort":"total"}');
    expect(readResultsPreference(localStorage, 'carla')).toBeNull();
    localStorage.setItem('cotador:resultados:carla', 'not json');
    expect(readResultsPreference(localStorage, 'carla')).toBeNull();
  });
});
