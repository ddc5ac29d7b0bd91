/**
 * Alerts (spec point 4 "Alerts", point 9 constants): info (green), error (red),
 * wait (yellow); auto-hide after 3000 ms unless persistent; the message
 * 'erro_de_requisicao' is never shown.
 */

export type AlertKind = 'info' | 'error' | 'wait';

/** One alert on screen. `id` is unique per alert; `persistent` alerts stay until closed. */
export interface Alert {
  id: number;
  kind: AlertKind;
  message: string;
  persistent: boolean;
}

/** Milliseconds before a non-persistent alert hides itself (spec point 9). */
export const ALERT_AUTO_HIDE_MS = 3000;

/** The placeholder message that must never reach the screen. */
export const HIDDEN_ALERT_MESSAGE = 'erro_de_requisicao';

/** False for empty messages and for 'erro_de_requisicao'. */
export function isShowableAlertMessage(message: string): boolean {
  return message.trim().length > 0 && message !== HIDDEN_ALERT_MESSAGE;
}

/** Adds an alert to the list unless its message must not be shown. Pure. */
export function pushAlert(alerts: readonly Alert[], alert: Alert): Alert[] {
  return isShowableAlertMessage(alert.message) ? [...alerts, alert] : [...alerts];
}

/** Removes the alert with `id`. Pure. */
export function dismissAlert(alerts: readonly Alert[], id: number): Alert[] {
  return alerts.filter((alert) => alert.id !== id);
}
