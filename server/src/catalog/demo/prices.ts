/**
 * The demonstration catalog's prices (integer cents): each plan's first bracket from its
 * factors, the bracket shape of its line (RN 563/2022 with margins) and its table history.
 * See demo-generator.ts for the magnitudes and the rules they keep.
 */
import { tuple10, type CoparticipationKind, type CoverageArea, type PlanTypeCode, type RoomType } from '../../../../src/domain/quotation';
import { importPriceTable } from '../import-price-table';
import { between, intBetween, rngFor, type Random } from '../prng';
import { STATE_PRICE_FACTOR, type OperatorSeed } from '../reference-data/operators';
import { DEMO_SOURCE } from '../types';
import type { DemoRun } from './catalog-builder';
import { planName, type PlanSpec } from './plan-specs';

/** Year of the current tables. */
export const CURRENT_TABLE_YEAR = 2026;
/** Oldest table year of the full catalog. */
export const FIRST_TABLE_YEAR = 2017;
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

/**
 * The plan's current table before rounding: P1 (cents) and the bracket multipliers. The
 * line's shape and level are shared by its variants, so the variants' factors
 * (accommodation, coverage, coparticipation, porte, contribution) keep their order.
 */
function currentShape(seed: number, spec: PlanSpec): { readonly p1: number; readonly multipliers: readonly number[] } {
  const { operator, line, type, uf } = spec;
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
  return { p1, multipliers };
}

/** Collective adjustment of the operator's plans of the type in the year: 7–16 %, 4 decimals. */
function collectiveAdjustment(seed: number, operator: OperatorSeed, type: PlanTypeCode, year: number): number {
  return Math.round(between(rngFor(seed, `reajuste|${operator.slug}|${type}|${year}`), 0.07, 0.16) * 10000) / 10000;
}

/**
 * Price level of each year from `firstYear` to CURRENT_TABLE_YEAR (current = 1): each year
 * is the next one divided by that year's adjustment — individual (CP): the ANS ceiling of
 * the cycle (8 % for a year without one); collective: {@link collectiveAdjustment}.
 */
function yearLevels(seed: number, spec: PlanSpec, firstYear: number): ReadonlyMap<number, number> {
  const levels = new Map<number, number>([[CURRENT_TABLE_YEAR, 1]]);
  for (let year = CURRENT_TABLE_YEAR; year > firstYear; year -= 1) {
    const adjustment = spec.type === 'CP' ? (ANS_INDIVIDUAL_CEILING[year - 1] ?? 0.08) : collectiveAdjustment(seed, spec.operator, spec.type, year);
    levels.set(year - 1, (levels.get(year) ?? 1) / (1 + adjustment));
  }
  return levels;
}

/**
 * Adds the plan's price tables, one per year from its first year ('small': the last 3;
 * 'full': drawn from `random` in FIRST_TABLE_YEAR–CURRENT_TABLE_YEAR) to the current one, in
 * force on day 1 of the operator's update month; each goes through `importPriceTable` and
 * into the run's report.
 * @throws Error when a table is refused or has a RN 563 finding (a generator bug).
 */
export function addPriceTables(run: DemoRun, planId: number, spec: PlanSpec, random: Random): void {
  const { seed, scale, builder, report } = run;
  const { p1, multipliers } = currentShape(seed, spec);
  const firstYear = scale === 'small' ? CURRENT_TABLE_YEAR - SMALL_HISTORY_YEARS + 1 : intBetween(random, FIRST_TABLE_YEAR, CURRENT_TABLE_YEAR);
  const levels = yearLevels(seed, spec, firstYear);
  const month = String(spec.operator.tableMonth).padStart(2, '0');
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
}
