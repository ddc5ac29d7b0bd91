/**
 * Health-plan quotation flow (spec points 3, 7 and 9):
 *
 *   editing ──quote.submit──▶ loading ──▶ results | empty | error
 *      ▲                        ▲  │         │
 *      │   filter.change, sort, ┘  │         └──▶ loadingMore (results.more: the next page, appended)
 *      │   narrowing, grouping     │
 *      │                           └─ lives typed ─▶ debouncing ──(LIVES_DEBOUNCE)──▶ loading
 *
 * - The form starts on DEFAULT_PLAN_FILTER (spec point 9) or on `input.filter`.
 * - Lives come as per-bracket counts (`lives.count`) or as a list of ages (`lives.ages`,
 *   '5, 34 36') that fills the brackets (countsFromAges). An invalid age sets
 *   'Idade inválida: 250' and keeps the counts.
 * - `quote.submit` with no lives says 'Informe ao menos uma vida.' (only then: typing
 *   never shows it).
 * - After a quote, changing a filter re-quotes at once with the lives typed; changing the
 *   lives re-quotes after a short pause (LIVES_DEBOUNCE). A newer request cancels the
 *   older one (its answer is ignored).
 * - Empty answer → `empty` ('Nenhum resultado encontrado.'); failure → `error`
 *   ('Erro ao filtrar planos', the adapter's message in `errorDetail`); `quote.retry`.
 * - The answer comes one page at a time, sorted, narrowed and grouped by the catalog
 *   (`PlanCatalog.quotePage`, the domain's quotePage): a quote asks page 1 (30 offers for the
 *   cards, 100 rows for the list: QUOTE_PAGE_SIZES). Changing the sort (`results.sort`), a
 *   narrowing (`results.narrow`) or the cards/list grouping (`results.group`) asks page 1 again
 *   (`loading` with the filter on screen: the list stays until it comes); `results.more` asks the next page and
 *   appends it (`loadingMore`). A newer request cancels the older one: a stale answer never
 *   replaces a newer one. A new quote keeps the sort and the narrowing choices its answer still
 *   offers (others go back to "any", asking page 1 again).
 *
 * The catalog reaches the machine only through `createQuotationLogic({ catalog })`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { totalLives, withBracketCount, type BracketIndex } from '../../domain/quotation/age-buckets';
import { NO_CHOICES, NO_NARROWING, type NarrowingChoices, type OperatorChoice, type PlanQuote, type PlanFilter, type QuoteFilter, type QuoteGrouping, type QuoteNarrowing, type QuoteSortKey } from '../../domain/quotation/catalog';
import type { QuotePage, QuotePageQuery } from '../../domain/quotation/quote-page';
import { NO_LIVES_MESSAGE, readAges } from '../../domain/quotation/lives-input';
import { DEFAULT_PLAN_FILTER } from '../../domain/quotation/plan-types';
import { quoteFilterOf } from '../../domain/quotation/plan-eligibility';
import type { EmptyQuoteExplanation } from '../../domain/quotation/empty-quote';
import type { PlanCatalog } from './plan-catalog';
import type { RemoteFailure, Result } from '../shared/result';

/** Shown (alert and inline) when a quote fails. */
export const QUOTE_FAILURE_MESSAGE = 'Erro ao filtrar planos';
/** Shown when a quote has no plans. */
export const NO_RESULTS_MESSAGE = 'Nenhum resultado encontrado.';
/** Pause after the last lives change before re-quoting, in ms. */
export const LIVES_DEBOUNCE_MS = 500;
/** A page of the results: 30 offers (cards) or 100 rows (list). */
export const QUOTE_PAGE_SIZES: Readonly<Record<QuoteGrouping, number>> = { offers: 30, plans: 100 };

/** Filter fields the form changes (lives go through the lives events). `undefined` clears an optional field. */
export type FilterPatch = { readonly [K in Exclude<keyof PlanFilter, 'counts'>]?: PlanFilter[K] | undefined };

