/**
 * Where the life quotations are kept (the Drizzle one: repositories/drizzle-life-quotations-store.ts,
 * wired by quotations.module.ts): the rows of `life.quotations` and the account's clients a
 * quotation is linked to (the main API's clients, through its clients kit).
 */
import type { TypedClientContact } from '../../../../../src/contract/clients';
import type { LifeQuotationRow } from '../../../db/schema';

/** A new pending quotation. */
export interface NewLifeQuotation {
  id: string;
  userId: number;
  accountId: number;
  /** The account's client it is for, or null. */
  clientId: number | null;
  company: string;
  memberId: string;
  /** The request as sent (the wire form, validated). */
  request: unknown;
  createdAt: Date;
}

/** The outcome stored on a pending quotation. */
export interface LifeQuotationOutcome {
  status: 'quoted' | 'refused' | 'error';
  /** The wire result (src/contract/life.ts `LifeQuotationResultWire`). */
  result: unknown;
  /** `PSV-<year>-<6 digits>` of a priced quote, else null. */
  quoteNumber: string | null;
  completedAt: Date;
}

/** The life quotations' store. */
export interface LifeQuotationsStore {
  /** Whether client `clientId` is account `accountId`'s (false for another account's or a deleted one). */
  isAccountClient(accountId: number, clientId: number): Promise<boolean>;
  /** The id of the account's client with this typed name and phone, created (by `createdBy`, at `at`) when the account has none. */
  typedClientId(accountId: number, createdBy: number, typed: TypedClientContact, at: Date): Promise<number>;
  /** Stores a pending quotation. */
  insertPending(quotation: NewLifeQuotation): Promise<void>;
  /** The next value of the quote numbers' sequence, unique across processes (the number itself is the domain's `lifeQuoteNumber`). */
  nextQuoteSequence(): Promise<number>;
  /** Records the outcome of a still pending quotation; false when it was no longer pending. */
  complete(id: string, outcome: LifeQuotationOutcome): Promise<boolean>;
  /** Records that a client has the result (the first time only). */
  markDelivered(id: string, at: Date): Promise<void>;
  /**
   * What a new subscription of a broker at one institution is sent: the computed results no
   * client received yet, and those completed at or after `completedSince` even if another of
   * the broker's tabs received them; oldest first (completion, then id).
   */
  toResend(userId: number, company: string, completedSince: Date): Promise<Array<Pick<LifeQuotationRow, 'id' | 'result'>>>;
  /** Ids of the quotations still pending, oldest first. */
  pendingIds(): Promise<string[]>;
  /** One quotation by id, or undefined. */
  find(id: string): Promise<LifeQuotationRow | undefined>;
}
