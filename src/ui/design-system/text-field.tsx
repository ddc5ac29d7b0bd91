/**
 * A labelled text input. The hint and the error message are wired to the input
 * with aria-describedby; an error sets aria-invalid.
 */
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { Icon } from './icon';
import * as s from './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  hint?: string;
  /** Validation message; shown under the input and announced with it. */
  error?: string | null;
  /** Extra class on the wrapper. */
  className?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className, type = 'text', ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[s.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={s.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        className={s.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={s.error}>
          <Icon name="alertCircle" size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
});
