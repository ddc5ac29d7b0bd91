import { beforeAll, describe, expect, it } from 'vitest';
import { checkShortfall, stateByUf } from '../../../src/domain/quotation';
import { distinctHapvidaPlanNames, loadHapvidaCatalog } from '../../src/catalog/hapvida';
import { readHapvidaFile } from '../../src/catalog/hapvida-file';
import { HAPVIDA_EFFECTIVE_DATE, HAPVIDA_SOURCE, type CatalogData } from '../../src/catalog/types';

interface RawTable {
  product: 'ind' | 'pme' | 'ss';
  plan_name: string;
  accommodation: string;
  coparticipation: 'total' | 'partial';
  prices_cents: number[];
  first_3_months_prices_cents?: number[];
}
type RawRule = [string, 'exempt' | { percentage?: number; fixed_cents?: number; cap_cents?: number }];
interface RawFile {
  cities: { city: string; uf: string; tables: RawTable[] }[];
  coparticipation_rules: Record<'group_a' | 'group_b', Record<'partial' | 'total', RawRule[]>> & { group_a_cities: string[] };
}

const raw = readHapvidaFile() as RawFile;
let catalog: CatalogData;
let summary: string;

beforeAll(() => {
  const result = loadHapvidaCatalog(raw);
  if (result.kind !== 'loaded') throw new Error(result.issues.join('\n'));
  catalog = result.catalog;
  summary = result.report.summary;
});

function plansOfCity(city: string) {
  const area = catalog.commercializationAreas.find((candidate) => candidate.name === city);
  if (!area) throw new Error(`no area ${city}`);
  return catalog.plans.filter((plan) => plan.commercializationAreaId === area.id);
}

function tableOf(planId: number) {
  const tables = catalog.priceTables.filter((table) => table.planId === planId);
  expect(tables).toHaveLength(1);
  return tables[0]!;
}

