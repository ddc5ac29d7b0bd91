/**
 * A PlanCatalog whose plans in full (`plan(id)`) are kept a short while, shared by every screen
 * of the page: the comparison, the comparative proposal and the plan details then show plans
 * fetched ahead (`prefetchPlans`, when a plan is picked for the comparison) or a moment ago
 * (the comparison's plans, again for 'Gerar proposta') without waiting for the network.
 *
 * - An answer (or the request still on its way) is kept `ttlMs` (default 5 minutes) from when
 *   it was asked, measured on the injected Clock; a page reload forgets them all.
 * - A failed answer is not kept: the next call asks again ('Tentar novamente' works).
 * - At most `maxPlans` (default 30) are kept; the oldest asked goes first.
 *
 * Staleness: a plan's prices or network edited meanwhile show up to `ttlMs` late, as the
 * quote's results already on screen do; a saved proposal keeps what it was saved with anyway.
 * Every other call goes to `catalog` as is.
 */
import type { Clock } from '../shared/clock';
import type { RemoteFailure, Result } from '../shared/result';
import type { PlanDetail } from '../../domain/quotation/catalog';
import type { PlanCatalog } from './plan-catalog';

/** How long a plan in full is kept (ms). */
export const PLAN_DETAILS_TTL_MS = 5 * 60_000;
/** Most plans in full kept at once. */
export const PLAN_DETAILS_MAX = 30;

interface Kept {
  askedAt: number;
  answer: Promise<Result<PlanDetail, RemoteFailure>>;
}

/** `catalog` with `plan(id)` kept as described in the module note. */
export function withPlanDetailsMemo(catalog: PlanCatalog, options: { clock: Clock; ttlMs?: number; maxPlans?: number }): PlanCatalog {
  const ttlMs = options.ttlMs ?? PLAN_DETAILS_TTL_MS;
  const maxPlans = options.maxPlans ?? PLAN_DETAILS_MAX;
  // Insertion order is the order asked: the first key is the oldest.
  const kept = new Map<number, Kept>();
  const forget = (id: number, entry: Kept) => {
    if (kept.get(id) === entry) kept.delete(id);
  };
  return {
    ...catalog,
    plan(id) {
      const now = options.clock.now().getTime();
      const held = kept.get(id);
      if (held && now - held.askedAt < ttlMs && now >= held.askedAt) return held.answer;
      if (held) kept.delete(id);
      const entry: Kept = { askedAt: now, answer: catalog.plan(id) };
      kept.set(id, entry);
      entry.answer.then(
        (result) => {
          if (!result.ok) forget(id, entry);
        },
        () => forget(id, entry),
      );
      while (kept.size > maxPlans) {
        const oldest = kept.keys().next();
        if (oldest.done) break;
        kept.delete(oldest.value);
      }
      return entry.answer;
    },
  };
}
