/**
 * The account's team (spec points 6, 7 and 8): the principal user (account owner) and
 * the related users that the account's admin adds, up to `subscription.total_users`.
 * Roles travel as a comma list ('admin,manager'); labels and permission flags are in
 * ../permissions.ts.
 */
import { isRole, type Role } from '../permissions';

/** A user of the account, as the team screen lists it. */
export interface TeamMember {
  id: number;
  username: string;
  name: string;
  email: string;
  /** Digits only. */
  phone: string;
  roles: string[];
  /** False until the e-mail is confirmed (self-registered principal users). */
  isActive: boolean;
  /** The account owner: cannot be deleted nor lose the admin role. */
  isPrincipal: boolean;
  /** ISO 8601 instant the user was created. */
  dateJoined: string;
  /** ISO 8601 instant or null. */
  lastLogin: string | null;
}

/** The identity fields a team member copies from a user (the SPA's User or the server's row). */
export type TeamMemberIdentity = Pick<TeamMember, 'id' | 'username' | 'name' | 'email' | 'phone' | 'roles'>;

/**
 * The one user → team member mapping (server repository rows, the fake back end and the
 * team screen's "current user only" view all use it).
 * @param user identity fields; the phone is kept as given (digits only by then).
 * @param facts `isActive` (false until the e-mail is confirmed), `principalUserId` of the
 *   account (null when unknown: then not principal), `dateJoined` and `lastLogin` as ISO
 *   8601 instants (`dateJoined` '' when not known, `lastLogin` null before the first login).
 */
export function toTeamMember(
  user: TeamMemberIdentity,
  facts: { isActive: boolean; principalUserId: number | null; dateJoined: string; lastLogin: string | null },
): TeamMember {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    roles: [...user.roles],
    isActive: facts.isActive,
    isPrincipal: user.id === facts.principalUserId,
    dateJoined: facts.dateJoined,
    lastLogin: facts.lastLogin,
  };
}

/** Messages of spec point 8 and of the team rules. */
export const TEAM_MESSAGES = {
  added: 'Usuário adicionado com sucesso!',
  edited: 'Usuário editado com sucesso!',
  editError: 'Erro ao editar usuário! Por favor, tente novamente.',
  deleted: 'Usuário deletado com sucesso!',
  deleteError: 'Erro ao deletar usuário! Por favor, tente novamente.',
  fetchError: 'Erro ao buscar usuário! Por favor, tente novamente.',
  addError: 'Erro ao adicionar usuário! Confira os campos e tente novamente.',
  rolesRequired: 'Escolha ao menos um papel.',
  principalKeepsAdmin: 'O usuário principal da conta não pode perder o papel de administrador.',
  principalCannotBeDeleted: 'O usuário principal da conta não pode ser excluído.',
  cannotDeleteSelf: 'Você não pode excluir o seu próprio usuário.',
  ownerProtected: 'Só o usuário principal da conta pode alterar o nome de usuário, o e-mail ou a senha dele.',
  ownEmailViaProfile:
    'Para mudar o seu próprio e-mail, use Editar Perfil: lá pedimos a sua senha atual e enviamos um link de confirmação ao novo endereço.',
} as const;

/**
 * The admin's request to change a member's e-mail: nothing changes until the member opens
 * the link mailed to the new address and gives its own password there.
 */
export function memberEmailChangeRequestedMessage(username: string): string {
  return `Pedido de troca de e-mail enviado. O e-mail de ${username} só muda depois que ele confirmar pelo link enviado ao novo endereço, com a senha dele.`;
}

/** What the owner's audit list records (`GET /api/v1/team/audit/`). */
export type TeamAuditAction =
  | 'member_added'
  | 'roles_changed'
  | 'username_changed'
  | 'member_removed'
  | 'email_change_requested'
  | 'email_changed'
  // A client's data exported or deleted on the client's request (LGPD art. 18); the target is 'cliente nº <id>'.
  | 'client_data_exported'
  | 'client_data_deleted';

/** One team action: who did what to whom, when (ISO 8601), and its details. */
export interface TeamAuditEntry {
  id: number;
  action: TeamAuditAction;
  actorUsername: string;
  targetUsername: string;
  /** roles_changed / username_changed `{from, to}`, e-mail actions `{new_email}`, member_added `{roles}`. */
  details: Record<string, unknown>;
  at: string;
}

const roleNames = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : '');

