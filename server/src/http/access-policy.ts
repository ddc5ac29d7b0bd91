/**
 * The API's access policy: one table giving every route its {@link ApiAccessLevel}, and
 * one Fastify hook that applies it before anything else runs for the route (before the
 * body is parsed or validated), with the pure rules of `src/domain/api-access.ts`.
 *
 * - A route may instead declare its level itself in its options (`config: { access }`), e.g. a
 *   route a test adds; the app's own routes are all in the table.
 * - A route registered without either makes the app fail to start
 *   ({@link MissingAccessLevelError}): a route without a declared level is a defect.
 * - Answers (DRF / SimpleJWT style): 401 without a valid token (`WWW-Authenticate`),
 *   402 `{"detail", "code": "payment_required" | "subscription_blocked"}` when the payment
 *   gate would send the user to /comecar or /assinatura (not 403: any 403 ends the SPA's
 *   session, spec point 8), 403 `{"detail"}` for a missing role or superuser flag.
 * - `public` routes still read a token when one is sent (`request.authUser`), without
 *   refusing a bad one — e.g. registering a team member needs to know the caller.
 *
 * docs/security.md lists the table; server/test/security/authorization-matrix.test.ts
 * calls every route of the OpenAPI document as each demo user and checks the outcome.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { apiAccess, type ApiAccessLevel } from '../../../src/domain/api-access';
import { ROUTE_ACCESS } from '../../../src/contract/route-access';

/** `METHOD path` → access level: the one table, in src/contract/route-access.ts (the fake back end reads it too). */
export { ROUTE_ACCESS };

/** Thrown at start-up for a route that has no entry in {@link ROUTE_ACCESS}. */
export class MissingAccessLevelError extends Error {
  constructor(readonly route: string) {
    super(`Rota sem nível de acesso declarado / route without an access level: ${route} (server/src/http/access-policy.ts)`);
    this.name = 'MissingAccessLevelError';
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access level, set from {@link ROUTE_ACCESS} when the route is registered. */
    access?: ApiAccessLevel;
  }
}

/** The table key of a route: HEAD routes share their GET's level. */
export function accessKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/** The declared level of `method url`, or undefined. */
export function accessLevelOf(method: string, url: string, table: Readonly<Record<string, ApiAccessLevel>> = ROUTE_ACCESS): ApiAccessLevel | undefined {
  return table[accessKey(method, url)];
}

/**
 * Installs the policy on `app` (the root instance, after `registerAuthentication` and before
 * any route): every route registered afterwards gets its level from `table` and an
 * `onRequest` hook placed before its own hooks.
 *
 * @param identify resolves the Bearer token of a request: sets `request.authUser` and
 *   answers nothing (valid token or no token), or sends the 401 itself and returns false.
 * @throws MissingAccessLevelError (at registration) for a route without a level.
 */
export function registerAccessPolicy(
  app: FastifyInstance,
  identify: (request: FastifyRequest, reply: FastifyReply, options: { required: boolean }) => Promise<boolean>,
  table: Readonly<Record<string, ApiAccessLevel>> = ROUTE_ACCESS,
): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const declared = route.config?.access;
    const levels = new Set(declared ? [declared] : methods.map((method) => accessLevelOf(method, route.url, table)));
    const [level] = [...levels];
    if (levels.size !== 1 || level === undefined) throw new MissingAccessLevelError(`${methods.join(',')} ${route.url}`);
    route.config = { ...(route.config ?? {}), access: level };

    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const proceed = await identify(request, reply, { required: level !== 'public' });
      if (!proceed || level === 'public') return;
      const decision = apiAccess(level, request.authUser);
      switch (decision.kind) {
        case 'allow':
          return;
        case 'unauthenticated':
          // identify() already answered 401 for a missing or bad token.
          return;
        case 'payment_required':
          return reply.code(402).send({ detail: decision.detail, code: decision.code });
        case 'forbidden':
          return reply.code(403).send({ detail: decision.detail });
      }
    };
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
}
