/**
 * The one rule that decides whether a plan answers a quote's filter (spec point 7, "Plans";
 * docs/catalog-api.md lists every filter). The server's catalog snapshot and the fake back
 * end both ask it; nothing else decides which plans a filter keeps.
 *
 * It is a pure function of two plain values:
 * - {@link EligibilityCriteria}: the filter once checked and resolved by its caller (the
 *   city already turned into the commercialization areas selling there, the occupation into
 *   the entities accepting it, the types from `type` / `is_pme` / the route);
 * - {@link EligibilityPlan}: the facts of one plan the rule reads (its catalog row, its
 *   entities, its network's providers, its institution's similar entities).
 *
 * The answer is {@link ELIGIBLE} or the FIRST reason the plan is left out, as a value with a
 * `kind` carrying what a broker needs to understand it (the porte's minimum lives, the
 * hospitals missing from the network, ...), so an empty result can be explained. The checks
 * run in a fixed order, cheapest and widest first: state, type, area, coverage, contribution,
 * MEI, porte, lives, entity, occupation, network.
 */
import { foldText } from '../text-folding';
import type { QuoteFilter } from './catalog-types';
import type { CoverageArea, PlanFilter, PlanTypeCode, PorteCode } from './plan-types';

/** The MEI-only PJ porte ('I MEI', spec point 9): left out when the company is not a MEI. */
export const MEI_ONLY_PORTE = 'i_mei';

/** What the rule reads of a plan. Sets, not arrays: the snapshot builds them once per plan. */
export interface EligibilityPlan {
  /** State where the plan is sold (1–27). */
  readonly stateId: number;
  readonly type: PlanTypeCode;
  /** PJ porte code, or null for a plan open to any company size (and for CP / PF). */
  readonly porte: string | null;
  /** The commercialization area the plan is sold in (an id of the caller's catalog). */
  readonly areaId: number;
  readonly coverageArea: CoverageArea;
  /** PJ contribution: true optional, false compulsory; null or ignored for CP / PF (no contribution). */
  readonly isOptional: boolean | null;
  /** PJ: sold to MEI companies. */
  readonly acceptsMei: boolean;
  /** Lives band of the plan: min ≤ lives ≤ max (null: no maximum). */
  readonly minLives: number;
  readonly maxLives: number | null;
  /** Ids of the adhesion entities the plan lists. */
  readonly entityIds: ReadonlySet<number>;
  /**
   * The plan's institution's similar entities (spec point 3) → the entity's state id, or
   * null for a national entity.
   */
  readonly similarEntityStates: ReadonlyMap<number, number | null> | undefined;
  /** Providers (hospitals and clinics) of the plan's network; null when it has no network. */
  readonly networkProviderIds: ReadonlySet<number> | null;
}

/** The resolved filter. An absent field does not filter. */
export interface EligibilityCriteria {
  /** The quote's state (1–27). */
  readonly stateId: number;
  /** The plan types asked for (from `type`, `is_pme` and the route's allowed types). */
  readonly types?: readonly PlanTypeCode[];
  /** The city's commercialization areas (those listing it and the whole-state ones). */
  readonly city?: { readonly name: string; readonly areaIds: ReadonlySet<number> };
  /** Any of these coverage areas (empty: any). */
  readonly coverageAreas?: readonly CoverageArea[];
  /** PJ contribution asked for. */
  readonly isOptional?: boolean;
  /** true: PJ plans must accept MEI; false: the MEI-only porte is left out. */
  readonly isMei?: boolean;
  /** PJ porte: plans of that porte and plans without one. */
  readonly porte?: PorteCode;
  /** Lives of the quote (Σ of the age groups); 0 or absent: the lives band does not filter. */
  readonly lives?: number;
  /** PF entity: plans listing it whose institution lists it as similar entity (of the state or national). */
  readonly entityId?: number;
  /** PF occupation: plans listing one of the entities accepting it. */
  readonly occupation?: { readonly id: number; readonly entityIds: ReadonlySet<number> };
  /** Hospitals the plan's network must ALL have (empty: any). */
  readonly hospitalIds?: readonly number[];
}

