/**
 * The demonstration catalog: real operators, hospitals, laboratories, entities and
 * administradoras (./reference-data) with ILLUSTRATIVE plans, prices, networks, refunds,
 * coparticipation rules and carências, deterministic from a seed.
 *
 * `generateDemoCatalog({ seed, scale })`:
 * - 'full' (the app): every operator × state × plan type × product line × accommodation
 *   × coparticipation kind (× porte × contribution for PJ, × administradora for PF) is
 *   a candidate plan; a seeded draw keeps 90 % of CP, 60 % of PF and 30 % of PJ
 *   candidates (and always the first candidate of every state × type × coparticipation
 *   kind), each with its table history from its launch year (2017–2026) to 2026:
 *   > 20,000 price-table rows.
 * - 'small' (tests): only the first candidate of every state × type × coparticipation
 *   kind, 3 tables each (2024–2026): every state and every type, a few hundred rows.
 *
 * Prices (integer cents) obey RN 563/2022 with margins, so rounding and the yearly
 * adjustments never break them: P10/P1 in [4.7, 5.85] (art. 3º, I: ≤ 6), (P7/P1)² ≥
 * 1.02·P10/P1 (art. 3º, II compounded), every bracket ≥ 4 % above the previous one. Each
 * table still goes through `importPriceTable`; any finding is a bug and throws.
 * Magnitudes: P1 = R$ 340 × state × operator × line tier × accommodation × coverage ×
 * coparticipation × type/porte × contribution factors (enfermaria 0-18 ≈ R$ 150–600;
 * apartamento, nacional, no coparticipation, individual cost more; PME less per life).
 * History: each year's table is the next one divided by that year's adjustment —
 * individual (CP): the ANS ceiling of the cycle; collective: 7–16 % drawn per operator
 * and year. Tables take effect on day 1 of the operator's update month.
 */
import {
  BRAZILIAN_STATES,
  porteLabel,
  roomTypeLabel,
  tuple10,
  type CoparticipationKind,
  type CoverageArea,
  type PlanTypeCode,
  type RoomType,
  type StateId,
  type UfCode,
} from '../../../src/domain/quotation';
import { catalogStates } from './catalog-states';
import { ImportReportBuilder, importPriceTable, type ImportReport } from './import-price-table';
import { between, chance, intBetween, rngFor, type Random } from './prng';
import { ADMINISTRADORAS, type AdministradoraSeed } from './reference-data/adhesion';
import { buildAdhesionReference } from './reference-data/adhesion-reference';
import { OPERATORS, STATE_PRICE_FACTOR, type LineSeed, type OperatorSeed, type PorteSeed, type RegionSeed } from './reference-data/operators';
import { PROVIDERS, type ProviderSeed } from './reference-data/providers';
import {
  DEMO_SOURCE,
  type AdhesionEntity,
  type Administradora,
  type CatalogData,
  type CatalogScale,
  type CommercializationArea,
  type CoparticipationRule,
  type Institution,
  type Network,
  type NetworkTier,
  type Occupation,
  type Plan,
  type PriceTableRow,
  type Provider,
  type Refund,
  type Segmentation,
  type Shortfall,
} from './types';

export interface DemoCatalogOptions {
  /** Any 32-bit integer; same seed → identical catalog. */
  readonly seed: number;
  readonly scale: CatalogScale;
}

export interface DemoCatalog {
  readonly catalog: CatalogData;
  readonly report: ImportReport;
}

/** Year of the current tables. */
export const CURRENT_TABLE_YEAR = 2026;
/** Oldest table year of the full catalog. */
export const FIRST_TABLE_YEAR = 2017;
/**
 * Share of the candidate plans kept in the full catalog, per type (PJ has many more
 * candidates: portes × contributions).
 */
const FULL_KEEP_PROBABILITY: Readonly<Record<PlanTypeCode, number>> = { CP: 0.9, PF: 0.6, PJ: 0.3 };
/** Tables per plan in the small catalog. */
const SMALL_HISTORY_YEARS = 3;

/**
 * ANS ceiling for individual plans by cycle (May of the year → April of the next), used
 * as the yearly adjustment of the illustrative individual tables. Only 6,06 % (2025) is
 * confirmed in domain-facts; the others are the published ceilings as we recall them
 * (2021: −8,19 %, the only negative one): check before quoting them anywhere else.
 */
