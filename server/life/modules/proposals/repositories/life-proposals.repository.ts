/**
 * Implanted life proposals in `life.proposals` (schema.ts), and the broker's contact from the
 * main schema's users. Repositories take the database first.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { users, type Database } from '../../../../src/kit/database';
import type { LifeDb } from '../../../db/database';
import { lifeProposalOpenings, lifeProposals, lifeQuotations, type LifeProposalRow, type LifeQuotationRow } from '../../../db/schema';
import type { BrokerContact, NewLifeProposal, OpeningKind } from '../use-cases/life-proposals-store';

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
      set: { quotationId: proposal.quotationId, data: proposal.data, tokenHash: proposal.tokenHash, expiresAt: proposal.expiresAt, createdAt: proposal.createdAt, company: proposal.company, failedProofs: 0 },
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

/** Openings kept per proposal: a link opened in a loop cannot fill the table. */
export const MAX_OPENINGS_PER_PROPOSAL = 500;

/** Records one opening or proof of a proposal's link (nothing beyond {@link MAX_OPENINGS_PER_PROPOSAL}). */
export async function recordOpening(db: LifeDb, proposalId: string, kind: OpeningKind, at: Date): Promise<void> {
  await db.execute(sql`
    insert into life.proposal_openings (id, proposal_id, kind, at)
    select ${randomUUID()}::uuid, ${proposalId}::uuid, ${kind}, ${at.toISOString()}::timestamptz
    where (select count(*) from life.proposal_openings where proposal_id = ${proposalId}::uuid) < ${MAX_OPENINGS_PER_PROPOSAL}`);
}

/** The openings of a proposal, newest first. */
export async function listOpenings(db: LifeDb, proposalId: string): Promise<Array<{ kind: string; at: Date }>> {
  return db
    .select({ kind: lifeProposalOpenings.kind, at: lifeProposalOpenings.at })
    .from(lifeProposalOpenings)
    .where(eq(lifeProposalOpenings.proposalId, proposalId))
    .orderBy(desc(lifeProposalOpenings.at));
}

/**
 * Reserves one wrong-proof try on a proposal before its proof is checked (so parallel guesses
 * cannot pass the limit): the tries used with this one, or null when the link has none left.
 */
export async function reserveProofAttempt(db: LifeDb, proposalId: string, limit: number): Promise<{ used: number } | null> {
  const rows = await db
    .update(lifeProposals)
    .set({ failedProofs: sql`${lifeProposals.failedProofs} + 1` })
    .where(and(eq(lifeProposals.id, proposalId), lt(lifeProposals.failedProofs, limit)))
    .returning({ used: lifeProposals.failedProofs });
  return rows[0] ?? null;
}

/** A correct proof: the reserved try is given back and the count starts again. */
export async function clearProofAttempts(db: LifeDb, proposalId: string): Promise<void> {
  await db.update(lifeProposals).set({ failedProofs: 0 }).where(eq(lifeProposals.id, proposalId));
}

/** The broker's own proposal by implantation id, or undefined. */
export async function findBrokerProposal(db: LifeDb, id: string, userId: number, company: string): Promise<LifeProposalRow | undefined> {
  const rows = await db
    .select()
    .from(lifeProposals)
    .where(and(eq(lifeProposals.id, id), eq(lifeProposals.userId, userId), eq(lifeProposals.company, company)))
    .limit(1);
  return rows[0];
}

/** Renews a broker's link: new expiry, tries reset; the token (the link) stays the same. */
export async function renewProposalLink(db: LifeDb, id: string, userId: number, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(lifeProposals)
    .set({ expiresAt, failedProofs: 0 })
    .where(and(eq(lifeProposals.id, id), eq(lifeProposals.userId, userId)))
    .returning({ id: lifeProposals.id });
  return rows.length === 1;
}

/** The broker's name, e-mail and phone from the main schema's users (empty strings when the user is gone). */
export async function findBrokerContact(db: Database, userId: number): Promise<BrokerContact> {
  const broker = (await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1))[0];
  return { name: broker?.name ?? '', email: broker?.email ?? '', phone: broker?.phone ?? '' };
}