/** Why a plan does not answer the filter: the first check it fails. */
export type Ineligibility =
  | { readonly kind: 'other-state'; readonly planStateId: number }
  | { readonly kind: 'type-not-asked'; readonly planType: PlanTypeCode; readonly types: readonly PlanTypeCode[] }
  /** Not sold in the filter's city (its area lists other cities). */
  | { readonly kind: 'not-sold-in-city'; readonly city: string }
  | { readonly kind: 'other-coverage-area'; readonly coverageArea: CoverageArea; readonly wanted: readonly CoverageArea[] }
  /** PJ contribution differs (the plan's is `planIsOptional`). */
  | { readonly kind: 'other-contribution'; readonly planIsOptional: boolean }
  /** PJ plan not sold to MEI companies, and the company is one. */
  | { readonly kind: 'mei-not-accepted' }
  /** MEI-only porte, and the company is not a MEI. */
  | { readonly kind: 'mei-only' }
  | { readonly kind: 'other-porte'; readonly porte: string; readonly wanted: PorteCode }
  /** Fewer lives than the plan's minimum (the porte's minimum lives). */
  | { readonly kind: 'below-min-lives'; readonly minLives: number; readonly lives: number }
  | { readonly kind: 'above-max-lives'; readonly maxLives: number; readonly lives: number }
  /** The plan does not list the entity. */
  | { readonly kind: 'entity-not-listed'; readonly entityId: number }
  /** The plan lists the entity but its institution does not take it as similar entity in this state. */
  | { readonly kind: 'entity-not-similar'; readonly entityId: number }
  /** None of the plan's entities accepts the occupation. */
  | { readonly kind: 'occupation-not-accepted'; readonly occupationId: number }
  /** Hospitals asked for and the plan has no network. */
  | { readonly kind: 'no-network'; readonly hospitalIds: readonly number[] }
  /** Hospitals asked for that the plan's network lacks (in the order asked). */
  | { readonly kind: 'hospitals-missing'; readonly hospitalIds: readonly number[] };

/** The answer of {@link planEligibility}. */
export type Eligibility = { readonly kind: 'eligible' } | Ineligibility;

/** The one "eligible" value (shared: the quote path allocates nothing for a kept plan). */
export const ELIGIBLE: Eligibility = Object.freeze({ kind: 'eligible' });

function sharesAny(ids: ReadonlySet<number>, wanted: ReadonlySet<number>): boolean {
  for (const id of ids) if (wanted.has(id)) return true;
  return false;
}

/** Whether `plan` answers `criteria`, or the first reason it does not (module comment). */
export function planEligibility(plan: EligibilityPlan, criteria: EligibilityCriteria): Eligibility {
  if (plan.stateId !== criteria.stateId) return { kind: 'other-state', planStateId: plan.stateId };
  if (criteria.types && !criteria.types.includes(plan.type)) return { kind: 'type-not-asked', planType: plan.type, types: criteria.types };
  if (criteria.city && !criteria.city.areaIds.has(plan.areaId)) return { kind: 'not-sold-in-city', city: criteria.city.name };
  if (criteria.coverageAreas && criteria.coverageAreas.length > 0 && !criteria.coverageAreas.includes(plan.coverageArea)) {
    return { kind: 'other-coverage-area', coverageArea: plan.coverageArea, wanted: criteria.coverageAreas };
  }
  // Only PJ plans have a contribution (CP and PF are paid by the beneficiary).
  if (criteria.isOptional !== undefined && plan.type === 'PJ' && plan.isOptional !== null && plan.isOptional !== criteria.isOptional) {
    return { kind: 'other-contribution', planIsOptional: plan.isOptional };
  }
  if (criteria.isMei === true && plan.type === 'PJ' && !plan.acceptsMei) return { kind: 'mei-not-accepted' };
  if (criteria.isMei === false && plan.porte === MEI_ONLY_PORTE) return { kind: 'mei-only' };
  // A plan without a porte is not restricted to one company size.
  if (criteria.porte !== undefined && plan.porte !== null && plan.porte !== criteria.porte) {
    return { kind: 'other-porte', porte: plan.porte, wanted: criteria.porte };
  }
  const lives = criteria.lives ?? 0;
  if (lives > 0) {
    if (lives < plan.minLives) return { kind: 'below-min-lives', minLives: plan.minLives, lives };
    if (plan.maxLives !== null && lives > plan.maxLives) return { kind: 'above-max-lives', maxLives: plan.maxLives, lives };
  }
  if (criteria.entityId !== undefined) {
    if (!plan.entityIds.has(criteria.entityId)) return { kind: 'entity-not-listed', entityId: criteria.entityId };
    const similar = plan.similarEntityStates;
    const entityState = similar?.get(criteria.entityId);
    if (!similar?.has(criteria.entityId) || (entityState !== null && entityState !== criteria.stateId)) {
      return { kind: 'entity-not-similar', entityId: criteria.entityId };
    }
  }
  if (criteria.occupation && !sharesAny(plan.entityIds, criteria.occupation.entityIds)) {
    return { kind: 'occupation-not-accepted', occupationId: criteria.occupation.id };
  }
  if (criteria.hospitalIds && criteria.hospitalIds.length > 0) {
    const network = plan.networkProviderIds;
    if (network === null) return { kind: 'no-network', hospitalIds: criteria.hospitalIds };
    if (!criteria.hospitalIds.every((id) => network.has(id))) {
      return { kind: 'hospitals-missing', hospitalIds: [...new Set(criteria.hospitalIds)].filter((id) => !network.has(id)) };
    }
  }
  return ELIGIBLE;
}

