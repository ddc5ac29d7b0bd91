/**
 * The health-plan catalog as typed plain data, ready to be inserted into the database
 * (one array per table, numeric ids assigned here, stable and deterministic).
 *
 * Units, everywhere in this folder:
 * - money: integer cents (BRL), fields ending in `Cents`;
 * - percentages: fractions (0.3 = 30 %, shown × 100 by `formatPercent`);
 * - waiting periods: whole days (24 hours = 1 day);
 * - dates: ISO civil dates `YYYY-MM-DD` (never `Date`).
 *
 * Model (see README.md in this folder):
 * - A plan belongs to one institution (operator), one state and one commercialization
 *   area of that state (the whole state, or a list of municipalities: "área de
 *   comercialização", where it is SOLD). Its `coverageArea` is where it can be USED
 *   ("área de abrangência": nacional, estadual, grupo de municípios).
 * - A plan has many price tables (its table history: one row per effective date).
 * - A plan references one accredited network ("rede") of its operator in its state; a
 *   network lists provider ids (hospitals and clinics). Link rows = Σ network.providerIds,
 *   a few thousand, instead of plans × providers.
 * - Adhesion (PF) plans list the entities whose members may join and the
 *   administradora that sells them; an entity lists the occupations it accepts.
 */
import type { CatalogTables } from '../../../src/domain/quotation/catalog-types';
import type { CoparticipationKind, CoverageArea, PlanTypeCode, PorteCode, PriceTable, RoomType, ShortfallGroup, StateId, UfCode } from '../../../src/domain/quotation';

/** An ISO civil date `YYYY-MM-DD`. */
export type IsoDate = string;

/** One of the 27 federative units; ids 1–27 as in src/domain/quotation/states.ts. */
export interface CatalogState {
  readonly id: StateId;
  readonly uf: UfCode;
  readonly name: string;
  readonly capital: string;
}

/** What the catalog records of every company it names: an operator or an administradora. */
export interface CatalogCompany {
  readonly id: number;
  /** Trade name shown to brokers ('Bradesco Saúde', 'Qualicorp'). */
  readonly name: string;
  /** URL slug, unique among its kind ('bradesco-saude'; an operator's page is /instituicoes/{slug}). */
  readonly slug: string;
  /**
   * ANS registration number ("registro ANS") as text, leading zeros kept ('005711'), only
   * where confirmed by the ANS registry (server/data/ans-operators/); null otherwise (never invented).
   */
  readonly ansRegistration: string | null;
}

/** An operator (operadora / seguradora). */
export interface Institution extends CatalogCompany {
  /** Registered company name ('Bradesco Saúde S.A.') where known; null otherwise. */
  readonly legalName: string | null;
  /** Path of the logo under the media folder, or null (the UI then shows the initials). */
  readonly logo: string | null;
  /** 'nacional': sells in many states; 'regional': one state (or a few). */
  readonly scope: 'nacional' | 'regional';
  /** States where it has plans or networks, ascending. */
  readonly stateIds: readonly StateId[];
  /** "Similar entities": the adhesion entities whose PF plans it sells (ids, ascending). */
  readonly similarEntityIds: readonly number[];
}

/** An administradora de benefícios (sells adhesion plans on behalf of entities); its ANS registration is not in domain-facts: null (never invented). */
export type Administradora = CatalogCompany;

/** A profession / occupation a broker picks for an adhesion quote. */
export interface Occupation {
  readonly id: number;
  /** pt-BR name ('Médico(a)'). */
  readonly name: string;
  readonly slug: string;
}

/** Kind of adhesion entity. */
export type EntityKind = 'conselho_profissional' | 'sindicato' | 'associacao' | 'entidade_estudantil';

/** An entity whose members may join adhesion (PF) plans. */
export interface AdhesionEntity {
  readonly id: number;
  /** Acronym as brokers write it ('CREA-SP', 'OAB/SP', 'UNE'). */
  readonly acronym: string;
  /** Full name ('Conselho Regional de Engenharia e Agronomia de São Paulo'). */
  readonly name: string;
  readonly kind: EntityKind;
  /** State it represents; null for a national entity. */
  readonly stateId: StateId | null;
  /** Occupations it accepts as members (ids, ascending). */
  readonly occupationIds: readonly number[];
}

