/**
 * The results of a quote: count, a prominent 'valores ilustrativos' notice in fake mode,
 * sorting (total, operator, plan) and narrowing (operator, accommodation,
 * coparticipation), and one memoized card per plan. Sorting and narrowing are O(n log n)
 * and O(n) over the list (useMemo); cards keep their identity (key = plan id), so a sort
 * only moves them. A real-catalog quote answers ~1,000 plans (PME in São Paulo), so only a
 * first page of cards is rendered and 'Mostrar mais planos' adds the next one.
 */
import { memo, useDeferredValue, useMemo, useState } from 'react';
import type { BracketCounts } from '../../../domain/quotation/age-buckets';
import {
  QUOTE_SORT_OPTIONS,
  narrowQuotes,
  narrowingChoices,
  sortQuotes,
  type PlanQuote,
  type QuoteNarrowing,
  type QuoteSortKey,
} from '../../../domain/quotation/catalog';
import { ROOM_TYPES, coparticipationLabel, type AccommodationKind, type CoparticipationKind } from '../../../domain/quotation/plan-types';
import { Button } from '../../design-system/button';
import { Icon } from '../../design-system/icon';
import { SelectField } from '../../design-system/form-controls';
import { livesText, plansText } from '../../shared/catalog/labels';
import { groupAdhesionOffers } from '../../../domain/quotation/plan-extras';
import { QualityLegend } from '../../shared/catalog/table-quality';
import { OfferCard } from './offer-card';
import { PlanCard } from './plan-card';
import { QuoteListView } from './quote-list-view';
import * as l from './quote-list.css';
import type { ResultsView } from './results-preference';
import * as s from './quotation.css';

const ACCOMMODATION_LABELS: Record<AccommodationKind, string> = {
  outpatient: ROOM_TYPES.find((room) => room.code === 'outpatient')?.label ?? 'Ambulatorial',
  infirmary: ROOM_TYPES.find((room) => room.code === 'infirmary')?.label ?? 'Enfermaria',
  apartment: ROOM_TYPES.find((room) => room.code === 'apartment')?.label ?? 'Apartamento',
};

/** The fake-mode notice on results. */
export const DEMO_RESULTS_NOTICE =
  'Modo demonstração: valores ilustrativos. Os preços são fictícios, exceto as tabelas reais indicadas (Hapvida, junho de 2026).';

export interface QuoteResultsProps {
  plans: readonly PlanQuote[];
  counts: BracketCounts;
  lives: number;
  sort: QuoteSortKey;
  narrowing: QuoteNarrowing;
  compared: ReadonlySet<number>;
  /** True while a newer quote is on its way (the list is dimmed). */
  busy: boolean;
  demoMode: boolean;
  /** Today in Brasília (`YYYY-MM-DD`), for the tables' age. */
  today: string;
  onSort: (key: QuoteSortKey) => void;
  onNarrow: (narrowing: Partial<QuoteNarrowing>) => void;
  onToggleCompare: (planId: number) => void;
  onOpenDetails: (planId: number) => void;
  /** Cards (default) or the compact list, one row per plan. */
  view?: ResultsView;
  /** Offered when given: the 'Cartões' / 'Lista' switch. */
  onView?: (view: ResultsView) => void;
}

const ANY = '';

/** Rows rendered at first, and added by each 'Mostrar mais planos', in the list view. */
export const LIST_PAGE_SIZE = 100;

/** Cards rendered at first and added by each 'Mostrar mais planos'. */
export const RESULTS_PAGE_SIZE = 30;

/**
 * Cards (or list rows, ×4) drawn in the first paint of a new answer: what a 1280 × 800 screen
 * shows and a little more. The rest of the page is drawn right after, in a render React may
 * interrupt (useDeferredValue), so the broker sees the answer without waiting for 30 cards
 * and their age tables.
 */
export const FIRST_PAINT_CARDS = 6;

