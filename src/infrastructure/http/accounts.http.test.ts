/** The accounts and team HTTP adapters against a scripted fetch: paths, bodies, and how answers map to Results. */
import { describe, expect, it } from 'vitest';
import { createMemoryKeyValueStore } from '../key-value-store';
import { createSessionSignal } from '../session-signal.memory';
import { createStoredTokenStore } from '../token-store.storage';
import { createHttpClient } from './client';
import { createHttpProfileGateway } from './profile-gateway.http';
import { createHttpRegistration } from './registration.http';
import { createHttpTeamGateway } from './team-gateway.http';

const API = 'http://api.test/api/';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const member = {
  id: 9,
  username: 'rafa',
  name: 'Rafael',
  email: 'rafa@x.com',
  phone: '11912345678',
  roles: ['manager'],
  is_active: true,
  is_principal: false,
  date_joined: '2026-01-02T10:00:00.000Z',
  last_login: null,
};

function arrange(handler: (request: Request) => Response | Promise<Response>) {
  const tokens = createStoredTokenStore(createMemoryKeyValueStore());
  tokens.write({ access: 'a', refresh: 'r' });
  const seen: Request[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request.clone());
    return handler(request);
  }) as typeof fetch;
  const http = createHttpClient({ apiUrl: API, tokens, signal: createSessionSignal(), fetch: fetchFn });
  const clock = { now: () => new Date('2026-03-01T12:00:00Z') };
  return { registration: createHttpRegistration(http), profile: createHttpProfileGateway(http), team: createHttpTeamGateway(http, clock), seen };
}

describe('registration adapter', () => {
  it('sends digits only for CPF and phone and maps the created user', async () => {
    const { registration, seen } = arrange(() => json(201, { ...member, roles: ['admin'], is_active: false, is_principal: true }));
    const result = await registration.register({ name: ' Rafael ', username: 'rafa', email: 'rafa@x.com', phone: '(11) 91234-5678', cpf: '529.982.247-25', password: 'Cotacao#2026' });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ username: 'rafa', isActive: false, isPrincipal: true, dateJoined: '2026-01-02T10:00:00.000Z' }) });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/users/register/');
    expect(await seen[0]!.json()).toEqual({ username: 'rafa', name: 'Rafael', email: 'rafa@x.com', phone: '11912345678', cpf: '52998224725', password: 'Cotacao#2026' });
  });

  it('keeps the field errors of a 400', async () => {
    const { registration } = arrange(() => json(400, { email: ['Já existe um usuário com este e-mail.'] }));
    const result = await registration.register({ name: 'R', username: 'rafa', email: 'x@x.com', phone: '11912345678', cpf: '52998224725', password: 'x' });
    expect(result).toEqual({ ok: false, error: { kind: 'rejected', message: 'Já existe um usuário com este e-mail.', fields: { email: ['Já existe um usuário com este e-mail.'] } } });
  });

  it.each([
    ['token_used', 'used', 'Este link já foi usado.'],
    ['token_expired', 'expired', 'Este link expirou. Peça um novo.'],
    ['token_invalid', 'invalid', 'Link inválido.'],
  ])('maps a refused link (%s)', async (code, problem, message) => {
    const { registration } = arrange(() => json(400, { token: [message], code }));
    expect(await registration.confirmEmail('t')).toEqual({ ok: false, error: { kind: 'link', problem, message } });
    expect(await registration.resetPassword('t', 'Nova#Senha1')).toEqual({ ok: false, error: { kind: 'link', problem, message } });
  });

  it('answers ok to the mail requests', async () => {
    const { registration, seen } = arrange(() => json(200, { detail: 'Se houver uma conta…' }));
    expect(await registration.requestPasswordReset(' a@b.com ')).toEqual({ ok: true, value: undefined });
    expect(await registration.resendConfirmation('a@b.com')).toEqual({ ok: true, value: undefined });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/users/password-reset/', '/api/users/resend-confirmation/']);
    expect(await seen[0]!.json()).toEqual({ email: 'a@b.com' });
  });
});

