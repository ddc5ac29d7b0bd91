/**
 * The small hand-made catalog of the fake PlanCatalog (tests, QA and `npm run dev:fake`):
 * its records are data in ./catalog-seed.json; this module types them and expands each
 * illustrative plan's seed (one line: prices from a base, the kind's coparticipation rules
 * and carências) into the plan the fake serves.
 *
 * - Operators: Amil (ANS 326305), Bradesco Saúde (005711), SulAmérica (006246) and
 *   Hapvida (368253) — registration numbers from the ANS registry (server/data/ans-operators/).
 * - SP: plans of the three types (PME, individual, adhesion); PE: Hapvida's REAL
 *   individual tables of June 2026 for Recife, copied exactly from
 *   server/data/hapvida-price-tables-2026-06.json (with the operator's "group_b"
 *   coparticipation rules and the 15 % first-3-months prices), plus a few illustrative
 *   plans; MG: plans sold by commercialization area (Belo Horizonte e região, Triângulo
 *   Mineiro). Every other state has no plans (quotes there are empty).
 * - Every other price is illustrative (`real: false`): a base price times an age ladder
 *   that obeys RN 563/2022 (P10 ≤ 6 × P1, P10/P7 ≤ P7/P1, never decreasing).
 * - Hospitals and laboratories have real names; who accredits whom is illustrative.
 */
import type { CatalogTables, PlanCoparticipationRule, PlanPriceTable, PlanRefund, PlanShortfall, PlanTerms, Provider } from '../../domain/quotation/catalog';
import type { CoparticipationKind, CoverageArea, PlanTypeCode, PorteCode, RoomType } from '../../domain/quotation/plan-types';
import type { PriceTable } from '../../domain/quotation/pricing';
import type { AdministradoraFees, DentalAddOn } from '../../domain/quotation/plan-extras';
import { distinctTableNames } from '../../domain/quotation/plan-names';
import { standardShortfalls } from '../../domain/quotation/standard-shortfalls';
import seedJson from './catalog-seed.json';

export interface FakeInstitution {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly ansRegistration: string | null;
  readonly logoUrl: string | null;
  readonly similarEntityIds: readonly number[];
}

export interface FakeOccupation {
  readonly id: number;
  readonly name: string;
}

export interface FakeEntity {
  readonly id: number;
  readonly name: string;
  /** State the entity represents; null = national. */
  readonly stateId: number | null;
  readonly occupationIds: readonly number[];
}

export interface FakeProvider {
  readonly id: number;
  readonly kind: 'hospital' | 'clinic';
  readonly name: string;
  readonly city: string;
  readonly uf: string;
  readonly stateId: number;
  /** Attribute codes: H internação eletiva, PS pronto-socorro, M maternidade, Lab laboratório. */
  readonly attributes: readonly ('H' | 'PS' | 'M' | 'Lab')[];
}

/** Lower case, without accents: how the server's provider searches compare (`translate`, `ilike`). */
const foldedText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The server's provider search (catalog `GET /api/hospitals/` and the control panel's
 * `GET /api/admin/providers/`): of the state and kind, the name OR the city holding the
 * trimmed text (accents and case ignored), by folded name code point by code point
 * (`collate "C"`), then id; at most `limit`.
 */
export function searchFakeProviders(list: readonly FakeProvider[], filter: { stateId: number; kind: FakeProvider['kind']; text: string; limit: number }): FakeProvider[] {
  const needle = foldedText(filter.text.trim());
  const byName = (a: FakeProvider, b: FakeProvider) => {
    const [x, y] = [foldedText(a.name), foldedText(b.name)];
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  };
  return list
    .filter((p) => p.stateId === filter.stateId && p.kind === filter.kind && (foldedText(p.name).includes(needle) || foldedText(p.city).includes(needle)))
    .sort(byName)
    .slice(0, filter.limit);
}

