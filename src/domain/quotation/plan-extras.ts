/**
 * Extras a plan is sold with, besides its price table: the administradora's fees
 * of an adhesion (PF) plan, the dental add-ons of its operator, and the grouping of the
 * same product sold by several administradoras into one offer.
 *
 * Units: integer cents. Sources: collective adhesion plans are sold through an
 * administradora de benefícios (RN 515/2022; domain-facts "Plan types"), which may charge
 * a one-off taxa de adesão and a monthly administration fee per beneficiary; the operator's
 * price per age bracket is the same whichever administradora sells it (the price table is
 * the operator's, RN 563/2022), so brokers compare the product once and pick the
 * administradora by its fees and entities.
 */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const compareText = (a: string, b: string): number => collator.compare(a, b);

/** An administradora's fees for one adhesion plan, per beneficiary (integer cents). */
export interface AdministradoraFees {
  /** One-off taxa de adesão per life, paid with the first monthly payment. */
  readonly adhesionCentsPerLife: number;
  /** Monthly administration fee per life, on top of the operator's price (0 when none). */
  readonly monthlyCentsPerLife: number;
}

/** A dental plan offered as an optional extra of a health plan. */
export interface DentalAddOn {
  /** Catalog id of the dental plan. */
  readonly id: number;
  /** 'Hapvida Odonto'. */
  readonly name: string;
  /** Monthly price per life, integer cents. */
  readonly monthlyCentsPerLife: number;
  /** True when the price is illustrative (not the operator's table). */
  readonly illustrative: boolean;
}

/** The fields of a plan that tell whether two adhesion plans are the same product. */
export interface OfferablePlan {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly administradora: string | null;
  readonly institution: { readonly id: number };
  readonly state: { readonly id: number };
  readonly commercializationArea: { readonly name: string };
  readonly accommodation: string;
  readonly coparticipation: string;
  readonly coverageArea: string;
  readonly priceTable: { readonly pricesCents: readonly number[] };
}

/**
 * The product's name without its administradora: 'Amil S380 Adesão Enfermaria (Qualicorp)'
 * → 'Amil S380 Adesão Enfermaria' (the suffix is removed only when it names the plan's own
 * administradora).
 */
export function productName(plan: Pick<OfferablePlan, 'name' | 'administradora'>): string {
  const suffix = plan.administradora ? ` (${plan.administradora})` : null;
  return suffix && plan.name.endsWith(suffix) ? plan.name.slice(0, -suffix.length) : plan.name;
}

/** One product with the plans (one per administradora) it is sold as; `plans[0]` is the first met. */
export interface AdhesionOffer<T extends OfferablePlan> {
  /** Stable key of the product (operator, state, area, product name, room, coparticipation, coverage, prices). */
  readonly key: string;
  /** The product's name without administradora. */
  readonly name: string;
  /** The plans of the product, one per administradora, administradoras in pt-BR order (plans without one last). */
  readonly plans: readonly T[];
}

function offerKey(plan: OfferablePlan): string {
  if (plan.type !== 'PF' || plan.administradora === null) return `plan|${plan.id}`;
  return [
    'pf',
    plan.institution.id,
    plan.state.id,
    plan.commercializationArea.name,
    productName(plan),
    plan.accommodation,
    plan.coparticipation,
    plan.coverageArea,
    plan.priceTable.pricesCents.join(','),
  ].join('|');
}

/**
 * The plans as offers, in the order of each product's first plan: adhesion (PF) plans of the
 * same operator, state, area, product, room, coparticipation, coverage and the same prices
 * that differ only by administradora are ONE offer with the administradoras as options;
 * every other plan is an offer of its own. Nothing is dropped: Σ offers' plans = plans.
 */
export function groupAdhesionOffers<T extends OfferablePlan>(plans: readonly T[]): AdhesionOffer<T>[] {
  const byKey = new Map<string, T[]>();
  for (const plan of plans) {
    const key = offerKey(plan);
    const list = byKey.get(key);
    if (list) list.push(plan);
    else byKey.set(key, [plan]);
  }
  return [...byKey.entries()].map(([key, members]) => {
    const ordered = members.length > 1 ? [...members].sort((a, b) => compareText(a.administradora ?? '\uffff', b.administradora ?? '\uffff')) : members;
    const first = ordered[0] as T;
    return { key, name: members.length > 1 ? productName(first) : first.name, plans: ordered };
  });
}
