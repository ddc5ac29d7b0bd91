import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ART3_I_MAX_RATIO, checkPriceTable, isPriceTableAcceptable, type Art3iiFinding, type PriceTableFinding } from './price-table-rules';

/** Hapvida, Belém, Plano Individual Ambulatorial com Coparticipação, June 2026 (cents). */
const BELEM_IND_OUTPATIENT = [14703, 19328, 22018, 24549, 25830, 28985, 35420, 49084, 66129, 85852];

const codes = (findings: readonly PriceTableFinding[]) => findings.map((finding) => finding.code);

/** Table with P1, P7 and P10 given and the others filled non-decreasing between them. */
function table(p1: number, p7: number, p10: number): number[] {
  return [p1, p1, p1, p1, p1, p1, p7, p7, p7, p10];
}

describe('checkPriceTable: malformed tables are refused', () => {
  it.each([
    ['no prices', []],
    ['9 prices', BELEM_IND_OUTPATIENT.slice(0, 9)],
    ['11 prices', [...BELEM_IND_OUTPATIENT, 90000]],
  ])('%s → one bracket-count error', (_name, prices) => {
    const findings = checkPriceTable(prices);
    expect(findings).toEqual([
      expect.objectContaining({ code: 'malformed', severity: 'error', problem: 'bracket-count', figures: { bracketCount: prices.length, expectedBracketCount: 10 } }),
    ]);
    expect(findings[0]?.message).toContain('exatamente 10');
    expect(isPriceTableAcceptable(findings)).toBe(false);
  });

  it.each([
    ['a fractional price (reais typed instead of cents)', 147.03, 'not-integer'],
    ['NaN', Number.NaN, 'not-integer'],
    ['Infinity', Number.POSITIVE_INFINITY, 'not-integer'],
    ['zero', 0, 'not-positive'],
    ['a negative price', -14703, 'not-positive'],
  ] as const)('%s in bracket 1 → %s error, and nothing else', (_name, value, problem) => {
    const findings = checkPriceTable([value, ...BELEM_IND_OUTPATIENT.slice(1)]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'malformed', severity: 'error', problem, figures: { bracket: 1, value } });
    expect(findings[0]?.message).toContain('faixa 1 (0-18)');
    expect(isPriceTableAcceptable(findings)).toBe(false);
  });

  it('reports every bad price, numbered 1–10', () => {
    const prices = [...BELEM_IND_OUTPATIENT];
    prices[4] = 0;
    prices[9] = 858.52;
    expect(checkPriceTable(prices).map((finding) => finding.code === 'malformed' && finding.figures)).toEqual([
      { bracket: 5, value: 0 },
      { bracket: 10, value: 858.52 },
    ]);
  });

  it('refuses any table with a non-positive or non-integer price (property)', () => {
    const good = fc.integer({ min: 1, max: 10_000_000 });
    const bad = fc.oneof(fc.integer({ min: -10_000_000, max: 0 }), fc.double({ noInteger: true }));
    fc.assert(
      fc.property(fc.array(good, { minLength: 10, maxLength: 10 }), fc.nat({ max: 9 }), bad, (prices, at, value) => {
        prices[at] = value;
        const findings = checkPriceTable(prices);
        expect(isPriceTableAcceptable(findings)).toBe(false);
        expect(findings.every((finding) => finding.severity === 'error')).toBe(true);
      }),
    );
  });
});

describe('checkPriceTable: decreasing prices are warned', () => {
  it('warns once per drop, with both brackets and prices', () => {
    const prices = [...BELEM_IND_OUTPATIENT];
    prices[5] = 2898; // 28985 typed without a digit
    const findings = checkPriceTable(prices);
    expect(findings.filter((finding) => finding.code === 'decreasing')).toEqual([
      {
        code: 'decreasing',
        severity: 'warning',
        message: 'O preço cai da faixa 5 (34-38), R$ 258,30, para a faixa 6 (39-43), R$ 28,98: provável erro de digitação na tabela.',
        figures: { fromBracket: 5, toBracket: 6, fromPriceCents: 25830, toPriceCents: 2898 },
      },
    ]);
    expect(isPriceTableAcceptable(findings)).toBe(true);
  });

  it('accepts equal consecutive prices', () => {
    expect(checkPriceTable([100, 100, 100, 100, 100, 100, 100, 100, 100, 100])).toEqual([]);
  });

  it('finds a drop exactly where one price is lower than the one before (property)', () => {
    const price = fc.integer({ min: 1, max: 1_000_000 });
    fc.assert(
      fc.property(fc.array(price, { minLength: 10, maxLength: 10 }), (prices) => {
        const drops = checkPriceTable(prices).flatMap((finding) => (finding.code === 'decreasing' ? [finding.figures.toBracket] : []));
        const expected = prices.flatMap((value, i) => (i > 0 && value < (prices[i - 1] ?? 0) ? [i + 1] : []));
        expect(drops).toEqual(expected);
      }),
    );
  });
});

