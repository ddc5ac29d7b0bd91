/**
 * The small hand-made catalog of the fake PlanCatalog (tests, QA and `npm run dev:fake`).
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
// Operators, occupations, entities

const AMIL = 1;
const BRADESCO = 2;
const SULAMERICA = 3;
const HAPVIDA = 4;

const SP = 26;
const PE = 16;
const MG = 11;

export const FAKE_INSTITUTIONS: readonly FakeInstitution[] = [
  { id: AMIL, name: 'Amil', slug: 'amil', ansRegistration: '326305', logoUrl: null, similarEntityIds: [1, 2, 5, 6] },
  { id: BRADESCO, name: 'Bradesco Saúde', slug: 'bradesco-saude', ansRegistration: '005711', logoUrl: null, similarEntityIds: [2, 3] },
  { id: SULAMERICA, name: 'SulAmérica', slug: 'sulamerica', ansRegistration: '006246', logoUrl: null, similarEntityIds: [1, 4] },
  { id: HAPVIDA, name: 'Hapvida', slug: 'hapvida', ansRegistration: '368253', logoUrl: null, similarEntityIds: [] },
];

export const FAKE_OCCUPATIONS: readonly FakeOccupation[] = [
  { id: 1, name: 'Engenheiro(a)' },
  { id: 2, name: 'Agrônomo(a)' },
  { id: 3, name: 'Advogado(a)' },
  { id: 4, name: 'Médico(a)' },
  { id: 5, name: 'Estudante' },
];

export const FAKE_ENTITIES: readonly FakeEntity[] = [
  { id: 1, name: 'CREA-SP — Conselho Regional de Engenharia e Agronomia de São Paulo', stateId: SP, occupationIds: [1, 2] },
  { id: 2, name: 'OAB SP — Ordem dos Advogados do Brasil, Seção São Paulo', stateId: SP, occupationIds: [3] },
  { id: 3, name: 'CREMESP — Conselho Regional de Medicina do Estado de São Paulo', stateId: SP, occupationIds: [4] },
  { id: 4, name: 'UNE — União Nacional dos Estudantes', stateId: null, occupationIds: [5] },
  { id: 5, name: 'CREA-PE — Conselho Regional de Engenharia e Agronomia de Pernambuco', stateId: PE, occupationIds: [1, 2] },
  { id: 6, name: 'OAB PE — Ordem dos Advogados do Brasil, Seção Pernambuco', stateId: PE, occupationIds: [3] },
];

// ---------------------------------------------------------------------------------
// Providers (real names; accreditation illustrative)

export const FAKE_PROVIDERS: readonly FakeProvider[] = [
  // São Paulo
  { id: 1, kind: 'hospital', name: 'Hospital Israelita Albert Einstein', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['H', 'PS', 'M', 'Lab'] },
  { id: 2, kind: 'hospital', name: 'Hospital Sírio-Libanês', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['H', 'PS', 'Lab'] },
  { id: 3, kind: 'hospital', name: 'Hospital Alemão Oswaldo Cruz', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['H', 'PS'] },
  { id: 4, kind: 'hospital', name: 'Hospital São Luiz Itaim', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['H', 'PS', 'M'] },
  { id: 5, kind: 'hospital', name: 'Hospital Samaritano Higienópolis', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['H', 'PS', 'M'] },
  { id: 6, kind: 'hospital', name: 'Hospital Santa Catarina — Paulista', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['H', 'PS'] },
  { id: 7, kind: 'hospital', name: 'Hospital Nove de Julho', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['H', 'PS'] },
  { id: 8, kind: 'hospital', name: 'Hospital Santa Paula', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['H', 'PS', 'M'] },
  { id: 9, kind: 'hospital', name: 'Hospital Vera Cruz', city: 'Campinas', uf: 'SP', stateId: SP, attributes: ['H', 'PS', 'M'] },
  { id: 10, kind: 'hospital', name: 'Hospital Samaritano de Campinas', city: 'Campinas', uf: 'SP', stateId: SP, attributes: ['H', 'PS'] },
  { id: 11, kind: 'hospital', name: 'Hospital Ana Costa', city: 'Santos', uf: 'SP', stateId: SP, attributes: ['H', 'PS', 'M'] },
  { id: 12, kind: 'hospital', name: 'Hospital Beneficência Portuguesa de Santos', city: 'Santos', uf: 'SP', stateId: SP, attributes: ['H', 'PS'] },
  { id: 51, kind: 'clinic', name: 'Fleury Medicina e Saúde — Unidade Paulista', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['Lab'] },
  { id: 52, kind: 'clinic', name: 'Delboni Medicina Diagnóstica — Unidade Moema', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['Lab'] },
  { id: 53, kind: 'clinic', name: 'Lavoisier — Unidade Santana', city: 'São Paulo', uf: 'SP', stateId: SP, attributes: ['Lab'] },
  { id: 54, kind: 'clinic', name: 'a+ Medicina Diagnóstica — Unidade Campinas', city: 'Campinas', uf: 'SP', stateId: SP, attributes: ['Lab'] },
  // Pernambuco
  { id: 13, kind: 'hospital', name: 'Real Hospital Português de Beneficência em Pernambuco', city: 'Recife', uf: 'PE', stateId: PE, attributes: ['H', 'PS', 'M', 'Lab'] },
  { id: 14, kind: 'hospital', name: 'Hospital Esperança Recife', city: 'Recife', uf: 'PE', stateId: PE, attributes: ['H', 'PS', 'M'] },
  { id: 15, kind: 'hospital', name: 'Hospital Santa Joana Recife', city: 'Recife', uf: 'PE', stateId: PE, attributes: ['H', 'PS', 'M'] },
  { id: 16, kind: 'hospital', name: 'Hospital Memorial São José', city: 'Recife', uf: 'PE', stateId: PE, attributes: ['H', 'PS'] },
  { id: 17, kind: 'hospital', name: 'Hospital Jayme da Fonte', city: 'Recife', uf: 'PE', stateId: PE, attributes: ['H', 'PS'] },
  { id: 18, kind: 'hospital', name: 'Casa de Saúde Bom Jesus', city: 'Caruaru', uf: 'PE', stateId: PE, attributes: ['H', 'PS', 'M'] },
  { id: 55, kind: 'clinic', name: 'Laboratório Cerpe', city: 'Recife', uf: 'PE', stateId: PE, attributes: ['Lab'] },
  { id: 56, kind: 'clinic', name: 'Lucilo Maranhão Diagnósticos', city: 'Recife', uf: 'PE', stateId: PE, attributes: ['Lab'] },
  // Minas Gerais
  { id: 19, kind: 'hospital', name: 'Hospital Mater Dei Santo Agostinho', city: 'Belo Horizonte', uf: 'MG', stateId: MG, attributes: ['H', 'PS', 'M'] },
  { id: 20, kind: 'hospital', name: 'Hospital Felício Rocho', city: 'Belo Horizonte', uf: 'MG', stateId: MG, attributes: ['H', 'PS'] },
  { id: 21, kind: 'hospital', name: 'Hospital Lifecenter', city: 'Belo Horizonte', uf: 'MG', stateId: MG, attributes: ['H', 'PS'] },
  { id: 22, kind: 'hospital', name: 'Hospital Vila da Serra', city: 'Nova Lima', uf: 'MG', stateId: MG, attributes: ['H', 'PS', 'M'] },
  { id: 23, kind: 'hospital', name: 'Hospital Santa Genoveva', city: 'Uberlândia', uf: 'MG', stateId: MG, attributes: ['H', 'PS', 'M'] },
  { id: 24, kind: 'hospital', name: 'Hospital Madrecor', city: 'Uberlândia', uf: 'MG', stateId: MG, attributes: ['H', 'PS'] },
  { id: 25, kind: 'hospital', name: 'Hospital São Domingos', city: 'Uberaba', uf: 'MG', stateId: MG, attributes: ['H', 'PS'] },
  { id: 57, kind: 'clinic', name: 'Hermes Pardini — Unidade Savassi', city: 'Belo Horizonte', uf: 'MG', stateId: MG, attributes: ['Lab'] },
];

// ---------------------------------------------------------------------------------
// Rules shared by the illustrative plans

/** Age ladder of the illustrative tables: RN 563-compliant (P10 = 5.8 × P1; P10/P7 ≈ 2.37 ≤ P7/P1 = 2.45). */
const LADDER = [1, 1.3, 1.5, 1.7, 1.8, 2.0, 2.45, 3.3, 4.45, 5.8] as const;

