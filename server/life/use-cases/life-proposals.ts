/**
 * Use cases of the proposal implantation (spec point 7 `generate_link`, issue 12): store the
 * validated proposal of a broker's priced quote and answer an unguessable, expiring link to a
 * public read-only page; read that page by its token.
 *
 * The token is 32 random bytes (base64url, 256 bits); only its SHA-256 is stored, so the
 * database alone cannot open a link. A link opens until `expires_at` =
 * generation + LIFE_PROPOSAL_LINK_TTL_DAYS days (injected clock); then 410.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lifeQuotationResultWire, type LifeInstitutionWire, type LifeQuoteWire } from '../../../src/contract/life';
import type { LifeGeneratedLinkWire, LifeGenerateLinkRequestWire, LifeSharedProposalWire } from '../../../src/contract/life-implantation';
import { toSharedProposalHolder } from '../../../src/contract/life-proposal';
import { bankByCode } from '../../../src/domain/life/banks';
import { LIFE_PROPOSAL_LINK_TTL_DAYS } from '../../../src/domain/life/implantation';
import { users } from '../../src/db/schema';
import type { AuthenticatedUser } from '../../src/use-cases/authenticate';
import type { LifeDatabase } from '../db/database';
import { findBrokerQuotation, findProposalByTokenHash, upsertProposal } from '../repositories/life-proposals.repository';

/** What the use cases need. */
export interface LifeProposalDeps {
  db: LifeDatabase;
  clock: () => Date;
  /** The SPA's origin (APP_URL): links are `<origin>/seguro-de-vida/proposta/<token>`. */
  appOrigin: string;
  /** New link tokens (default 32 random bytes, base64url). */
  newToken?: () => string;
}

/** The SPA route of the client's page. */
export const SHARED_PROPOSAL_PATH = '/seguro-de-vida/proposta/';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Outcome of {@link generateProposalLink}. */
export type GenerateLinkOutcome = { kind: 'ok'; link: LifeGeneratedLinkWire } | { kind: 'quotation_not_found' } | { kind: 'id_taken' };

/**
 * Stores the proposal of `request.find_proposal` (the broker's own priced quotation whose quote
 * carries that number) under the implantation `id` and answers the client's link.
 */
export async function generateProposalLink(
  deps: LifeProposalDeps,
  caller: AuthenticatedUser,
  institution: LifeInstitutionWire,
  id: string,
  request: LifeGenerateLinkRequestWire,
): Promise<GenerateLinkOutcome> {
  const quotation = await findBrokerQuotation(deps.db.life, request.find_proposal.quotation_id, caller.id, institution);
  const parsed = quotation?.status === 'quoted' ? lifeQuotationResultWire.safeParse(quotation.result) : undefined;
  const quote = parsed?.success && parsed.data.status === 'quoted' ? parsed.data.quotes.find((q) => q.details.quote_number === request.find_proposal.quote_number) : undefined;
  if (!quotation || !quote) return { kind: 'quotation_not_found' };
  const now = deps.clock();
  const token = deps.newToken?.() ?? randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LIFE_PROPOSAL_LINK_TTL_DAYS * 86_400_000);
  const stored = await upsertProposal(deps.db.life, {
    id,
    quotationId: quotation.id,
    userId: caller.id,
    accountId: caller.accountId,
    company: institution,
    data: { ...request, quote },
    tokenHash: sha256(token),
    expiresAt,
    createdAt: now,
  });
  if (!stored) return { kind: 'id_taken' };
  return { kind: 'ok', link: { id, token, link: `${deps.appOrigin}${SHARED_PROPOSAL_PATH}${token}`, expires_at: expiresAt.toISOString() } };
}

/** Outcome of {@link readSharedProposal}. */
export type SharedProposalOutcome = { kind: 'ok'; proposal: LifeSharedProposalWire } | { kind: 'not_found' } | { kind: 'expired' };

/** The client's read-only view of a proposal by its link token (no broker data beyond name and contact). */
export async function readSharedProposal(deps: LifeProposalDeps, institution: LifeInstitutionWire, token: string): Promise<SharedProposalOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { kind: 'not_found' };
  const row = await findProposalByTokenHash(deps.db.life, sha256(token));
  if (!row || row.company !== institution || !row.expiresAt) return { kind: 'not_found' };
  if (row.expiresAt.getTime() <= deps.clock().getTime()) return { kind: 'expired' };
  const data = row.data as LifeGenerateLinkRequestWire & { quote: LifeQuoteWire };
  const broker = (await deps.db.main.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, row.userId)).limit(1))[0];
  const { proposal } = data;
  const bank = bankByCode(proposal.bank_account.bank_code);
  return {
    kind: 'ok',
    proposal: {
      institution,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      broker: { name: broker?.name ?? '', email: broker?.email ?? '', phone: broker?.phone ?? '' },
      quote: data.quote,
      proposal: toSharedProposalHolder(proposal, bank?.name ?? ''),
    },
  };
}
