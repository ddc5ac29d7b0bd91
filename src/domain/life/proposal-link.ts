/**
 * The client's life-proposal link (spec point 7 `generate_link`, the client's page, its proof
 * and the broker's renewal), decided once for both back ends: the life service's proposals use
 * cases (server/life/modules/proposals) call these functions, and the fake life service runs
 * those use cases over its in-memory rows.
 *
 * A link opens until its expiry = generation (or the broker's last renewal) +
 * {@link LIFE_PROPOSAL_LINK_TTL_DAYS} days; then it is expired (410). The full proposal answers
 * only a proof of identity, with at most {@link LIFE_PROPOSAL_PROOF_ATTEMPTS} wrong proofs per
 * link; then the link is locked until the broker renews it (LGPD art. 11: a forwarded link must
 * not hand out health data).
 */
import { LIFE_PROPOSAL_LINK_TTL_DAYS } from './implantation';
import type { LifeLinkOpeningKind } from './link-openings';

/** Wrong proofs a link admits before it locks (until the broker renews it). */
export const LIFE_PROPOSAL_PROOF_ATTEMPTS = 5;

const DAY_MS = 86_400_000;

/** A link token as the service hands them out: 20 to 100 base64url characters. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Whether `token` can be a link's token at all (20–100 base64url characters); any other is
 * answered "not found" without looking it up.
 */
export function linkTokenWellFormed(token: string): boolean {
  return LINK_TOKEN.test(token);
}

/** The expiry of a link generated or renewed at `now`: `now` + LIFE_PROPOSAL_LINK_TTL_DAYS days. */
export function linkExpiry(now: Date): Date {
  return new Date(now.getTime() + LIFE_PROPOSAL_LINK_TTL_DAYS * DAY_MS);
}

/** Whether wrong proofs locked the link (`failedProofs` ≥ LIFE_PROPOSAL_PROOF_ATTEMPTS). */
export function linkLocked(failedProofs: number): boolean {
  return failedProofs >= LIFE_PROPOSAL_PROOF_ATTEMPTS;
}

/** A priced quotation as a back end holds it, for {@link generateLinkDecision}. */
export interface LinkableQuotation<Owner, Quote> {
  /** The broker who priced it. */
  owner: Owner;
  /** The institution it was priced at. */
  company: string;
  /** Its quotes with their numbers (empty when it was not priced). */
  quotes: ReadonlyArray<{ quoteNumber: string; quote: Quote }>;
}

/** Outcome of {@link generateLinkDecision}. */
export type GenerateLinkDecision<Quote> =
  | { kind: 'quotation_not_found' }
  /** The link to store: the chosen quote, its expiry, no wrong proof yet. */
  | { kind: 'ok'; quote: Quote; expiresAt: Date; failedProofs: 0 };

/**
 * `generate_link`: the proposal implants the quote numbered `quoteNumber` of the caller's own
 * quotation priced at `institution`; anything else (no such quotation, another broker's,
 * another institution's, no quote of that number) is `quotation_not_found` (404
 * 'Cotação não encontrada.'). The link expires LIFE_PROPOSAL_LINK_TTL_DAYS days after `now`.
 * (Whether the implantation id is free — it belongs to the broker who first used it — is the
 * storage's to say: the service's upsert decides it atomically.)
 */
export function generateLinkDecision<Owner, Quote>(
  quotation: LinkableQuotation<Owner, Quote> | undefined,
  request: { caller: Owner; institution: string; quoteNumber: string },
  now: Date,
): GenerateLinkDecision<Quote> {
  if (!quotation || quotation.owner !== request.caller || quotation.company !== request.institution) return { kind: 'quotation_not_found' };
  const chosen = quotation.quotes.find((entry) => entry.quoteNumber === request.quoteNumber);
  if (!chosen) return { kind: 'quotation_not_found' };
  return { kind: 'ok', quote: chosen.quote, expiresAt: linkExpiry(now), failedProofs: 0 };
}

/** A stored link, as far as opening it goes. */
export interface StoredLifeLink {
  /** The institution the proposal was implanted at (null on rows stored before it was kept: never opens). */
  company: string | null;
  expiresAt: Date;
}

/** Outcome of {@link linkOpeningDecision}. */
export type LinkOpeningDecision = { kind: 'not_found' } | { kind: 'expired' } | { kind: 'open'; opening: Extract<LifeLinkOpeningKind, 'opened'> };

/**
 * Opening the client's page: no link of that token, or one of another institution, is
 * `not_found` (404); a link whose expiry is not after `now` is `expired` (410); else it opens,
 * and the opening ('opened') is recorded for the broker. A proof goes through the same gate
 * before {@link proofDecision}.
 */
export function linkOpeningDecision(link: StoredLifeLink | undefined, institution: string, now: Date): LinkOpeningDecision {
  if (!link || link.company !== institution) return { kind: 'not_found' };
  if (link.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  return { kind: 'open', opening: 'opened' };
}

/** Outcome of {@link proofDecision}. */
export type ProofDecision =
  /** The link's wrong proofs are used up: nothing recorded, the broker must renew it. */
  | { kind: 'locked' }
  /** A wrong proof: it counts (`failedProofs`), `attemptsLeft` remain, recorded as 'proof_failed'. */
  | { kind: 'wrong'; failedProofs: number; attemptsLeft: number; opening: Extract<LifeLinkOpeningKind, 'proof_failed'> }
  /** A right proof: the full proposal, the count starts again, recorded as 'proof_ok'. */
  | { kind: 'proven'; failedProofs: 0; opening: Extract<LifeLinkOpeningKind, 'proof_ok'> };

/**
 * A proof of identity on an open link that had `failedBefore` wrong proofs: locked once they
 * reach LIFE_PROPOSAL_PROOF_ATTEMPTS; otherwise `matches` (birth date and the last CPF digits,
 * src/contract `proofMatches`) proves it or counts one more wrong proof. The service reserves the
 * try in its database before the check (so that concurrent tries cannot exceed the limit) and
 * passes the count before its reservation.
 */
export function proofDecision(failedBefore: number, matches: boolean): ProofDecision {
  if (linkLocked(failedBefore)) return { kind: 'locked' };
  if (!matches) {
    const failedProofs = failedBefore + 1;
    return { kind: 'wrong', failedProofs, attemptsLeft: LIFE_PROPOSAL_PROOF_ATTEMPTS - failedProofs, opening: 'proof_failed' };
  }
  return { kind: 'proven', failedProofs: 0, opening: 'proof_ok' };
}

/**
 * The broker renews his link at `now` (expired or not): the same link, expiring
 * LIFE_PROPOSAL_LINK_TTL_DAYS days after `now`, its wrong proofs forgotten (unlocked).
 */
export function renewedLink(now: Date): { expiresAt: Date; failedProofs: 0 } {
  return { expiresAt: linkExpiry(now), failedProofs: 0 };
}