function ladder(baseCents: number): PriceTable {
  return LADDER.map((factor) => Math.round(baseCents * factor)) as unknown as PriceTable;
}

let nextRuleId = 1;
const ruleId = () => nextRuleId++;

function illustrativeTable(id: number, baseCents: number, effectiveDate: string): PlanPriceTable {
  return {
    id,
    effectiveDate,
    source: 'Catálogo de demonstração — valores ilustrativos',
    real: false,
    pricesCents: ladder(baseCents),
    promotionalPricesCents: null,
  };
}

function coparticipationRules(kind: CoparticipationKind): PlanCoparticipationRule[] {
  const rule = (procedure: string, values: Partial<Omit<PlanCoparticipationRule, 'id' | 'procedure'>>): PlanCoparticipationRule => ({
    id: ruleId(),
    procedure,
    percentage: null,
    fixedCents: null,
    capCents: null,
    exempt: false,
    ...values,
  });
  if (kind === 'without') return [];
  if (kind === 'with_tp') {
    return [
      rule('Consultas eletivas', { exempt: true }),
      rule('Exames simples', { exempt: true }),
      rule('Terapias', { fixedCents: 3000 }),
      rule('Internações', { exempt: true }),
    ];
  }
  return [
    rule('Consultas eletivas', { percentage: 0.3, capCents: 5000 }),
    rule('Consultas em pronto-socorro', { fixedCents: 4000 }),
    rule('Exames simples', { percentage: 0.3, capCents: 4000 }),
    rule('Exames complexos', { percentage: 0.3, capCents: 15000 }),
    rule('Terapias', { fixedCents: 3000 }),
    rule('Internações', { exempt: true }),
  ];
}

