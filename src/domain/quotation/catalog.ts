/**
 * The health-plan catalog as the quoting screens see it (spec points 3 and 7 "Plans"):
 * plans with their price table, quotes (a plan priced for the lives of a filter), the
 * full plan (accredited network, refunds, coparticipation rules, carências), operators
 * (institutions), adhesion entities and occupations, plus the pure rules the screens
 * apply to them: sorting and narrowing results, grouping a network by city, comparing
 * networks, and the PF entity rule of spec point 7.
 *
 * Units: money in integer cents (`…Cents`), percentages as fractions (0.3 = 30 %),
 * dates as ISO `YYYY-MM-DD`, carências in whole days. Text for people is made in the
 * UI (`formatBRL`, `formatPercent`, `formatDateBR` of ./money).
 */
import type { BracketCounts } from './age-buckets';
import {
  accommodationOf,
  type AccommodationKind,
  type CoparticipationKind,
  type CoverageArea,
  type PlanFilter,
  type PlanTypeCode,
  type PorteCode,
  type RoomType,
} from './plan-types';
import { bracketSubtotals, quoteTotal, type BracketSubtotal, type PriceTable } from './pricing';
import type { StateId } from './states';

/** An operator (operadora) as plans and lists show it. */
export interface InstitutionSummary {
  readonly id: number;
  readonly name: string;
  /** URL slug ('bradesco-saude'): /instituicoes/{slug}. */
  readonly slug: string;
  /** Logo URL, or null (the UI shows the initials). */
  readonly logoUrl: string | null;
  /** Registro ANS ('005711'), only where confirmed; null otherwise. */
  readonly ansRegistration: string | null;
}

/** An adhesion entity (professional council, union, association...). */
export interface AdhesionEntity {
  readonly id: number;
  /** Full name ('Conselho Regional de Medicina — São Paulo'), or acronym and name. */
  readonly name: string;
  /** Acronym as brokers write it ('CRM-SP', 'OAB/SP'), when known. */
  readonly acronym?: string;
}

/** How an entity is shown: 'CRM-SP — Conselho Regional…' when the acronym is known and not already in the name. */
export function entityLabel(entity: AdhesionEntity): string {
  return entity.acronym && !entity.name.startsWith(entity.acronym) ? `${entity.acronym} — ${entity.name}` : entity.name;
}

/** A profession a broker picks for an adhesion (PF) quote. */
export interface Occupation {
  readonly id: number;
  readonly name: string;
}

/** An entity with the occupations it accepts as members. */
export interface EntityOption extends AdhesionEntity {
  readonly occupations: readonly Occupation[];
}

/** The operator of a plan, with its "similar entities" (spec point 3). */
export interface PlanInstitution extends InstitutionSummary {
  readonly similarEntities: readonly AdhesionEntity[];
}

/** A state as a plan or an operator page names it. */
export interface StateRef {
  readonly id: StateId;
  readonly uf: string;
  readonly name: string;
}

/** A state of the filter: `cities` lists the commercialization-area cities when it has several areas. */
export interface StateOption extends StateRef {
  readonly cities: readonly string[];
}

/** The price table a plan is quoted with. */
export interface PlanPriceTable {
  readonly id: number;
  /** Effective date (vigência), ISO `YYYY-MM-DD`: every quote shows it. */
  readonly effectiveDate: string;
  readonly source: string;
  /** True for real operator tables; false for illustrative demonstration prices. */
  readonly real: boolean;
  readonly pricesCents: PriceTable;
  /** Promotional prices (e.g. 15 % off in the first 3 months), or null. */
  readonly promotionalPricesCents: PriceTable | null;
  /** How many first monthly payments the promotional prices apply to, when known. */
  readonly promotionalMonths?: number | null;
}

/** A health plan (product) as sold in one commercialization area. */
export interface Plan {
  readonly id: number;
  readonly name: string;
  readonly type: PlanTypeCode;
  readonly porte: PorteCode | null;
  readonly institution: PlanInstitution;
  readonly state: StateRef;
  /** Where it is sold: the whole state (`cities` empty) or some municipalities. */
  readonly commercializationArea: { readonly name: string; readonly cities: readonly string[] };
  /** Segmentação assistencial as text ('ambulatorial + hospitalar com obstetrícia'). */
  readonly segmentation: string;
  readonly coverageArea: CoverageArea;
  readonly accommodation: RoomType;
  readonly coparticipation: CoparticipationKind;
  readonly isOptional: boolean;
  readonly isMei: boolean;
  readonly minLives: number;
  readonly maxLives: number | null;
  readonly administradora: string | null;
  readonly entities: readonly AdhesionEntity[];
  readonly priceTable: PlanPriceTable;
  readonly network: { readonly name: string; readonly hospitals: number; readonly clinics: number };
}