describe('profile adapter', () => {
  it('PATCHes multipart/form-data with the phone as digits and the logo file', async () => {
    const me = { id: 1, username: 'carla', name: 'Carla', phone: '11987654321', email: 'c@x.com', cpf: '', logo: '/media/logos/a.png', roles: ['admin'], is_superuser: false, first_access: false, last_login: null, payment: 'OP', payment_expirated_at: null, without_pay: false, plan_id: 1, principal_user_id: 1, subscription: null };
    const { profile, seen } = arrange(() => json(200, me));
    const logo = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    const result = await profile.updateProfile('carla', { name: 'Carla', phone: '(11) 98765-4321', logo: { name: 'logo.png', type: 'image/png', data: logo } });
    expect(result.ok).toBe(true);
    const request = seen[0]!;
    expect(request.method).toBe('PATCH');
    expect(new URL(request.url).pathname).toBe('/api/users/carla/');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('phone')).toBe('11987654321');
    expect((form.get('logo') as File).name).toBe('logo.png');
  });

  it('sends the current password with a new e-mail and tells a pending change by the e-mail answered', async () => {
    const me = { id: 1, username: 'carla', name: 'Carla', phone: '11987654321', email: 'c@x.com', cpf: '', logo: null, roles: ['admin'], is_superuser: false, first_access: false, last_login: null, payment: 'OP', payment_expirated_at: null, without_pay: false, plan_id: 1, principal_user_id: 1, subscription: null };
    const { profile, seen } = arrange(() => json(200, me));
    expect(await profile.updateProfile('carla', { email: ' Nova@X.com ', currentPassword: 'Segredo#1' })).toEqual({ ok: true, value: { pendingEmail: 'nova@x.com' } });
    const form = await seen[0]!.formData();
    expect([form.get('email'), form.get('current_password')]).toEqual(['Nova@X.com', 'Segredo#1']);
    // The same e-mail (or none) is no pending change.
    expect(await profile.updateProfile('carla', { email: 'C@X.com' })).toEqual({ ok: true, value: { pendingEmail: null } });
    expect(await profile.updateProfile('carla', { name: 'Carla' })).toEqual({ ok: true, value: { pendingEmail: null } });
  });

  it('shows a wrong current password under its field', async () => {
    const { profile } = arrange(() => json(400, { current_password: ['Senha atual incorreta.'] }));
    expect(await profile.updateProfile('carla', { email: 'nova@x.com', currentPassword: 'x' })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Senha atual incorreta.', fields: { current_password: ['Senha atual incorreta.'] } },
    });
  });

  it('confirms a new e-mail with the token, and maps a refused link', async () => {
    const { profile, seen } = arrange(() => json(200, { detail: 'E-mail alterado! A partir de agora use o novo endereço.' }));
    expect(await profile.confirmEmailChange('abc')).toEqual({ ok: true, value: undefined });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/users/confirm-email-change/');
    expect(await seen[0]!.json()).toEqual({ token: 'abc' });
    const used = arrange(() => json(400, { token: ['Este link já foi usado.'], code: 'token_used' }));
    expect(await used.profile.confirmEmailChange('abc')).toEqual({ ok: false, error: { kind: 'link', problem: 'used', message: 'Este link já foi usado.' } });
  });

  it("sends the member's password with the token, and shows the server's refusal under the password field", async () => {
    const message = 'Senha atual incorreta.';
    const { profile, seen } = arrange(() => json(400, { password: [message] }));
    expect(await profile.confirmEmailChange('abc', 'Segredo#1')).toEqual({ ok: false, error: { kind: 'rejected', message, fields: { password: [message] } } });
    expect(await seen[0]!.json()).toEqual({ token: 'abc', password: 'Segredo#1' });
  });

  it('posts the first-access check', async () => {
    const { profile, seen } = arrange(() => json(200, { first_access: false }));
    expect((await profile.completeFirstAccess()).ok).toBe(true);
    expect(new URL(seen[0]!.url).pathname).toBe('/api/users/first-access-check/');
  });
});

describe('team adapter', () => {
  it('lists related users with the principal id and a cache buster', async () => {
    const { team, seen } = arrange(() => json(200, { related_users: [member] }));
    const result = await team.list(2);
    expect(result).toEqual({ ok: true, value: [expect.objectContaining({ username: 'rafa', roles: ['manager'], isPrincipal: false })] });
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/users/related-users/');
    expect(url.searchParams.get('principal_user_id')).toBe('2');
    expect(url.searchParams.get('v')).toBe(String(new Date('2026-03-01T12:00:00Z').getTime()));
  });

  it('adds with principal_user_username and the roles as a comma list', async () => {
    const { team, seen } = arrange(() => json(201, member));
    await team.add('carla', { name: 'Rafael', username: 'rafa', email: 'rafa@x.com', phone: '(11) 91234-5678', cpf: '529.982.247-25', password: 'Equipe#2026', roles: ['manager', 'user'] });
    expect(await seen[0]!.json()).toMatchObject({ principal_user_username: 'carla', roles: 'manager,user', cpf: '52998224725', phone: '11912345678' });
  });

  it('PUTs and DELETEs /api/v1/user/?username=', async () => {
    const { team, seen } = arrange((request) => (request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, member)));
    expect((await team.update('rafa', { username: 'rafa', email: 'rafa@x.com', roles: ['admin', 'manager'] })).ok).toBe(true);
    expect(await team.remove('rafa')).toEqual({ ok: true, value: undefined });
    expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual(['PUT /api/v1/user/?username=rafa', 'DELETE /api/v1/user/?username=rafa']);
    expect(await seen[0]!.json()).toEqual({ username: 'rafa', email: 'rafa@x.com', roles: 'admin,manager' });
  });

  it('maps a refused deletion to its message', async () => {
    const { team } = arrange(() => json(400, { non_field_errors: ['O usuário principal da conta não pode ser excluído.'], error: 'O usuário principal da conta não pode ser excluído.' }));
    expect(await team.remove('carla')).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'O usuário principal da conta não pode ser excluído.', fields: { non_field_errors: ['O usuário principal da conta não pode ser excluído.'] } },
    });
  });
});
