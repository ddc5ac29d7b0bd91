/**
 * In-memory "Accounts and team" back end: Registration, ProfileGateway, TeamGateway and the
 * DemoMailbox over the FakeAuthGateway's users (a user registered here logs in after confirming;
 * a profile change shows in `currentUser`). It stores users, link tokens, mails and audit lines;
 * what a request refuses or changes, which link and mail and audit line it leaves, is decided by
 * src/domain/accounts (account-flows.ts, fields.ts, logo.ts, profile.ts), which the server's use
 * cases call too; the access of each method is its route's in the one table
 * (src/contract/route-access.ts). Logos are checked by content (signature and structure: the
 * fake cannot decode images as the server does). Mails go to the demo mailbox (the fake mode
 * shows them so the links can be opened). Test controls: `failNextWith`, `goOffline`, `calls`.
 */
import type { Clock } from '../../application/shared/clock';
import type { DemoMail, DemoMailbox } from '../../application/accounts/demo-mailbox';
import type { ProfileGateway } from '../../application/accounts/profile-gateway';
import type { LinkFailure, Registration } from '../../application/accounts/registration';
import type { TeamGateway } from '../../application/accounts/team-gateway';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { NOT_FOUND_DETAIL } from '../../contract/api-errors';
import { ACCOUNT_MAILS_PER_HOUR, CONFIRM_EMAIL_CHANGE_PATH, CONFIRM_EMAIL_PATH, FORGOT_PASSWORD_PATH, LINK_MESSAGES, RESET_PASSWORD_PATH, emailLink } from '../../domain/accounts/email-links';
import * as flows from '../../domain/accounts/account-flows';
import type { LinkPurpose, TeamAuditDraft } from '../../domain/accounts/account-flows';
import { digitsOnly, normalizeEmail, validateEmail, validateName, validateNewUser, validatePhone, validateUsername, type FieldErrors, type NewUserFields } from '../../domain/accounts/fields';
import * as mailWords from '../../domain/accounts/account-mails';
import { detectLogoFormat, hasImageStructure, LOGO_MESSAGES, MAX_LOGO_BYTES } from '../../domain/accounts/logo';
import { CURRENT_PASSWORD_MAX_FAILURES, PROFILE_MESSAGES } from '../../domain/accounts/profile';
import { teamCapacity, toTeamMember, type TeamAuditEntry } from '../../domain/accounts/team';
import type { User } from '../../domain/user';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { DEMO_PASSWORD } from './demo-users';
import { createFakePort, type FakePortControls } from './fault-switch';
import { refusedWith, rejectedFields } from './refusals';

/** The four ports plus the test controls (`failNextWith(failure, call?)`: `call` a name of `calls`, e.g. `'list'`). */
export interface FakeAccounts extends FakePortControls {
  registration: Registration;
  profile: ProfileGateway;
  team: TeamGateway;
  mailbox: DemoMailbox;
}

/** A mailed link's token, as the server's `account_tokens` row keeps it (`newEmail`, `requestedByUserId`: an e-mail change's). */
interface FakeToken {
  userId: number;
  purpose: LinkPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  newEmail?: string;
  requestedByUserId: number | null;
}

/** A 404 as the HTTP adapter reads the server's `{"detail": "Not found."}`. */
const NOT_FOUND: RemoteFailure = { kind: 'not-found', message: NOT_FOUND_DETAIL };

/** A 400 with the field messages (the fields without any dropped). */
const rejected = (fields: FieldErrors): RemoteFailure => rejectedFields(Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))));

