/**
 * The results of a quote: count, a prominent 'valores ilustrativos' notice in fake mode,
 * the sort (total, operator, plan, IDSS) and narrowing (operator, accommodation,
 * coparticipation) controls, and one memoized card per offer (or one row per plan in the
 * list). The back end answers one page at a time, already sorted, narrowed and grouped
 * (the quotation machine asks it); this draws the pages loaded so far, and 'Mostrar mais
 * planos' asks for the next one. Cards keep their identity (key = plan id or offer key).
 */
import { memo, useDeferredValue, useMemo } from 'react';
import type { BracketCounts } from '../../../domain/quotation/age-buckets';
import {
  QUOTE_SORT_OPTIONS,
  type NarrowingChoices,
  type OperatorChoice,
  type PlanQuote,
  type QuoteNarrowing,
  type QuoteSortKey,
} from '../../../domain/quotation/catalog';
import { QUOTE_PAGE_SIZES } from '../../../application/quotation/quotation.machine';
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
  /** The pages loaded so far, in the answer's order (an adhesion offer's plans together). */
  plans: readonly PlanQuote[];
  /** Plans after narrowing, over every page. */
  count: number;
  /** Plans of the answer before narrowing. */
  allCount: number;
  /** The narrowing controls' choices over the whole answer. */
  choices: NarrowingChoices<OperatorChoice>;
  /** Which quote's answer `plans` is: a new one is drawn again from the top (first paint first); a new sort or narrowing keeps the cards drawn. */
  answer: number;
  /** True while the next page is on its way. */
  loadingMore?: boolean;
  /** 'Mostrar mais planos': asks for the next page. */
  onMore: () => void;
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

/** Rows of a page (the first, and each 'Mostrar mais planos') in the list view. */
export const LIST_PAGE_SIZE = QUOTE_PAGE_SIZES.plans;

/** Cards (offers) of a page: the first, and each 'Mostrar mais planos'. */
export const RESULTS_PAGE_SIZE = QUOTE_PAGE_SIZES.offers;

/**
 * Cards (or list rows, ×4) drawn in the first paint of a new answer: what a 1280 × 800 screen
 * shows and a little more. The rest of the page is drawn right after, in a render React may
 * interrupt (useDeferredValue), so the broker sees the answer without waiting for 30 cards
 * and their age tables.
 */
export const FIRST_PAINT_CARDS = 6;

export const QuoteResults = memo(function QuoteResults(props: QuoteResultsProps) {
  const { plans, count, allCount, choices, answer, loadingMore = false, onMore, counts, lives, sort, narrowing, compared, busy, demoMode, today, onSort, onNarrow, onToggleCompare, onOpenDetails, view = 'cards', onView } = props;
  // The same adhesion product sold by several administradoras is one card (the back end sends its plans together).
  const offers = useMemo(() => (view === 'list' ? [] : groupAdhesionOffers(plans)), [plans, view]);
  const narrowed = narrowing.operatorId !== null || narrowing.accommodation !== null || narrowing.coparticipation !== null;
  const units = view === 'list' ? plans.length : offers.length;
  // A new answer (or the first) draws its first screenful now and the rest in a deferred render;
  // a page added by 'Mostrar mais planos' keeps every card drawn and draws the new ones after.
  const firstPaint = view === 'list' ? FIRST_PAINT_CARDS * 4 : FIRST_PAINT_CARDS;
  const wanted = useMemo(() => ({ answer, view, shown: units }), [answer, view, units]);
  const settled = useDeferredValue(wanted, { answer, view, shown: firstPaint });
  const drawn = settled.answer === answer && settled.view === view ? Math.min(settled.shown, units) : Math.min(firstPaint, units);
  const remaining = count - plans.length;
  const drawnOffers = offers.slice(0, drawn);
  const drawnRows = view === 'list' ? plans.slice(0, drawn) : [];

  return (
    <section className={s.comparison} aria-labelledby="resultados-titulo">
      <div className={s.resultsHeader}>
        <h2 id="resultados-titulo" className={s.resultsTitle}>
          Resultados
        </h2>
        <p role="status" aria-live="polite">
          {narrowed ? `${plansText(count)} de ${allCount.toLocaleString('pt-BR')}` : `${plansText(count)} ${count === 1 ? 'encontrado' : 'encontrados'}`} · {livesText(lives)}
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

      {count === 0 ? (
        <div className={s.stateCard}>
          <p className={s.stateTitle}>Nenhum plano com esses filtros.</p>
          <Button variant="secondary" onClick={() => onNarrow({ operatorId: null, accommodation: null, coparticipation: null })}>
            Limpar filtros
          </Button>
        </div>
      ) : view === 'list' ? (
        <QuoteListView plans={drawnRows} counts={counts} sort={sort} selected={compared} onSort={onSort} onToggleSelected={onToggleCompare} onOpenDetails={onOpenDetails} />
      ) : (
        <ol className={s.list} aria-label="Planos cotados" aria-busy={busy || undefined} data-drawing={drawnOffers.length < offers.length || undefined}>
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
        <Button variant="secondary" onClick={onMore} loading={loadingMore} disabled={busy}>
          Mostrar mais planos ({remaining.toLocaleString('pt-BR')} restantes)
        </Button>
      ) : null}
    </section>
  );
});
