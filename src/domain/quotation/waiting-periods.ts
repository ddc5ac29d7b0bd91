/**
 * Waiting periods (carências) and partial temporary coverage (CPT) against their legal
 * maximums, checked when a plan's shortfall rules are loaded (spec point 3, plan
 * "shortfalls").
 *
 * Legal maximums, in days:
 * | group                  | max | source |
 * |------------------------|-----|--------|
 * | `urgency_emergency`    |   1 | Lei 9.656/98 art. 12, V, c: 24 hours |
 * | `full_term_childbirth` | 300 | Lei 9.656/98 art. 12, V, a |
 * | `other`                | 180 | Lei 9.656/98 art. 12, V, b: every other procedure |
 * | `cpt`                  | 720 | Lei 9.656/98 art. 11 and RN 558/2022: CPT for pre-existing conditions, 24 months |
 *
 * Units: whole days. 24 hours is written as 1 day. The 24 months of CPT are counted
 * here as 24 × 30 = 720 days (the figure the brief fixes); an operator table that writes
 * "730 dias" for 24 calendar months is therefore flagged, which a person should review.
 *
 * Exemptions (not computed here): PME contracts with 30 or more lives have no carência
 * nor CPT for whoever joins within 30 days of the contract or of being hired
 * (RN 557/2022); adhesion members joining within 30 days of the contract or of its
 * anniversary are exempt too.
 *
 * Errors: a number of days that is not a non-negative integer is reported as an
 * `invalid-days` error finding (it comes from an imported sheet), not thrown.
 */

/** Procedure groups with a legal maximum waiting period. */
export type ShortfallGroup = 'urgency_emergency' | 'full_term_childbirth' | 'other' | 'cpt';

/** A group with its pt-BR label, legal maximum in days and source norm. */
export interface ShortfallGroupRule {
  readonly group: ShortfallGroup;
  readonly label: string;
  readonly maxDays: number;
  readonly norm: string;
}

/** The groups and their maximums (see the table above). */
export const SHORTFALL_RULES: readonly ShortfallGroupRule[] = [
  { group: 'urgency_emergency', label: 'Urgência e emergência', maxDays: 1, norm: 'Lei 9.656/98, art. 12, V, c' },
  { group: 'full_term_childbirth', label: 'Parto a termo', maxDays: 300, norm: 'Lei 9.656/98, art. 12, V, a' },
  { group: 'other', label: 'Demais procedimentos', maxDays: 180, norm: 'Lei 9.656/98, art. 12, V, b' },
  {
    group: 'cpt',
    label: 'Cobertura parcial temporária (doenças e lesões preexistentes)',
    maxDays: 720,
    norm: 'Lei 9.656/98, art. 11; RN 558/2022',
  },
];

/** A waiting period that breaks the law or cannot be read. Figures in days. */
export type ShortfallFinding =
  | {
      readonly code: 'above-legal-maximum';
      readonly severity: 'violation';
      readonly group: ShortfallGroup;
      readonly message: string;
      readonly figures: { readonly days: number; readonly maxDays: number };
    }
  | {
      readonly code: 'invalid-days';
      readonly severity: 'error';
      readonly group: ShortfallGroup;
      readonly message: string;
      readonly figures: { readonly days: number };
    };

/** The rule of a group. */
export function shortfallRule(group: ShortfallGroup): ShortfallGroupRule {
  const rule = SHORTFALL_RULES.find((candidate) => candidate.group === group);
  if (!rule) throw new RangeError(`Unknown shortfall group ${JSON.stringify(group)}`);
  return rule;
}

/** Legal maximum of a group, in days (urgency 1, childbirth 300, other 180, CPT 720). */
export function maxShortfallDays(group: ShortfallGroup): number {
  return shortfallRule(group).maxDays;
}

/** True for one of the four groups. */
export function isShortfallGroup(value: unknown): value is ShortfallGroup {
  return SHORTFALL_RULES.some((rule) => rule.group === value);
}

function daysText(days: number): string {
  return days === 1 ? '1 dia' : `${days} dias`;
}

/**
 * Checks the waiting period `days` of a group: null when it is within the legal maximum
 * (equal is allowed; 0 = no waiting period), an `above-legal-maximum` violation when
 * above it, an `invalid-days` error when `days` is not a non-negative integer.
 */
export function checkShortfall(group: ShortfallGroup, days: number): ShortfallFinding | null {
  const rule = shortfallRule(group);
  if (!Number.isSafeInteger(days) || days < 0) {
    return {
      code: 'invalid-days',
      severity: 'error',
      group,
      message: `Carência inválida para ${rule.label}: ${String(days)}; informe um número inteiro de dias.`,
      figures: { days },
    };
  }
  if (days <= rule.maxDays) return null;
  const maxText = group === 'urgency_emergency' ? '24 horas' : daysText(rule.maxDays);
  return {
    code: 'above-legal-maximum',
    severity: 'violation',
    group,
    message: `Carência de ${daysText(days)} para ${rule.label} acima do máximo legal de ${maxText} (${rule.norm}).`,
    figures: { days, maxDays: rule.maxDays },
  };
}