/** A plan priced for the lives of a filter: `totalCents` = Σ lives × bracket price, null without lives. */
export interface PlanQuote extends Plan {
  readonly lives: number;
  readonly totalCents: number | null;
}

/** The answer to a quote. */
export interface QuoteResult {
  readonly lives: number;
  readonly plans: readonly PlanQuote[];
}

/** A hospital or clinic of an accredited network, with its attributes. */
export interface Provider {
  readonly id: number;
  readonly name: string;
  readonly city: string;
  readonly uf: string;
  /** H: internação eletiva. */
  readonly electiveAdmission: boolean;
  /** PS: pronto-socorro. */
  readonly emergency: boolean;
  /** M: maternidade. */
  readonly maternity: boolean;
  /** Lab: laboratório. */
  readonly laboratory: boolean;
}

/** A refund (reembolso) per event. */
export interface PlanRefund {
  readonly id: number;
  readonly procedure: string;
  readonly valueCents: number;
}

/** Coparticipation of a procedure group: exempt, a percentage (fraction) and/or a fixed value, maybe capped. */
export interface PlanCoparticipationRule {
  readonly id: number;
  readonly procedure: string;
  readonly percentage: number | null;
  readonly fixedCents: number | null;
  readonly capCents: number | null;
  readonly exempt: boolean;
}

/** A waiting period (carência) in whole days. */
export interface PlanShortfall {
  readonly id: number;
  /** Legal group ('urgency_emergency', 'full_term_childbirth', 'other', 'cpt') as the server sends it. */
  readonly group: string;
  readonly procedure: string;
  readonly days: number;
  /** A note ('Isenção para quem ingressar em até 30 dias (RN 557/2022)'), when there is one. */
  readonly note?: string | null;
}

/** The full plan (`GET /api/plans/{id}/`). */
export interface PlanDetail extends Plan {
  readonly hospitals: readonly Provider[];
  readonly clinics: readonly Provider[];
  readonly refunds: readonly PlanRefund[];
  readonly coparticipationRules: readonly PlanCoparticipationRule[];
  readonly shortfalls: readonly PlanShortfall[];
}

/** An operator in the operators list. */
export interface InstitutionListItem extends InstitutionSummary {
  /** Number of plans. */
  readonly plans: number;
  /** UF codes where it has plans. */
  readonly states: readonly string[];
}

/** A plan line of an operator page. */
export interface InstitutionPlanSummary {
  readonly id: number;
  readonly name: string;
  readonly type: PlanTypeCode;
  readonly accommodation: RoomType;
  readonly coparticipation: CoparticipationKind;
}

/** One operator with its plans by state (`GET /api/institutions/{id}/`). */
export interface InstitutionDetail extends InstitutionSummary {
  readonly similarEntities: readonly AdhesionEntity[];
  readonly plansByState: readonly { readonly state: StateRef; readonly plans: readonly InstitutionPlanSummary[] }[];
}

/** `GET /api/institution/{id}/simple`. */
export interface InstitutionSimple {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly similarEntities: readonly AdhesionEntity[];
}

/**
 * The filter of a quote: the plan filter of spec point 3 plus the PJ porte the broker
 * may pick (not a query parameter: applied to the answer by the adapter).
 */
export interface QuoteFilter extends PlanFilter {
  readonly porte?: PorteCode;
}

// ---------------------------------------------------------------------------------
// Prices of a quote

/** Monthly total of `plan` for `counts`, in cents (Σ lives × bracket price). */
export function planTotalCents(plan: Pick<Plan, 'priceTable'>, counts: BracketCounts): number {
  return quoteTotal(plan.priceTable.pricesCents, counts);
}

/** One line per bracket in use: lives × unit price = subtotal (cents). */
export function planBracketLines(plan: Pick<Plan, 'priceTable'>, counts: BracketCounts): BracketSubtotal[] {
  return bracketSubtotals(plan.priceTable.pricesCents, counts);
}

// ---------------------------------------------------------------------------------
// Results: sorting and narrowing

/** How results are ordered: cheapest total first, by operator, or by plan name. */
export type QuoteSortKey = 'total' | 'operator' | 'plan';