describe('checkPriceTable: RN 563/2022 art. 3º, I (P10 ≤ 6 × P1)', () => {
  it.each([
    [10000, 60000, []],
    [10000, 60001, ['art3-i']],
    [14703, 88218, []],
    [14703, 88219, ['art3-i']],
  ])('P1 %i, P10 %i → %j', (p1, p10, expected) => {
    // P7 = ⌈√(P1·P10)⌉ keeps art. 3º, II satisfied, so only art. 3º, I can fire.
    const prices = table(p1, Math.ceil(Math.sqrt(p1 * p10)), p10);
    expect(codes(checkPriceTable(prices))).toEqual(expected);
  });

  it('reports the ratio and the limit', () => {
    const [finding] = checkPriceTable(table(10000, 30000, 61000)).filter((found) => found.code === 'art3-i');
    expect(finding).toEqual({
      code: 'art3-i',
      severity: 'violation',
      message: 'RN 563/2022 art. 3º, I: o preço da faixa 10 (59+), R$ 610,00, é 6,10 vezes o da faixa 1 (0-18), R$ 100,00; o máximo permitido é 6 vezes.',
      figures: { p1Cents: 10000, p10Cents: 61000, ratio: 6.1, maxRatio: 6 },
    });
  });

  it('passes any non-decreasing table with P10 ≤ 6·P1 (property)', () => {
    const tables = fc
      .tuple(fc.integer({ min: 1, max: 2_000_000 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 9, maxLength: 9 }))
      .map(([p1, steps]) => {
        // Nine cumulative steps between P1 and at most 6·P1, rounded down: non-decreasing.
        const total = steps.reduce((sum, step) => sum + step, 0) || 1;
        let acc = 0;
        return [p1, ...steps.map((step) => p1 + Math.floor(((acc += step) / total) * (ART3_I_MAX_RATIO - 1) * p1))];
      });
    fc.assert(
      fc.property(tables, (prices) => {
        expect(prices[9]).toBeLessThanOrEqual(6 * (prices[0] ?? 0));
        const found = codes(checkPriceTable(prices));
        expect(found).not.toContain('malformed');
        expect(found).not.toContain('decreasing');
        expect(found).not.toContain('art3-i');
      }),
    );
  });

  it('flags every table with P10 > 6·P1 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (p1, extra) => {
        expect(codes(checkPriceTable(table(p1, p1, 6 * p1 + extra)))).toContain('art3-i');
      }),
    );
  });
});

describe('checkPriceTable: RN 563/2022 art. 3º, II compounded (P10/P7 ≤ P7/P1)', () => {
  it.each([
    ['at the limit: P10/P7 = P7/P1 = 2', 10000, 20000, 40000, false],
    ['one cent above the limit', 10000, 20000, 40001, true],
    ['one cent below the limit', 10000, 20000, 39999, false],
    ['Belém individual ambulatorial (real, one of the 64 Hapvida excesses)', 14703, 35420, 85852, true],
    ['Belém individual ambulatorial with P10 at P7²/P1', 14703, 35420, 85327, false],
  ])('%s → violation %s', (_name, p1, p7, p10, violates) => {
    expect(codes(checkPriceTable(table(p1, p7, p10))).includes('art3-ii')).toBe(violates);
  });

  it('reports both ratios and the excess', () => {
    const finding = checkPriceTable(table(10000, 20000, 44000)).find((found): found is Art3iiFinding => found.code === 'art3-ii');
    expect(finding?.severity).toBe('violation');
    expect(finding?.figures).toEqual({ p1Cents: 10000, p7Cents: 20000, p10Cents: 44000, ratio7to10: 2.2, ratio1to7: 2, excess: expect.closeTo(0.1, 12) });
    expect(finding?.message).toBe('RN 563/2022 art. 3º, II: a variação acumulada da faixa 7 à 10 (P10/P7 = 2,2000) supera a da faixa 1 à 7 (P7/P1 = 2,0000) em 10%.');
  });

  it('decides in integers exactly as P10·P1 > P7² (property, BigInt oracle)', () => {
    const price = fc.integer({ min: 1, max: 50_000_000 });
    fc.assert(
      fc.property(price, price, price, (a, b, c) => {
        const [p1, p7, p10] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
        const expected = BigInt(p10) * BigInt(p1) > BigInt(p7) * BigInt(p7);
        expect(codes(checkPriceTable(table(p1, p7, p10))).includes('art3-ii')).toBe(expected);
      }),
    );
  });

  it('reports violations but never refuses a well-formed table (property)', () => {
    const price = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(fc.array(price, { minLength: 10, maxLength: 10 }), (prices) => {
        expect(isPriceTableAcceptable(checkPriceTable(prices))).toBe(true);
      }),
    );
  });
});

