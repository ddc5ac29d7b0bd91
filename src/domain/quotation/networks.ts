/**
 * Accredited networks (spec point 3 "Plan": hospitals, clinics): provider attributes
 * (H, PS, M, Lab), providers grouped by city and the hospitals compared across plans.
 */
import { compareText, type PlanDetail, type Provider } from './catalog-types';

/** Short attribute codes of a provider, in this order: H, PS, M, Lab. */
export type ProviderAttribute = 'H' | 'PS' | 'M' | 'Lab';

/** pt-BR meaning of each attribute code. */
export const PROVIDER_ATTRIBUTE_LABELS: Record<ProviderAttribute, string> = {
  H: 'Internação eletiva',
  PS: 'Pronto-socorro',
  M: 'Maternidade',
  Lab: 'Laboratório',
};

/** The attributes a provider has: H internação eletiva, PS pronto-socorro, M maternidade, Lab laboratório. */
export function providerAttributes(provider: Provider): ProviderAttribute[] {
  const attributes: ProviderAttribute[] = [];
  if (provider.electiveAdmission) attributes.push('H');
  if (provider.emergency) attributes.push('PS');
  if (provider.maternity) attributes.push('M');
  if (provider.laboratory) attributes.push('Lab');
  return attributes;
}

/** Providers of one city. */
export interface CityProviders {
  readonly city: string;
  readonly uf: string;
  readonly providers: readonly Provider[];
}

/** Providers grouped by city (cities and names in pt-BR order). */
export function groupProvidersByCity(providers: readonly Provider[]): CityProviders[] {
  const groups = new Map<string, { city: string; uf: string; providers: Provider[] }>();
  for (const provider of providers) {
    const key = `${provider.uf}|${provider.city}`;
    let group = groups.get(key);
    if (!group) {
      group = { city: provider.city, uf: provider.uf, providers: [] };
      groups.set(key, group);
    }
    group.providers.push(provider);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, providers: [...group.providers].sort((a, b) => compareText(a.name, b.name)) }))
    .sort((a, b) => compareText(a.city, b.city) || compareText(a.uf, b.uf));
}

/** Hospitals shared by every compared plan, and each plan's exclusive ones. */
export interface NetworkComparison {
  /** Hospitals in every plan's network (pt-BR name order). */
  readonly common: readonly Provider[];
  /** Per plan id: its hospitals that no other compared plan has. */
  readonly exclusive: ReadonlyMap<number, readonly Provider[]>;
}

/** Compares the hospitals of several plans (by provider id). O(total hospitals). */
export function compareNetworks(plans: readonly Pick<PlanDetail, 'id' | 'hospitals'>[]): NetworkComparison {
  const seenIn = new Map<number, Set<number>>();
  const byId = new Map<number, Provider>();
  for (const plan of plans) {
    for (const hospital of plan.hospitals) {
      byId.set(hospital.id, hospital);
      let owners = seenIn.get(hospital.id);
      if (!owners) {
        owners = new Set();
        seenIn.set(hospital.id, owners);
      }
      owners.add(plan.id);
    }
  }
  const byName = (a: Provider, b: Provider) => compareText(a.name, b.name);
  const common = plans.length === 0 ? [] : [...byId.values()].filter((h) => seenIn.get(h.id)?.size === plans.length).sort(byName);
  const exclusive = new Map<number, Provider[]>();
  for (const plan of plans) {
    exclusive.set(
      plan.id,
      plan.hospitals.filter((h) => seenIn.get(h.id)?.size === 1).sort(byName),
    );
  }
  return { common: plans.length < 2 ? [] : common, exclusive };
}
