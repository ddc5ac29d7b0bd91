/**
 * How the product compares names and search text typed by people: one folding for every list,
 * search and lookup that must not care about accents, case or extra spaces (a city in a network
 * list, a client or quotation search, a plan label, an operator's name). The server's SQL does the
 * same through `unaccent` (server/src/db/accent-folding.ts).
 */

/**
 * Lower case, accents removed (Unicode NFD, combining marks dropped), trimmed, every run of white
 * space one space: `'  São  JOSÉ '` → `'sao jose'`.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}