describe('isPriceTableAcceptable', () => {
  it('is true with no findings and with warnings or violations only', () => {
    expect(isPriceTableAcceptable([])).toBe(true);
    expect(isPriceTableAcceptable(checkPriceTable(table(10000, 20000, 44000)))).toBe(true);
  });
});

/**
 * The real Hapvida tables of June 2026 (a copy of shared/data kept in server/data, the
 * same file the catalog seed loads). Measured facts (domain-facts.md):
 * 182 tables, none malformed, none decreasing, all within art. 3º, I (max P10/P1
 * 5.9986); 64 (35 %) above the compounded art. 3º, II, by at most 8.03 %. The
 * promotional first-3-months tables (15 % off) give the same counts.
 */
interface HapvidaFile {
  cities: { city: string; uf: string; tables: { plan_name: string; product: string; coparticipation: string; prices_cents: number[]; first_3_months_prices_cents?: number[] }[] }[];
}

const HAPVIDA_PATH = fileURLToPath(new URL('../../../server/data/hapvida-price-tables-2026-06.json', import.meta.url));

describe('real Hapvida price tables, June 2026', () => {
  const file = JSON.parse(readFileSync(HAPVIDA_PATH, 'utf8')) as HapvidaFile;
  const tables = file.cities.flatMap(({ city, uf, tables: cityTables }) =>
    cityTables.map((entry) => ({ name: `${city}/${uf} ${entry.product} ${entry.plan_name} (${entry.coparticipation})`, ...entry })),
  );
  const promotional = tables.flatMap((entry) => (entry.first_3_months_prices_cents ? [{ ...entry, prices_cents: entry.first_3_months_prices_cents }] : []));

  it.each(tables.map((entry) => [entry.name, entry.prices_cents] as const))('%s: no error, no drop, within art. 3º, I', (_name, prices) => {
    const found = codes(checkPriceTable(prices));
    expect(found).not.toContain('malformed');
    expect(found).not.toContain('decreasing');
    expect(found).not.toContain('art3-i');
    expect(isPriceTableAcceptable(checkPriceTable(prices))).toBe(true);
  });

  const summary = (list: { prices_cents: number[] }[]) => {
    const art3ii = list.flatMap((entry) => checkPriceTable(entry.prices_cents).filter((found): found is Art3iiFinding => found.code === 'art3-ii'));
    return { tables: list.length, art3ii: art3ii.length, maxExcess: Math.max(...art3ii.map((found) => found.figures.excess)) };
  };

  it('has 182 tables, 64 of them (about a third) above the compounded art. 3º, II, by at most 8.03 %', () => {
    const { tables: count, art3ii, maxExcess } = summary(tables);
    expect(count).toBe(182);
    expect(art3ii).toBe(64);
    expect(art3ii / count).toBeGreaterThan(0.3);
    expect(art3ii / count).toBeLessThan(0.4);
    expect(maxExcess).toBeGreaterThan(0.08);
    expect(maxExcess).toBeLessThan(0.081);
  });

  it('keeps every table at most 6× from bracket 1 to 10, never decreasing (max P10/P1 ≈ 5.9986)', () => {
    const maxRatio = Math.max(...tables.map(({ prices_cents: prices }) => (prices[9] ?? 0) / (prices[0] ?? 1)));
    expect(maxRatio).toBeLessThanOrEqual(6);
    expect(maxRatio).toBeGreaterThan(5.99);
  });

  it('gives the same facts for the 15 %-off first-3-months tables', () => {
    expect(promotional).toHaveLength(182);
    for (const entry of promotional) expect(codes(checkPriceTable(entry.prices_cents)).filter((code) => code !== 'art3-ii')).toEqual([]);
    const { art3ii, maxExcess } = summary(promotional);
    expect(art3ii).toBe(64);
    expect(maxExcess).toBeLessThan(0.081);
  });
});
