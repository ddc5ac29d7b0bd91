/**
 * The user's own profile (spec point 7): edit it (multipart, with the logo), confirm a new
 * e-mail through the mailed link, and mark the first-access welcome as done. Each route
 * declares its schema and calls one use case; access levels are in
 * server/src/http/access-policy.ts, failures answer through ../http/failure-answer.ts.
 *
 * - `PATCH /api/users/{username}/`               200 user (me shape) | 400 fields / `error` | 403 | 404
 * - `POST /api/users/confirm-email-change/`      200 detail | 400 `{"token": [...], "code"}` | 400 e-mail taken
 * - `POST /api/users/first-access-check/`        200 `{"first_access": false}`
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailWire, firstAccessCheckWire, linkRefusedWire, profilePatchWire, emailChangeConfirmWire } from '../../../../../src/contract/accounts';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { userMeWire } from '../../../../../src/contract/auth';
import { ACCOUNT_FLOW_MESSAGES } from '../../../../../src/domain/accounts/email-links';
import { bearer, readErrors } from '../../../http/route-schema';
import { currentUser } from '../../../http/authentication';
import { failureAnswer } from '../../../http/failure-answer';
import type { AccountsDeps } from '../use-cases/accounts-deps';
import { confirmEmailChange } from '../use-cases/email-flows';
import { completeFirstAccess, updateProfile } from '../use-cases/update-profile';
import { readProfileChanges } from './profile-form';
import { linkRefused } from './registration.routes';
import { toUserMeWire } from './users.routes';

/**
 * Options: the "Accounts and team" dependencies. Needs @fastify/multipart registered by the
 * parent plugin (accounts-team.routes.ts).
 */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
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
        response: { 200: userMeWire, ...readErrors },
      },
    },
    async (request, reply) => {
      const form = await readProfileChanges(request);
      if (form.kind !== 'ok') return failureAnswer(reply, form);
      const result = await updateProfile(deps, currentUser(request), request.params.username, form.changes);
      return result.kind === 'ok' ? toUserMeWire(result.profile) : failureAnswer(reply, result);
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
          "when a user asked to change its own e-mail with `PATCH /api/users/{username}/` (with `current_password`), or " +
          "when an admin asked to change a member's e-mail (`PUT /api/v1/user/`, `PATCH /api/users/{member}/`): then the " +
          "member's own `password` must come along (missing or wrong: 400 `{\"password\": [...]}`, the link stays usable); " +
          'single-use, valid 24 h; a newer request retires older links. Refused links answer like the other mailed links ' +
          '(400 `{"token": [...], "code": "token_used" | "token_expired" | "token_invalid"}`); an address another user took ' +
          'meanwhile answers 400 `{"email": ["Já existe um usuário com este e-mail."], "error": ...}`. On success the ' +
          "user's pending e-mail changes and its password-reset links are retired.",
        body: emailChangeConfirmWire,
        response: { 200: detailWire, 400: z.union([linkRefusedWire, validationErrorWire]) },
      },
    },
    async (request, reply) => {
      const result = await confirmEmailChange(deps, request.body.token, request.body.password);
      if (result.kind === 'ok') return { detail: ACCOUNT_FLOW_MESSAGES.emailChanged };
      if (result.kind === 'refused') return linkRefused(reply, result.problem);
      if (result.kind === 'invalid') return reply.code(400).send(result.errors);
      return reply.code(400).send({ email: [result.message], error: result.message });
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
