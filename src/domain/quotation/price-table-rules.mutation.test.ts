/**
 * Tests written to kill the mutants StrykerJS makes of price-table-rules.ts (`npm run
 * mutation`, docs/testing.md): each finding's exact message and figures, and each rule at
 * its boundary (RN 563/2022 art. 3º I: P10 ≤ 6·P1; II: P10/P7 ≤ P7/P1; equal neighbours are
 * not "decreasing").
 */
import { describe, expect, it } from 'vitest';
import { AGE_BRACKETS } from './age-buckets';
import { formatBRL, formatDecimal, formatPercent } from './money';
import { ART3_I_MAX_RATIO, checkPriceTable, isPriceTableAcceptable, type PriceTableFinding } from './price-table-rules';

/** Meets both rules, art. 3º I at its limit (P10 = 6·P1). */
const AT_ART3_I = [10_000, 11_000, 12_000, 13_000, 14_000, 15_000, 24_500, 30_000, 40_000, 60_000];
/** Meets both rules, art. 3º II at its limit (P10·P1 = P7²). */
const AT_ART3_II = [10_000, 11_000, 12_000, 13_000, 14_000, 15_000, 20_000, 25_000, 30_000, 40_000];
const name = (index: number) => `faixa ${index + 1} (${AGE_BRACKETS[index as 0].label})`;
const withPrice = (table: number[], index: number, value: unknown) => table.map((price, at) => (at === index ? value : price)) as number[];

describe('malformed tables', () => {
  it.each([9, 11])('refuses %i brackets with one finding and nothing else', (count) => {
    const prices = Array.from({ length: count }, (_, index) => 10_000 + index);
    expect(checkPriceTable(prices)).toEqual([
      {
        code: 'malformed',
        severity: 'error',
        problem: 'bracket-count',
        message: `A tabela tem ${count} faixas etárias; a RN 563/2022 exige exatamente 10.`,
        figures: { bracketCount: count, expectedBracketCount: 10 },
      },
    ]);
  });

  it('names each price that is not a whole number of cents, or not above zero, and checks nothing else', () => {
    const prices = withPrice(withPrice(withPrice(AT_ART3_II, 2, 120.5), 4, 0), 9, 'x');
    expect(checkPriceTable(prices)).toEqual([
      {
        code: 'malformed',
        severity: 'error',
        problem: 'not-integer',
        message: `Preço inválido na ${name(2)}: 120.5; informe um número inteiro de centavos.`,
        figures: { bracket: 3, value: 120.5 },
      },
      {
        code: 'malformed',
        severity: 'error',
        problem: 'not-positive',
        message: `Preço da ${name(4)} deve ser maior que zero (recebido ${formatBRL(0)}).`,
        figures: { bracket: 5, value: 0 },
      },
      {
        code: 'malformed',
        severity: 'error',
        problem: 'not-integer',
        message: `Preço inválido na ${name(9)}: x; informe um número inteiro de centavos.`,
        figures: { bracket: 10, value: 'x' },
      },
    ]);
    expect(checkPriceTable(withPrice(AT_ART3_II, 0, -1)).map((finding) => finding.code === 'malformed' && finding.problem)).toEqual(['not-positive']);
    expect(checkPriceTable(withPrice(AT_ART3_II, 0, 2 ** 53)).map((finding) => finding.code === 'malformed' && finding.problem)).toEqual(['not-integer']);
    expect(checkPriceTable(withPrice(AT_ART3_II, 0, 1))).not.toContainEqual(expect.objectContaining({ code: 'malformed' }));
  });
});

describe('decreasing prices', () => {
  it('warns for each drop from one bracket to the next, with both prices; equal neighbours are fine', () => {
    const flat = withPrice(AT_ART3_II, 1, 10_000);
    expect(checkPriceTable(flat)).toEqual([]);
    const dropped = withPrice(AT_ART3_II, 3, 11_500);
    expect(checkPriceTable(dropped)).toEqual([
      {
        code: 'decreasing',
        severity: 'warning',
        message: `O preço cai da ${name(2)}, ${formatBRL(12_000)}, para a ${name(3)}, ${formatBRL(11_500)}: provável erro de digitação na tabela.`,
        figures: { fromBracket: 3, toBracket: 4, fromPriceCents: 12_000, toPriceCents: 11_500 },
      },
    ]);
  });
});

describe('RN 563/2022 art. 3º', () => {
  it('I: six times the first bracket is allowed, one cent more is a violation with the ratio', () => {
    expect(ART3_I_MAX_RATIO).toBe(6);
    expect(checkPriceTable(AT_ART3_I)).toEqual([]);
    const over = withPrice(AT_ART3_I, 9, 60_001);
    const ratio = 60_001 / 10_000;
    expect(checkPriceTable(over)).toEqual([
      {
        code: 'art3-i',
        severity: 'violation',
        message:
          `RN 563/2022 art. 3º, I: o preço da faixa 10 (59+), ${formatBRL(60_001)}, é ${formatDecimal(ratio, 2)} vezes ` +
          `o da faixa 1 (0-18), ${formatBRL(10_000)}; o máximo permitido é 6 vezes.`,
        figures: { p1Cents: 10_000, p10Cents: 60_001, ratio, maxRatio: 6 },
      },
    ]);
  });

  it('II: P10/P7 equal to P7/P1 is allowed, one cent more is a violation with both ratios and the excess', () => {
    expect(checkPriceTable(AT_ART3_II)).toEqual([]);
    const over = withPrice(AT_ART3_II, 9, 40_001);
    const excess = (40_001 * 10_000) / (20_000 * 20_000) - 1;
    expect(checkPriceTable(over)).toEqual([
      {
        code: 'art3-ii',
        severity: 'violation',
        message:
          `RN 563/2022 art. 3º, II: a variação acumulada da faixa 7 à 10 (P10/P7 = ${formatDecimal(40_001 / 20_000, 4)}) ` +
          `supera a da faixa 1 à 7 (P7/P1 = ${formatDecimal(20_000 / 10_000, 4)}) em ${formatPercent(excess)}.`,
        figures: { p1Cents: 10_000, p7Cents: 20_000, p10Cents: 40_001, ratio7to10: 40_001 / 20_000, ratio1to7: 2, excess },
      },
    ]);
  });

  it('lists the drops first, then I, then II', () => {
    const all = [10_000, 9_000, 12_000, 13_000, 14_000, 15_000, 20_000, 25_000, 30_000, 70_000];
    expect(checkPriceTable(all).map((finding) => finding.code)).toEqual(['decreasing', 'art3-i', 'art3-ii']);
  });
});

describe('isPriceTableAcceptable', () => {
  it('refuses a table only for errors; warnings and violations are shown but accepted', () => {
    const findings = (table: number[]): PriceTableFinding[] => checkPriceTable(table);
    expect(isPriceTableAcceptable([])).toBe(true);
    expect(isPriceTableAcceptable(findings([10_000, 9_000, 12_000, 13_000, 14_000, 15_000, 20_000, 25_000, 30_000, 70_000]))).toBe(true);
    expect(isPriceTableAcceptable(findings(withPrice(AT_ART3_II, 0, 0)))).toBe(false);
    expect(isPriceTableAcceptable([...findings(AT_ART3_I), ...findings([1, 2])])).toBe(false);
  });
});
