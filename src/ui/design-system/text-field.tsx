/**
 * A labelled text input. The hint and the error message are wired to the input
 * with aria-describedby; an error sets aria-invalid.
 */
import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldError, FieldHint, useFieldIds } from './field-parts';
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
  const { controlId: inputId, hintId, errorId, describedBy } = useFieldIds(id, 'field', Boolean(hint), Boolean(error));
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
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});
