/** A user of an account as the team calls answer it. */
import type { UserRow } from '../../db/schema';

export interface RelatedUser {
  id: number;
  username: string;
  name: string;
  email: string;
  phone: string;
  roles: string[];
  isActive: boolean;
  isPrincipal: boolean;
  dateJoined: Date;
  lastLogin: Date | null;
}

export function toRelatedUser(row: UserRow, principalUserId: number | null): RelatedUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roles: row.roles,
    isActive: row.isActive,
    isPrincipal: row.id === principalUserId,
    dateJoined: row.createdAt,
    lastLogin: row.lastLogin,
  };
}

/** DRF's pt-BR message for an authenticated caller without permission. */
export const PERMISSION_DENIED = 'Você não tem permissão para executar essa ação.';

/** Whether the caller has the admin role (spec point 6). */
export const isAdmin = (caller: { roles: readonly string[] }) => caller.roles.includes('admin');
