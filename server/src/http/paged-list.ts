/**
 * DRF's page of a list searched by text (`?page=&search=`, src/contract/paging.ts), built
 * once for the routes that answer one (saved quotations, clients): the `next`/`previous`
 * absolute URLs keep the search and leave out `page=1`; a page past the last is 404
 * `{"detail": "Página inválida."}` (page 1 always exists, even empty).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { foundPage, PAGE_PAST_END_MESSAGE } from '../../../src/contract/paging';

/** What a searched list's route found: the matching total and this page's items. */
export interface FoundPage<T> {
  total: number;
  items: T[];
}

/**
 * Sends the DRF page of `found` (its items already the page's, as `toWire` turns them) for
 * the list at `path` (e.g. `/api/v1/clients/`), `pageSize` a page; or the 404 of a page past the last.
 */
export function sendSearchedPage<T, W>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: { page: number; search?: string | undefined },
  path: string,
  pageSize: number,
  found: FoundPage<T>,
  toWire: (item: T) => W,
) {
  const { page, search } = query;
  const answered = foundPage(found, page, pageSize);
  if (!answered) return reply.code(404).send({ detail: PAGE_PAST_END_MESSAGE });
  const base = `${request.protocol}://${request.host}${path}`;
  const link = (n: number) => {
    const params = new URLSearchParams();
    if (n > 1) params.set('page', String(n));
    if (search) params.set('search', search);
    const text = params.toString();
    return text === '' ? base : `${base}?${text}`;
  };
  return reply.send({
    count: answered.count,
    next: answered.hasNext ? link(page + 1) : null,
    previous: answered.hasPrevious ? link(page - 1) : null,
    results: answered.items.map(toWire),
  });
}