function shortfalls(hospital: boolean): PlanShortfall[] {
  const rows: [string, string, number][] = [
    ['urgency_emergency', 'Urgência e emergência', 1],
    ['other', 'Consultas e exames simples', 30],
    ['other', 'Exames complexos e terapias', 180],
  ];
  if (hospital) {
    rows.push(['other', 'Internações e cirurgias', 180], ['full_term_childbirth', 'Parto a termo', 300]);
  }
  rows.push(['cpt', 'Doenças e lesões preexistentes (CPT)', 720]);
  return rows.map(([group, procedure, days]) => ({ id: ruleId(), group, procedure, days }));
}

function refunds(rows: readonly [string, number][]): PlanRefund[] {
  return rows.map(([procedure, valueCents]) => ({ id: ruleId(), procedure, valueCents }));
}

const SEGMENT_HOSPITAL = 'ambulatorial + hospitalar com obstetrícia';
const SEGMENT_OUTPATIENT = 'ambulatorial';

interface PlanSeed {
  id: number;
  institutionId: number;
  stateId: number;
  area?: FakeArea;
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
  baseCents: number;
  effectiveDate: string;
  network: string;
  hospitalIds: readonly number[];
  clinicIds: readonly number[];
  refunds?: readonly [string, number][];
}

const WHOLE_STATE: FakeArea = { name: 'Todo o estado', cities: [] };

function illustrativePlan(seed: PlanSeed): FakePlan {
  const hospital = seed.accommodation !== 'outpatient';
  const pj = seed.type === 'PJ';
  return {
    id: seed.id,
    institutionId: seed.institutionId,
    stateId: seed.stateId,
    area: seed.area ?? WHOLE_STATE,
    type: seed.type,
    porte: pj ? (seed.porte ?? 'porte_i') : null,
    name: seed.name,
    segmentation: hospital ? SEGMENT_HOSPITAL : SEGMENT_OUTPATIENT,
    coverageArea: seed.coverageArea,
    accommodation: seed.accommodation,
    coparticipation: seed.coparticipation,
    isOptional: seed.isOptional ?? false,
    isMei: seed.isMei ?? pj,
    minLives: seed.minLives ?? (pj ? 2 : 1),
    maxLives: seed.maxLives === undefined ? (pj ? 29 : null) : seed.maxLives,
    administradora: seed.type === 'PF' ? (seed.administradora ?? 'Qualicorp') : null,
    entityIds: seed.entityIds ?? [],
    priceTable: illustrativeTable(seed.id * 10, seed.baseCents, seed.effectiveDate),
    networkName: seed.network,
    hospitalIds: seed.hospitalIds,
    clinicIds: seed.clinicIds,
    refunds: refunds(seed.refunds ?? []),
    coparticipationRules: coparticipationRules(seed.coparticipation),
    shortfalls: shortfalls(hospital),
  };
}

// ---------------------------------------------------------------------------------
// São Paulo: PME, individual and adhesion plans

const SP_DATE = '2026-05-01';
const SP_ESSENTIAL = [4, 6, 7, 8, 9, 11];
const SP_INTERMEDIATE = [3, 4, 5, 6, 7, 8, 9, 10, 11];
const SP_NATIONAL = [4, 5, 7, 8, 9, 10, 11, 12];
const SP_PREMIUM = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