export const ANS_INDIVIDUAL_CEILING: Readonly<Record<number, number>> = {
  2016: 0.1357,
  2017: 0.1355,
  2018: 0.1,
  2019: 0.0735,
  2020: 0.0814,
  2021: -0.0819,
  2022: 0.155,
  2023: 0.0963,
  2024: 0.0691,
  2025: 0.0606,
};

/** Base monthly price of the 0-18 bracket (cents) before factors. */
const BASE_P1_CENTS = 34000;
const TIER_FACTOR = [0.8, 1, 1.25, 1.6, 2.2, 2.6] as const;
const COVERAGE_FACTOR: Readonly<Record<CoverageArea, number>> = { grupo_de_municipios: 0.9, estadual: 1, nacional: 1.18 };
const COPARTICIPATION_FACTOR: Readonly<Record<CoparticipationKind, number>> = { without: 1, with_tp: 0.9, with: 0.8 };
const TYPE_FACTOR: Readonly<Record<'CP' | 'PF', number>> = { CP: 1.15, PF: 1.05 };
const OPTIONAL_CONTRIBUTION_FACTOR = 1.06;

function roomFactor(room: RoomType): number {
  switch (room) {
    case 'outpatient':
      return 0.55;
    case 'infirmary':
    case 'rc':
      return 1;
    case 'apartment':
      return 1.3;
    default:
      return 1.3 + 0.06 * Number(room.slice('apartment_'.length));
  }
}

function segmentationOf(room: RoomType): Segmentation {
  if (room === 'outpatient') return 'ambulatorial';
  if (room === 'rc') return 'referencia';
  return 'ambulatorial_hospitalar_com_obstetricia';
}

const TYPE_WORD: Readonly<Record<PlanTypeCode, string>> = { CP: 'Individual', PF: 'Adesão', PJ: 'Empresarial' };
const COPARTICIPATION_SUFFIX: Readonly<Record<CoparticipationKind, string>> = {
  without: '',
  with: ' com Coparticipação',
  with_tp: ' com Coparticipação Parcial',
};
const TIER_NETWORK: readonly NetworkTier[] = ['essencial', 'essencial', 'intermediaria', 'ampla', 'ampla', 'ampla'];
const NETWORK_LABEL: Readonly<Record<NetworkTier, string>> = { essencial: 'Essencial', intermediaria: 'Intermediária', ampla: 'Ampla' };
const NETWORK_MAX_LEVEL: Readonly<Record<NetworkTier, number>> = { essencial: 1, intermediaria: 2, ampla: 3 };

/**
 * The 10 bracket multipliers of a table (P_i / P1), RN 563-safe with margins: P10/P1 in
 * [4.7, 5.85], (P7/P1)² in [1.02, 1.25] × P10/P1, each step ≥ 4 %.
 */
export function bracketMultipliers(random: Random): readonly number[] {
  const r10 = between(random, 4.7, 5.85);
  const r7 = Math.sqrt(r10) * between(random, 1.01, 1.118);
  const lower = [0.31, 0.15, 0.12, 0.07, 0.13, 0.22].map((w) => w * between(random, 0.8, 1.2));
  const upper = [0.36, 0.33, 0.31].map((w) => w * between(random, 0.85, 1.15));
  const steps = [
    ...lower.map((w) => (w / lower.reduce((a, b) => a + b, 0)) * Math.log(r7)),
    ...upper.map((w) => (w / upper.reduce((a, b) => a + b, 0)) * Math.log(r10 / r7)),
  ];
  const multipliers = [1];
  let log = 0;
  for (const step of steps) {
    log += step;
    multipliers.push(Math.exp(log));
  }
  return multipliers;
}

/** Whole reais, in cents, rounded to a multiple of `step` reais. */
function reais(value: number, step = 5): number {
  return Math.max(step, Math.round(value / step) * step) * 100;
}

interface PlanSpec {
  readonly operator: OperatorSeed;
  readonly uf: UfCode;
  readonly stateId: StateId;
  readonly type: PlanTypeCode;
  readonly line: LineSeed;
  readonly room: RoomType;
  readonly coparticipation: CoparticipationKind;
  readonly porte: PorteSeed | null;
  readonly optional: boolean;
  readonly administradora: { readonly seed: AdministradoraSeed; readonly id: number } | null;
}

