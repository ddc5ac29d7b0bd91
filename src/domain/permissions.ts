/**
 * Roles and permissions (spec point 6).
 *
 * Roles on the wire: 'admin' ('Administrador'), 'manager' ('Gestor'), 'user'
 * ('Corretor'); any other value is shown as 'N/A'. Permissions are bit flags:
 * none 0, admin 1, manager 2, user 4; a user's permission is the OR of its roles.
 */

/** Known role codes. */
export type Role = 'admin' | 'manager' | 'user';

/** Permission bit flags of spec point 6. */
export const Permission = {
  none: 0,
  admin: 1,
  manager: 2,
  user: 4,
} as const;

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  manager: 'Gestor',
  user: 'Corretor',
};

/** All known roles, in the order they are offered in forms. */
export const ROLES: readonly Role[] = ['admin', 'manager', 'user'];

/** True for 'admin' | 'manager' | 'user'. */
export function isRole(value: string): value is Role {
  return value === 'admin' || value === 'manager' || value === 'user';
}

/** pt-BR label of a role code; unknown codes give 'N/A'. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : 'N/A';
}

/** Bit flag of one role; unknown roles give `Permission.none`. */
export function permissionOfRole(role: string): number {
  return isRole(role) ? Permission[role] : Permission.none;
}

/** A user's permission: the bitwise OR of the flags of all its roles. */
export function permissionOf(roles: readonly string[]): number {
  return roles.reduce<number>((acc, role) => acc | permissionOfRole(role), Permission.none);
}

/** True when `permission` includes every bit of `flag`. */
export function hasPermission(permission: number, flag: number): boolean {
  return flag !== 0 && (permission & flag) === flag;
}

/** Only the admin role opens Plano e Assinaturas (spec point 6). */
export function canManageSubscription(roles: readonly string[]): boolean {
  return hasPermission(permissionOf(roles), Permission.admin);
}
