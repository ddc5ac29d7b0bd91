/**
 * The loading text of spec point 4 for any long wait: 'Gerando produtos...', then
 * 'Verificando prêmio...', then 'Finalizando...' (3.5 s apart), staying on the last. The
 * timer is injectable (`schedule`), so tests advance it by hand.
 */
import { useEffect, useState } from 'react';
import { LOADING_MESSAGE_INTERVAL_MS, LOADING_MESSAGES, loadingMessageAt } from '../../domain/shell';
import { Spinner } from '../design-system/spinner';

/** Schedules `callback` after `ms`; answers the cancel function. */
export type Schedule = (callback: () => void, ms: number) => () => void;

const browserSchedule: Schedule = (callback, ms) => {
  const handle = setTimeout(callback, ms);
  return () => clearTimeout(handle);
};

/** The current loading message; starts over when the component mounts. */
export function useLoadingText(schedule: Schedule = browserSchedule): string {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= LOADING_MESSAGES.length - 1) return undefined;
    return schedule(() => setStep((current) => current + 1), LOADING_MESSAGE_INTERVAL_MS);
  }, [step, schedule]);
  return loadingMessageAt(step);
}

/** A status box with a spinner and the loading text. */
export function LoadingText({ className, schedule }: { className?: string; schedule?: Schedule }) {
  const message = useLoadingText(schedule);
  return (
    <div className={className} role="status" aria-live="polite">
      <Spinner size="md" />
      {message}
    </div>
  );
}
