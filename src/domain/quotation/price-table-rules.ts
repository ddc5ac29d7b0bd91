/**
 * Checks of an operator's price table against ANS RN 563/2022 (age brackets; it
 * consolidates RN 63/2003), run whenever a table is loaded or imported.
 *
 * Input: the 10 monthly prices per life in integer cents, bracket order 0-18 … 59+
 * (`PriceTable`, ./pricing), as read from a sheet, so not yet trusted. Prices are
 * named P1 … P10 after the norm's "faixas" 1–10 (P1 = 0-18, P7 = 44-48, P10 = 59+).
 *
 * Findings, each `{ code, severity, message (pt-BR), figures }`:
 * | code         | severity    | when |
 * |--------------|-------------|------|
 * | `malformed`  | `error`     | not exactly 10 prices; a price that is not an integer number of cents; a price ≤ 0 |
 * | `decreasing` | `warning`   | a price lower than the previous bracket's: almost always a typing error in the sheet |
 * | `art3-i`     | `violation` | art. 3º, I: P10 > 6 × P1 |
 * | `art3-ii`    | `violation` | art. 3º, II, compounded: P10/P7 > P7/P1 |
 *
 * - `error`: the table is refused (`isPriceTableAcceptable` is false). When there is
 *   any error, only the errors are returned: ratios of a broken table mean nothing.
 * - `warning` and `violation`: reported to whoever loads the table, with the figures,
 *   not a silent refusal. Real operator tables do not always pass the compounded
 *   art. 3º, II check: of the 182 real Hapvida tables of June 2026
 *   (shared/data/hapvida-price-tables-2026-06.json) 64 have P10/P7 above P7/P1, by at
 *   most 8.03 %, while all keep P10 ≤ 6 × P1 and never decrease (asserted in
 *   price-table-rules.test.ts). The courts read "variação acumulada" as compounded,
 *   hence the check; an operator may read it otherwise, so it is shown, not enforced.
 *
 * Exactness: both rules are compared in integers (BigInt), never with float ratios:
 * art. 3º, I as P10 ≤ 6·P1, art. 3º, II as P10·P1 ≤ P7². The ratios in `figures` are
 * floats for display only.
 */
import { AGE_BRACKETS, BRACKET_COUNT, type BracketIndex } from './age-buckets';
import { formatBRL, formatDecimal, formatPercent } from './money';

/** How serious a finding is: `error` refuses the table; the others are reported. */
export type FindingSeverity = 'error' | 'warning' | 'violation';

/** What is wrong with a malformed table. */
export type MalformedProblem = 'bracket-count' | 'not-integer' | 'not-positive';

/** A table that cannot be used. `bracket` is the norm's number 1–10. */
export interface MalformedFinding {
  readonly code: 'malformed';
  readonly severity: 'error';
  readonly problem: MalformedProblem;
  readonly message: string;
  /** bracket-count: `{ bracketCount, expectedBracketCount: 10 }`; a price: `{ bracket, value }` (value in cents as given). */
  readonly figures: { readonly bracketCount: number; readonly expectedBracketCount: number } | { readonly bracket: number; readonly value: number };
}

/** A price lower than the previous bracket's (brackets numbered 1–10, prices in cents). */
export interface DecreasingFinding {
  readonly code: 'decreasing';
  readonly severity: 'warning';
  readonly message: string;
  readonly figures: { readonly fromBracket: number; readonly toBracket: number; readonly fromPriceCents: number; readonly toPriceCents: number };
}

/** RN 563/2022 art. 3º, I broken: `ratio` = P10/P1 above `maxRatio` = 6. */
export interface Art3iFinding {
  readonly code: 'art3-i';
  readonly severity: 'violation';
  readonly message: string;
  readonly figures: { readonly p1Cents: number; readonly p10Cents: number; readonly ratio: number; readonly maxRatio: number };
}

/**
 * RN 563/2022 art. 3º, II broken (compounded reading): `ratio7to10` = P10/P7 above
 * `ratio1to7` = P7/P1; `excess` = ratio7to10 / ratio1to7 − 1 as a fraction (0.08 = 8 %).
 */
export interface Art3iiFinding {
  readonly code: 'art3-ii';
  readonly severity: 'violation';
  readonly message: string;
  readonly figures: {
    readonly p1Cents: number;
    readonly p7Cents: number;
    readonly p10Cents: number;
    readonly ratio7to10: number;
    readonly ratio1to7: number;
    readonly excess: number;
  };
}

/** One finding of `checkPriceTable`. */
export type PriceTableFinding = MalformedFinding | DecreasingFinding | Art3iFinding | Art3iiFinding;

/** Codes of the findings. */
export type PriceTableFindingCode = PriceTableFinding['code'];

/** Art. 3º, I: P10 may be at most this many times P1. */
export const ART3_I_MAX_RATIO = 6;

function bracketName(index: number): string {
  const bracket = AGE_BRACKETS[index as BracketIndex];
  return `faixa ${index + 1} (${bracket.label})`;
}

