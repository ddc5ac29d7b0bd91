/**
 * The results list driven by the real quotation machine over a back end of hand-made quotes:
 * its `quotePage` answers with the domain's `quotePage`, as the server and the fake do, and
 * records each page asked. The harness draws `QuoteResults` from the machine's context, as
 * the quotation screen does, with a comparison selection of its own.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { createQuotationLogic } from '../../src/application/quotation/quotation.machine';
import type { PlanCatalog } from '../../src/application/quotation/plan-catalog';
import { ok } from '../../src/application/shared/result';
import type { PlanQuote, QuoteFilter } from '../../src/domain/quotation/catalog';
import { quotePage, type QuotePageQuery } from '../../src/domain/quotation/quote-page';
import { totalLives, type BracketCounts } from '../../src/domain/quotation/age-buckets';
import { DEFAULT_PLAN_FILTER } from '../../src/domain/quotation/plan-types';
import { QuoteResults } from '../../src/ui/features/quotation/quote-results';

/** A back end answering pages of `plans` (for every filter), and the pages asked. */
export function pagedBackEnd(plans: () => readonly PlanQuote[]) {
  const asked: QuotePageQuery[] = [];
  const catalog = {
    async quotePage(filter: QuoteFilter, page: QuotePageQuery) {
      asked.push(page);
      const all = plans();
      const one = quotePage(all, { sort: page.sort, narrowing: page.narrowing, grouping: page.grouping, offset: (page.page - 1) * page.pageSize, limit: page.pageSize });
      return ok({
        lives: totalLives(filter.counts),
        count: one.count,
        allCount: one.allCount,
        choices: one.choices,
        plans: one.results,
        nextPage: one.nextOffset === null ? null : page.page + 1,
      });
    },
  } as Pick<PlanCatalog, 'quotePage'> as PlanCatalog;
  return { catalog, asked };
}

/** Renders the results of a quote of `counts` (quoted at once), 'Nova cotação' quoting again with one more life. */
export function PagedResults({ catalog, counts }: { catalog: PlanCatalog; counts: BracketCounts }) {
  const logic = useMemo(() => createQuotationLogic({ catalog }, { livesDebounceMs: 0 }), [catalog]);
  const actor = useActorRef(logic, { input: { filter: { ...DEFAULT_PLAN_FILTER, stateId: 26, counts }, quoteOnStart: true } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const status = useSelector(actor, (snapshot) => snapshot.value);
  const [compared, setCompared] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setCompared((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const onSort = useCallback((key: Parameters<typeof QuoteResults>[0]['sort']) => actor.send({ type: 'results.sort', key }), [actor]);
  const onNarrow = useCallback((narrowing: Parameters<Parameters<typeof QuoteResults>[0]['onNarrow']>[0]) => actor.send({ type: 'results.narrow', narrowing }), [actor]);
  const onMore = useCallback(() => actor.send({ type: 'results.more' }), [actor]);
  const onView = useCallback((view: 'cards' | 'list') => actor.send({ type: 'results.group', grouping: view === 'list' ? 'plans' : 'offers' }), [actor]);
  const open = useCallback(() => undefined, []);
  const quoted = context.quoted;
  return (
    <>
      <button type="button" onClick={() => actor.send({ type: 'lives.count', index: 0, lives: (context.filter.counts[0] ?? 0) + 1 })}>
        Nova cotação
      </button>
      <p>Comparar ({compared.size})</p>
      {quoted && context.allCount > 0 ? (
        <QuoteResults
          plans={context.plans}
          count={context.count}
          allCount={context.allCount}
          choices={context.choices}
          answer={context.answer}
          loadingMore={status === 'loadingMore'}
          onMore={onMore}
          counts={quoted.counts}
          lives={totalLives(quoted.counts)}
          sort={context.sort}
          narrowing={context.narrowing}
          compared={compared}
          busy={status === 'loading' || status === 'debouncing'}
          demoMode={false}
          today="2026-11-16"
          onSort={onSort}
          onNarrow={onNarrow}
          onToggleCompare={toggle}
          onOpenDetails={open}
          view={context.grouping === 'plans' ? 'list' : 'cards'}
          onView={onView}
        />
      ) : null}
    </>
  );
}
