/**
 * The real reference lists of the demonstration catalog: the adhesion lists (occupations,
 * entities, administradoras) and the providers of every state.
 */
import { BRAZILIAN_STATES, type UfCode } from '../../../../src/domain/quotation';
import { buildAdhesionReference } from '../reference-data/adhesion-reference';
import { PROVIDERS } from '../reference-data/providers';
import type { CatalogBuilder, DemoRun, StateProvider } from './catalog-builder';

/**
 * Adds the occupations, adhesion entities and administradoras — the seed's own lists (one
 * builder: same rows, same ids). Answers the entities an administradora carries in a state.
 */
export function addAdhesionLists(builder: CatalogBuilder): DemoRun['entityIdsOf'] {
  const reference = buildAdhesionReference();
  builder.occupations.push(...reference.occupations);
  builder.entities.push(...reference.entities);
  builder.administradoras.push(...reference.administradoras);
  return reference.entityIdsOf;
}

/**
 * Adds the providers of every state in reference order: a hospital when it has elective
 * admission (H), an emergency room (PS) or a maternity (M), else a clinic. Answers a state's
 * providers with their ids.
 */
export function addProviders(builder: CatalogBuilder): DemoRun['providersOf'] {
  const byState = new Map<UfCode, StateProvider[]>();
  for (const state of BRAZILIAN_STATES) {
    const list: StateProvider[] = [];
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
  return (uf) => byState.get(uf) ?? [];
}
