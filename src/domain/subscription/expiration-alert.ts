/**
 * The expiration alert of spec point 4 ("Expiration modal"), as one pure decision.
 *
 * Rules (spec point 4, window of spec point 9):
 * - days = whole Brasília calendar days from today to `payment_expirated_at`
 *   (`daysBetween(brasiliaDay(now), expiresAt)`); it shows when 0 ≤ days ≤ 5;
 * - only to the principal user (`principal_user_id === id`);
 * - not again on a day it was dismissed: the skip date (kept in local storage by the
 *   app) is compared by calendar day, not by 24 hours;
 * - never while the first-login logo or tutorial modals are open.
 *
 * Texts (spec point 4): 0 → 'Hoje é o último dia de acesso'; 1 → 'resta apenas 1 dia
 * de acesso' (the singular form); 2–5 → 'restam apenas N dias de acesso'.
 */
import type { User } from '../user';
import { brasiliaDay, daysBetween, toBrasiliaDay } from './calendar';

/** The warning window in whole days before access ends, inclusive (spec point 9: 0 to 5). */
export const EXPIRATION_WINDOW = { minDays: 0, maxDays: 5 } as const;

/** The alert's text for `days` left (0 → last day; 1 → singular; otherwise plural). */
export function expirationAlertText(days: number): string {
  if (days === 0) return 'Hoje é o último dia de acesso';
  if (days === 1) return 'resta apenas 1 dia de acesso';
  return `restam apenas ${days} dias de acesso`;
}

/** Whole Brasília calendar days from `now` to `expiresAt` (`YYYY-MM-DD`); negative once it has passed. */
export function daysUntilExpiry(expiresAt: string, now: Date): number {
  return daysBetween(brasiliaDay(now), expiresAt);
}

/** What the alert needs to decide. */
export interface ExpirationAlertInput {
  user: Pick<User, 'id' | 'principalUserId' | 'paymentExpiresAt'>;
  /** The clock's instant ("now"). */
  now: Date;
  /** The stored skip date: `YYYY-MM-DD` (an ISO instant is read as its Brasília day), or null. */
  skippedOn: string | null;
  /** True while the first-login logo or tutorial modal is open. */
  firstAccessModalsOpen: boolean;
}

/** Why the alert is not shown. */
export type ExpirationAlertHiddenReason = 'no-expiry' | 'not-principal' | 'outside-window' | 'dismissed-today' | 'first-access-open';

/** The decision: show it (with its days, text and the expiry date) or why not. */
export type ExpirationAlert =
  | { show: true; days: number; text: string; expiresAt: string; today: string }
  | { show: false; reason: ExpirationAlertHiddenReason };

/** Decides whether the expiration alert shows now (rules in the module note). */
export function expirationAlert(input: ExpirationAlertInput): ExpirationAlert {
  const { user, now } = input;
  if (!user.paymentExpiresAt) return { show: false, reason: 'no-expiry' };
  if (user.principalUserId !== user.id) return { show: false, reason: 'not-principal' };
  const today = brasiliaDay(now);
  const days = daysBetween(today, user.paymentExpiresAt);
  if (days < EXPIRATION_WINDOW.minDays || days > EXPIRATION_WINDOW.maxDays) return { show: false, reason: 'outside-window' };
  if (toBrasiliaDay(input.skippedOn) === today) return { show: false, reason: 'dismissed-today' };
  if (input.firstAccessModalsOpen) return { show: false, reason: 'first-access-open' };
  return { show: true, days, text: expirationAlertText(days), expiresAt: user.paymentExpiresAt, today };
}
