/**
 * In-memory "Accounts and team" back end: Registration, ProfileGateway, TeamGateway and
 * the DemoMailbox, sharing the users of the FakeAuthGateway (so a user registered here
 * can log in after confirming, and a profile change shows in `currentUser`). It answers
 * like the server for the cases the UI distinguishes: field errors in pt-BR (same domain
 * rules), taken username/e-mail, team limits, principal protections (only the owner
 * changes the owner's username and e-mail), logos checked by content (signature and
 * structure: the fake cannot decode images as the server does), one's own e-mail changed
 * only with the current password and through the link mailed to the new address (a notice
 * to the old one), single-use expiring links. The flows' decisions (link expiry and problems,
 * e-mail change and its confirmation, password reset, new user checks, team edits, additions
 * and removals with their audit lines, profile edits) are src/domain/accounts/account-flows.ts,
 * which the server's use cases call too. Mails go to the demo mailbox (the fake mode shows
 * them so the links can be opened). `failNextWith` makes the next call fail.
 */
import type { Clock } from '../../application/shared/clock';
import type { DemoMail, DemoMailbox } from '../../application/accounts/demo-mailbox';
import type { ProfileGateway } from '../../application/accounts/profile-gateway';
import type { LinkFailure, Registration } from '../../application/accounts/registration';
import type { TeamGateway } from '../../application/accounts/team-gateway';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { NOT_FOUND_DETAIL } from '../../contract/api-errors';
import {
  ACCOUNT_MAILS_PER_HOUR,
  CONFIRM_EMAIL_CHANGE_PATH,
  CONFIRM_EMAIL_PATH,
  FORGOT_PASSWORD_PATH,
  LINK_MESSAGES,
  RESET_PASSWORD_PATH,
  emailLink,
} from '../../domain/accounts/email-links';
import {
  emailChangeConfirmation,
  emailChangeRequest,
  linkExpiresAt,
  linkProblem,
  linkMailWanted,
  memberPasswordNeeded,
  newUserErrors,
  passwordReset,
  profileEdit,
  profileEditErrors,
  teamMemberAddition,
  teamMemberEdit,
  teamMemberRemoval,
  type LinkPurpose,
  type TeamAuditDraft,
} from '../../domain/accounts/account-flows';
import {
  digitsOnly,
  normalizeEmail,
  validateEmail,
  validateName,
  validateNewUser,
  validatePhone,
  validateUsername,
  type FieldErrors,
  type NewUserFields,
} from '../../domain/accounts/fields';
import {
  confirmationMailWords,
  emailChangeConfirmationMailWords,
  emailChangeNoticeMailWords,
  passwordResetMailWords,
  type AccountMailWords,
} from '../../domain/accounts/account-mails';
import { detectLogoFormat, hasImageStructure, LOGO_MESSAGES, MAX_LOGO_BYTES } from '../../domain/accounts/logo';
import { CURRENT_PASSWORD_MAX_FAILURES, PROFILE_MESSAGES } from '../../domain/accounts/profile';
import {
  teamCapacity,
  toTeamMember,
  type TeamAuditEntry,
  type TeamMember,
} from '../../domain/accounts/team';
import type { User } from '../../domain/user';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { DEMO_PASSWORD } from './demo-users';
import { rejectedFields } from './refusals';

export interface FakeAccounts {
  registration: Registration;
  profile: ProfileGateway;
  team: TeamGateway;
  mailbox: DemoMailbox;
  /**
   * The next call of any of the four answers this failure; with `call` (a name of `calls`,
   * e.g. `'list'`), the next call of that name only, when a screen makes several at once.
   */
  failNextWith(failure: RemoteFailure, call?: string): void;
  /** Calls seen, e.g. `completeFirstAccess` (for tests). */
  calls: string[];
}

/** A mailed link's token, as the server's `account_tokens` row keeps it. */
interface FakeToken {
  userId: number;
  purpose: LinkPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  /** `email_change`: the address the user's e-mail becomes when the link is used. */
  newEmail?: string;
  /** `email_change`: who asked (the user itself, or an admin: then the member confirms with its own password). */
  requestedByUserId: number | null;
}

/** A 404 as the HTTP adapter reads the server's `{"detail": "Not found."}`. */
const NOT_FOUND: RemoteFailure = { kind: 'not-found', message: NOT_FOUND_DETAIL };

