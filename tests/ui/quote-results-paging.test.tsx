/**
 * A real-catalog quote answers about a thousand plans (PME in São Paulo): the results show
 * the count, a first page of 30 cards in the answer's order and 'Mostrar mais planos (N
 * restantes)', which adds 30 more; a plan picked for comparison beyond the first page stays
 * picked while the broker sorts, and a new answer starts again at the first page.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NO_NARROWING, type PlanQuote, type QuoteNarrowing, type QuoteSortKey } from '../../src/domain/quotation/catalog';
import type { BracketCounts } from '../../src/domain/quotation/age-buckets';
import { quoteTotal } from '../../src/domain/quotation/pricing';
import { QuoteResults } from '../../src/ui/features/quotation/quote-results';

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

function Harness({ first, second }: { first: PlanQuote[]; second: PlanQuote[] }) {
  const [plans, setPlans] = useState(first);
  const [sort, setSort] = useState<QuoteSortKey>('total');
  const [narrowing, setNarrowing] = useState<QuoteNarrowing>(NO_NARROWING);
  const [compared, setCompared] = useState<ReadonlySet<number>>(new Set());
  return (
    <>
      <button type="button" onClick={() => setPlans(second)}>
        Nova cotação
      </button>
      <QuoteResults
        plans={plans}
        counts={COUNTS}
        lives={4}
        sort={sort}
        narrowing={narrowing}
        compared={compared}
        busy={false}
        demoMode={false}
        today="2026-11-16"
        onSort={setSort}
        onNarrow={(next) => setNarrowing((current) => ({ ...current, ...next }))}
        onToggleCompare={(id) =>
          setCompared((current) => {
            const next = new Set(current);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
          })
        }
        onOpenDetails={() => undefined}
      />
    </>
  );
}

// Role queries compute accessible names over every card (seconds each in jsdom): the cards
// are read with plain selectors.
const titles = () => [...document.querySelectorAll('ol[aria-label="Planos cotados"] article h3')].map((h) => h.textContent);
const card = (name: string) => [...document.querySelectorAll('article')].find((article) => article.querySelector('h3')?.textContent === name) as HTMLElement;
const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Plano ${String(from + i).padStart(4, '0')}`);

describe('results of a large quote', () => {
  it('shows the count, the first 30 plans in order and adds 30 more per click', async () => {
    const user = userEvent.setup();
    render(<Harness first={quotes(1011)} second={quotes(40, 'Outro')} />);

    expect(screen.getByRole('status')).toHaveTextContent('1.011 planos encontrados · 4 vidas');
    expect(titles()).toEqual(names(1, 30));

    await user.click(screen.getByRole('button', { name: 'Mostrar mais planos (981 restantes)' }));
    expect(titles()).toEqual(names(1, 60));
    expect(screen.getByRole('button', { name: 'Mostrar mais planos (951 restantes)' })).toBeInTheDocument();

    // A plan of the second page is picked for comparison and stays picked across a sort.
    await user.click(within(card('Plano 0045')).getByRole('checkbox', { name: 'Comparar' }));
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'plan');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'total');
    expect(titles()).toEqual(names(1, 60));
    expect(within(card('Plano 0045')).getByRole('checkbox', { name: 'Comparar' })).toBeChecked();

    // A new answer starts at its first page; 40 plans leave 10 for the button.
    await user.click(screen.getByRole('button', { name: 'Nova cotação' }));
    expect(screen.getByRole('status')).toHaveTextContent('40 planos encontrados');
    expect(titles()).toHaveLength(30);
    await user.click(screen.getByRole('button', { name: 'Mostrar mais planos (10 restantes)' }));
    expect(titles()).toHaveLength(40);
    expect(screen.queryByRole('button', { name: /Mostrar mais planos/ })).not.toBeInTheDocument();
  });
});
