/**
 * Saved quotations (spec point 7 "Quotation"): `POST /api/v1/quotation/` (the broker,
 * logged in) and `GET /api/v1/quotation/?code=` (anyone with the link). Failures carry
 * the server's own message ('Cotação não encontrada.').
 */
import type { QuotationData, SavedQuotation } from '../../domain/proposal/saved-quotation';
import type { RemoteFailure, Result } from '../shared/result';

export interface QuotationStore {
  save(code: string, data: QuotationData): Promise<Result<SavedQuotation, RemoteFailure>>;
  load(code: string): Promise<Result<SavedQuotation, RemoteFailure>>;
}
