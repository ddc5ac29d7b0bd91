/**
 * The health-plan catalog as the quoting screens see it (spec points 3 and 7 "Plans"):
 * plans with their price table, quotes (a plan priced for the lives of a filter), the
 * full plan (accredited network, refunds, coparticipation rules, carências), operators
 * (institutions), adhesion entities and occupations — the domain mirror of the wire
 * (src/contract/catalog.ts), mapped once by the HTTP adapter — plus pt-BR text order and
 * the operator's display helpers.
 *
 * Units: money in integer cents (`…Cents`), percentages as fractions (0.3 = 30 %),
 * dates as ISO `YYYY-MM-DD`, carências in whole days. Text for people is made in the
 * UI (`formatBRL`, `formatPercent`, `formatDateBR` of ./money).
 */
import type { CoparticipationKind, CoverageArea, PlanTypeCode, PorteCode, RoomType } from './plan-types';
import type { BracketCounts } from './age-buckets';

export type { PlanFilter } from './plan-types';
import type { PriceTable } from './pricing';
import type { StateId } from './states';
import type { AdministradoraFees, DentalAddOn } from './plan-extras';
import type { OperatorAnsProfile } from './operator-profile';
import type { EmptyQuoteExplanation } from './empty-quote-types';

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
  /** ANS registry and quality data (CADOP, IDSS, IGR: ./operator-profile), or null/absent when unknown. */
  readonly ansProfile?: OperatorAnsProfile | null;
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
  /** Effective date of a newer table already scheduled (ISO `YYYY-MM-DD`), or null/absent: the date only. */
  readonly nextEffectiveDate?: string | null;
}

/** A plan's commercial terms: segmentation, coverage, room, coparticipation, optional, MEI, lives. */
export interface PlanTerms {
  /** Segmentação assistencial as text ('ambulatorial + hospitalar com obstetrícia'). */
  readonly segmentation: string;
  readonly coverageArea: CoverageArea;
  readonly accommodation: RoomType;
  readonly coparticipation: CoparticipationKind;
  readonly isOptional: boolean;
  readonly isMei: boolean;
  readonly minLives: number;
  readonly maxLives: number | null;
}

/**
 * The commercial terms (the keys of PlanTerms) copied out of any plan-like record, each with
 * its own type: the server's repository row and the fake catalog's plan use it.
 */
export function pickPlanTerms<T extends Record<keyof PlanTerms, unknown>>(plan: T): Pick<T, keyof PlanTerms> {
  const { segmentation, coverageArea, accommodation, coparticipation, isOptional, isMei, minLives, maxLives } = plan;
  return { segmentation, coverageArea, accommodation, coparticipation, isOptional, isMei, minLives, maxLives };
}

