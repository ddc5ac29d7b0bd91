/**
 * Access policy of the API: the server's side of the payment gate and permissions
 * (spec points 4 and 6), decided by the same pure rules as the SPA's route guard.
 *
 * Every API route declares one {@link ApiAccessLevel} (server/src/http/access-policy.ts);
 * one hook asks {@link apiAccess} before the route runs. The SPA only mirrors these rules.
 *
 * Levels:
 * - `public`: anyone, with or without a token (login, registration, mailed links, the
 *   public proposal link, the provider's webhook — that one checks its signature).
 * - `authenticated`: any active user in any payment state — their own profile, session,
 *   first-access check and plan information.
 * - `account_admin`: the admin role of the account or its principal user, in any payment
 *   state — the subscription and payment calls a blocked or new account needs to pay.
 * - `paid`: the paid product (catalog, quotes, saved proposals): payment standing `paid`.
 * - `paid_account_admin`: `paid` plus `account_admin` — the team.
 * - `superuser`: superusers only (control panel, payment report).
 *
 * Order of the checks: anonymous → 401; superuser level → 403 unless superuser;
 * payment (paid levels) → 402; role (admin levels) → 403. A superuser passes every level.
 */
import { paymentStanding, type GateUser } from './payment-gate';
import { canManageSubscription } from './permissions';

/** The access levels a route can declare, from the most open to the most closed. */
export const API_ACCESS_LEVELS = [
  'public',
  'authenticated',
  'account_admin',
  'paid',
  'paid_account_admin',
  'superuser',
] as const;

/** One of {@link API_ACCESS_LEVELS}. */
export type ApiAccessLevel = (typeof API_ACCESS_LEVELS)[number];

/** What the policy reads of the caller: the gate's fields plus who owns the account. */
export interface ApiCaller extends GateUser {
  id: number;
  /** The account owner's id (null for an account without one). */
  principalUserId: number | null;
}

/** Machine-readable code of a 402 answer (wire field `code`). */
export type PaymentRequiredCode = 'payment_required' | 'subscription_blocked';

/** pt-BR `detail` of each 402 answer. */
export const PAYMENT_REQUIRED_MESSAGES: Record<PaymentRequiredCode, string> = {
  payment_required: 'Escolha um plano de assinatura para usar o Cotador.',
  subscription_blocked: 'Seu acesso está bloqueado por falta de pagamento. Regularize a sua assinatura para continuar.',
};

/** pt-BR `detail` of a 403 answered by the policy (the SPA never makes such a call). */
export const ACCESS_FORBIDDEN_MESSAGES = {
  superuser: 'Apenas administradores do sistema podem fazer esta operação.',
  accountAdmin: 'Apenas o administrador da conta pode fazer esta operação.',
} as const;

/**
 * The policy's answer: `allow`; `unauthenticated` (401); `payment_required` (402, with
 * the code and the SPA page the gate sends the user to); `forbidden` (403).
 */
export type ApiAccessDecision =
  | { kind: 'allow' }
  | { kind: 'unauthenticated' }
  | { kind: 'payment_required'; code: PaymentRequiredCode; detail: string }
  | { kind: 'forbidden'; detail: string };

/** True when the caller may act for its account: admin role or principal user (spec point 6). */
export function isAccountAdmin(caller: Pick<ApiCaller, 'id' | 'roles' | 'principalUserId'>): boolean {
  return canManageSubscription(caller.roles) || caller.principalUserId === caller.id;
}

/**
 * Decides whether `caller` (null: no valid token) may call a route of `level`.
 * Pure; the same for every route of a level (data rules such as "only the owner changes
 * the owner's e-mail" stay in the use cases).
 */
export function apiAccess(level: ApiAccessLevel, caller: ApiCaller | null): ApiAccessDecision {
  if (level === 'public') return { kind: 'allow' };
  if (!caller) return { kind: 'unauthenticated' };
  if (caller.isSuperuser) return { kind: 'allow' };
  if (level === 'superuser') return { kind: 'forbidden', detail: ACCESS_FORBIDDEN_MESSAGES.superuser };
  if (level === 'paid' || level === 'paid_account_admin') {
    const standing = paymentStanding(caller);
    if (standing === 'blocked') return paymentRequired('subscription_blocked');
    if (standing === 'needs_plan') return paymentRequired('payment_required');
  }
  if ((level === 'account_admin' || level === 'paid_account_admin') && !isAccountAdmin(caller)) {
    return { kind: 'forbidden', detail: ACCESS_FORBIDDEN_MESSAGES.accountAdmin };
  }
  return { kind: 'allow' };
}

function paymentRequired(code: PaymentRequiredCode): ApiAccessDecision {
  return { kind: 'payment_required', code, detail: PAYMENT_REQUIRED_MESSAGES[code] };
}