const SP_PLANS: PlanSeed[] = [
  // PME (PJ)
  { id: 101, institutionId: AMIL, stateId: SP, type: 'PJ', name: 'Amil S380 QC', coverageArea: 'estadual', accommodation: 'infirmary', coparticipation: 'without', baseCents: 21500, effectiveDate: SP_DATE, network: 'Rede Essencial — Amil (SP)', hospitalIds: SP_ESSENTIAL, clinicIds: [52, 53] },
  { id: 102, institutionId: AMIL, stateId: SP, type: 'PJ', name: 'Amil S450 QP', coverageArea: 'estadual', accommodation: 'apartment', coparticipation: 'without', baseCents: 32900, effectiveDate: SP_DATE, network: 'Rede Intermediária — Amil (SP)', hospitalIds: SP_INTERMEDIATE, clinicIds: [52, 53, 54] },
  { id: 103, institutionId: AMIL, stateId: SP, type: 'PJ', name: 'Amil S380 QC Coparticipação', coverageArea: 'estadual', accommodation: 'infirmary', coparticipation: 'with', baseCents: 17800, effectiveDate: SP_DATE, network: 'Rede Essencial — Amil (SP)', hospitalIds: SP_ESSENTIAL, clinicIds: [52, 53] },
  { id: 104, institutionId: BRADESCO, stateId: SP, type: 'PJ', name: 'Bradesco Saúde Nacional Flex Enfermaria', coverageArea: 'nacional', accommodation: 'infirmary', coparticipation: 'with', baseCents: 24300, effectiveDate: SP_DATE, network: 'Rede Nacional Flex — Bradesco Saúde (SP)', hospitalIds: SP_NATIONAL, clinicIds: [51, 52, 54] },
  { id: 105, institutionId: BRADESCO, stateId: SP, type: 'PJ', name: 'Bradesco Saúde Nacional Flex Apartamento', coverageArea: 'nacional', accommodation: 'apartment', coparticipation: 'with', baseCents: 29900, effectiveDate: SP_DATE, network: 'Rede Nacional Flex — Bradesco Saúde (SP)', hospitalIds: SP_NATIONAL, clinicIds: [51, 52, 54], refunds: [['Consulta médica eletiva', 15000], ['Sessão de psicoterapia', 6000]] },
  { id: 106, institutionId: BRADESCO, stateId: SP, type: 'PJ', name: 'Bradesco Saúde Top Nacional Apartamento', coverageArea: 'nacional', accommodation: 'apartment', coparticipation: 'without', baseCents: 58500, effectiveDate: SP_DATE, network: 'Rede Top — Bradesco Saúde (SP)', hospitalIds: SP_PREMIUM, clinicIds: [51, 52, 53, 54], refunds: [['Consulta médica eletiva', 38000], ['Sessão de psicoterapia', 12000], ['Honorários de parto', 250000]] },
  { id: 107, institutionId: SULAMERICA, stateId: SP, type: 'PJ', name: 'SulAmérica Exato Enfermaria', coverageArea: 'estadual', accommodation: 'infirmary', coparticipation: 'with', baseCents: 19900, effectiveDate: SP_DATE, network: 'Rede Exato — SulAmérica (SP)', hospitalIds: [4, 7, 8, 11, 12], clinicIds: [53] },
  { id: 108, institutionId: SULAMERICA, stateId: SP, type: 'PJ', name: 'SulAmérica Clássico Apartamento', coverageArea: 'nacional', accommodation: 'apartment', coparticipation: 'without', baseCents: 38700, effectiveDate: SP_DATE, network: 'Rede Clássico — SulAmérica (SP)', hospitalIds: SP_INTERMEDIATE, clinicIds: [51, 53, 54], refunds: [['Consulta médica eletiva', 18000]] },
  { id: 109, institutionId: SULAMERICA, stateId: SP, type: 'PJ', name: 'SulAmérica Especial 100 Apartamento', coverageArea: 'nacional', accommodation: 'apartment', coparticipation: 'without', baseCents: 61200, effectiveDate: SP_DATE, network: 'Rede Especial — SulAmérica (SP)', hospitalIds: SP_PREMIUM, clinicIds: [51, 52, 53, 54], refunds: [['Consulta médica eletiva', 42000], ['Sessão de fisioterapia', 8000], ['Honorários de parto', 280000]] },
  { id: 110, institutionId: AMIL, stateId: SP, type: 'PJ', porte: 'porte_ii', minLives: 30, maxLives: 99, name: 'Amil S750 QP Nacional', coverageArea: 'nacional', accommodation: 'apartment', coparticipation: 'without', baseCents: 45600, effectiveDate: SP_DATE, network: 'Rede Ampla — Amil (SP)', hospitalIds: SP_PREMIUM, clinicIds: [51, 52, 53, 54], refunds: [['Consulta médica eletiva', 25000]] },
  { id: 111, institutionId: BRADESCO, stateId: SP, type: 'PJ', isOptional: true, name: 'Bradesco Saúde Efetivo Enfermaria', coverageArea: 'estadual', accommodation: 'infirmary', coparticipation: 'with_tp', baseCents: 20800, effectiveDate: SP_DATE, network: 'Rede Efetivo — Bradesco Saúde (SP)', hospitalIds: [4, 7, 8, 11], clinicIds: [52] },
  { id: 112, institutionId: SULAMERICA, stateId: SP, type: 'PJ', porte: 'pme_mei_2_lives', minLives: 2, maxLives: 2, name: 'SulAmérica Exato Enfermaria MEI', coverageArea: 'estadual', accommodation: 'infirmary', coparticipation: 'with', baseCents: 22900, effectiveDate: SP_DATE, network: 'Rede Exato — SulAmérica (SP)', hospitalIds: [4, 7, 8, 11, 12], clinicIds: [53] },
  // Individual/Familiar (CP)
  { id: 121, institutionId: AMIL, stateId: SP, type: 'CP', name: 'Amil Fácil S60 Enfermaria', coverageArea: 'grupo_de_municipios', accommodation: 'infirmary', coparticipation: 'without', baseCents: 24800, effectiveDate: SP_DATE, network: 'Rede Fácil — Amil (SP)', hospitalIds: [4, 7, 8], clinicIds: [52, 53] },
  { id: 122, institutionId: AMIL, stateId: SP, type: 'CP', name: 'Amil Fácil S80 Apartamento', coverageArea: 'grupo_de_municipios', accommodation: 'apartment', coparticipation: 'without', baseCents: 34100, effectiveDate: SP_DATE, network: 'Rede Fácil — Amil (SP)', hospitalIds: [4, 6, 7, 8], clinicIds: [52, 53] },
  { id: 123, institutionId: AMIL, stateId: SP, type: 'CP', name: 'Amil Fácil S60 Enfermaria Coparticipação', coverageArea: 'grupo_de_municipios', accommodation: 'infirmary', coparticipation: 'with', baseCents: 19300, effectiveDate: SP_DATE, network: 'Rede Fácil — Amil (SP)', hospitalIds: [4, 7, 8], clinicIds: [52, 53] },
  { id: 124, institutionId: SULAMERICA, stateId: SP, type: 'CP', name: 'SulAmérica Direto Ambulatorial', coverageArea: 'estadual', accommodation: 'outpatient', coparticipation: 'with', baseCents: 9800, effectiveDate: SP_DATE, network: 'Rede Direto — SulAmérica (SP)', hospitalIds: [], clinicIds: [51, 53] },
  // Coletivo por adesão (PF)
  { id: 131, institutionId: AMIL, stateId: SP, type: 'PF', name: 'Amil S380 QC Adesão', coverageArea: 'estadual', accommodation: 'infirmary', coparticipation: 'with', administradora: 'Qualicorp', entityIds: [1, 2], baseCents: 23400, effectiveDate: SP_DATE, network: 'Rede Essencial — Amil (SP)', hospitalIds: SP_ESSENTIAL, clinicIds: [52, 53] },
  { id: 132, institutionId: AMIL, stateId: SP, type: 'PF', name: 'Amil S450 QP Adesão', coverageArea: 'estadual', accommodation: 'apartment', coparticipation: 'without', administradora: 'Qualicorp', entityIds: [1, 2], baseCents: 36800, effectiveDate: SP_DATE, network: 'Rede Intermediária — Amil (SP)', hospitalIds: SP_INTERMEDIATE, clinicIds: [52, 53, 54] },
  { id: 133, institutionId: BRADESCO, stateId: SP, type: 'PF', name: 'Bradesco Saúde Nacional Flex Adesão Enfermaria', coverageArea: 'nacional', accommodation: 'infirmary', coparticipation: 'with', administradora: 'Qualicorp', entityIds: [2, 3], baseCents: 27100, effectiveDate: SP_DATE, network: 'Rede Nacional Flex — Bradesco Saúde (SP)', hospitalIds: SP_NATIONAL, clinicIds: [51, 52, 54] },
  { id: 134, institutionId: SULAMERICA, stateId: SP, type: 'PF', name: 'SulAmérica Exato Adesão Enfermaria', coverageArea: 'estadual', accommodation: 'infirmary', coparticipation: 'with', administradora: 'Allcare', entityIds: [1, 4], baseCents: 22600, effectiveDate: SP_DATE, network: 'Rede Exato — SulAmérica (SP)', hospitalIds: [4, 7, 8, 11, 12], clinicIds: [53] },
  { id: 135, institutionId: SULAMERICA, stateId: SP, type: 'PF', name: 'SulAmérica Clássico Adesão Apartamento', coverageArea: 'nacional', accommodation: 'apartment', coparticipation: 'without', administradora: 'Allcare', entityIds: [1, 4], baseCents: 41200, effectiveDate: SP_DATE, network: 'Rede Clássico — SulAmérica (SP)', hospitalIds: SP_INTERMEDIATE, clinicIds: [51, 53, 54], refunds: [['Consulta médica eletiva', 18000]] },
];

