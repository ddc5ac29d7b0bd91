/**
 * Text searches with SQL `LIKE`/`ILIKE`: what the user typed is matched literally, so the
 * pattern characters `%` and `_` (and the escape `\`) it may contain are escaped first —
 * otherwise a search for `100%` or `a_b` would match far more than asked.
 */

/** `text` with `\`, `%` and `_` escaped by `\` (PostgreSQL's default LIKE escape), to embed in a pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
