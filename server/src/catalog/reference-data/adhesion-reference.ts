/**
 * The adhesion reference lists as catalog rows — occupations, adhesion entities (the
 * national ones, then per state its councils and its own entities) and administradoras —
 * with ids from 1 in list order. One builder for the seed of the real catalog and the
 * demonstration generator, so both number the same lists the same way.
 *
 * `entityIdsOf(administradora, uf)` answers the entities an administradora carries in a
 * state (its councils of that state and its other entities there or national): the
 * reference data's association (illustrative; the real sources list no entity).
 */
import { BRAZILIAN_STATES, type UfCode } from '../../../../src/domain/quotation';
import type { AdhesionEntity, Administradora, Occupation } from '../types';
import { ADMINISTRADORAS, OCCUPATIONS, OTHER_ENTITIES, STATE_COUNCILS, type AdministradoraSeed } from './adhesion';

/** What {@link buildAdhesionReference} answers. */
export interface AdhesionReference {
  readonly occupations: readonly Occupation[];
  readonly entities: readonly AdhesionEntity[];
  readonly administradoras: readonly Administradora[];
  /** Id of an occupation of OCCUPATIONS. @throws Error for a name not in the list. */
  readonly occupationId: (name: string) => number;
  /** Ids (ascending) of the entities `administradora` carries in `uf`. */
  readonly entityIdsOf: (administradora: AdministradoraSeed, uf: UfCode) => number[];
}

/** Slug of a name: no accents, lower case, non-alphanumerics as '-'. */
export function referenceSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The reference lists (deterministic: same lists → same rows and ids). */
export function buildAdhesionReference(): AdhesionReference {
  const occupations: Occupation[] = OCCUPATIONS.map((name, index) => ({ id: index + 1, name, slug: referenceSlug(name) }));
  const occupationId = (name: string): number => {
    const index = OCCUPATIONS.indexOf(name);
    if (index < 0) throw new Error(`Unknown occupation ${name}`);
    return index + 1;
  };
  const entities: AdhesionEntity[] = [];
  const entityByKey = new Map<string, number>();
  const addEntity = (entity: Omit<AdhesionEntity, 'id'>, key: string): void => {
    const id = entities.length + 1;
    entities.push({ id, ...entity });
    entityByKey.set(key, id);
  };
  for (const seed of OTHER_ENTITIES.filter((entity) => entity.uf === null)) {
    addEntity({ acronym: seed.acronym, name: seed.name, kind: seed.kind, stateId: null, occupationIds: seed.occupations.map(occupationId) }, `${seed.acronym}|*`);
  }
  for (const state of BRAZILIAN_STATES) {
    for (const council of STATE_COUNCILS) {
      addEntity(
        {
          acronym: `${council.acronym}${council.separator}${state.uf}`,
          name: `${council.name} — ${state.name}`,
          kind: 'conselho_profissional',
          stateId: state.id,
          occupationIds: council.occupations.map(occupationId),
        },
        `${council.acronym}|${state.uf}`,
      );
    }
    for (const seed of OTHER_ENTITIES.filter((entity) => entity.uf === state.uf)) {
      addEntity({ acronym: seed.acronym, name: seed.name, kind: seed.kind, stateId: state.id, occupationIds: seed.occupations.map(occupationId) }, `${seed.acronym}|${state.uf}`);
    }
  }
  const entityIdsOf = (administradora: AdministradoraSeed, uf: UfCode): number[] =>
    [
      ...administradora.councils.map((acronym) => entityByKey.get(`${acronym}|${uf}`)),
      ...administradora.otherEntities.map((acronym) => entityByKey.get(`${acronym}|${uf}`) ?? entityByKey.get(`${acronym}|*`)),
    ]
      .filter((id): id is number => id !== undefined)
      .sort((a, b) => a - b);
  const administradoras: Administradora[] = ADMINISTRADORAS.map((seed, index) => ({ id: index + 1, name: seed.name, slug: seed.slug, ansRegistration: null }));
  return { occupations, entities, administradoras, occupationId, entityIdsOf };
}
