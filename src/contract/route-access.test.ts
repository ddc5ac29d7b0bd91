import { describe, expect, it } from 'vitest';
import { routeAccessLevel } from './route-access';

// Who may call a route (docs/security.md): the table both services and the fake enforce.

describe('routeAccessLevel', () => {
  it('reads a route of the main API and of the life-insurance service', () => {
    expect(routeAccessLevel('GET /api/v3/plans/')).toBe('paid');
    expect(routeAccessLevel('POST /api/payments/checkout/')).toBe('account_admin');
    expect(routeAccessLevel('GET /api/v1/quotation/')).toBe('public');
    expect(routeAccessLevel('POST /v1/:institution/quotation')).toBe('paid');
    expect(routeAccessLevel('GET /v1/support/conversations/')).toBe('superuser');
    // In both tables: the same answer.
    expect(routeAccessLevel('GET /metrics')).toBe('public');
  });
});
