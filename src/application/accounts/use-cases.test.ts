import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES, type TeamMember } from '../../domain/accounts/team';
import type { User } from '../../domain/user';
import { ok } from '../shared/result';
import type { NewTeamMember, TeamGateway, TeamMemberChanges } from './team-gateway';
import { createAccountsUseCases, type AccountsPorts } from './use-cases';

const owner: User = {
  id: 2,
  username: 'corretor',
  name: 'Carla Mendes Ribeiro',
  phone: '11987654321',
  email: 'corretor@cotador.local',
  cpf: '11144477735',
  logoUrl: null,
  roles: ['admin'],
  isSuperuser: false,
  firstAccess: false,
  lastLogin: '2026-11-20T10:00:00.000Z',
  payment: 'OP',
  paymentExpiresAt: '2026-12-20',
  withoutPay: false,
  planId: 3,
  principalUserId: 2,
  subscription: { status: 'active', totalUsers: 5 },
};

const member: TeamMember = {
  id: 3,
  username: 'gestor',
  name: 'Gustavo Henrique Alves',
  email: 'gestor@cotador.local',
  phone: '11912345678',
  roles: ['manager'],
  isActive: true,
  isPrincipal: false,
  dateJoined: '2026-01-02T12:00:00.000Z',
  lastLogin: null,
};

/** A TeamGateway that records its calls and answers the member back. */
function recordingTeam() {
  const calls: Array<[string, ...unknown[]]> = [];
  const team: TeamGateway = {
    audit: async () => {
      calls.push(['audit']);
      return ok([]);
    },
    list: async (principalUserId) => {
      calls.push(['list', principalUserId]);
      return ok([member]);
    },
    add: async (principalUsername: string, added: NewTeamMember) => {
      calls.push(['add', principalUsername, added]);
      return ok(member);
    },
    update: async (username: string, changes: TeamMemberChanges) => {
      calls.push(['update', username, changes]);
      return ok({ ...member, roles: changes.roles });
    },
    remove: async (username) => {
      calls.push(['remove', username]);
      return ok(undefined);
    },
  };
  const useCases = createAccountsUseCases({ team, registration: null, profile: null, demoMailbox: null } as unknown as AccountsPorts);
  return { calls, useCases };
}

describe('accounts use cases — the team', () => {
  it.each([
    ['a one-user plan', { subscription: { status: 'active', totalUsers: 1 } }],
    ['no subscription', { subscription: null }],
    ['no principal user', { principalUserId: null }],
  ])('shows only the user itself, without a call, with %s', async (_case, overrides) => {
    const { calls, useCases } = recordingTeam();
    const loaded = await useCases.loadTeam({ ...owner, ...overrides } as User);
    expect(loaded).toEqual(ok([expect.objectContaining({ id: 2, username: 'corretor', isActive: true, dateJoined: '', lastLogin: owner.lastLogin })]));
    expect(calls).toEqual([]);
  });

  it("marks the user itself as principal only when it owns the account", async () => {
    const { useCases } = recordingTeam();
    const single = { ...owner, subscription: null };
    expect(await useCases.loadTeam(single)).toEqual(ok([expect.objectContaining({ isPrincipal: true })]));
    expect(await useCases.loadTeam({ ...single, id: 9 })).toEqual(ok([expect.objectContaining({ isPrincipal: false })]));
  });

  it("lists the account's users of a plan with seats by the principal's id", async () => {
    const { calls, useCases } = recordingTeam();
    expect(await useCases.loadTeam(owner)).toEqual(ok([member]));
    expect(calls).toEqual([['list', 2]]);
  });

  it('adds a member with the one role the form chose', async () => {
    const { calls, useCases } = recordingTeam();
    const fields = { username: 'marcos', name: 'Marcos', email: 'm@example.com', phone: '11912345678', cpf: '52998224725', password: 'Cotacao#2026' };
    await useCases.addMember('corretor', { ...fields, role: 'manager' });
    expect(calls).toEqual([['add', 'corretor', { ...fields, roles: ['manager'] }]]);
  });

  it('sends the roles in the order admin, manager, user, keeping username and e-mail', async () => {
    const { calls, useCases } = recordingTeam();
    await useCases.changeRoles(member, ['user', 'admin', 'manager']);
    expect(calls).toEqual([['update', 'gestor', { username: 'gestor', email: 'gestor@cotador.local', roles: ['admin', 'manager', 'user'] }]]);
  });

  it("refuses no role at all with 'Escolha ao menos um papel.' without a call", async () => {
    const { calls, useCases } = recordingTeam();
    expect(await useCases.changeRoles(member, ['chefe'])).toEqual({
      ok: false,
      error: { kind: 'rejected', message: TEAM_MESSAGES.rolesRequired, fields: { roles: [TEAM_MESSAGES.rolesRequired] } },
    });
    expect(calls).toEqual([]);
  });
});
