/**
 * The account's team (spec point 7): list the account's users, change a member's username,
 * e-mail and roles, delete a member (adding one is `POST /api/users/register/` with
 * `principal_user_username`, registration.routes.ts). Each route declares its schema and
 * calls one use case; access levels are in server/src/http/access-policy.ts, failures
 * answer through ../http/failure-answer.ts.
 *
 * - `GET /api/users/related-users/`              200 `{"related_users": [...]}` | 404
 * - `PUT /api/v1/user/?username=`                200 user | 400 fields / `error` | 403 | 404
 * - `DELETE /api/v1/user/?username=`             204 | 400 | 403 | 404
 * - `GET /api/v1/team/audit/`                     200 `{"results": [...]}` | 403 | 404 (the account owner only)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  relatedUserWire,
  relatedUsersQueryWire,
  relatedUsersWire,
  teamAuditWire,
  teamUserQueryWire,
  teamUserUpdateWire,
  toRelatedUserWire,
  toTeamAuditEntryWire,
} from '../../../../../src/contract/accounts';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import { bearer, readErrors } from '../../../http/route-schema';
import { currentUser } from '../../../http/authentication';
import { failureAnswer } from '../../../http/failure-answer';
import type { AccountsDeps } from '../use-cases/accounts-deps';
import { deleteTeamUser, listRelatedUsers, listTeamActions, updateTeamUser } from '../use-cases/team';

/** Options: the "Accounts and team" dependencies (database, media folder…), built by app.ts. */
export const teamRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
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
      if (result.kind !== 'ok') return failureAnswer(reply, result);
      reply.header('Cache-Control', 'no-store');
      return { related_users: result.users.map(toRelatedUserWire) };
    },
  );

  app.put(
    '/api/v1/user/',
    {
      schema: {
        tags: ['team'],
        summary: "Change a team member's username and roles; ask for a new e-mail",
        description:
          'Admin role only (403 otherwise), users of the own account only (404 otherwise). `roles` is a comma list of ' +
          'admin, manager, user; the principal user keeps admin (400). Only the principal user (account owner) changes ' +
          "its own username and e-mail, and nobody changes its own e-mail here (that is `PATCH /api/users/{username}/` " +
          'with the current password and a mailed link): both answer 400 `{"non_field_errors": [...], "error": ...}`. ' +
          "A member's new `email` does not apply here: a link goes to the new address (it asks for the member's own " +
          'password, `POST /api/users/confirm-email-change/`) and a notice to the current one; the answer shows the ' +
          "current e-mail until then. A role taken away from another user ends that user's sessions (access and refresh " +
          'tokens). Every change is recorded in the owner\'s audit list (`GET /api/v1/team/audit/`).',
        security: bearer,
        querystring: teamUserQueryWire,
        body: teamUserUpdateWire,
        response: { 200: relatedUserWire, ...readErrors },
      },
    },
    async (request, reply) => {
      const result = await updateTeamUser(deps, currentUser(request), request.query.username, request.body);
      return result.kind === 'ok' ? toRelatedUserWire(result.user) : failureAnswer(reply, result);
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
          '(400 `{"non_field_errors": [...], "error": ...}`). The member\'s tokens stop working at once; the removal is ' +
          "recorded in the owner's audit list.",
        security: bearer,
        querystring: teamUserQueryWire,
        response: { 204: z.null().describe('No content'), ...readErrors },
      },
    },
    async (request, reply) => {
      const result = await deleteTeamUser(deps, currentUser(request), request.query.username);
      return result.kind === 'ok' ? reply.code(204).send(null) : failureAnswer(reply, result);
    },
  );

  app.get(
    '/api/v1/team/audit/',
    {
      schema: {
        tags: ['team'],
        summary: "The account's team actions (the owner's audit list)",
        description:
          'The account owner (principal user) only: any other user of the account answers 404 (admins included), a ' +
          'non-admin 403. Newest first, at most 200: members added, roles and usernames changed, members removed, ' +
          "e-mail changes asked by an admin and their confirmation by the member.",
        security: bearer,
        response: { 200: teamAuditWire, 401: authenticationErrorWire, 403: detailErrorWire, 404: detailErrorWire },
      },
    },
    async (request, reply) => {
      const result = await listTeamActions(deps, currentUser(request));
      if (result.kind !== 'ok') return failureAnswer(reply, result);
      reply.header('Cache-Control', 'no-store');
      return { results: result.entries.map(toTeamAuditEntryWire) };
    },
  );
};
