/**
 * Registration and the mailed links of a new account (spec point 7 plus the e-mail flows).
 * Each route declares its schema and calls one use case; access levels are in
 * server/src/http/access-policy.ts, failures answer through ../http/failure-answer.ts.
 *
 * - `POST /api/users/register/`                  201 user | 400 fields | 401 | 403 (team member)
 * - `POST /api/users/confirm-email/`             200 detail | 400 `{"token": [...], "code"}`
 * - `POST /api/users/resend-confirmation/`       200 detail (same answer for any address)
 * - `POST /api/users/password-reset/`            200 detail (same answer for any address)
 * - `POST /api/users/password-reset/confirm/`    200 detail | 400 token / password
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailWire,
  emailRequestWire,
  linkRefusedWire,
  passwordResetConfirmWire,
  registerRequestWire,
  relatedUserWire,
  toRelatedUserWire,
  tokenRequestWire,
} from '../../../../../src/contract/accounts';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import { ACCOUNT_FLOW_MESSAGES, LINK_MESSAGES, LINK_PROBLEM_CODES, type LinkProblem } from '../../../../../src/domain/accounts/email-links';
import { currentUser } from '../../../http/authentication';
import { failureAnswer } from '../../../http/failure-answer';
import type { AccountsDeps } from '../use-cases/accounts-deps';
import { confirmEmail, requestPasswordReset, resendConfirmation, resetPassword } from '../use-cases/email-flows';
import { registerUser } from '../use-cases/register-user';

/** 400 for a mailed link that cannot be used: `{"token": [message], "code": "token_used" | …}`. */
export function linkRefused(reply: FastifyReply, problem: LinkProblem) {
  return reply.code(400).send({ token: [LINK_MESSAGES[problem]], code: LINK_PROBLEM_CODES[problem] as 'token_used' });
}

/** Options: the "Accounts and team" dependencies (database, clock, mail queue…), built by app.ts. */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
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
      const { principal_user_username: principalUsername, ...fields } = request.body;
      const teamMode = principalUsername !== undefined;
      if (teamMode) {
        await app.authenticate(request, reply);
        if (reply.sent) return reply;
      }
      const result = await registerUser(deps, { ...fields, principalUsername }, teamMode ? currentUser(request) : null);
      return result.kind === 'ok' ? reply.code(201).send(toRelatedUserWire(result.member)) : failureAnswer(reply, result);
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
      return result.kind === 'ok' ? { detail: ACCOUNT_FLOW_MESSAGES.emailConfirmed } : linkRefused(reply, result.problem);
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
      if (result.kind === 'ok') return { detail: ACCOUNT_FLOW_MESSAGES.passwordReset };
      return result.kind === 'refused' ? linkRefused(reply, result.problem) : failureAnswer(reply, result);
    },
  );
};