function specKey(spec: PlanSpec): string {
  return [
    spec.operator.slug,
    spec.uf,
    spec.type,
    spec.line.line,
    spec.room,
    spec.coparticipation,
    spec.porte?.porte ?? '-',
    spec.optional ? 'opt' : 'comp',
    spec.administradora?.seed.slug ?? '-',
  ].join('|');
}

function planName(spec: PlanSpec): string {
  const base = `${spec.operator.name} ${spec.line.line} ${TYPE_WORD[spec.type]} ${roomTypeLabel(spec.room)}${COPARTICIPATION_SUFFIX[spec.coparticipation]}`;
  if (spec.type === 'PJ' && spec.porte) {
    return `${base} (${porteLabel(spec.porte.porte)}${spec.optional ? ', contribuição opcional' : ''})`;
  }
  if (spec.type === 'PF' && spec.administradora) return `${base} (${spec.administradora.seed.name})`;
  return base;
}

/** Mutable collections with their id counters. */
class CatalogBuilder {
  readonly institutions: Institution[] = [];
  readonly administradoras: Administradora[] = [];
  readonly occupations: Occupation[] = [];
  readonly entities: AdhesionEntity[] = [];
  readonly providers: Provider[] = [];
  readonly networks: Network[] = [];
  readonly areas: CommercializationArea[] = [];
  readonly plans: Plan[] = [];
  readonly priceTables: PriceTableRow[] = [];
  readonly rules: CoparticipationRule[] = [];
  readonly refunds: Refund[] = [];
  readonly shortfalls: Shortfall[] = [];
  readonly networkIds = new Map<string, number>();
  readonly areaIds = new Map<string, number>();
  readonly institutionStates = new Map<number, Set<number>>();
  readonly institutionEntities = new Map<number, Set<number>>();
}

function buildReference(builder: CatalogBuilder): {
  occupationId: (name: string) => number;
  entityIdsOf: (administradora: AdministradoraSeed, uf: UfCode) => number[];
  providersOf: (uf: UfCode) => readonly { readonly id: number; readonly seed: ProviderSeed }[];
} {
  // The adhesion lists are the seed's (one builder: same rows, same ids).
  const reference = buildAdhesionReference();
  builder.occupations.push(...reference.occupations);
  builder.entities.push(...reference.entities);
  builder.administradoras.push(...reference.administradoras);
  const { occupationId, entityIdsOf } = reference;

  const byState = new Map<UfCode, { id: number; seed: ProviderSeed }[]>();
  for (const state of BRAZILIAN_STATES) {
    const list: { id: number; seed: ProviderSeed }[] = [];
    for (const seed of PROVIDERS[state.uf]) {
      const [name, city, flags] = seed;
      const tokens = new Set(flags.split(' ').filter(Boolean));
      const hospital = tokens.has('H') || tokens.has('PS') || tokens.has('M');
      const id = builder.providers.length + 1;
      builder.providers.push({
        id,
        kind: hospital ? 'hospital' : 'clinic',
        name,
        city,
        stateId: state.id,
        uf: state.uf,
        electiveAdmission: tokens.has('H'),
        emergencyRoom: tokens.has('PS'),
        maternity: tokens.has('M'),
        laboratory: tokens.has('LAB'),
      });
      list.push({ id, seed });
    }
    byState.set(state.uf, list);
  }
  return { occupationId, entityIdsOf, providersOf: (uf) => byState.get(uf) ?? [] };
}

/** Grupo-de-municípios area of a state: the first region an operator declares there, else the capital. */
function metroRegion(uf: UfCode): RegionSeed {
  for (const operator of OPERATORS) {
    const region = operator.regions?.find((candidate) => candidate.uf === uf);
    if (region) return region;
  }
  const state = BRAZILIAN_STATES.find((candidate) => candidate.uf === uf);
  if (!state) throw new Error(`Unknown UF ${uf}`);
  return { uf, name: state.capital, cities: [state.capital] };
}

/**
 * Generates the demonstration catalog (ids from 1). Throws only on a generator bug (a
 * table refused or with RN 563 findings).
 */
