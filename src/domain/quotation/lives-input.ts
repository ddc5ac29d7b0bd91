/**
 * The lives of a quote as a broker types them (spec points 3 and 9): per-bracket counts
 * or a list of ages ('5, 34 36') that fills the brackets. Validation messages in pt-BR.
 */
import { AGE_BRACKETS, MAX_AGE, countsFromAges, type AgeBracket, type BracketCounts } from './age-buckets';

/** Shown when a quote is asked for with no lives. */
export const NO_LIVES_MESSAGE = 'Informe ao menos uma vida.';

/** Most lives a bracket field accepts. */
export const MAX_LIVES_PER_BRACKET = 9999;

/** 'Idade inválida: 250' for a token that is not an integer age from 0 to 200. */
export function invalidAgeMessage(token: string): string {
  return `Idade inválida: ${token}`;
}

/** Outcome of reading an ages text. */
export type AgesReading =
  | { readonly ok: true; readonly ages: readonly number[]; readonly counts: BracketCounts }
  | { readonly ok: false; readonly token: string; readonly message: string };

/**
 * Reads ages separated by commas, semicolons, spaces or new lines ('5, 34 36').
 * Each must be an integer from 0 to 200 written with digits only; the first token that
 * is not gives `Idade inválida: <token>`. An empty text is no ages (all counts 0).
 */
export function readAges(text: string): AgesReading {
  const tokens = text.split(/[\s,;]+/).filter((token) => token.length > 0);
  const ages: number[] = [];
  for (const token of tokens) {
    const age = /^\d{1,3}$/.test(token) ? Number(token) : Number.NaN;
    if (!Number.isInteger(age) || age > MAX_AGE) return { ok: false, token, message: invalidAgeMessage(token) };
    ages.push(age);
  }
  return { ok: true, ages, counts: countsFromAges(ages) };
}

/** Field label of a bracket: '0 a 18 anos', '19 a 23 anos', … '59 anos ou mais'. */
export function bracketFieldLabel(bracket: AgeBracket): string {
  return bracket.index === AGE_BRACKETS.length - 1 ? `${bracket.minAge} anos ou mais` : `${bracket.minAge} a ${bracket.maxAge} anos`;
}

/**
 * Lives typed in a bracket field: '' is 0; otherwise digits only, up to
 * MAX_LIVES_PER_BRACKET; null when the text is not such a number.
 */
export function readBracketLives(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const lives = Number(trimmed);
  return lives <= MAX_LIVES_PER_BRACKET ? lives : null;
}