describe('loadHapvidaCatalog', () => {
  it('loads the 10 cities as commercialization areas, priced per city', () => {
    expect(catalog.commercializationAreas.map((area) => area.name)).toEqual([
      'Belém',
      'Belo Horizonte',
      'Curitiba',
      'Goiânia',
      'Juazeiro do Norte',
      'Manaus',
      'Recife',
      'São Luís',
      'Uberaba',
      'Uberlândia',
    ]);
    for (const area of catalog.commercializationAreas) expect(area.cities).toEqual([area.name]);
  });

  it('has three commercialization areas in MG: a MG quote needs the city', () => {
    const mg = stateByUf('MG')!.id;
    expect(catalog.commercializationAreas.filter((area) => area.stateId === mg).map((area) => area.name)).toEqual(['Belo Horizonte', 'Uberaba', 'Uberlândia']);
  });

  it('loads every table of the file with its exact prices and promotional prices', () => {
    // Names as printed, the coparticipation kind added where a city repeats one.
    const expected = raw.cities.flatMap((city) => {
      const names = distinctHapvidaPlanNames(city.tables);
      return city.tables.map((table, index) => ({ city: city.city, table: { ...table, plan_name: names[index]! } }));
    });
    expect(catalog.plans).toHaveLength(182);
    expect(catalog.priceTables).toHaveLength(182);
    expected.forEach(({ city, table }, index) => {
      const plan = catalog.plans[index]!;
      const row = tableOf(plan.id);
      expect(plan.name).toBe(table.plan_name);
      expect(catalog.commercializationAreas.find((area) => area.id === plan.commercializationAreaId)?.name).toBe(city);
      expect(row.pricesCents).toEqual(table.prices_cents);
      expect(row.promotionalPricesCents).toEqual(table.first_3_months_prices_cents);
      expect(row.promotionalMonths).toBe(3);
      expect(row).toMatchObject({ effectiveDate: HAPVIDA_EFFECTIVE_DATE, source: HAPVIDA_SOURCE, real: true });
      expect(plan).toMatchObject({ source: HAPVIDA_SOURCE, real: true, roomType: table.accommodation });
    });
  });

  it('keeps the Recife individual tables cent by cent', () => {
    const recife = plansOfCity('Recife').filter((plan) => plan.type === 'CP');
    const rows = recife.map((plan) => [plan.name, plan.coparticipation, [...tableOf(plan.id).pricesCents], [...(tableOf(plan.id).promotionalPricesCents ?? [])]]);
    expect(rows).toEqual([
      ['Plano Individual Ambulatorial com Coparticipação Total', 'with', [11973, 15716, 17893, 19941, 20977, 23530, 28738, 39796, 53590, 69552], [10177, 13359, 15209, 16950, 17830, 20000, 24427, 33827, 45552, 59119]],
      ['Plano Individual Ambulatorial com Coparticipação Parcial', 'with_tp', [18629, 24522, 27949, 31174, 32806, 36826, 45025, 62435, 84153, 109283], [15835, 20844, 23757, 26498, 27885, 31302, 38271, 53070, 71530, 92891]],
      ['Plano Individual Enfermaria com Coparticipação Total', 'with', [23038, 29626, 33702, 37452, 39202, 43980, 53117, 72370, 96842, 125160], [19582, 25182, 28647, 31834, 33322, 37383, 45149, 61514, 82316, 106386]],
      ['Plano Individual Enfermaria com Coparticipação Parcial', 'with_tp', [31706, 41068, 46861, 52190, 54677, 61467, 74451, 101811, 136587, 176828], [26950, 34908, 39832, 44361, 46475, 52247, 63283, 86539, 116099, 150304]],
      ['Plano Individual Apartamento com Coparticipação Total', 'with', [33330, 43212, 49326, 54951, 57576, 64742, 78446, 107324, 144030, 186504], [28330, 36730, 41927, 46708, 48940, 55031, 66679, 91225, 122425, 158528]],
      ['Plano Individual Apartamento com Coparticipação Parcial', 'with_tp', [46337, 60381, 69071, 77066, 80797, 90982, 110459, 151502, 203670, 264036], [39386, 51324, 58710, 65506, 68677, 77335, 93890, 128777, 173120, 224431]],
      ['Plano Individual Mix Enfermaria com Coparticipação', 'with_tp', [39817, 51774, 59173, 65980, 69157, 77829, 94412, 129358, 173776, 225174], [33844, 44008, 50297, 56083, 58783, 66155, 80250, 109954, 147710, 191398]],
      ['Plano Individual Mix Apartamento com Coparticipação', 'with_tp', [58510, 76449, 87549, 97761, 102527, 115537, 140416, 192843, 259481, 336590], [49734, 64982, 74417, 83097, 87148, 98206, 119354, 163917, 220559, 286102]],
    ]);
    for (const plan of recife) expect(plan).toMatchObject({ porte: null, minLives: 1, maxLives: null, isOptional: null, productLine: 'Individual/Familiar' });
  });

  it('maps PME tables to PJ porte I (2–29 lives) and business tables to PJ porte II (30–99)', () => {
    for (const plan of catalog.plans.filter((candidate) => candidate.type === 'PJ')) {
      if (plan.productLine === 'Empresarial PME') expect(plan).toMatchObject({ porte: 'porte_i', minLives: 2, maxLives: 29, isOptional: false });
      else expect(plan).toMatchObject({ productLine: 'Empresarial', porte: 'porte_ii', minLives: 30, maxLives: 99, isOptional: false });
    }
    expect(catalog.plans.filter((plan) => plan.productLine === 'Empresarial PME')).toHaveLength(58);
    expect(catalog.plans.filter((plan) => plan.productLine === 'Empresarial')).toHaveLength(58);
  });

  it('gives each plan the coparticipation rules of its group (group_a: Belo Horizonte and Curitiba) and kind', () => {
    const rules = raw.coparticipation_rules;
    const expectedRules = (group: RawRule[]) =>
      group.map(([procedure, value]) =>
        value === 'exempt'
          ? { procedure, percentage: null, fixedCents: null, capCents: null, exempt: true }
          : { procedure, percentage: value.percentage ?? null, fixedCents: value.fixed_cents ?? null, capCents: value.cap_cents ?? null, exempt: false },
      );
    expect(rules.group_a_cities).toEqual(['Belo Horizonte', 'Curitiba']);
    for (const city of raw.cities) {
      const group = rules.group_a_cities.includes(city.city) ? rules.group_a : rules.group_b;
      for (const plan of plansOfCity(city.city)) {
        const kind = plan.coparticipation === 'with' ? 'total' : 'partial';
        expect(['with', 'with_tp']).toContain(plan.coparticipation);
        const actual = catalog.coparticipationRules.filter((rule) => rule.planId === plan.id).map(({ id: _id, planId: _planId, ...rule }) => rule);
        expect(actual).toEqual(expectedRules(group[kind]));
      }
    }
    const recifeTotal = plansOfCity('Recife').find((plan) => plan.coparticipation === 'with')!;
    expect(catalog.coparticipationRules.find((rule) => rule.planId === recifeTotal.id && rule.procedure === 'Exames Simples')).toMatchObject({
      percentage: 0.4,
      capCents: 4579,
      fixedCents: null,
    });
    const bhTotal = plansOfCity('Belo Horizonte').find((plan) => plan.coparticipation === 'with')!;
    expect(catalog.coparticipationRules.find((rule) => rule.planId === bhTotal.id && rule.procedure === 'Exames Simples')).toMatchObject({
      percentage: null,
      fixedCents: 5152,
    });
  });

  it('has Hapvida with its ANS registration and the states of its cities', () => {
    expect(catalog.institutions).toEqual([
      expect.objectContaining({ id: 1, slug: 'hapvida', ansRegistration: '368253', legalName: 'Hapvida Assistência Médica S.A.' }),
    ]);
    expect(catalog.institutions[0]!.stateIds.map((id) => catalog.states[id - 1]!.uf)).toEqual(['AM', 'CE', 'GO', 'MA', 'MG', 'PA', 'PE', 'PR']);
  });

  it('reports the tables above the compounded art. 3º, II check for the seed', () => {
    expect(summary).toBe('Hapvida: 182 tabelas, 64 acima da verificação composta do art. 3º, II (até 8,03%)');
  });
});