// ---------------------------------------------------------------------------------
// Pernambuco: Hapvida's real individual tables for Recife (June 2026)

/** Recife's commercialization area of the Hapvida individual plans. */
const RECIFE_AREA: FakeArea = { name: 'Recife e região metropolitana', cities: ['Recife', 'Olinda', 'Jaboatão dos Guararapes', 'Paulista'] };
const CARUARU_AREA: FakeArea = { name: 'Caruaru e região', cities: ['Caruaru'] };

/** Source and effective date of the real Hapvida tables. */
export const HAPVIDA_TABLE_SOURCE = 'Hapvida — tabela de preços junho/2026';
export const HAPVIDA_EFFECTIVE_DATE = '2026-06-01';

interface HapvidaTable {
  name: string;
  accommodation: 'outpatient' | 'infirmary' | 'apartment';
  segment: string;
  coparticipation: 'total' | 'partial';
  pricesCents: PriceTable;
  promotionalPricesCents: PriceTable;
}

/** The 8 'ind' tables of Recife in server/data/hapvida-price-tables-2026-06.json, in file order, copied exactly. */
export const HAPVIDA_RECIFE_INDIVIDUAL_TABLES: readonly HapvidaTable[] = [
  { name: 'Plano Individual Ambulatorial com Coparticipação', accommodation: 'outpatient', segment: 'ambulatorial', coparticipation: 'total', pricesCents: [11973, 15716, 17893, 19941, 20977, 23530, 28738, 39796, 53590, 69552], promotionalPricesCents: [10177, 13359, 15209, 16950, 17830, 20000, 24427, 33827, 45552, 59119] },
  { name: 'Plano Individual Ambulatorial com Coparticipação', accommodation: 'outpatient', segment: 'ambulatorial', coparticipation: 'partial', pricesCents: [18629, 24522, 27949, 31174, 32806, 36826, 45025, 62435, 84153, 109283], promotionalPricesCents: [15835, 20844, 23757, 26498, 27885, 31302, 38271, 53070, 71530, 92891] },
  { name: 'Plano Individual Enfermaria com Coparticipação', accommodation: 'infirmary', segment: 'ambulatorial + hospitalar com obstetrícia', coparticipation: 'total', pricesCents: [23038, 29626, 33702, 37452, 39202, 43980, 53117, 72370, 96842, 125160], promotionalPricesCents: [19582, 25182, 28647, 31834, 33322, 37383, 45149, 61514, 82316, 106386] },
  { name: 'Plano Individual Enfermaria com Coparticipação', accommodation: 'infirmary', segment: 'ambulatorial + hospitalar com obstetrícia', coparticipation: 'partial', pricesCents: [31706, 41068, 46861, 52190, 54677, 61467, 74451, 101811, 136587, 176828], promotionalPricesCents: [26950, 34908, 39832, 44361, 46475, 52247, 63283, 86539, 116099, 150304] },
  { name: 'Plano Individual Apartamento com Coparticipação', accommodation: 'apartment', segment: 'ambulatorial + hospitalar com obstetrícia', coparticipation: 'total', pricesCents: [33330, 43212, 49326, 54951, 57576, 64742, 78446, 107324, 144030, 186504], promotionalPricesCents: [28330, 36730, 41927, 46708, 48940, 55031, 66679, 91225, 122425, 158528] },
  { name: 'Plano Individual Apartamento com Coparticipação', accommodation: 'apartment', segment: 'ambulatorial + hospitalar com obstetrícia', coparticipation: 'partial', pricesCents: [46337, 60381, 69071, 77066, 80797, 90982, 110459, 151502, 203670, 264036], promotionalPricesCents: [39386, 51324, 58710, 65506, 68677, 77335, 93890, 128777, 173120, 224431] },
  { name: 'Plano Individual Mix Enfermaria com Coparticipação', accommodation: 'infirmary', segment: 'ambulatorial + hospitalar com obstetrícia', coparticipation: 'partial', pricesCents: [39817, 51774, 59173, 65980, 69157, 77829, 94412, 129358, 173776, 225174], promotionalPricesCents: [33844, 44008, 50297, 56083, 58783, 66155, 80250, 109954, 147710, 191398] },
  { name: 'Plano Individual Mix Apartamento com Coparticipação', accommodation: 'apartment', segment: 'ambulatorial + hospitalar com obstetrícia', coparticipation: 'partial', pricesCents: [58510, 76449, 87549, 97761, 102527, 115537, 140416, 192843, 259481, 336590], promotionalPricesCents: [49734, 64982, 74417, 83097, 87148, 98206, 119354, 163917, 220559, 286102] },
];