export function generateDemoCatalog(options: DemoCatalogOptions): DemoCatalog {
  const { seed, scale } = options;
  const builder = new CatalogBuilder();
  const reference = buildReference(builder);
  const report = new ImportReportBuilder('Catálogo de demonstração');

  OPERATORS.forEach((operator, index) => {
    builder.institutions.push({
      id: index + 1,
      name: operator.name,
      legalName: operator.legalName,
      slug: operator.slug,
      ansRegistration: operator.ans,
      logo: null,
      scope: operator.scope,
      stateIds: [],
      similarEntityIds: [],
    });
  });
  const institutionId = (operator: OperatorSeed): number => OPERATORS.indexOf(operator) + 1;

  const touchState = (operator: OperatorSeed, stateId: number): void => {
    const id = institutionId(operator);
    const set = builder.institutionStates.get(id) ?? new Set<number>();
    set.add(stateId);
    builder.institutionStates.set(id, set);
  };

  const areaId = (stateId: StateId, name: string, cities: readonly string[] | null): number => {
    const key = `${stateId}|${name}`;
    const existing = builder.areaIds.get(key);
    if (existing !== undefined) return existing;
    const id = builder.areas.length + 1;
    builder.areas.push({ id, stateId, name, cities });
    builder.areaIds.set(key, id);
    return id;
  };

  const networkId = (operator: OperatorSeed, uf: UfCode, stateId: StateId, tier: NetworkTier): number => {
    const key = `${operator.slug}|${uf}|${tier}`;
    const existing = builder.networkIds.get(key);
    if (existing !== undefined) return existing;
    // The same draw per operator × provider in every tier, so the networks nest:
    // essencial ⊆ intermediária ⊆ ampla. Own hospitals only in the owner's networks.
    const isHospital = (provider: ProviderSeed): boolean => /H|PS|M/.test(provider[2]);
    const candidates = reference.providersOf(uf).filter(({ seed: provider }) => provider[4] === undefined || provider[4] === operator.slug);
    const kept = candidates.filter(({ id, seed: provider }) => provider[4] === operator.slug || !chance(rngFor(seed, `network|${operator.slug}|${id}`), 0.2));
    if (!kept.some(({ seed: provider }) => isHospital(provider))) {
      const hospital = candidates.filter(({ seed: provider }) => isHospital(provider)).sort((a, b) => a.seed[3] - b.seed[3])[0];
      if (hospital) kept.push(hospital);
    }
    const maxLevel = NETWORK_MAX_LEVEL[tier];
    let members = kept.filter(({ seed: provider }) => provider[3] <= maxLevel);
    if (!members.some(({ seed: provider }) => isHospital(provider))) {
      // A state without basic hospitals: the tier takes the least exclusive ones there are.
      const minLevel = Math.min(...kept.filter(({ seed: provider }) => isHospital(provider)).map(({ seed: provider }) => provider[3]));
      members = kept.filter(({ seed: provider }) => provider[3] <= maxLevel || (isHospital(provider) && provider[3] === minLevel));
    }
    const providerIds = members.map(({ id }) => id).sort((a, b) => a - b);
    const id = builder.networks.length + 1;
    builder.networks.push({
      id,
      institutionId: institutionId(operator),
      stateId,
      name: `Rede ${NETWORK_LABEL[tier]} ${operator.name} — ${uf}`,
      tier,
      providerIds,
      real: false,
    });
    builder.networkIds.set(key, id);
    touchState(operator, stateId);
    return id;
  };

  const collectiveAdjustment = (operator: OperatorSeed, type: PlanTypeCode, year: number): number =>
    Math.round(between(rngFor(seed, `reajuste|${operator.slug}|${type}|${year}`), 0.07, 0.16) * 10000) / 10000;

  const addPlan = (spec: PlanSpec): void => {
    const key = specKey(spec);
    const random = rngFor(seed, `plan|${key}`);
    const { operator, line, type, uf, stateId } = spec;
    const instId = institutionId(operator);
    touchState(operator, stateId);

    let commercializationAreaId: number;
    if (line.coverage === 'grupo_de_municipios') {
      const region = operator.regions?.find((candidate) => candidate.uf === uf) ?? metroRegion(uf);
      commercializationAreaId = areaId(stateId, region.name, region.cities);
    } else {
      const state = BRAZILIAN_STATES[stateId - 1];
      commercializationAreaId = areaId(stateId, `${state?.name ?? uf} (todo o estado)`, null);
    }

    const entityIds = spec.administradora ? reference.entityIdsOf(spec.administradora.seed, uf) : [];
    if (entityIds.length > 0) {
      const set = builder.institutionEntities.get(instId) ?? new Set<number>();
      entityIds.forEach((id) => set.add(id));
      builder.institutionEntities.set(instId, set);
    }

    const planId = builder.plans.length + 1;
    builder.plans.push({
      id: planId,
      institutionId: instId,
      stateId,
      commercializationAreaId,
      type,
      porte: spec.porte?.porte ?? null,
      name: planName(spec),
      productLine: line.line,
      segmentation: segmentationOf(spec.room),
      coverageArea: line.coverage,
      roomType: spec.room,
      coparticipation: spec.coparticipation,
      isOptional: type === 'PJ' ? spec.optional : null,
      acceptsMei: spec.porte?.mei ?? false,
      minLives: spec.porte?.minLives ?? 1,
      maxLives: spec.porte ? spec.porte.maxLives : null,
      entityIds,
      administradoraId: spec.administradora?.id ?? null,
      networkId: networkId(operator, uf, stateId, TIER_NETWORK[line.tier] ?? 'ampla'),
      source: DEMO_SOURCE,
      real: false,
    });

    // Prices: the line's shape and level are shared by its variants, so the variants'
    // factors (accommodation, coverage, coparticipation, porte, contribution) keep order.
    const lineRandom = rngFor(seed, `line|${operator.slug}|${uf}|${type}|${line.line}`);
    const multipliers = bracketMultipliers(lineRandom);
    const lineNoise = between(lineRandom, 0.96, 1.04);
    const typeFactor = spec.porte ? spec.porte.priceFactor : TYPE_FACTOR[type as 'CP' | 'PF'];
    const p1 =
      BASE_P1_CENTS *
      STATE_PRICE_FACTOR[uf] *
      operator.priceFactor *
      (TIER_FACTOR[line.tier] ?? 1) *
      roomFactor(spec.room) *
      COVERAGE_FACTOR[line.coverage] *
      COPARTICIPATION_FACTOR[spec.coparticipation] *
      typeFactor *
      (spec.optional ? OPTIONAL_CONTRIBUTION_FACTOR : 1) *
      lineNoise;

    const firstYear = scale === 'small' ? CURRENT_TABLE_YEAR - SMALL_HISTORY_YEARS + 1 : intBetween(random, FIRST_TABLE_YEAR, CURRENT_TABLE_YEAR);
    const levels = new Map<number, number>([[CURRENT_TABLE_YEAR, 1]]);
    for (let year = CURRENT_TABLE_YEAR; year > firstYear; year -= 1) {
      const adjustment = type === 'CP' ? (ANS_INDIVIDUAL_CEILING[year - 1] ?? 0.08) : collectiveAdjustment(operator, type, year);
      levels.set(year - 1, (levels.get(year) ?? 1) / (1 + adjustment));
    }
    const month = String(operator.tableMonth).padStart(2, '0');
    for (let year = firstYear; year <= CURRENT_TABLE_YEAR; year += 1) {
      const level = levels.get(year) ?? 1;
      const prices = tuple10((i) => Math.round(p1 * (multipliers[i] ?? 1) * level));
      const result = importPriceTable({ planId, effectiveDate: `${year}-${month}-01`, pricesCents: prices, source: DEMO_SOURCE, real: false });
      report.record(result, () => `${planName(spec)} — ${year}`);
      if (result.kind === 'refused' || result.findings.length > 0) {
        throw new Error(`Demo table out of RN 563: ${planName(spec)} ${year}: ${JSON.stringify(result)}`);
      }
      builder.priceTables.push({ id: builder.priceTables.length + 1, ...result.table });
    }

    addCoparticipationRules(builder, planId, spec, random);
    addRefunds(builder, planId, spec);
    addShortfalls(builder, planId, spec, random);
  };

  for (const state of BRAZILIAN_STATES) {
    const uf = state.uf;
    const administradorasHere = ADMINISTRADORAS.map((adm, index) => ({ seed: adm, id: index + 1 })).filter(
      ({ seed: adm }) => adm.states === 'all' || adm.states.includes(uf),
    );
    // Kept always: the first candidate of each type × coparticipation kind in the state.
    const firstOfKind = new Set<string>();
    for (const operator of OPERATORS) {
      if (!operator.states.includes(uf)) continue;
      if (operator.slug === 'hapvida') {
        // The real Hapvida plans take the network of their room (build-catalog.ts): every tier exists.
        for (const tier of ['essencial', 'intermediaria', 'ampla'] as const) networkId(operator, uf, state.id, tier);
        continue;
      }
      const operatorAdministradoras = administradorasHere.filter(
        (adm, index) => index === 0 || chance(rngFor(seed, `adm|${operator.slug}|${uf}|${adm.seed.slug}`), 0.6),
      );
      for (const type of ['CP', 'PF', 'PJ'] as const) {
        if (type === 'CP' && operator.cpStates && !operator.cpStates.includes(uf)) continue;
        for (const line of operator.lines[type]) {
          for (const room of line.rooms) {
            for (const coparticipation of line.coparticipation) {
              const variants: PlanSpec[] = [];
              const base = { operator, uf, stateId: state.id, type, line, room, coparticipation };
              if (type === 'PJ') {
                for (const porte of operator.portes) {
                  variants.push({ ...base, porte, optional: false, administradora: null });
                  if (operator.optionalContribution) variants.push({ ...base, porte, optional: true, administradora: null });
                }
              } else if (type === 'PF') {
                for (const administradora of operatorAdministradoras) variants.push({ ...base, porte: null, optional: false, administradora });
              } else {
                variants.push({ ...base, porte: null, optional: false, administradora: null });
              }
              for (const spec of variants) {
                const kindKey = `${type}|${coparticipation}`;
                const first = !firstOfKind.has(kindKey);
                const keep = first || (scale === 'full' && chance(rngFor(seed, `keep|${specKey(spec)}`), FULL_KEEP_PROBABILITY[type]));
                if (!keep) continue;
                firstOfKind.add(kindKey);
                addPlan(spec);
              }
            }
          }
        }
      }
    }
  }

  const report_ = report.build();
  const catalog: CatalogData = {
    states: catalogStates(),
    institutions: builder.institutions.map((institution) => ({
      ...institution,
      stateIds: [...(builder.institutionStates.get(institution.id) ?? [])].sort((a, b) => a - b),
      similarEntityIds: [...(builder.institutionEntities.get(institution.id) ?? [])].sort((a, b) => a - b),
    })),
    administradoras: builder.administradoras,
    occupations: builder.occupations,
    entities: builder.entities,
    providers: builder.providers,
    networks: builder.networks,
    commercializationAreas: builder.areas,
    plans: builder.plans,
    priceTables: builder.priceTables,
    coparticipationRules: builder.rules,
    refunds: builder.refunds,
    shortfalls: builder.shortfalls,
  };
  return { catalog, report: report_ };
}