/** True when `plan` answers `criteria` ({@link planEligibility} is `eligible`). */
export function isEligible(plan: EligibilityPlan, criteria: EligibilityCriteria): boolean {
  return planEligibility(plan, criteria).kind === 'eligible';
}

/** A commercialization area as the city filter reads it: `cities` null or empty = the whole state. */
export interface CityArea {
  readonly id: number;
  readonly cities: readonly string[] | null;
}

/** What a city does to a quote of one state ({@link areasForCity}). */
export type CityAreas =
  /** The state has one area (or none): the city narrows nothing. */
  | { readonly kind: 'whole-state' }
  /** The areas selling in the city: those listing it and the whole-state ones. */
  | { readonly kind: 'areas'; readonly areaIds: ReadonlySet<number> }
  /** No area of the state lists the city: a field error, with the cities it knows (sorted by the caller). */
  | { readonly kind: 'unknown-city'; readonly knownCities: readonly string[] };

/**
 * The areas of a state (`areas`) that sell in `city`, accents, case and spaces ignored. A
 * state with a single area sells it everywhere, so the city changes nothing there.
 */
export function areasForCity(areas: readonly CityArea[], city: string): CityAreas {
  if (areas.length <= 1) return { kind: 'whole-state' };
  const wanted = foldText(city);
  const listing = areas.filter((area) => area.cities?.some((candidate) => foldText(candidate) === wanted));
  if (listing.length === 0) return { kind: 'unknown-city', knownCities: [...new Set(areas.flatMap((area) => area.cities ?? []))] };
  return { kind: 'areas', areaIds: new Set(areas.filter((area) => !area.cities || area.cities.length === 0 || listing.includes(area)).map((area) => area.id)) };
}

/**
 * What a quote asks when the broker submits the form (the form's state → the domain's
 * `QuoteFilter`): the form's every choice, with the type-bound parts only for their type —
 * the occupation (as its id) and the entity for adhesion (PF) plans, the porte for company
 * (PJ) plans; a value the broker left in the form after changing the type asks nothing. An
 * empty city, coverage list or hospital list asks nothing either (absent, as the API).
 */
export function quoteFilterOf(form: PlanFilter): QuoteFilter {
  return {
    stateId: form.stateId,
    ...(form.city ? { city: form.city } : {}),
    ...(form.type === 'PF' && form.occupation ? { occupation: Number(form.occupation) } : {}),
    ...(form.type === 'PF' && form.entity !== undefined ? { entity: form.entity } : {}),
    ...(form.coverageAreas.length > 0 ? { coverageAreas: form.coverageAreas } : {}),
    ...(form.accreditedNetworks.length > 0 ? { accreditedNetworks: form.accreditedNetworks } : {}),
    type: form.type,
    isOptional: form.isOptional,
    isPme: form.isPme,
    isMei: form.isMei,
    ...(form.type === 'PJ' && form.porte ? { porte: form.porte } : {}),
    ...(form.hideStaleTables ? { hideStaleTables: true } : {}),
    counts: form.counts,
  };
}

/**
 * The plan types a quote asks for (spec point 7): its `type`, else `isPme` (true PJ, false CP
 * and PF) when the route allows any type; within the route's `allowed` types (undefined: any;
 * `/api/plans/` CP and PF, `/api/v2/plans/` PJ). Undefined: every type. An empty list: none.
 */
export function typesFor(filter: Pick<QuoteFilter, 'type' | 'isPme'>, allowed: readonly PlanTypeCode[] | undefined): PlanTypeCode[] | undefined {
  let types: PlanTypeCode[] | undefined;
  if (filter.type) types = [filter.type];
  else if (!allowed && filter.isPme !== undefined) types = filter.isPme ? ['PJ'] : ['CP', 'PF'];
  if (allowed) types = (types ?? [...allowed]).filter((type) => allowed.includes(type));
  return types;
}
