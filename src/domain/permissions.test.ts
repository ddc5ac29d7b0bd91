import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canManageSubscription, Permission, permissionOf, roleLabel } from './permissions';

describe('roleLabel (spec point 6)', () => {
  it.each([
    ['admin', 'Administrador'],
    ['manager', 'Gestor'],
    ['user', 'Corretor'],
    ['owner', 'N/A'],
    ['', 'N/A'],
  ])('%s → %s', (role, label) => expect(roleLabel(role)).toBe(label));
});

describe('permissionOf', () => {
  it.each([
    [[], 0],
    [['admin'], 1],
    [['manager'], 2],
    [['user'], 4],
    [['admin', 'manager'], 3],
    [['admin', 'manager', 'user'], 7],
    [['manager', 'unknown'], 2],
  ] as const)('%o → %i', (roles, flags) => expect(permissionOf(roles)).toBe(flags));

  it('is the OR of each role, whatever the order and repetitions', () => {
    const role = fc.constantFrom('admin', 'manager', 'user', 'x');
    fc.assert(
      fc.property(fc.array(role), (roles) => {
        const expected = roles.reduce((acc, r) => acc | (Permission as Record<string, number>)[r]! | 0, 0);
        expect(permissionOf(roles)).toBe(expected);
        expect(permissionOf([...roles].reverse())).toBe(expected);
      }),
    );
  });
});

describe('canManageSubscription', () => {
  it('only the admin role opens Plano e Assinaturas', () => {
    expect(canManageSubscription(['admin'])).toBe(true);
    expect(canManageSubscription(['manager', 'admin'])).toBe(true);
    expect(canManageSubscription(['manager'])).toBe(false);
    expect(canManageSubscription(['user'])).toBe(false);
    expect(canManageSubscription([])).toBe(false);
  });
});
