/** The price-table file reader (CSV/XLSX) and the sample files documented in docs/table-import.md. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnLetter, formatOfFileName, parsePriceCents, readPriceTableFile } from '../../src/catalog/price-table-file';

const SAMPLES = path.resolve('docs/samples');
const SAMPLE_PRICES = [64361, 84094, 96304, 107537, 112780, 127091, 154458, 212127, 285429, 370249];

describe('readPriceTableFile', () => {
  it('reads the documented CSV and XLSX samples to the same plan row', async () => {
    const csv = await readPriceTableFile(readFileSync(path.join(SAMPLES, 'tabela-hapvida-recife.csv')), 'csv');
    const xlsx = await readPriceTableFile(readFileSync(path.join(SAMPLES, 'tabela-hapvida-recife.xlsx')), 'xlsx');
    const expected = { kind: 'ok', rows: [{ row: 2, planId: 116, planColumn: 'A', pricesCents: SAMPLE_PRICES }] };
    expect(csv).toEqual(expected);
    expect(xlsx).toEqual(expected);
  });

  it('accepts comma-separated files with quoted decimal commas, and a BOM', async () => {
    const text = '\uFEFF0-18,19-23,24-28,29-33,34-38,39-43,44-48,49-53,54-58,59+,plano_id\n"1,00",2,3.5,4,5,6,7,8,9,"1.000,10",7\n';
    expect(await readPriceTableFile(Buffer.from(text), 'csv')).toEqual({
      kind: 'ok',
      rows: [{ row: 2, planId: 7, planColumn: 'K', pricesCents: [100, 200, 350, 400, 500, 600, 700, 800, 900, 100010] }],
    });
  });

  it('lists every problem with its row and column', async () => {
    const text = ['plano_id;0-18;19-23;24-28;29-33;34-38;39-43;44-48;49-53;54-58;59+', 'x;1;2;3;4;5;6;7;8;9;10', '3;1;-2;3;4;5;6;7;8;9;1,234'].join('\n');
    const result = await readPriceTableFile(Buffer.from(text), 'csv');
    expect(result).toEqual({
      kind: 'refused',
      problems: [
        'Linha 2, coluna A (plano_id): "x" não é um número de plano.',
        'Linha 3, coluna C (19-23): "-2" não é um preço (use 1234,56).',
        'Linha 3, coluna K (59+): "1,234" não é um preço (use 1234,56).',
      ],
    });
    expect(await readPriceTableFile(Buffer.from(''), 'csv')).toEqual({ kind: 'refused', problems: ['O arquivo está vazio: falta a linha de cabeçalho.'] });
    expect(await readPriceTableFile(Buffer.from('plano_id;0-18;19-23;24-28;29-33;34-38;39-43;44-48;49-53;54-58;59+\n'), 'csv')).toEqual({
      kind: 'refused',
      problems: ['O arquivo não tem nenhum plano depois do cabeçalho (linha 1).'],
    });
  });
});

describe('helpers', () => {
  it('parses prices in reais as operators write them, to integer cents', () => {
    expect(parsePriceCents('1.234,56')).toBe(123456);
    expect(parsePriceCents('R$ 1.234,5')).toBe(123450);
    expect(parsePriceCents('1234.56')).toBe(123456);
    expect(parsePriceCents('99')).toBe(9900);
    expect(parsePriceCents(643.61)).toBe(64361);
    expect(parsePriceCents(1.005)).toBeNull();
    expect(parsePriceCents('12,345')).toBeNull();
    expect(parsePriceCents('abc')).toBeNull();
    expect(parsePriceCents(null)).toBeNull();
  });

  it('names columns and formats like a spreadsheet', () => {
    expect([0, 3, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(['A', 'D', 'Z', 'AA', 'AB', 'AZ', 'BA']);
    expect(formatOfFileName('Tabela.CSV')).toBe('csv');
    expect(formatOfFileName('tabela.xlsx')).toBe('xlsx');
    expect(formatOfFileName('tabela.xls')).toBeNull();
  });
});