/** Hospital or clinic (laboratories, imaging and day clinics are clinics). */
export type ProviderKind = 'hospital' | 'clinic';

/** An accredited provider. Flags as the comparative proposal shows them. */
export interface Provider {
  readonly id: number;
  readonly kind: ProviderKind;
  readonly name: string;
  readonly city: string;
  readonly stateId: StateId;
  readonly uf: UfCode;
  /** H: internação eletiva (elective admission). */
  readonly electiveAdmission: boolean;
  /** PS: pronto-socorro (emergency room). */
  readonly emergencyRoom: boolean;
  /** M: maternidade. */
  readonly maternity: boolean;
  /** Laboratory (análises clínicas). */
  readonly laboratory: boolean;
}

/** Level of a network of an operator in a state: plans of higher lines use wider networks. */
export type NetworkTier = 'essencial' | 'intermediaria' | 'ampla';

/** An accredited network ("rede credenciada") of one operator in one state. */
export interface Network {
  readonly id: number;
  readonly institutionId: number;
  readonly stateId: StateId;
  /** 'Rede Ampla — Bradesco Saúde (SP)'. */
  readonly name: string;
  readonly tier: NetworkTier;
  /** Providers of the network (ids, ascending), all in `stateId`. */
  readonly providerIds: readonly number[];
  /** Accreditation in this catalog is illustrative: always false for now. */
  readonly real: boolean;
}

/** Where plans are sold ("área de comercialização"): a whole state or some municipalities. */
export interface CommercializationArea {
  readonly id: number;
  readonly stateId: StateId;
  /** 'Todo o estado (SP)', 'Belo Horizonte', 'Campinas e região'. */
  readonly name: string;
  /** Municipalities of the area; null = the whole state. */
  readonly cities: readonly string[] | null;
}

/** Segmentação assistencial (Lei 9.656/98 art. 12). */
export type Segmentation =
  | 'ambulatorial'
  | 'hospitalar_com_obstetricia'
  | 'hospitalar_sem_obstetricia'
  | 'ambulatorial_hospitalar_com_obstetricia'
  | 'ambulatorial_hospitalar_sem_obstetricia'
  | 'referencia';

/** A health plan (product) as sold in one commercialization area. */
export interface Plan {
  readonly id: number;
  readonly institutionId: number;
  readonly stateId: StateId;
  readonly commercializationAreaId: number;
  /** CP individual/familiar, PF coletivo por adesão, PJ empresarial (PME). */
  readonly type: PlanTypeCode;
  /** PJ only: porte code of plan-types.ts; null for CP and PF. */
  readonly porte: PorteCode | null;
  /** Product name as sold ('Plano Individual Enfermaria com Coparticipação'). */
  readonly name: string;
  /** Product line ('Empresarial PME', 'Clássico'): groups plans that differ only by options. */
  readonly productLine: string;
  readonly segmentation: Segmentation;
  /** Área de abrangência (where it can be used). */
  readonly coverageArea: CoverageArea;
  /** Accommodation: room type code of plan-types.ts (outpatient, infirmary, apartment, rc, apartment_N). */
  readonly roomType: RoomType;
  readonly coparticipation: CoparticipationKind;
  /**
   * Contribution, PJ only: false compulsória, true opcional (the filter's is_optional);
   * null for CP and PF, where it does not apply.
   */
  readonly isOptional: boolean | null;
  /** May be sold to a MEI / empresário individual (RN 557/2022). */
  readonly acceptsMei: boolean;
  /** Minimum lives of a contract (CP 1; PME 2 …). */
  readonly minLives: number;
  /** Maximum lives; null = no maximum. */
  readonly maxLives: number | null;
  /** PF only: entities whose members may join (ids, ascending); empty for CP and PJ. */
  readonly entityIds: readonly number[];
  /** PF only: administradora that sells it; null for CP and PJ. */
  readonly administradoraId: number | null;
  /** Accredited network; null when none is known. */
  readonly networkId: number | null;
  /** Where the plan's data comes from ('Hapvida — tabela de preços junho/2026'). */
  readonly source: string;
  /** True for real operator data; false for the illustrative demonstration catalog. */
  readonly real: boolean;
}

