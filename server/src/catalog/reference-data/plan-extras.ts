/**
 * Extras plans are sold with: the administradoras' fees of adhesion plans and
 * the operators' dental (odontológico) plans offered as optional extras per life.
 *
 * - REAL: Hapvida's dental add-on at R$ 14,87 per life with its PME plans and R$ 23,25 with
 *   its business plans (data/hapvida-price-tables-2026-06.json, "about": "Optional add-ons
 *   seen in the same tool"). Source {@link HAPVIDA_DENTAL_SOURCE}.
 * - ILLUSTRATIVE (`real: false`): every other figure — the administradoras' taxa de adesão
 *   and monthly fee, the other operators' dental prices. Dental product names are the
 *   operators' brands as commonly marketed ('Amil Dental', 'Bradesco Dental',
 *   'SulAmérica Odonto' …) or '<operator> Odonto'; a person should check them before they
 *   are shown as fact. Prices are derived from the slug (deterministic), R$ 19,90–39,90.
 */

/** Source of the illustrative rows. */
export const ILLUSTRATIVE_EXTRAS_SOURCE = 'Catálogo de demonstração — valores ilustrativos';
/** Source of Hapvida's real dental prices. */
export const HAPVIDA_DENTAL_SOURCE = 'Hapvida — tabela de preços junho/2026 (odontológico adicional)';

/** Fees per life, cents, by administradora slug (illustrative). */
export const ADMINISTRADORA_FEES: Readonly<Record<string, { readonly adhesionCents: number; readonly monthlyCents: number }>> = {
  qualicorp: { adhesionCents: 15000, monthlyCents: 1290 },
  allcare: { adhesionCents: 10000, monthlyCents: 990 },
  elo: { adhesionCents: 12000, monthlyCents: 1090 },
  'nunes-e-grossi': { adhesionCents: 8000, monthlyCents: 0 },
};

/** A dental plan of an operator (see the `dental_plans` table). */
export interface DentalPlanSeed {
  readonly name: string;
  readonly monthlyCents: number;
  readonly planType: 'CP' | 'PF' | 'PJ' | null;
  readonly productLine: string | null;
  readonly real: boolean;
  readonly source: string;
}

/** Dental brands as commonly marketed, by operator slug; others are '<operator> Odonto'. */
const DENTAL_BRANDS: Readonly<Record<string, string>> = {
  amil: 'Amil Dental',
  'bradesco-saude': 'Bradesco Dental',
  sulamerica: 'SulAmérica Odonto',
  'notredame-intermedica': 'NotreDame Intermédica Odonto',
  hapvida: 'Hapvida Odonto',
  'porto-saude': 'Porto Seguro Odonto',
  'unimed-nacional': 'Unimed Odonto',
  'seguros-unimed': 'Seguros Unimed Odonto',
};

/** A stable number in [0, 1) from a text (FNV-1a). */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/** R$ 19,90 … R$ 39,90 (ending in 90 cents), from the slug. */
function illustrativeDentalCents(slug: string): number {
  return 1990 + Math.floor(unitHash(`dental|${slug}`) * 21) * 100;
}

/**
 * The dental plans of an operator: for every operator an entry plan and one with
 * orthodontics (illustrative), plus Hapvida's real PME and business prices.
 */
export function dentalPlansOf(slug: string, operatorName: string): DentalPlanSeed[] {
  const brand = DENTAL_BRANDS[slug] ?? (slug.startsWith('unimed') ? 'Unimed Odonto' : `${operatorName} Odonto`);
  const base = illustrativeDentalCents(slug);
  const plans: DentalPlanSeed[] = [
    { name: brand, monthlyCents: base, planType: null, productLine: null, real: false, source: ILLUSTRATIVE_EXTRAS_SOURCE },
    { name: `${brand} com Ortodontia`, monthlyCents: Math.round((base * 1.9) / 100) * 100 - 10, planType: null, productLine: null, real: false, source: ILLUSTRATIVE_EXTRAS_SOURCE },
  ];
  if (slug === 'hapvida') {
    plans.push(
      { name: 'Hapvida Odonto Empresarial PME', monthlyCents: 1487, planType: 'PJ', productLine: 'Empresarial PME', real: true, source: HAPVIDA_DENTAL_SOURCE },
      { name: 'Hapvida Odonto Empresarial', monthlyCents: 2325, planType: 'PJ', productLine: 'Empresarial', real: true, source: HAPVIDA_DENTAL_SOURCE },
    );
  }
  return plans;
}
