/**
 * Where the implanted proposals are kept (the Drizzle one: repositories/drizzle-life-proposals-store.ts,
 * wired by proposals.module.ts): `life.proposals`, their openings, the broker's quotations they
 * implant, and the broker's contact shown on the client's page (the main schema's users).
 */
import type { LifeProposalRow, LifeQuotationRow } from '../../../db/schema';

/** A proposal to store (or to replace, same implantation id of the same broker). */
export interface NewLifeProposal {
  id: string;
  quotationId: string;
  userId: number;
  accountId: number;
  company: string;
  /** The validated request plus the chosen quote, as stored. */
  data: unknown;
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

/** What the client's page shows of the broker. */
export interface BrokerContact {
  name: string;
  email: string;
  phone: string;
}

/** The kinds of a link's opening. */
export type OpeningKind = 'opened' | 'proof_ok' | 'proof_failed';

/** The implanted proposals' store. */
export interface LifeProposalsStore {
  /** A quotation of one broker for one institution, or undefined. */
  brokerQuotation(id: string, userId: number, company: string): Promise<LifeQuotationRow | undefined>;
  /** The broker's own proposal by implantation id, or undefined. */
  brokerProposal(id: string, userId: number, company: string): Promise<LifeProposalRow | undefined>;
  /** Stores or replaces (same broker) the proposal; false when the id belongs to another broker. */
  upsert(proposal: NewLifeProposal): Promise<boolean>;
  /** The proposal whose link token hashes to `tokenHash`, or undefined. */
  byTokenHash(tokenHash: string): Promise<LifeProposalRow | undefined>;
  /** Records one opening or proof of a link (bounded per proposal). */
  recordOpening(proposalId: string, kind: OpeningKind, at: Date): Promise<void>;
  /** The openings of a proposal, newest first. */
  openings(proposalId: string): Promise<Array<{ kind: string; at: Date }>>;
  /** Reserves one wrong-proof try before the check: the tries used with this one, or null when none is left. */
  reserveProofAttempt(proposalId: string, limit: number): Promise<{ used: number } | null>;
  /** A correct proof: the tries start again. */
  clearProofAttempts(proposalId: string): Promise<void>;
  /** New expiry and tries reset on the broker's link (same token); false when not his. */
  renewLink(id: string, userId: number, expiresAt: Date): Promise<boolean>;
  /** The broker's name, e-mail and phone (empty strings when the user is gone). */
  brokerContact(userId: number): Promise<BrokerContact>;
}