function addCoparticipationRules(builder: CatalogBuilder, planId: number, spec: PlanSpec, random: Random): void {
  if (spec.coparticipation === 'without') return;
  const percentage = [0.2, 0.25, 0.3, 0.3, 0.4][intBetween(random, 0, 4)] ?? 0.3;
  const factor = STATE_PRICE_FACTOR[spec.uf];
  const add = (procedure: string, rule: Pick<CoparticipationRule, 'percentage' | 'fixedCents' | 'capCents' | 'exempt'>): void => {
    builder.rules.push({ id: builder.rules.length + 1, planId, procedure, ...rule });
  };
  const exempt = { percentage: null, fixedCents: null, capCents: null, exempt: true } as const;
  const capped = (cap: number) => ({ percentage, fixedCents: null, capCents: reais(cap * factor), exempt: false });
  const fixed = (value: number) => ({ percentage: null, fixedCents: reais(value * factor, 1), capCents: null, exempt: false });
  const total = spec.coparticipation === 'with';
  const regionalStyle = spec.operator.scope === 'regional';
  add('Consulta eletiva', total ? (regionalStyle ? fixed(between(random, 25, 40)) : capped(between(random, 35, 70))) : exempt);
  add('Consulta em pronto-socorro', total ? (regionalStyle ? fixed(between(random, 35, 60)) : capped(between(random, 50, 100))) : exempt);
  add('Exames simples', total ? capped(between(random, 25, 50)) : exempt);
  add('Exames complexos', total ? capped(between(random, 100, 250)) : exempt);
  add('Terapias (fisioterapia, fonoaudiologia, psicologia)', regionalStyle ? fixed(between(random, 20, 40)) : capped(between(random, 25, 50)));
  if (spec.room !== 'outpatient') {
    add('Internação', exempt);
    add('Internação psiquiátrica (após 30 dias no ano)', { percentage: 0.5, fixedCents: null, capCents: null, exempt: false });
  }
}

