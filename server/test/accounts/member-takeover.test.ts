/**
 * An admin may remove a member, never become one. The takeover this closes: a second admin
 * put its own address as a member's e-mail (`PUT /api/v1/user/`), then reset the member's
 * password through it. Now a member's new e-mail is only a request: the link goes to the
 * new address and asks for the member's own password, the old address gets a notice, and
 * until then a password reset to the new address mails nothing. Team actions go to an
 * audit list only the account owner reads.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailCatcher } from '../../../tests/support/mail-catcher';
import { users } from '../../src/db/schema';
import { PROFILE_MESSAGES } from '../../../src/domain/accounts/profile';
import { postToken, type TestContext } from '../helpers';
import { authAs, json, type OwnerTeam, startOwnerTeam, tokenOf } from './support';

let ctx: TestContext;
let smtp: MailCatcher;
let app: FastifyInstance;
let team: OwnerTeam;
let corretor: Record<string, string>;

beforeAll(async () => {
  team = await startOwnerTeam();
  ({ ctx, smtp, app, corretor } = team);
});
afterAll(() => team.close());
const putUser = (headers: Record<string, string>, username: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/v1/user/?username=${username}`, headers, payload: body });
const emailOf = async (username: string) => (await ctx.db.select().from(users).where(eq(users.username, username)))[0]?.email;
const confirm = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/users/confirm-email-change/', payload });
/** Removes members again (the plan has 5 seats). */
const removeAll = async (...usernames: Array<string | undefined>) => {
  for (const username of usernames) await app.inject({ method: 'DELETE', url: `/api/v1/user/?username=${username}`, headers: corretor });
};
const audit = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/team/audit/', headers });

describe("an admin asking for a member's e-mail", () => {
  it('changes nothing; the reset to the new address mails nothing; the old address is told; only the member confirms', async () => {
    const member = await team.addMember('user');
    const secondAdmin = await team.addMember('admin', 'SenhaDoAdmin#2026');
    const attacker = await authAs(app, secondAdmin.username ?? '', secondAdmin.password);
    const attackerMailbox = `tomada.${Date.now()}@example.com`;

    const put = await putUser(attacker, member.username ?? '', { username: member.username, email: attackerMailbox, roles: 'user' });
    expect(put.statusCode, put.body).toBe(200);
    expect(json(put).email).toBe(member.email);
    expect(await emailOf(member.username ?? '')).toBe(member.email);

    const notice = await smtp.waitFor((m) => m.to.includes(member.email ?? '') && m.subject === 'Pedido de troca de e-mail no Cotador');
    expect(notice.text).toContain(`O administrador ${secondAdmin.username} da sua conta pediu`);
    expect(notice.text).toContain(attackerMailbox);
    const link = await smtp.waitFor((m) => m.to.includes(attackerMailbox) && m.subject === 'Confirme o seu novo e-mail no Cotador');
    const token = tokenOf(link.links[0] ?? '');

    // The reset to the address the admin chose: same answer, and no mail (an app of its own,
    // whose close waits for its mail queue, so every mail it sent is in the catcher).
    const own = await ctx.app({ smtpHost: '127.0.0.1', smtpPort: smtp.port, appUrl: 'https://cotador.example/' });
    const before = smtp.mails.length;
    const reset = await own.inject({ method: 'POST', url: '/api/users/password-reset/', payload: { email: attackerMailbox } });
    expect(reset.statusCode).toBe(200);
    await own.close();
    expect(smtp.mails.slice(before)).toEqual([]);

    // The link alone, or with the admin's password: refused, still usable.
    expect((await confirm({ token })).json()).toEqual({ password: [PROFILE_MESSAGES.memberPasswordRequired] });
    const wrong = await confirm({ token, password: secondAdmin.password });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [PROFILE_MESSAGES.currentPasswordWrong] });
    expect(await emailOf(member.username ?? '')).toBe(member.email);
    expect((await postToken(app, { username: member.username ?? '', password: member.password ?? '' })).statusCode).toBe(200);

    // The member, with its own password: now the e-mail changes.
    const done = await confirm({ token, password: member.password });
    expect(done.statusCode, done.body).toBe(200);
    expect(await emailOf(member.username ?? '')).toBe(attackerMailbox);
    await removeAll(member.username, secondAdmin.username);
  });

  it('through PATCH /api/users/{member}/ too: nothing changes until the member confirms', async () => {
    const member = await team.addMember('user');
    const newAddress = `novo.${Date.now()}@example.com`;
    const patched = await app.inject({ method: 'PATCH', url: `/api/users/${member.username}/`, headers: corretor, payload: { email: newAddress } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json(patched).email).toBe(member.email);
    expect(await emailOf(member.username ?? '')).toBe(member.email);
    const notice = await smtp.waitFor((m) => m.to.includes(member.email ?? '') && m.subject === 'Pedido de troca de e-mail no Cotador');
    expect(notice.text).toContain('O administrador corretor da sua conta pediu');
    await smtp.waitFor((m) => m.to.includes(newAddress) && m.subject === 'Confirme o seu novo e-mail no Cotador');
    await removeAll(member.username);
  });

  it("cannot set the member's password, nor log in with its own password as the member", async () => {
    const member = await team.addMember('user');
    // No field of the team or profile routes takes a password: it is ignored or refused, never stored.
    await putUser(corretor, member.username ?? '', { username: member.username, email: member.email, roles: 'user', password: 'Tomada#2026' });
    await app.inject({ method: 'PATCH', url: `/api/users/${member.username}/`, headers: corretor, payload: { name: 'Outro Nome', password: 'Tomada#2026' } });
    expect((await postToken(app, { username: member.username ?? '', password: 'Tomada#2026' })).statusCode).toBe(401);
    expect((await postToken(app, { username: member.username ?? '', password: member.password ?? '' })).statusCode).toBe(200);
    await removeAll(member.username);
  });
});

