/**
 * Hundreds of plans, one page at a time: 'Mostrar mais planos' renders only the cards it adds,
 * a new sort or narrowing (page 1 asked again) renders only the cards not drawn before — those
 * already drawn keep their memoized card —, and toggling 'Comparar' renders only the card that
 * changed (counted with the PlanCardRenderProbe). Render counts, not timings (timings belong in
 * benchmark scripts).
 */
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanQuote } from '../../src/domain/quotation/catalog';
import { quoteTotal } from '../../src/domain/quotation/pricing';
import type { BracketCounts } from '../../src/domain/quotation/age-buckets';
import { PlanCardRenderProbe } from '../../src/ui/features/quotation/render-probe';
import { PagedResults, pagedBackEnd } from './paged-quote-harness';

const COUNTS: BracketCounts = [1, 0, 0, 1, 0, 0, 0, 0, 0, 0];
const OPERATORS = ['Amil', 'Bradesco Saúde', 'SulAmérica', 'Hapvida', 'Unimed', 'Porto Seguro'];

function manyQuotes(n: number): PlanQuote[] {
  return Array.from({ length: n }, (_, i) => {
    const base = 10000 + ((i * 7919) % 50000);
    const prices = [1, 1.3, 1.5, 1.7, 1.8, 2, 2.45, 3.3, 4.45, 5.8].map((f) => Math.round(base * f)) as unknown as PlanQuote['priceTable']['pricesCents'];
    const operator = i % OPERATORS.length;
    return {
      id: i + 1,
      name: `Plano ${String(i + 1).padStart(3, '0')}`,
      type: 'PJ',
      porte: 'porte_i',
      institution: { id: operator + 1, name: OPERATORS[operator]!, slug: `op-${operator}`, logoUrl: null, ansRegistration: null, similarEntities: [] },
      state: { id: 26, uf: 'SP', name: 'São Paulo' },
      commercializationArea: { name: 'Todo o estado (SP)', cities: [] },
      segmentation: 'ambulatorial + hospitalar com obstetrícia',
      coverageArea: 'estadual',
      accommodation: i % 2 === 0 ? 'infirmary' : 'apartment',
      coparticipation: i % 3 === 0 ? 'with' : 'without',
      isOptional: false,
      isMei: false,
      minLives: 1,
      maxLives: null,
      administradora: null,
      entities: [],
      priceTable: { id: i, effectiveDate: '2026-05-01', source: 'teste', real: false, pricesCents: prices, promotionalPricesCents: null },
      network: { name: 'Rede', hospitals: 3, clinics: 2 },
      lives: 2,
      totalCents: quoteTotal(prices, COUNTS),
    };
  });
}

/** The control labelled `text` (a <label for> lookup without scanning the whole document). */
function field(text: string): HTMLElement {
  const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === text);
  const control = label ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`no field ${text}`);
  return control;
}

describe('results with 500 plans', () => {
  it('renders only the cards a page adds or a sort brings in; a compare toggle renders one card', async () => {
    const renders: number[] = [];
    const plans = manyQuotes(500);
    const backEnd = pagedBackEnd(() => plans);
    render(
      <PlanCardRenderProbe.Provider value={(id) => renders.push(id)}>
        <PagedResults catalog={backEnd.catalog} counts={COUNTS} />
      </PlanCardRenderProbe.Provider>,
    );
    // Role and label queries scan every node (and every <label>) of ~25 000 nodes: in jsdom
    // that is seconds per query, so the big list is read with plain selectors.
    const list = () => document.querySelector('ol[aria-label="Planos cotados"]');
    const articles = () => [...(list()?.querySelectorAll('article') ?? [])];
    const titles = () => articles().map((article) => article.querySelector('h3')?.textContent);
    await waitFor(() => expect(articles()).toHaveLength(30));
    expect(new Set(renders).size).toBe(30);

    // Each 'Mostrar mais planos' asks the next page and renders only the 30 cards it adds.
    const more = () => [...document.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Mostrar mais planos'));
    for (let shown = 30; shown < 500; shown = Math.min(500, shown + 30)) {
      const before = renders.length;
      fireEvent.click(more()!);
      await waitFor(() => expect(articles()).toHaveLength(Math.min(500, shown + 30)));
      expect(renders.length - before).toBe(Math.min(500, shown + 30) - shown);
    }
    expect(more()).toBeUndefined();
    expect(new Set(renders).size).toBe(500);

    // Sorting asks page 1 again: its 30 plans were all drawn, and none is rendered again.
    renders.length = 0;
    fireEvent.change(field('Ordenar por'), { target: { value: 'plan' } });
    await waitFor(() => expect(titles()[0]).toBe('Plano 001'));
    expect(titles()).toHaveLength(30);
    expect(titles()[29]).toBe('Plano 030');
    expect(renders).toHaveLength(0);

    // Narrowing to Hapvida's apartments: page 1 of those, the plans the last page did not show rendered once.
    fireEvent.change(field('Operadora'), { target: { value: '4' } });
    fireEvent.change(field('Acomodação'), { target: { value: 'apartment' } });
    const hapvidaApartments = plans.filter((p) => p.institution.name === 'Hapvida' && p.accommodation === 'apartment');
    await waitFor(() => expect(titles()).toEqual(hapvidaApartments.slice(0, 30).map((p) => p.name)));
    expect(backEnd.asked.at(-1)).toMatchObject({ sort: 'plan', narrowing: { operatorId: 4, accommodation: 'apartment', coparticipation: null }, page: 1 });
    const wasShown = new Set(plans.slice(0, 30).map((p) => p.id));
    expect(new Set(renders)).toEqual(new Set(hapvidaApartments.slice(0, 30).filter((p) => !wasShown.has(p.id)).map((p) => p.id)));

    renders.length = 0;
    const first = articles()[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Comparar' }));
    expect(within(first).getByRole('checkbox', { name: 'Comparar' })).toBeChecked();
    expect(renders).toHaveLength(1);
  });
});