/** The field messages of the checks given (`[field, its messages]`), or null when all pass: the wire schema's answer. */
function shapeErrors(checks: ReadonlyArray<[string, string[] | undefined]>): FieldErrors | null {
  const errors = Object.fromEntries(checks.filter(([, messages]) => messages && messages.length > 0));
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A new user's shape errors (username, name, e-mail, phone, CPF); the password is checked later, with the taken names. */
const newUserShape = (fields: NewUserFields) => shapeErrors(Object.entries(validateNewUser(fields) ?? {}).filter(([field]) => field !== 'password'));

/**
 * A broker who has just registered, as both fakes create it: own account (principal), admin,
 * first access pending, free plan with no plan chosen (payment FR), no subscription; phone and
 * CPF as digits, e-mail normalized.
 */
export function newBrokerUser(id: number, fields: NewUserFields): User {
  const { username, name, email, phone, cpf } = fields;
  return { id, username: username.trim(), name: name.trim(), phone: digitsOnly(phone), email: normalizeEmail(email), cpf: digitsOnly(cpf), logoUrl: null, roles: ['admin'], isSuperuser: false, firstAccess: true, lastLogin: null, payment: 'FR', paymentExpiresAt: null, withoutPay: false, planId: null, principalUserId: id, subscription: null };
}

/** A blob's bytes: `arrayBuffer()`, or FileReader where the Blob has none (jsdom's). */
const readBytes = async (blob: Blob): Promise<Uint8Array> =>
  new Uint8Array(
    typeof blob.arrayBuffer === 'function'
      ? await blob.arrayBuffer()
      : await new Promise<ArrayBuffer>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
          reader.readAsArrayBuffer(blob);
        }),
  );

/** The `data:` URL of an image's bytes (the logo as the fake stores it). */
const dataUrl = (bytes: Uint8Array, format: 'png' | 'jpeg') => `data:image/${format};base64,${btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))}`;

export interface FakeAccountsOptions {
  auth: FakeAuthGateway;
  clock: Clock;
  /** Simulated latency of every call, in ms. */
  latencyMs?: number;
}

