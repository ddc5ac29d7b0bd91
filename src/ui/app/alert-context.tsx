/**
 * Alerts (spec point 4): `useAlerts().show({ kind, message, persistent? })`.
 * info is green, error red, wait yellow; non-persistent alerts hide after
 * ALERT_AUTO_HIDE_MS (3000 ms); 'erro_de_requisicao' is never shown. Alerts stack
 * at the top-right (full width on a phone), each with a 'Fechar' button; errors use
 * role="alert", the others role="status".
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ALERT_AUTO_HIDE_MS, dismissAlert, isShowableAlertMessage, pushAlert, type Alert, type AlertKind } from '../../domain/alerts';
import { Icon, type IconName } from '../design-system/icon';
import * as s from './alerts.css';

export interface ShowAlertOptions {
  kind: AlertKind;
  message: string;
  /** Stays until closed. */
  persistent?: boolean;
}

export interface AlertsApi {
  /** Shows an alert; returns its id, or null when the message is not shown. */
  show(options: ShowAlertOptions): number | null;
  dismiss(id: number): void;
  clear(): void;
}

const AlertsContext = createContext<AlertsApi | null>(null);

const ICONS: Record<AlertKind, IconName> = { info: 'checkCircle', error: 'alertCircle', wait: 'clock' };

/**
 * @param autoHideMs how long a non-persistent alert stays (default ALERT_AUTO_HIDE_MS, the spec's
 *   3000 ms); null: until closed — the ui tests' harness, so that a busy machine drawing the next
 *   screen slowly never hides an alert before the test reads it (no test depends on the wall clock).
 */
export function AlertProvider({ children, autoHideMs = ALERT_AUTO_HIDE_MS }: { children: ReactNode; autoHideMs?: number | null }) {
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setAlerts((current) => dismissAlert(current, id));
  }, []);

  const show = useCallback(
    ({ kind, message, persistent = false }: ShowAlertOptions) => {
      if (!isShowableAlertMessage(message)) return null;
      const id = nextId.current++;
      setAlerts((current) => pushAlert(current, { id, kind, message, persistent }));
      if (!persistent && autoHideMs !== null) timers.current.set(id, setTimeout(() => dismiss(id), autoHideMs));
      return id;
    },
    [dismiss, autoHideMs],
  );

  const clear = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    setAlerts([]);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<AlertsApi>(() => ({ show, dismiss, clear }), [show, dismiss, clear]);

  return (
    <AlertsContext.Provider value={api}>
      {children}
      <div className={s.viewport}>
        {alerts.map((alert) => (
          <div key={alert.id} role={alert.kind === 'error' ? 'alert' : 'status'} className={s.alert({ kind: alert.kind })}>
            <Icon name={ICONS[alert.kind]} size={20} className={s.icon} />
            <p className={s.message}>{alert.message}</p>
            <button type="button" className={s.close} aria-label="Fechar" onClick={() => dismiss(alert.id)}>
              <Icon name="close" size={16} />
            </button>
          </div>
        ))}
      </div>
    </AlertsContext.Provider>
  );
}

/** Shows and dismisses alerts. */
export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error('useAlerts must be used inside <AlertProvider>.');
  return api;
}
