/**
 * Rules of the app's shell (docs/shell.md).
 *
 * Loading text (spec point 4): three messages, the next every 3.5 s, staying on the last.
 *
 * Mobile alert (spec point 2, "its show logic is incomplete" — finished here): the dialog
 * recommending a computer shows when ALL hold:
 * - the viewport is narrower than {@link MOBILE_ALERT_MAX_WIDTH_PX} (768 px: phones);
 * - it has not been shown in this browser session (per-tab session storage);
 * - no form is being filled: no form field has the focus and nothing was typed on the page;
 * - no other modal of the dashboard is open (first-access logo/tutorial).
 * It is checked when the dashboard opens and on each route change; dismissing it (button,
 * Esc, outside click) ends it for the session.
 *
 * Consent (LGPD): third-party trackers load only after the visitor accepts; the choice is
 * kept (local storage) and can be changed from the footer. Nothing to ask when no tracker
 * is configured.
 */

/** The loading messages, in order (spec point 4). */
export const LOADING_MESSAGES = ['Gerando produtos...', 'Verificando prêmio...', 'Finalizando...'] as const;

/** Interval between loading messages, in milliseconds (spec point 9). */
export const LOADING_MESSAGE_INTERVAL_MS = 3500;

/** The message after `elapsedSteps` intervals: 0 → first, 1 → second, ≥ 2 → last. */
export function loadingMessageAt(elapsedSteps: number): (typeof LOADING_MESSAGES)[number] {
  return LOADING_MESSAGES[Math.min(Math.max(0, Math.floor(elapsedSteps)), LOADING_MESSAGES.length - 1)]!;
}

/** Widest viewport (exclusive) that gets the mobile alert, in CSS pixels. */
export const MOBILE_ALERT_MAX_WIDTH_PX = 768;

/** What the mobile alert rule reads. */
export interface MobileAlertContext {
  viewportWidth: number;
  shownThisSession: boolean;
  /** A form field has the focus, or something was typed on this page. */
  formInProgress: boolean;
  /** Another dashboard modal is open. */
  otherModalOpen: boolean;
}

/** Whether the mobile alert shows now (module note). */
export function shouldShowMobileAlert(context: MobileAlertContext): boolean {
  return context.viewportWidth > 0 && context.viewportWidth < MOBILE_ALERT_MAX_WIDTH_PX && !context.shownThisSession && !context.formInProgress && !context.otherModalOpen;
}

/** The visitor's tracking choice: `granted`, `denied`, or null before choosing. */
export type ConsentChoice = 'granted' | 'denied';

/** Reads a stored choice (anything else → null: ask again). */
export function parseConsent(stored: string | null): ConsentChoice | null {
  return stored === 'granted' || stored === 'denied' ? stored : null;
}
