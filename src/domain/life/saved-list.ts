/**
 * The broker's saved life quotes and proposals ('Minhas cotações', filter Vida), paged the same
 * way by the life service's saved use cases (server/life/modules/saved), which the fake life
 * service runs too: {@link LIFE_SAVED_PAGE_SIZE} items a page, newest first (ties by id, descending),
 * page 1 always exists (even empty), a page past the last is not found.
 */

/** Items per page of the saved list. */
export const LIFE_SAVED_PAGE_SIZE = 20;

/** Outcome of {@link savedPageWindow}. */
export type SavedPageWindow =
  /** A page past the last: not found ('Página inválida.'). */
  | { kind: 'past_last' }
  /** The items `offset` to `offset + limit` (exclusive) of the newest-first list, and whether pages come after and before. */
  | { kind: 'ok'; offset: number; limit: number; hasNext: boolean; hasPrevious: boolean };

/**
 * The window of page `page` (a whole number ≥ 1, validated at the boundary) of a list of
 * `count` items: pages of LIFE_SAVED_PAGE_SIZE; page 1 exists even when `count` is 0.
 */
export function savedPageWindow(count: number, page: number): SavedPageWindow {
  const pages = Math.max(1, Math.ceil(count / LIFE_SAVED_PAGE_SIZE));
  if (page > pages) return { kind: 'past_last' };
  return { kind: 'ok', offset: (page - 1) * LIFE_SAVED_PAGE_SIZE, limit: LIFE_SAVED_PAGE_SIZE, hasNext: page < pages, hasPrevious: page > 1 };
}

/**
 * The saved list's order as a comparator (for `Array.prototype.sort`): newest `createdAt` (ISO
 * instants) first, equal instants by `id` descending — the service's `order by created_at desc,
 * id desc`.
 */
export function newestSavedFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}