export interface QuotationContext {
  /** The form's filter (lives are its `counts`). */
  filter: PlanFilter;
  /** The ages textarea as typed. */
  agesText: string;
  /** 'Informe ao menos uma vida.' after a quote asked without lives. */
  livesError: string | null;
  /** 'Idade inválida: …' while the ages text has an invalid age. */
  agesError: string | null;
  /** Filter of the request in flight. */
  requested: PlanFilter | null;
  /** Filter of the plans shown (null before the first answer). */
  quoted: PlanFilter | null;
  /** The pages loaded so far, in the answer's order (sorted, narrowed, grouped by the catalog). */
  plans: readonly PlanQuote[];
  /** Plans after narrowing, over every page. */
  count: number;
  /** Plans of the answer before narrowing. */
  allCount: number;
  /** The narrowing controls' choices over the whole answer. */
  choices: NarrowingChoices<OperatorChoice>;
  /** The page 'Mostrar mais planos' asks for, or null when every page is in. */
  nextPage: number | null;
  /** Which quote's answer the list is (one more at each new quote; a sort, narrowing, view or appended page keeps it): the screen redraws from the top on a new one. */
  answer: number;
  /** Why the last answer was empty and what brings plans back (null unless `empty` with the server's explanation). */
  explanation: EmptyQuoteExplanation | null;
  error: string | null;
  errorDetail: string | null;
  sort: QuoteSortKey;
  narrowing: QuoteNarrowing;
  /** Cards (whole adhesion offers a page) or list (one row a plan). */
  grouping: QuoteGrouping;
}

export type QuotationEvent =
  | { type: 'filter.change'; patch: FilterPatch }
  | { type: 'lives.count'; index: BracketIndex; lives: number }
  | { type: 'lives.ages'; text: string }
  | { type: 'quote.submit' }
  | { type: 'quote.retry' }
  | { type: 'results.sort'; key: QuoteSortKey }
  | { type: 'results.narrow'; narrowing: Partial<QuoteNarrowing> }
  | { type: 'results.group'; grouping: QuoteGrouping }
  | { type: 'results.more' };

export interface QuotationInput {
  /** Starting filter (e.g. the one of a stored comparison); DEFAULT_PLAN_FILTER otherwise. */
  filter?: PlanFilter;
  /** Quote at once when the starting filter has lives. */
  quoteOnStart?: boolean;
  /** The broker's sort (default: total). */
  sort?: QuoteSortKey;
  /** The broker's view: cards (offers, the default) or list (plans). */
  grouping?: QuoteGrouping;
}

/** What the quote actor is given: what the form asks (the domain's `QuoteFilter`) and the page asked. */
export interface QuotePageAsk {
  readonly filter: QuoteFilter;
  readonly page: QuotePageQuery;
}

/** The form's submit: the form's filter as what a quote asks (`quoteFilterOf`), with the page. */
function pageAsk(context: QuotationContext, filter: PlanFilter, page: number): QuotePageAsk {
  return { filter: quoteFilterOf(filter), page: { sort: context.sort, narrowing: context.narrowing, grouping: context.grouping, page, pageSize: QUOTE_PAGE_SIZES[context.grouping] } };
}

function withoutUndefined(filter: PlanFilter): PlanFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as unknown as PlanFilter;
}

/**
 * The filter after a form change, with the fields that no longer apply cleared: another
 * state clears city, entity and hospitals; another occupation clears the entity; entity
 * and occupation exist only for PF, porte only for PJ.
 */
export function applyFilterPatch(filter: PlanFilter, patch: FilterPatch): PlanFilter {
  const next: Record<string, unknown> = { ...filter, ...patch };
  if (patch.stateId !== undefined && patch.stateId !== filter.stateId) {
    if (!('city' in patch)) next.city = undefined;
    if (!('entity' in patch)) next.entity = undefined;
    if (!('accreditedNetworks' in patch)) next.accreditedNetworks = [];
  }
  if ('occupation' in patch && patch.occupation !== filter.occupation && !('entity' in patch)) next.entity = undefined;
  if (next.type !== 'PF') {
    next.entity = undefined;
    next.occupation = undefined;
  }
  if (next.type !== 'PJ') next.porte = undefined;
  const result = next as unknown as PlanFilter;
  return withoutUndefined(result);
}

