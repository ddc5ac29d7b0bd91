/**
 * "Accounts and team" routes (spec point 7 plus the e-mail flows), registered as one
 * plugin by app.ts. Multipart parsing (@fastify/multipart) is registered inside this
 * plugin only, for the profile PATCH.
 *
 * - `POST /api/users/register/`                  201 user | 400 fields | 401 | 403 (team member)
 * - `POST /api/users/confirm-email/`             200 detail | 400 `{"token": [...], "code"}`
 * - `POST /api/users/resend-confirmation/`       200 detail (same answer for any address)
 * - `POST /api/users/password-reset/`            200 detail (same answer for any address)
 * - `POST /api/users/password-reset/confirm/`    200 detail | 400 token / password
 * - `POST /api/users/confirm-email-change/`      200 detail | 400 `{"token": [...], "code"}` | 400 e-mail taken
 * - `PATCH /api/users/{username}/`               200 user (me shape) | 400 fields / `error` | 403 | 404
 * - `GET /api/users/related-users/`              200 `{"related_users": [...]}` | 404
 * - `PUT /api/v1/user/?username=`                200 user | 400 fields / `error` | 403 | 404
 * - `DELETE /api/v1/user/?username=`             204 | 400 | 403 | 404
 * - `POST /api/users/first-access-check/`        200 `{"first_access": false}`
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailWire,
  emailRequestWire,
  firstAccessCheckWire,
  linkRefusedWire,
  passwordResetConfirmWire,
  profilePatchWire,
  registerRequestWire,
  relatedUserWire,
  relatedUsersQueryWire,
  relatedUsersWire,
  teamUserQueryWire,
  teamUserUpdateWire,
  tokenRequestWire,
  type RelatedUserWire,
} from '../../../src/contract/accounts';
import { authenticationErrorWire, validationErrorWire } from '../../../src/contract/api-errors';
import { detailErrorWire, userMeWire } from '../../../src/contract/auth';
import { ACCOUNT_FLOW_MESSAGES, LINK_MESSAGES, LINK_PROBLEM_CODES, type LinkProblem } from '../../../src/domain/accounts/email-links';
import { MAX_LOGO_BYTES } from '../../../src/domain/accounts/logo';
import { currentUser } from '../http/authentication';
import { NON_FIELD_ERRORS } from '../http/drf-errors';
import { withoutControlCharacters } from '../http/control-characters';
import { multipartParts } from '../http/multipart';
import type { AccountsDeps } from '../use-cases/accounts/accounts-deps';
import {
  confirmEmail,
  confirmEmailChange,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
} from '../use-cases/accounts/email-flows';
import { registerUser } from '../use-cases/accounts/register-user';
import { PERMISSION_DENIED, type RelatedUser } from '../use-cases/accounts/related-user';
import { deleteTeamUser, listRelatedUsers, updateTeamUser } from '../use-cases/accounts/team';
import { completeFirstAccess, updateProfile, type ProfileChanges } from '../use-cases/accounts/update-profile';
import { toUserMeWire } from './users.routes';

const NOT_FOUND = { detail: 'Not found.' } as const;
const FORBIDDEN = { detail: PERMISSION_DENIED } as const;
const bearer = [{ bearerAuth: [] }];

export function toRelatedUserWire(user: RelatedUser): RelatedUserWire {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    roles: user.roles,
    is_active: user.isActive,
    is_principal: user.isPrincipal,
    date_joined: user.dateJoined.toISOString(),
    last_login: user.lastLogin ? user.lastLogin.toISOString() : null,
  };
}

function linkRefused(reply: FastifyReply, problem: LinkProblem) {
  return reply.code(400).send({ token: [LINK_MESSAGES[problem]], code: LINK_PROBLEM_CODES[problem] as 'token_used' });
}

/** 400 with one sentence: `{"non_field_errors": [message], "error": message}`. */
function refused(reply: FastifyReply, message: string) {
  return reply.code(400).send({ [NON_FIELD_ERRORS]: [message], error: message });
}