type HapvidaRule = [string, 'exempt' | { fixed_cents?: number; percentage?: number; cap_cents?: number }];

/** Hapvida's coparticipation rules "group_b" (every city but Belo Horizonte and Curitiba), copied from the JSON file. */
const HAPVIDA_RULES_GROUP_B: Record<'partial' | 'total', HapvidaRule[]> = {
  partial: [
    ['Consulta Eletiva', 'exempt'],
    ['Consulta de Urgência', 'exempt'],
    ['Exames Simples', 'exempt'],
    ['Exames Complexos', 'exempt'],
    ['Terapias Neurológicas Especiais', { fixed_cents: 7887 }],
    ['Terapias', { fixed_cents: 2427 }],
  ],
  total: [
    ['Consulta Eletiva', { fixed_cents: 2542 }],
    ['Consulta de Urgência', { fixed_cents: 4363 }],
    ['Exames Simples', { percentage: 0.4, cap_cents: 4579 }],
    ['Exames Complexos', { percentage: 0.4, cap_cents: 11448 }],
    ['Terapias Neurológicas Especiais', { fixed_cents: 7887 }],
    ['Terapias', { fixed_cents: 2427 }],
  ],
};

function hapvidaRules(kind: 'partial' | 'total'): PlanCoparticipationRule[] {
  return HAPVIDA_RULES_GROUP_B[kind].map(([procedure, value]) =>
    value === 'exempt'
      ? { id: ruleId(), procedure, percentage: null, fixedCents: null, capCents: null, exempt: true }
      : { id: ruleId(), procedure, percentage: value.percentage ?? null, fixedCents: value.fixed_cents ?? null, capCents: value.cap_cents ?? null, exempt: false },
  );
}

