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
 *
 * The steps live by what they add: reference.ts, operators.ts, plan-specs.ts, networks.ts,
 * prices.ts, plan-rules.ts, over catalog-builder.ts (the collections and their ids).
 */
import { BRAZILIAN_STATES, type StateId, type UfCode } from '../../../../src/domain/quotation';
import { ImportReportBuilder, type ImportReport } from '../import-price-table';
import { OPERATORS, type RegionSeed } from '../reference-data/operators';
import { DEMO_SOURCE, type CatalogData, type CatalogScale } from '../types';
import { CatalogBuilder, type DemoRun } from './catalog-builder';
import { addEveryTierNetwork, networkOf, TIER_NETWORK } from './networks';
import { addOperators, institutionIdOf } from './operators';
import { addCoparticipationRules, addRefunds, addShortfalls } from './plan-rules';
import { administradorasIn, candidateSpecs, keepsCandidate, planName, planRandom, segmentationOf, type PlanSpec } from './plan-specs';
import { addPriceTables } from './prices';
import { addAdhesionLists, addProviders } from './reference';

/** Options of {@link generateDemoCatalog}. */
export interface DemoCatalogOptions {
  /** Any 32-bit integer; same seed → identical catalog. */
  readonly seed: number;
  readonly scale: CatalogScale;
}

/** The generated catalog and the import report of its price tables. */
export interface DemoCatalog {
  readonly catalog: CatalogData;
  readonly report: ImportReport;
}

/**
 * Generates the demonstration catalog (ids from 1, in this order of steps). Throws only on
 * a generator bug (a table refused or with RN 563 findings).
 */
export function generateDemoCatalog(options: DemoCatalogOptions): DemoCatalog {
  const builder = new CatalogBuilder();
  const entityIdsOf = addAdhesionLists(builder);
  const providersOf = addProviders(builder);
  addOperators(builder);
  const run: DemoRun = { seed: options.seed, scale: options.scale, builder, report: new ImportReportBuilder('Catálogo de demonstração'), entityIdsOf, providersOf };
  for (const state of BRAZILIAN_STATES) addStatePlans(run, state.uf, state.id);
  const report = run.report.build();
  return { catalog: builder.toCatalogData(), report };
}

/**
 * Adds the plans of every operator selling in the state, in OPERATORS order, each kept
 * candidate with its area, network, tables and rules; Hapvida gets its three networks
 * instead (its plans are the real ones, added by build-catalog.ts).
 */
function addStatePlans(run: DemoRun, uf: UfCode, stateId: StateId): void {
  const administradorasHere = administradorasIn(uf);
  const firstOfKind = new Set<string>();
  for (const operator of OPERATORS) {
    if (!operator.states.includes(uf)) continue;
    if (operator.slug === 'hapvida') {
      addEveryTierNetwork(run, operator, uf, stateId);
      continue;
    }
    for (const spec of candidateSpecs(run.seed, operator, uf, stateId, administradorasHere)) {
      if (keepsCandidate(run.seed, run.scale, spec, firstOfKind)) addPlan(run, spec);
    }
  }
}

/**
 * Adds one plan: its commercialization area (when new), its operator's entity links
 * (adhesion), the plan row with the network of its line's tier, then its price tables,
 * coparticipation rules, refunds and carências.
 */
function addPlan(run: DemoRun, spec: PlanSpec): void {
  const { builder } = run;
  const random = planRandom(run.seed, spec);
  const { operator, line, type, uf, stateId } = spec;
  const institutionId = institutionIdOf(operator);
  builder.touchState(institutionId, stateId);
  const commercializationAreaId = planAreaId(run, spec);
  const entityIds = spec.administradora ? run.entityIdsOf(spec.administradora.seed, uf) : [];
  builder.linkEntities(institutionId, entityIds);

  const planId = builder.plans.length + 1;
  builder.plans.push({
    id: planId,
    institutionId,
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
    networkId: networkOf(run, operator, uf, stateId, TIER_NETWORK[line.tier] ?? 'ampla'),
    source: DEMO_SOURCE,
    real: false,
  });

  addPriceTables(run, planId, spec, random);
  addCoparticipationRules(builder, planId, spec, random);
  addRefunds(builder, planId, spec);
  addShortfalls(builder, planId, spec, random);
}

/**
 * Id of the plan's commercialization area, added on first use: a grupo-de-municípios line
 * sells in the operator's region of the state (else the state's {@link metroRegion}); the
 * others in the whole state.
 */
function planAreaId(run: DemoRun, spec: PlanSpec): number {
  const { operator, line, uf, stateId } = spec;
  if (line.coverage === 'grupo_de_municipios') {
    const region = operator.regions?.find((candidate) => candidate.uf === uf) ?? metroRegion(uf);
    return run.builder.areaId(stateId, region.name, region.cities);
  }
  const state = BRAZILIAN_STATES[stateId - 1];
  return run.builder.areaId(stateId, `${state?.name ?? uf} (todo o estado)`, null);
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
