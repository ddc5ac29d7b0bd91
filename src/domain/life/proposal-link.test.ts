import { describe, expect, it } from 'vitest';
import { generateLinkDecision, linkLocked, linkOpeningDecision, linkTokenWellFormed, proofDecision, renewedLink } from './proposal-link';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const quotation = {
  owner: 7,
  company: 'porto_seguro',
  quotes: [
    { quoteNumber: 'PSV-2026-000001', quote: 'Vida Individual' },
    { quoteNumber: 'PSV-2026-000002', quote: 'Vida Individual com Invalidez' },
  ],
};
const asked = { caller: 7, institution: 'porto_seguro', quoteNumber: 'PSV-2026-000002' };

describe('generateLinkDecision (generate_link)', () => {
  it("implants the caller's quote of that number, its link open for 7 days, no wrong proof yet", () => {
    expect(generateLinkDecision(quotation, asked, NOW)).toEqual({
      kind: 'ok',
      quote: 'Vida Individual com Invalidez',
      expiresAt: new Date('2026-06-22T15:00:00.000Z'),
      failedProofs: 0,
    });
  });

  it.each([
    ['no quotation of that id', undefined, asked],
    ["another broker's quotation", quotation, { ...asked, caller: 8 }],
    ["another institution's quotation", quotation, { ...asked, institution: 'outra' }],
    ['no quote of that number', quotation, { ...asked, quoteNumber: 'PSV-2026-000003' }],
    ['a quotation that was not priced', { ...quotation, quotes: [] }, asked],
  ])('refuses %s as "quotation not found"', (_case, given, request) => {
    expect(generateLinkDecision(given, request, NOW)).toEqual({ kind: 'quotation_not_found' });
  });
});

describe('linkTokenWellFormed', () => {
  it.each([
    ['a base64url token of 43 characters', 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd', true],
    ['20 characters', 'a'.repeat(20), true],
    ['100 characters', 'a'.repeat(100), true],
    ['19 characters', 'a'.repeat(19), false],
    ['101 characters', 'a'.repeat(101), false],
    ['a dot', `${'a'.repeat(20)}.`, false],
    ['a slash', `${'a'.repeat(20)}/`, false],
  ])('%s: %s', (_case, token, expected) => {
    expect(linkTokenWellFormed(token)).toBe(expected);
  });
});

describe("linkOpeningDecision (the client's page)", () => {
  const link = { company: 'porto_seguro', expiresAt: new Date('2026-06-22T15:00:00.000Z') };

  it('opens a live link and records the opening', () => {
    expect(linkOpeningDecision(link, 'porto_seguro', NOW)).toEqual({ kind: 'open', opening: 'opened' });
  });

  it('opens until the last millisecond before the expiry', () => {
    expect(linkOpeningDecision(link, 'porto_seguro', new Date('2026-06-22T14:59:59.999Z')).kind).toBe('open');
  });

  it('is expired at the expiry instant and after', () => {
    expect(linkOpeningDecision(link, 'porto_seguro', new Date('2026-06-22T15:00:00.000Z'))).toEqual({ kind: 'expired' });
    expect(linkOpeningDecision(link, 'porto_seguro', new Date('2026-07-01T00:00:00.000Z'))).toEqual({ kind: 'expired' });
  });

  it('is not found without a link, for another institution, or without an institution (even expired)', () => {
    expect(linkOpeningDecision(undefined, 'porto_seguro', NOW)).toEqual({ kind: 'not_found' });
    expect(linkOpeningDecision(link, 'outra', NOW)).toEqual({ kind: 'not_found' });
    expect(linkOpeningDecision({ ...link, company: null }, 'porto_seguro', NOW)).toEqual({ kind: 'not_found' });
    expect(linkOpeningDecision(link, 'outra', new Date('2026-07-01T00:00:00.000Z'))).toEqual({ kind: 'not_found' });
  });
});

describe('proofDecision (the full proposal)', () => {
  it('a right proof shows the proposal and starts the count again', () => {
    expect(proofDecision(3, true)).toEqual({ kind: 'proven', failedProofs: 0, opening: 'proof_ok' });
  });

  it.each([
    [0, 1, 4],
    [3, 4, 1],
    [4, 5, 0],
  ])('a wrong proof after %i counts (%i) and leaves %i tries', (before, failedProofs, attemptsLeft) => {
    expect(proofDecision(before, false)).toEqual({ kind: 'wrong', failedProofs, attemptsLeft, opening: 'proof_failed' });
  });

  it('after 5 wrong proofs the link is locked, even for the right proof, and nothing is recorded', () => {
    expect(proofDecision(5, true)).toEqual({ kind: 'locked' });
    expect(proofDecision(5, false)).toEqual({ kind: 'locked' });
  });

  it('the broker sees the link locked from the 5th wrong proof', () => {
    expect([linkLocked(0), linkLocked(4), linkLocked(5), linkLocked(6)]).toEqual([false, false, true, true]);
  });
});

describe('renewedLink', () => {
  it('expires 7 days after the renewal, its wrong proofs forgotten', () => {
    expect(renewedLink(new Date('2026-06-30T23:30:00.000Z'))).toEqual({ expiresAt: new Date('2026-07-07T23:30:00.000Z'), failedProofs: 0 });
  });
});
