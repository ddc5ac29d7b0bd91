/**
 * The proposal's comparison tables: hospitals by city across plans, provider attributes
 * (H, PS, M, Lab), coparticipation rules, carências and refunds side by side.
 */
import {
  formatBRL,
  formatPercent,
  isShortfallGroup,
  shortfallRule,
} from '../quotation';
import type { ProposalCoparticipationRule, ProposalPlan, ProposalProvider, ProposalShortfall } from './proposal-document';
import { cityKey } from './proposal-text';
import { foldText } from '../text-folding';

// ---------------------------------------------------------------------------------
// Accredited network

/** Attribute codes of a provider, in this order. */
export type ProviderAttributeCode = 'H' | 'PS' | 'M' | 'Lab';

/** The legend of the attribute codes, in order. */
export const PROVIDER_ATTRIBUTE_LEGEND: readonly { readonly code: ProviderAttributeCode; readonly label: string }[] = [
  { code: 'H', label: 'Internação eletiva' },
  { code: 'PS', label: 'Pronto-socorro' },
  { code: 'M', label: 'Maternidade' },
  { code: 'Lab', label: 'Laboratório' },
];

/** 'H = Internação eletiva · PS = Pronto-socorro · M = Maternidade · Lab = Laboratório'. */
export const PROVIDER_ATTRIBUTE_LEGEND_TEXT = PROVIDER_ATTRIBUTE_LEGEND.map((entry) => `${entry.code} = ${entry.label}`).join(' · ');

/** Whether a provider has an attribute. */
export function hasProviderAttribute(provider: ProposalProvider, code: ProviderAttributeCode): boolean {
  switch (code) {
    case 'H':
      return provider.electiveAdmission;
    case 'PS':
      return provider.emergency;
    case 'M':
      return provider.maternity;
    case 'Lab':
      return provider.laboratory;
  }
}

/** The attribute codes a provider has, in legend order. */
export function providerAttributeCodes(provider: ProposalProvider): ProviderAttributeCode[] {
  return PROVIDER_ATTRIBUTE_LEGEND.map((entry) => entry.code).filter((code) => hasProviderAttribute(provider, code));
}

/** The providers of one city. */
export interface ProvidersOfCity<P extends ProposalProvider = ProposalProvider> {
  readonly city: string;
  readonly uf: string;
  /** 'São Paulo/SP' (just the city when the UF is empty). */
  readonly label: string;
  readonly providers: readonly P[];
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });


/**
 * Providers grouped by city (city and UF compared without case or accents), cities in
 * pt-BR order ('Belém' before 'Campinas'), names in pt-BR order within a city. The
 * city's spelling is the first one met.
 */
export function providersByCity<P extends ProposalProvider>(providers: readonly P[]): ProvidersOfCity<P>[] {
  const groups = new Map<string, { city: string; uf: string; providers: P[] }>();
  for (const provider of providers) {
    const key = cityKey(provider);
    let group = groups.get(key);
    if (!group) {
      group = { city: provider.city.trim(), uf: provider.uf.trim().toUpperCase(), providers: [] };
      groups.set(key, group);
    }
    group.providers.push(provider);
  }
  return [...groups.values()]
    .sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.uf, b.uf))
    .map((group) => ({
      city: group.city,
      uf: group.uf,
      label: group.uf === '' ? group.city : `${group.city}/${group.uf}`,
      providers: [...group.providers].sort((a, b) => collator.compare(a.name, b.name)),
    }));
}

/** A hospital compared across plans: its attributes in each plan's network, or null when the plan does not have it. */
export interface NetworkMatrixRow {
  readonly name: string;
  readonly cells: readonly (readonly ProviderAttributeCode[] | null)[];
}

/** The hospitals of one city compared across plans. */
export interface NetworkMatrixCity {
  readonly city: string;
  readonly uf: string;
  /** 'São Paulo/SP'. */
  readonly label: string;
  readonly rows: readonly NetworkMatrixRow[];
}

function providerKey(provider: ProposalProvider): string {
  return `${cityKey(provider)}|${foldText(provider.name)}`;
}

/**
 * The hospitals of several plans side by side, grouped by city (pt-BR order of cities
 * and names): one row per distinct hospital (same name, city and UF, compared without
 * case or accents), with its attribute codes in each plan (null = not in that plan's
 * network). The spelling kept is the first met.
 */