/** pt-BR labels of the sort keys, in the order the screen offers them. */
export const QUOTE_SORT_OPTIONS: readonly { readonly code: QuoteSortKey; readonly label: string }[] = [
  { code: 'total', label: 'Menor preço' },
  { code: 'operator', label: 'Operadora' },
  { code: 'plan', label: 'Nome do plano' },
];

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** pt-BR text order (accents and case ignored; numbers in natural order). */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

function byTotal(a: PlanQuote, b: PlanQuote): number {
  if (a.totalCents === null || b.totalCents === null) {
    if (a.totalCents === b.totalCents) return 0;
    return a.totalCents === null ? 1 : -1;
  }
  return a.totalCents - b.totalCents;
}

const byOperator = (a: PlanQuote, b: PlanQuote) => compareText(a.institution.name, b.institution.name);
const byPlan = (a: PlanQuote, b: PlanQuote) => compareText(a.name, b.name);

const SORTS: Record<QuoteSortKey, readonly ((a: PlanQuote, b: PlanQuote) => number)[]> = {
  total: [byTotal, byOperator, byPlan],
  operator: [byOperator, byTotal, byPlan],
  plan: [byPlan, byOperator, byTotal],
};

/**
 * A sorted copy of `quotes` (never mutates). Plans without a total go last when sorting
 * by total; ties fall back to operator, plan name, total and finally id, so the order is
 * total and stable. O(n log n).
 */
export function sortQuotes<T extends PlanQuote>(quotes: readonly T[], key: QuoteSortKey): T[] {
  const comparators = SORTS[key];
  return [...quotes].sort((a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return a.id - b.id;
  });
}

/** What the broker narrows the results to; null = any. */
export interface QuoteNarrowing {
  readonly operatorId: number | null;
  readonly accommodation: AccommodationKind | null;
  readonly coparticipation: CoparticipationKind | null;
}

/** No narrowing: every plan is kept. */
export const NO_NARROWING: QuoteNarrowing = Object.freeze({ operatorId: null, accommodation: null, coparticipation: null });

/** True when `quote` passes `narrowing`. */
export function matchesNarrowing(quote: PlanQuote, narrowing: QuoteNarrowing): boolean {
  return (
    (narrowing.operatorId === null || quote.institution.id === narrowing.operatorId) &&
    (narrowing.accommodation === null || accommodationOf(quote.accommodation) === narrowing.accommodation) &&
    (narrowing.coparticipation === null || quote.coparticipation === narrowing.coparticipation)
  );
}

/** The quotes that pass `narrowing`, order kept. O(n). */
export function narrowQuotes<T extends PlanQuote>(quotes: readonly T[], narrowing: QuoteNarrowing): T[] {
  return quotes.filter((quote) => matchesNarrowing(quote, narrowing));
}

/** The operators, accommodations and coparticipation kinds present in `quotes` (for the narrowing controls). */
export function narrowingChoices(quotes: readonly PlanQuote[]): {
  operators: InstitutionSummary[];
  accommodations: AccommodationKind[];
  coparticipations: CoparticipationKind[];
} {
  const operators = new Map<number, InstitutionSummary>();
  const accommodations = new Set<AccommodationKind>();
  const coparticipations = new Set<CoparticipationKind>();
  for (const quote of quotes) {
    operators.set(quote.institution.id, quote.institution);
    accommodations.add(accommodationOf(quote.accommodation));
    coparticipations.add(quote.coparticipation);
  }
  const accommodationOrder: AccommodationKind[] = ['outpatient', 'infirmary', 'apartment'];
  const coparticipationOrder: CoparticipationKind[] = ['without', 'with', 'with_tp'];
  return {
    operators: [...operators.values()].sort((a, b) => compareText(a.name, b.name)),
    accommodations: accommodationOrder.filter((kind) => accommodations.has(kind)),
    coparticipations: coparticipationOrder.filter((kind) => coparticipations.has(kind)),
  };
}

// ---------------------------------------------------------------------------------
// Adhesion: the entity rule of spec point 7

/**
 * Spec point 7, PF with an entity: keep the plans whose institution lists the entity
 * among its similar entities. Order kept.
 */
export function keepPlansOfInstitutionsListing<T extends Pick<Plan, 'institution'>>(plans: readonly T[], entityId: number): T[] {
  return plans.filter((plan) => plan.institution.similarEntities.some((entity) => entity.id === entityId));
}

// ---------------------------------------------------------------------------------
// Accredited network

/** Short attribute codes of a provider, in this order: H, PS, M, Lab. */
export type ProviderAttribute = 'H' | 'PS' | 'M' | 'Lab';

