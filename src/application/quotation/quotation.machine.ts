/**
 * Health-plan quotation flow (spec points 3, 7 and 9):
 *
 *   editing ──quote.submit──▶ loading ──▶ results | empty | error
 *      ▲                        ▲  │
 *      │        filter.change ──┘  └─ lives typed ─▶ debouncing ──(LIVES_DEBOUNCE)──▶ loading
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
 * - Sorting and narrowing of the results are kept in the context (`results.sort`,
 *   `results.narrow`); the screen derives the visible list with the domain's
 *   sortQuotes/narrowQuotes.
 *
 * The catalog reaches the machine only through `createQuotationLogic({ catalog })`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { totalLives, withBracketCount, type BracketIndex } from '../../domain/quotation/age-buckets';
import {
  NO_NARROWING,
  narrowingChoices,
  type PlanQuote,
  type QuoteFilter,
  type QuoteNarrowing,
  type QuoteResult,
  type QuoteSortKey,
} from '../../domain/quotation/catalog';
import { NO_LIVES_MESSAGE, readAges } from '../../domain/quotation/lives-input';
import { DEFAULT_PLAN_FILTER } from '../../domain/quotation/plan-types';
import type { EmptyQuoteExplanation } from '../../domain/quotation/empty-quote';
import type { PlanCatalog } from './plan-catalog';
import type { RemoteFailure, Result } from '../shared/result';

/** Shown (alert and inline) when a quote fails. */
export const QUOTE_FAILURE_MESSAGE = 'Erro ao filtrar planos';
/** Shown when a quote has no plans. */
export const NO_RESULTS_MESSAGE = 'Nenhum resultado encontrado.';
/** Pause after the last lives change before re-quoting, in ms. */
export const LIVES_DEBOUNCE_MS = 500;

/** Filter fields the form changes (lives go through the lives events). `undefined` clears an optional field. */
export type FilterPatch = { readonly [K in Exclude<keyof QuoteFilter, 'counts'>]?: QuoteFilter[K] | undefined };

export interface QuotationContext {
  /** The form's filter (lives are its `counts`). */
  filter: QuoteFilter;
  /** The ages textarea as typed. */
  agesText: string;
  /** 'Informe ao menos uma vida.' after a quote asked without lives. */
  livesError: string | null;
  /** 'Idade inválida: …' while the ages text has an invalid age. */
  agesError: string | null;
  /** Filter of the request in flight. */
  requested: QuoteFilter | null;
  /** Filter of the plans shown (null before the first answer). */
  quoted: QuoteFilter | null;
  plans: readonly PlanQuote[];
  /** Why the last answer was empty and what brings plans back (null unless `empty` with the server's explanation). */
  explanation: EmptyQuoteExplanation | null;
  error: string | null;
  errorDetail: string | null;
  sort: QuoteSortKey;
  narrowing: QuoteNarrowing;
}

export type QuotationEvent =
  | { type: 'filter.change'; patch: FilterPatch }
  | { type: 'lives.count'; index: BracketIndex; lives: number }
  | { type: 'lives.ages'; text: string }
  | { type: 'quote.submit' }
  | { type: 'quote.retry' }
  | { type: 'results.sort'; key: QuoteSortKey }
  | { type: 'results.narrow'; narrowing: Partial<QuoteNarrowing> };

export interface QuotationInput {
  /** Starting filter (e.g. the one of a stored comparison); DEFAULT_PLAN_FILTER otherwise. */
  filter?: QuoteFilter;
  /** Quote at once when the starting filter has lives. */
  quoteOnStart?: boolean;
}

function withoutUndefined(filter: QuoteFilter): QuoteFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as unknown as QuoteFilter;
}

/**
 * The filter after a form change, with the fields that no longer apply cleared: another
 * state clears city, entity and hospitals; another occupation clears the entity; entity
 * and occupation exist only for PF, porte only for PJ.
 */
export function applyFilterPatch(filter: QuoteFilter, patch: FilterPatch): QuoteFilter {
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
  const result = next as unknown as QuoteFilter;
  return withoutUndefined(result);
}

function canQuote(context: Pick<QuotationContext, 'filter' | 'agesError'>): boolean {
  return context.agesError === null && totalLives(context.filter.counts) > 0;
}

/** Keeps the narrowing choices that still exist in `plans` (others go back to "any"). */
function narrowingFor(plans: readonly PlanQuote[], narrowing: QuoteNarrowing): QuoteNarrowing {
  const choices = narrowingChoices(plans);
  return {
    operatorId: choices.operators.some((operator) => operator.id === narrowing.operatorId) ? narrowing.operatorId : null,
    accommodation: narrowing.accommodation && choices.accommodations.includes(narrowing.accommodation) ? narrowing.accommodation : null,
    coparticipation: narrowing.coparticipation && choices.coparticipations.includes(narrowing.coparticipation) ? narrowing.coparticipation : null,
  };
}

const agesInvalid = ({ event }: { event: QuotationEvent }) => event.type === 'lives.ages' && !readAges(event.text).ok;

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

export const quotationMachine = setup({
  types: {
    context: {} as QuotationContext,
    events: {} as QuotationEvent,
    input: {} as QuotationInput,
  },
  actors: {
    quote: fromPromise<Result<QuoteResult, RemoteFailure>, QuoteFilter>(async () => {
      throw new Error('quote actor not provided');
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
      plans: [],
      explanation: null,
      error: null,
      errorDetail: null,
      sort: 'total',
      narrowing: NO_NARROWING,
    };
  },
  initial: 'starting',
  on: {
    'results.sort': { actions: 'sort' },
    'results.narrow': { actions: 'narrow' },
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
        src: 'quote',
        input: ({ context }) => context.requested ?? context.filter,
        onDone: [
          {
            guard: ({ event }) => !event.output.ok,
            target: 'error',
            actions: assign({
              error: QUOTE_FAILURE_MESSAGE,
              errorDetail: ({ event }) => (event.output.ok ? null : event.output.error.message),
              quoted: ({ context }) => context.requested,
              plans: [],
            }),
          },
          {
            guard: ({ event }) => event.output.ok && event.output.value.plans.length === 0,
            target: 'empty',
            actions: assign({ quoted: ({ context }) => context.requested, plans: [], explanation: ({ event }) => (event.output.ok ? (event.output.value.explanation ?? null) : null) }),
          },
          {
            target: 'results',
            actions: assign(({ context, event }) => {
              const plans = event.output.ok ? event.output.value.plans : [];
              return { quoted: context.requested, plans, narrowing: narrowingFor(plans, context.narrowing) };
            }),
          },
        ],
        onError: {
          target: 'error',
          actions: assign({ error: QUOTE_FAILURE_MESSAGE, errorDetail: null, quoted: ({ context }) => context.requested, plans: [] }),
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
      },
    },
    results: {
      on: AFTER_QUOTE,
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
      quote: fromPromise(({ input }: { input: QuoteFilter }) => ports.catalog.quote(input)),
    },
    delays: {
      LIVES_DEBOUNCE: options.livesDebounceMs ?? LIVES_DEBOUNCE_MS,
    },
  });
}
