import { beforeAll, describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, checkPriceTable, checkShortfall, isIsoDate, type PlanTypeCode } from '../../../src/domain/quotation';
import { generateDemoCatalog, type DemoCatalog } from '../../src/catalog/demo/demo-generator';
import { CURRENT_TABLE_YEAR } from '../../src/catalog/demo/prices';
import { DEMO_SOURCE, type CatalogData, type Plan } from '../../src/catalog/types';
import { CONFIRMED_ANS, expectConsistent } from './catalog-checks';

const TYPES: readonly PlanTypeCode[] = ['CP', 'PF', 'PJ'];
let full: DemoCatalog;
let small: DemoCatalog;

beforeAll(() => {
  full = generateDemoCatalog({ seed: 7, scale: 'full' });
  small = generateDemoCatalog({ seed: 7, scale: 'small' });
});

/** Current (2026) table of each plan. */
function currentPrices(catalog: CatalogData): Map<number, readonly number[]> {
  const current = new Map<number, readonly number[]>();
  for (const table of catalog.priceTables) if (table.effectiveDate.startsWith(String(CURRENT_TABLE_YEAR))) current.set(table.planId, table.pricesCents);
  return current;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

/** Everything of a plan but the fields named. */
function siblingKey(plan: Plan, ...except: (keyof Plan)[]): string {
  const fields: (keyof Plan)[] = ['institutionId', 'stateId', 'type', 'productLine', 'roomType', 'coparticipation', 'porte', 'isOptional', 'administradoraId'];
  return fields.filter((field) => !except.includes(field)).map((field) => String(plan[field])).join('|');
}

describe('generateDemoCatalog is deterministic', () => {
  it('gives a deep-equal catalog for the same seed', () => {
    expect(generateDemoCatalog({ seed: 7, scale: 'small' })).toEqual(small);
    expect(JSON.stringify(generateDemoCatalog({ seed: 7, scale: 'full' }))).toBe(JSON.stringify(full));
  });

  it('gives a different catalog for a different seed', () => {
    expect(generateDemoCatalog({ seed: 8, scale: 'small' }).catalog.priceTables).not.toEqual(small.catalog.priceTables);
    const other = generateDemoCatalog({ seed: 8, scale: 'full' }).catalog;
    expect(other.plans.length === full.catalog.plans.length && JSON.stringify(other.priceTables) === JSON.stringify(full.catalog.priceTables)).toBe(false);
  });
});

describe('size', () => {
  it("'full' has at least 20,000 price-table rows; 'small' a few hundred", () => {
    expect(full.catalog.priceTables.length).toBeGreaterThanOrEqual(20000);
    expect(small.catalog.priceTables.length).toBeGreaterThanOrEqual(100);
    expect(small.catalog.priceTables.length).toBeLessThan(1000);
  });

  it.each(['full', 'small'] as const)("'%s' has plans of every type in every state, with every coparticipation kind", (scale) => {
    const { plans } = (scale === 'full' ? full : small).catalog;
    const present = new Set(plans.map((plan) => `${plan.stateId}|${plan.type}`));
    const kinds = new Set(plans.map((plan) => `${plan.stateId}|${plan.coparticipation}`));
    for (const state of BRAZILIAN_STATES) {
      for (const type of TYPES) expect(present.has(`${state.id}|${type}`), `${state.uf} ${type}`).toBe(true);
      for (const kind of ['without', 'with', 'with_tp']) expect(kinds.has(`${state.id}|${kind}`), `${state.uf} ${kind}`).toBe(true);
    }
  });

  it.each(['full', 'small'] as const)("'%s' is referentially consistent", (scale) => {
    expectConsistent((scale === 'full' ? full : small).catalog);
  });
});

describe('price tables', () => {
  it('every table passes RN 563/2022 with no error, warning nor violation, and the import path reported nothing', () => {
    const failing = full.catalog.priceTables.filter((table) => checkPriceTable(table.pricesCents).length > 0);
    expect(failing).toEqual([]);
    expect(full.report).toMatchObject({ refused: [], withFindings: [], tables: full.catalog.priceTables.length });
    expect(full.report.summary).toMatch(/^Catálogo de demonstração: [\d.]+ tabelas, nenhuma pendência$/);
  });

  it('are illustrative, in integer cents, without promotion', () => {
    const odd = full.catalog.priceTables.filter(
      (table) =>
        table.source !== DEMO_SOURCE ||
        table.real ||
        table.promotionalPricesCents !== null ||
        !table.pricesCents.every((price) => Number.isSafeInteger(price) && price > 0),
    );
    expect(odd).toEqual([]);
    expect(full.catalog.plans.every((plan) => !plan.real && plan.source === DEMO_SOURCE)).toBe(true);
  });

  it('give every plan a yearly history up to its current table, on day 1 of the operator’s month', () => {
    const byPlan = groupBy(full.catalog.priceTables, (table) => String(table.planId));
    expect(byPlan.size).toBe(full.catalog.plans.length);
    const lengths = new Set<number>();
    for (const tables of byPlan.values()) {
      const dates = tables.map((table) => table.effectiveDate);
      expect(dates.every(isIsoDate)).toBe(true);
      const years = dates.map((date) => Number(date.slice(0, 4)));
      const monthDay = new Set(dates.map((date) => date.slice(4)));
      expect(monthDay.size).toBe(1);
      expect(years.at(-1)).toBe(CURRENT_TABLE_YEAR);
      expect(years).toEqual(years.map((_, i) => years[0]! + i));
      lengths.add(tables.length);
    }
    expect(Math.max(...lengths)).toBe(10);
    expect(Math.min(...lengths)).toBe(1);
  });

  it('adjusts individual tables by the ANS ceiling of each cycle (2021: −8,19 %; 2025: 6,06 %)', () => {
    const cpIds = new Set(full.catalog.plans.filter((plan) => plan.type === 'CP').map((plan) => plan.id));
    const tables = groupBy(
      full.catalog.priceTables.filter((table) => cpIds.has(table.planId)),
      (table) => String(table.planId),
    );
    let checked = 0;
    for (const history of tables.values()) {
      const byYear = new Map(history.map((table) => [Number(table.effectiveDate.slice(0, 4)), table.pricesCents]));
      const [y2021, y2022, y2025, y2026] = [byYear.get(2021), byYear.get(2022), byYear.get(2025), byYear.get(2026)];
      if (!y2021 || !y2022 || !y2025 || !y2026) continue;
      checked += 1;
      expect(y2022[9]! / y2021[9]!).toBeCloseTo(1 - 0.0819, 3);
      expect(y2026[9]! / y2025[9]!).toBeCloseTo(1.0606, 3);
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('has believable magnitudes: enfermaria 0-18 around R$ 150–600 without coparticipation outside nacional', () => {
    const current = currentPrices(full.catalog);
    const p1 = full.catalog.plans
      .filter((plan) => plan.roomType === 'infirmary' && plan.coparticipation === 'without' && plan.coverageArea !== 'nacional')
      .map((plan) => current.get(plan.id)![0]!);
    expect(p1.length).toBeGreaterThan(100);
    expect(Math.min(...p1)).toBeGreaterThanOrEqual(12000);
    expect(Math.max(...p1)).toBeLessThanOrEqual(60000);
    for (const table of current.values()) {
      expect(table[0]).toBeGreaterThanOrEqual(5000);
      expect(table[0]).toBeLessThanOrEqual(400000);
    }
  });

  it('prices coparticipation below partial coparticipation below none, for otherwise equal plans', () => {
    const current = currentPrices(full.catalog);
    const order = { with: 0, with_tp: 1, without: 2 } as const;
    let compared = 0;
    for (const siblings of groupBy(full.catalog.plans, (plan) => siblingKey(plan, 'coparticipation')).values()) {
      const sorted = [...siblings].sort((a, b) => order[a.coparticipation] - order[b.coparticipation]);
      for (let i = 1; i < sorted.length; i += 1) {
        compared += 1;
        expect(current.get(sorted[i - 1]!.id)![0]!).toBeLessThan(current.get(sorted[i]!.id)![0]!);
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('prices ambulatorial < enfermaria < apartamento, and optional contribution above compulsory', () => {
    const current = currentPrices(full.catalog);
    const rank = (room: string) => (room === 'outpatient' ? 0 : room === 'infirmary' ? 1 : room === 'apartment' ? 2 : 3);
    let compared = 0;
    for (const siblings of groupBy(full.catalog.plans, (plan) => siblingKey(plan, 'roomType')).values()) {
      const sorted = siblings.filter((plan) => plan.roomType !== 'rc').sort((a, b) => rank(a.roomType) - rank(b.roomType) || a.roomType.localeCompare(b.roomType, 'en', { numeric: true }));
      for (let i = 1; i < sorted.length; i += 1) {
        compared += 1;
        expect(current.get(sorted[i - 1]!.id)![0]!).toBeLessThan(current.get(sorted[i]!.id)![0]!);
      }
    }
    for (const siblings of groupBy(full.catalog.plans.filter((plan) => plan.type === 'PJ'), (plan) => siblingKey(plan, 'isOptional')).values()) {
      const compulsory = siblings.find((plan) => plan.isOptional === false);
      const optional = siblings.find((plan) => plan.isOptional === true);
      if (!compulsory || !optional) continue;
      compared += 1;
      expect(current.get(compulsory.id)![0]!).toBeLessThan(current.get(optional.id)![0]!);
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('prices PME below individual per life, and nacional above estadual above grupo de municípios on average', () => {
    const current = currentPrices(full.catalog);
    let compared = 0;
    const cp = full.catalog.plans.filter((plan) => plan.type === 'CP');
    for (const pj of full.catalog.plans.filter((plan) => plan.type === 'PJ')) {
      const individual = cp.find(
        (plan) =>
          plan.institutionId === pj.institutionId &&
          plan.stateId === pj.stateId &&
          plan.productLine === pj.productLine &&
          plan.roomType === pj.roomType &&
          plan.coparticipation === pj.coparticipation,
      );
      if (!individual) continue;
      compared += 1;
      expect(current.get(pj.id)![0]!).toBeLessThan(current.get(individual.id)![0]!);
    }
    expect(compared).toBeGreaterThan(50);
    const mean = (area: string) => {
      const values = full.catalog.plans.filter((plan) => plan.coverageArea === area && plan.roomType === 'apartment').map((plan) => current.get(plan.id)![0]!);
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    expect(mean('nacional')).toBeGreaterThan(mean('estadual'));
    expect(mean('estadual')).toBeGreaterThan(mean('grupo_de_municipios'));
  });
});

describe('carências', () => {
  it('are all within Lei 9.656/98', () => {
    const findings = full.catalog.shortfalls.map((row) => checkShortfall(row.group, row.days)).filter((finding) => finding !== null);
    expect(findings).toEqual([]);
  });

  it('cover urgency, CPT and, in hospital plans, childbirth; PJ with 30+ lives is exempt within 30 days', () => {
    const byPlan = groupBy(full.catalog.shortfalls, (row) => String(row.planId));
    for (const plan of full.catalog.plans) {
      const rows = byPlan.get(String(plan.id)) ?? [];
      const groups = new Set(rows.map((row) => row.group));
      expect(groups.has('urgency_emergency') && groups.has('cpt') && groups.has('other')).toBe(true);
      expect(groups.has('full_term_childbirth')).toBe(plan.roomType !== 'outpatient');
      if (plan.type === 'PJ' && plan.minLives >= 30) {
        expect(rows.every((row) => row.days === 0 && row.note?.includes('RN 557/2022'))).toBe(true);
      } else {
        expect(rows.find((row) => row.group === 'urgency_emergency')?.days).toBe(1);
      }
    }
    // Coparticipation plans have reduced carências somewhere.
    const reduced = full.catalog.plans.filter(
      (plan) => plan.coparticipation === 'with' && plan.type === 'CP' && (byPlan.get(String(plan.id)) ?? []).some((row) => row.group === 'other' && row.days < 30),
    );
    expect(reduced.length).toBeGreaterThan(0);
  });
});

describe('operators, plans and adhesion', () => {
  it('has ANS numbers only where domain-facts confirms them, every other null', () => {
    for (const institution of full.catalog.institutions) {
      expect(institution.ansRegistration, institution.slug).toBe(CONFIRMED_ANS[institution.slug] ?? null);
    }
    expect(full.catalog.institutions.filter((institution) => institution.ansRegistration !== null)).toHaveLength(Object.keys(CONFIRMED_ANS).length);
    expect(full.catalog.administradoras.map((adm) => [adm.name, adm.ansRegistration])).toEqual([
      ['Qualicorp', null],
      ['Allcare', null],
      ['Elo Administradora de Benefícios', null],
      ['Nunes e Grossi', null],
    ]);
  });

  it('fills the fields of each plan type', () => {
    for (const plan of full.catalog.plans) {
      if (plan.type === 'PJ') {
        expect(plan.porte).not.toBeNull();
        expect(typeof plan.isOptional).toBe('boolean');
        expect(plan.minLives).toBeGreaterThanOrEqual(1);
        expect(plan.maxLives === null || plan.maxLives >= plan.minLives).toBe(true);
      } else {
        expect(plan).toMatchObject({ porte: null, isOptional: null, acceptsMei: false, minLives: 1, maxLives: null });
      }
      if (plan.type === 'PF') {
        expect(plan.entityIds.length).toBeGreaterThan(0);
        expect(plan.administradoraId).not.toBeNull();
      } else {
        expect(plan).toMatchObject({ entityIds: [], administradoraId: null });
      }
      expect(plan.networkId).not.toBeNull();
    }
    const mei = full.catalog.plans.filter((plan) => plan.acceptsMei);
    expect(mei.length).toBeGreaterThan(0);
    expect(mei.every((plan) => plan.type === 'PJ' && plan.porte !== 'porte_ii')).toBe(true);
    expect(new Set(full.catalog.plans.map((plan) => plan.porte))).toEqual(
      new Set([null, 'porte_i', 'porte_ii', 'i_plus_1_titular', 'i_mei', 'pme_mei_2_lives', 'lives_3_4', 'lives_5_29']),
    );
  });

  it('sells adhesion plans to entities of the plan’s state (or national ones); similar entities = entities of its PF plans', () => {
    const entityOf = new Map(full.catalog.entities.map((entity) => [entity.id, entity]));
    for (const plan of full.catalog.plans.filter((candidate) => candidate.type === 'PF')) {
      for (const id of plan.entityIds) expect([null, plan.stateId]).toContain(entityOf.get(id)?.stateId);
    }
    for (const institution of full.catalog.institutions) {
      const expected = [...new Set(full.catalog.plans.filter((plan) => plan.institutionId === institution.id).flatMap((plan) => plan.entityIds))].sort((a, b) => a - b);
      expect(institution.similarEntityIds).toEqual(expected);
    }
    expect(full.catalog.entities.every((entity) => entity.occupationIds.length > 0)).toBe(true);
    expect(new Set(full.catalog.entities.map((entity) => entity.kind))).toEqual(new Set(['conselho_profissional', 'sindicato', 'associacao', 'entidade_estudantil']));
    expect(full.catalog.entities.find((entity) => entity.acronym === 'CREA-SP')?.name).toBe('Conselho Regional de Engenharia e Agronomia — São Paulo');
  });

  it('gives coparticipation rules only to plans with coparticipation, as fractions and cents', () => {
    const planOf = new Map(full.catalog.plans.map((plan) => [plan.id, plan]));
    const cents = (value: number | null) => value === null || (Number.isSafeInteger(value) && value > 0);
    const odd = full.catalog.coparticipationRules.filter((rule) => {
      const plan = planOf.get(rule.planId)!;
      if (plan.coparticipation === 'without') return true;
      if (rule.exempt) return rule.percentage !== null || rule.fixedCents !== null || rule.capCents !== null;
      if (rule.percentage === null && rule.fixedCents === null) return true;
      if (rule.percentage !== null && !(rule.percentage > 0 && rule.percentage <= 0.5)) return true;
      if (!cents(rule.fixedCents) || !cents(rule.capCents)) return true;
      return plan.coparticipation === 'with_tp' && rule.procedure.startsWith('Consulta');
    });
    expect(odd).toEqual([]);
    expect(full.catalog.coparticipationRules.length).toBeGreaterThan(1000);
  });

  it('gives refunds in whole cents to free-choice plans only', () => {
    expect(full.catalog.refunds.length).toBeGreaterThan(1000);
    const planOf = new Map(full.catalog.plans.map((plan) => [plan.id, plan]));
    const slugOf = new Map(full.catalog.institutions.map((institution) => [institution.id, institution.slug]));
    const networkOnly = new Set(['notredame-intermedica', 'unimed-bh', 'samel', 'prevent-senior']);
    const odd = full.catalog.refunds.filter(
      (refund) => !(Number.isSafeInteger(refund.valueCents) && refund.valueCents > 0) || networkOnly.has(slugOf.get(planOf.get(refund.planId)!.institutionId) ?? ''),
    );
    expect(odd).toEqual([]);
  });
});

describe('providers and networks', () => {
  it('lists real hospitals in every capital and in the cities of the Hapvida tables', () => {
    const cities = new Set(full.catalog.providers.filter((provider) => provider.kind === 'hospital').map((provider) => `${provider.city}|${provider.uf}`));
    for (const state of BRAZILIAN_STATES) expect(cities.has(`${state.capital}|${state.uf}`), state.capital).toBe(true);
    for (const city of ['Belém|PA', 'Belo Horizonte|MG', 'Curitiba|PR', 'Goiânia|GO', 'Juazeiro do Norte|CE', 'Manaus|AM', 'Recife|PE', 'São Luís|MA', 'Uberaba|MG', 'Uberlândia|MG']) {
      expect(cities.has(city), city).toBe(true);
    }
    const names = full.catalog.providers.map((provider) => provider.name);
    expect(names).toEqual(expect.arrayContaining(['Hospital Israelita Albert Einstein', 'Hospital Sírio-Libanês', 'Fleury', "Copa D'Or", 'Pró-Cardíaco']));
    expect(full.catalog.providers.find((provider) => provider.name === 'Fleury')).toMatchObject({ kind: 'clinic', laboratory: true, electiveAdmission: false });
    expect(full.catalog.providers.find((provider) => provider.name === 'Pro Matre Paulista')).toMatchObject({ kind: 'hospital', maternity: true });
  });

  it('nests the networks of an operator in a state (essencial ⊆ intermediária ⊆ ampla)', () => {
    const tierRank = { essencial: 0, intermediaria: 1, ampla: 2 } as const;
    for (const networks of groupBy(full.catalog.networks, (network) => `${network.institutionId}|${network.stateId}`).values()) {
      const sorted = [...networks].sort((a, b) => tierRank[a.tier] - tierRank[b.tier]);
      for (let i = 1; i < sorted.length; i += 1) {
        expect(sorted[i]!.providerIds).toEqual(expect.arrayContaining([...sorted[i - 1]!.providerIds]));
      }
    }
  });

  it('keeps an operator’s own hospital out of the other operators’ networks', () => {
    const prudente = full.catalog.providers.find((provider) => provider.name === 'Hospital Antônio Prudente')!;
    const hapvida = full.catalog.institutions.find((institution) => institution.slug === 'hapvida')!;
    const holders = full.catalog.networks.filter((network) => network.providerIds.includes(prudente.id));
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.every((network) => network.institutionId === hapvida.id)).toBe(true);
  });

  it('has illustrative Hapvida networks in the states of its real tables, and no Hapvida demo plan', () => {
    const hapvida = full.catalog.institutions.find((institution) => institution.slug === 'hapvida')!;
    const states = full.catalog.networks.filter((network) => network.institutionId === hapvida.id).map((network) => full.catalog.states[network.stateId - 1]!.uf);
    // One network per tier in each of those states.
    expect([...new Set(states)]).toEqual(['AM', 'CE', 'GO', 'MA', 'MG', 'PA', 'PE', 'PR']);
    expect(states).toHaveLength(8 * 3);
    expect(full.catalog.plans.some((plan) => plan.institutionId === hapvida.id)).toBe(false);
    expect(full.catalog.networks.every((network) => network.real === false)).toBe(true);
  });
});
