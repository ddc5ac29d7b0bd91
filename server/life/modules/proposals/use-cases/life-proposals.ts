/**
 * Use cases of the proposal implantation (spec point 7 `generate_link`): store the
 * validated proposal of a broker's priced quote and answer an unguessable, expiring link to a
 * public read-only page; read that page by its token.
 *
 * The token is 32 random bytes (base64url, 256 bits); only its SHA-256 is stored, so the
 * database alone cannot open a link. A link opens until `expires_at` =
 * generation (or the broker's last renewal) + LIFE_PROPOSAL_LINK_TTL_DAYS (7) days (injected
 * clock); then 410.
 *
 * A forwarded link must not hand out health data (LGPD art. 11): the anonymous page is only
 * the summary (name, plan, coverages and capitals, price, broker); the full proposal (health
 * declaration, income, birth date, CPF, beneficiaries, bank) answers only a proof of identity —
 * the birth date and the last LIFE_PROPOSAL_CPF_DIGITS digits of the CPF — with at most
 * LIFE_PROPOSAL_PROOF_ATTEMPTS wrong proofs per link (counted in the database, reserved before
 * the check; then the link is locked until the broker renews it) and a per-address limit
 * (rate-limiter-flexible, through `proofLimiter`). Every opening and proof is recorded for the broker.
 * Randomness and hashing are Web Crypto's (`globalThis.crypto`: Node and browsers alike).
 */
import { lifeQuotationResultWire, type LifeInstitutionWire, type LifeQuoteWire } from '../../../../../src/contract/life';
import type { LifeGeneratedLinkWire, LifeGenerateLinkRequestWire, LifeSharedProposalWire } from '../../../../../src/contract/life-implantation';
import {
  LIFE_PROPOSAL_PROOF_ATTEMPTS,
  proofMatches,
  sharedProposalSummaryWire,
  sharedProposalWire,
  type LifeImplantationStatusWire,
  type LifeProposalProofWire,
  type LifeSharedProposalSummaryWire,
} from '../../../../../src/contract/life-proposal';
import { bankByCode } from '../../../../../src/domain/life/banks';
import { generateLinkDecision, linkLocked, linkOpeningDecision, linkTokenWellFormed, proofDecision, renewedLink } from '../../../../../src/domain/life/proposal-link';
import type { AuthenticatedUser } from '../../../../src/kit/auth';
import type { LifeProposalRow } from '../../../db/schema';
import type { LifeProposalsStore } from './life-proposals-store';

/** What the use cases need. */
export interface LifeProposalDeps {
  /** The proposals, their quotations and the broker's contact (use-cases/life-proposals-store.ts). */
  store: LifeProposalsStore;
  clock: () => Date;
  /** The SPA's origin (APP_URL): links are `<origin>/seguro-de-vida/proposta/<token>`. */
  appOrigin: string;
  /** New link tokens (default 32 random bytes, base64url). */
  newToken?: () => string;
  /**
   * The stored form of a link token (default its SHA-256, hex, by Web Crypto — which a browser
   * gives only on a secure origin; the SPA's fake back end on a plain-HTTP origin passes its own).
   */
  tokenHash?: (token: string) => Promise<string>;
  /**
   * Wrong proofs per client address (rate-limiter-flexible's `consume` / `reward`: memory in
   * embedded mode, the `rate_limits` table on PostgreSQL); one point is consumed before each
   * check and given back on success. `consume` rejects with a value carrying `msBeforeNext`
   * when the key has no point left, with an Error when the store failed.
   */
  proofLimiter: { consume(key: string): Promise<unknown>; reward(key: string): Promise<unknown> };
  /** The key of a client address in `proofLimiter` (the auth kit's `clientKey`: an IPv4 as is, an IPv6 by its /64). */
  addressKey: (address: string) => string;
}

/** The SPA route of the client's page. */
export const SHARED_PROPOSAL_PATH = '/seguro-de-vida/proposta/';

/** SHA-256 of `text` (UTF-8), lower-case hex. */
async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new link token: 32 random bytes, base64url without padding (43 characters). */
function randomToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

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
  const quotation = await deps.store.brokerQuotation(request.find_proposal.quotation_id, caller.id, institution);
  const parsed = quotation?.status === 'quoted' ? lifeQuotationResultWire.safeParse(quotation.result) : undefined;
  const quotes = parsed?.success && parsed.data.status === 'quoted' ? parsed.data.quotes : [];
  const now = deps.clock();
  const decision = generateLinkDecision(
    quotation && { owner: quotation.userId, company: quotation.company, quotes: quotes.map((quote) => ({ quoteNumber: quote.details.quote_number, quote })) },
    { caller: caller.id, institution, quoteNumber: request.find_proposal.quote_number },
    now,
  );
  if (!quotation || decision.kind !== 'ok') return { kind: 'quotation_not_found' };
  const token = deps.newToken?.() ?? randomToken();
  const { expiresAt } = decision;
  // The store also says whether the id is free (another broker's id is refused in the same statement).
  const stored = await deps.store.upsert({
    id,
    quotationId: quotation.id,
    userId: caller.id,
    accountId: caller.accountId,
    company: institution,
    data: { ...request, quote: decision.quote },
    tokenHash: await (deps.tokenHash ?? sha256)(token),
    expiresAt,
    createdAt: now,
  });
  if (!stored) return { kind: 'id_taken' };
  return { kind: 'ok', link: { id, token, link: `${deps.appOrigin}${SHARED_PROPOSAL_PATH}${token}`, expires_at: expiresAt.toISOString() } };
}

