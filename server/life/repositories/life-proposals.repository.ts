/**
 * Implanted life proposals in `life.proposals` (schema.ts). Repositories take the database first.
 */
import { and, eq } from 'drizzle-orm';
import type { LifeDb } from '../db/database';
import { lifeProposals, lifeQuotations, type LifeProposalRow, type LifeQuotationRow } from '../db/schema';

/** A proposal to store (or to replace, same implantation id of the same broker). */
export interface NewLifeProposal {
  id: string;
  quotationId: string;
  userId: number;
  accountId: number;
  company: string;
  data: unknown;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

/**
 * Stores the proposal, or replaces the one with the same implantation id when it belongs
 * to the same broker (a new token and expiry; the old link stops opening).
 * @returns false when the id belongs to another broker (nothing written).
 */
export async function upsertProposal(db: LifeDb, proposal: NewLifeProposal): Promise<boolean> {
  const rows = await db
    .insert(lifeProposals)
    .values(proposal)
    .onConflictDoUpdate({
      target: lifeProposals.id,
      set: { quotationId: proposal.quotationId, data: proposal.data, tokenHash: proposal.tokenHash, expiresAt: proposal.expiresAt, createdAt: proposal.createdAt, company: proposal.company },
      setWhere: eq(lifeProposals.userId, proposal.userId),
    })
    .returning({ id: lifeProposals.id });
  return rows.length === 1;
}

/** The proposal whose link token hashes to `tokenHash`, or undefined. */
export async function findProposalByTokenHash(db: LifeDb, tokenHash: string): Promise<LifeProposalRow | undefined> {
  const rows = await db.select().from(lifeProposals).where(eq(lifeProposals.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/** A quotation of one broker for one institution, or undefined. */
export async function findBrokerQuotation(db: LifeDb, id: string, userId: number, company: string): Promise<LifeQuotationRow | undefined> {
  const rows = await db
    .select()
    .from(lifeQuotations)
    .where(and(eq(lifeQuotations.id, id), eq(lifeQuotations.userId, userId), eq(lifeQuotations.company, company)))
    .limit(1);
  return rows[0];
}