/** pt-BR meaning of each attribute code. */
export const PROVIDER_ATTRIBUTE_LABELS: Record<ProviderAttribute, string> = {
  H: 'Internação eletiva',
  PS: 'Pronto-socorro',
  M: 'Maternidade',
  Lab: 'Laboratório',
};

/** The attributes a provider has: H internação eletiva, PS pronto-socorro, M maternidade, Lab laboratório. */
export function providerAttributes(provider: Provider): ProviderAttribute[] {
  const attributes: ProviderAttribute[] = [];
  if (provider.electiveAdmission) attributes.push('H');
  if (provider.emergency) attributes.push('PS');
  if (provider.maternity) attributes.push('M');
  if (provider.laboratory) attributes.push('Lab');
  return attributes;
}

/** Providers of one city. */
export interface CityProviders {
  readonly city: string;
  readonly uf: string;
  readonly providers: readonly Provider[];
}

/** Providers grouped by city (cities and names in pt-BR order). */
export function groupProvidersByCity(providers: readonly Provider[]): CityProviders[] {
  const groups = new Map<string, { city: string; uf: string; providers: Provider[] }>();
  for (const provider of providers) {
    const key = `${provider.uf}|${provider.city}`;
    let group = groups.get(key);
    if (!group) {
      group = { city: provider.city, uf: provider.uf, providers: [] };
      groups.set(key, group);
    }
    group.providers.push(provider);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, providers: [...group.providers].sort((a, b) => compareText(a.name, b.name)) }))
    .sort((a, b) => compareText(a.city, b.city) || compareText(a.uf, b.uf));
}

/** Hospitals shared by every compared plan, and each plan's exclusive ones. */
export interface NetworkComparison {
  /** Hospitals in every plan's network (pt-BR name order). */
  readonly common: readonly Provider[];
  /** Per plan id: its hospitals that no other compared plan has. */
  readonly exclusive: ReadonlyMap<number, readonly Provider[]>;
}

/** Compares the hospitals of several plans (by provider id). O(total hospitals). */
export function compareNetworks(plans: readonly Pick<PlanDetail, 'id' | 'hospitals'>[]): NetworkComparison {
  const seenIn = new Map<number, Set<number>>();
  const byId = new Map<number, Provider>();
  for (const plan of plans) {
    for (const hospital of plan.hospitals) {
      byId.set(hospital.id, hospital);
      let owners = seenIn.get(hospital.id);
      if (!owners) {
        owners = new Set();
        seenIn.set(hospital.id, owners);
      }
      owners.add(plan.id);
    }
  }
  const byName = (a: Provider, b: Provider) => compareText(a.name, b.name);
  const common = plans.length === 0 ? [] : [...byId.values()].filter((h) => seenIn.get(h.id)?.size === plans.length).sort(byName);
  const exclusive = new Map<number, Provider[]>();
  for (const plan of plans) {
    exclusive.set(
      plan.id,
      plan.hospitals.filter((h) => seenIn.get(h.id)?.size === 1).sort(byName),
    );
  }
  return { common: plans.length < 2 ? [] : common, exclusive };
}

// ---------------------------------------------------------------------------------
// Comparison selection

/** Most plans compared side by side. */
export const MAX_COMPARED_PLANS = 6;

/** The comparison selection: plan ids (in the order picked) and the filter (lives) they were quoted with. */
export interface ComparisonSelection {
  readonly planIds: readonly number[];
  readonly filter: QuoteFilter;
}

/** Adds or removes `planId`; 'limit' when adding a seventh plan (the selection is unchanged). */
export function toggleComparedPlan(
  planIds: readonly number[],
  planId: number,
): { ok: true; planIds: number[] } | { ok: false; reason: 'limit' } {
  if (planIds.includes(planId)) return { ok: true, planIds: planIds.filter((id) => id !== planId) };
  if (planIds.length >= MAX_COMPARED_PLANS) return { ok: false, reason: 'limit' };
  return { ok: true, planIds: [...planIds, planId] };
}

/** Message when a seventh plan is picked. */
export const COMPARISON_LIMIT_MESSAGE = `Você pode comparar até ${MAX_COMPARED_PLANS} planos.`;

/** Initials of an operator for its avatar when it has no logo: 'Bradesco Saúde' → 'BS', 'Amil' → 'AM'. */
export function operatorInitials(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[\s\-–—/.]+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word) && !/^(de|da|do|das|dos|e|s\.?a\.?)$/i.test(word));
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return `${(words[0] ?? '').charAt(0)}${(words[1] ?? '').charAt(0)}`.toUpperCase();
}
