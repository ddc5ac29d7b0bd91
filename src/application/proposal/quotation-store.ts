/**
 * Saved quotations (spec point 7 "Quotation"): `POST /api/v1/quotation/` (the broker,
 * logged in), `GET /api/v1/quotation/?code=` (anyone with the link) and
 * `GET /api/v1/quotations/?page=&search=` (the account's own, "Minhas cotações").
 * Failures carry the server's own message ('Cotação não encontrada.').
 */
import type { QuotationData, SavedQuotation } from '../../domain/proposal/saved-quotation';
import type { SavedQuotationPage } from '../../domain/proposal/quotation-history';
import type { RemoteFailure, Result } from '../shared/result';

export interface QuotationStore {
  /** Saves the quotation, for one of the account's clients when `clientId` is given ('Cliente não encontrado.' on `client_id` otherwise). */
  save(code: string, data: QuotationData, clientId?: number | null): Promise<Result<SavedQuotation, RemoteFailure>>;
  load(code: string): Promise<Result<SavedQuotation, RemoteFailure>>;
  /** One page (from 1, 20 a page, newest first) of the account's quotations matching `search` (empty: all). */
  list(query: { page: number; search: string }): Promise<Result<SavedQuotationPage, RemoteFailure>>;
}
