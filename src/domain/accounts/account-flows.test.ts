import { describe, expect, it } from 'vitest';
import {
  emailChangeConfirmation,
  emailChangeRequest,
  linkExpiresAt,
  linkMailWanted,
  linkProblem,
  memberPasswordNeeded,
  passwordReset,
  newUserErrors,
  profileEdit,
  profileEditErrors,
  teamMemberAddition,
  teamMemberEdit,
  teamMemberRemoval,
} from './account-flows';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('mailed links', () => {
  it('lasts 48 hours for a confirmation, 1 hour for a reset, 24 hours for an e-mail change', () => {
    expect(linkExpiresAt('email_confirmation', now).toISOString()).toBe('2026-03-12T12:00:00.000Z');
    expect(linkExpiresAt('password_reset', now).toISOString()).toBe('2026-03-10T13:00:00.000Z');
    expect(linkExpiresAt('email_change', now).toISOString()).toBe('2026-03-11T12:00:00.000Z');
  });

  it('refuses an unknown, used or expired link; the expiry instant itself is over', () => {
    const expiresAt = new Date('2026-03-10T13:00:00.000Z');
    expect(linkProblem(undefined, now)).toBe('invalid');
    expect(linkProblem({ usedAt: new Date('2026-03-10T11:00:00.000Z'), expiresAt }, now)).toBe('used');
    expect(linkProblem({ usedAt: null, expiresAt }, expiresAt)).toBe('expired');
    expect(linkProblem({ usedAt: null, expiresAt }, now)).toBeNull();
  });
});

describe('emailChangeRequest', () => {
  const joana = { id: 7, username: 'joana', email: 'joana@corretora.com.br' };

  it('one\'s own change: a 24-hour link to the new address, a notice to the old one, no audit line', () => {
    expect(emailChangeRequest({ user: joana, newEmail: 'joana@novo.com.br', now })).toEqual({
      retire: 'email_change',
      token: { purpose: 'email_change', newEmail: 'joana@novo.com.br', requestedByUserId: 7, expiresAt: new Date('2026-03-11T12:00:00.000Z') },
      audit: null,
      mails: { notice: { to: 'joana@corretora.com.br' }, confirmation: { to: 'joana@novo.com.br' }, requestedBy: undefined },
    });
  });

  it('an admin\'s request names the admin in the token, the mails and the audit line', () => {
    const request = emailChangeRequest({ user: joana, newEmail: 'joana@novo.com.br', requestedBy: { id: 2, username: 'gestor' }, now });
    expect(request.token.requestedByUserId).toBe(2);
    expect(request.mails.requestedBy).toBe('gestor');
    expect(request.audit).toEqual({ action: 'email_change_requested', actorUsername: 'gestor', targetUsername: 'joana', details: { new_email: 'joana@novo.com.br' } });
  });
});

describe('emailChangeConfirmation', () => {
  const base = { user: { username: 'joana' }, newEmail: 'joana@novo.com.br', byAdmin: false, password: undefined, passwordProblem: null, emailTaken: false };

  it('asks for the member\'s own password only when an admin asked for the change', () => {
    expect(memberPasswordNeeded({ requestedByUserId: 2 }, 7)).toBe(true);
    expect(memberPasswordNeeded({ requestedByUserId: 7 }, 7)).toBe(false);
    expect(memberPasswordNeeded({ requestedByUserId: null }, 7)).toBe(false);
    expect(emailChangeConfirmation({ ...base, byAdmin: true })).toEqual({
      kind: 'invalid',
      errors: { password: ['Este pedido de troca foi feito por um administrador da conta. Informe a sua senha para confirmar o novo e-mail.'] },
    });
    expect(emailChangeConfirmation({ ...base, byAdmin: true, password: 'errada', passwordProblem: 'Senha atual incorreta.' })).toEqual({
      kind: 'invalid',
      errors: { password: ['Senha atual incorreta.'] },
    });
  });

  it('refuses an address someone else took meanwhile', () => {
    expect(emailChangeConfirmation({ ...base, emailTaken: true })).toEqual({ kind: 'taken', message: 'Já existe um usuário com este e-mail.' });
  });

  it('changes the e-mail, retires the other change and reset links, and records an admin\'s request as confirmed', () => {
    expect(emailChangeConfirmation(base)).toEqual({ kind: 'ok', changes: { email: 'joana@novo.com.br' }, retire: ['email_change', 'password_reset'], audit: null });
    expect(emailChangeConfirmation({ ...base, byAdmin: true, password: 'Certa#2026', passwordProblem: null })).toMatchObject({
      kind: 'ok',
      audit: { action: 'email_changed', actorUsername: 'joana', targetUsername: 'joana', details: { new_email: 'joana@novo.com.br' } },
    });
  });
});