function canQuote(context: Pick<QuotationContext, 'filter' | 'agesError'>): boolean {
  return context.agesError === null && totalLives(context.filter.counts) > 0;
}

/** Keeps the narrowing choices that still exist in an answer's `choices` (others go back to "any"). */
function narrowingFor(choices: NarrowingChoices<OperatorChoice>, narrowing: QuoteNarrowing): QuoteNarrowing {
  return {
    operatorId: choices.operators.some((operator) => operator.id === narrowing.operatorId) ? narrowing.operatorId : null,
    accommodation: narrowing.accommodation && choices.accommodations.includes(narrowing.accommodation) ? narrowing.accommodation : null,
    coparticipation: narrowing.coparticipation && choices.coparticipations.includes(narrowing.coparticipation) ? narrowing.coparticipation : null,
  };
}

const agesInvalid = ({ event }: { event: QuotationEvent }) => event.type === 'lives.ages' && !readAges(event.text).ok;

const sameNarrowing = (a: QuoteNarrowing, b: QuoteNarrowing) =>
  a.operatorId === b.operatorId && a.accommodation === b.accommodation && a.coparticipation === b.coparticipation;

/**
 * The context of a page-1 answer: the list replaced. A new quote's answer (another filter than
 * the one on screen) gets a new answer number (the screen draws it again from the top); page 1
 * again for a new sort, narrowing or view keeps it.
 */
function firstPage(context: QuotationContext, page: QuotePage) {
  const answer = context.requested === context.quoted ? context.answer : context.answer + 1;
  return { plans: page.plans, count: page.count, allCount: page.allCount, choices: page.choices, nextPage: page.nextPage, answer };
}

/** The answer of a page request (the done event of the `quotePage` actor). */
const pageOutput = (event: unknown) => (event as { output: Result<QuotePage, RemoteFailure> }).output;

/** No answer on screen. */
const NO_ANSWER = { plans: [] as readonly PlanQuote[], count: 0, allCount: 0, choices: NO_CHOICES, nextPage: null };

/** A request for a page of the quote on screen that fails (unreachable): `error`, as a quote's failure. */
const PAGE_FAILED = { target: 'error', actions: 'pageFailed' } as const;



/**
 * Transitions shared by the states after a quote (results, empty, error): a filter change
 * re-quotes at once when it can, typed lives re-quote after the debounce, 'Cotar' quotes
 * again or flags the missing lives.
 */
const AFTER_QUOTE = {
  'filter.change': [
    { guard: 'canQuoteAfterPatch', target: 'loading', actions: 'patchFilter' },
    { target: 'editing', actions: 'patchFilter' },
  ],
  'lives.count': { target: 'debouncing', actions: 'setCount' },
  'lives.ages': [{ guard: 'agesInvalid', actions: 'setAges' }, { target: 'debouncing', actions: 'setAges' }],
  'quote.submit': [{ guard: 'canQuote', target: 'loading' }, { target: 'editing', actions: 'flagMissingLives' }],
} as const;

/**
 * After a quote, and while a page of it comes: a new sort, narrowing or grouping asks page 1
 * again (a request under way is dropped: its answer never replaces the newer one); the form's
 * changes quote anew.
 */
const WHILE_PAGING = {
  ...AFTER_QUOTE,
  'results.sort': { target: 'loading', reenter: true, actions: 'sort' },
  'results.narrow': { target: 'loading', reenter: true, actions: 'narrow' },
  'results.group': { target: 'loading', reenter: true, actions: 'group' },
} as const;

