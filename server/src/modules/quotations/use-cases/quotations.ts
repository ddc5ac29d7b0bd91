/**
 * Saved quotations (comparative proposals): save as quoted, read by code (public link),
 * list the caller's account's own. The data is stored as it came (prices in cents and the
 * price tables' dates as quoted, and the life quote `life_quote` with its coverages, capitals,
 * monthly price and validity): reading never re-prices it. The route's schema
 * (src/contract/quotation.ts) has validated it, sizes included.
 */
import type { QuotationRow } from '../../../db/schema';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import type { ClientsStore } from '../../clients';
import type { QuotationsStore } from './quotations-store';
import { typedClientOfQuotation } from '../../../../../src/contract/clients';
import { QUOTATIONS_PAGE_SIZE, type QuotationDataWire } from '../../../../../src/contract/quotation';

/** What the saved quotations' use cases need: their store, the clients module's (to link a proposal to its client) and the clock. */
export interface QuotationsDeps {
  store: QuotationsStore;
  clients: Pick<ClientsStore, 'find' | 'findOrCreateTyped'>;
  clock: () => Date;
}

/** A saved quotation as the use cases answer it. */
export interface SavedQuotation {
  code: string;
  data: unknown;
  createdAt: Date;
}

const toSaved = (row: QuotationRow): SavedQuotation => ({ code: row.code, data: row.data, createdAt: row.createdAt });

export type SaveQuotationResult = { kind: 'ok'; quotation: SavedQuotation } | { kind: 'code_taken' } | { kind: 'unknown_client' };

/**
 * Saves a quotation for the caller's account, linked to one of its clients: the one picked
 * (`clientId`), or else the client the typed name and contact are (same CPF/CNPJ, or same
 * name and phone), created when the account has none — so a proposal sent by typing the
 * name shows on that client's page, and typing the same person again adds no second client.
 */
export async function saveQuotation(
  deps: QuotationsDeps,
  user: AuthenticatedUser,
  input: { code: string; data: unknown; clientId?: number | null },
): Promise<SaveQuotationResult> {
  let clientId = input.clientId ?? null;
  // Another account's client is refused like an unknown one (a deleted client's link cannot come back either).
  if (clientId !== null && !(await deps.clients.find(user.accountId, clientId))) return { kind: 'unknown_client' };
  if (clientId === null) {
    const typed = typedClientOfQuotation(input.data as QuotationDataWire);
    if (typed) clientId = (await deps.clients.findOrCreateTyped(user.accountId, user.id, typed, deps.clock())).id;
  }
  const row = await deps.store.insert({
    clientId,
    code: input.code.toLowerCase(),
    accountId: user.accountId,
    createdBy: user.id,
    data: input.data,
    createdAt: deps.clock(),
  });
  return row ? { kind: 'ok', quotation: toSaved(row) } : { kind: 'code_taken' };
}

/** The quotation with this code (anyone with the link), or null. */
export async function getQuotation(deps: QuotationsDeps, code: string): Promise<SavedQuotation | null> {
  const row = await deps.store.findByCode(code.toLowerCase());
  return row ? toSaved(row) : null;
}

/** Page size of the list (the contract's, shared with the fake). */
export { QUOTATIONS_PAGE_SIZE };

/** One page of the caller's account's quotations, optionally only those matching `search` (src/domain/proposal/quotation-search.ts). */
export async function listQuotations(
  deps: QuotationsDeps,
  user: AuthenticatedUser,
  page: number,
  search?: string,
): Promise<{ total: number; quotations: SavedQuotation[] }> {
  const { total, rows } = await deps.store.listOfAccount(user.accountId, {
    offset: (page - 1) * QUOTATIONS_PAGE_SIZE,
    limit: QUOTATIONS_PAGE_SIZE,
    ...(search ? { search } : {}),
  });
  return { total, quotations: rows.map(toSaved) };
}