describe('teamMemberEdit', () => {
  const gestor = { id: 2, username: 'gestor' };
  const owner = { id: 1, username: 'corretor', email: 'corretor@cotador.com.br', roles: ['admin'] };
  const marcos = { id: 5, username: 'marcos', email: 'marcos@cotador.com.br', roles: ['manager', 'user'] };
  const edit = (target = marcos, changes: Partial<{ username: string; email: string; roles: string[] }> = {}, more: Partial<{ usernameTaken: boolean; emailTaken: boolean; caller: { id: number; username: string } }> = {}) =>
    teamMemberEdit({
      caller: more.caller ?? gestor,
      target,
      targetIsPrincipal: target.id === 1,
      changes: { username: target.username, email: target.email, roles: target.roles, ...changes },
      usernameTaken: more.usernameTaken ?? false,
      emailTaken: more.emailTaken ?? false,
    });

  it('refuses another admin changing the owner\'s username, and one\'s own e-mail here', () => {
    expect(edit(owner, { username: 'dono' })).toEqual({ kind: 'refused', message: 'Só o usuário principal da conta pode alterar o nome de usuário, o e-mail ou a senha dele.' });
    expect(edit({ ...marcos, id: 2 }, { email: 'outro@cotador.com.br' })).toMatchObject({ kind: 'refused', message: expect.stringContaining('use Editar Perfil') });
  });

  it('gathers the field errors: roles, a taken username, a taken new e-mail', () => {
    expect(edit(marcos, { username: 'ana', email: 'ana@cotador.com.br', roles: ['chefe'] }, { usernameTaken: true, emailTaken: true })).toEqual({
      kind: 'invalid',
      errors: {
        roles: ['Papel inválido: "chefe". Use admin, manager ou user.'],
        username: ['Já existe um usuário com este nome de usuário.'],
        email: ['Já existe um usuário com este e-mail.'],
      },
    });
    expect(edit(owner, { roles: ['user'] }, { caller: { id: 1, username: 'corretor' } })).toEqual({
      kind: 'invalid',
      errors: { roles: ['O usuário principal da conta não pode perder o papel de administrador.'] },
    });
  });

  it('applies username and roles, with one audit line each, ends the sessions of a member who lost a role, and only requests the new e-mail', () => {
    expect(edit(marcos, { username: 'marcos.s', email: 'Marcos@Novo.com.br ', roles: ['user'] })).toEqual({
      kind: 'ok',
      changes: { username: 'marcos.s', roles: ['user'] },
      audit: [
        { action: 'username_changed', actorUsername: 'gestor', targetUsername: 'marcos.s', details: { from: 'marcos', to: 'marcos.s' } },
        { action: 'roles_changed', actorUsername: 'gestor', targetUsername: 'marcos.s', details: { from: ['manager', 'user'], to: ['user'] } },
      ],
      endSessions: true,
      emailChangeRequested: 'marcos@novo.com.br',
    });
  });

  it('ends nothing when a role is only added, or when an admin changes its own roles', () => {
    expect(edit(marcos, { roles: ['admin', 'manager', 'user'] })).toMatchObject({ kind: 'ok', endSessions: false, emailChangeRequested: null });
    expect(edit({ ...marcos, id: 2, username: 'gestor', roles: ['admin', 'manager'] }, { roles: ['admin'] })).toMatchObject({ kind: 'ok', endSessions: false });
    expect(edit(marcos)).toEqual({ kind: 'ok', changes: { username: 'marcos', roles: ['manager', 'user'] }, audit: [], endSessions: false, emailChangeRequested: null });
  });
});

describe('newUserErrors', () => {
  it('gathers a weak password and a taken username and e-mail', () => {
    expect(newUserErrors({ username: 'marcos', password: 'x7q' }, { username: true, email: true })).toEqual({
      password: ['A senha deve ter pelo menos 8 caracteres.'],
      username: ['Já existe um usuário com este nome de usuário.'],
      email: ['Já existe um usuário com este e-mail.'],
    });
    expect(newUserErrors({ username: 'marcos', password: 'Corretor#2026' }, { username: false, email: false })).toEqual({});
  });
});

describe('teamMemberAddition', () => {
  const add = (more: Partial<Parameters<typeof teamMemberAddition>[0]> = {}) =>
    teamMemberAddition({ actorUsername: 'corretor', username: 'marcos', roles: ['manager'], usersCount: 2, totalUsers: 5, errors: {}, ...more });

  it('refuses a full team first, whatever else is wrong', () => {
    expect(add({ usersCount: 5, errors: { email: ['Já existe um usuário com este e-mail.'] } })).toEqual({ kind: 'refused', message: 'Seu plano permite até 5 usuários.' });
  });

  it('adds the role errors to the new user\'s', () => {
    expect(add({ roles: [], errors: { email: ['Já existe um usuário com este e-mail.'] } })).toEqual({
      kind: 'invalid',
      errors: { email: ['Já existe um usuário com este e-mail.'], roles: ['Escolha ao menos um papel.'] },
    });
  });

  it('creates the member with its roles (user when none were given) and the audit line', () => {
    expect(add()).toEqual({ kind: 'ok', roles: ['manager'], audit: { action: 'member_added', actorUsername: 'corretor', targetUsername: 'marcos', details: { roles: ['manager'] } } });
    expect(add({ roles: undefined })).toMatchObject({ kind: 'ok', roles: ['user'] });
  });
});

