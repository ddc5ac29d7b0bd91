import { describe, expect, it } from 'vitest';
import { planInfoAccess } from './plan-info-access';

// Whose plan a caller may read (the plan page's request by e-mail). Values by hand.
describe('planInfoAccess', () => {
  const broker = { id: 5, accountId: 5, isSuperuser: false, isAdmin: true };
  const member = { id: 6, accountId: 5, isSuperuser: false, isAdmin: false };
  const superuser = { id: 1, accountId: 1, isSuperuser: true, isAdmin: false };

  it('lets a user read its own plan, its account admin too, and a superuser anyone', () => {
    expect(planInfoAccess(member, { id: 6, accountId: 5 })).toBe('allowed');
    expect(planInfoAccess(broker, { id: 6, accountId: 5 })).toBe('allowed');
    expect(planInfoAccess(superuser, { id: 6, accountId: 5 })).toBe('allowed');
  });

  it("refuses a member reading its admin, and an admin reading another account's user", () => {
    expect(planInfoAccess(member, { id: 5, accountId: 5 })).toBe('forbidden');
    expect(planInfoAccess(broker, { id: 9, accountId: 9 })).toBe('forbidden');
  });

  it('tells an unknown e-mail to a superuser only', () => {
    expect(planInfoAccess(superuser, null)).toBe('not_found');
    expect(planInfoAccess(broker, null)).toBe('forbidden');
  });
});
