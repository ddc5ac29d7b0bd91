/**
 * How a broker likes the results: cards or the compact list, and the sort. Kept in this
 * browser's local storage under a key of the broker's username, so each broker sharing a
 * computer finds their own choice (not on the server: the quote preferences there hold the
 * last quote only). A value that is not one of the known choices is ignored.
 */
import { QUOTE_SORT_OPTIONS, type QuoteSortKey } from '../../../domain/quotation/catalog';

/** The two ways of showing results. */
export type ResultsView = 'cards' | 'list';

/** The broker's remembered view and sort. */
export interface ResultsPreference {
  readonly view: ResultsView;
  readonly sort: QuoteSortKey;
}

const PREFIX = 'cotador:resultados:';

/** The storage key of `username`'s preference. */
export function resultsPreferenceKey(username: string): string {
  return `${PREFIX}${username}`;
}

const isView = (value: unknown): value is ResultsView => value === 'cards' || value === 'list';
const isSort = (value: unknown): value is QuoteSortKey => QUOTE_SORT_OPTIONS.some((option) => option.code === value);

/** The remembered preference, or null (none, unreadable storage, or a value from elsewhere). */
export function readResultsPreference(storage: Pick<Storage, 'getItem'> | null, username: string): ResultsPreference | null {
  try {
    const raw = storage?.getItem(resultsPreferenceKey(username));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { view, sort } = parsed as Record<string, unknown>;
    return isView(view) && isSort(sort) ? { view, sort } : null;
  } catch {
    return null;
  }
}

/** Remembers `preference` for `username`; a full or blocked storage is ignored (the choice lasts the page). */
export function writeResultsPreference(storage: Pick<Storage, 'setItem'> | null, username: string, preference: ResultsPreference): void {
  try {
    storage?.setItem(resultsPreferenceKey(username), JSON.stringify(preference));
  } catch {
    // Private mode or a full storage: nothing to do.
  }
}

/** `window.localStorage`, or null where it cannot be reached. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
