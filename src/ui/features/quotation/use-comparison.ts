/**
 * The comparison selection of the quotation screen, kept in the ComparisonStore (so it
 * survives a page reload and feeds the comparative proposal). `toggle` is stable (safe
 * for memoized cards) and answers 'limit' when a seventh plan is picked.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ComparisonStore } from '../../../application/quotation/comparison-store';
import { toggleComparedPlan, type ComparisonSelection, type PlanFilter } from '../../../domain/quotation/catalog';

export interface ComparisonApi {
  selection: ComparisonSelection | null;
  /** Ids of the compared plans (a stable Set per selection). */
  ids: ReadonlySet<number>;
  toggle(planId: number): 'ok' | 'limit';
  remove(planId: number): void;
  clear(): void;
}

export function useComparison(store: ComparisonStore, quoted: PlanFilter | null): ComparisonApi {
  const [selection, setSelection] = useState<ComparisonSelection | null>(() => store.read());
  const selectionRef = useRef(selection);
  const quotedRef = useRef(quoted);
  useEffect(() => {
    quotedRef.current = quoted;
  }, [quoted]);

  const save = useCallback(
    (next: ComparisonSelection | null) => {
      selectionRef.current = next;
      setSelection(next);
      if (next && next.planIds.length > 0) store.write(next);
      else store.clear();
    },
    [store],
  );

  // The selection follows the latest quote: its lives price the compared plans.
  useEffect(() => {
    const current = selectionRef.current;
    if (quoted && current && current.planIds.length > 0 && current.filter !== quoted) save({ planIds: current.planIds, filter: quoted });
  }, [quoted, save]);

  const toggle = useCallback(
    (planId: number): 'ok' | 'limit' => {
      const current = selectionRef.current;
      const result = toggleComparedPlan(current?.planIds ?? [], planId);
      if (!result.ok) return 'limit';
      const filter = quotedRef.current ?? current?.filter;
      if (!filter) return 'ok';
      save({ planIds: result.planIds, filter });
      return 'ok';
    },
    [save],
  );

  const remove = useCallback(
    (planId: number) => {
      const current = selectionRef.current;
      if (!current) return;
      save({ planIds: current.planIds.filter((id) => id !== planId), filter: current.filter });
    },
    [save],
  );

  const clear = useCallback(() => save(null), [save]);

  const ids = useMemo<ReadonlySet<number>>(() => new Set(selection?.planIds ?? []), [selection]);

  return { selection, ids, toggle, remove, clear };
}
