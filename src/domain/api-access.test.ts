import { describe, expect, it } from 'vitest';
import { API_ACCESS_LEVELS, apiAccess, type ApiAccessLevel, type ApiCaller } from './api-access';

const base: ApiCaller = {
  id: 10,
  principalUserId: 10,
  roles: ['admin'],
  isSuperuser: false,
  payment: 'OP',
  withoutPay: false,
  planId: 1,
};

/** The callers of the authorization matrix, as the README's demo users are. */
const callers: Record<string, ApiCaller | null> = {
  anonymous: null,
  owner: base,
  manager: { ...base, id: 11, roles: ['manager'] },
  newFree: { ...base, payment: 'FR', planId: null },
  freeWithPlan: { ...base, payment: 'FR', planId: 2 },
  blocked: { ...base, payment: 'BL' },
  blockedWithoutPay: { ...base, payment: 'BL', withoutPay: true },
  blockedManager: { ...base, id: 11, roles: ['manager'], payment: 'BL' },
  superuser: { ...base, id: 1, principalUserId: 1, roles: [], isSuperuser: true, payment: 'BL' },
};

type Outcome = 'allow' | 401 | 402 | 403;
const outcome = (level: ApiAccessLevel, caller: ApiCaller | null): Outcome => {
  const decision = apiAccess(level, caller);
  switch (decision.kind) {
    case 'allow':
      return 'allow';
    case 'unauthenticated':
      return 401;
    case 'payment_required':
      return 402;
    case 'forbidden':
      return 403;
  }
};

// Written out by hand from spec points 4 and 6 (not derived from the implementation).
const expected: Record<string, Record<ApiAccessLevel, Outcome>> = {
  anonymous: { public: 'allow', authenticated: 401, account_admin: 401, paid: 401, paid_account_admin: 401, superuser: 401 },
  owner: { public: 'allow', authenticated: 'allow', account_admin: 'allow', paid: 'allow', paid_account_admin: 'allow', superuser: 403 },
  manager: { public: 'allow', authenticated: 'allow', account_admin: 403, paid: 'allow', paid_account_admin: 403, superuser: 403 },
  newFree: { public: 'allow', authenticated: 'allow', account_admin: 'allow', paid: 402, paid_account_admin: 402, superuser: 403 },
  freeWithPlan: { public: 'allow', authenticated: 'allow', account_admin: 'allow', paid: 'allow', paid_account_admin: 'allow', superuser: 403 },
  blocked: { public: 'allow', authenticated: 'allow', account_admin: 'allow', paid: 402, paid_account_admin: 402, superuser: 403 },
  blockedWithoutPay: { public: 'allow', authenticated: 'allow', account_admin: 'allow', paid: 'allow', paid_account_admin: 'allow', superuser: 403 },
  blockedManager: { public: 'allow', authenticated: 'allow', account_admin: 403, paid: 402, paid_account_admin: 402, superuser: 403 },
  superuser: { public: 'allow', authenticated: 'allow', account_admin: 'allow', paid: 'allow', paid_account_admin: 'allow', superuser: 'allow' },
};

describe('apiAccess', () => {
  const rows = Object.keys(expected).flatMap((name) => API_ACCESS_LEVELS.map((level) => [name, level] as const));
  it.each(rows)('%s on a %s route', (name, level) => {
    expect(outcome(level, callers[name] ?? null)).toBe(expected[name]?.[level]);
  });

  it('tells a blocked account from one that has not chosen a plan', () => {
    expect(apiAccess('paid', callers.blocked ?? null)).toMatchObject({ kind: 'payment_required', code: 'subscription_blocked' });
    expect(apiAccess('paid', callers.newFree ?? null)).toMatchObject({ kind: 'payment_required', code: 'payment_required' });
  });

  it('answers every refusal with a Portuguese sentence', () => {
    const refusals = Object.values(callers)
      .flatMap((caller) => API_ACCESS_LEVELS.map((level) => apiAccess(level, caller)))
      .flatMap((decision) => (decision.kind === 'payment_required' || decision.kind === 'forbidden' ? [decision] : []));
    // Both kinds of refusal occur among these callers, so the sentences below are really read.
    expect(new Set(refusals.map((decision) => decision.kind))).toEqual(new Set(['payment_required', 'forbidden']));
    for (const decision of refusals) {
      expect(decision.detail).toMatch(/[a-zà-ú]+ [a-zà-ú]+/i);
      expect(decision.detail.endsWith('.')).toBe(true);
    }
  });
});
