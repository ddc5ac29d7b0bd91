/**
 * In-memory "Accounts and team" back end: Registration, ProfileGateway, TeamGateway and the
 * DemoMailbox, running the server's own use cases (server/src/modules/accounts/use-cases:
 * register-user, email-flows, update-profile, team) over an in-memory AccountsStore
 * (accounts-store.fake.ts) whose users are the FakeAuthGateway's: a user registered here logs in
 * after confirming, a profile change shows in `currentUser`. Each call first checks the body
 * against the route's wire schema (src/contract/accounts.ts), as the server's route does, and
 * translates the use case's answer as the route and the HTTP adapter read it; the access of each
 * method is its route's in the one table (src/contract/route-access.ts).
 *
 * What the server does with Node stays out: mails go to the demo mailbox (the fake mode shows
 * them, so the links can be opened; links are paths of the SPA); a logo is kept as a `data:` URL,
 * and an upload is checked by content only — PNG or JPEG signature and structure
 * (src/domain/accounts/logo.ts) — and stored as sent, where the server decodes and re-encodes it
 * with sharp. Passwords are bcrypt hashes of a low cost (FAKE_BCRYPT_ROUNDS). The mail throttle and
 * the current-password limit are the server's, in memory, on the wall clock.
 * Test controls: `failNextWith`, `goOffline`, `calls`.
 */
import type { Clock } from '../../application/shared/clock';
import type { DemoMail, DemoMailbox } from '../../application/accounts/demo-mailbox';
import type { ProfileGateway } from '../../application/accounts/profile-gateway';
import type { Registration } from '../../application/accounts/registration';
import type { TeamGateway } from '../../application/accounts/team-gateway';
import { err, ok, type RemoteFailure } from '../../application/shared/result';
import { NOT_FOUND_DETAIL } from '../../contract/api-errors';
import {
  emailChangeConfirmWire,
  emailRequestWire,
  fromTeamAuditEntryWire,
  passwordResetConfirmWire,
  profilePatchWire,
  registerRequestWire,
  teamUserUpdateWire,
  toRegisterRequestWire,
  toTeamAuditEntryWire,
  tokenRequestWire,
} from '../../contract/accounts';
import { LINK_MESSAGES, type LinkProblem } from '../../domain/accounts/email-links';
import { digitsOnly, normalizeEmail } from '../../domain/accounts/fields';
import { detectLogoFormat, hasImageStructure, LOGO_MESSAGES, logoExtension, MAX_LOGO_BYTES } from '../../domain/accounts/logo';
import { formatRoleList } from '../../domain/accounts/team';
import type { AccountsDeps } from '../../../server/src/modules/accounts/use-cases/accounts-deps';
import type { AuthenticatedUser } from '../../../server/src/modules/accounts/use-cases/authenticate';
import { confirmEmail, confirmEmailChange, requestPasswordReset, resendConfirmation, resetPassword } from '../../../server/src/modules/accounts/use-cases/email-flows';
import type { LogoFiles, NormalizeLogo } from '../../../server/src/modules/accounts/use-cases/logo-files';
import { createMailThrottle } from '../../../server/src/modules/accounts/use-cases/mail-throttle';
import { registerUser } from '../../../server/src/modules/accounts/use-cases/register-user';
import { deleteTeamUser, listRelatedUsers, listTeamActions, updateTeamUser } from '../../../server/src/modules/accounts/use-cases/team';
import { completeFirstAccess, updateProfile } from '../../../server/src/modules/accounts/use-cases/update-profile';
import { createMemoryAccountsStore, emptyAccountsData, FAKE_BCRYPT_ROUNDS } from './accounts-store.fake';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort, type FakePortControls } from './fault-switch';
import { parsedOrRejected, refusedWith, rejectedFields } from './refusals';

