/**
 * The parts every labelled control shares: the ids that tie the label, the hint and the
 * error to the control (aria-describedby), and the hint and error paragraphs under it.
 */
import { useId, type ReactNode } from 'react';
import { Icon } from './icon';
import * as s from './text-field.css';

/** Ids of a labelled control: its own (given or `${prefix}-<auto>`), its hint's, its error's and the aria-describedby list. */
export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** The ids of a control with an optional hint and error; ids are only set for the parts shown. */
export function useFieldIds(id: string | undefined, prefix: string, hasHint: boolean, hasError: boolean): FieldIds {
  const autoId = useId();
  const controlId = id ?? `${prefix}-${autoId}`;
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  return { controlId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The hint under a control (muted small text). */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={s.hint}>
      {children}
    </p>
  );
}

/** The error under a control: the alert icon and the message; `alert` announces it (role="alert"). */
export function FieldError({ id, children, alert = false }: { id?: string; children: ReactNode; alert?: boolean }) {
  return (
    <p id={id} className={s.error} role={alert ? 'alert' : undefined}>
      <Icon name="alertCircle" size={16} />
      {children}
    </p>
  );
}
