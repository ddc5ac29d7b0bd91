/**
 * The catalog's reading port: what the catalog lists, the plan detail and the plan extras
 * read, named for their role, with the database already bound. The use cases hold the rules
 * (order, paging, which dental add-ons apply, the fees' map) and call only this; the Drizzle
 * implementation is repositories/drizzle-catalog-store.ts, wired by the module's plugin
 * (catalog.module.ts). The record shapes are the repository's (a type-only import: no SQL
 * runs from here). The quote itself reads the in-memory snapshot (catalog-snapshot-source.ts).
 */
import type * as CatalogSql from '../repositories/catalog.repository';
import type * as PlanExtrasSql from '../repositories/plan-extras.repository';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export interface CatalogStore {
  /** The 27 states, by id. */
  states(): Promise<Answer<typeof CatalogSql.findStates>>;
  /** Commercialization areas (of one state when given). */
  areas(stateId?: number): Promise<Answer<typeof CatalogSql.findAreas>>;
  /** Every institution with its plan count and UFs (unordered). */
  institutionsWithPlanCounts(): Promise<Answer<typeof CatalogSql.findInstitutionsWithPlanCounts>>;
  /** One institution by id or slug, or undefined. */
  institution(key: { id: number } | { slug: string }): Promise<CatalogSql.InstitutionRecord | undefined>;
  /** The plan lines of an institution's page (every state and type). */
  institutionPlans(institutionId: number): Promise<Answer<typeof CatalogSql.findInstitutionPlans>>;
  /** Similar entities per institution (of one state when given). */
  similarEntities(institutionIds: readonly number[], stateId?: number): Promise<Map<number, CatalogSql.EntityRecord[]>>;
  /** Adhesion entities of a state (plus national ones) accepting an occupation (unordered). */
  entities(filter: { stateId?: number; occupationId?: number }): Promise<Answer<typeof CatalogSql.findEntities>>;
  /** True when the occupation exists. */
  occupationExists(id: number): Promise<boolean>;
  /** Every occupation (unordered). */
  occupations(): Promise<Answer<typeof CatalogSql.findOccupations>>;
  /** Hospitals matching an already folded and escaped search, at most `limit`. */
  hospitals(filter: { stateId?: number; search?: string; limit: number }): Promise<CatalogSql.ProviderRecord[]>;
  /** A published plan with its price table for `today` (`YYYY-MM-DD`), or undefined. */
  planById(id: number, today: string): Promise<CatalogSql.PlanRecord | undefined>;
  /** The hospitals and clinics of a network (unordered). */
  networkProviders(networkId: number): Promise<CatalogSql.ProviderRecord[]>;
  /** A plan's coparticipation rules, refunds and carências. */
  planRules(planId: number): Promise<Answer<typeof CatalogSql.findPlanRules>>;
  /** Every administradora's fees per life, in cents, with its name. */
  administradoraFeeRows(): Promise<PlanExtrasSql.AdministradoraFeeRow[]>;
  /** What picks a plan's dental add-ons (its operator, type and product line), or undefined. */
  planDentalKey(planId: number): Promise<PlanExtrasSql.PlanDentalKey | undefined>;
  /** An operator's dental add-ons, cheapest first (then id). */
  dentalPlansOf(institutionId: number): Promise<PlanExtrasSql.DentalPlanRow[]>;
}
