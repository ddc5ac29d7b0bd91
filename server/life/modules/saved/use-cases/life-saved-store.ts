/**
 * Where the broker's saved life quotes and proposals are read (the Drizzle one:
 * repositories/drizzle-life-saved-store.ts, wired by saved.module.ts).
 */
import type { LifeProposalRow, LifeQuotationRow } from '../../../db/schema';
import type { LifeSavedRow } from '../repositories/life-saved.repository';

/** The saved items' store: one broker's, for one institution. */
export interface LifeSavedStore {
  /** How many items the broker has (priced quotes + implanted proposals). */
  count(userId: number, company: string): Promise<number>;
  /** One page of the broker's items, newest first. */
  page(userId: number, company: string, page: { limit: number; offset: number }): Promise<LifeSavedRow[]>;
  /** A quotation of the broker, or undefined. */
  brokerQuotation(id: string, userId: number, company: string): Promise<LifeQuotationRow | undefined>;
  /** A proposal of the broker by implantation id, or undefined. */
  brokerProposal(id: string, userId: number, company: string): Promise<LifeProposalRow | undefined>;
}