/** A health plan (product) as sold in one commercialization area. */
export interface Plan extends PlanTerms {
  readonly id: number;
  readonly name: string;
  readonly type: PlanTypeCode;
  readonly porte: PorteCode | null;
  readonly institution: PlanInstitution;
  readonly state: StateRef;
  /**
   * Where it is sold: the whole state (`cities` empty) or some municipalities. `id` is the
   * catalog's area id: the server's plans always carry it (a quote answer names each area by
   * id); absent where the wire does not send it (the SPA's plan page).
   */
  readonly commercializationArea: { readonly id?: number; readonly name: string; readonly cities: readonly string[] };
  /**
   * The catalog id of the plan's accredited network, or null when it has none: held by the
   * server's plans (the plan page reads the network's providers by it); absent in the SPA,
   * whose wire does not carry it.
   */
  readonly networkId?: number | null;
  /**
   * True for a plan of real operator data (Hapvida), false for the illustrative catalog: held
   * by the server's plans; absent in the SPA, whose wire carries only the table's `real`.
   */
  readonly real?: boolean;
  readonly administradora: string | null;
  /** The administradora's fees per life (adhesion plans, ./plan-extras), or null/absent when none are known. */
  readonly administradoraFees?: AdministradoraFees | null;
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
  /** With no plan: which rules left the state's plans out and which changes bring plans back (./empty-quote); absent otherwise. */
  readonly explanation?: EmptyQuoteExplanation;
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
  /** Dental plans of the same operator the broker may add per life (./plan-extras); absent = none. */
  readonly dentalOptions?: readonly DentalAddOn[];
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

/**
 * Which plans of an operator page to ask for (`GET /api/institutions/{id}/?state=&type=&page=&page_size=`):
 * a state, a plan type, a 1-based page of `pageSize` plans. Empty: every plan.
 */
export interface InstitutionPageQuery {
  readonly stateId?: number;
  readonly type?: PlanTypeCode;
  readonly page?: number;
  readonly pageSize?: number;
}

/** One operator with one page of its plans by state (`GET /api/institutions/{id}/`). */
export interface InstitutionDetail extends InstitutionSummary {
  readonly similarEntities: readonly AdhesionEntity[];
  /** This page's plans, by state (state id order, plans by name). */
  readonly plansByState: readonly { readonly state: StateRef; readonly plans: readonly InstitutionPlanSummary[] }[];
  /** Plans the state/type filter keeps, over all pages. */
  readonly totalPlans: number;
  readonly page: number;
  readonly pageSize: number;
  /** At least 1. */
  readonly pageCount: number;
  /** Per state the plans of the chosen type; per type the plans of the chosen state. */
  readonly facets: {
    readonly states: readonly (StateRef & { readonly plans: number })[];
    readonly types: readonly { readonly type: PlanTypeCode; readonly plans: number }[];
  };
}

/** `GET /api/institution/{id}/simple`. */
export interface InstitutionSimple {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly similarEntities: readonly AdhesionEntity[];
}

/**
 * What a quote asks (spec point 7 "Plans"; every filter in docs/catalog-api.md): the one
 * filter type from the form's submit to the catalog. The SPA's `PlanCatalog` port takes it
 * (made from the form's `PlanFilter` by `quoteFilterOf`, ./plan-eligibility), the wire maps
 * it both ways in src/contract/catalog.ts, and the server's quote use case and the fake back
 * end answer it. As the API: only the state and the counts are always there; an absent field
 * does not filter (no `type` and no `isPme`: every type; no `isMei`: MEI plays no part).
 * Ids are the catalog's; lives are the sum of `counts` (the wire's `lifes` is not carried).
 */
export interface QuoteFilter {
  /** State id 1–27 (./states). */
  readonly stateId: StateId;
  /** A city of the state's commercialization areas (plans sold there). */
  readonly city?: string;
  /** Occupation id (PF): plans listing an entity that accepts it. */
  readonly occupation?: number;
  /** Entity id (PF): plans listing it whose operator lists it as similar entity of the state or national. */
  readonly entity?: number;
  /** Any of these coverage areas (absent or empty: any). */
  readonly coverageAreas?: readonly CoverageArea[];
  /** Hospital ids the plan's network must ALL have (absent or empty: any). */
  readonly accreditedNetworks?: readonly number[];
  readonly type?: PlanTypeCode;
  /** PJ contribution: false compulsory, true optional. */
  readonly isOptional?: boolean;
  /** Without `type`: true PJ, false CP and PF. */
  readonly isPme?: boolean;
  /** true: PJ plans accepting MEI; false: the MEI-only porte is left out. */
  readonly isMei?: boolean;
  /** PJ porte: plans of that porte and plans without one. */
  readonly porte?: PorteCode;
  /** true: leave out tables more than 12 months old on today's Brasília day (./table-age). */
  readonly hideStaleTables?: boolean;
  /** Lives per age bracket (RN 563 order): the quote's only count of lives. */
  readonly counts: BracketCounts;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** pt-BR text order (accents and case ignored; numbers in natural order). */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

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

/**
 * A catalog as plain data: one readonly array per table, from a map of table name to the
 * table's record type. The server's seed catalog (`CatalogData`, server/src/catalog/types.ts)
 * and the fake back end's (`FakeCatalogData`) are both this shape over their own records.
 */
export type CatalogTables<Records> = { readonly [Table in keyof Records]: readonly Records[Table][] };
