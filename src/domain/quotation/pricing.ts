/**
 * Quote arithmetic in integer cents (architecture rule 11; domain-facts "Quote total").
 *
 * total = Σ over the 10 brackets of (lives in the bracket × monthly price of the
 * bracket), RN 563/2022 pricing by age bracket.
 *
 * Shapes and units:
 * - `PriceTable`: 10 monthly prices per life, in integer cents (BRL), in bracket order
 *   0-18 … 59+ (same order as `BracketCounts`, ./age-buckets). Example, Hapvida
 *   individual ambulatorial in Belém, June 2026: [14703, 19328, …, 85852].
 * - `BracketCounts`: 10 non-negative integer numbers of lives.
 * - Results are integer cents. No rounding ever happens: products and sums of integers.
 *
 * Errors: prices and counts reach this module already validated (a table through
 * `checkPriceTable`, counts through a form or zod). A non-integer, negative or unsafe
 * value is a bug and throws RangeError. No text formatting here: BRL text is made by
 * `formatBRL` (./money) in the UI and the PDF.
 */
import { AGE_BRACKETS, assertBracketCounts, type AgeBracket, type AgeBracketLabel, type BracketCounts, type BracketIndex, type Tuple10 } from './age-buckets';

/** Monthly price per life of each of the 10 brackets, in integer cents. */
export type PriceTable = Tuple10<number>;

/** One line of a quote: a bracket in use, its lives, unit price and subtotal (cents). */
export interface BracketSubtotal {
  readonly index: BracketIndex;
  readonly bracket: AgeBracketLabel;
  readonly lives: number;
  readonly unitPriceCents: number;
  readonly subtotalCents: number;
}

/** True when `prices` has exactly 10 entries (shape only; see `checkPriceTable` for the rules). */
export function isPriceTableShape(prices: readonly number[]): prices is PriceTable {
  return prices.length === AGE_BRACKETS.length;
}

function assertPrices(prices: readonly number[]): asserts prices is PriceTable {
  if (!isPriceTableShape(prices) || !prices.every((price) => Number.isSafeInteger(price) && price >= 0)) {
    throw new RangeError(`Invalid price table ${JSON.stringify(prices)}: expected 10 non-negative integer prices in cents`);
  }
}

function assertSafe(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount ${cents} cents exceeds the safe integer range`);
  return cents;
}

/**
 * The brackets with at least one life, in bracket order.
 * @throws RangeError unless `counts` is 10 non-negative integers.
 */
export function usedBrackets(counts: BracketCounts): AgeBracket[] {
  assertBracketCounts(counts);
  return AGE_BRACKETS.filter((bracket) => counts[bracket.index] > 0);
}

/**
 * One line per bracket in use (lives > 0), in bracket order: label, lives, unit price
 * and subtotal = lives × unit price, all in integer cents. Brackets without lives are
 * left out, whatever their price.
 * @throws RangeError on non-integer or negative prices or counts (bugs: validate first).
 */
export function bracketSubtotals(prices: PriceTable, counts: BracketCounts): BracketSubtotal[] {
  assertPrices(prices);
  return usedBrackets(counts).map((bracket) => {
    const lives = counts[bracket.index];
    const unitPriceCents = prices[bracket.index];
    return {
      index: bracket.index,
      bracket: bracket.label,
      lives,
      unitPriceCents,
      subtotalCents: assertSafe(lives * unitPriceCents),
    };
  });
}

/**
 * Monthly total of a quote in integer cents: Σ lives × price over the 10 brackets.
 * Equals the sum of `bracketSubtotals(prices, counts)`; 0 when there are no lives.
 * @throws RangeError on non-integer or negative prices or counts (bugs: validate first).
 */
export function quoteTotal(prices: PriceTable, counts: BracketCounts): number {
  return assertSafe(bracketSubtotals(prices, counts).reduce((sum, line) => sum + line.subtotalCents, 0));
}
