/**
 * Payment gate and route access (spec points 2, 4 and 6), as pure functions.
 *
 * Payment gate (spec point 4):
 * - OP, or `withoutPay`: free access everywhere.
 * - FR without `planId`: redirected to /comecar, except the pages a user needs to
 *   choose and pay a plan or leave (FR_NO_PLAN_ALLOWED).
 * - BL: only /assinatura and /assinatura/gerenciamento (and logout); anything else
 *   → /assinatura.
 * - /home is never redirected.
 *
 * `routeDecision` adds authentication and roles on top: an anonymous visitor of a
 * private page goes to /home; a private page without the needed role or superuser
 * flag is answered 'forbidden' (the UI shows the 403 error page).
 */
import { findRoute, normalizePath } from './app-routes';
import { canManageSubscription } from './permissions';
import type { User } from './user';

/** Fields of the user the gate reads. */
export type GateUser = Pick<User, 'payment' | 'withoutPay' | 'planId' | 'roles' | 'isSuperuser'>;

/** What to do with a navigation. */
export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

/** Where the landing and the logout go (spec point 9). */
export const HOME_PATH = '/home';
/** Where a user lands after login (spec point 9: "home is /"). */
export const AFTER_LOGIN_PATH = '/';
/** Start page of FR users with no plan chosen. */
export const START_PATH = '/comecar';
/** Subscription page of blocked users. */
export const BLOCKED_PATH = '/assinatura';

/** Paths an FR user without a plan may still open: to choose a plan, pay, or leave. */
export const FR_NO_PLAN_ALLOWED: readonly string[] = [
  '/comecar',
  '/registro-e-assinatura',
  '/plano-e-assinaturas/gerenciamento',
  '/perfil',
  '/logout',
];

/** Paths a blocked (BL) user may open: spec point 4, plus logout. */
export const BLOCKED_ALLOWED: readonly string[] = ['/assinatura', '/assinatura/gerenciamento', '/logout'];

/**
 * Payment gate for a logged-in user on `path` (any query or trailing slash ignored).
 * Returns allow or the redirect target; never redirects to a path it would itself
 * redirect away from (proved by a table test over every route and payment state).
 */
export function paymentGate(path: string, user: Pick<GateUser, 'payment' | 'withoutPay' | 'planId'>): RouteDecision {
  const clean = normalizePath(path);
  if (clean === HOME_PATH) return { kind: 'allow' };
  switch (paymentStanding(user)) {
    case 'paid':
      return { kind: 'allow' };
    case 'blocked':
      return BLOCKED_ALLOWED.includes(clean) ? { kind: 'allow' } : { kind: 'redirect', to: BLOCKED_PATH };
    case 'needs_plan':
      return FR_NO_PLAN_ALLOWED.includes(clean) ? { kind: 'allow' } : { kind: 'redirect', to: START_PATH };
  }
}

/**
 * Where a user stands with the payment gate (spec point 4), whatever the page:
 * - `paid`: OP, `withoutPay`, or FR with a plan chosen — the paid product is open;
 * - `blocked`: BL — only the subscription pages (BLOCKED_ALLOWED);
 * - `needs_plan`: FR without `planId` — only the pages to choose and pay a plan (FR_NO_PLAN_ALLOWED).
 * The SPA's route guard and the API's access policy (src/domain/api-access.ts) both read it.
 */
export type PaymentStanding = 'paid' | 'blocked' | 'needs_plan';

/** The {@link PaymentStanding} of a user (spec point 4; `withoutPay` wins over any code). */
export function paymentStanding(user: Pick<GateUser, 'payment' | 'withoutPay' | 'planId'>): PaymentStanding {
  if (user.withoutPay) return 'paid';
  if (user.payment === 'BL') return 'blocked';
  if (user.payment === 'FR' && user.planId === null) return 'needs_plan';
  return 'paid';
}

/**
 * Full decision for a navigation: unknown path → not-found; public → allow;
 * anonymous on a private page → /home; then the payment gate; then roles
 * (admin role for Plano e Assinaturas, superuser for /admin).
 */
export function routeDecision(path: string, user: GateUser | null): RouteDecision {
  const route = findRoute(path);
  if (!route) return { kind: 'not-found' };
  if (route.access === 'public') return { kind: 'allow' };
  if (!user) return { kind: 'redirect', to: HOME_PATH };
  const gate = paymentGate(path, user);
  if (gate.kind !== 'allow') return gate;
  if (route.access === 'admin-role' && !canManageSubscription(user.roles)) return { kind: 'forbidden' };
  if (route.access === 'superuser' && !user.isSuperuser) return { kind: 'forbidden' };
  return { kind: 'allow' };
}