/** The four ports plus the test controls (`failNextWith(failure, call?)`: `call` a name of `calls`, e.g. `'list'`). */
export interface FakeAccounts extends FakePortControls {
  registration: Registration;
  profile: ProfileGateway;
  team: TeamGateway;
  mailbox: DemoMailbox;
  /** The use cases' dependencies (store, mail to this mailbox), for a fake whose use case registers an account (register-and-subscribe). */
  deps: AccountsDeps;
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

/** The fake's logos: a logo's path is the `data:` URL of its bytes (nothing to remove). */
const dataUrlLogos: LogoFiles = {
  save: async (bytes, extension) => `data:image/${extension === 'jpg' ? 'jpeg' : 'png'};base64,${btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))}`,
  remove: async () => undefined,
};

/**
 * The fake's logo normalization: a PNG or JPEG by signature and structure (the domain's check,
 * src/domain/accounts/logo.ts), kept as sent. The server decodes and re-encodes it with sharp
 * (server/src/modules/accounts/media/logo-image.ts), which a browser cannot run: so a file that
 * passes this check but does not decode, or has too many pixels, is refused there and not here.
 */
const checkedLogo: NormalizeLogo = async (bytes) => {
  const format = detectLogoFormat(bytes);
  if (!format || !hasImageStructure(bytes, format)) return { kind: 'refused', message: LOGO_MESSAGES.unsupported };
  return { kind: 'ok', bytes, extension: logoExtension(format) };
};

/** A 404 as the HTTP adapter reads the server's `{"detail": "Not found."}`. */
const NOT_FOUND: RemoteFailure = { kind: 'not-found', message: NOT_FOUND_DETAIL };
/** A refused mailed link, as the HTTP adapter reads the route's 400 `{"token": [...], "code"}`. */
const linkRefused = (problem: LinkProblem) => err({ kind: 'link' as const, problem, message: LINK_MESSAGES[problem] });

/**
 * The accounts use cases' dependencies in the fake back end: the in-memory store over `auth`'s
 * users, mails to `mail`, SPA paths as links, the server's mail throttle, `data:` URL logos
 * checked by content (module note).
 */
export function fakeAccountsDeps(auth: FakeAuthGateway, clock: Clock, mail: AccountsDeps['mail']): AccountsDeps {
  return {
    store: createMemoryAccountsStore(emptyAccountsData(), auth, () => clock.now()),
    clock: () => clock.now(),
    bcryptRounds: FAKE_BCRYPT_ROUNDS,
    appUrl: '',
    mail,
    mailThrottle: createMailThrottle(),
    logos: dataUrlLogos,
    normalizeLogo: checkedLogo,
  };
}

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
  const mails: DemoMail[] = [];
  const listeners = new Set<() => void>();
  const deps = fakeAccountsDeps(auth, clock, {
    async dispatch(mail) {
      // The text part as one paragraph, without the link (the mailbox links it) and the signature.
      const text = mail.text.split('\n').filter((line) => line !== '' && line !== mail.link && line !== 'Cotador').join(' ');
      mails.unshift({ id: mails.length + 1, to: mail.to, subject: mail.subject, text, link: mail.link ?? '', sentAt: clock.now().toISOString() });
      for (const listener of [...listeners]) listener();
    },
  });

  /** The session's user as the server's authentication hook hands it to a use case (the wrapper's guard made sure there is one where the route needs it). */
  const caller = (): AuthenticatedUser | null => {
    const me = auth.caller();
    return me ? { ...me, accountId: me.principalUserId ?? me.id } : null;
  };
  /** A use case's refusal as the route answers it (failure-answer.ts) and the HTTP adapter reads it. */
  function failure(result: { kind: 'invalid'; errors: Record<string, string[]> } | { kind: 'refused'; message: string } | { kind: 'forbidden' | 'not_found' }): RemoteFailure {
    switch (result.kind) {
      case 'invalid':
        return rejectedFields(result.errors);
      case 'refused':
        return refusedWith(result.message);
      case 'forbidden':
        return auth.forbidden();
      case 'not_found':
        return NOT_FOUND;
    }
  }

  const registration = port.wrap<Registration>({
    async register(fields) {
      const body = parsedOrRejected(registerRequestWire.safeParse(toRegisterRequestWire(fields)));
      if (!body.ok) return err(body.error);
      const { principal_user_username: _none, ...input } = body.value;
      const result = await registerUser(deps, input, null);
      return result.kind === 'ok' ? ok(result.member) : err(failure(result));
    },
    async confirmEmail(token) {
      const body = parsedOrRejected(tokenRequestWire.safeParse({ token }));
      if (!body.ok) return err(body.error);
      const result = await confirmEmail(deps, body.value.token);
      return result.kind === 'ok' ? ok(undefined) : linkRefused(result.problem);
    },
    async resendConfirmation(email) {
      const body = parsedOrRejected(emailRequestWire.safeParse({ email: email.trim() }));
      if (!body.ok) return err(body.error);
      await resendConfirmation(deps, body.value.email);
      return ok(undefined);
    },
    async requestPasswordReset(email) {
      const body = parsedOrRejected(emailRequestWire.safeParse({ email: email.trim() }));
      if (!body.ok) return err(body.error);
      await requestPasswordReset(deps, body.value.email);
      return ok(undefined);
    },
    async resetPassword(token, password) {
      const body = parsedOrRejected(passwordResetConfirmWire.safeParse({ token, password }));
      if (!body.ok) return err(body.error);
      const result = await resetPassword(deps, body.value.token, body.value.password);
      if (result.kind === 'ok') return ok(undefined);
      return result.kind === 'refused' ? linkRefused(result.problem) : err(failure(result));
    },
  });