describe('teamMemberRemoval', () => {
  const gestor = { id: 2, username: 'gestor' };

  it('never removes the owner nor oneself', () => {
    expect(teamMemberRemoval({ caller: gestor, target: { id: 1, username: 'corretor' }, principalUserId: 1 })).toEqual({ kind: 'refused', message: 'O usuário principal da conta não pode ser excluído.' });
    expect(teamMemberRemoval({ caller: gestor, target: gestor, principalUserId: 1 })).toEqual({ kind: 'refused', message: 'Você não pode excluir o seu próprio usuário.' });
  });

  it('removes a member with the audit line', () => {
    expect(teamMemberRemoval({ caller: gestor, target: { id: 5, username: 'marcos' }, principalUserId: 1 })).toEqual({
      kind: 'ok',
      audit: { action: 'member_removed', actorUsername: 'gestor', targetUsername: 'marcos', details: {} },
    });
  });
});

describe('profileEdit and profileEditErrors', () => {
  const edit = (more: Partial<Parameters<typeof profileEdit>[0]> = {}) =>
    profileEdit({ self: true, callerIsAdmin: false, targetIsPrincipal: false, currentEmail: 'joana@corretora.com.br', changes: { name: 'Joana Lima' }, ...more });

  it('lets a user edit itself and an admin its team; anyone else is forbidden', () => {
    expect(edit({ self: false })).toEqual({ kind: 'forbidden' });
    expect(edit({ self: false, callerIsAdmin: true })).toEqual({ kind: 'check', newEmail: null, currentPasswordAsked: false });
  });

  it('refuses a call with nothing to change, and another admin changing the owner\'s e-mail', () => {
    expect(edit({ changes: {} })).toEqual({ kind: 'refused', message: 'Nenhum campo para atualizar.' });
    expect(edit({ self: false, callerIsAdmin: true, targetIsPrincipal: true, changes: { email: 'dono@novo.com.br' } })).toEqual({
      kind: 'refused',
      message: 'Só o usuário principal da conta pode alterar o nome de usuário, o e-mail ou a senha dele.',
    });
  });

  it('asks for the current password for one\'s own new e-mail only (the same address in other letters is no change)', () => {
    expect(edit({ changes: { email: ' Joana@Novo.com.br' } })).toEqual({ kind: 'check', newEmail: 'joana@novo.com.br', currentPasswordAsked: true });
    expect(edit({ changes: { email: 'JOANA@corretora.com.br' } })).toEqual({ kind: 'check', newEmail: null, currentPasswordAsked: false });
    expect(edit({ self: false, callerIsAdmin: true, changes: { email: 'joana@novo.com.br' } })).toEqual({ kind: 'check', newEmail: 'joana@novo.com.br', currentPasswordAsked: false });
  });

  it('gathers the logo\'s problem with the taken e-mail, or else the current password\'s', () => {
    expect(profileEditErrors({ logoProblem: 'Imagem muito grande.', emailTaken: true, currentPasswordProblem: null })).toEqual({
      logo: ['Imagem muito grande.'],
      email: ['Já existe um usuário com este e-mail.'],
    });
    expect(profileEditErrors({ logoProblem: null, emailTaken: false, currentPasswordProblem: 'Senha atual incorreta.' })).toEqual({ current_password: ['Senha atual incorreta.'] });
    expect(profileEditErrors({ logoProblem: null, emailTaken: false, currentPasswordProblem: null })).toEqual({});
  });
});

describe('linkMailWanted and passwordReset', () => {
  it('mails a confirmation only to an unconfirmed user, a reset to any user, nothing to an unknown address', () => {
    expect(linkMailWanted('email_confirmation', { isActive: false })).toBe(true);
    expect(linkMailWanted('email_confirmation', { isActive: true })).toBe(false);
    expect(linkMailWanted('password_reset', { isActive: true })).toBe(true);
    expect(linkMailWanted('password_reset', undefined)).toBe(false);
  });

  it('refuses a weak new password; a good one activates the user, retires the other reset links and ends its sessions', () => {
    expect(passwordReset({ username: 'joana' }, 'x7q')).toEqual({ kind: 'invalid', errors: { password: ['A senha deve ter pelo menos 8 caracteres.'] } });
    expect(passwordReset({ username: 'joana' }, 'Corretor#2026')).toEqual({ kind: 'ok', changes: { isActive: true }, retire: 'password_reset', endSessions: true });
  });
});
