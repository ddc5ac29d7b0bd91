/**
 * Form controls beyond TextField: SelectField (a native <select> styled like the text
 * inputs), Checkbox (a native checkbox with its label) and Notice (an inline message box:
 * info, success, error — role="alert" — or warning).
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError, FieldHint, useFieldIds } from './field-parts';
import { Icon, type IconName } from './icon';
import * as s from './form-controls.css';
import * as t from './text-field.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  error?: string | null;
  options: ReadonlyArray<{ value: string; label: string }>;
  className?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, options, id, className, ...rest },
  ref,
) {
  const { controlId: selectId, hintId, errorId, describedBy } = useFieldIds(id, 'select', Boolean(hint), Boolean(error));
  return (
    <div className={[t.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={t.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={`${t.input} ${s.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, hint, disabled, ...rest }, ref) {
  return (
    <label className={s.checkboxRow} data-disabled={disabled ? 'true' : undefined}>
      <input ref={ref} type="checkbox" className={s.checkbox} disabled={disabled} {...rest} />
      <span>
        {label}
        {hint ? <span className={s.checkboxHint}> {hint}</span> : null}
      </span>
    </label>
  );
});

export interface FieldsetProps {
  legend: string;
  error?: string | null;
  children: ReactNode;
}

/** A group of controls (e.g. checkboxes) with a legend and an error under it. */
export function Fieldset({ legend, error, children }: FieldsetProps) {
  const errorId = useId();
  return (
    <fieldset className={s.fieldset} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={s.legend}>{legend}</legend>
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

export type NoticeTone = 'info' | 'success' | 'error' | 'warning';

const NOTICE_ICONS: Record<NoticeTone, IconName> = { info: 'info', success: 'checkCircle', error: 'alertCircle', warning: 'alertCircle' };

export interface NoticeProps {
  tone?: NoticeTone;
  children: ReactNode;
  className?: string;
}

/** An inline message box; errors are announced (role="alert"), the others politely (role="status"). */
export function Notice({ tone = 'info', children, className }: NoticeProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={[s.notice({ tone }), className].filter(Boolean).join(' ')}>
      <Icon name={NOTICE_ICONS[tone]} size={18} className={s.noticeIcon({ tone })} />
      <div className={s.noticeBody}>{children}</div>
    </div>
  );
}