/** The entry as one pt-BR sentence of the team screen's history ('gestor adicionou marcos (papéis: user).'). */
export function teamAuditSentence(entry: TeamAuditEntry): string {
  const { actorUsername: actor, targetUsername: target, details } = entry;
  switch (entry.action) {
    case 'member_added':
      return `${actor} adicionou ${target} (papéis: ${roleNames(details.roles)}).`;
    case 'roles_changed':
      return `${actor} mudou os papéis de ${target}: ${roleNames(details.from)} → ${roleNames(details.to)}.`;
    case 'username_changed':
      return `${actor} mudou o nome de usuário ${String(details.from)} para ${String(details.to)}.`;
    case 'member_removed':
      return `${actor} excluiu ${target}.`;
    case 'email_change_requested':
      return `${actor} pediu para trocar o e-mail de ${target} para ${String(details.new_email)} (só muda quando ${target} confirmar).`;
    case 'email_changed':
      return `${target} confirmou o novo e-mail ${String(details.new_email)}.`;
    case 'client_data_exported':
      return `${actor} exportou os dados do ${target} (LGPD).`;
    case 'client_data_deleted':
      return `${actor} excluiu os dados do ${target} (LGPD); as cotações dele ficaram anônimas.`;
  }
}

/** Role given to a new team member when none is chosen. */
export const DEFAULT_MEMBER_ROLE: Role = 'user';

/** 'Seu plano permite até N usuários.' (singular for 1). */
export function teamLimitMessage(totalUsers: number): string {
  return `Seu plano permite até ${totalUsers} ${totalUsers === 1 ? 'usuário' : 'usuários'}.`;
}

/** How many users the account may have: the subscription's total_users, or 1 without a subscription. */
export function teamCapacity(subscription: { totalUsers: number } | null): number {
  return Math.max(1, subscription?.totalUsers ?? 1);
}

/** True while the account has room for one more user. */
export function canAddTeamMember(currentCount: number, totalUsers: number): boolean {
  return currentCount < totalUsers;
}

/** 'admin, manager' → ['admin', 'manager'] (trimmed, empty items and repeats dropped). */
export function parseRoleList(value: string): string[] {
  const roles = value
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '');
  return [...new Set(roles)];
}

/** ['admin', 'manager'] → 'admin,manager'. */
export function formatRoleList(roles: readonly string[]): string {
  return roles.join(',');
}

/** The message for unknown roles, or null when every role is admin, manager or user. */
export function invalidRolesMessage(roles: readonly string[]): string | null {
  if (roles.length === 0) return TEAM_MESSAGES.rolesRequired;
  const unknown = roles.filter((role) => !isRole(role));
  if (unknown.length === 0) return null;
  return `Papel inválido: ${unknown.map((role) => `"${role}"`).join(', ')}. Use admin, manager ou user.`;
}

/** The principal user must keep the admin role: the message when a change would remove it. */
export function principalRolesProblem(isPrincipal: boolean, roles: readonly string[]): string | null {
  return isPrincipal && !roles.includes('admin') ? TEAM_MESSAGES.principalKeepsAdmin : null;
}

/**
 * The account owner (principal user) is the only one who changes the owner's username and
 * e-mail (and so the address a password reset goes to): another admin changing them could
 * take the account over. @returns the refusal, or null.
 */
export function ownerProtectionProblem(edit: {
  callerIsTarget: boolean;
  targetIsPrincipal: boolean;
  usernameChanged: boolean;
  emailChanged: boolean;
}): string | null {
  return edit.targetIsPrincipal && !edit.callerIsTarget && (edit.usernameChanged || edit.emailChanged) ? TEAM_MESSAGES.ownerProtected : null;
}

/**
 * A team edit (`PUT /api/v1/user/`): the owner's protection, and nobody changes its own
 * e-mail there (that asks for the current password and a confirmed link, on /perfil).
 * @returns the refusal, or null.
 */
export function teamEditProblem(edit: Parameters<typeof ownerProtectionProblem>[0]): string | null {
  if (edit.callerIsTarget && edit.emailChanged) return TEAM_MESSAGES.ownEmailViaProfile;
  return ownerProtectionProblem(edit);
}

/** Roles in the order forms show them (admin, manager, user), unknown ones last. */
export function sortRoles(roles: readonly string[]): string[] {
  const order = ['admin', 'manager', 'user'];
  return [...roles].sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
}