/** DRF field errors from a zod failure of the multipart fields. */
function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : NON_FIELD_ERRORS;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Reads a multipart profile form: text fields and the `logo` file (null when over 2 MB). */
async function readMultipartProfile(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; logo: ProfileChanges['logo'] }> {
  const fields: Record<string, string> = {};
  let logo: ProfileChanges['logo'];
  const parts = multipartParts(request, { limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 20, fieldSize: 10_000 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'logo') {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      logo = part.file.truncated ? { kind: 'too_large' } : { kind: 'file', bytes };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, logo };
}

/**
 * Options: the "Accounts and team" dependencies (database, clock, mail queue…), built by
 * app.ts, which also waits for the mail queue on close (the payment routes share it).
 */
export const accountsTeamRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });

  app.post(
    '/api/users/register/',
    {
      schema: {
        tags: ['users'],
        summary: 'Register a broker (new account) or, as the account admin, add a team member',
        description:
          'Without `principal_user_username`: creates an account (payment FR, no plan, no subscription) whose principal ' +
          'user is the new user (role admin, `first_access` true). The user is inactive (login answers 401) until the ' +
          'e-mail is confirmed through the link mailed to it (`/confirmar-email?token=`, valid 48 h). ' +
          'With `principal_user_username` (Bearer token of an admin of that account required): the new user joins the ' +
          'account, active, with `roles` (comma list, default `user`); refused with 400 `non_field_errors` ' +
          '"Seu plano permite até N usuários." when the account is full. CPF check digits, phone with DDD, password ' +
          'strength (min 8, not only digits, not the username, not common) and unique username/e-mail are checked: 400 ' +
          '`{"email": ["Já existe um usuário com este e-mail."]}`.',
        body: registerRequestWire,
        response: { 201: relatedUserWire, 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const teamMode = body.principal_user_username !== undefined;
      if (teamMode) {
        await app.authenticate(request, reply);
        if (reply.sent) return reply;
      }
      const result = await registerUser(
        deps,
        {
          username: body.username,
          name: body.name,
          email: body.email,
          phone: body.phone,
          cpf: body.cpf,
          password: body.password,
          principalUsername: body.principal_user_username,
          roles: body.roles,
        },
        teamMode ? currentUser(request) : null,
      );
      switch (result.kind) {
        case 'ok':
          return reply.code(201).send(
            toRelatedUserWire({
              id: result.user.id,
              username: result.user.username,
              name: result.user.name,
              email: result.user.email,
              phone: result.user.phone,
              roles: result.user.roles,
              isActive: result.user.isActive,
              isPrincipal: result.user.id === result.principalUserId,
              dateJoined: result.user.createdAt,
              lastLogin: result.user.lastLogin,
            }),
          );
        case 'invalid':
          return reply.code(400).send(result.errors);
        case 'team_full':
          return reply.code(400).send({ [NON_FIELD_ERRORS]: [result.message], error: result.message });
        case 'forbidden':
          return reply.code(403).send(FORBIDDEN);
      }
    },
  );

  app.post(
    '/api/users/confirm-email/',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirm an e-mail with the mailed token (activates the account)',
        description:
          'Single-use, valid 48 h. A used link answers 400 `{"token": ["Este link já foi usado."], "code": "token_used"}`; ' +
          'an expired one "Este link expirou. Peça um novo." (`token_expired`); an unknown one `token_invalid`.',
        body: tokenRequestWire,
        response: { 200: detailWire, 400: z.union([linkRefusedWire, validationErrorWire]) },
      },
    },
    async (request, reply) => {
      const result = await confirmEmail(deps, request.body.token);
      if (result.kind === 'refused') return linkRefused(reply, result.problem);
      return { detail: ACCOUNT_FLOW_MESSAGES.emailConfirmed };
    },
  );

  app.post(
    '/api/users/resend-confirmation/',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail a new confirmation link to an unconfirmed account',
        description: 'Answers the same whether or not the address belongs to an unconfirmed account (at most 5 mails per address per hour).',
        body: emailRequestWire,
        response: { 200: detailWire, 400: validationErrorWire },
      },
    },
    async (request) => {
      await resendConfirmation(deps, request.body.email);
      return { detail: ACCOUNT_FLOW_MESSAGES.confirmationResent };
    },
  );

  app.post(
    '/api/users/password-reset/',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail a password-reset link (valid 1 h)',
        description:
          'Answers the same for a known and an unknown address; the mail (link `/resetar-senha?token=`) goes only to a ' +
          'known one, at most 5 per address per hour.',
        body: emailRequestWire,
        response: { 200: detailWire, 400: validationErrorWire },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { detail: ACCOUNT_FLOW_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/api/users/password-reset/confirm/',
    {
      schema: {
        tags: ['users'],
        summary: 'Set a new password with the mailed token',
        description:
          'Single-use, valid 1 h. A weak password answers 400 `{"password": [...]}` and the link stays usable. On success ' +
          "the user's other reset links and sessions (refresh tokens) are revoked and an unconfirmed account is activated.",
        body: passwordResetConfirmWire,
        response: { 200: detailWire, 400: z.union([linkRefusedWire, validationErrorWire]) },
      },
    },
    async (request, reply) => {
      const result = await resetPassword(deps, request.body.token, request.body.password);
      if (result.kind === 'refused') return linkRefused(reply, result.problem);
      if (result.kind === 'invalid') return reply.code(400).send(result.errors);
      return { detail: ACCOUNT_FLOW_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/api/users/confirm-email-change/',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirm a new e-mail with the token mailed to it (the e-mail changes now)',
        description:
          'Public (the link is opened from the new mailbox). The token comes from `/confirmar-novo-email?token=`, mailed ' +
          "when a user asked to change its own e-mail with `PATCH /api/users/{username}/` (with `current_password`); " +
          'single-use, valid 24 h; a newer request retires older links. Refused links answer like the other mailed links ' +
          '(400 `{"token": [...], "code": "token_used" | "token_expired" | "token_invalid"}`); an address another user took ' +
          'meanwhile answers 400 `{"email": ["Já existe um usuário com este e-mail."], "error": ...}`. On success the ' +
          "user's pending e-mail changes and its password-reset links are retired.",
        body: tokenRequestWire,
        response: { 200: detailWire, 400: z.union([linkRefusedWire, validationErrorWire]) },
      },
    },
    async (request, reply) => {
      const result = await confirmEmailChange(deps, request.body.token);
      if (result.kind === 'refused') return linkRefused(reply, result.problem);
      if (result.kind === 'taken') return reply.code(400).send({ email: [result.message], error: result.message });
      return { detail: ACCOUNT_FLOW_MESSAGES.emailChanged };
    },
  );

  app.get(
    '/api/users/related-users/',
    {
      schema: {
        tags: ['team'],
        summary: "The users of the caller's account",
        description:
          "`principal_user_id` must be the caller's account principal user id (`principal_user_id` of `/api/users/me/`), " +
          'else 404. `v` is a cache buster. The principal comes first.',
        security: bearer,
        querystring: relatedUsersQueryWire,
        response: { 200: relatedUsersWire, 400: validationErrorWire, 401: authenticationErrorWire, 404: detailErrorWire },
      },
    },
    async (request, reply) => {
      const result = await listRelatedUsers(deps, currentUser(request), request.query.principal_user_id);
      if (result.kind === 'not_found') return reply.code(404).send(NOT_FOUND);
      reply.header('Cache-Control', 'no-store');
      return { related_users: result.users.map(toRelatedUserWire) };
    },
  );

  app.patch(
    '/api/users/:username/',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit a profile: name, phone (digits), e-mail, logo',
        description:
          'multipart/form-data (JSON also accepted, without the logo). A user edits itself; an admin of the account also ' +
          'edits its team (403 for other users of the account, 404 for users of other accounts). At least one of name, ' +
          'phone, email, logo: otherwise 400 `{"non_field_errors": ["Nenhum campo para atualizar."], "error": ...}`. ' +
          "One's own new `email` needs `current_password` (400 `{\"current_password\": [\"Senha atual incorreta.\"]}`, " +
          'at most 10 wrong ones per 15 min) and does not change at once: a link (24 h, single-use) is mailed to the new ' +
          'address (`POST /api/users/confirm-email-change/`) and a notice to the current one; the answer still shows the ' +
          "current e-mail. Only the account owner changes the owner's e-mail: another admin gets 400 with `error`. " +
          '`logo`: a PNG or JPEG that decodes, at most 2 MB; otherwise 400 `{"logo": ["Formato de arquivo não suportado!"]}` ' +
          'or `{"logo": ["A logo deve ter no máximo 2 MB."]}`. It is stored re-encoded (same format, no metadata, at most ' +
          '1024 px a side) and served at the `logo` URL of `/api/users/me/` (`/media/logos/<random>.png|jpg`). Nothing ' +
          'changes when a field is refused.',
        consumes: ['multipart/form-data', 'application/json'],
        security: bearer,
        params: z.object({ username: z.string() }),
        body: profilePatchWire,
        response: { 200: userMeWire, 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire, 404: detailErrorWire },
      },
    },
    async (request, reply) => {
      let raw: Record<string, unknown>;
      let logo: ProfileChanges['logo'];
      if (request.isMultipart()) {
        const form = await readMultipartProfile(request);
        raw = form.fields;
        logo = form.logo;
      } else {
        const { logo: _ignored, ...json } = (request.body ?? {}) as Record<string, unknown>;
        raw = json;
      }
      // The multipart form skips the validator compiler: same control-character check here.
      const parsed = withoutControlCharacters(profilePatchWire.omit({ logo: true }), 'text').safeParse(raw);
      if (!parsed.success) return reply.code(400).send(fieldErrorsOf(parsed.error));
      const { current_password: currentPassword, ...fields } = parsed.data;
      const result = await updateProfile(deps, currentUser(request), request.params.username, { ...fields, currentPassword, logo });
      switch (result.kind) {
        case 'ok':
          return toUserMeWire(result.profile);
        case 'invalid':
          return reply.code(400).send(result.errors);
        case 'refused':
          return refused(reply, result.message);
        case 'forbidden':
          return reply.code(403).send(FORBIDDEN);
        case 'not_found':
          return reply.code(404).send(NOT_FOUND);
      }
    },
  );

  app.put(
    '/api/v1/user/',
    {
      schema: {
        tags: ['team'],
        summary: "Change a team member's username, e-mail and roles",
        description:
          'Admin role only (403 otherwise), users of the own account only (404 otherwise). `roles` is a comma list of ' +
          'admin, manager, user; the principal user keeps admin (400). Only the principal user (account owner) changes ' +
          "its own username and e-mail, and nobody changes its own e-mail here (that is `PATCH /api/users/{username}/` " +
          'with the current password and a mailed link): both answer 400 `{"non_field_errors": [...], "error": ...}`.',
        security: bearer,
        querystring: teamUserQueryWire,
        body: teamUserUpdateWire,
        response: { 200: relatedUserWire, 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire, 404: detailErrorWire },
      },
    },
    async (request, reply) => {
      const result = await updateTeamUser(deps, currentUser(request), request.query.username, request.body);
      switch (result.kind) {
        case 'ok':
          return toRelatedUserWire(result.user);
        case 'invalid':
          return reply.code(400).send(result.errors);
        case 'refused':
          return refused(reply, result.message);
        case 'forbidden':
          return reply.code(403).send(FORBIDDEN);
        case 'not_found':
          return reply.code(404).send(NOT_FOUND);
      }
    },
  );

  app.delete(
    '/api/v1/user/',
    {
      schema: {
        tags: ['team'],
        summary: 'Delete a team member',
        description:
          'Admin role only (403), own account only (404). The principal user and the caller itself cannot be deleted ' +
          '(400 `{"non_field_errors": [...], "error": ...}`).',
        security: bearer,
        querystring: teamUserQueryWire,
        response: { 204: z.null().describe('No content'), 400: validationErrorWire, 401: authenticationErrorWire, 403: detailErrorWire, 404: detailErrorWire },
      },
    },
    async (request, reply) => {
      const result = await deleteTeamUser(deps, currentUser(request), request.query.username);
      switch (result.kind) {
        case 'ok':
          return reply.code(204).send(null);
        case 'refused':
          return reply.code(400).send({ [NON_FIELD_ERRORS]: [result.message], error: result.message });
        case 'forbidden':
          return reply.code(403).send(FORBIDDEN);
        case 'not_found':
          return reply.code(404).send(NOT_FOUND);
      }
    },
  );

  app.post(
    '/api/users/first-access-check/',
    {
      schema: {
        tags: ['users'],
        summary: 'Mark the first-access welcome (logo and tutorial offer) as done',
        description: 'No body. `first_access` of `/api/users/me/` is false from now on. Idempotent.',
        security: bearer,
        response: { 200: firstAccessCheckWire, 401: authenticationErrorWire },
      },
    },
    async (request) => {
      await completeFirstAccess(deps, currentUser(request).id);
      return { first_access: false as const };
    },
  );
};
