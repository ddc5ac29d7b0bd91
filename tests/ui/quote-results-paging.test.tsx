/**
 * A real-catalog quote answers about a thousand plans (PME in São Paulo), one page at a time:
 * the results show the count, the first page of 30 cards in the answer's order and 'Mostrar
 * mais planos (N restantes)', which asks the next page and adds its 30 cards, continuing the
 * order; a plan picked for comparison stays picked when a sort leaves it off the loaded pages,
 * and a new quote starts again at the first page.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlanQuote } from '../../src/domain/quotation/catalog';
import type { BracketCounts } from '../../src/domain/quotation/age-buckets';
import { quoteTotal } from '../../src/domain/quotation/pricing';
import { PagedResults, pagedBackEnd } from './paged-quote-harness';

const COUNTS: BracketCounts = [2, 0, 0, 1, 0, 0, 0, 0, 0, 1];

/** `n` PME plans whose totals grow with their position, so the answer's order is the list's. */
function quotes(n: number, prefix = 'Plano'): PlanQuote[] {
  return Array.from({ length: n }, (_, i) => {
    const prices = [1, 1.3, 1.5, 1.7, 1.8, 2, 2.45, 3.3, 4.45, 5.8].map((f) => Math.round((10000 + i * 10) * f)) as unknown as PlanQuote['priceTable']['pricesCents'];
    return {
      id: i + 1,
      name: `${prefix} ${String(i + 1).padStart(4, '0')}`,
      type: 'PJ',
      porte: 'porte_i',
      institution: { id: 1, name: 'Amil', slug: 'amil', logoUrl: null, ansRegistration: null, similarEntities: [] },
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
      priceTable: { id: i + 1, effectiveDate: '2026-05-01', source: 'teste', real: false, pricesCents: prices, promotionalPricesCents: null },
      network: { name: 'Rede', hospitals: 3, clinics: 2 },
      lives: 4,
      totalCents: quoteTotal(prices, COUNTS),
    };
  });
}

// Role queries compute accessible names over every card (seconds each in jsdom): the cards
// are read with plain selectors.
const titles = () => [...document.querySelectorAll('ol[aria-label="Planos cotados"] article h3')].map((h) => h.textContent);
const card = (name: string) => [...document.querySelectorAll('article')].find((article) => article.querySelector('h3')?.textContent === name) as HTMLElement;
const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Plano ${String(from + i).padStart(4, '0')}`);

describe('results of a large quote', () => {
  it('shows the count, the first 30 plans in order and asks the next 30 per click', async () => {
    const user = userEvent.setup();
    let answer = quotes(1011);
    const backEnd = pagedBackEnd(() => answer);
    render(<PagedResults catalog={backEnd.catalog} counts={COUNTS} />);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1.011 planos encontrados · 4 vidas'));
    // The first screenful is drawn at once, the rest of the page right after.
    await waitFor(() => expect(titles()).toEqual(names(1, 30)));
    expect(backEnd.asked).toEqual([{ sort: 'total', narrowing: { operatorId: null, accommodation: null, coparticipation: null }, grouping: 'offers', page: 1, pageSize: 30 }]);

    await user.click(screen.getByRole('button', { name: 'Mostrar mais planos (981 restantes)' }));
    await waitFor(() => expect(titles()).toEqual(names(1, 60)));
    expect(backEnd.asked.at(-1)).toMatchObject({ sort: 'total', page: 2, pageSize: 30 });
    expect(screen.getByRole('button', { name: 'Mostrar mais planos (951 restantes)' })).toBeInTheDocument();

    // A plan of the second page is picked for comparison; sorting by name asks page 1 again,
    // which leaves it out of the loaded pages: it stays picked, and checked when its page is back.
    await user.click(within(card('Plano 0045')).getByRole('checkbox', { name: 'Comparar' }));
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'plan');
    await waitFor(() => expect(backEnd.asked.at(-1)).toMatchObject({ sort: 'plan', page: 1 }));
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'total');
    await waitFor(() => expect(backEnd.asked.at(-1)).toMatchObject({ sort: 'total', page: 1 }));
    await waitFor(() => expect(titles()).toEqual(names(1, 30)));
    expect(screen.getByText('Comparar (1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar mais planos (981 restantes)' }));
    await waitFor(() => expect(titles()).toEqual(names(1, 60)));
    expect(within(card('Plano 0045')).getByRole('checkbox', { name: 'Comparar' })).toBeChecked();

    // A new quote starts at its first page; 40 plans leave 10 for the button.
    answer = quotes(40, 'Outro');
    await user.click(screen.getByRole('button', { name: 'Nova cotação' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('40 planos encontrados'));
    await waitFor(() => expect(titles()).toHaveLength(30));
    await user.click(screen.getByRole('button', { name: 'Mostrar mais planos (10 restantes)' }));
    await waitFor(() => expect(titles()).toHaveLength(40));
    expect(screen.queryByRole('button', { name: /Mostrar mais planos/ })).not.toBeInTheDocument();
  });
});
