import { describe, expect, it } from 'vitest';
import {
  canAddTeamMember,
  invalidRolesMessage,
  memberEmailChangeRequestedMessage,
  principalRolesProblem,
  sortRoles,
  teamAuditSentence,
  teamLimitMessage,
  toTeamMember,
  type TeamAuditEntry,
} from './team';

// The team screen: the owner's history of team actions in pt-BR, the plan's seat limit, the
// role rules. Sentences by hand.

const entry = (action: TeamAuditEntry['action'], details: Record<string, unknown>): TeamAuditEntry => ({
  id: 1, action, actorUsername: 'dono', targetUsername: 'marcos', details, at: '2026-11-27T12:00:00.000Z',
});

describe('team history', () => {
  it('says each action in one sentence', () => {
    expect(teamAuditSentence(entry('member_added', { roles: ['user', 'manager'] }))).toBe('dono adicionou marcos (papéis: user, manager).');
    expect(teamAuditSentence(entry('member_added', {}))).toBe('dono adicionou marcos (papéis: ).');
    expect(teamAuditSentence(entry('roles_changed', { from: ['user'], to: ['admin', 'user'] }))).toBe('dono mudou os papéis de marcos: user → admin, user.');
    expect(teamAuditSentence(entry('username_changed', { from: 'marcos', to: 'marcos.s' }))).toBe('dono mudou o nome de usuário marcos para marcos.s.');
    expect(teamAuditSentence(entry('member_removed', {}))).toBe('dono excluiu marcos.');
    expect(teamAuditSentence(entry('email_change_requested', { new_email: 'm@exemplo.com.br' }))).toBe(
      'dono pediu para trocar o e-mail de marcos para m@exemplo.com.br (só muda quando marcos confirmar).',
    );
    expect(teamAuditSentence(entry('email_changed', { new_email: 'm@exemplo.com.br' }))).toBe('marcos confirmou o novo e-mail m@exemplo.com.br.');
    expect(memberEmailChangeRequestedMessage('marcos')).toBe(
      'Pedido de troca de e-mail enviado. O e-mail de marcos só muda depois que ele confirmar pelo link enviado ao novo endereço, com a senha dele.',
    );
  });

  it("records a client's data exported or deleted (LGPD) by the client's number only", () => {
    const lgpd = (action: TeamAuditEntry['action']): TeamAuditEntry => ({ ...entry(action, {}), targetUsername: 'cliente nº 42' });
    expect(teamAuditSentence(lgpd('client_data_exported'))).toBe('dono exportou os dados do cliente nº 42 (LGPD).');
    expect(teamAuditSentence(lgpd('client_data_deleted'))).toBe('dono excluiu os dados do cliente nº 42 (LGPD); as cotações dele ficaram anônimas.');
  });
});

describe('seats and roles', () => {
  it('words the plan limit and counts the room left', () => {
    expect(teamLimitMessage(1)).toBe('Seu plano permite até 1 usuário.');
    expect(teamLimitMessage(3)).toBe('Seu plano permite até 3 usuários.');
    expect(canAddTeamMember(2, 3)).toBe(true);
    expect(canAddTeamMember(3, 3)).toBe(false);
  });

  it('names the unknown roles and keeps the owner an admin', () => {
    expect(invalidRolesMessage([])).toBe('Escolha ao menos um papel.');
    expect(invalidRolesMessage(['admin', 'user'])).toBeNull();
    expect(invalidRolesMessage(['admin', 'chefe', 'dono'])).toBe('Papel inválido: "chefe", "dono". Use admin, manager ou user.');
    expect(principalRolesProblem(true, ['manager'])).toBe('O usuário principal da conta não pode perder o papel de administrador.');
    expect(principalRolesProblem(true, ['admin'])).toBeNull();
    expect(principalRolesProblem(false, ['user'])).toBeNull();
  });

  it('orders roles as the forms show them, unknown ones last', () => {
    expect(sortRoles(['user', 'chefe', 'admin', 'manager'])).toEqual(['admin', 'manager', 'user', 'chefe']);
    expect(sortRoles(['user', 'manager'])).toEqual(['manager', 'user']);
  });

  it('maps a user to a member, principal when it is the account owner', () => {
    const user = { id: 3, username: 'marcos', name: 'Marcos', email: 'm@exemplo.com.br', phone: '11987654321', roles: ['user'] };
    const facts = { isActive: true, principalUserId: 3, dateJoined: '2026-11-01T00:00:00.000Z', lastLogin: null };
    const member = toTeamMember(user, facts);
    expect(member).toEqual({ ...user, isActive: true, isPrincipal: true, dateJoined: '2026-11-01T00:00:00.000Z', lastLogin: null });
    expect(member.roles).not.toBe(user.roles);
    expect(toTeamMember(user, { ...facts, principalUserId: 1, isActive: false }).isPrincipal).toBe(false);
    expect(toTeamMember(user, { ...facts, principalUserId: null }).isPrincipal).toBe(false);
  });
});
