/**
 * The broker's saved life quotes and proposals (src/contract/life-saved.ts): the list for
 * 'Minhas cotações' (filter Vida) and what reopening one needs. Everything is the calling
 * broker's own (user id), for one institution: another broker's id is not found.
 */
import { lifeQuotationResultWire, type LifeInstitutionWire, type LifeQuoteWire } from '../../../../../src/contract/life';
import { savedProposalWire, savedQuotationWire, type LifeSavedItemWire, type LifeSavedListWire, type LifeSavedProposalWire, type LifeSavedQuotationWire } from '../../../../../src/contract/life-saved';
import { savedPageWindow } from '../../../../../src/domain/life/saved-list';
import type { AuthenticatedUser } from '../../../../src/kit/auth';
import type { LifeSavedRow } from '../repositories/life-saved.repository';
import type { LifeSavedStore } from './life-saved-store';

/** What the saved use cases need. */
export interface LifeSavedDeps {
  /** The broker's saved items (use-cases/life-saved-store.ts). */
  store: LifeSavedStore;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** One row of the list on the wire (the client page's life list maps its rows the same way). */
export function savedItemWire(row: LifeSavedRow): LifeSavedItemWire {
  return {
    kind: row.kind,
    id: row.id,
    quotation_id: row.quotation_id,
    created_at: iso(row.created_at) ?? '',
    client: { name: row.client_name ?? '', phone: row.client_phone ?? '', cpf: row.client_cpf ?? '' },
    title: row.title ?? '',
    quote_number: row.quote_number ?? '',
    monthly_price_cents: Number(row.monthly_price_cents ?? 0),
    valid_until: row.valid_until ?? '',
    link_expires_at: iso(row.link_expires_at),
  };
}

/**
 * A page of the broker's saved items, newest first. `pageUrl(n)` builds the absolute URL of
 * page n (DRF's `next` / `previous`). Undefined for a page past the last (page 1 always exists).
 */
export async function listSavedItems(
  deps: LifeSavedDeps,
  caller: AuthenticatedUser,
  institution: LifeInstitutionWire,
  page: number,
  pageUrl: (page: number) => string,
): Promise<LifeSavedListWire | undefined> {
  const count = await deps.store.count(caller.id, institution);
  const window = savedPageWindow(count, page);
  if (window.kind === 'past_last') return undefined;
  const rows = await deps.store.page(caller.id, institution, { limit: window.limit, offset: window.offset });
  return {
    count,
    next: window.hasNext ? pageUrl(page + 1) : null,
    previous: window.hasPrevious ? pageUrl(page - 1) : null,
    results: rows.map(savedItemWire),
  };
}

/** The broker's priced quotation `id`, to reopen its result; undefined when not his or not priced. */
export async function savedQuotation(deps: LifeSavedDeps, caller: AuthenticatedUser, institution: LifeInstitutionWire, id: string): Promise<LifeSavedQuotationWire | undefined> {
  const row = await deps.store.brokerQuotation(id, caller.id, institution);
  const result = row?.status === 'quoted' ? lifeQuotationResultWire.safeParse(row.result) : undefined;
  if (!row || !result?.success || result.data.status !== 'quoted') return undefined;
  return savedQuotationWire({ id: row.id, createdAt: row.createdAt, memberId: row.memberId, request: row.request as Record<string, unknown>, quotes: result.data.quotes });
}

/** The broker's implanted proposal `id` with its quotation's quote and answers, to reopen its finalization. */
export async function savedProposal(deps: LifeSavedDeps, caller: AuthenticatedUser, institution: LifeInstitutionWire, id: string): Promise<LifeSavedProposalWire | undefined> {
  const row = await deps.store.brokerProposal(id, caller.id, institution);
  if (!row) return undefined;
  const quotation = await deps.store.brokerQuotation(row.quotationId, caller.id, institution);
  const data = row.data as { proposal?: Record<string, unknown>; quote?: LifeQuoteWire };
  if (!quotation || !data.proposal || !data.quote) return undefined;
  return savedProposalWire({ id: row.id, quotationId: row.quotationId, createdAt: row.createdAt, expiresAt: row.expiresAt, proposal: data.proposal, quote: data.quote }, quotation.request as Record<string, unknown>);
}
