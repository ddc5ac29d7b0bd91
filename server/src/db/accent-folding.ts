/**
 * Accent folding in SQL, the same on PGlite and PostgreSQL without the `unaccent` extension:
 * `translate(column, ACCENTED, PLAIN)` turns each accented letter (both cases) into its plain
 * letter, so a search folded on our side (`foldText`) matches with `ilike`. Shared by every
 * module's text search (hospitals, plan-admin providers, clients, saved quotations).
 */

/** The accented letters folded, in the order of {@link PLAIN}. */
export const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
/** The plain letter of each of {@link ACCENTED}'s, position by position. */
export const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy';
