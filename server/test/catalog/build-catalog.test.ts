import { beforeAll, describe, expect, it } from 'vitest';
import { stateByUf } from '../../../src/domain/quotation';
import { buildCatalog, mergeCatalogs, type BuiltCatalog } from '../../src/catalog/build-catalog';
import { catalogStats } from '../../src/catalog/catalog-stats';
import { generateDemoCatalog } from '../../src/catalog/demo-generator';
import { loadHapvidaCatalog } from '../../src/catalog/hapvida';
import { readHapvidaFile } from '../../src/catalog/hapvida-file';
import { HAPVIDA_SOURCE, type CatalogData } from '../../src/catalog/types';
import { REAL_OPERATORS } from '../../src/catalog/real-tables/convert';
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
    const real = catalog.priceTables.filter((table) => table.source === HAPVIDA_SOURCE);
    expect(real).toHaveLength(182);
    expect(real.every((table) => table.source === HAPVIDA_SOURCE && table.effectiveDate === '2026-06-01' && table.promotionalMonths === 3)).toBe(true);
  });

  it('has one Hapvida institution (ANS 368253); in full no illustrative network, only the real ones of the operator files', () => {
    const { catalog } = full;
    const hapvidas = catalog.institutions.filter((institution) => institution.slug === 'hapvida');
    expect(hapvidas).toEqual([expect.objectContaining({ id: 1, ansRegistration: '368253', legalName: 'Hapvida Assistência Médica S.A.' })]);
    expect(catalog.networks.length).toBeGreaterThan(0);
    expect(catalog.networks.every((network) => network.real)).toBe(true);
    // The Hapvida file names no hospital: its plans have no network rather than an invented one.
    expect(catalog.plans.filter((plan) => plan.institutionId === 1).every((plan) => plan.networkId === null)).toBe(true);
    const mg = stateByUf('MG')!.id;
    const mgAreas = new Set(catalog.plans.filter((plan) => plan.institutionId === 1 && plan.stateId === mg).map((plan) => plan.commercializationAreaId));
    expect(catalog.commercializationAreas.filter((area) => mgAreas.has(area.id)).map((area) => area.name)).toEqual(['Belo Horizonte', 'Uberaba', 'Uberlândia']);
  });

  it('small (tests) keeps the illustrative Hapvida network of the state on the real Hapvida plans', () => {
    const { catalog } = small;
    const networkOf = new Map(catalog.networks.map((network) => [network.id, network]));
    for (const plan of catalog.plans.filter((candidate) => candidate.real)) {
      expect(networkOf.get(plan.networkId ?? -1)).toMatchObject({ institutionId: 1, stateId: plan.stateId, real: false });
    }
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

  it('full is real only: every plan and price table real, with its source and table date', () => {
    const stats = catalogStats(full.catalog);
    expect(stats.priceTables).toBe(182 + 4383);
    expect(stats.realPriceTables).toBe(stats.priceTables);
    expect(stats.realPlans).toBe(stats.plans);
    expect(full.catalog.priceTables.every((table) => table.source.length > 0 && /^\d{4}-\d{2}-01$/.test(table.effectiveDate))).toBe(true);
  });

  it('has the CADOP registration of every operator in full, and only confirmed ones in small', () => {
    const cadop = new Map<string, string>([['hapvida', '368253'], ...Object.values(REAL_OPERATORS).map((operator) => [operator.slug, operator.ansRegistration] as [string, string])]);
    for (const institution of full.catalog.institutions) expect(institution.ansRegistration, institution.slug).toBe(cadop.get(institution.slug));
    for (const institution of small.catalog.institutions) expect(institution.ansRegistration, institution.slug).toBe(CONFIRMED_ANS[institution.slug] ?? null);
  });

  it('is deterministic', () => {
    expect(buildCatalog({ scale: 'small', seed: 3 })).toEqual(small);
  });

  it('returns the import summaries for the seed', () => {
    expect(full.reports.hapvida.summary).toBe('Hapvida: 182 tabelas, 64 acima da verificação composta do art. 3º, II (até 8,03%)');
    expect(full.reports.rest.summary).toMatch(/^Tabelas reais das operadoras: 4\.383 tabelas, /);
    expect(small.reports.rest.summary).toBe(`Catálogo de demonstração: ${(small.catalog.priceTables.length - 182).toLocaleString('pt-BR')} tabelas, nenhuma pendência`);
  });

  it('refuses an invalid Hapvida file', () => {
    expect(() => buildCatalog({ scale: 'small', hapvidaJson: { cities: [] } })).toThrow(/^Arquivo de tabelas Hapvida inválido: /);
  });
});