export const quotationMachine = setup({
  types: {
    context: {} as QuotationContext,
    events: {} as QuotationEvent,
    input: {} as QuotationInput,
  },
  actors: {
    quotePage: fromPromise<Result<QuotePage, RemoteFailure>, QuotePageAsk>(async () => {
      throw new Error('quotePage actor not provided');
    }),
  },
  delays: {
    LIVES_DEBOUNCE: LIVES_DEBOUNCE_MS,
  },
  guards: {
    canQuote: ({ context }) => canQuote(context),
    canQuoteAfterPatch: ({ context, event }) =>
      event.type === 'filter.change' && canQuote({ ...context, filter: applyFilterPatch(context.filter, event.patch) }),
    agesInvalid,
    quoteOnStart: ({ context }) => context.requested !== null && canQuote(context),
    pageOk: ({ event }) => pageOutput(event).ok,
  },
  actions: {
    patchFilter: assign({
      filter: ({ context, event }) => (event.type === 'filter.change' ? applyFilterPatch(context.filter, event.patch) : context.filter),
    }),
    setCount: assign(({ context, event }) => {
      if (event.type !== 'lives.count') return {};
      const counts = withBracketCount(context.filter.counts, event.index, Math.max(0, Math.trunc(event.lives)));
      // Counts typed by hand no longer match an ages list: the list is cleared.
      return { filter: { ...context.filter, counts }, agesText: '', agesError: null, livesError: null };
    }),
    setAges: assign(({ context, event }) => {
      if (event.type !== 'lives.ages') return {};
      const reading = readAges(event.text);
      if (!reading.ok) return { agesText: event.text, agesError: reading.message };
      return {
        agesText: event.text,
        agesError: null,
        livesError: null,
        filter: { ...context.filter, counts: reading.counts },
      };
    }),
    flagMissingLives: assign({
      livesError: ({ context }) => (totalLives(context.filter.counts) === 0 ? NO_LIVES_MESSAGE : null),
    }),
    sort: assign({ sort: ({ context, event }) => (event.type === 'results.sort' ? event.key : context.sort) }),
    narrow: assign({
      narrowing: ({ context, event }) => (event.type === 'results.narrow' ? { ...context.narrowing, ...event.narrowing } : context.narrowing),
    }),
    group: assign({ grouping: ({ context, event }) => (event.type === 'results.group' ? event.grouping : context.grouping) }),
    pageFailed: assign({ error: QUOTE_FAILURE_MESSAGE, errorDetail: null, ...NO_ANSWER }),
    /** The next page of the quote on screen, appended. */
    showNextPage: assign(({ context, event }) => {
      const output = pageOutput(event);
      if (!output.ok) return {};
      const page = output.value;
      return { plans: [...context.plans, ...page.plans], count: page.count, allCount: page.allCount, choices: page.choices, nextPage: page.nextPage };
    }),
    /** The back end refused a page (its message kept for the error's detail). */
    pageRefused: assign(({ event }) => {
      const output = pageOutput(event);
      return { error: QUOTE_FAILURE_MESSAGE, errorDetail: output.ok ? null : output.error.message, ...NO_ANSWER };
    }),
  },
}).createMachine({
  id: 'quotation',
  context: ({ input }) => {
    const start = input.filter ? applyFilterPatch(input.filter, {}) : applyFilterPatch(DEFAULT_PLAN_FILTER, {});
    return {
      filter: start,
      agesText: '',
      livesError: null,
      agesError: null,
      requested: input.quoteOnStart ? start : null,
      quoted: null,
      ...NO_ANSWER,
      answer: 0,
      explanation: null,
      error: null,
      errorDetail: null,
      sort: input.sort ?? 'total',
      narrowing: NO_NARROWING,
      grouping: input.grouping ?? 'offers',
    };
  },
  initial: 'starting',
  on: {
    'results.sort': { actions: 'sort' },
    'results.narrow': { actions: 'narrow' },
    'results.group': { actions: 'group' },
  },
  states: {
    starting: {
      always: [{ guard: 'quoteOnStart', target: 'loading' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'filter.change': { actions: 'patchFilter' },
        'lives.count': { actions: 'setCount' },
        'lives.ages': { actions: 'setAges' },
        'quote.submit': [{ guard: 'canQuote', target: 'loading' }, { actions: 'flagMissingLives' }],
      },
    },
    debouncing: {
      after: {
        LIVES_DEBOUNCE: [{ guard: 'canQuote', target: 'loading' }, { target: 'editing' }],
      },
      on: {
        'filter.change': { target: 'debouncing', reenter: true, actions: 'patchFilter' },
        'lives.count': { target: 'debouncing', reenter: true, actions: 'setCount' },
        'lives.ages': [
          { guard: 'agesInvalid', actions: 'setAges' },
          { target: 'debouncing', reenter: true, actions: 'setAges' },
        ],
        'quote.submit': [{ guard: 'canQuote', target: 'loading' }, { target: 'editing', actions: 'flagMissingLives' }],
      },
    },
    loading: {
      entry: assign({ requested: ({ context }) => context.filter, error: null, errorDetail: null, livesError: null }),
      invoke: {
        src: 'quotePage',
        input: ({ context }) => pageAsk(context, context.requested ?? context.filter, 1),
        onDone: [
          {
            guard: ({ event }) => !event.output.ok,
            target: 'error',
            actions: assign({
              error: QUOTE_FAILURE_MESSAGE,
              errorDetail: ({ event }) => (event.output.ok ? null : event.output.error.message),
              quoted: ({ context }) => context.requested,
              ...NO_ANSWER,
            }),
          },
          {
            guard: ({ event }) => event.output.ok && event.output.value.allCount === 0,
            target: 'empty',
            actions: assign({
              quoted: ({ context }) => context.requested,
              ...NO_ANSWER,
              explanation: ({ event }) => (event.output.ok ? (event.output.value.explanation ?? null) : null),
            }),
          },
          {
            // The answer no longer offers a narrowed choice: it goes back to "any" and page 1 is asked again.
            guard: ({ context, event }) => event.output.ok && !sameNarrowing(narrowingFor(event.output.value.choices, context.narrowing), context.narrowing),
            target: 'loading',
            reenter: true,
            actions: assign(({ context, event }) => {
              if (!event.output.ok) return {};
              const page = event.output.value;
              return { quoted: context.requested, ...firstPage(context, page), narrowing: narrowingFor(page.choices, context.narrowing) };
            }),
          },
          {
            target: 'results',
            actions: assign(({ context, event }) => (event.output.ok ? { quoted: context.requested, ...firstPage(context, event.output.value) } : {})),
          },
        ],
        onError: {
          target: 'error',
          actions: assign({ error: QUOTE_FAILURE_MESSAGE, errorDetail: null, quoted: ({ context }) => context.requested, ...NO_ANSWER }),
        },
      },
      on: {
        'filter.change': [
          { guard: 'canQuoteAfterPatch', target: 'loading', reenter: true, actions: 'patchFilter' },
          { target: 'editing', actions: 'patchFilter' },
        ],
        'lives.count': { target: 'debouncing', actions: 'setCount' },
        'lives.ages': [{ guard: 'agesInvalid', actions: 'setAges' }, { target: 'debouncing', actions: 'setAges' }],
        'quote.submit': { guard: 'canQuote', target: 'loading', reenter: true },
        'results.sort': WHILE_PAGING['results.sort'],
        'results.narrow': WHILE_PAGING['results.narrow'],
        'results.group': WHILE_PAGING['results.group'],
      },
    },
    results: {
      on: { ...WHILE_PAGING, 'results.more': { guard: ({ context }) => context.nextPage !== null, target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: {
        src: 'quotePage',
        input: ({ context }) => pageAsk(context, context.quoted ?? context.filter, context.nextPage ?? 1),
        onDone: [{ guard: 'pageOk', target: 'results', actions: 'showNextPage' }, { target: 'error', actions: 'pageRefused' }],
        onError: PAGE_FAILED,
      },
      on: WHILE_PAGING,
    },
    empty: {
      on: AFTER_QUOTE,
    },
    error: {
      on: {
        ...AFTER_QUOTE,
        'quote.retry': { guard: 'canQuote', target: 'loading' },
      },
    },
  },
});

export interface QuotationOptions {
  /** Pause after a lives change before re-quoting (default LIVES_DEBOUNCE_MS). */
  livesDebounceMs?: number;
}

/** The quotation machine wired to a PlanCatalog (architecture rule 6). */
export function createQuotationLogic(ports: { catalog: PlanCatalog }, options: QuotationOptions = {}) {
  return quotationMachine.provide({
    actors: {
      quotePage: fromPromise(({ input }: { input: QuotePageAsk }) => ports.catalog.quotePage(input.filter, input.page)),
    },
    delays: {
      LIVES_DEBOUNCE: options.livesDebounceMs ?? LIVES_DEBOUNCE_MS,
    },
  });
}