export function hospitalMatrix(plans: readonly Pick<ProposalPlan, 'hospitals'>[]): NetworkMatrixCity[] {
  const first = new Map<string, ProposalProvider>();
  const perPlan = plans.map((plan) => {
    const own = new Map<string, ProposalProvider>();
    for (const hospital of plan.hospitals) {
      const key = providerKey(hospital);
      if (!own.has(key)) own.set(key, hospital);
      if (!first.has(key)) first.set(key, hospital);
    }
    return own;
  });
  return providersByCity([...first.values()]).map((city) => ({
    city: city.city,
    uf: city.uf,
    label: city.label,
    rows: city.providers.map((hospital) => {
      const key = providerKey(hospital);
      return {
        name: hospital.name.trim(),
        cells: perPlan.map((own) => {
          const found = own.get(key);
          return found ? providerAttributeCodes(found) : null;
        }),
      };
    }),
  }));
}

// ---------------------------------------------------------------------------------
// Coparticipation, carências and refunds

/** A coparticipation rule as printed: '—' where the rule has no value. */
export interface CoparticipationRuleText {
  readonly procedure: string;
  /** '30%', 'Isento' or '—'. */
  readonly percentage: string;
  /** 'R$ 25,00' or '—'. */
  readonly fixed: string;
  /** 'R$ 150,00' or '—'. */
  readonly cap: string;
}

/** Mark of a value a rule or plan does not have. */
export const NOT_INFORMED = '—';

/** The printed cells of a coparticipation rule (percentages × 100 via `formatPercent`). */
export function coparticipationRuleText(rule: ProposalCoparticipationRule): CoparticipationRuleText {
  if (rule.exempt) return { procedure: rule.procedure, percentage: 'Isento', fixed: NOT_INFORMED, cap: NOT_INFORMED };
  return {
    procedure: rule.procedure,
    percentage: rule.percentage === null ? NOT_INFORMED : formatPercent(rule.percentage),
    fixed: rule.fixedCents === null ? NOT_INFORMED : formatBRL(rule.fixedCents),
    cap: rule.capCents === null ? NOT_INFORMED : formatBRL(rule.capCents),
  };
}

/** A carência in words: 0 → 'Sem carência', 1 → '24 horas', 180 → '180 dias'. */
export function shortfallDaysText(days: number): string {
  if (days === 0) return 'Sem carência';
  if (days === 1) return '24 horas';
  return `${days} dias`;
}

/** What a carência applies to: its procedure, or its legal group's label when the procedure is empty. */
export function shortfallLabel(shortfall: ProposalShortfall): string {
  const procedure = shortfall.procedure.trim();
  if (procedure !== '') return procedure;
  if (shortfall.group !== null && isShortfallGroup(shortfall.group)) return shortfallRule(shortfall.group).label;
  return shortfall.group ?? NOT_INFORMED;
}

/** A row of a comparison matrix: a label and one cell per plan (null = the plan does not have it). */
export interface MatrixRow {
  readonly label: string;
  readonly cells: readonly (string | null)[];
}

/**
 * Rows of `label → value` pairs compared across plans: one row per distinct label
 * (compared without case, accents or extra spaces; spelled as first met), in the
 * order first met, with each plan's value or null. When a plan lists a label twice
 * the first value is kept.
 */
export function comparisonMatrix<T>(
  plans: readonly T[],
  entries: (plan: T) => readonly { readonly label: string; readonly value: string }[],
): MatrixRow[] {
  const order: string[] = [];
  const labels = new Map<string, string>();
  const values = plans.map(() => new Map<string, string>());
  plans.forEach((plan, column) => {
    for (const entry of entries(plan)) {
      const key = foldText(entry.label);
      if (!labels.has(key)) {
        labels.set(key, entry.label.trim());
        order.push(key);
      }
      const planValues = values[column];
      if (planValues && !planValues.has(key)) planValues.set(key, entry.value);
    }
  });
  return order.map((key) => ({ label: labels.get(key) ?? key, cells: values.map((planValues) => planValues.get(key) ?? null) }));
}

/** Carências compared across plans: one row per procedure, cells '180 dias', '24 horas'… or null. */
export function shortfallMatrix(plans: readonly Pick<ProposalPlan, 'shortfalls'>[]): MatrixRow[] {
  return comparisonMatrix(plans, (plan) => plan.shortfalls.map((shortfall) => ({ label: shortfallLabel(shortfall), value: shortfallDaysText(shortfall.days) })));
}

/** Refunds compared across plans: one row per procedure, cells in BRL or null. */
export function refundMatrix(plans: readonly Pick<ProposalPlan, 'refunds'>[]): MatrixRow[] {
  return comparisonMatrix(plans, (plan) => plan.refunds.map((refund) => ({ label: refund.procedure, value: formatBRL(refund.valueCents) })));
}
