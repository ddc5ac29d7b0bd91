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

/** `METHOD path` (path as registered, `:param` style; HEAD follows GET) → access level. */
export const ROUTE_ACCESS: Readonly<Record<string, ApiAccessLevel>> = {
  // Health, session, documentation.
  'GET /api/health/': 'public',
  'GET /api/health/ready/': 'public',
  // Prometheus scrape: no user session; its credential is METRICS_TOKEN (http/metrics.ts).
  'GET /metrics': 'public',
  // The SPA's run-time settings (support contact, feedback form, trackers' ids): nothing secret.
  'GET /api/config/': 'public',
  'POST /api/token/': 'public',
  'POST /api/token/refresh/': 'public',
  'GET /api/users/me/': 'authenticated',
  'POST /api/accounts/logout/': 'authenticated',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',

  // Catalog and quotes: the paid product.
  'GET /api/states/': 'paid',
  'GET /api/institutions/': 'paid',
  'GET /api/institutions/:id/': 'paid',
  'GET /api/institution/:id/simple': 'paid',
  'GET /api/entities/': 'paid',
  'GET /api/occupations/': 'paid',
  'GET /api/hospitals/': 'paid',
  'GET /api/v3/plans/': 'paid',
  'GET /api/plans/': 'paid',
  'GET /api/v2/plans/': 'paid',
  'GET /api/plans/:id/': 'paid',

  // Table updates calendar (issue 13): read by paying brokers; the badge is per user.
  'GET /api/history/resume/': 'paid',
  'GET /api/history/': 'paid',
  'GET /api/history-efetive/': 'paid',
  'GET /api/history/institution/:institution_id/': 'paid',
  'GET /api/history-efetive/institution/:institution_id/': 'paid',
  'GET /api/history/unseen/': 'paid',
  'POST /api/history/seen/': 'paid',

  // Saved proposals: saving and listing are paid; the link a client opens is public.
  'POST /api/v1/quotation/': 'paid',
  'GET /api/v1/quotation/': 'public',
  'GET /api/v1/quotations/': 'paid',
  // The broker's remembered quote (issue 18): part of quoting, so paid.
  'GET /api/v1/quote-preferences/': 'paid',
  'PUT /api/v1/quote-preferences/': 'paid',

  // Accounts: registration and mailed links are public; one's own profile is open in any payment state.
  'POST /api/users/register/': 'public',
  'POST /api/users/confirm-email/': 'public',
  'POST /api/users/resend-confirmation/': 'public',
  'POST /api/users/password-reset/': 'public',
  'POST /api/users/password-reset/confirm/': 'public',
  'POST /api/users/confirm-email-change/': 'public',
  'PATCH /api/users/:username/': 'authenticated',
  'POST /api/users/first-access-check/': 'authenticated',

  // Team: the account admin of a paying account.
  'GET /api/users/related-users/': 'paid',
  'PUT /api/v1/user/': 'paid_account_admin',
  'DELETE /api/v1/user/': 'paid_account_admin',
  // The owner's audit list of team actions; the use case answers 404 to any other admin.
  // Any payment state: who did what to the team stays readable while the account is blocked.
  'GET /api/v1/team/audit/': 'account_admin',

  // Subscription and payment: what a new or blocked account needs to pay.
  'GET /api/payments/available-products': 'public',
  'GET /api/payments/user': 'authenticated',
  'POST /api/payments/checkout/': 'account_admin',
  'POST /api/payments/register-and-subscribe/': 'public',
  'POST /api/payments/change-product/': 'account_admin',
  'POST /api/payments/cancel/': 'account_admin',
  'POST /api/payments/reactivate/': 'account_admin',
  'POST /api/payments/webhook/': 'public',

  // Superusers.
  'GET /api/admin/payments/report/': 'superuser',
  'GET /api/admin/payments/report.csv': 'superuser',
  'POST /api/admin/forecasts/': 'superuser',
  'PUT /api/admin/forecasts/:id/': 'superuser',
  'DELETE /api/admin/forecasts/:id/': 'superuser',
  'POST /api/admin/table-imports/dry-run/': 'superuser',
  'POST /api/admin/table-imports/': 'superuser',
  'GET /api/admin/table-imports/': 'superuser',

  // Test only: registered with TEST_CLOCK=1, which production refuses (config.ts).
  'GET /api/test/clock/': 'public',
  'PUT /api/test/clock/': 'public',
  'POST /api/test/demo-users/': 'public',
  // Control panel: plan editing, clone, rules and audit trail (issue 14).
  'GET /api/admin/institutions/': 'superuser',
  'GET /api/admin/plans/': 'superuser',
  'GET /api/admin/plans/:id/': 'superuser',
  'GET /api/admin/providers/': 'superuser',
  'GET /api/admin/areas/': 'superuser',
  'GET /api/admin/audit/': 'superuser',
  'PATCH /api/plans/:id/': 'superuser',
  'PUT /api/plans/:id/': 'superuser',
  'DELETE /api/plans/:id/': 'superuser',
  'POST /api/plans/:id/publish/': 'superuser',
  'POST /api/plan_refunds/': 'superuser',
  'PUT /api/plan_refunds/:id/': 'superuser',
  'DELETE /api/plan_refunds/:id/': 'superuser',
  'POST /api/plan_coparticipation_rules/': 'superuser',
  'PUT /api/plan_coparticipation_rules/:id/': 'superuser',
  'DELETE /api/plan_coparticipation_rules/:id/': 'superuser',
  'POST /api/plan_shortfalls/': 'superuser',
  'PUT /api/plan_shortfalls/:id/': 'superuser',
  'DELETE /api/plan_shortfalls/:id/': 'superuser',

  // Files: the built SPA and uploaded media (logos) are public.
  'GET /media/*': 'public',
  'GET /*': 'public',
};

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
