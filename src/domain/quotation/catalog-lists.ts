/**
 * What the catalog's answers build from their records, the same on the server
 * (server/src/modules/catalog/use-cases/catalog-lists.ts, get-plan-detail.ts) and in the fake
 * back end: the cities a state offers and the order of a plan page's network.
 */
import { compareText } from './catalog-types';

/**
 * The cities of a state's quote form (`GET /api/states/`, field `cities`): with more than one
 * commercialization area, every city its areas name, once each, in pt-BR order; with one area
 * or none, no city (the city narrows nothing there, so the form does not ask it).
 */
export function stateCities(areas: ReadonlyArray<{ readonly cities: readonly string[] | null }>): string[] {
  return areas.length > 1 ? [...new Set(areas.flatMap((area) => area.cities ?? []))].sort(compareText) : [];
}

/** A provider as the plan page's network orders it. */
interface NetworkProvider {
  readonly id: number;
  readonly kind: 'hospital' | 'clinic';
  readonly name: string;
  readonly city: string;
}

/**
 * A plan page's network (`GET /api/plans/{id}/`, spec point 3 "Plan"): its hospitals and its
 * clinics, each by city, then name (pt-BR), then id.
 */
export function planNetworkLists<P extends NetworkProvider>(providers: readonly P[]): { hospitals: P[]; clinics: P[] } {
  const sorted = [...providers].sort((a, b) => compareText(a.city, b.city) || compareText(a.name, b.name) || a.id - b.id);
  return { hospitals: sorted.filter((provider) => provider.kind === 'hospital'), clinics: sorted.filter((provider) => provider.kind === 'clinic') };
}
