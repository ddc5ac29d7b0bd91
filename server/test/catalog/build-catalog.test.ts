import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, mergeCatalogs, type BuiltCatalog } from '../../src/catalog/build-catalog';
import { generateDemoCatalog } from '../../src/catalog/demo/demo-generator';
import { loadHapvidaCatalog } from '../../src/catalog/hapvida';
import { readHapvidaFile } from '../../src/catalog/hapvida-file';
import { HAPVIDA_SOURCE, type CatalogData } from '../../src/catalog/types';
import { CONFIRMED_ANS, expectConsistent } from './catalog-checks';

let small: BuiltCatalog;
let hapvida: CatalogData;

beforeAll(() => {
  small = buildCatalog({ scale: 'small', seed: 3 });
  const loaded = loadHapvidaCatalog(readHapvidaFile());
  if (loaded.kind !== 'loaded') throw new Error('invalid Hapvida file');
  hapvida = loaded.catalog;
});

describe('buildCatalog', () => {
  // The app's catalog (scale 'full') is no longer built here: the seed imports the operator
  // files through the operator importer (catalog-api/real-catalog-quote.test.ts).
  it('small is referentially consistent, ids 1… in every collection', () => {
    expectConsistent(small.catalog);
  });

  it('keeps the Hapvida data untouched, first, with its own ids', () => {
    const { catalog } = small;
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

  it('has only confirmed CADOP registrations in small', () => {
    for (const institution of small.catalog.institutions) expect(institution.ansRegistration, institution.slug).toBe(CONFIRMED_ANS[institution.slug] ?? null);
  });

  it('is deterministic', () => {
    expect(buildCatalog({ scale: 'small', seed: 3 })).toEqual(small);
  });

  it('returns the import summaries for the seed', () => {
    expect(small.reports.hapvida.summary).toBe('Hapvida: 182 tabelas, 64 acima da verificação composta do art. 3º, II (até 8,03%)');
    expect(small.reports.rest.summary).toBe(`Catálogo de demonstração: ${(small.catalog.priceTables.length - 182).toLocaleString('pt-BR')} tabelas, nenhuma pendência`);
  });

  it('refuses an invalid Hapvida file', () => {
    expect(() => buildCatalog({ scale: 'small', hapvidaJson: { cities: [] } })).toThrow(/^Arquivo de tabelas Hapvida inválido: /);
  });
});