/** A fake provider as the catalog's domain sees it: its attribute codes read as flags (the one reading of them). */
export function toProvider(provider: FakeProvider): Provider {
  return {
    id: provider.id,
    name: provider.name,
    city: provider.city,
    uf: provider.uf,
    electiveAdmission: provider.attributes.includes('H'),
    emergency: provider.attributes.includes('PS'),
    maternity: provider.attributes.includes('M'),
    laboratory: provider.attributes.includes('Lab'),
  };
}

export interface FakeArea {
  readonly name: string;
  /** Empty: the whole state. */
  readonly cities: readonly string[];
}

export interface FakePlan extends PlanTerms {
  readonly id: number;
  readonly institutionId: number;
  readonly stateId: number;
  readonly area: FakeArea;
  readonly type: PlanTypeCode;
  readonly porte: PorteCode | null;
  readonly name: string;
  readonly administradora: string | null;
  readonly entityIds: readonly number[];
  readonly priceTable: PlanPriceTable;
  readonly networkName: string;
  readonly hospitalIds: readonly number[];
  readonly clinicIds: readonly number[];
  readonly refunds: readonly PlanRefund[];
  readonly coparticipationRules: readonly PlanCoparticipationRule[];
  readonly shortfalls: readonly PlanShortfall[];
}

/** The record type of each table of the fake catalog (denormalized: a plan carries its table, network and rules). */
interface FakeCatalogRecords {
  institutions: FakeInstitution;
  occupations: FakeOccupation;
  entities: FakeEntity;
  providers: FakeProvider;
  plans: FakePlan;
}

/** The fake back end's catalog: one array per table. */
export type FakeCatalogData = CatalogTables<FakeCatalogRecords>;

// ---------------------------------------------------------------------------------
// The seed file's shape

/** An illustrative plan as the seed file writes it: a base price and the plan's choices; the rest follows from them. */
interface PlanSeed {
  id: number;
  institutionId: number;
  stateId: number;
  /** A key of the seed's `areas`; absent: the whole state. */
  area?: string;
  type: PlanTypeCode;
  porte?: PorteCode | null;
  name: string;
  coverageArea: CoverageArea;
  accommodation: RoomType;
  coparticipation: CoparticipationKind;
  isOptional?: boolean;
  isMei?: boolean;
  minLives?: number;
  maxLives?: number | null;
  administradora?: string | null;
  entityIds?: readonly number[];
  /** Price of the first age bracket, in cents. */
  baseCents: number;
  effectiveDate: string;
  network: string;
  hospitalIds: readonly number[];
  clinicIds: readonly number[];
  /** [procedure, cents]. */
  refunds?: readonly [string, number][];
}

interface HapvidaTable {
  name: string;
  accommodation: 'outpatient' | 'infirmary' | 'apartment';
  segment: string;
  coparticipation: 'total' | 'partial';
  pricesCents: PriceTable;
  promotionalPricesCents: PriceTable;
}

/** A coparticipation rule as Hapvida's JSON file writes it: exempt, or a fixed value / percentage with a cap (cents). */
type CoparticipationRuleSeed = [string, 'exempt' | { fixed_cents?: number; percentage?: number; cap_cents?: number }];

/** The whole seed file (./catalog-seed.json). */
interface CatalogSeed {
  institutions: FakeInstitution[];
  occupations: FakeOccupation[];
  entities: FakeEntity[];
  providers: FakeProvider[];
  areas: Record<string, FakeArea>;
  /** Hapvida's REAL individual tables of Recife, June 2026: the 8 'ind' tables of Recife in server/data/hapvida-price-tables-2026-06.json, in file order, copied exactly (catalog-data.test.ts compares them). */
  hapvidaRecife: {
    firstPlanId: number;
    institutionId: number;
    stateId: number;
    area: string;
    source: string;
    effectiveDate: string;
    network: string;
    hospitalIds: number[];
    clinicIds: number[];
    tables: HapvidaTable[];
    /** Hapvida's rules "group_b" (every city but Belo Horizonte and Curitiba), copied from the JSON file. */
    coparticipationRulesGroupB: Record<'partial' | 'total', CoparticipationRuleSeed[]>;
  };
  /** What an illustrative plan's kind brings: its coparticipation rules, and its carências (some only with hospital cover). */
  illustrativeRules: {
    coparticipation: Record<CoparticipationKind, CoparticipationRuleSeed[]>;
    shortfalls: { group: string; procedure: string; days: number; hospitalOnly?: boolean }[];
  };
  illustrativePlans: PlanSeed[];
  /** The administradoras' fees per life, by name (the illustrative figures of the server's seed, server/src/catalog/reference-data/plan-extras.ts). */
  administradoraFees: Record<string, AdministradoraFees>;
}

