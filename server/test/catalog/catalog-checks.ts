/** Shared checks of a whole catalog: ids and every reference between its arrays. */
import { expect } from 'vitest';
import type { CatalogData } from '../../src/catalog/types';

/** Problems found (empty = consistent); collected, not thrown, so a test shows them all. */
export function integrityProblems(catalog: CatalogData): string[] {
  const problems: string[] = [];
  const idsOf = (name: string, rows: readonly { readonly id: number }[]): Set<number> => {
    const ids = rows.map((row) => row.id);
    const expected = Array.from({ length: rows.length }, (_, i) => i + 1);
    if (ids.some((id, i) => id !== expected[i])) problems.push(`${name}: ids are not 1…${rows.length} in order`);
    return new Set(ids);
  };
  const need = (what: string, set: Set<number>, id: number | null) => {
    if (id !== null && !set.has(id)) problems.push(`${what} → missing id ${id}`);
  };

  const states = new Set(catalog.states.map((state) => state.id));
  const institutions = idsOf('institutions', catalog.institutions);
  const administradoras = idsOf('administradoras', catalog.administradoras);
  const occupations = idsOf('occupations', catalog.occupations);
  const entities = idsOf('entities', catalog.entities);
  const providers = idsOf('providers', catalog.providers);
  const networks = idsOf('networks', catalog.networks);
  const areas = idsOf('commercializationAreas', catalog.commercializationAreas);
  const plans = idsOf('plans', catalog.plans);
  idsOf('priceTables', catalog.priceTables);
  idsOf('coparticipationRules', catalog.coparticipationRules);
  idsOf('refunds', catalog.refunds);
  idsOf('shortfalls', catalog.shortfalls);

  const slugs = new Set(catalog.institutions.map((institution) => institution.slug));
  if (slugs.size !== catalog.institutions.length) problems.push('institutions: duplicate slugs');
  for (const institution of catalog.institutions) {
    institution.stateIds.forEach((id) => need(`institution ${institution.id} state`, states, id));
    institution.similarEntityIds.forEach((id) => need(`institution ${institution.id} entity`, entities, id));
  }
  for (const entity of catalog.entities) {
    need(`entity ${entity.id} state`, states, entity.stateId);
    entity.occupationIds.forEach((id) => need(`entity ${entity.id} occupation`, occupations, id));
  }
  const providerState = new Map(catalog.providers.map((provider) => [provider.id, provider.stateId]));
  for (const network of catalog.networks) {
    need(`network ${network.id} institution`, institutions, network.institutionId);
    if (network.providerIds.length === 0) problems.push(`network ${network.id} has no provider`);
    for (const id of network.providerIds) {
      need(`network ${network.id} provider`, providers, id);
      if (providerState.get(id) !== network.stateId) problems.push(`network ${network.id}: provider ${id} of another state`);
    }
  }
  const areaState = new Map(catalog.commercializationAreas.map((area) => [area.id, area.stateId]));
  const networkOf = new Map(catalog.networks.map((network) => [network.id, network]));
  for (const plan of catalog.plans) {
    need(`plan ${plan.id} institution`, institutions, plan.institutionId);
    need(`plan ${plan.id} state`, states, plan.stateId);
    need(`plan ${plan.id} area`, areas, plan.commercializationAreaId);
    need(`plan ${plan.id} network`, networks, plan.networkId);
    need(`plan ${plan.id} administradora`, administradoras, plan.administradoraId);
    plan.entityIds.forEach((id) => need(`plan ${plan.id} entity`, entities, id));
    if (areaState.get(plan.commercializationAreaId) !== plan.stateId) problems.push(`plan ${plan.id}: area of another state`);
    const network = plan.networkId === null ? undefined : networkOf.get(plan.networkId);
    if (network && (network.institutionId !== plan.institutionId || network.stateId !== plan.stateId)) {
      problems.push(`plan ${plan.id}: network of another operator or state`);
    }
  }
  for (const [name, rows] of [
    ['priceTables', catalog.priceTables],
    ['coparticipationRules', catalog.coparticipationRules],
    ['refunds', catalog.refunds],
    ['shortfalls', catalog.shortfalls],
  ] as const) {
    for (const row of rows) need(`${name} ${row.id} plan`, plans, row.planId);
  }
  return problems;
}

export function expectConsistent(catalog: CatalogData): void {
  expect(integrityProblems(catalog).slice(0, 20)).toEqual([]);
}

/** ANS registration numbers confirmed by the ANS registry (server/data/ans-operators/), by catalog slug. */
export const CONFIRMED_ANS: Readonly<Record<string, string>> = {
  amil: '326305',
  'bradesco-saude': '005711',
  sulamerica: '006246',
  'notredame-intermedica': '359017',
  hapvida: '368253',
  'porto-saude': '000582',
  'prevent-senior': '302147',
  'unimed-nacional': '339679',
  'seguros-unimed': '000701',
  'unimed-bh': '343889',
  'unimed-porto-alegre': '352501',
  'unimed-campinas': '335690',
  'allianz-saude': '000515',
  'care-plus': '379956',
};
