/**
 * The full plan's answer (`GET /api/plans/{id}/`, ./get-plan-detail.ts for what it holds) as
 * prepared JSON bytes, kept per catalog snapshot (http/prepared-answers.ts), as the quote's
 * answers are (./quote-answer.ts). A broker opens the same few plans again and again (the
 * cards he compares, the proposal's plans); each opening read five statements (plan with its
 * table, similar entities, network, rules, dental add-ons) and serialized a network of up to
 * a few thousand providers.
 *
 * Why keeping it is safe: every table the answer reads is one of the catalog tables
 * (./catalog-snapshot-source.ts `CATALOG_TABLES`), whose writes bump the catalog version; a new
 * version is a new snapshot, and a new snapshot starts an empty cache. A write of this process
 * is seen at once (`current()` checks the version after a local catalog write); another
 * process's write arrives with the version's notice, as the quotes' answers do. The key holds
 * the Brasília day, which picks the price table in force.
 */
import { PreparedAnswers, type PreparedBody } from '../../../http/prepared-answers';
import { toPlanDetailWire } from '../catalog-wire.mappers';
import { catalogToday } from './catalog-deps';
import type { CatalogSnapshot } from './catalog-snapshot';
import type { CatalogSnapshotSource } from './catalog-snapshot-source';
import type { CatalogStore } from './catalog-store';
import { getPlanDetail } from './get-plan-detail';
import { dentalOptionsOfPlan, feesOf } from './plan-extras';
import type { AdministradoraFees } from './quote-answer';

/** What the plan answers need: the clock (today, Brasília), the snapshot source (the cache's scope), the store and the fees. */
export interface PlanDetailAnswerDeps {
  readonly clock: () => Date;
  readonly snapshot: Pick<CatalogSnapshotSource, 'current'>;
  readonly store: CatalogStore;
  readonly fees: () => Promise<AdministradoraFees>;
}

/** A full plan's answer: none (an unknown or unpublished plan: the route's 404), or the prepared body with what sending it needs. */
export type PlanDetailAnswer =
  | { readonly kind: 'not_found' }
  | { readonly kind: 'ok'; readonly snapshot: CatalogSnapshot; readonly key: string; readonly body: PreparedBody };

/** The full-plan answers of one app, with their cache of prepared bodies (`prepared`, also what sends them). */
export function createPlanDetailAnswers(deps: PlanDetailAnswerDeps) {
  const prepared = new PreparedAnswers<CatalogSnapshot>({ maxBytes: 16 * 1024 * 1024 });
  return {
    prepared,
    /** The answer for plan `id` (a database id already checked by the route). An unknown plan is not kept: a plan published later answers at once. */
    async answer(id: number): Promise<PlanDetailAnswer> {
      const snapshot = await deps.snapshot.current();
      const key = `${catalogToday(deps)}|${id}`;
      const body = await prepared.body(snapshot, key, async () => {
        const result = await getPlanDetail(deps, id);
        if (result.kind === 'not_found') return null;
        const [fees, dental] = await Promise.all([deps.fees(), dentalOptionsOfPlan(deps.store, id)]);
        return JSON.stringify({ ...toPlanDetailWire(result.plan), administradora_fees: feesOf(fees, result.plan.administradora), dental_options: dental });
      });
      return body ? { kind: 'ok', snapshot, key, body } : { kind: 'not_found' };
    },
  };
}