// JSON literals widen to `string`; the file is checked by catalog-data.test.ts (RN 563, carências, providers, Hapvida's copy).
const SEED = seedJson as unknown as CatalogSeed;

export const FAKE_INSTITUTIONS: readonly FakeInstitution[] = SEED.institutions;
export const FAKE_OCCUPATIONS: readonly FakeOccupation[] = SEED.occupations;
export const FAKE_ENTITIES: readonly FakeEntity[] = SEED.entities;
export const FAKE_PROVIDERS: readonly FakeProvider[] = SEED.providers;

// ---------------------------------------------------------------------------------
// Expanding the seeds

/** Age ladder of the illustrative tables: RN 563-compliant (P10 = 5.8 × P1; P10/P7 ≈ 2.37 ≤ P7/P1 = 2.45). */
const LADDER = [1, 1.3, 1.5, 1.7, 1.8, 2.0, 2.45, 3.3, 4.45, 5.8] as const;

let nextRuleId = 1;
const ruleId = () => nextRuleId++;

/** A rule of the seed file (Hapvida's JSON format) as the catalog's record. */
function coparticipationRule([procedure, value]: CoparticipationRuleSeed): PlanCoparticipationRule {
  return value === 'exempt'
    ? { id: ruleId(), procedure, percentage: null, fixedCents: null, capCents: null, exempt: true }
    : { id: ruleId(), procedure, percentage: value.percentage ?? null, fixedCents: value.fixed_cents ?? null, capCents: value.cap_cents ?? null, exempt: false };
}

const WHOLE_STATE: FakeArea = { name: 'Todo o estado', cities: [] };

function illustrativePlan(seed: PlanSeed): FakePlan {
  const hospital = seed.accommodation !== 'outpatient';
  const pj = seed.type === 'PJ';
  return {
    id: seed.id,
    institutionId: seed.institutionId,
    stateId: seed.stateId,
    area: seed.area === undefined ? WHOLE_STATE : SEED.areas[seed.area]!,
    type: seed.type,
    porte: pj ? (seed.porte ?? 'porte_i') : null,
    name: seed.name,
    segmentation: hospital ? 'ambulatorial + hospitalar com obstetrícia' : 'ambulatorial',
    coverageArea: seed.coverageArea,
    accommodation: seed.accommodation,
    coparticipation: seed.coparticipation,
    isOptional: seed.isOptional ?? false,
    isMei: seed.isMei ?? pj,
    minLives: seed.minLives ?? (pj ? 2 : 1),
    maxLives: seed.maxLives === undefined ? (pj ? 29 : null) : seed.maxLives,
    administradora: seed.type === 'PF' ? (seed.administradora ?? 'Qualicorp') : null,
    entityIds: seed.entityIds ?? [],
    priceTable: {
      id: seed.id * 10,
      effectiveDate: seed.effectiveDate,
      source: 'Catálogo de demonstração — valores ilustrativos',
      real: false,
      pricesCents: LADDER.map((factor) => Math.round(seed.baseCents * factor)) as unknown as PriceTable,
      promotionalPricesCents: null,
    },
    networkName: seed.network,
    hospitalIds: seed.hospitalIds,
    clinicIds: seed.clinicIds,
    refunds: (seed.refunds ?? []).map(([procedure, valueCents]) => ({ id: ruleId(), procedure, valueCents })),
    coparticipationRules: SEED.illustrativeRules.coparticipation[seed.coparticipation].map(coparticipationRule),
    shortfalls: SEED.illustrativeRules.shortfalls.filter((row) => hospital || !row.hospitalOnly).map(({ group, procedure, days }) => ({ id: ruleId(), group, procedure, days })),
  };
}

