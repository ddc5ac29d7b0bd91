/**
 * /cotacao — the health-plan quotation screen (spec points 3, 7, 8 and 9): the form, the
 * results (or 'Nenhum resultado encontrado.' / 'Erro ao filtrar planos'), plan details in
 * a dialog (deep link `/cotacao?plano={id}`) and the side-by-side comparison
 * (`/cotacao?comparar=1`, reached from the 'Comparar (n)' bar). The comparison
 * selection is kept in the ComparisonStore: after a reload the screen starts from its
 * filter and quotes again. Without one, the form starts from the broker's last quote (type,
 * state, city; kept per user on the server) or spec point 9's default for a broker
 * who never quoted; every quote is remembered.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import { NO_RESULTS_MESSAGE, QUOTE_FAILURE_MESSAGE, type FilterPatch } from '../../../application/quotation/quotation.machine';
import { COMPARISON_LIMIT_MESSAGE, type QuoteNarrowing, type QuoteSortKey } from '../../../domain/quotation/catalog';
import { totalLives } from '../../../domain/quotation/age-buckets';
import { Icon } from '../../design-system/icon';
import { PageHeader } from '../../design-system/primitives';
import { Spinner } from '../../design-system/spinner';
import { LoadingText } from '../../shared/loading-text';
import { useAlerts } from '../../app/alert-context';
import { useShellUseCases, useUseCases } from '../../app/services-context';

import * as c from '../../shared/catalog/catalog.css';
import type { ScreenProps } from '../../shared/screen';
import { CompareBar } from './compare-bar';
import { QuoteForm, type QuotationActorRef } from './quote-form';
import * as s from './quotation.css';
import { useComparison } from './use-comparison';
import type { QuoteResultsProps } from './quote-results';
import { RemoteFailure } from '../../shared/remote-failure';
import { ok } from '../../../application/shared/result';
import type { PlanFilter } from '../../../domain/quotation/catalog';
import { useRemote } from '../../shared/use-remote';
import { StepIndicator } from '../../shared/step-indicator';
import { useSession } from '../../app/session-context';
import { whenIdle } from '../../shared/when-idle';
import { browserStorage, readResultsPreference, writeResultsPreference, type ResultsView } from './results-preference';

// What shows after a click (a plan's details, the comparison) comes in chunks of its own: the
// screen renders without waiting for them (the details' chunk is fetched at once).
const PlanDetailsDialog = lazy(() => import('../../shared/catalog/plan-details').then((m) => ({ default: m.PlanDetailsDialog })));
const SendProposalDialog = lazy(() => import('../../shared/proposal-sending/send-proposal-dialog'));
// The comparison's chunk is fetched once a plan is picked for it, before 'Comparar (n)' is pressed.
const loadComparisonView = () => import('./comparison-view');
const ComparisonView = lazy(() => loadComparisonView().then((m) => ({ default: m.ComparisonView })));
// The results list (cards, offers, sort and narrowing) also comes in a chunk of its own, fetched
// as soon as the screen has drawn: the form does not wait for it, and the first results wait for
// the quote's answer anyway (docs/benchmarks.md "Lean first load").
const loadQuoteResults = () => import('./quote-results');
const QuoteResults = lazy(() => loadQuoteResults().then((m) => ({ default: m.QuoteResults })));
// The empty answer's explanation (and the eligibility rule's words it reads) likewise: fetched once
// the screen has drawn, so an empty answer shows it without a fetch after the click.
const loadEmptyQuoteHelp = () => import('./empty-quote-help');
const EmptyQuoteHelp = lazy(() => loadEmptyQuoteHelp().then((m) => ({ default: m.EmptyQuoteHelp })));

const PATH = '/cotacao';

/**
 * A lazy module's exports once fetched (null until then; `when` false: not fetched yet). A
 * component taken from them renders at once, where its `lazy` twin would first suspend on its
 * first render — the fallback drawn, and React waiting up to 300 ms before revealing what
 * replaces a fallback — even with its chunk long in.
 */
