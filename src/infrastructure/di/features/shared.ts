/**
 * The bindings several features share (per-feature loading): each feature module
 * (this folder) binds the ports its use cases read, so a port two features read is bound by
 * whichever is loaded first, once.
 */
import type { Container, ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import type { KeyValueStore } from '../../../application/shared/key-value-store';
import type { Clock } from '../../../application/shared/clock';
import { withPlanDetailsMemo } from '../../../application/quotation/plan-details-memo';
import { createStoredComparisonStore } from '../../comparison-store.storage';
import { createHttpPlanCatalog } from '../../http/plan-catalog.http';
import type { ContainerOptions } from '../container-options';
import { TOKENS } from '../tokens';

/** Calls `bind` unless `token` is bound already (by another feature, or by the fake back end). */
export function bindOnce<T>(container: Container, token: ServiceIdentifier<T>, bind: () => void): void {
  if (!container.isBound(token)) bind();
}

/** Binds an http adapter of the API (http mode only: in fake mode the fake back end bound every port). */
export function bindHttpOnce<T>(container: Container, options: ContainerOptions, token: ServiceIdentifier<T>, make: (http: KyInstance) => T): void {
  if (options.mode !== 'http') return;
  bindOnce(container, token, () => container.bind(token).toResolvedValue(make, [TOKENS.HttpClient]));
}

/**
 * The health-plan catalog (quotation, proposal, plan admin), its plans in full kept a short
 * while (`withPlanDetailsMemo`): the comparison, the comparative proposal and the details
 * show plans fetched ahead without waiting for the network.
 */
export function bindPlanCatalog(container: Container, options: ContainerOptions): void {
  if (options.mode !== 'http') return;
  bindOnce(container, TOKENS.PlanCatalog, () =>
    container
      .bind(TOKENS.PlanCatalog)
      .toResolvedValue((http: KyInstance, clock: Clock) => withPlanDetailsMemo(createHttpPlanCatalog(http), { clock }), [TOKENS.HttpClient, TOKENS.Clock]),
  );
}

/** The comparison selection, in local storage (quotation, proposal). */
export function bindComparisonStore(container: Container): void {
  bindOnce(container, TOKENS.ComparisonStore, () =>
    container.bind(TOKENS.ComparisonStore).toResolvedValue((storage: KeyValueStore) => createStoredComparisonStore(storage), [TOKENS.KeyValueStore]),
  );
}
