/**
 * Who may call each API route: `METHOD path` (as registered, `:param` style; HEAD follows
 * GET) → access level (src/domain/api-access.ts decides what a level lets through). The one
 * table: the server's access policy (server/src/http/access-policy.ts) enforces it, the
 * life-insurance service enforces its own, and the fake back end guards each method with the
 * level of the route it stands for. docs/security.md lists it.
 */
import type { ApiAccessLevel } from '../domain/api-access';

/** `METHOD path` (path as registered, `:param` style; HEAD follows GET) → access level. */
export const ROUTE_ACCESS = {
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

  // Table updates calendar: read by paying brokers; the badge is per user.
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
  // The account's clients: part of quoting, so paid; a client's data export and deletion
  // (LGPD art. 18) are the office's answer to the client, so its admins'.
  'GET /api/v1/clients/': 'paid',
  'POST /api/v1/clients/': 'paid',
  'GET /api/v1/clients/:id/': 'paid',
  'PUT /api/v1/clients/:id/': 'paid',
  'POST /api/v1/clients/:id/export/': 'paid_account_admin',
  'DELETE /api/v1/clients/:id/': 'paid_account_admin',
  // The broker's remembered quote: part of quoting, so paid.
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
  // The operator catalog import (a whole operator: dry run, confirm, the list of imports).
  'POST /api/admin/operator-imports/dry-run/': 'superuser',
  'POST /api/admin/operator-imports/': 'superuser',
  'GET /api/admin/operator-imports/': 'superuser',

  // Test only: registered with TEST_CLOCK=1, which production refuses (config.ts).
  'GET /api/test/clock/': 'public',
  'PUT /api/test/clock/': 'public',
  'POST /api/test/demo-users/': 'public',
  // Control panel: plan editing, clone, rules and audit trail.
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
} as const satisfies Readonly<Record<string, ApiAccessLevel>>;

/** Access level of every route of the service (`METHOD path` as registered). */
export const LIFE_ROUTE_ACCESS = {
  'GET /health': 'public',
  'GET /health/ready': 'public',
  'GET /v1/:institution/questions': 'paid',
  'GET /v1/:institution/aux/profissoes': 'paid',
  'POST /v1/:institution/quotation': 'paid',
  'POST /v1/:institution/generate_link': 'paid',
  // The client's read-only page of a proposal: the unguessable token is the credential.
  'GET /v1/:institution/proposals/:token': 'public',
  // The client's proof of identity (birth date + last CPF digits), limited per link and per address.
  'POST /v1/:institution/proposals/:token/proof': 'public',
  // The broker's own link: its openings, and its renewal.
  'GET /v1/:institution/implantations/:id': 'paid',
  'POST /v1/:institution/implantations/:id/renew': 'paid',
  // The broker's own saved life quotes and proposals ('Minhas cotações', Vida) and their reopening.
  'GET /v1/:institution/quotations': 'paid',
  'GET /v1/:institution/quotations/:id': 'paid',
  'GET /v1/:institution/implantations/:id/proposal': 'paid',
  // The socket itself is open; each QuotationChannel subscription checks its token (paid level).
  'GET /cable': 'public',
  // Support chat (server/life/modules/support/routes/support.routes.ts): any broker in any payment state; the inbox is the support team's.
  'GET /v1/support/conversation/': 'authenticated',
  'POST /v1/support/conversation/messages/': 'authenticated',
  'POST /v1/support/conversation/read/': 'authenticated',
  'GET /v1/support/conversations/': 'superuser',
  'GET /v1/support/conversations/:id/': 'superuser',
  'POST /v1/support/conversations/:id/messages/': 'superuser',
  'POST /v1/support/conversations/:id/read/': 'superuser',
  // CORS preflight of @fastify/cors.
  'OPTIONS *': 'public',
  // Prometheus scrape: its credential is METRICS_TOKEN (server/src/http/metrics.ts).
  'GET /metrics': 'public',
} as const satisfies Readonly<Record<string, ApiAccessLevel>>;

/** A route of the main API or of the life-insurance service. */
export type ApiRoute = keyof typeof ROUTE_ACCESS | keyof typeof LIFE_ROUTE_ACCESS;

/** The access level of `route`. */
export function routeAccessLevel(route: ApiRoute): ApiAccessLevel {
  return route in ROUTE_ACCESS ? ROUTE_ACCESS[route as keyof typeof ROUTE_ACCESS] : LIFE_ROUTE_ACCESS[route as keyof typeof LIFE_ROUTE_ACCESS];
}