function malformedFindings(prices: readonly number[]): MalformedFinding[] {
  if (prices.length !== BRACKET_COUNT) {
    return [
      {
        code: 'malformed',
        severity: 'error',
        problem: 'bracket-count',
        message: `A tabela tem ${prices.length} faixas etárias; a RN 563/2022 exige exatamente ${BRACKET_COUNT}.`,
        figures: { bracketCount: prices.length, expectedBracketCount: BRACKET_COUNT },
      },
    ];
  }
  return prices.flatMap((value, index): MalformedFinding[] => {
    const name = bracketName(index);
    // Number.isSafeInteger is false for anything that is not a number (tables come from files).
    if (!Number.isSafeInteger(value)) {
      return [
        {
          code: 'malformed',
          severity: 'error',
          problem: 'not-integer',
          message: `Preço inválido na ${name}: ${String(value)}; informe um número inteiro de centavos.`,
          figures: { bracket: index + 1, value },
        },
      ];
    }
    if (value <= 0) {
      return [
        {
          code: 'malformed',
          severity: 'error',
          problem: 'not-positive',
          message: `Preço da ${name} deve ser maior que zero (recebido ${formatBRL(value)}).`,
          figures: { bracket: index + 1, value },
        },
      ];
    }
    return [];
  });
}

function decreasingFindings(prices: readonly number[]): DecreasingFinding[] {
  return prices.flatMap((toPriceCents, index): DecreasingFinding[] => {
    const fromPriceCents = prices[index - 1];
    // prices[-1] is undefined: the first bracket has nothing to decrease from.
    if (fromPriceCents === undefined || toPriceCents >= fromPriceCents) return [];
    return [
      {
        code: 'decreasing',
        severity: 'warning',
        message:
          `O preço cai da ${bracketName(index - 1)}, ${formatBRL(fromPriceCents)}, para a ${bracketName(index)}, ` +
          `${formatBRL(toPriceCents)}: provável erro de digitação na tabela.`,
        figures: { fromBracket: index, toBracket: index + 1, fromPriceCents, toPriceCents },
      },
    ];
  });
}

function art3iFinding(p1: number, p10: number): Art3iFinding[] {
  if (BigInt(p10) <= BigInt(ART3_I_MAX_RATIO) * BigInt(p1)) return [];
  const ratio = p10 / p1;
  return [
    {
      code: 'art3-i',
      severity: 'violation',
      message:
        `RN 563/2022 art. 3º, I: o preço da faixa 10 (59+), ${formatBRL(p10)}, é ${formatDecimal(ratio, 2)} vezes ` +
        `o da faixa 1 (0-18), ${formatBRL(p1)}; o máximo permitido é ${ART3_I_MAX_RATIO} vezes.`,
      figures: { p1Cents: p1, p10Cents: p10, ratio, maxRatio: ART3_I_MAX_RATIO },
    },
  ];
}

function art3iiFinding(p1: number, p7: number, p10: number): Art3iiFinding[] {
  // P10/P7 > P7/P1  ⇔  P10·P1 > P7² (all prices positive), exact in BigInt.
  const left = BigInt(p10) * BigInt(p1);
  const right = BigInt(p7) * BigInt(p7);
  if (left <= right) return [];
  const ratio7to10 = p10 / p7;
  const ratio1to7 = p7 / p1;
  const excess = Number(left) / Number(right) - 1;
  return [
    {
      code: 'art3-ii',
      severity: 'violation',
      message:
        `RN 563/2022 art. 3º, II: a variação acumulada da faixa 7 à 10 (P10/P7 = ${formatDecimal(ratio7to10, 4)}) ` +
        `supera a da faixa 1 à 7 (P7/P1 = ${formatDecimal(ratio1to7, 4)}) em ${formatPercent(excess)}.`,
      figures: { p1Cents: p1, p7Cents: p7, p10Cents: p10, ratio7to10, ratio1to7, excess },
    },
  ];
}

/**
 * Checks a price table (10 prices in integer cents, bracket order) against RN 563/2022
 * and for typing errors. Returns the findings in this order: malformed (then nothing
 * else), decreasing (one per drop, in bracket order), art3-i, art3-ii. An empty list
 * means the table passes every check.
 */
export function checkPriceTable(prices: readonly number[]): PriceTableFinding[] {
  const errors = malformedFindings(prices);
  if (errors.length > 0) return errors;
  const [p1, , , , , , p7, , , p10] = prices as readonly [number, number, number, number, number, number, number, number, number, number];
  return [...decreasingFindings(prices), ...art3iFinding(p1, p10), ...art3iiFinding(p1, p7, p10)];
}

/** True when no finding is an `error`: the table may be loaded (warnings and violations are shown). */
export function isPriceTableAcceptable(findings: readonly PriceTableFinding[]): boolean {
  return !findings.some((finding) => finding.severity === 'error');
}