/** One price table of a plan at one effective date: 10 monthly prices per life. */
export interface PriceTableRow {
  readonly id: number;
  readonly planId: number;
  /** Effective date ("vigência") of the table. */
  readonly effectiveDate: IsoDate;
  /** Monthly price per life of the 10 ANS brackets (0-18 … 59+), integer cents. */
  readonly pricesCents: PriceTable;
  /** Promotional prices (integer cents) for the first `promotionalMonths` months, or null. */
  readonly promotionalPricesCents: PriceTable | null;
  /** How many first monthly payments the promotional prices apply to; null without promotion. */
  readonly promotionalMonths: number | null;
  readonly source: string;
  readonly real: boolean;
}

/**
 * Coparticipation of one procedure group of a plan. `exempt` true: no coparticipation
 * (the other fields null). Otherwise a percentage of the procedure's price (fraction)
 * and/or a fixed value, optionally capped per event (`capCents`).
 */
export interface CoparticipationRule {
  readonly id: number;
  readonly planId: number;
  /** pt-BR procedure group ('Consulta Eletiva', 'Exames Complexos', 'Terapias'). */
  readonly procedure: string;
  /** Fraction 0–1 of the procedure's price, or null. */
  readonly percentage: number | null;
  /** Fixed value per event, integer cents, or null. */
  readonly fixedCents: number | null;
  /** Cap per event, integer cents, or null. */
  readonly capCents: number | null;
  readonly exempt: boolean;
}

/** Refund ("reembolso") of a procedure, for plans with free choice. */
export interface Refund {
  readonly id: number;
  readonly planId: number;
  /** pt-BR procedure ('Consulta médica eletiva'). */
  readonly procedure: string;
  /** Refund value per event, integer cents. */
  readonly valueCents: number;
}

/** Waiting period (carência) of a procedure group of a plan; within Lei 9.656/98. */
export interface Shortfall {
  readonly id: number;
  readonly planId: number;
  /** Legal group of src/domain/quotation/waiting-periods.ts (its maximum applies). */
  readonly group: ShortfallGroup;
  /** pt-BR procedure group as the proposal shows it ('Consultas e exames simples'). */
  readonly procedure: string;
  /** Whole days (0 = none, 1 = 24 hours). */
  readonly days: number;
  /** pt-BR note ('Isenção para quem ingressar em até 30 dias (RN 557/2022)'), or null. */
  readonly note: string | null;
}

/** The record type of each table of the catalog (table name → record). */
export interface CatalogRecords {
  states: CatalogState;
  institutions: Institution;
  administradoras: Administradora;
  occupations: Occupation;
  entities: AdhesionEntity;
  providers: Provider;
  networks: Network;
  commercializationAreas: CommercializationArea;
  plans: Plan;
  priceTables: PriceTableRow;
  coparticipationRules: CoparticipationRule;
  refunds: Refund;
  shortfalls: Shortfall;
}

/** The whole catalog: plain arrays, one per table. */
export type CatalogData = CatalogTables<CatalogRecords>;

/** Size of the demonstration catalog: 'full' for the app, 'small' for tests. */
export type CatalogScale = 'full' | 'small';

/** Source text of the illustrative tables. */
export const DEMO_SOURCE = 'Catálogo de demonstração — valores ilustrativos';
/** Source text of the real Hapvida tables. */
export const HAPVIDA_SOURCE = 'Hapvida — tabela de preços junho/2026';
/** Effective date of the real Hapvida tables. */
export const HAPVIDA_EFFECTIVE_DATE = '2026-06-01';