/** Outcome of {@link readSharedProposal}. */
export type SharedProposalOutcome = { kind: 'ok'; proposal: LifeSharedProposalSummaryWire } | { kind: 'not_found' } | { kind: 'expired' };

type StoredProposal = LifeGenerateLinkRequestWire & { quote: LifeQuoteWire };

/** The live proposal of a link token: not found (bad token, other institution) or expired. */
async function openLink(deps: LifeProposalDeps, institution: LifeInstitutionWire, token: string): Promise<{ kind: 'ok'; row: LifeProposalRow & { expiresAt: Date } } | { kind: 'not_found' } | { kind: 'expired' }> {
  if (!linkTokenWellFormed(token)) return { kind: 'not_found' };
  const row = await deps.store.byTokenHash(await (deps.tokenHash ?? sha256)(token));
  const decision = linkOpeningDecision(row?.expiresAt ? { company: row.company, expiresAt: row.expiresAt } : undefined, institution, deps.clock());
  if (decision.kind !== 'open') return decision;
  return { kind: 'ok', row: row as LifeProposalRow & { expiresAt: Date } };
}

/**
 * The client's anonymous page by its link token: the summary only (module note); records the
 * opening for the broker.
 */
export async function readSharedProposal(deps: LifeProposalDeps, institution: LifeInstitutionWire, token: string): Promise<SharedProposalOutcome> {
  const link = await openLink(deps, institution, token);
  if (link.kind !== 'ok') return link;
  const { row } = link;
  const data = row.data as StoredProposal;
  await deps.store.recordOpening(row.id, 'opened', deps.clock());
  const broker = await deps.store.brokerContact(row.userId);
  return { kind: 'ok', proposal: sharedProposalSummaryWire({ institution, createdAt: row.createdAt, expiresAt: row.expiresAt, broker, quote: data.quote, proposal: data.proposal }) };
}

/** Outcome of {@link proveSharedProposal}. */
export type ProofOutcome =
  | { kind: 'ok'; proposal: LifeSharedProposalWire }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'locked' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'not_found' }
  | { kind: 'expired' };

/**
 * The full proposal for a client who proves who he is (birth date + last CPF digits), within
 * the per-address and per-link limits (module note). `address` is the caller's IP.
 */
export async function proveSharedProposal(deps: LifeProposalDeps, institution: LifeInstitutionWire, token: string, proof: LifeProposalProofWire, address: string): Promise<ProofOutcome> {
  const link = await openLink(deps, institution, token);
  if (link.kind !== 'ok') return link;
  const { row } = link;
  const addressKey = `life-proof:${deps.addressKey(address)}`;
  try {
    await deps.proofLimiter.consume(addressKey);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    const msBeforeNext = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
    return { kind: 'throttled', retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
  }
  // The try is reserved in the database before the check (concurrent tries cannot pass the
  // limit); the decision is taken on the count before this try.
  const reserved = await deps.store.reserveProofAttempt(row.id, LIFE_PROPOSAL_PROOF_ATTEMPTS);
  const data = row.data as StoredProposal;
  const decision = proofDecision(reserved ? reserved.used - 1 : LIFE_PROPOSAL_PROOF_ATTEMPTS, proofMatches(data.proposal, proof));
  if (decision.kind === 'locked') {
    await deps.proofLimiter.reward(addressKey).catch(() => undefined);
    return { kind: 'locked' };
  }
  if (decision.kind === 'wrong') {
    await deps.store.recordOpening(row.id, decision.opening, deps.clock());
    return { kind: 'wrong', attemptsLeft: decision.attemptsLeft };
  }
  await deps.store.clearProofAttempts(row.id);
  await deps.proofLimiter.reward(addressKey).catch(() => undefined);
  await deps.store.recordOpening(row.id, decision.opening, deps.clock());
  const { proposal, quote } = data;
  const broker = await deps.store.brokerContact(row.userId);
  return { kind: 'ok', proposal: sharedProposalWire({ institution, createdAt: row.createdAt, expiresAt: row.expiresAt, broker, quote, proposal }, bankByCode(proposal.bank_account.bank_code)?.name ?? '') };
}

/** The broker's view of one of his links: expiry, whether wrong proofs locked it, every opening (newest first); undefined when not his. */
export async function implantationStatus(deps: LifeProposalDeps, caller: AuthenticatedUser, institution: LifeInstitutionWire, id: string): Promise<LifeImplantationStatusWire | undefined> {
  const row = await deps.store.brokerProposal(id, caller.id, institution);
  if (!row?.expiresAt) return undefined;
  const openings = await deps.store.openings(row.id);
  return {
    id: row.id,
    expires_at: row.expiresAt.toISOString(),
    locked: linkLocked(row.failedProofs),
    openings: openings.map((opening) => ({ kind: opening.kind as 'opened' | 'proof_ok' | 'proof_failed', at: opening.at.toISOString() })),
  };
}

/**
 * Renews a broker's link for LIFE_PROPOSAL_LINK_TTL_DAYS from now (expired or not) and resets
 * its wrong proofs; the link itself stays the same. Undefined when not his.
 */
export async function renewLink(deps: LifeProposalDeps, caller: AuthenticatedUser, institution: LifeInstitutionWire, id: string): Promise<LifeImplantationStatusWire | undefined> {
  const row = await deps.store.brokerProposal(id, caller.id, institution);
  if (!row?.expiresAt) return undefined;
  const { expiresAt } = renewedLink(deps.clock());
  if (!(await deps.store.renewLink(id, caller.id, expiresAt))) return undefined;
  return implantationStatus(deps, caller, institution, id);
}