describe('GET /api/v1/team/audit/', () => {
  it('lists the team actions to the owner, newest first; other admins 404, non-admins 403, other accounts see their own only', async () => {
    const member = await team.addMember('user');
    const secondAdmin = await team.addMember('admin');
    const other = await authAs(app, secondAdmin.username ?? '', secondAdmin.password);
    ctx.clock.advance(60);
    expect((await putUser(other, member.username ?? '', { username: member.username, email: member.email, roles: 'manager' })).statusCode).toBe(200);
    ctx.clock.advance(60);
    const address = `pedido.${Date.now()}@example.com`;
    expect((await putUser(other, member.username ?? '', { username: member.username, email: address, roles: 'manager' })).statusCode).toBe(200);
    ctx.clock.advance(60);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/user/?username=${member.username}`, headers: other })).statusCode).toBe(204);

    const listed = await audit(corretor);
    expect(listed.statusCode, listed.body).toBe(200);
    const entries = listed.json<{ results: Array<Record<string, unknown>> }>().results.filter((entry) => entry.target_username === member.username);
    expect(entries.map((entry) => [entry.action, entry.actor_username, entry.details])).toEqual([
      ['member_removed', secondAdmin.username, {}],
      ['email_change_requested', secondAdmin.username, { new_email: address }],
      ['roles_changed', secondAdmin.username, { from: ['user'], to: ['manager'] }],
      ['member_added', 'corretor', { roles: ['user'] }],
    ]);
    expect(listed.headers['cache-control']).toBe('no-store');

    expect((await audit(other)).statusCode).toBe(404);
    expect((await audit(await authAs(app, 'gestor'))).statusCode).toBe(403);
    expect((await audit({})).statusCode).toBe(401);
    const expirando = await audit(await authAs(app, 'expirando'));
    expect(expirando.statusCode).toBe(200);
    expect(expirando.json<{ results: Array<{ target_username: string }> }>().results.map((entry) => entry.target_username)).not.toContain(member.username);
    await removeAll(secondAdmin.username);
  });
});