const HAPVIDA_RECIFE_NAMES = distinctTableNames(HAPVIDA_RECIFE_INDIVIDUAL_TABLES);

const HAPVIDA_RECIFE_PLANS: FakePlan[] = HAPVIDA_RECIFE_INDIVIDUAL_TABLES.map((table, index) => {
  const id = 201 + index;
  const hospital = table.accommodation !== 'outpatient';
  return {
    id,
    institutionId: HAPVIDA,
    stateId: PE,
    area: RECIFE_AREA,
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
      effectiveDate: HAPVIDA_EFFECTIVE_DATE,
      source: HAPVIDA_TABLE_SOURCE,
      real: true,
      pricesCents: table.pricesCents,
      promotionalPricesCents: table.promotionalPricesCents,
      promotionalMonths: 3,
    },
    networkName: 'Rede Hapvida — Recife',
    hospitalIds: hospital ? [13, 14, 16, 17] : [],
    clinicIds: [55, 56],
    refunds: [],
    coparticipationRules: hapvidaRules(table.coparticipation),
    // As the server: the file has no carências, so the legal maximums with their source.
    shortfalls: standardShortfalls({ hospital, obstetrics: hospital, businessThirtyPlus: false }).map((row) => ({ id: ruleId(), ...row })),
  };
});

const PE_DATE = '2026-04-01';
const PE_PLANS: PlanSeed[] = [
  { id: 211, institutionId: AMIL, stateId: PE, type: 'PJ', name: 'Amil S380 QC', coverageArea: 'estadual', accommodation: 'infirmary', coparticipation: 'without', baseCents: 17900, effectiveDate: PE_DATE, network: 'Rede Essencial — Amil (PE)', hospitalIds: [14, 15, 16, 18], clinicIds: [55] },
  { id: 212, institutionId: BRADESCO, stateId: PE, type: 'PJ', name: 'Bradesco Saúde Nacional Flex Apartamento', coverageArea: 'nacional', accommodation: 'apartment', coparticipation: 'with', baseCents: 26900, effectiveDate: PE_DATE, network: 'Rede Nacional Flex — Bradesco Saúde (PE)', hospitalIds: [13, 14, 15, 16, 17, 18], clinicIds: [55, 56], refunds: [['Consulta médica eletiva', 15000]] },
  { id: 213, institutionId: AMIL, stateId: PE, area: CARUARU_AREA, type: 'CP', name: 'Amil Fácil S60 Enfermaria', coverageArea: 'grupo_de_municipios', accommodation: 'infirmary', coparticipation: 'without', baseCents: 15800, effectiveDate: PE_DATE, network: 'Rede Fácil — Amil (Caruaru)', hospitalIds: [18], clinicIds: [] },
  { id: 214, institutionId: AMIL, stateId: PE, type: 'PF', name: 'Amil S380 QC Adesão', coverageArea: 'estadual', accommodation: 'infirmary', coparticipation: 'with', administradora: 'Qualicorp', entityIds: [5, 6], baseCents: 19900, effectiveDate: PE_DATE, network: 'Rede Essencial — Amil (PE)', hospitalIds: [14, 15, 16, 18], clinicIds: [55] },
];

