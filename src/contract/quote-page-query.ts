/**
 * The page fields of a quote's query (`GET /api/v3/plans/?…&page_size=`; docs/catalog-api.md
 * "The quote answer, one page at a time") and their 400 messages: what the server parses and
 * the fake back end checks. Apart from ./catalog.ts because the SPA sends these fields and
 * never parses them: `/cotacao`'s first load does not carry them. The paged answer's schema,
 * which the SPA parses, is ./catalog.ts's `planQuotePageWire`. Written with `zod/mini`, as ./catalog.ts.
 */
import { z } from 'zod/mini';
import { COPARTICIPATION_CODES } from '../domain/quotation/plan-types';
import { QUOTE_GROUPINGS, QUOTE_SORT_KEYS, type QuoteNarrowing } from '../domain/quotation/quote-results';
import type { QuotePageQuery } from '../domain/quotation/quote-page';
import { ACCOMMODATION_KINDS } from './catalog';
import { CATALOG_MESSAGES } from './catalog-messages';

/** Largest `page_size` of a quote. */
export const QUOTE_PAGE_MAX_SIZE = 200;

/**
 * The 400 messages of a paged quote's fields (`GET /api/v3/plans/?page_size=…`), apart from
 * {@link CATALOG_MESSAGES}: the server's and the fake's only.
 */
export const QUOTE_PAGE_MESSAGES = {
  /** 400 on `page_size`. */
  invalidPageSize: 'Itens por página: use um número inteiro de 1 a 200.',
  /** 400 on `sort` of a quote. */
  invalidSort: 'Ordem inválida: use total, operator, plan ou quality.',
  /** 400 on `operator` of a quote. */
  invalidOperator: 'Operadora inválida: informe o id numérico da operadora.',
  /** 400 on `accommodation` of a quote. */
  invalidAccommodation: 'Acomodação inválida: use outpatient, infirmary ou apartment.',
  /** 400 on `coparticipation` of a quote. */
  invalidCoparticipation: 'Coparticipação inválida: use without, with ou with_tp.',
  /** 400 on `group` of a quote. */
  invalidGroup: 'Agrupamento inválido: use offers ou plans.',
  /** 400 on `page` (the operator page's sentence). */
  invalidPage: CATALOG_MESSAGES.invalidPage,
} as const;

/** A whole number 1–`max` in a query, refused with `message` (a pt-BR sentence, also for text that is no number). */
const pageNumberQuery = (message: string, max: number) =>
  z.pipe(
    z.string({ message }).check(z.regex(/^\d{1,10}$/, message)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.gte(1, message), z.lte(max, message)),
    ),
  );

/**
 * What a paged quote adds to the filter's query (all optional; docs/catalog-api.md "The quote
 * answer, one page at a time"): `sort` (total | operator | plan | quality, default total),
 * `operator` (an operator id), `accommodation` (outpatient | infirmary | apartment) and
 * `coparticipation` (without | with | with_tp) narrow; `group` (offers | plans, default offers)
 * says whether a page counts whole adhesion offers or plans; `page` (1-based, default 1) and
 * `page_size` (1–{@link QUOTE_PAGE_MAX_SIZE}). Without `page_size` the answer is the whole
 * quote as it always was, and the other fields are ignored.
 */
export const quotePageQueryWire = z.object({
  sort: z.optional(z.enum(QUOTE_SORT_KEYS, { message: QUOTE_PAGE_MESSAGES.invalidSort })),
  operator: z.optional(pageNumberQuery(QUOTE_PAGE_MESSAGES.invalidOperator, 2_147_483_647)),
  accommodation: z.optional(z.enum(ACCOMMODATION_KINDS, { message: QUOTE_PAGE_MESSAGES.invalidAccommodation })),
  coparticipation: z.optional(z.enum(COPARTICIPATION_CODES, { message: QUOTE_PAGE_MESSAGES.invalidCoparticipation })),
  group: z.optional(z.enum(QUOTE_GROUPINGS, { message: QUOTE_PAGE_MESSAGES.invalidGroup })),
  page: z.optional(pageNumberQuery(QUOTE_PAGE_MESSAGES.invalidPage, 100_000)),
  page_size: z.optional(pageNumberQuery(QUOTE_PAGE_MESSAGES.invalidPageSize, QUOTE_PAGE_MAX_SIZE)),
});
export type QuotePageQueryWire = z.infer<typeof quotePageQueryWire>;

/** The narrowing of a paged quote's query, the domain's shape (absent = any). */
export function narrowingFromQuery(query: Pick<QuotePageQueryWire, 'operator' | 'accommodation' | 'coparticipation'>): QuoteNarrowing {
  return { operatorId: query.operator ?? null, accommodation: query.accommodation ?? null, coparticipation: query.coparticipation ?? null };
}

/**
 * A parsed paged quote's fields as the domain's `QuotePageQuery` (wire → domain; the server's
 * quote routes, the one place; inverse of ./catalog.ts `quotePageToQuery`), or undefined
 * without `page_size` (the whole answer, as the spec's call). Defaults: sort total, grouping
 * offers, page 1, no narrowing.
 */
export function quotePageFromQuery(query: QuotePageQueryWire): QuotePageQuery | undefined {
  if (query.page_size === undefined) return undefined;
  return { sort: query.sort ?? 'total', narrowing: narrowingFromQuery(query), grouping: query.group ?? 'offers', page: query.page ?? 1, pageSize: query.page_size };
}

