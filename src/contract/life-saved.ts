/**
 * Wire format of the broker's saved life quotes and proposals (the life service's list for
 * 'Minhas cotações', filter Vida, and their reopening), shared by the service (server/life)
 * and the SPA's adapters:
 *
 * - `GET /v1/{institution}/quotations?page=N` (paid; the calling broker's own only) → 200
 *   {@link lifeSavedListWire}: `{count, next, previous, results}` (DRF page numbers,
 *   {@link LIFE_SAVED_PAGE_SIZE} a page, newest first) of the priced quotations (kind `quote`)
 *   and the implanted proposals (kind `proposal`), each with its client (name, phone digits,
 *   CPF digits where typed) and the quote's title, number, monthly price and validity;
 *   400 `{"page": ["Página inválida."]}`; 404 past the last page (`{"detail": "Página inválida."}`).
 * - `GET /v1/{institution}/quotations/{id}` (paid, the broker's own) → 200 {@link lifeSavedQuotationWire}:
 *   the answers sent (wire request) and the priced quotes, to reopen the result; 404 otherwise.
 * - `GET /v1/{institution}/implantations/{id}/proposal` (paid, the broker's own) → 200
 *   {@link lifeSavedProposalWire}: the proposal as implanted (wire format of generate_link),
 *   its quotation and quote, to reopen the finalization; 404 otherwise.
 *
 * Money is integer cents; `created_at` ISO 8601; `valid_until` `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { lifeQuoteClientWire, lifeQuoteWire, type LifeQuoteWire } from './life';

/** Items per page of the saved list: the domain's (src/domain/life/saved-list.ts). */
export { LIFE_SAVED_PAGE_SIZE } from '../domain/life/saved-list';

/** pt-BR messages of the saved list and its reopening. */
export const LIFE_SAVED_MESSAGES = {
  pageInvalid: 'Página inválida.',
  quotationNotFound: 'Cotação não encontrada.',
  proposalNotFound: 'Proposta não encontrada.',
} as const;

/** `?page=` of the list: a positive integer (default 1). */
export const lifeSavedListQueryWire = z.object({
  page: z.coerce.number({ error: LIFE_SAVED_MESSAGES.pageInvalid }).int(LIFE_SAVED_MESSAGES.pageInvalid).min(1, LIFE_SAVED_MESSAGES.pageInvalid).max(100_000, LIFE_SAVED_MESSAGES.pageInvalid).optional().default(1),
});

/** One saved item: a priced quote or an implanted proposal, with its client. */
export const lifeSavedItemWire = z.object({
  kind: z.enum(['quote', 'proposal']),
  /** The quotation id (quote) or the implantation id (proposal). */
  id: z.string(),
  quotation_id: z.string(),
  created_at: z.string(),
  client: z.object({ name: z.string(), phone: z.string(), cpf: z.string() }),
  title: z.string(),
  quote_number: z.string(),
  monthly_price_cents: z.number().int().min(0),
  valid_until: z.string(),
  /** Proposal only: when its client link stops opening (ISO 8601), or null. */
  link_expires_at: z.string().nullable(),
});
export type LifeSavedItemWire = z.infer<typeof lifeSavedItemWire>;

/** A page of the saved list (DRF page-number pagination). */
export const lifeSavedListWire = z.object({
  count: z.number().int().min(0),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(lifeSavedItemWire),
});
export type LifeSavedListWire = z.infer<typeof lifeSavedListWire>;

/** A priced quotation to reopen: its answers (the request as validated) and its quotes. */
export const lifeSavedQuotationWire = z.object({
  id: z.string(),
  created_at: z.string(),
  client: lifeQuoteClientWire,
  member_id: z.string(),
  /** The request as sent (lower-cased question codes); the SPA maps it back to its answers. */
  request: z.record(z.string(), z.unknown()),
  quotes: z.array(lifeQuoteWire),
});
export type LifeSavedQuotationWire = z.infer<typeof lifeSavedQuotationWire>;

/** An implanted proposal to reopen (its finalization): the proposal as stored, its quotation and quote. */
export const lifeSavedProposalWire = z.object({
  id: z.string(),
  quotation_id: z.string(),
  created_at: z.string(),
  link_expires_at: z.string().nullable(),
  /** The generate_link body's `proposal` (src/contract/life-implantation.ts), validated by the SPA when it reopens. */
  proposal: z.record(z.string(), z.unknown()),
  quote: lifeQuoteWire,
  /** The quotation's answers (lower-cased question codes). */
  request: z.record(z.string(), z.unknown()),
});
export type LifeSavedProposalWire = z.infer<typeof lifeSavedProposalWire>;

/** The client stored with a quotation's request (`client`), empty fields when none was typed. */
export function clientOfLifeRequest(request: unknown): LifeSavedQuotationWire['client'] {
  const parsed = lifeQuoteClientWire.safeParse((request as { client?: unknown } | null)?.client ?? {});
  return parsed.success ? parsed.data : { name: '', phone: '' };
}

/** A priced quotation as both back ends hold it: the request as validated (wire keys) and its quotes. */
export interface SavedLifeQuotationRecord {
  id: string;
  createdAt: Date;
  memberId: string;
  request: Record<string, unknown>;
  quotes: LifeQuoteWire[];
}

/** `GET …/quotations/{id}`: one answer for the life service and the SPA's fake. */
export function savedQuotationWire(quotation: SavedLifeQuotationRecord): LifeSavedQuotationWire {
  const { id, memberId, request, quotes } = quotation;
  return { id, created_at: quotation.createdAt.toISOString(), client: clientOfLifeRequest(request), member_id: memberId, request, quotes };
}

/**
 * `GET …/implantations/{id}/proposal`: the proposal as stored (the generate_link body's
 * `proposal`), its link's expiry (null when it has none), its quote and its quotation's request.
 */
export function savedProposalWire(
  implantation: { id: string; quotationId: string; createdAt: Date; expiresAt: Date | null; proposal: Record<string, unknown>; quote: LifeQuoteWire },
  request: Record<string, unknown>,
): LifeSavedProposalWire {
  const { id, quotationId, createdAt, expiresAt, proposal, quote } = implantation;
  return { id, quotation_id: quotationId, created_at: createdAt.toISOString(), link_expires_at: expiresAt ? expiresAt.toISOString() : null, proposal, quote, request };
}
