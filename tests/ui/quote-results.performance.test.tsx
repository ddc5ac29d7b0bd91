/**
 * Hundreds of plans: sorting and narrowing the results move the memoized cards without
 * rendering them again (counted with the PlanCardRenderProbe), and toggling 'Comparar'
 * renders only the card that changed. Render counts, not timings (timings belong in
 * benchmark scripts).
 */
import { fireEvent, render, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NO_NARROWING, type PlanQuote, type QuoteNarrowing, type QuoteSortKey } from '../../src/domain/quotation/catalog';
import { quoteTotal } from '../../src/domain/quotation/pricing';
import type { BracketCounts } from '../../src/domain/quotation/age-buckets';
import { PlanCardRenderProbe } from '../../src/ui/features/quotation/render-probe';
import { QuoteResults } from '../../src/ui/features/quotation/quote-results';

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

function Harness({ plans, onRender }: { plans: PlanQuote[]; onRender: (id: number) => void }) {
  const [sort, setSort] = useState<QuoteSortKey>('total');
  const [narrowing, setNarrowing] = useState<QuoteNarrowing>(NO_NARROWING);
  const [compared, setCompared] = useState<ReadonlySet<number>>(new Set());
  const [toggle] = useState(() => (id: number) => setCompared((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  }));
  const [open] = useState(() => () => undefined);
  return (
    <PlanCardRenderProbe.Provider value={onRender}>
      <QuoteResults
        plans={plans}
        counts={COUNTS}
        lives={2}
        sort={sort}
        narrowing={narrowing}
        compared={compared}
        busy={false}
        demoMode={false}
        today="2026-11-16"
        onSort={setSort}
        onNarrow={(next) => setNarrowing((current) => ({ ...current, ...next }))}
        onToggleCompare={toggle}
        onOpenDetails={open}
      />
    </PlanCardRenderProbe.Provider>
  );
}


/** The control labelled `text` (a <label for> lookup without scanning the whole document). */
function field(text: string): HTMLElement {
  const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === text);
  const control = label ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`no field ${text}`);
  return control;
}

describe('results with 500 plans', () => {
  it('sorts and narrows without rendering the cards again; a compare toggle renders one card', () => {
    const renders: number[] = [];
    const plans = manyQuotes(500);
    render(<Harness plans={plans} onRender={(id) => renders.push(id)} />);
    // Role and label queries scan every node (and every <label>) of ~25 000 nodes: in jsdom
    // that is seconds per query, so the big list is read with plain selectors.
    const list = () => document.querySelector('ol[aria-label="Planos cotados"]')!;
    const titles = () => [...list().querySelectorAll('article h3')].map((h) => h.textContent);
    // The first page is 30 cards; 'Mostrar mais planos' opens the rest, 30 at a time, each
    // click rendering only the cards it adds.
    expect(list().querySelectorAll('article')).toHaveLength(30);
    const more = () => [...document.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Mostrar mais planos'));
    for (let button = more(); button; button = more()) fireEvent.click(button);
    expect(list().querySelectorAll('article')).toHaveLength(500);
    expect(renders).toHaveLength(500);

    renders.length = 0;
    fireEvent.change(field('Ordenar por'), { target: { value: 'plan' } });
    expect(titles()[0]).toBe('Plano 001');
    expect(titles()[499]).toBe('Plano 500');
    fireEvent.change(field('Ordenar por'), { target: { value: 'operator' } });
    expect(list().querySelector('article p')?.textContent).toBe('Amil');
    expect(renders).toHaveLength(0);

    fireEvent.change(field('Operadora'), { target: { value: '4' } });
    expect(list().querySelectorAll('article')).toHaveLength(plans.filter((p) => p.institution.name === 'Hapvida').length);
    fireEvent.change(field('Acomodação'), { target: { value: 'apartment' } });
    expect(list().querySelectorAll('article')).toHaveLength(plans.filter((p) => p.institution.name === 'Hapvida' && p.accommodation === 'apartment').length);
    expect(renders).toHaveLength(0);

    const first = list().querySelector('article') as HTMLElement;
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Comparar' }));
    expect(within(first).getByRole('checkbox', { name: 'Comparar' })).toBeChecked();
    expect(renders).toHaveLength(1);
  });
});
