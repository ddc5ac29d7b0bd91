/**
 * A login of an unknown username costs one bcrypt comparison at the configured cost
 * (`BCRYPT_ROUNDS`), as a known user's does: its answer time does not tell which usernames exist,
 * whatever cost the deployment chose. Observed through the hash the comparison is made against
 * (its cost is in its prefix), not a timing.
 */
import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/auth/passwords';

afterEach(() => vi.restoreAllMocks());

describe('unknown user', () => {
  it.each([4, 5, 6])('compares the password against a hash of the configured cost (%i) and refuses it', async (rounds) => {
    const compare = vi.spyOn(bcrypt, 'compare');
    expect(await verifyPassword('demo1234', null, rounds)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(1);
    expect(String(compare.mock.calls[0]?.[1])).toMatch(new RegExp(`^\\$2[aby]\\$0${rounds}\\$`));
  });

  it('still checks a known user against his own hash', async () => {
    const hash = await hashPassword('demo1234', 4);
    expect(await verifyPassword('demo1234', hash, 10)).toBe(true);
    expect(await verifyPassword('outra', hash, 10)).toBe(false);
  });
});
