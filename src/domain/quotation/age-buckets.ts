/**
 * Age brackets (faixas etárias) of ANS RN 563/2022 (consolidating RN 63/2003), and
 * lives counted per bracket.
 *
 * Contracts signed since 2004-01-01 price by 10 brackets: 0-18, 19-23, 24-28, 29-33,
 * 34-38, 39-43, 44-48, 49-53, 54-58 and 59+. The norm leaves the last one open; the
 * spec (point 9) caps it at 200 years, so valid ages are the integers 0–200.
 *
 * Shapes:
 * - A bracket is addressed by its index 0–9 (`BracketIndex`). The norm numbers them
 *   1–10 ("faixa 1" … "faixa 10"): index = faixa − 1.
 * - `BracketCounts` is a tuple of exactly 10 non-negative integers: lives in each
 *   bracket, in bracket order. Same order as a `PriceTable` (./pricing).
 * - On the wire (GET /api/plans… query, spec point 7) each bracket has a query key,
 *   `age_0_18` … `age_59_plus` (`AgeBracket.queryKey`).
 *
 * Errors: the functions here receive data that was validated at the boundary (a form,
 * a zod schema). An age outside 0–200, a fractional age, a malformed date or a negative
 * count is a bug in the caller and throws RangeError. To validate user input first, use
 * `isValidAge`, `isBracketCounts` and `isIsoDate` (./iso-date).
 */
import { compareCalendarDates, isLeapYear, parseIsoDateOrThrow } from './iso-date';

/** A fixed-length tuple of 10 values, one per age bracket, in bracket order. */
export type Tuple10<T> = readonly [T, T, T, T, T, T, T, T, T, T];

/** Index of a bracket, 0 (0-18) to 9 (59+). RN 563 "faixa n" is index n − 1. */
export type BracketIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Number of brackets of RN 563/2022. */
export const BRACKET_COUNT = 10;
/** Youngest valid age (a newborn: 0 completed years). */
export const MIN_AGE = 0;
/** Oldest valid age: the spec's cap of the last bracket (point 9). */
export const MAX_AGE = 200;

/**
 * The brackets as written once: label (as the spec and the operators' tables write it),
 * wire query key and ages. Every other list of labels or keys (the type unions below,
 * the contract's query schema, the server's parser, the form's field ids) derives from it.
 */
const BRACKET_DEFINITIONS = [
  { label: '0-18', queryKey: 'age_0_18', minAge: 0, maxAge: 18 },
  { label: '19-23', queryKey: 'age_19_23', minAge: 19, maxAge: 23 },
  { label: '24-28', queryKey: 'age_24_28', minAge: 24, maxAge: 28 },
  { label: '29-33', queryKey: 'age_29_33', minAge: 29, maxAge: 33 },
  { label: '34-38', queryKey: 'age_34_38', minAge: 34, maxAge: 38 },
  { label: '39-43', queryKey: 'age_39_43', minAge: 39, maxAge: 43 },
  { label: '44-48', queryKey: 'age_44_48', minAge: 44, maxAge: 48 },
  { label: '49-53', queryKey: 'age_49_53', minAge: 49, maxAge: 53 },
  { label: '54-58', queryKey: 'age_54_58', minAge: 54, maxAge: 58 },
  { label: '59+', queryKey: 'age_59_plus', minAge: 59, maxAge: MAX_AGE },
] as const;

/** Labels of the brackets as the spec and the operators' tables write them ('0-18' … '59+'). */
export type AgeBracketLabel = (typeof BRACKET_DEFINITIONS)[number]['label'];

/** Wire query key of each bracket (lives per bracket in the plan filter query): 'age_0_18' … 'age_59_plus'. */
export type AgeQueryKey = (typeof BRACKET_DEFINITIONS)[number]['queryKey'];

/** One bracket: ages `minAge`–`maxAge` inclusive, in completed years. */
export interface AgeBracket {
  readonly index: BracketIndex;
  readonly label: AgeBracketLabel;
  readonly queryKey: AgeQueryKey;
  readonly minAge: number;
  readonly maxAge: number;
}

/** Lives per bracket: 10 non-negative integers, in bracket order. */
export type BracketCounts = Tuple10<number>;

/** The 10 brackets of RN 563/2022, in order; the last one is capped at `MAX_AGE`. */
export const AGE_BRACKETS: Tuple10<AgeBracket> = BRACKET_DEFINITIONS.map(
  (definition, index): AgeBracket => ({ index: index as BracketIndex, ...definition }),
) as unknown as Tuple10<AgeBracket>;

/** The 10 wire query keys in bracket order (`age_0_18` … `age_59_plus`), derived from `AGE_BRACKETS`. */
export const AGE_QUERY_KEYS: Tuple10<AgeQueryKey> = AGE_BRACKETS.map((bracket) => bracket.queryKey) as unknown as Tuple10<AgeQueryKey>;

/** The bracket indexes 0–9, in order (handy for iterating with a precise type). */
export const BRACKET_INDEXES: Tuple10<BracketIndex> = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Builds a 10-tuple from a function of the bracket index. */
export function tuple10<T>(valueAt: (index: BracketIndex) => T): Tuple10<T> {
  return BRACKET_INDEXES.map(valueAt) as unknown as Tuple10<T>;
}

/** True when `age` is an integer number of completed years from 0 to 200. */
export function isValidAge(age: unknown): age is number {
  return typeof age === 'number' && Number.isInteger(age) && age >= MIN_AGE && age <= MAX_AGE;
}