// ---------------------------------------------------------------------------------
// Minas Gerais: plans by commercialization area

const BH_AREA: FakeArea = { name: 'Belo Horizonte e região', cities: ['Belo Horizonte', 'Betim', 'Contagem', 'Nova Lima'] };
const TRIANGULO_AREA: FakeArea = { name: 'Triângulo Mineiro', cities: ['Uberaba', 'Uberlândia'] };
const MG_DATE = '2026-03-01';

const MG_PLANS: PlanSeed[] = [
  { id: 301, institutionId: AMIL, stateId: MG, area: BH_AREA, type: 'PJ', name: 'Amil S380 QC', coverageArea: 'grupo_de_municipios', accommodation: 'infirmary', coparticipation: 'without', baseCents: 18700, effectiveDate: MG_DATE, network: 'Rede Essencial — Amil (BH)', hospitalIds: [20, 21, 22], clinicIds: [57] },
  { id: 302, institutionId: AMIL, stateId: MG, area: BH_AREA, type: 'PJ', name: 'Amil S450 QP', coverageArea: 'grupo_de_municipios', accommodation: 'apartment', coparticipation: 'without', baseCents: 27900, effectiveDate: MG_DATE, network: 'Rede Intermediária — Amil (BH)', hospitalIds: [19, 20, 21, 22], clinicIds: [57] },
  { id: 303, institutionId: BRADESCO, stateId: MG, type: 'PJ', name: 'Bradesco Saúde Nacional Flex Enfermaria', coverageArea: 'nacional', accommodation: 'infirmary', coparticipation: 'with', baseCents: 22100, effectiveDate: MG_DATE, network: 'Rede Nacional Flex — Bradesco Saúde (MG)', hospitalIds: [19, 20, 21, 22, 23, 24, 25], clinicIds: [57] },
  { id: 304, institutionId: SULAMERICA, stateId: MG, area: TRIANGULO_AREA, type: 'PJ', name: 'SulAmérica Exato Enfermaria', coverageArea: 'grupo_de_municipios', accommodation: 'infirmary', coparticipation: 'with', baseCents: 17600, effectiveDate: MG_DATE, network: 'Rede Exato — SulAmérica (Triângulo)', hospitalIds: [23, 24, 25], clinicIds: [] },
  { id: 305, institutionId: AMIL, stateId: MG, area: BH_AREA, type: 'CP', name: 'Amil Fácil S60 Enfermaria', coverageArea: 'grupo_de_municipios', accommodation: 'infirmary', coparticipation: 'without', baseCents: 21900, effectiveDate: MG_DATE, network: 'Rede Fácil — Amil (BH)', hospitalIds: [20, 21], clinicIds: [57] },
];

/** The whole fake catalog. */
export const FAKE_CATALOG: FakeCatalogData = {
  institutions: FAKE_INSTITUTIONS,
  occupations: FAKE_OCCUPATIONS,
  entities: FAKE_ENTITIES,
  providers: FAKE_PROVIDERS,
  plans: [...SP_PLANS.map(illustrativePlan), ...HAPVIDA_RECIFE_PLANS, ...PE_PLANS.map(illustrativePlan), ...MG_PLANS.map(illustrativePlan)],
};

// ---------------------------------------------------------------------------------
// Extras plans are sold with, as the server's seed (illustrative figures of
// server/src/catalog/reference-data/plan-extras.ts)

/** The administradoras' fees per life, by name. */
export const FAKE_ADMINISTRADORA_FEES: Readonly<Record<string, AdministradoraFees>> = {
  Qualicorp: { adhesionCentsPerLife: 15000, monthlyCentsPerLife: 1290 },
  Allcare: { adhesionCentsPerLife: 10000, monthlyCentsPerLife: 990 },
  'Elo Administradora de Benefícios': { adhesionCentsPerLife: 12000, monthlyCentsPerLife: 1090 },
  'Nunes e Grossi': { adhesionCentsPerLife: 8000, monthlyCentsPerLife: 0 },
};

/** The dental add-ons of an operator (an entry plan and one with orthodontics), cheapest first. */
export function fakeDentalOptions(institutionId: number, operatorName: string): DentalAddOn[] {
  return [
    { id: institutionId * 10 + 1, name: `${operatorName} Odonto`, monthlyCentsPerLife: 2490, illustrative: true },
    { id: institutionId * 10 + 2, name: `${operatorName} Odonto com Ortodontia`, monthlyCentsPerLife: 4690, illustrative: true },
  ];
}
