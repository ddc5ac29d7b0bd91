/**
 * The columns of the comparison (one per plan: price lines per bracket, total, network
 * counts) and the pages of plans (six per page). Money in integer cents.
 */
import {
  bracketSubtotals,
  coverageAreaLabel,
  formatBRL,
  planTypeLabel,
  roomTypeLabel,
  totalLives,
  type BracketCounts,
  type BracketIndex,
  type PriceTable,
} from '../quotation';
import { PLANS_PER_PAGE, type ProposalDocument, type ProposalPlan } from './proposal-document';
import { bracketRangeText, cityKey, coparticipationShortLabel, effectiveDateText } from './proposal-text';
import { planCharges, type PlanCharges } from './proposal-extras';
import { isStaleTable, STALE_TABLE_WARNING, tableDateLabel } from '../quotation/table-age';
import { qualityLine } from '../quotation/operator-profile';

// ---------------------------------------------------------------------------------
// Columns of the comparison

/** One line of a plan's price: a bracket in use. */
export interface ProposalPriceLine {
  readonly index: BracketIndex;
  /** '29 a 33 anos'. */
  readonly bracketText: string;
  readonly lives: number;
  readonly unitCents: number;
  readonly subtotalCents: number;
  /** '2 × R$ 512,30'. */
  readonly unitText: string;
  /** 'R$ 1.024,60'. */
  readonly subtotalText: string;
  /** '2 × R$ 512,30 = R$ 1.024,60'. */
  readonly text: string;
}

/** Accredited-network figures of a plan. */
export interface NetworkCounts {
  readonly hospitals: number;
  readonly clinics: number;
  /** Hospitals with pronto-socorro. */
  readonly emergency: number;
  /** Hospitals with maternidade. */
  readonly maternity: number;
  /** Hospitals and clinics with laboratório. */
  readonly laboratories: number;
  /** Distinct cities (city + UF) of hospitals and clinics. */
  readonly cities: number;
}

/** A plan as one column of the comparison: labels, price lines and total. */
export interface ProposalColumn {
  readonly plan: ProposalPlan;
  readonly typeLabel: string;
  readonly accommodationLabel: string;
  /** Não / Sim / Parcial. */
  readonly coparticipationLabel: string;
  readonly coverageAreaLabel: string;
  /** Brackets with lives, in bracket order (none when no lives were given). */
  readonly lines: readonly ProposalPriceLine[];
  readonly totalLives: number;
  /** The 'Total mensal', integer cents: Σ lives × price over the brackets + the administradora's monthly fee × lives (`planMonthlyTotal`). */
  readonly totalCents: number;
  /** `formatBRL(totalCents)`. */
  readonly totalText: string;
  /** 'Tabela vigente desde 01/06/2026'. */
  readonly effectiveDateText: string;
  /** 'Tabela de 06/2026'. */
  readonly tableDateText: string;
  /** The 12-month warning when the table is more than 12 months old on the proposal's date, else null. */
  readonly staleTableText: string | null;
  /** 'IDSS 2025: 0,7693 · IGR fev/2020: 2,78 por 10 mil beneficiários', or null when the plan carries no ANS data. */
  readonly qualityText: string | null;
  readonly illustrative: boolean;
  readonly network: NetworkCounts;
  /** Short network summary: '12 hospitais · 40 clínicas'. */
  readonly networkText: string;
  /** Promotion, administradora fees, dental add-on and the total with them (./proposal-extras). */
  readonly charges: PlanCharges;
}

/**
 * The price lines of `prices` for `lives`: one per bracket in use, in bracket order,
 * with exact cents (lives × unit) and their BRL text.
 * @throws RangeError on prices or counts that are not non-negative integers.
 */
export function priceLines(prices: PriceTable, lives: BracketCounts): ProposalPriceLine[] {
  return bracketSubtotals(prices, lives).map((line) => {
    const unitText = `${line.lives} × ${formatBRL(line.unitPriceCents)}`;
    const subtotalText = formatBRL(line.subtotalCents);
    return {
      index: line.index,
      bracketText: bracketRangeText(line.index),
      lives: line.lives,
      unitCents: line.unitPriceCents,
      subtotalCents: line.subtotalCents,
      unitText,
      subtotalText,
      text: `${unitText} = ${subtotalText}`,
    };
  });
}


