/**
 * The wire of a paged list searched by text, shared by the lists that take `?page=&search=`
 * (saved quotations, clients): DRF page numbers from 1, and a search text trimmed and capped.
 * The answer is DRF's page `{count, next, previous, results}` (`next`/`previous` absolute URLs
 * or null).
 */
import { z } from 'zod';

/** `?page=&search=` of a searched list; `maxSearch`: the longest search text accepted (characters). */
export function pagedSearchQueryWire(maxSearch: number) {
  return z.object({
    page: z.coerce.number().int().min(1, 'Página inválida.').default(1),
    search: z.string().trim().max(maxSearch, `Certifique-se de que este campo não tenha mais de ${maxSearch} caracteres.`).optional(),
  });
}

/** The `detail` of a page past the last (404): page 1 always exists, even empty. */
export const PAGE_PAST_END_MESSAGE = 'Página inválida.';

/** How many pages `total` items fill, `pageSize` a page: at least 1 (an empty list has its page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Page `page` (from 1) of a searched list as its store found it — `total` items matching, `items`
 * this page's — read as the SPA's ports read a DRF page (`count`, the items, whether a next /
 * previous page exists); null past the last page (the 404 {@link PAGE_PAST_END_MESSAGE}). The
 * server's routes answer it (server/src/http/paged-list.ts), the fake back end too.
 */
export function foundPage<T>(found: { total: number; items: T[] }, page: number, pageSize: number): { count: number; items: T[]; hasNext: boolean; hasPrevious: boolean } | null {
  const pages = pageCount(found.total, pageSize);
  if (page > pages) return null;
  return { count: found.total, items: found.items, hasNext: page < pages, hasPrevious: page > 1 };
}
