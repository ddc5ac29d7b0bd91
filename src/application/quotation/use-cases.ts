/**
 * Use cases of the quotation screens (`/cotacao`, `/instituicoes`) and the plan details:
 * plain functions over the ports (`PlanCatalog`, `ComparisonStore`) that the UI calls
 * through `useUseCases('quotation')` — it never reaches the ports.
 *
 * - `quoteLogic(options)`: the quotation machine (./quotation.machine.ts) wired to the catalog.
 * - Reference lists (states, occupations, entities, hospitals) and operators, as the catalog
 *   answers them (`Result` with a `RemoteFailure` carrying the server's sentence).
 * - `plansInFull(ids)`: several plans in full, in the order asked; the first failure wins
 *   (the comparison view and the comparative proposal); `prefetchPlans(ids)` asks for them
 *   ahead (the catalog keeps plans in full a while: ./plan-details-memo.ts).
 * - `comparison`: the comparison selection kept between page loads.
 * - `today()`: the Brasília day of the Clock port (the system clock when none is given).
 * - `startingFilter()` / `rememberQuote(filter)`: the form starts from the broker's last quote
 *   (type, state, city; kept per user on the server), or spec point 9's default
 *   for a broker who never quoted; each quote is remembered (only when it changed).
 */
import type { AppServices } from '../app-services';
import { err, ok, type RemoteFailure, type Result } from '../shared/result';
import type { PlanDetail } from '../../domain/quotation/catalog';
import type { ComparisonStore } from './comparison-store';
import { createQuotationLogic, type QuotationOptions } from './quotation.machine';
import { lastQuoteOf, sameLastQuote, startingFilter, type LastQuote } from '../../domain/quotation/last-quote';
import type { InstitutionPageQuery, PlanFilter } from '../../domain/quotation/catalog';
import { brasiliaDay } from '../../domain/subscription/calendar';
import { systemClock } from '../shared/clock';

/** The ports the quotation use cases need. */
export type QuotationPorts = Pick<AppServices, 'catalog' | 'comparison'> & Partial<Pick<AppServices, 'lastQuote' | 'clock'>>;

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
  let remembered: LastQuote | null = null;
  return {
    /**
     * The form's starting filter: spec point 9's default with the broker's last quote (type,
     * state, city) when the server has one; the default when it has none or cannot be reached.
     */
    async startingFilter(): Promise<PlanFilter> {
      const last = await ports.lastQuote?.read();
      if (last?.ok) remembered = last.value;
      return startingFilter(last?.ok ? last.value : null);
    },
    /** Remembers what was just quoted (type, state, city) for the next visit, on any device; silent on failure. */
    async rememberQuote(filter: Pick<PlanFilter, 'type' | 'stateId' | 'city'>): Promise<void> {
      const next = lastQuoteOf(filter);
      if (!ports.lastQuote || sameLastQuote(remembered, next)) return;
      remembered = next;
      const saved = await ports.lastQuote.write(next);
      if (!saved.ok) remembered = null;
    },
    /**
     * Today's calendar day in Brasília (`YYYY-MM-DD`) from the Clock port: the day a price
     * table's age is measured on ('Tabela com mais de 12 meses', src/domain/quotation/table-age.ts).
     */
    today: (): string => brasiliaDay((ports.clock ?? systemClock).now()),
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
    /**
     * Asks for `ids` in full ahead of a click that shows them ('Comparar', 'Gerar proposta'),
     * answering nothing: the catalog keeps them a while (./plan-details-memo.ts), so the click
     * finds them there. A failure is not reported here: the screen that needs the plan asks
     * again and shows it.
     */
    prefetchPlans(ids: readonly number[]): void {
      for (const id of ids) catalog.plan(id).catch(() => undefined);
    },
    /** Every operator. */
    institutions: () => catalog.institutions(),
    /** One operator with its plans by state. */
    institution: (id: number, query?: InstitutionPageQuery) => catalog.institution(id, query),
    /** The comparison selection (plan ids and the filter they were quoted with), kept between page loads. */
    comparison,
  };
}

/** What `createQuotationUseCases` answers. */
export type QuotationUseCases = ReturnType<typeof createQuotationUseCases>;
