import { describe, expect, it } from 'vitest';
import {
  emailWire,
  fromRelatedUserWire,
  fromTeamAuditEntryWire,
  profilePatchWire,
  registerRequestWire,
  toRegisterRequestWire,
  toRelatedUserWire,
} from './accounts';

// The accounts calls' bodies as a broker fills the registration form: each field's pt-BR
// refusal (the form's own words) and what the server stores (trimmed, digits only).

const messages = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : (parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const FORM = { username: ' carla ', name: ' Carla Mendes ', email: ' Carla@Exemplo.com.br ', phone: '(11) 98765-4321', cpf: '111.444.777-35', password: 'segredo-forte-1' };

describe('registration body', () => {
  it('stores names trimmed, the e-mail lower-cased and phone and CPF as digits', () => {
    expect(registerRequestWire.parse(FORM)).toEqual({
      username: 'carla', name: 'Carla Mendes', email: 'carla@exemplo.com.br', phone: '11987654321', cpf: '11144477735', password: 'segredo-forte-1',
    });
  });

  it('refuses each field with the form words', () => {
    expect(messages(registerRequestWire, { ...FORM, username: 'a!', name: '', email: 'carla@', phone: '123', cpf: '111.444.777-36' })).toEqual([
      'username: O usuário deve ter entre 3 e 150 caracteres.',
      'username: Use apenas letras, números e os caracteres @ . + - _ (sem espaços).',
      'name: Informe o nome.',
      'email: Informe um e-mail válido.',
      'phone: Telefone inválido. Informe o DDD e o número.',
      'cpf: CPF inválido.',
    ]);
    expect(messages(emailWire, '')).toEqual([': Informe o e-mail.']);
    expect(messages(profilePatchWire, { name: 'x'.repeat(151) })).toEqual(['name: O nome deve ter no máximo 150 caracteres.']);
  });

  it('sends the form as the server reads it, with the roles of a team member', () => {
    const fields = { ...FORM, passwordConfirm: FORM.password };
    expect(toRegisterRequestWire(fields)).toEqual({
      username: 'carla', name: 'Carla Mendes', email: 'Carla@Exemplo.com.br', phone: '11987654321', cpf: '11144477735', password: 'segredo-forte-1',
    });
    expect(toRegisterRequestWire(fields, { roles: ['manager', 'user'], principalUsername: 'dono' })).toMatchObject({
      roles: 'manager,user', principal_user_username: 'dono',
    });
  });
});

describe('team answers', () => {
  const member = {
    id: 3, username: 'marcos', name: 'Marcos', email: 'marcos@exemplo.com.br', phone: '11987654321', roles: ['user'],
    isActive: true, isPrincipal: false, dateJoined: '2026-11-01T12:00:00.000Z', lastLogin: null,
  };
  const wire = {
    id: 3, username: 'marcos', name: 'Marcos', email: 'marcos@exemplo.com.br', phone: '11987654321', roles: ['user'],
    is_active: true, is_principal: false, date_joined: '2026-11-01T12:00:00.000Z', last_login: null,
  };

  it('renames the four keys both ways', () => {
    expect(toRelatedUserWire(member)).toEqual(wire);
    expect(fromRelatedUserWire(wire)).toEqual(member);
    expect(toRelatedUserWire(member).roles).not.toBe(member.roles);
    expect(fromRelatedUserWire(wire).roles).not.toBe(wire.roles);
  });

  it('reads an audit entry', () => {
    expect(fromTeamAuditEntryWire({
      id: 9, action: 'roles_changed', actor_username: 'dono', target_username: 'marcos', details: { from: ['user'], to: ['manager'] }, created_at: '2026-11-02T10:00:00.000Z',
    })).toEqual({ id: 9, action: 'roles_changed', actorUsername: 'dono', targetUsername: 'marcos', details: { from: ['user'], to: ['manager'] }, at: '2026-11-02T10:00:00.000Z' });
  });
});
