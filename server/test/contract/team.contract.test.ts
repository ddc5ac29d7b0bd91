/**
 * Contract scenarios of the TeamGateway (list, add a member, seats full, roles, delete,
 * permission refusals that end the session as the real HTTP client does on any 403): the
 * same steps and expectations against the fake back end and the real server (./backends.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewTeamMember } from '../../../src/application/accounts/team-gateway';
import { NOT_FOUND_DETAIL, PERMISSION_DENIED } from '../../../src/contract/api-errors';
import { ACCESS_FORBIDDEN_MESSAGES } from '../../../src/domain/api-access';
import { FIELD_MESSAGES } from '../../../src/domain/accounts/fields';
import { TEAM_MESSAGES, teamLimitMessage } from '../../../src/domain/accounts/team';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

const member = (username: string, overrides: Partial<NewTeamMember> = {}): NewTeamMember => ({
  username,
  name: 'Marcos Vieira',
  email: `${username}@example.com`,
  phone: '(11) 91234-5678',
  cpf: '529.982.247-25',
  password: 'Cotacao#2026',
  roles: ['user'],
  ...overrides,
});

describe.each(contractBackends())('team contract — $name', (backend) => {
  let started: StartedBackend;
  beforeAll(async () => {
    started = await backend.start();
  });
  afterAll(() => started.close());

  const loginAs = async (username: string) => {
    await started.services.auth.logout();
    expect(await started.services.auth.login({ username, password: PASSWORD })).toEqual({ ok: true, value: undefined });
  };
  const principalId = async () => {
    const me = await started.services.auth.currentUser();
    if (!me.ok || me.value.principalUserId === null) throw new Error('no principal');
    return me.value.principalUserId;
  };

  it('lists the account, the principal first', async () => {
    await loginAs('corretor');
    const listed = await started.services.team.list(await principalId());
    expect(listed.ok ? listed.value.map((m) => [m.username, m.roles, m.isPrincipal, m.isActive]) : listed).toEqual([
      ['corretor', ['admin'], true, true],
      ['gestor', ['manager'], false, true],
    ]);
  });

  it("answers another account's principal id as not found ('Not found.')", async () => {
    await loginAs('corretor');
    expect(await started.services.team.list(4)).toEqual({ ok: false, error: { kind: 'not-found', message: NOT_FOUND_DETAIL } });
  });

  it('adds a member, changes its roles, refuses the principal losing admin, and deletes it', async () => {
    await loginAs('corretor');
    const { team } = started.services;
    const added = await team.add('corretor', member('marcos_equipe'));
    expect(added).toMatchObject({ ok: true, value: { username: 'marcos_equipe', roles: ['user'], isActive: true, isPrincipal: false, phone: '11912345678' } });

    const taken = await team.add('corretor', member('Marcos_Equipe', { email: 'outro@example.com' }));
    expect(taken).toMatchObject({ ok: false, error: { kind: 'rejected', fields: { username: [FIELD_MESSAGES.usernameTaken] } } });

    const edited = await team.update('marcos_equipe', { username: 'marcos_equipe', email: 'marcos_equipe@example.com', roles: ['manager', 'user'] });
    expect(edited).toMatchObject({ ok: true, value: { roles: ['manager', 'user'] } });

    const principal = await team.update('corretor', { username: 'corretor', email: 'corretor@cotador.local', roles: ['user'] });
    expect(principal).toMatchObject({ ok: false, error: { kind: 'rejected', fields: { roles: [TEAM_MESSAGES.principalKeepsAdmin] } } });

    expect(await team.remove('corretor')).toMatchObject({ ok: false, error: { kind: 'rejected', message: TEAM_MESSAGES.principalCannotBeDeleted } });
    expect(await team.remove('marcos_equipe')).toEqual({ ok: true, value: undefined });
    const listed = await team.list(await principalId());
    expect(listed.ok ? listed.value.map((m) => m.username) : listed).toEqual(['corretor', 'gestor']);
  });

  it('lists the account’s team changes for its principal, newest first; a manager is refused with the access policy’s sentence', async () => {
    await loginAs('corretor');
    const { team } = started.services;
    expect(await team.add('corretor', member('auditado'))).toMatchObject({ ok: true });
    expect(await team.update('auditado', { username: 'auditado', email: 'auditado@example.com', roles: ['manager', 'user'] })).toMatchObject({ ok: true });
    expect(await team.remove('auditado')).toEqual({ ok: true, value: undefined });
    const audit = await team.audit();
    if (!audit.ok) throw new Error(audit.error.message);
    const mine = audit.value.filter((entry) => entry.targetUsername === 'auditado');
    expect(mine.map(({ action, actorUsername, details }) => ({ action, actorUsername, details }))).toEqual([
      { action: 'member_removed', actorUsername: 'corretor', details: {} },
      { action: 'roles_changed', actorUsername: 'corretor', details: { from: ['user'], to: ['manager', 'user'] } },
      { action: 'member_added', actorUsername: 'corretor', details: { roles: ['user'] } },
    ]);
    const times = audit.value.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    await loginAs('gestor');
    expect(await team.audit()).toEqual({ ok: false, error: { kind: 'rejected', message: ACCESS_FORBIDDEN_MESSAGES.accountAdmin } });
  });

  it("refuses a member when the plan's seats are full ('Seu plano permite até 1 usuário.')", async () => {
    await loginAs('expirando');
    expect(await started.services.team.add('expirando', member('sem_vaga'))).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: teamLimitMessage(1) },
    });
  });

  it('refuses a manager adding a member: a permission refusal that ends the session', async () => {
    await loginAs('gestor');
    const { team, auth } = started.services;
    expect(await team.add('corretor', member('pelo_gestor'))).toEqual({ ok: false, error: { kind: 'rejected', message: PERMISSION_DENIED } });
    expect(auth.hasSession()).toBe(false);
  });

  it("refuses a manager changing or deleting a member with the access policy's sentence, ending the session", async () => {
    const { team, auth } = started.services;
    await loginAs('gestor');
    expect(await team.update('corretor', { username: 'corretor', email: 'corretor@cotador.local', roles: ['admin'] })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: ACCESS_FORBIDDEN_MESSAGES.accountAdmin },
    });
    expect(auth.hasSession()).toBe(false);
    await loginAs('gestor');
    expect(await team.remove('corretor')).toEqual({ ok: false, error: { kind: 'rejected', message: ACCESS_FORBIDDEN_MESSAGES.accountAdmin } });
    expect(auth.hasSession()).toBe(false);
  });
});
