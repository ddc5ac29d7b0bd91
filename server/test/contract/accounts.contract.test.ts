/**
 * Contract scenarios of Registration (register, confirm the e-mail, forgot/reset the
 * password): the same steps and expectations against the fake back end and the real server
 * (./backends.ts). Mailed links are read from the fake's demo mailbox or, on the server,
 * from real mail caught over SMTP (./mailbox.ts).
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../../src/domain/accounts/email-links';
import { FIELD_MESSAGES, type NewUserFields } from '../../../src/domain/accounts/fields';
import { contractBackends, type StartedBackend } from './backends';
import { startWithMailbox, type ContractMailbox } from './mailbox';

let counter = 0;
/** A new broker's form, unique per call (CPF with valid check digits, masked phone). */
function newBroker(overrides: Partial<NewUserFields> = {}): NewUserFields {
  counter += 1;
  return {
    username: `contrato_${counter}`,
    name: 'Joana Pereira Lima',
    email: `joana.contrato.${counter}@example.com`,
    phone: '(11) 98765-4321',
    cpf: generateCpf(),
    password: 'Cotacao#2026',
    ...overrides,
  };
}

const CONFIRM_SUBJECT = 'Confirme seu e-mail';
const RESET_SUBJECT = 'Redefinição de senha';

describe.each(contractBackends())('registration contract — $name', (backend) => {
  let started: StartedBackend;
  let mailbox: ContractMailbox;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ started, mailbox, close } = await startWithMailbox(backend));
  });
  afterAll(() => close());

  it('refuses a taken username and e-mail (case-insensitively) with the field messages', async () => {
    const result = await started.services.registration.register(newBroker({ username: 'Corretor', email: 'CORRETOR@cotador.local' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      kind: 'rejected',
      fields: { username: [FIELD_MESSAGES.usernameTaken], email: [FIELD_MESSAGES.emailTaken] },
    });
  });

  it('refuses a CPF with wrong check digits under the cpf field, and a weak password under password', async () => {
    const badCpf = await started.services.registration.register(newBroker({ cpf: '111.444.777-36' }));
    expect(badCpf.ok || badCpf.error.kind !== 'rejected' ? null : Object.keys(badCpf.error.fields ?? {})).toEqual(['cpf']);
    const weak = await started.services.registration.register(newBroker({ password: '12345678' }));
    expect(weak.ok || weak.error.kind !== 'rejected' ? null : Object.keys(weak.error.fields ?? {})).toEqual(['password']);
  });

  it('registers an inactive principal admin who logs in only after opening the mailed link, once', async () => {
    const { registration, auth } = started.services;
    const form = newBroker();
    const registered = await registration.register(form);
    expect(registered).toMatchObject({
      ok: true,
      value: { username: form.username, email: form.email, phone: '11987654321', roles: ['admin'], isActive: false, isPrincipal: true },
    });
    expect(await auth.login({ username: form.username, password: form.password })).toEqual({ ok: false, error: { kind: 'invalid-credentials' } });

    const token = await mailbox.nextToken(form.email, CONFIRM_SUBJECT);
    expect(await registration.confirmEmail(token)).toEqual({ ok: true, value: undefined });
    expect(await registration.confirmEmail(token)).toEqual({ ok: false, error: { kind: 'link', problem: 'used', message: LINK_MESSAGES.used } });
    expect(await auth.login({ username: form.username, password: form.password })).toEqual({ ok: true, value: undefined });
    const me = await auth.currentUser();
    expect(me).toMatchObject({ ok: true, value: { username: form.username, roles: ['admin'], payment: 'FR', planId: null, firstAccess: true } });
    await auth.logout();
  });

  it('refuses an unknown link as invalid', async () => {
    expect(await started.services.registration.confirmEmail('nao-existe')).toEqual({
      ok: false,
      error: { kind: 'link', problem: 'invalid', message: LINK_MESSAGES.invalid },
    });
  });

  it('answers a reset request for an unknown address like for a known one', async () => {
    const { registration } = started.services;
    expect(await registration.requestPasswordReset('ninguem.contrato@example.com')).toEqual({ ok: true, value: undefined });
    expect(await registration.requestPasswordReset('corretor@cotador.local')).toEqual({ ok: true, value: undefined });
  });

  it('resets a password with the mailed link: a weak one is refused and the link stays usable; then single-use', async () => {
    const { registration, auth } = started.services;
    const form = newBroker();
    expect((await registration.register(form)).ok).toBe(true);
    await registration.confirmEmail(await mailbox.nextToken(form.email, CONFIRM_SUBJECT));

    expect(await registration.requestPasswordReset(form.email)).toEqual({ ok: true, value: undefined });
    const token = await mailbox.nextToken(form.email, RESET_SUBJECT);
    const weak = await registration.resetPassword(token, '12345678');
    expect(weak.ok || weak.error.kind !== 'rejected' ? null : Object.keys(weak.error.fields ?? {})).toEqual(['password']);
    expect(await registration.resetPassword(token, 'NovaSenha#2026')).toEqual({ ok: true, value: undefined });
    expect(await registration.resetPassword(token, 'OutraSenha#2026')).toEqual({
      ok: false,
      error: { kind: 'link', problem: 'used', message: LINK_MESSAGES.used },
    });
    expect(await auth.login({ username: form.username, password: form.password })).toEqual({ ok: false, error: { kind: 'invalid-credentials' } });
    expect(await auth.login({ username: form.username, password: 'NovaSenha#2026' })).toEqual({ ok: true, value: undefined });
    await auth.logout();
  });

  it('refuses a reset link used after its hour as expired', async () => {
    const { registration } = started.services;
    const form = newBroker();
    expect((await registration.register(form)).ok).toBe(true);
    expect(await registration.requestPasswordReset(form.email)).toEqual({ ok: true, value: undefined });
    const token = await mailbox.nextToken(form.email, RESET_SUBJECT);
    started.clock.advance(60 * 60 + 1);
    expect(await registration.resetPassword(token, 'NovaSenha#2026')).toEqual({
      ok: false,
      error: { kind: 'link', problem: 'expired', message: LINK_MESSAGES.expired },
    });
  });
  it('resends the confirmation link at most 5 times an hour per address, answering the same each time; refuses a malformed address on its field', async () => {
    const { registration } = started.services;
    const form = newBroker();
    expect((await registration.register(form)).ok).toBe(true);
    await mailbox.nextToken(form.email, CONFIRM_SUBJECT);
    for (let attempt = 1; attempt <= 6; attempt += 1) expect(await registration.resendConfirmation(form.email)).toEqual({ ok: true, value: undefined });
    await started.settleJobs();
    expect(mailbox.count(form.email, CONFIRM_SUBJECT)).toBe(1 + 5);
    expect(await registration.resendConfirmation('sem-arroba')).toEqual({
      ok: false,
      error: { kind: 'rejected', message: FIELD_MESSAGES.emailInvalid, fields: { email: [FIELD_MESSAGES.emailInvalid] } },
    });
  });
});
