import { beforeAll, describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, stateByUf } from '../../../src/domain/quotation';
import { buildCatalog, mergeCatalogs, type BuiltCatalog } from '../../src/catalog/build-catalog';
import { catalogStats } from '../../src/catalog/catalog-stats';
import { generateDemoCatalog } from '../../src/catalog/demo-generator';
import { loadHapvidaCatalog } from '../../src/catalog/hapvida';
import { readHapvidaFile } from '../../src/catalog/hapvida-file';
import { HAPVIDA_SOURCE, type CatalogData } from '../../src/catalog/types';
import { CONFIRMED_ANS, expectConsistent } from './catalog-checks';

let full: BuiltCatalog;
let small: BuiltCatalog;
let hapvida: CatalogData;

beforeAll(() => {
  full = buildCatalog({ scale: 'full' });
  small = buildCatalog({ scale: 'small', seed: 3 });
  const loaded = loadHapvidaCatalog(readHapvidaFile());
  if (loaded.kind !== 'loaded') throw new Error('invalid Hapvida file');
  hapvida = loaded.catalog;
});

describe('buildCatalog', () => {
  it.each(['full', 'small'] as const)("'%s' is referentially consistent, ids 1… in every collection", (scale) => {
    expectConsistent((scale === 'full' ? full : small).catalog);
  });

  it('keeps the Hapvida data untouched, first, with its own ids', () => {
    const { catalog } = full;
    expect(catalog.plans.slice(0, hapvida.plans.length).map(({ networkId: _networkId, ...plan }) => plan)).toEqual(
      hapvida.plans.map(({ networkId: _networkId, ...plan }) => plan),
    );
    expect(catalog.priceTables.slice(0, hapvida.priceTables.length)).toEqual(hapvida.priceTables);
    expect(catalog.coparticipationRules.slice(0, hapvida.coparticipationRules.length)).toEqual(hapvida.coparticipationRules);
    expect(catalog.commercializationAreas.slice(0, hapvida.commercializationAreas.length)).toEqual(hapvida.commercializationAreas);
    const real = catalog.priceTables.filter((table) => table.real);
    expect(real).toHaveLength(182);
    expect(real.every((table) => table.source === HAPVIDA_SOURCE && table.effectiveDate === '2026-06-01' && table.promotionalMonths === 3)).toBe(true);
  });

  it('has one Hapvida institution (ANS 368253) whose real plans use its illustrative network of their state', () => {
    const { catalog } = full;
    const hapvidas = catalog.institutions.filter((institution) => institution.slug === 'hapvida');
    expect(hapvidas).toEqual([expect.objectContaining({ id: 1, ansRegistration: '368253', legalName: 'Hapvida Assistência Médica S.A.' })]);
    const networkOf = new Map(catalog.networks.map((network) => [network.id, network]));
    for (const plan of catalog.plans.filter((candidate) => candidate.real)) {
      const network = networkOf.get(plan.networkId ?? -1);
      expect(network).toMatchObject({ institutionId: 1, stateId: plan.stateId, real: false });
    }
    // By room (issue 18): ambulatorial essencial ⊆ enfermaria intermediária ⊆ apartamento ampla.
    const recife = catalog.plans.filter((plan) => plan.real && plan.stateId === stateByUf('PE')!.id && plan.type === 'CP');
    const tierOf = (room: string) => new Set(recife.filter((plan) => plan.roomType === room).map((plan) => networkOf.get(plan.networkId ?? -1)?.tier));
    expect([...tierOf('outpatient')]).toEqual(['essencial']);
    expect([...tierOf('infirmary')]).toEqual(['intermediaria']);
    expect([...tierOf('apartment')]).toEqual(['ampla']);
    const mg = stateByUf('MG')!.id;
    const mgAreas = new Set(catalog.plans.filter((plan) => plan.institutionId === 1 && plan.stateId === mg).map((plan) => plan.commercializationAreaId));
    expect(catalog.commercializationAreas.filter((area) => mgAreas.has(area.id)).map((area) => area.name)).toEqual(['Belo Horizonte', 'Uberaba', 'Uberlândia']);
  });

  it('renumbers the demonstration catalog after the Hapvida part, keeping its content', () => {
    const demo = generateDemoCatalog({ seed: 3, scale: 'small' }).catalog;
    const merged = small.catalog;
    expect(merged.plans.length).toBe(hapvida.plans.length + demo.plans.length);
    expect(merged.priceTables.slice(hapvida.priceTables.length).map(({ id: _id, planId: _planId, ...table }) => table)).toEqual(
      demo.priceTables.map(({ id: _id, planId: _planId, ...table }) => table),
    );
    const demoPlan = demo.plans[10]!;
    const mergedPlan = merged.plans[hapvida.plans.length + 10]!;
    expect(mergedPlan.name).toBe(demoPlan.name);
    expect(merged.institutions.find((institution) => institution.id === mergedPlan.institutionId)?.slug).toBe(
      demo.institutions.find((institution) => institution.id === demoPlan.institutionId)?.slug,
    );
    expect(mergeCatalogs(hapvida, demo)).toEqual(merged);
  });

  it('has every state × every type, and at least 20,000 price-table rows in full', () => {
    const stats = catalogStats(full.catalog);
    expect(stats.priceTables).toBeGreaterThanOrEqual(20000);
    expect(stats.realPriceTables).toBe(182);
    const present = new Set(full.catalog.plans.map((plan) => `${plan.stateId}|${plan.type}`));
    for (const state of BRAZILIAN_STATES) for (const type of ['CP', 'PF', 'PJ']) expect(present.has(`${state.id}|${type}`), `${state.uf} ${type}`).toBe(true);
  });

  it('has ANS numbers only where domain-facts confirms them', () => {
    for (const institution of full.catalog.institutions) expect(institution.ansRegistration, institution.slug).toBe(CONFIRMED_ANS[institution.slug] ?? null);
  });

  it('is deterministic', () => {
    expect(buildCatalog({ scale: 'small', seed: 3 })).toEqual(small);
  });

  it('returns the import summaries for the seed', () => {
    expect(full.reports.hapvida.summary).toBe('Hapvida: 182 tabelas, 64 acima da verificação composta do art. 3º, II (até 8,03%)');
    expect(full.reports.demo.summary).toBe(`Catálogo de demonstração: ${(full.catalog.priceTables.length - 182).toLocaleString('pt-BR')} tabelas, nenhuma pendência`);
  });

  it('refuses an invalid Hapvida file', () => {
    expect(() => buildCatalog({ scale: 'small', hapvidaJson: { cities: [] } })).toThrow(/^Arquivo de tabelas Hapvida inválido: /);
  });
});
