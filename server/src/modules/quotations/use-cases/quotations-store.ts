/**
 * The quotations module's repository port: where saved quotations (propostas) are kept. The
 * Drizzle one is repositories/drizzle-quotations-store.ts, wired by quotations.module.ts.
 * Rows are the stored ones (`data` as quoted: prices in cents, never re-priced); codes are
 * compared as given (the use cases lower-case them). Database failures reject.
 */
import type { QuotationRow } from '../../../db/schema';

export interface QuotationsStore {
  /** Inserts a quotation; null when the code is already taken (nothing written). */
  insert(row: { code: string; accountId: number; createdBy: number; data: unknown; createdAt: Date; clientId?: number | null }): Promise<QuotationRow | null>;
  /** The quotation with this code, or null. */
  findByCode(code: string): Promise<QuotationRow | null>;
  /** One page of the account's quotations (optionally matching `search`, src/domain/proposal/quotation-search.ts), newest first, and the total. */
  listOfAccount(accountId: number, page: { offset: number; limit: number; search?: string }): Promise<{ total: number; rows: QuotationRow[] }>;
}