/** Counts of a plan's accredited network. */
export function networkCounts(plan: Pick<ProposalPlan, 'hospitals' | 'clinics'>): NetworkCounts {
  const cities = new Set<string>();
  for (const provider of [...plan.hospitals, ...plan.clinics]) cities.add(cityKey(provider));
  return {
    hospitals: plan.hospitals.length,
    clinics: plan.clinics.length,
    emergency: plan.hospitals.filter((hospital) => hospital.emergency).length,
    maternity: plan.hospitals.filter((hospital) => hospital.maternity).length,
    laboratories: [...plan.hospitals, ...plan.clinics].filter((provider) => provider.laboratory).length,
    cities: cities.size,
  };
}

function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** '12 hospitais · 40 clínicas' ('1 hospital · 1 clínica'). */
export function networkSummaryText(counts: NetworkCounts): string {
  return `${plural(counts.hospitals, 'hospital', 'hospitais')} · ${plural(counts.clinics, 'clínica', 'clínicas')}`;
}

/**
 * The column of one plan for the lives of the proposal; `date` (`YYYY-MM-DD`, the
 * proposal's day) measures the table's age — without it no table is flagged.
 */
export function proposalColumn(plan: ProposalPlan, lives: BracketCounts, date?: string): ProposalColumn {
  const charges = planCharges(plan, lives);
  // The same 'Total mensal' as the results card (administradora's monthly fee included).
  const totalCents = charges.monthlyCents;
  const network = networkCounts(plan);
  return {
    plan,
    typeLabel: planTypeLabel(plan.type),
    accommodationLabel: roomTypeLabel(plan.accommodation),
    coparticipationLabel: coparticipationShortLabel(plan.coparticipation),
    coverageAreaLabel: coverageAreaLabel(plan.coverageArea),
    lines: priceLines(plan.priceTable.pricesCents, lives),
    totalLives: totalLives(lives),
    totalCents,
    totalText: formatBRL(totalCents),
    effectiveDateText: effectiveDateText(plan.priceTable.effectiveDate),
    tableDateText: tableDateLabel(plan.priceTable.effectiveDate),
    staleTableText: date !== undefined && isStaleTable(plan.priceTable.effectiveDate, date) ? STALE_TABLE_WARNING : null,
    qualityText: plan.ansProfile === undefined ? null : qualityLine(plan.ansProfile),
    illustrative: plan.priceTable.illustrative,
    network,
    networkText: networkSummaryText(network),
    charges,
  };
}

/**
 * One column per plan of the document, in its order: labels, a line per bracket in
 * use ('lives × R$ unit = R$ subtotal') and the monthly total (Σ lives × price plus the
 * administradora's monthly fee, exact cents, via `planMonthlyTotal`).
 * @throws RangeError on malformed prices, counts or dates (bugs: validate first).
 */
export function proposalColumns(doc: Pick<ProposalDocument, 'plans' | 'lives'> & Partial<Pick<ProposalDocument, 'date'>>): ProposalColumn[] {
  return doc.plans.map((plan) => proposalColumn(plan, doc.lives, doc.date));
}

/**
 * The plans in pages of `perPage` (default 6), order kept: 12 plans → two pages of 6;
 * 7 → 6 + 1; none → no page.
 * @throws RangeError when `perPage` is not a positive integer.
 */
export function paginatePlans<T>(plans: readonly T[], perPage: number = PLANS_PER_PAGE): T[][] {
  if (!Number.isSafeInteger(perPage) || perPage < 1) throw new RangeError(`Invalid plans per page ${String(perPage)}: expected a positive integer`);
  const pages: T[][] = [];
  for (let start = 0; start < plans.length; start += perPage) pages.push(plans.slice(start, start + perPage));
  return pages;
}
