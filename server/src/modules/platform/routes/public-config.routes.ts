/**
 * `GET /api/config/` (public): the SPA's run-time settings (src/contract/public-config.ts) —
 * support WhatsApp number, feedback form, support hours and the trackers' ids. Nothing
 * secret: all of it ends up in the visitor's browser anyway.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigWire, toPublicConfigWire } from '../../../../../src/contract/public-config';
import type { ShellConfig } from '../../../shell-config';

/** The public configuration route; options: the shell configuration. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ shell: ShellConfig }> = async (app, { shell }) => {
  const body = toPublicConfigWire(shell);
  app.get(
    '/api/config/',
    { schema: { tags: ['config'], summary: 'Run-time settings of the SPA', response: { 200: publicConfigWire } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return body;
    },
  );
};