function useLoadedModule<M>(load: () => Promise<M>, when = true): M | null {
  const [loaded, setLoaded] = useState<M | null>(null);
  useEffect(() => {
    if (!when || loaded) return;
    let live = true;
    // A failed fetch is not reported here: the lazy twin imports the chunk itself when it
    // renders, and a failure shows there.
    load().then(
      (module) => {
        if (live) setLoaded(() => module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, when, loaded]);
  return loaded;
}

export default function QuotationScreen(props: ScreenProps) {
  const quotation = useUseCases('quotation');
  const [stored] = useState(() => quotation.comparison.read());
  // Without a stored comparison, the form starts where the broker last quoted (the server remembers it).
  const start = useRemote(stored ? null : 'quotation:starting-filter', async () => ok(await quotation.startingFilter()));
  if (stored) return <QuotationWorkspace {...props} input={{ filter: stored.filter, quoteOnStart: true }} />;
  if (start.status === 'loading') {
    return (
      <div className={c.loadingBox} role="status">
        <Spinner size="md" />
        Carregando…
      </div>
    );
  }
  return <QuotationWorkspace {...props} input={start.status === 'ok' ? { filter: start.value } : {}} />;
}

function QuotationWorkspace({ route, input }: ScreenProps & { input: { filter?: PlanFilter; quoteOnStart?: boolean } }) {
  const quotation = useUseCases('quotation');
  const logic = useMemo(() => quotation.quoteLogic(), [quotation]);
  // The broker's view (cards or list) and sort, remembered per broker in this browser: the first page is asked with them.
  const username = useSession().user?.username ?? '';
  const [preference] = useState(() => readResultsPreference(browserStorage(), username));
  const actor = useActorRef(logic, {
    input: { ...input, ...(preference ? { sort: preference.sort, grouping: preference.view === 'list' ? ('plans' as const) : ('offers' as const) } : {}) },
  });
  const quoted = useSelector(actor, (snapshot) => snapshot.context.quoted);
  useEffect(() => {
    if (quoted) void quotation.rememberQuote(quoted);
  }, [quoted, quotation]);
  const comparison = useComparison(quotation.comparison, quoted);
  const alerts = useAlerts();
  const results = useLoadedModule(loadQuoteResults);

  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const planParam = Number(params.get('plano'));
  const detailsId = Number.isInteger(planParam) && planParam > 0 ? planParam : null;
  const comparing = params.has('comparar');

  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  const openDetails = useCallback((planId: number) => {
    const next = new URLSearchParams(searchRef.current);
    next.set('plano', String(planId));
    navigateRef.current(`${PATH}?${next.toString()}`);
  }, []);
  const closeDetails = useCallback(() => {
    const next = new URLSearchParams(searchRef.current);
    next.delete('plano');
    const rest = next.toString();
    navigateRef.current(rest ? `${PATH}?${rest}` : PATH, { replace: true });
  }, []);

  const comparisonModule = useLoadedModule(loadComparisonView, comparison.ids.size > 0);
  // The picked plans in full are fetched once the page is idle after each pick: 'Comparar (n)'
  // and then 'Gerar proposta' find them kept by the catalog instead of waiting for them.
  const pickedIds = comparison.selection?.planIds;
  useEffect(() => {
    if (!pickedIds || pickedIds.length === 0) return;
    return whenIdle(() => quotation.prefetchPlans(pickedIds));
  }, [pickedIds, quotation]);
  const Comparison = comparisonModule?.ComparisonView ?? ComparisonView;

  const { toggle } = comparison;
  const toggleCompare = useCallback(
    (planId: number) => {
      if (toggle(planId) === 'limit') alerts.show({ kind: 'error', message: COMPARISON_LIMIT_MESSAGE });
    },
    [toggle, alerts],
  );

  // After 'Cotar', the answer (results, empty or error) is brought into view and focused. The
  // scroll waits for the answer's first paint (a frame, then a task): scrolling in the same
  // frame makes the browser lay out the page twice before the broker sees anything, and a
  // smooth scroll keeps painting frames while the rest of the results are still being drawn.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const revealPending = useRef(false);
  const requestReveal = useCallback(() => {
    revealPending.current = true;
  }, []);
  const status = useSelector(actor, (snapshot) => snapshot.value);
  useEffect(() => {
    if (!revealPending.current || !(status === 'results' || status === 'empty' || status === 'error')) return;
    revealPending.current = false;
    const outcome = outcomeRef.current;
    outcome?.focus({ preventScroll: true });
    if (!outcome || typeof outcome.scrollIntoView !== 'function') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => outcome.scrollIntoView({ block: 'start' }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [status]);

  const [sending, setSending] = useState(false);
  const openSending = useCallback(() => setSending(true), []);
  const openComparison = useCallback(() => navigate(`${PATH}?comparar=1`), [navigate]);
  const closeComparison = useCallback(() => navigate(PATH), [navigate]);

  return (
    <div className={s.screen}>
      <PageHeader
        eyebrow="Planos de saúde"
        title={route.title}
        description="Cote planos individuais, coletivos por adesão e PME com os preços por faixa etária das tabelas vigentes."
      />
      <StepIndicator current={comparing ? 'compare' : 'quote'} />
      {comparing ? (
        <Suspense fallback={<Spinner size="md" />}>
          <Comparison
            selection={comparison.selection}
            onBack={closeComparison}
            onRemove={comparison.remove}
            onClear={comparison.clear}
            onOpenDetails={openDetails}
          />
        </Suspense>
      ) : (
        <>
          <QuoteForm actor={actor} onSubmitted={requestReveal} />
          <div ref={outcomeRef} tabIndex={-1} className={s.outcome}>
            <QuoteOutcome actor={actor} Results={results?.QuoteResults ?? QuoteResults} compared={comparison.ids} onToggleCompare={toggleCompare} onOpenDetails={openDetails} />
          </div>
          <CompareBar count={comparison.ids.size} onOpen={openComparison} onClear={comparison.clear} onSend={openSending} />
          {sending ? (
            <Suspense fallback={null}>
              <SendProposalDialog selection={comparison.selection} onClose={() => setSending(false)} />
            </Suspense>
          ) : null}
        </>
      )}
      <Suspense fallback={null}>
        <PlanDetailsDialog planId={detailsId} counts={quoted?.counts ?? comparison.selection?.filter.counts ?? null} onClose={closeDetails} />
      </Suspense>
    </div>
  );
}

interface QuoteOutcomeProps {
  actor: QuotationActorRef;
  /** The results list: the loaded module's component, or its lazy twin before that. */
  Results: ComponentType<QuoteResultsProps>;
  compared: ReadonlySet<number>;
  onToggleCompare: (planId: number) => void;
  onOpenDetails: (planId: number) => void;
}

/**
 * What the last quote gave: results, empty, error, or a spinner while the first one loads.
 * Memoized (stable props): a URL change (details, comparison) does not draw it again.
 */
const QuoteOutcome = memo(function QuoteOutcome({ actor, Results, compared, onToggleCompare, onOpenDetails }: QuoteOutcomeProps) {
  const { mode } = useShellUseCases();
  const today = useUseCases('quotation').today();
  const alerts = useAlerts();
  const status = useSelector(actor, (snapshot) => snapshot.value);
  const plans = useSelector(actor, (snapshot) => snapshot.context.plans);
  const count = useSelector(actor, (snapshot) => snapshot.context.count);
  const allCount = useSelector(actor, (snapshot) => snapshot.context.allCount);
  const choices = useSelector(actor, (snapshot) => snapshot.context.choices);
  const answer = useSelector(actor, (snapshot) => snapshot.context.answer);
  const quoted = useSelector(actor, (snapshot) => snapshot.context.quoted);
  const sort = useSelector(actor, (snapshot) => snapshot.context.sort);
  const narrowing = useSelector(actor, (snapshot) => snapshot.context.narrowing);
  const grouping = useSelector(actor, (snapshot) => snapshot.context.grouping);
  const errorDetail = useSelector(actor, (snapshot) => snapshot.context.errorDetail);
  const explanation = useSelector(actor, (snapshot) => snapshot.context.explanation);
  const emptyHelp = useLoadedModule(loadEmptyQuoteHelp);
  const Help = emptyHelp?.EmptyQuoteHelp ?? EmptyQuoteHelp;

  useEffect(() => {
    if (status === 'error') alerts.show({ kind: 'error', message: QUOTE_FAILURE_MESSAGE });
  }, [status, alerts]);

  // The broker's view (cards or list) and sort are remembered per broker in this browser.
  const username = useSession().user?.username ?? '';
  const view: ResultsView = grouping === 'plans' ? 'list' : 'cards';
  const onSort = useCallback(
    (key: QuoteSortKey) => {
      actor.send({ type: 'results.sort', key });
      writeResultsPreference(browserStorage(), username, { view: actor.getSnapshot().context.grouping === 'plans' ? 'list' : 'cards', sort: key });
    },
    [actor, username],
  );
  const onView = useCallback(
    (next: ResultsView) => {
      actor.send({ type: 'results.group', grouping: next === 'list' ? 'plans' : 'offers' });
      writeResultsPreference(browserStorage(), username, { view: next, sort: actor.getSnapshot().context.sort });
    },
    [actor, username],
  );
  const onNarrow = useCallback((next: Partial<QuoteNarrowing>) => actor.send({ type: 'results.narrow', narrowing: next }), [actor]);
  const onMore = useCallback(() => actor.send({ type: 'results.more' }), [actor]);
  const onFilterChange = useCallback((patch: FilterPatch) => actor.send({ type: 'filter.change', patch }), [actor]);

  // While a sort, a narrowing or a new quote is on its way, the list on screen stays, dimmed ('atualizando…').
  const pending = status === 'loading' || status === 'debouncing';
  const showList = allCount > 0 && quoted !== null && (status === 'results' || status === 'loadingMore' || pending);

  if (showList) {
    return (
      <Suspense fallback={<LoadingText className={c.loadingBox} />}>
        <Results
          plans={plans}
          count={count}
          allCount={allCount}
          choices={choices}
          answer={answer}
          loadingMore={status === 'loadingMore'}
          onMore={onMore}
          counts={quoted.counts}
          lives={totalLives(quoted.counts)}
          sort={sort}
          narrowing={narrowing}
          compared={compared}
          busy={pending}
          demoMode={mode === 'fake'}
          today={today}
          onSort={onSort}
          onNarrow={onNarrow}
          onToggleCompare={onToggleCompare}
          onOpenDetails={onOpenDetails}
          view={view}
          onView={onView}
        />
      </Suspense>
    );
  }
  if (status === 'loading') {
    return (
      <LoadingText className={c.loadingBox} />
    );
  }
  if (status === 'empty' && quoted) {
    return (
      <Suspense fallback={<LoadingText className={c.loadingBox} />}>
        <Help title={NO_RESULTS_MESSAGE} quoted={quoted} explanation={explanation} onChange={onFilterChange} />
      </Suspense>
    );
  }
  if (status === 'error') {
    return <RemoteFailure message={QUOTE_FAILURE_MESSAGE} detail={errorDetail} onRetry={() => actor.send({ type: 'quote.retry' })} />;
  }
  return (
    <div className={s.stateCard}>
      <Icon name="calculator" size={28} />
      <p className={s.stateTitle}>Informe as vidas e clique em Cotar.</p>
      <p>Os planos aparecem aqui com o preço de cada faixa etária e o total mensal.</p>
    </div>
  );
});