function assertAge(age: number): void {
  if (!isValidAge(age)) throw new RangeError(`Invalid age ${String(age)}: expected an integer from ${MIN_AGE} to ${MAX_AGE}`);
}

/**
 * Index (0–9) of the bracket holding `age` (completed years).
 * @throws RangeError when `age` is not an integer from 0 to 200 (validate with `isValidAge`).
 */
export function bracketIndexOfAge(age: number): BracketIndex {
  assertAge(age);
  for (let index = BRACKET_COUNT - 1; index > 0; index -= 1) {
    const bracket = AGE_BRACKETS[index as BracketIndex];
    if (age >= bracket.minAge) return bracket.index;
  }
  return 0;
}

/**
 * The bracket holding `age` (completed years): 18 → '0-18', 19 → '19-23', 59 and up
 * to 200 → '59+'.
 * @throws RangeError when `age` is not an integer from 0 to 200 (validate with `isValidAge`).
 */
export function bracketOfAge(age: number): AgeBracket {
  return AGE_BRACKETS[bracketIndexOfAge(age)];
}

/** A fresh count with no lives in any bracket. */
export function emptyCounts(): BracketCounts {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

/** Type guard: exactly 10 non-negative safe integers (use it on input from outside). */
export function isBracketCounts(value: unknown): value is BracketCounts {
  return (
    Array.isArray(value) &&
    value.length === BRACKET_COUNT &&
    value.every((lives) => typeof lives === 'number' && Number.isSafeInteger(lives) && lives >= 0)
  );
}

/** @throws RangeError unless `counts` is 10 non-negative safe integers. */
export function assertBracketCounts(counts: readonly number[]): asserts counts is BracketCounts {
  if (!isBracketCounts(counts)) {
    throw new RangeError(`Invalid bracket counts ${JSON.stringify(counts)}: expected 10 non-negative integers`);
  }
}

/**
 * Lives per bracket for a list of ages in completed years (one entry per life).
 * The counts always add up to `ages.length`.
 * @throws RangeError on any age that is not an integer from 0 to 200.
 */
export function countsFromAges(ages: readonly number[]): BracketCounts {
  const counts = [...emptyCounts()];
  for (const age of ages) {
    const index = bracketIndexOfAge(age);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts as unknown as BracketCounts;
}

/**
 * Total lives of a count (sum of the 10 brackets).
 * @throws RangeError unless `counts` is 10 non-negative integers.
 */
export function totalLives(counts: BracketCounts): number {
  assertBracketCounts(counts);
  return counts.reduce((sum, lives) => sum + lives, 0);
}

/**
 * A copy of `counts` with `lives` in bracket `index` (the count of the others kept).
 * @throws RangeError when `lives` is not a non-negative integer.
 */
export function withBracketCount(counts: BracketCounts, index: BracketIndex, lives: number): BracketCounts {
  if (!Number.isSafeInteger(lives) || lives < 0) throw new RangeError(`Invalid lives ${String(lives)}: expected a non-negative integer`);
  return tuple10((i) => (i === index ? lives : counts[i]));
}

/** Element-wise sum of two counts (e.g. holders plus dependants). */
export function addCounts(a: BracketCounts, b: BracketCounts): BracketCounts {
  return tuple10((i) => a[i] + b[i]);
}

/**
 * The counts keyed by wire query key: `{ age_0_18: n0, …, age_59_plus: n9 }`
 * (plan filter query of spec point 7; the HTTP adapter serialises it).
 */
export function countsToQuery(counts: BracketCounts): Record<AgeQueryKey, number> {
  const entries = AGE_BRACKETS.map((bracket) => [bracket.queryKey, counts[bracket.index]] as const);
  return Object.fromEntries(entries) as Record<AgeQueryKey, number>;
}

/**
 * The counts of a parsed query keyed by wire query key (inverse of `countsToQuery`); a
 * missing key counts 0. The server's query parser uses it, so the keys are never listed
 * again.
 */
export function countsFromQuery(query: Partial<Record<AgeQueryKey, number | undefined>>): BracketCounts {
  return tuple10((index) => query[AGE_BRACKETS[index].queryKey] ?? 0);
}

/**
 * Age in completed years on `today`, both ISO dates `YYYY-MM-DD` (civil dates, no time
 * zone: parsed as text, never through `Date`).
 *
 * The age goes up on the birthday: one less while this year's birthday has not been
 * reached. Someone born on 29 February has, in a non-leap year, their birthday on
 * 1 March (the year "expires on the next day when there is no exact match": Código
 * Civil art. 132 § 3º): born 2008-02-29 → 17 on 2026-02-28, 18 on 2026-03-01.
 *
 * @throws RangeError when a date is not a real calendar day in `YYYY-MM-DD` form, or
 *   `birthDate` is after `today` (validate with `isIsoDate` and compare first).
 */
export function ageInCompletedYears(birthDate: string, today: string): number {
  const birth = parseIsoDateOrThrow(birthDate, 'birth date');
  const now = parseIsoDateOrThrow(today, 'today');
  if (compareCalendarDates(birth, now) > 0) {
    throw new RangeError(`Birth date ${birthDate} is after today ${today}`);
  }
  const leapDayInCommonYear = birth.month === 2 && birth.day === 29 && !isLeapYear(now.year);
  const birthday = leapDayInCommonYear ? { month: 3, day: 1 } : { month: birth.month, day: birth.day };
  const reached = now.month > birthday.month || (now.month === birthday.month && now.day >= birthday.day);
  return now.year - birth.year - (reached ? 0 : 1);
}
