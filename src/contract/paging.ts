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