  const profile = port.wrap<ProfileGateway>(
    {
      async updateProfile(username, changes) {
        // The multipart form the HTTP adapter sends, read as the route reads it (profile-form.ts).
        const form = { name: changes.name?.trim(), phone: changes.phone === undefined ? undefined : digitsOnly(changes.phone), email: changes.email?.trim(), current_password: changes.currentPassword };
        const body = parsedOrRejected(profilePatchWire.omit({ logo: true }).safeParse(Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined))));
        if (!body.ok) return err(body.error);
        const bytes = changes.logo ? await readBytes(changes.logo.data) : null;
        const logo = bytes === null ? undefined : bytes.length > MAX_LOGO_BYTES ? ({ kind: 'too_large' } as const) : ({ kind: 'file', bytes } as const);
        const me = caller();
        if (!me) return err(NOT_FOUND);
        const { current_password: currentPassword, ...fields } = body.value;
        const result = await updateProfile(deps, me, username, { ...fields, currentPassword, logo });
        if (result.kind !== 'ok') return err(failure(result));
        // As the HTTP adapter: an answer whose e-mail is not the one sent means the change waits for its link.
        const sent = fields.email ?? null;
        return ok({ pendingEmail: sent !== null && sent !== normalizeEmail(result.profile.email) ? sent : null });
      },
      async confirmEmailChange(token, password) {
        const body = parsedOrRejected(emailChangeConfirmWire.safeParse({ token, ...(password !== undefined ? { password } : {}) }));
        if (!body.ok) return err(body.error);
        const result = await confirmEmailChange(deps, body.value.token, body.value.password);
        if (result.kind === 'ok') return ok(undefined);
        if (result.kind === 'refused') return linkRefused(result.problem);
        return err(result.kind === 'taken' ? rejectedFields({ email: [result.message] }) : rejectedFields(result.errors));
      },
      async completeFirstAccess() {
        const me = caller();
        if (!me) return err(NOT_FOUND);
        await completeFirstAccess(deps, me.id);
        return ok(undefined);
      },
    },
    { updateProfile: 'PATCH /api/users/:username/', completeFirstAccess: 'POST /api/users/first-access-check/' },
  );

  const team = port.wrap<TeamGateway>(
    {
      async list(principalUserId) {
        const me = caller();
        if (!me) return err(NOT_FOUND);
        const result = await listRelatedUsers(deps, me, principalUserId);
        return result.kind === 'ok' ? ok(result.users) : err(failure(result));
      },
      async add(principalUsername, member) {
        const body = parsedOrRejected(registerRequestWire.safeParse(toRegisterRequestWire(member, { roles: member.roles, principalUsername })));
        if (!body.ok) return err(body.error);
        // A public route that still needs its caller: the access check after the body's.
        const me = caller();
        if (!me) return err(auth.guardLevel('authenticated') ?? NOT_FOUND);
        const { principal_user_username: principal, ...input } = body.value;
        const result = await registerUser(deps, { ...input, principalUsername: principal }, me);
        return result.kind === 'ok' ? ok(result.member) : err(failure(result));
      },
      async update(username, changes) {
        const body = parsedOrRejected(teamUserUpdateWire.safeParse({ username: changes.username.trim(), email: changes.email.trim(), roles: formatRoleList(changes.roles) }));
        if (!body.ok) return err(body.error);
        const me = caller();
        if (!me) return err(NOT_FOUND);
        const result = await updateTeamUser(deps, me, username, body.value);
        return result.kind === 'ok' ? ok(result.user) : err(failure(result));
      },
      async remove(username) {
        const me = caller();
        if (!me) return err(NOT_FOUND);
        const result = await deleteTeamUser(deps, me, username);
        return result.kind === 'ok' ? ok(undefined) : err(failure(result));
      },
      async audit() {
        const me = caller();
        if (!me) return err(NOT_FOUND);
        const result = await listTeamActions(deps, me);
        return result.kind === 'ok' ? ok(result.entries.map((row) => fromTeamAuditEntryWire(toTeamAuditEntryWire(row)))) : err(failure(result));
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

  return { registration, profile, team, mailbox, deps, ...port.controls };
}
