/**
 * The inversify modules several features share (per-feature loading): the plan catalog
 * (quotation, proposal, plan admin) and the comparison selection (quotation, proposal). A
 * container loads each module once, whichever feature comes first (feature-loader.ts).
 */
import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import type { KeyValueStore } from '../../../application/shared/key-value-store';
import type { Clock } from '../../../application/shared/clock';
import { withPlanDetailsMemo } from '../../../application/quotation/plan-details-memo';
import { createStoredComparisonStore } from '../../comparison-store.storage';
import { createHttpPlanCatalog } from '../../http/plan-catalog.http';
import { TOKENS } from '../tokens';

/**
 * The health-plan catalog over the API (http mode), its plans in full kept a short while
 * (`withPlanDetailsMemo`): the comparison, the comparative proposal and the details show plans
 * fetched ahead without waiting for the network.
 */
export const planCatalogHttpModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.PlanCatalog).toResolvedValue(
    (http: KyInstance, clock: Clock) => withPlanDetailsMemo(createHttpPlanCatalog(http), { clock }),
    [TOKENS.HttpClient, TOKENS.Clock],
  );
});

/** The comparison selection, in local storage (both modes). */
export const comparisonStoreModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.ComparisonStore).toResolvedValue((storage: KeyValueStore) => createStoredComparisonStore(storage), [TOKENS.KeyValueStore]);
});