const REFUND_BASE_REAIS = [0, 70, 100, 150] as const;
const REFUND_TIER = [0.8, 1, 1.5, 2.4, 4, 6] as const;

function addRefunds(builder: CatalogBuilder, planId: number, spec: PlanSpec): void {
  const level = spec.operator.refundLevel;
  if (level === 0 || spec.line.tier === 0 || spec.room === 'outpatient') return;
  const apartmentTier = spec.room.startsWith('apartment_') ? Number(spec.room.slice('apartment_'.length)) : 0;
  const consult = REFUND_BASE_REAIS[level] * (REFUND_TIER[spec.line.tier] ?? 1) * (1 + 0.15 * apartmentTier) * STATE_PRICE_FACTOR[spec.uf];
  const add = (procedure: string, value: number): void => {
    builder.refunds.push({ id: builder.refunds.length + 1, planId, procedure, valueCents: reais(value) });
  };
  add('Consulta médica eletiva', consult);
  add('Sessão de psicoterapia', consult * 0.55);
  add('Sessão de fisioterapia', consult * 0.35);
  add('Honorários médicos de parto', consult * 10);
}

function addShortfalls(builder: CatalogBuilder, planId: number, spec: PlanSpec, random: Random): void {
  const add = (group: Shortfall['group'], procedure: string, days: number, note: string | null = null): void => {
    builder.shortfalls.push({ id: builder.shortfalls.length + 1, planId, group, procedure, days, note });
  };
  const outpatient = spec.room === 'outpatient';
  // PJ with 30 or more lives: no carência nor CPT for whoever joins within 30 days (RN 557/2022).
  if (spec.porte && spec.porte.minLives >= 30) {
    const note = (days: number) => `Sem carência para quem ingressar em até 30 dias da vigência do contrato ou da admissão (RN 557/2022); depois: ${days === 1 ? '24 horas' : `${days} dias`}.`;
    add('urgency_emergency', 'Urgência e emergência', 0, note(1));
    add('other', 'Consultas e exames simples', 0, note(30));
    add('other', 'Exames complexos e terapias', 0, note(180));
    if (!outpatient) {
      add('other', 'Internações e cirurgias', 0, note(180));
      add('full_term_childbirth', 'Parto a termo', 0, note(300));
    }
    add('cpt', 'Doenças e lesões preexistentes (CPT)', 0, note(720));
    return;
  }
  // Coparticipation and small-company plans often come with reduced carências.
  const reduced = spec.coparticipation !== 'without' || (spec.type === 'PJ' && chance(random, 0.4));
  add('urgency_emergency', 'Urgência e emergência', 1, outpatient ? 'Segmentação ambulatorial: atendimento limitado às primeiras 12 horas.' : null);
  add('other', 'Consultas e exames simples', reduced ? [0, 15, 30][intBetween(random, 0, 2)] ?? 30 : 30);
  add('other', 'Exames complexos e terapias', reduced ? [90, 120, 180][intBetween(random, 0, 2)] ?? 180 : 180);
  if (!outpatient) {
    add('other', 'Internações e cirurgias', reduced ? [120, 180][intBetween(random, 0, 1)] ?? 180 : 180);
    add('full_term_childbirth', 'Parto a termo', 300);
  }
  add('cpt', 'Doenças e lesões preexistentes (CPT)', 720, 'Cobertura parcial temporária de até 24 meses para procedimentos de alta complexidade, leitos de alta tecnologia e cirurgias ligados à doença declarada.');
}