/**
 * Field errors of a new user's shape (what the server's wire schema checks before anything
 * else: username, name, e-mail, phone, CPF), or null. The password's strength is checked later,
 * with the taken username and e-mail, as the server's use case does.
 */
function shapeErrors(fields: NewUserFields): Record<string, string[]> | null {
  const { password: _password, ...errors } = (validateNewUser(fields) ?? {}) as Record<string, string[]>;
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * A broker who has just registered, as both fakes create it: own account (principal),
 * admin role, first access pending, free plan with no plan chosen (payment FR), no
 * subscription. Phone and CPF kept as digits, e-mail normalized.
 */
export function newBrokerUser(id: number, fields: NewUserFields): User {
  return {
    id,
    username: fields.username.trim(),
    name: fields.name.trim(),
    phone: digitsOnly(fields.phone),
    email: normalizeEmail(fields.email),
    cpf: digitsOnly(fields.cpf),
    logoUrl: null,
    roles: ['admin'],
    isSuperuser: false,
    firstAccess: true,
    lastLogin: null,
    payment: 'FR',
    paymentExpiresAt: null,
    withoutPay: false,
    planId: null,
    principalUserId: id,
    subscription: null,
  };
}

/** A refusal with one sentence (`{"non_field_errors": [message], "error": message}` on the server). */
function refusedWith(message: string): RemoteFailure {
  return { kind: 'rejected', message, fields: { non_field_errors: [message] } };
}

/** A 400 with the field messages (the fields without any dropped). */
const rejected = (fields: FieldErrors): RemoteFailure => rejectedFields(Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))));

async function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(blob);
  });
}