export const QuoteResults = memo(function QuoteResults(props: QuoteResultsProps) {
  const { plans, counts, lives, sort, narrowing, compared, busy, demoMode, today, onSort, onNarrow, onToggleCompare, onOpenDetails, view = 'cards', onView } = props;
  const choices = useMemo(() => narrowingChoices(plans), [plans]);
  const sorted = useMemo(() => sortQuotes(plans, sort), [plans, sort]);
  const visible = useMemo(() => narrowQuotes(sorted, narrowing), [sorted, narrowing]);
  // The same adhesion product sold by several administradoras is one card.
  const offers = useMemo(() => groupAdhesionOffers(visible), [visible]);
  const narrowed = narrowing.operatorId !== null || narrowing.accommodation !== null || narrowing.coparticipation !== null;
  // A new answer starts again at the first page; sorting or narrowing keeps what was opened.
  const pageSize = view === 'list' ? LIST_PAGE_SIZE : RESULTS_PAGE_SIZE;
  const [page, setPage] = useState({ plans, shown: pageSize });
  const shown = page.plans === plans ? Math.max(page.shown, pageSize) : pageSize;
  // A new answer (or the first) draws its first screenful now and the rest of the page in a
  // deferred render; sorting, narrowing and 'Mostrar mais planos' keep every card drawn.
  const firstPaint = view === 'list' ? FIRST_PAINT_CARDS * 4 : FIRST_PAINT_CARDS;
  const wanted = useMemo(() => ({ plans, shown }), [plans, shown]);
  const settled = useDeferredValue(wanted, { plans, shown: firstPaint });
  const drawn = settled.plans === plans ? Math.min(settled.shown, shown) : Math.min(firstPaint, shown);
  const pageOffers = offers.slice(0, shown);
  const pageRows = view === 'list' ? visible.slice(0, shown) : [];
  const remaining = view === 'list' ? visible.length - pageRows.length : visible.length - pageOffers.reduce((sum, offer) => sum + offer.plans.length, 0);
  const drawnOffers = pageOffers.slice(0, drawn);
  const drawnRows = pageRows.slice(0, drawn);

  return (
    <section className={s.comparison} aria-labelledby="resultados-titulo">
      <div className={s.resultsHeader}>
        <h2 id="resultados-titulo" className={s.resultsTitle}>
          Resultados
        </h2>
        <p role="status" aria-live="polite">
          {narrowed ? `${plansText(visible.length)} de ${plans.length.toLocaleString('pt-BR')}` : `${plansText(plans.length)} ${plans.length === 1 ? 'encontrado' : 'encontrados'}`} · {livesText(lives)}
          {busy ? ' · atualizando…' : ''}
        </p>
        {onView ? (
          <div className={l.viewSwitch} role="group" aria-label="Exibir resultados em">
            <button type="button" className={l.viewButton} aria-pressed={view === 'cards'} onClick={() => onView('cards')}>
              Cartões
            </button>
            <button type="button" className={l.viewButton} aria-pressed={view === 'list'} onClick={() => onView('list')}>
              Lista
            </button>
          </div>
        ) : null}
      </div>

      <QualityLegend />

      {demoMode ? (
        <p className={s.demoNotice}>
          <Icon name="alertCircle" size={18} />
          {DEMO_RESULTS_NOTICE}
        </p>
      ) : null}

      <div className={s.toolbar}>
        <SelectField
          label="Ordenar por"
          value={sort}
          options={QUOTE_SORT_OPTIONS.map((option) => ({ value: option.code, label: option.label }))}
          onChange={({ target: { value } }) => onSort(value as QuoteSortKey)}
        />
        <SelectField
          label="Operadora"
          value={narrowing.operatorId === null ? ANY : String(narrowing.operatorId)}
          options={[{ value: ANY, label: 'Todas' }, ...choices.operators.map((operator) => ({ value: String(operator.id), label: operator.name }))]}
          onChange={({ target: { value } }) => onNarrow({ operatorId: value === ANY ? null : Number(value) })}
        />
        <SelectField
          label="Acomodação"
          value={narrowing.accommodation ?? ANY}
          options={[{ value: ANY, label: 'Todas' }, ...choices.accommodations.map((kind) => ({ value: kind, label: ACCOMMODATION_LABELS[kind] }))]}
          onChange={({ target: { value } }) => onNarrow({ accommodation: value === ANY ? null : (value as AccommodationKind) })}
        />
        <SelectField
          label="Coparticipação"
          value={narrowing.coparticipation ?? ANY}
          options={[{ value: ANY, label: 'Todas' }, ...choices.coparticipations.map((kind) => ({ value: kind, label: coparticipationLabel(kind) }))]}
          onChange={({ target: { value } }) => onNarrow({ coparticipation: value === ANY ? null : (value as CoparticipationKind) })}
        />
      </div>

      {visible.length === 0 ? (
        <div className={s.stateCard}>
          <p className={s.stateTitle}>Nenhum plano com esses filtros.</p>
          <Button variant="secondary" onClick={() => onNarrow({ operatorId: null, accommodation: null, coparticipation: null })}>
            Limpar filtros
          </Button>
        </div>
      ) : view === 'list' ? (
        <QuoteListView plans={drawnRows} counts={counts} sort={sort} selected={compared} onSort={onSort} onToggleSelected={onToggleCompare} onOpenDetails={onOpenDetails} />
      ) : (
        <ol className={s.list} aria-label="Planos cotados" aria-busy={busy || undefined} data-drawing={drawnOffers.length < pageOffers.length || undefined}>
          {drawnOffers.map((offer) => {
            const [quote] = offer.plans;
            if (!quote) return null;
            return (
              <li key={offer.plans.length > 1 ? offer.key : quote.id} className={s.listItem}>
                {offer.plans.length > 1 ? (
                  <OfferCard name={offer.name} plans={offer.plans} counts={counts} today={today} compared={compared} onToggleCompare={onToggleCompare} onOpenDetails={onOpenDetails} />
                ) : (
                  <PlanCard quote={quote} counts={counts} today={today} compared={compared.has(quote.id)} onToggleCompare={onToggleCompare} onOpenDetails={onOpenDetails} />
                )}
              </li>
            );
          })}
        </ol>
      )}
      {remaining > 0 ? (
        <Button variant="secondary" onClick={() => setPage({ plans, shown: shown + pageSize })}>
          Mostrar mais planos ({remaining.toLocaleString('pt-BR')} restantes)
        </Button>
      ) : null}
    </section>
  );
});