/** Creates the fake (behaviour in the module note). */
export function createFakeAccounts(options: FakeAccountsOptions): FakeAccounts {
  const { auth, clock } = options;
  const port = createFakePort({ latencyMs: options.latencyMs, guard: auth.guard });
  const joined = new Map<string, string>();
  const tokens = new Map<string, FakeToken>();
  const mails: DemoMail[] = [];
  const listeners = new Set<() => void>();
  /** When each throttled mail (kind:address) was sent, in ms. */
  const mailTimes = new Map<string, number[]>();
  /** Wrong current passwords per username (the server limits them per 15 minutes). */
  const passwordFailures = new Map<string, number>();
  /** The owner's audit list of each account (by principal user id), oldest first. */
  const auditLog: Array<TeamAuditEntry & { principalUserId: number | null }> = [];
  const recordTeamAction = (member: User, line: TeamAuditDraft | null) => {
    if (line) auditLog.push({ ...line, id: auditLog.length + 1, principalUserId: member.principalUserId, at: clock.now().toISOString() });
  };

  const byUsername = (username: string) => auth.users.find((u) => u.username === username);
  const sameText = (a: string, b: string) => a.toLowerCase() === b.trim().toLowerCase();
  const byEmail = (email: string) => auth.users.find((u) => sameText(u.email, email));
  const usernameTaken = (username: string, except?: User) => auth.users.some((u) => u !== except && sameText(u.username, username));
  const emailTaken = (email: string, except?: User) => auth.users.some((u) => u !== except && sameText(u.email, email));
  const isActive = (user: User) => !auth.inactive.has(user.username);
  const toMember = (user: User) =>
    toTeamMember(user, { isActive: isActive(user), principalUserId: user.principalUserId, dateJoined: joined.get(user.username) ?? '2025-01-02T12:00:00.000Z', lastLogin: user.lastLogin });

  /** Delivers a mail with the server's words (the demo mailbox shows greeting, introduction and warning). */
  function sendMail(to: string, words: mailWords.AccountMailWords & { warning?: string }, link: string) {
    const text = [words.greeting, words.intro, words.warning].filter(Boolean).join(' ');
    mails.unshift({ id: mails.length + 1, to, subject: words.subject, text, link, sentAt: clock.now().toISOString() });
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

  /** Stores a new link token of `user` (valid for its purpose's time) and answers the link to `path`. */
  function issue(user: User, purpose: LinkPurpose, path: string, emailChange?: { newEmail: string; requestedByUserId: number }): string {
    const token = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');
    tokens.set(token, { userId: user.id, purpose, expiresAt: flows.linkExpiresAt(purpose, clock.now()), usedAt: null, requestedByUserId: null, ...emailChange });
    return emailLink('', path, token);
  }

  /** Marks every unused token of `purpose` of a user as used (superseded). */
  function retire(user: User, purpose: LinkPurpose) {
    for (const entry of tokens.values()) if (entry.userId === user.id && entry.purpose === purpose) entry.usedAt ??= clock.now();
  }

  /** Starts a change of `target`'s e-mail (domain `emailChangeRequest`: the token, the audit line, the two mails). */
  function requestEmailChange(target: User, newEmail: string, requestedBy?: User) {
    const request = flows.emailChangeRequest({ user: target, newEmail, requestedBy, now: clock.now() });
    retire(target, request.retire);
    recordTeamAction(target, request.audit);
    const link = issue(target, request.token.purpose, CONFIRM_EMAIL_CHANGE_PATH, request.token);
    sendMail(request.mails.notice.to, mailWords.emailChangeNoticeMailWords(target, newEmail, request.mails.requestedBy), FORGOT_PASSWORD_PATH);
    sendMail(request.mails.confirmation.to, mailWords.emailChangeConfirmationMailWords(target, request.mails.requestedBy), link);
  }

  /** The current-password check of an e-mail change: null when right, else the field message (failures counted). */
  function currentPasswordProblem(username: string, password: string | undefined): string | null {
    if (password === undefined || password === '') return PROFILE_MESSAGES.currentPasswordRequired;
    const failures = passwordFailures.get(username) ?? 0;
    if (failures >= CURRENT_PASSWORD_MAX_FAILURES) return PROFILE_MESSAGES.currentPasswordBlocked;
    const right = (auth.passwords.get(username) ?? DEMO_PASSWORD) === password;
    if (right) passwordFailures.delete(username);
    else passwordFailures.set(username, failures + 1);
    return right ? null : PROFILE_MESSAGES.currentPasswordWrong;
  }

  /** The token and its user, or why the link cannot be used (domain `linkProblem`; a token whose user is gone is invalid). */
  function check(token: string, purpose: LinkPurpose): { ok: true; entry: FakeToken; user: User } | { ok: false; error: LinkFailure } {
    const found = tokens.get(token.trim());
    const entry = found?.purpose === purpose ? found : undefined;
    const user = auth.users.find((u) => u.id === entry?.userId);
    const problem = flows.linkProblem(entry, clock.now()) ?? (user ? null : 'invalid');
    if (problem === null && entry && user) return { ok: true, entry, user };
    return err({ kind: 'link', problem: problem ?? 'invalid', message: LINK_MESSAGES[problem ?? 'invalid'] });
  }

  /** Mails a confirmation or reset link to the user of `email`, when the domain wants one and the throttle lets it. */
  function mailLink(email: string, purpose: 'email_confirmation' | 'password_reset'): RemoteFailure | null {
    const problems = validateEmail(email);
    if (problems.length > 0) return rejected({ email: problems });
    const user = byEmail(email);
    if (!user || !flows.linkMailWanted(purpose, { isActive: isActive(user) }) || !mayMail(purpose === 'password_reset' ? purpose : 'confirmation', email)) return null;
    if (purpose === 'password_reset') sendMail(user.email, mailWords.passwordResetMailWords(user), issue(user, purpose, RESET_PASSWORD_PATH));
    else sendMail(user.email, mailWords.confirmationMailWords(user), issue(user, purpose, CONFIRM_EMAIL_PATH));
    return null;
  }

  const registration = port.wrap<Registration>({
    async register(fields) {
      const shape = newUserShape(fields);
      if (shape) return err(rejected(shape));
      const errors = flows.newUserErrors(fields, { username: usernameTaken(fields.username), email: emailTaken(fields.email) });
      if (Object.keys(errors).length > 0) return err(rejected(errors));
      const user = newBrokerUser(Math.max(0, ...auth.users.map((u) => u.id)) + 1, fields);
      auth.users.push(user);
      auth.passwords.set(user.username, fields.password);
      auth.inactive.add(user.username);
      joined.set(user.username, clock.now().toISOString());
      sendMail(user.email, mailWords.confirmationMailWords(user), issue(user, 'email_confirmation', CONFIRM_EMAIL_PATH));
      return ok(toMember(user));
    },
    async confirmEmail(token) {
      const checked = check(token, 'email_confirmation');
      if (!checked.ok) return checked;
      checked.entry.usedAt = clock.now();
      auth.inactive.delete(checked.user.username);
      return ok(undefined);
    },
    async resendConfirmation(email) {
      const failure = mailLink(email, 'email_confirmation');
      return failure ? err(failure) : ok(undefined);
    },
    async requestPasswordReset(email) {
      const failure = mailLink(email, 'password_reset');
      return failure ? err(failure) : ok(undefined);
    },
    async resetPassword(token, password) {
      const checked = check(token, 'password_reset');
      if (!checked.ok) return checked;
      const { user } = checked;
      const reset = flows.passwordReset(user, password);
      if (reset.kind === 'invalid') return err(rejected(reset.errors));
      retire(user, reset.retire);
      auth.passwords.set(user.username, password);
      if (reset.changes.isActive) auth.inactive.delete(user.username);
      return ok(undefined);
    },
  });

  const profile = port.wrap<ProfileGateway>(
    {
      async updateProfile(username, changes) {
        const shape = shapeErrors([['name', changes.name === undefined ? undefined : validateName(changes.name)], ['phone', changes.phone === undefined ? undefined : validatePhone(changes.phone)], ['email', changes.email === undefined ? undefined : validateEmail(changes.email)]]);
        if (shape) return err(rejected(shape));
        const me = auth.caller();
        const target = byUsername(username);
        if (!me || !target || target.principalUserId !== me.principalUserId) return err(NOT_FOUND);
        const self = me === target;
        const edit = flows.profileEdit({ self, callerIsAdmin: me.roles.includes('admin'), targetIsPrincipal: target.principalUserId === target.id, currentEmail: target.email, changes });
        if (edit.kind === 'forbidden') return err(auth.forbidden());
        if (edit.kind === 'refused') return err(refusedWith(edit.message));
        const { newEmail } = edit;
        const bytes = changes.logo ? await readBytes(changes.logo.data) : null;
        const format = bytes && detectLogoFormat(bytes);
        const logoProblem = !bytes ? null : bytes.length > MAX_LOGO_BYTES ? LOGO_MESSAGES.tooLarge : !format || !hasImageStructure(bytes, format) ? LOGO_MESSAGES.unsupported : null;
        const taken = newEmail !== null && emailTaken(newEmail, target);
        const currentPassword = edit.currentPasswordAsked && !taken ? currentPasswordProblem(target.username, changes.currentPassword) : null;
        const errors = flows.profileEditErrors({ logoProblem, emailTaken: taken, currentPasswordProblem: currentPassword });
        if (Object.keys(errors).length > 0) return err(rejected(errors));
        if (changes.name !== undefined) target.name = changes.name.trim();
        if (changes.phone !== undefined) target.phone = digitsOnly(changes.phone);
        if (bytes && format) target.logoUrl = dataUrl(bytes, format);
        if (newEmail !== null) requestEmailChange(target, newEmail, self ? undefined : me);
        return ok({ pendingEmail: newEmail });
      },
      async confirmEmailChange(token, password) {
        const checked = check(token, 'email_change');
        if (!checked.ok) return checked;
        const { entry, user: target } = checked;
        const newEmail = entry.newEmail;
        if (!newEmail) return err({ kind: 'link', problem: 'invalid', message: LINK_MESSAGES.invalid });
        const byAdmin = flows.memberPasswordNeeded(entry, target.id);
        const passwordProblem = byAdmin && password ? currentPasswordProblem(target.username, password) : null;
        const decision = flows.emailChangeConfirmation({ user: target, newEmail, byAdmin, password, passwordProblem, emailTaken: emailTaken(newEmail, target) });
        if (decision.kind === 'invalid') return err(rejected(decision.errors));
        if (decision.kind === 'taken') return err(rejectedFields({ email: [decision.message] }));
        entry.usedAt = clock.now();
        for (const purpose of decision.retire) retire(target, purpose);
        Object.assign(target, decision.changes);
        recordTeamAction(target, decision.audit);
        return ok(undefined);
      },
      async completeFirstAccess() {
        const me = auth.caller();
        if (!me) return err(NOT_FOUND);
        me.firstAccess = false;
        return ok(undefined);
      },
    },
    { updateProfile: 'PATCH /api/users/:username/', completeFirstAccess: 'POST /api/users/first-access-check/' },
  );

  /** The caller when it is an admin of the target's account; else, in the server's order, 403 (not an admin) or 404 (another account). */
  function adminOver(username: string): { ok: true; me: User; target: User } | { ok: false; error: RemoteFailure } {
    const me = auth.caller();
    if (!me || !me.roles.includes('admin')) return err(auth.forbidden());
    const target = byUsername(username);
    if (!target || target.principalUserId !== me.principalUserId) return err(NOT_FOUND);
    return { ok: true, me, target };
  }

  const team = port.wrap<TeamGateway>(
    {
      async list(principalUserId) {
        const me = auth.caller();
        if (!me || me.principalUserId !== principalUserId) return err(NOT_FOUND);
        const members = auth.users.filter((u) => u.principalUserId === principalUserId);
        return ok(members.sort((a, b) => (a.id === principalUserId ? -1 : b.id === principalUserId ? 1 : a.id - b.id)).map(toMember));
      },
      async add(principalUsername, member) {
        const shape = newUserShape(member);
        if (shape) return err(rejected(shape));
        // A public route that still needs its caller: the access check after the body's.
        const me = auth.caller();
        if (!me) return err(auth.guardLevel('authenticated') ?? NOT_FOUND);
        const principal = byUsername(principalUsername);
        if (!principal || principal.principalUserId !== me.principalUserId || !me.roles.includes('admin')) return err(auth.forbidden());
        const addition = flows.teamMemberAddition({
          actorUsername: me.username,
          username: member.username.trim(),
          roles: member.roles,
          usersCount: auth.users.filter((u) => u.principalUserId === principal.principalUserId).length,
          totalUsers: teamCapacity(principal.subscription),
          errors: flows.newUserErrors(member, { username: usernameTaken(member.username), email: emailTaken(member.email) }),
        });
        if (addition.kind === 'refused') return err(refusedWith(addition.message));
        if (addition.kind === 'invalid') return err(rejected(addition.errors));
        // A member shares its principal's account (payment, plan, subscription); its own identity, first access pending.
        const { id, username, name, email, phone, cpf } = newBrokerUser(Math.max(0, ...auth.users.map((u) => u.id)) + 1, member);
        const user: User = { ...structuredClone(principal), id, username, name, email, phone, cpf, logoUrl: null, roles: addition.roles, isSuperuser: false, firstAccess: true, lastLogin: null };
        auth.users.push(user);
        auth.passwords.set(user.username, member.password);
        recordTeamAction(me, addition.audit);
        joined.set(user.username, clock.now().toISOString());
        return ok(toMember(user));
      },
      async update(username, changes) {
        const shape = shapeErrors([['username', validateUsername(changes.username)], ['email', validateEmail(changes.email)]]);
        if (shape) return err(rejected(shape));
        const allowed = adminOver(username);
        if (!allowed.ok) return allowed;
        const { me, target } = allowed;
        const newUsername = changes.username.trim();
        const decision = flows.teamMemberEdit({
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
        for (const store of [auth.passwords, joined]) {
          const kept = store.get(oldUsername);
          if (oldUsername !== target.username && kept !== undefined) store.set(target.username, kept);
        }
        if (decision.emailChangeRequested !== null) requestEmailChange(target, decision.emailChangeRequested, me);
        return ok(toMember(target));
      },
      async remove(username) {
        const allowed = adminOver(username);
        if (!allowed.ok) return allowed;
        const { me, target } = allowed;
        const removal = flows.teamMemberRemoval({ caller: me, target, principalUserId: target.principalUserId === target.id ? target.id : null });
        if (removal.kind === 'refused') return err(refusedWith(removal.message));
        auth.users.splice(auth.users.indexOf(target), 1);
        recordTeamAction(me, removal.audit);
        return ok(undefined);
      },
      async audit() {
        const me = auth.caller();
        if (!me || me.principalUserId !== me.id) return err(NOT_FOUND);
        return ok(auditLog.filter((entry) => entry.principalUserId === me.id).reverse().map(({ principalUserId: _principal, ...entry }) => entry));
      },
    },
    { list: 'GET /api/users/related-users/', update: 'PUT /api/v1/user/', remove: 'DELETE /api/v1/user/', audit: 'GET /api/v1/team/audit/' },
  );

  const mailbox: DemoMailbox = {
    list: () => [...mails],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return { registration, profile, team, mailbox, ...port.controls };
}
