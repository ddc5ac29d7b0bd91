/**
 * The real-tables conversion (server/src/catalog/real-tables/convert.ts): the committed
 * operator files are exactly what the script generates from the committed CSVs (no hand edit,
 * no drift), and the mapping decisions docs/real-catalog.md states hold on real rows.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertRealTables, type ConversionResult } from '../../src/catalog/real-tables/convert';
import { sourcePriceCents } from '../../src/catalog/real-tables/price-rows';
import type { OperatorFile } from '../../src/catalog/real-tables/operator-file';
import { readOperatorFiles } from '../../src/catalog/real-tables/operator-files-dir';
import { hapvidaToCatalogFiles } from '../../src/catalog/real-tables/hapvida-catalog-file';
import { toOperatorCatalogJson } from '../../src/catalog/real-tables/to-catalog-file';
import { buildAdhesionReference } from '../../src/catalog/reference-data/adhesion-reference';

const DATA = (path: string) => readFileSync(fileURLToPath(new URL(`../../data/${path}`, import.meta.url)), 'utf8');

let result: ConversionResult;
const file = (slug: string, uf: string): OperatorFile => {
  const found = result.files.find((candidate) => candidate.operator.slug === slug && candidate.state === uf);
  if (!found) throw new Error(`no file ${slug}-${uf}`);
  return found;
};

beforeAll(() => {
  result = convertRealTables({
    pricesCsv: DATA('real-tables/ALL_prices_combined.csv'),
    spNetworkCsv: DATA('real-tables/mv7_cotador/network_hospitals.csv'),
    dfNetworkCsv: DATA('real-tables/bernabeu_cotador_df/network_hospitals.csv'),
    municipalitiesCsv: DATA('ibge-municipios/municipios.csv'),
  });
});

describe('convertRealTables', () => {
  it('generates exactly the committed operator files (run scripts/real-tables-to-operator-files.ts after a data change)', () => {
    const committed = readOperatorFiles();
    const hapvida = hapvidaToCatalogFiles(JSON.parse(DATA('hapvida-price-tables-2026-06.json')));
    const reference = buildAdhesionReference();
    expect(committed.map((entry) => entry.name)).toEqual(
      [...result.files.map((generated) => `${generated.operator.slug}-${generated.state.toLowerCase()}.json`), ...hapvida.map((generated) => generated.name)].sort(),
    );
    for (const generated of result.files) {
      const entry = committed.find((candidate) => candidate.name === `${generated.operator.slug}-${generated.state.toLowerCase()}.json`);
      expect(entry?.json, entry?.name).toEqual(JSON.parse(JSON.stringify(toOperatorCatalogJson(generated, reference))));
    }
    for (const generated of hapvida) expect(committed.find((candidate) => candidate.name === generated.name)?.json, generated.name).toEqual(JSON.parse(JSON.stringify(generated.json)));
  });

  it('accounts for every row: imported or left out with a reason', () => {
    const imported = result.files.reduce((sum, generated) => sum + generated.prices.length, 0);
    expect(result.rows).toBe(4498);
    expect(imported + result.skipped.length).toBe(result.rows);
    expect(result.skipped.every((row) => row.reason.length > 10)).toBe(true);
    // Every row the source flags is left out (never "fixed").
    expect(result.skipped.filter((row) => row.reason.startsWith('Verificação da fonte check_rn63'))).toHaveLength(62);
  });

  it('turns reais text into cents without floating point', () => {
    expect(sourcePriceCents('1599.24')).toBe(159924);
    expect(sourcePriceCents('80.5')).toBe(8050);
    expect(sourcePriceCents('0.29')).toBe(29);
    expect(sourcePriceCents('0.00')).toBeNull();
    expect(sourcePriceCents('')).toBeNull();
    expect(sourcePriceCents('12,50')).toBeNull();
  });

  it('maps regions to areas of IBGE municipalities: capital, interior = the state but the capital, NotreDame filiais as listed', () => {
    const amil = file('amil', 'SP');
    expect(amil.areas.find((area) => area.name === 'Capital')?.cities).toEqual(['São Paulo']);
    const interior = amil.areas.find((area) => area.name === 'Interior')?.cities ?? [];
    expect(interior).toHaveLength(644);
    expect(interior).not.toContain('São Paulo');
    expect(interior).toContain('Campinas');
    const ndi = file('notredame-intermedica', 'SP');
    expect(ndi.areas.find((area) => area.name === 'Filial Santos')?.cities).toEqual(['Santos', 'São Vicente', 'Guarujá', 'Praia Grande', 'Cubatão']);
    expect(file('amil', 'MG').areas).toEqual([{ name: 'Minas Gerais', cities: null }]);
  });

  it('maps contract types: adhesion with its administradora, PME lives bands, MEI and compulsory/optional where stated', () => {
    const bradescoDf = file('bradesco-saude', 'DF');
    expect(new Set(bradescoDf.plans.filter((plan) => plan.type === 'PF').map((plan) => plan.administradora))).toEqual(new Set(['Qualicorp', 'Elo', 'Nunes e Grossi']));
    const ndi = file('notredame-intermedica', 'SP').plans;
    const mei = ndi.filter((plan) => plan.notes.includes('Super Simples MEI'));
    expect(mei.length).toBeGreaterThan(0);
    expect(mei.every((plan) => plan.acceptsMei && plan.type === 'PJ' && plan.minLives === 2 && plan.maxLives === 29 && plan.porte === 'porte_i')).toBe(true);
    const compulsory = ndi.filter((plan) => plan.notes.includes('PME Compulsório'));
    expect(compulsory.every((plan) => plan.isOptional === false && plan.minLives === 30 && plan.maxLives === 99 && plan.porte === 'porte_ii')).toBe(true);
    expect(ndi.filter((plan) => plan.notes.includes('Super Simples 1 Vida')).every((plan) => plan.minLives === 1 && plan.maxLives === 1)).toBe(true);
  });

  it('keeps the Brasília source copart (percentage capped at the value) and refunds, and the real networks', () => {
    const amil = file('amil', 'DF');
    const plan = amil.plans.find((candidate) => candidate.notes.includes('PS 30%/R$50.00, consulta 30%/R$25.00'));
    expect(plan?.coparticipationRules).toEqual(
      expect.arrayContaining([
        { procedure: 'Pronto-socorro', percentage: 0.3, fixedCents: null, capCents: 5000 },
        { procedure: 'Internação', percentage: null, fixedCents: 18000, capCents: null },
      ]),
    );
    expect(plan?.refunds).toEqual([{ procedure: 'Consulta médica eletiva', valueCents: 8000 }]);
    expect(plan?.network).not.toBeNull();
    const network = amil.networks.find((candidate) => candidate.name === plan?.network);
    expect(network?.providers.every((provider) => provider.city === 'Brasília')).toBe(true);
    const sp = file('amil', 'SP').networks.find((candidate) => candidate.name.startsWith('Rede S380'));
    expect(sp?.providers.length).toBeGreaterThan(10);
  });
});