describe('loadHapvidaCatalog on a bad file', () => {
  it('refuses a file that does not match the schema, saying where', () => {
    const broken = structuredClone(raw) as unknown as { cities: { uf: string }[] };
    broken.cities[0]!.uf = 'XX';
    const result = loadHapvidaCatalog(broken);
    expect(result.kind).toBe('invalid-file');
    expect(result.kind === 'invalid-file' && result.issues[0]).toMatch(/^cities\.0\.uf: /);
    expect(loadHapvidaCatalog({}).kind).toBe('invalid-file');
  });

  it('leaves out a malformed table, reports why, and loads the others', () => {
    const broken = structuredClone(raw);
    broken.cities[0]!.tables[0]!.prices_cents = broken.cities[0]!.tables[0]!.prices_cents.slice(0, 9);
    const result = loadHapvidaCatalog(broken);
    if (result.kind !== 'loaded') throw new Error('expected loaded');
    expect(result.catalog.plans).toHaveLength(181);
    expect(result.report.refused).toEqual([
      {
        reference: 'Belém — Plano Individual Ambulatorial com Coparticipação (coparticipação total)',
        reasons: ['A tabela tem 9 faixas etárias; a RN 563/2022 exige exatamente 10.'],
        findings: [expect.objectContaining({ code: 'malformed', problem: 'bracket-count' })],
      },
    ]);
    expect(result.report.summary).toMatch(/^Hapvida: 182 tabelas, 1 recusada, /);
    // Ids stay contiguous and every rule points at a loaded plan.
    expect(result.catalog.plans.map((plan) => plan.id)).toEqual(Array.from({ length: 181 }, (_, i) => i + 1));
    const planIds = new Set(result.catalog.plans.map((plan) => plan.id));
    expect(result.catalog.coparticipationRules.every((rule) => planIds.has(rule.planId))).toBe(true);
  });
});

describe('what the Hapvida file does not say', () => {
  const loaded = loadHapvidaCatalog(readHapvidaFile());
  if (loaded.kind !== 'loaded') throw new Error('expected loaded');
  const { catalog } = loaded;

  it('gives every plan a name of its own within its city (the coparticipation kind where the file repeats a name)', () => {
    for (const area of catalog.commercializationAreas) {
      const names = catalog.plans.filter((plan) => plan.commercializationAreaId === area.id).map((plan) => plan.name);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(distinctHapvidaPlanNames([{ plan_name: 'Plano Individual Mix Apartamento com Coparticipação', coparticipation: 'partial' }])).toEqual([
      'Plano Individual Mix Apartamento com Coparticipação',
    ]);
  });

  it('gives every plan the standard carências within Lei 9.656/98 with their source, none above the legal maximum', () => {
    for (const plan of catalog.plans) {
      const own = catalog.shortfalls.filter((row) => row.planId === plan.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      for (const row of own) {
        expect(checkShortfall(row.group, row.days)).toBeNull();
        expect(row.note).toMatch(/Lei 9\.656\/98|RN 55[78]\/2022/);
      }
      const childbirth = own.find((row) => row.group === 'full_term_childbirth');
      if (plan.segmentation === 'ambulatorial') expect(childbirth).toBeUndefined();
      else expect(childbirth?.days).toBe(plan.minLives >= 30 ? 0 : 300);
    }
  });
});