const HAPVIDA = SEED.hapvidaRecife;
export const HAPVIDA_TABLE_SOURCE = HAPVIDA.source;
export const HAPVIDA_EFFECTIVE_DATE = HAPVIDA.effectiveDate;
export const HAPVIDA_RECIFE_INDIVIDUAL_TABLES: readonly HapvidaTable[] = HAPVIDA.tables;
const HAPVIDA_RECIFE_NAMES = distinctTableNames(HAPVIDA_RECIFE_INDIVIDUAL_TABLES);

const HAPVIDA_RECIFE_PLANS: FakePlan[] = HAPVIDA_RECIFE_INDIVIDUAL_TABLES.map((table, index) => {
  const id = HAPVIDA.firstPlanId + index;
  const hospital = table.accommodation !== 'outpatient';
  return {
    id,
    institutionId: HAPVIDA.institutionId,
    stateId: HAPVIDA.stateId,
    area: SEED.areas[HAPVIDA.area]!,
    type: 'CP',
    porte: null,
    name: HAPVIDA_RECIFE_NAMES[index] ?? table.name,
    segmentation: table.segment,
    coverageArea: 'grupo_de_municipios',
    accommodation: table.accommodation,
    coparticipation: table.coparticipation === 'total' ? 'with' : 'with_tp',
    isOptional: false,
    isMei: false,
    minLives: 1,
    maxLives: null,
    administradora: null,
    entityIds: [],
    priceTable: {
      id: id * 10,
      effectiveDate: HAPVIDA.effectiveDate,
      source: HAPVIDA.source,
      real: true,
      pricesCents: table.pricesCents,
      promotionalPricesCents: table.promotionalPricesCents,
      promotionalMonths: 3,
    },
    networkName: HAPVIDA.network,
    hospitalIds: hospital ? HAPVIDA.hospitalIds : [],
    clinicIds: HAPVIDA.clinicIds,
    refunds: [],
    coparticipationRules: HAPVIDA.coparticipationRulesGroupB[table.coparticipation].map(coparticipationRule),
    // As the server: the file has no carências, so the legal maximums with their source.
    shortfalls: standardShortfalls({ hospital, obstetrics: hospital, businessThirtyPlus: false }).map((row) => ({ id: ruleId(), ...row })),
  };
});

/** The whole fake catalog. */
export const FAKE_CATALOG: FakeCatalogData = {
  institutions: FAKE_INSTITUTIONS,
  occupations: FAKE_OCCUPATIONS,
  entities: FAKE_ENTITIES,
  providers: FAKE_PROVIDERS,
  // By id (SP, Recife's Hapvida, the rest of PE, MG); Hapvida's rule ids come first, as they always did.
  plans: [...HAPVIDA_RECIFE_PLANS, ...SEED.illustrativePlans.map(illustrativePlan)].sort((a, b) => a.id - b.id),
};

/** The administradoras' fees per life, by name. */
export const FAKE_ADMINISTRADORA_FEES: Readonly<Record<string, AdministradoraFees>> = SEED.administradoraFees;

/** The dental add-ons of an operator (an entry plan and one with orthodontics), cheapest first. */
export function fakeDentalOptions(institutionId: number, operatorName: string): DentalAddOn[] {
  return [
    { id: institutionId * 10 + 1, name: `${operatorName} Odonto`, monthlyCentsPerLife: 2490, illustrative: true },
    { id: institutionId * 10 + 2, name: `${operatorName} Odonto com Ortodontia`, monthlyCentsPerLife: 4690, illustrative: true },
  ];
}
