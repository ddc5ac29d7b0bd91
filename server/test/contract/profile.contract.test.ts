/**
 * Contract scenarios of the ProfileGateway (edit the profile, field errors, one's own
 * e-mail change through the mailed link, a member's e-mail asked by an admin and confirmed
 * with the member's password — from the profile or the team screen, with the owner's audit
 * lines —, permission refusals): the same steps and
 * expectations against the fake back end and the real server (./backends.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_FOUND_DETAIL, PERMISSION_DENIED } from '../../../src/contract/api-errors';
import { FIELD_MESSAGES } from '../../../src/domain/accounts/fields';
import { PROFILE_MESSAGES } from '../../../src/domain/accounts/profile';
import { TEAM_MESSAGES } from '../../../src/domain/accounts/team';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';
import { startWithMailbox, type ContractMailbox } from './mailbox';

describe.each(contractBackends())('profile contract — $name', (backend) => {
  let started: StartedBackend;
  let mailbox: ContractMailbox;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ started, mailbox, close } = await startWithMailbox(backend));
  });
  afterAll(() => close());

  const loginAs = async (username: string) => {
    await started.services.auth.logout();
    expect(await started.services.auth.login({ username, password: PASSWORD })).toEqual({ ok: true, value: undefined });
  };
  const fieldsOf = (result: Awaited<ReturnType<StartedBackend['services']['profile']['updateProfile']>>) =>
    result.ok || result.error.kind !== 'rejected' ? null : (result.error.fields ?? null);

  describe('as the account owner', () => {
    beforeEach(() => loginAs('corretor'));

    it('saves the name and the phone (digits) at once', async () => {
      const { profile, auth } = started.services;
      expect(await profile.updateProfile('corretor', { name: 'Carla M. Ribeiro', phone: '(21) 99876-5432' })).toEqual({
        ok: true,
        value: { pendingEmail: null },
      });
      expect(await auth.currentUser()).toMatchObject({ ok: true, value: { name: 'Carla M. Ribeiro', phone: '21998765432' } });
    });

    it('refuses a phone without DDD under the phone field, and a call with nothing to change', async () => {
      const { profile } = started.services;
      expect(Object.keys(fieldsOf(await profile.updateProfile('corretor', { phone: '1234' })) ?? {})).toEqual(['phone']);
      expect(await profile.updateProfile('corretor', {})).toMatchObject({
        ok: false,
        error: { kind: 'rejected', message: PROFILE_MESSAGES.nothingToUpdate },
      });
    });

    it("asks the current password for one's own new e-mail, then changes it only through the mailed link", async () => {
      const { profile, auth } = started.services;
      const email = 'carla.nova@example.com';
      expect(fieldsOf(await profile.updateProfile('corretor', { email }))).toEqual({
        current_password: [PROFILE_MESSAGES.currentPasswordRequired],
      });
      expect(fieldsOf(await profile.updateProfile('corretor', { email, currentPassword: 'errada' }))).toEqual({
        current_password: [PROFILE_MESSAGES.currentPasswordWrong],
      });
      expect(fieldsOf(await profile.updateProfile('corretor', { email: 'gestor@cotador.local', currentPassword: PASSWORD }))).toEqual({
        email: [FIELD_MESSAGES.emailTaken],
      });
      expect(await profile.updateProfile('corretor', { email, currentPassword: PASSWORD })).toEqual({ ok: true, value: { pendingEmail: email } });
      expect(await auth.currentUser()).toMatchObject({ ok: true, value: { email: 'corretor@cotador.local' } });

      expect(await profile.confirmEmailChange(await mailbox.nextToken(email, 'Confirme o seu novo e-mail'))).toEqual({ ok: true, value: undefined });
      expect(await auth.currentUser()).toMatchObject({ ok: true, value: { email } });
    });

    it("answers a user of another account as not found ('Not found.', the server's text)", async () => {
      expect(await started.services.profile.updateProfile('novo', { name: 'Outro Nome' })).toEqual({
        ok: false,
        error: { kind: 'not-found', message: NOT_FOUND_DETAIL },
      });
    });
  });

  it("refuses a manager editing the owner's profile as a permission refusal that ends the session", async () => {
    await loginAs('gestor');
    const { profile, auth } = started.services;
    expect(await profile.updateProfile('corretor', { name: 'Outro Nome' })).toEqual({ ok: false, error: { kind: 'rejected', message: PERMISSION_DENIED } });
    expect(auth.hasSession()).toBe(false);
  });

  it("refuses the owner's e-mail changed by another admin, with the owner-protection sentence", async () => {
    await loginAs('corretor');
    const added = await started.services.team.add('corretor', {
      username: 'segundo_admin',
      name: 'Segundo Admin',
      email: 'segundo.admin@example.com',
      phone: '(11) 91234-5678',
      cpf: '529.982.247-25',
      password: 'Cotacao#2026',
      roles: ['admin'],
    });
    expect(added.ok).toBe(true);
    await started.services.auth.logout();
    expect(await started.services.auth.login({ username: 'segundo_admin', password: 'Cotacao#2026' })).toEqual({ ok: true, value: undefined });
    expect(await started.services.profile.updateProfile('corretor', { email: 'tomada@example.com' })).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: TEAM_MESSAGES.ownerProtected },
    });
  });

  it("changes a member's e-mail asked by an admin only with the member's own password", async () => {
    await loginAs('corretor');
    const { profile, auth } = started.services;
    const email = 'gustavo.pedido@example.com';
    expect(await profile.updateProfile('gestor', { email })).toEqual({ ok: true, value: { pendingEmail: email } });
    const token = await mailbox.nextToken(email, 'Confirme o seu novo e-mail');
    await auth.logout();
    const refusal = (message: string) => ({ ok: false, error: { kind: 'rejected', message, fields: { password: [message] } } });
    expect(await profile.confirmEmailChange(token)).toEqual(refusal(PROFILE_MESSAGES.memberPasswordRequired));
    expect(await profile.confirmEmailChange(token, 'Cotacao#2026')).toEqual(refusal(PROFILE_MESSAGES.currentPasswordWrong));
    expect(await profile.confirmEmailChange(token, PASSWORD)).toEqual({ ok: true, value: undefined });
    await loginAs('gestor');
    expect(await auth.currentUser()).toMatchObject({ ok: true, value: { email } });
  });

  it("mails a member's new e-mail asked on the team screen, and records the request and its confirmation for the owner", async () => {
    await loginAs('corretor');
    const { profile, team, auth } = started.services;
    const member = { username: 'membro_email', name: 'Membro Email', email: 'membro.email@example.com', phone: '(11) 91234-5678', cpf: '111.444.777-35', password: 'Cotacao#2026', roles: ['user'] };
    expect(await team.add('corretor', member)).toMatchObject({ ok: true });
    const email = 'membro.novo@example.com';
    // Only a request: the member keeps its e-mail until it confirms from the new address.
    expect(await team.update('membro_email', { username: 'membro_email', email, roles: ['user'] })).toMatchObject({ ok: true, value: { email: member.email } });
    const token = await mailbox.nextToken(email, 'Confirme o seu novo e-mail');
    await auth.logout();
    expect(await profile.confirmEmailChange(token, member.password)).toEqual({ ok: true, value: undefined });
    await loginAs('corretor');
    const audit = await team.audit();
    if (!audit.ok) throw new Error(audit.error.message);
    expect(audit.value.filter((entry) => entry.targetUsername === 'membro_email').map(({ action, actorUsername, details }) => ({ action, actorUsername, details }))).toEqual([
      { action: 'email_changed', actorUsername: 'membro_email', details: { new_email: email } },
      { action: 'email_change_requested', actorUsername: 'corretor', details: { new_email: email } },
      { action: 'member_added', actorUsername: 'corretor', details: { roles: ['user'] } },
    ]);
  });

  it('stops mailing e-mail change links for an address after 5 requests in an hour, with the field message', async () => {
    await loginAs('expirando');
    const { profile } = started.services;
    for (const n of [1, 2, 3, 4, 5]) {
      const email = `elisa.troca.${n}@example.com`;
      expect(await profile.updateProfile('expirando', { email, currentPassword: PASSWORD })).toEqual({ ok: true, value: { pendingEmail: email } });
    }
    expect(fieldsOf(await profile.updateProfile('expirando', { email: 'elisa.troca.6@example.com', currentPassword: PASSWORD }))).toEqual({
      email: [PROFILE_MESSAGES.emailChangeThrottled],
    });
  });

  it('marks the first access as done', async () => {
    await loginAs('primeiro');
    const { profile, auth } = started.services;
    expect(await auth.currentUser()).toMatchObject({ ok: true, value: { firstAccess: true } });
    expect(await profile.completeFirstAccess()).toEqual({ ok: true, value: undefined });
    expect(await auth.currentUser()).toMatchObject({ ok: true, value: { firstAccess: false } });
  });
});
