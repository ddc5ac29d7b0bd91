/**
 * Use cases of the quotation screens (`/cotacao`, `/instituicoes`) and the plan details:
 * plain functions over the ports (`PlanCatalog`, `ComparisonStore`) that the UI calls
 * through `useUseCases().quotation` — it never reaches the ports.
 *
 * - `quoteLogic(options)`: the quotation machine (./quotation.machine.ts) wired to the catalog.
 * - Reference lists (states, occupations, entities, hospitals) and operators, as the catalog
 *   answers them (`Result` with a `RemoteFailure` carrying the server's sentence).
 * - `plansInFull(ids)`: several plans in full, in the order asked; the first failure wins
 *   (the comparison view and the comparative proposal).
 * - `comparison`: the comparison selection kept between page loads.
 */
import type { AppServices } from '../app-services';
import { err, ok, type RemoteFailure, type Result } from '../shared/result';
import type { PlanDetail } from '../../domain/quotation/catalog';
import type { ComparisonStore } from './comparison-store';
import { createQuotationLogic, type QuotationOptions } from './quotation.machine';

/** The ports the quotation use cases need. */
export type QuotationPorts = Pick<AppServices, 'catalog' | 'comparison'>;

/**
 * Loads `ids` in full through `catalog.plan`, in that order.
 * @returns ok(plans) or the first failure (e.g. 'Plano não encontrado.').
 */
export async function loadPlansInFull(catalog: AppServices['catalog'], ids: readonly number[]): Promise<Result<PlanDetail[], RemoteFailure>> {
  const answers = await Promise.all(ids.map((id) => catalog.plan(id)));
  const plans: PlanDetail[] = [];
  for (const answer of answers) {
    if (!answer.ok) return err(answer.error);
    plans.push(answer.value);
  }
  return ok(plans);
}

/** Builds the quotation use cases over `ports`. */
export function createQuotationUseCases(ports: QuotationPorts) {
  const { catalog } = ports;
  const comparison: ComparisonStore = {
    read: () => ports.comparison.read(),
    write: (selection) => ports.comparison.write(selection),
    clear: () => ports.comparison.clear(),
  };
  return {
    /** The quotation machine (editing → loading → results …) quoting through the catalog. */
    quoteLogic: (options?: QuotationOptions) => createQuotationLogic({ catalog }, options),
    /** The 27 UFs with the cities of states that have several commercialization areas. */
    states: () => catalog.states(),
    /** Professions for adhesion (PF). */
    occupations: () => catalog.occupations(),
    /** Adhesion entities of a state, optionally only those accepting the occupation. */
    entities: (stateId: Parameters<AppServices['catalog']['entities']>[0], occupationId?: number) => catalog.entities(stateId, occupationId),
    /** Hospitals of a state by name or city (at most 50). */
    searchHospitals: (stateId: Parameters<AppServices['catalog']['searchHospitals']>[0], text: string) => catalog.searchHospitals(stateId, text),
    /** One plan in full (network, refunds, coparticipation, carências). */
    plan: (id: number) => catalog.plan(id),
    /** Several plans in full, in order; the first failure wins. */
    plansInFull: (ids: readonly number[]) => loadPlansInFull(catalog, ids),
    /** Every operator. */
    institutions: () => catalog.institutions(),
    /** One operator with its plans by state. */
    institution: (id: number) => catalog.institution(id),
    /** The comparison selection (plan ids and the filter they were quoted with), kept between page loads. */
    comparison,
  };
}

/** What `createQuotationUseCases` answers. */
export type QuotationUseCases = ReturnType<typeof createQuotationUseCases>;