function dataUrl(bytes: Uint8Array, type: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface FakeAccountsOptions {
  auth: FakeAuthGateway;
  clock: Clock;
  latencyMs?: number;
}

export function createFakeAccounts(options: FakeAccountsOptions): FakeAccounts {
  const { auth, clock } = options;
  const wait = () => new Promise((resolve) => setTimeout(resolve, options.latencyMs ?? 0));
  const joined = new Map<string, string>();
  const tokens = new Map<string, FakeToken>();
  const mails: DemoMail[] = [];
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  let nextFailure: RemoteFailure | null = null;
  let failingCall: string | undefined;
  let mailId = 0;
  /** When each throttled mail (kind:address) was sent, for {@link mayMail}. */
  const mailTimes = new Map<string, number[]>();
  /** Wrong current passwords per username (the server limits them per 15 minutes). */
  const passwordFailures = new Map<string, number>();
  /** The owner's audit list of each account (by principal user id), oldest first. */
  const auditLog: Array<TeamAuditEntry & { principalUserId: number | null }> = [];
  /** Appends a line (decided by the domain) to the audit list of `member`'s account. */
  const recordTeamAction = (member: User, line: TeamAuditDraft | null) => {
    if (line) auditLog.push({ ...line, id: auditLog.length + 1, principalUserId: member.principalUserId, at: clock.now().toISOString() });
  };

  /** Waits the latency, records the call, and answers a pending failure if any. */
  async function begin(call: string): Promise<RemoteFailure | null> {
    await wait();
    calls.push(call);
    if (failingCall !== undefined && failingCall !== call) return null;
    const failure = nextFailure;
    nextFailure = null;
    failingCall = undefined;
    return failure;
  }

  const byUsername = (username: string) => auth.users.find((u) => u.username === username);
  const byEmail = (email: string) => auth.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());
  const usernameTaken = (username: string, except?: User) =>
    auth.users.some((u) => u !== except && u.username.toLowerCase() === username.trim().toLowerCase());
  const emailTaken = (email: string, except?: User) =>
    auth.users.some((u) => u !== except && u.email.toLowerCase() === email.trim().toLowerCase());
  const caller = () => {
    const username = auth.sessionUsername();
    return username ? byUsername(username) : undefined;
  };
  const nextId = () => Math.max(0, ...auth.users.map((u) => u.id)) + 1;

  function toMember(user: User): TeamMember {
    return toTeamMember(user, {
      isActive: !auth.inactive.has(user.username),
      principalUserId: user.principalUserId,
      dateJoined: joined.get(user.username) ?? '2025-01-02T12:00:00.000Z',
      lastLogin: user.lastLogin,
    });
  }

  /** Delivers a mail with the server's words (the demo mailbox shows greeting, introduction and warning). */
  function sendMail(to: string, words: AccountMailWords & { warning?: string }, link: string) {
    mailId += 1;
    const text = [words.greeting, words.intro, words.warning].filter(Boolean).join(' ');
    mails.unshift({ id: mailId, to, subject: words.subject, text, link, sentAt: clock.now().toISOString() });
    for (const listener of [...listeners]) listener();
  }

  /** The server's mail throttle: {@link ACCOUNT_MAILS_PER_HOUR} mails of a kind per address in the last hour. */
  function mayMail(kind: string, email: string): boolean {
    const key = `${kind}:${normalizeEmail(email)}`;
    const now = clock.now().getTime();
    const recent = (mailTimes.get(key) ?? []).filter((at) => at > now - 3_600_000);
    mailTimes.set(key, recent.length < ACCOUNT_MAILS_PER_HOUR ? [...recent, now] : recent);
    return recent.length < ACCOUNT_MAILS_PER_HOUR;
  }

  /** Stores a new link token of `user` (valid for its purpose's time: domain `linkExpiresAt`); returns it for the link. */
  function issue(user: User, purpose: LinkPurpose, emailChange?: { newEmail: string; requestedByUserId: number }): string {
    const token = randomToken();
    tokens.set(token, { userId: user.id, purpose, expiresAt: linkExpiresAt(purpose, clock.now()), usedAt: null, requestedByUserId: null, ...emailChange });
    return token;
  }

  /** Marks every unused token of `purpose` of a user as used (superseded). */
  function retire(user: User, purpose: LinkPurpose) {
    for (const entry of tokens.values()) if (entry.userId === user.id && entry.purpose === purpose) entry.usedAt ??= clock.now();
  }

  /** Starts a change of `target`'s e-mail (domain `emailChangeRequest`: the token, the audit line, the two mails). */
  function requestEmailChange(target: User, newEmail: string, requestedBy?: User) {
    const request = emailChangeRequest({ user: target, newEmail, requestedBy, now: clock.now() });
    retire(target, request.retire);
    recordTeamAction(target, request.audit);
    const link = emailLink('', CONFIRM_EMAIL_CHANGE_PATH, issue(target, request.token.purpose, request.token));
    sendMail(request.mails.notice.to, emailChangeNoticeMailWords(target, newEmail, request.mails.requestedBy), FORGOT_PASSWORD_PATH);
    sendMail(request.mails.confirmation.to, emailChangeConfirmationMailWords(target, request.mails.requestedBy), link);
  }

  /** The current-password check of one's own e-mail change: null when right, else the field message. */
  function currentPasswordProblem(username: string, password: string | undefined): string | null {
    if (password === undefined || password === '') return PROFILE_MESSAGES.currentPasswordRequired;
    const failures = passwordFailures.get(username) ?? 0;
    if (failures >= CURRENT_PASSWORD_MAX_FAILURES) return PROFILE_MESSAGES.currentPasswordBlocked;
    if ((auth.passwords.get(username) ?? DEMO_PASSWORD) === password) {
      passwordFailures.delete(username);
      return null;
    }
    passwordFailures.set(username, failures + 1);
    return PROFILE_MESSAGES.currentPasswordWrong;
  }

  /** The token and its user, or why the link cannot be used (domain `linkProblem`; a token whose user is gone is invalid). */
  function check(token: string, purpose: LinkPurpose): { ok: true; entry: FakeToken; user: User } | { ok: false; failure: LinkFailure } {
    const found = tokens.get(token.trim());
    const entry = found?.purpose === purpose ? found : undefined;
    const user = auth.users.find((u) => u.id === entry?.userId);
    const problem = linkProblem(entry, clock.now()) ?? (user ? null : 'invalid');
    if (problem !== null || !entry || !user) {
      const refused = problem ?? 'invalid';
      return { ok: false, failure: { kind: 'link', problem: refused, message: LINK_MESSAGES[refused] } };
    }
    return { ok: true, entry, user };
  }

  const registration: Registration = {
    async register(fields) {
      const failure = await begin('register');
      if (failure) return err(failure);
      const shape = shapeErrors(fields);
      if (shape) return err(rejected(shape));
      const errors = newUserErrors(fields, { username: usernameTaken(fields.username), email: emailTaken(fields.email) });
      if (Object.keys(errors).length > 0) return err(rejected(errors));
      const id = nextId();
      const user = newBrokerUser(id, fields);
      auth.users.push(user);
      auth.passwords.set(user.username, fields.password);
      auth.inactive.add(user.username);
      joined.set(user.username, clock.now().toISOString());
      const link = emailLink('', CONFIRM_EMAIL_PATH, issue(user, 'email_confirmation'));
      sendMail(user.email, confirmationMailWords(user), link);
      return ok(toMember(user));
    },
    async confirmEmail(token) {
      const failure = await begin('confirmEmail');
      if (failure) return err(failure);
      const checked = check(token, 'email_confirmation');
      if (!checked.ok) return err(checked.failure);
      checked.entry.usedAt = clock.now();
      auth.inactive.delete(checked.user.username);
      return ok(undefined);
    },
    async resendConfirmation(email) {
      const failure = await begin('resendConfirmation');
      if (failure) return err(failure);
      const problems = validateEmail(email);
      if (problems.length > 0) return err(rejected({ email: problems }));
      const user = byEmail(email);
      if (user && linkMailWanted('email_confirmation', { isActive: !auth.inactive.has(user.username) }) && mayMail('confirmation', email)) {
        const link = emailLink('', CONFIRM_EMAIL_PATH, issue(user, 'email_confirmation'));
        sendMail(user.email, confirmationMailWords(user), link);
      }
      return ok(undefined);
    },
    async requestPasswordReset(email) {
      const failure = await begin('requestPasswordReset');
      if (failure) return err(failure);
      const problems = validateEmail(email);
      if (problems.length > 0) return err(rejected({ email: problems }));
      const user = byEmail(email);
      if (user && linkMailWanted('password_reset', { isActive: !auth.inactive.has(user.username) }) && mayMail('password_reset', email)) {
        const link = emailLink('', RESET_PASSWORD_PATH, issue(user, 'password_reset'));
        sendMail(user.email, passwordResetMailWords(user), link);
      }
      return ok(undefined);
    },
    async resetPassword(token, password) {
      const failure = await begin('resetPassword');
      if (failure) return err(failure);
      const checked = check(token, 'password_reset');
      if (!checked.ok) return err(checked.failure);
      const { user } = checked;
      const reset = passwordReset(user, password);
      if (reset.kind === 'invalid') return err(rejected(reset.errors));
      retire(user, reset.retire);
      auth.passwords.set(user.username, password);
      if (reset.changes.isActive) auth.inactive.delete(user.username);
      return ok(undefined);
    },
  };

  const profile: ProfileGateway = {
    async updateProfile(username, changes) {
      const failure = await begin('updateProfile');
      if (failure) return err(failure);
      const shape: Record<string, string[]> = {};
      if (changes.name !== undefined && validateName(changes.name).length > 0) shape.name = validateName(changes.name);
      if (changes.phone !== undefined && validatePhone(changes.phone).length > 0) shape.phone = validatePhone(changes.phone);
      if (changes.email !== undefined && validateEmail(changes.email).length > 0) shape.email = validateEmail(changes.email);
      if (Object.keys(shape).length > 0) return err(rejected(shape));
      const me = caller();
      if (!me) return err(auth.guard('PATCH /api/users/:username/') ?? NOT_FOUND);
      const target = byUsername(username);
      if (!target || target.principalUserId !== me.principalUserId) return err(NOT_FOUND);
      const self = me === target;
      const edit = profileEdit({ self, callerIsAdmin: me.roles.includes('admin'), targetIsPrincipal: target.principalUserId === target.id, currentEmail: target.email, changes });
      if (edit.kind === 'forbidden') return err(auth.forbidden());
      if (edit.kind === 'refused') return err(refusedWith(edit.message));
      const { newEmail } = edit;
      let logoUrl: string | null = null;
      let logoProblem: string | null = null;
      if (changes.logo) {
        const bytes = await readBytes(changes.logo.data);
        const format = detectLogoFormat(bytes);
        if (bytes.length > MAX_LOGO_BYTES) logoProblem = LOGO_MESSAGES.tooLarge;
        else if (!format || !hasImageStructure(bytes, format)) logoProblem = LOGO_MESSAGES.unsupported;
        else logoUrl = dataUrl(bytes, format === 'png' ? 'image/png' : 'image/jpeg');
      }
      const taken = newEmail !== null && emailTaken(newEmail, target);
      const currentPassword = edit.currentPasswordAsked && !taken ? currentPasswordProblem(target.username, changes.currentPassword) : null;
      const errors = profileEditErrors({ logoProblem, emailTaken: taken, currentPasswordProblem: currentPassword });
      if (Object.keys(errors).length > 0) return err(rejected(errors));
      if (changes.name !== undefined) target.name = changes.name.trim();
      if (changes.phone !== undefined) target.phone = digitsOnly(changes.phone);
      if (logoUrl) target.logoUrl = logoUrl;
      if (newEmail === null) return ok({ pendingEmail: null });
      requestEmailChange(target, newEmail, self ? undefined : me);
      return ok({ pendingEmail: newEmail });
    },
    async confirmEmailChange(token, password) {
      const failure = await begin('confirmEmailChange');
      if (failure) return err(failure);
      const checked = check(token, 'email_change');
      if (!checked.ok) return err(checked.failure);
      const { entry, user: target } = checked;
      const newEmail = entry.newEmail;
      if (!newEmail) return err({ kind: 'link', problem: 'invalid', message: LINK_MESSAGES.invalid });
      const byAdmin = memberPasswordNeeded(entry, target.id);
      const passwordProblem = byAdmin && password ? currentPasswordProblem(target.username, password) : null;
      const decision = emailChangeConfirmation({ user: target, newEmail, byAdmin, password, passwordProblem, emailTaken: emailTaken(newEmail, target) });
      if (decision.kind === 'invalid') return err(rejected(decision.errors));
      if (decision.kind === 'taken') return err({ kind: 'rejected', message: decision.message, fields: { email: [decision.message] } });
      entry.usedAt = clock.now();
      for (const purpose of decision.retire) retire(target, purpose);
      Object.assign(target, decision.changes);
      recordTeamAction(target, decision.audit);
      return ok(undefined);
    },
    async completeFirstAccess() {
      const failure = await begin('completeFirstAccess');
      if (failure) return err(failure);
      const me = caller();
      if (!me) return err(auth.guard('POST /api/users/first-access-check/') ?? NOT_FOUND);
      me.firstAccess = false;
      return ok(undefined);
    },
  };

  /**
   * The caller when it is an admin of the target's account; a failure otherwise, in the
   * server's order: the access policy of `PUT|DELETE /api/v1/user/` (paid_account_admin),
   * then the admin role (403), then a user of another account (404).
   */
  function adminOver(route: 'PUT /api/v1/user/' | 'DELETE /api/v1/user/', username: string): { ok: true; me: User; target: User } | { ok: false; failure: RemoteFailure } {
    const refused = auth.guard(route);
    if (refused) return { ok: false, failure: refused };
    const me = caller();
    if (!me || !me.roles.includes('admin')) return { ok: false, failure: auth.forbidden() };
    const target = byUsername(username);
    if (!target || target.principalUserId !== me.principalUserId) return { ok: false, failure: NOT_FOUND };
    return { ok: true, me, target };
  }

  const team: TeamGateway = {
    async list(principalUserId) {
      const failure = await begin('list');
      if (failure) return err(failure);
      const refused = auth.guard('GET /api/users/related-users/');
      if (refused) return err(refused);
      const me = caller();
      if (!me || me.principalUserId !== principalUserId) return err(NOT_FOUND);
      const members = auth.users
        .filter((u) => u.principalUserId === principalUserId)
        .sort((a, b) => (a.id === principalUserId ? -1 : b.id === principalUserId ? 1 : a.id - b.id));
      return ok(members.map(toMember));
    },
    async add(principalUsername, member) {
      const failure = await begin('add');
      if (failure) return err(failure);
      const shape = shapeErrors(member);
      if (shape) return err(rejected(shape));
      const me = caller();
      if (!me) return err(auth.guardLevel('authenticated') ?? NOT_FOUND);
      const principal = byUsername(principalUsername);
      if (!principal || principal.principalUserId !== me.principalUserId || !me.roles.includes('admin')) return err(auth.forbidden());
      const addition = teamMemberAddition({
        actorUsername: me.username,
        username: member.username.trim(),
        roles: member.roles,
        usersCount: auth.users.filter((u) => u.principalUserId === principal.principalUserId).length,
        totalUsers: teamCapacity(principal.subscription),
        errors: newUserErrors(member, { username: usernameTaken(member.username), email: emailTaken(member.email) }),
      });
      if (addition.kind === 'refused') return err(refusedWith(addition.message));
      if (addition.kind === 'invalid') return err(rejected(addition.errors));
      const user: User = {
        ...structuredClone(principal),
        id: nextId(),
        username: member.username.trim(),
        name: member.name.trim(),
        email: normalizeEmail(member.email),
        phone: digitsOnly(member.phone),
        cpf: digitsOnly(member.cpf),
        logoUrl: null,
        roles: addition.roles,
        isSuperuser: false,
        firstAccess: true,
        lastLogin: null,
      };
      auth.users.push(user);
      auth.passwords.set(user.username, member.password);
      recordTeamAction(me, addition.audit);
      joined.set(user.username, clock.now().toISOString());
      return ok(toMember(user));
    },
    async update(username, changes) {
      const failure = await begin('update');
      if (failure) return err(failure);
      const policy = auth.guard('PUT /api/v1/user/');
      if (policy) return err(policy);
      const shape: Record<string, string[]> = {};
      if (validateUsername(changes.username).length > 0) shape.username = validateUsername(changes.username);
      if (validateEmail(changes.email).length > 0) shape.email = validateEmail(changes.email);
      if (Object.keys(shape).length > 0) return err(rejected(shape));
      const allowed = adminOver('PUT /api/v1/user/', username);
      if (!allowed.ok) return err(allowed.failure);
      const { me, target } = allowed;
      const newUsername = changes.username.trim();
      const decision = teamMemberEdit({
        caller: me,
        target,
        targetIsPrincipal: target.principalUserId === target.id,
        changes: { username: newUsername, email: changes.email, roles: changes.roles },
        usernameTaken: usernameTaken(newUsername, target),
        emailTaken: emailTaken(changes.email, target),
      });
      if (decision.kind === 'refused') return err(refusedWith(decision.message));
      if (decision.kind === 'invalid') return err(rejected(decision.errors));
      const oldUsername = target.username;
      Object.assign(target, decision.changes);
      for (const line of decision.audit) recordTeamAction(me, line);
      if (oldUsername !== target.username) {
        const password = auth.passwords.get(oldUsername);
        if (password !== undefined) auth.passwords.set(target.username, password);
        const date = joined.get(oldUsername);
        if (date) joined.set(target.username, date);
      }
      if (decision.emailChangeRequested !== null) requestEmailChange(target, decision.emailChangeRequested, me);
      return ok(toMember(target));
    },
    async remove(username) {
      const failure = await begin('remove');
      if (failure) return err(failure);
      const allowed = adminOver('DELETE /api/v1/user/', username);
      if (!allowed.ok) return err(allowed.failure);
      const { me, target } = allowed;
      const removal = teamMemberRemoval({ caller: me, target, principalUserId: target.principalUserId === target.id ? target.id : null });
      if (removal.kind === 'refused') return err(refusedWith(removal.message));
      auth.users.splice(auth.users.indexOf(target), 1);
      recordTeamAction(me, removal.audit);
      return ok(undefined);
    },
    async audit() {
      const failure = await begin('audit');
      if (failure) return err(failure);
      const refused = auth.guard('GET /api/v1/team/audit/');
      if (refused) return err(refused);
      const me = caller();
      if (!me || me.principalUserId !== me.id) return err(NOT_FOUND);
      return ok(
        auditLog
          .filter((entry) => entry.principalUserId === me.id)
          .reverse()
          .map(({ principalUserId: _principal, ...entry }) => entry),
      );
    },
  };

  const mailbox: DemoMailbox = {
    list: () => [...mails],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return {
    registration,
    profile,
    team,
    mailbox,
    calls,
    failNextWith(failure, call) {
      nextFailure = failure;
      failingCall = call;
    },
  };
}
