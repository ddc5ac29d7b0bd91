/**
 * "Accounts and team" routes (spec point 7 plus the e-mail flows), registered as one
 * plugin by app.ts: registration and mailed links (registration.routes.ts), the profile
 * (profile.routes.ts) and the team (team.routes.ts). Multipart parsing
 * (@fastify/multipart) is registered here, inside this plugin only, for the profile PATCH.
 * Access levels: server/src/http/access-policy.ts.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsDeps } from '../use-cases/accounts-deps';
import { profileRoutes } from './profile.routes';
import { registrationRoutes } from './registration.routes';
import { teamRoutes } from './team.routes';

/**
 * Options: the "Accounts and team" dependencies (database, clock, mail queue…), built by
 * app.ts, which also waits for the mail queue on close (the payment routes share it).
 */
export const accountsTeamRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  await app.register(registrationRoutes, { deps });
  await app.register(profileRoutes, { deps });
  await app.register(teamRoutes, { deps });
};
