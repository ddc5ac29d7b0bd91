/**
 * Form controls of the quotation screens beyond the design system's: a textarea and a
 * group of checkboxes or radios as pills. Every control has a visible label; hints and
 * errors are wired with aria-describedby.
 */
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, useFieldIds } from '../../design-system/field-parts';
import * as s from './catalog.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string | null;
}

/** A labelled textarea. */
export function TextAreaField({ label, onValueChange, hint, error, id, className, ...rest }: TextAreaFieldProps) {
  const { controlId: areaId, hintId, errorId, describedBy } = useFieldIds(id, 'textarea', Boolean(hint), Boolean(error));
  return (
    <div className={[s.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={areaId} className={s.label}>
        {label}
      </label>
      <textarea
        id={areaId}
        className={s.textarea}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} alert>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

export interface ChoiceGroupProps<Value extends string> {
  legend: string;
  kind: 'radio' | 'checkbox';
  options: readonly { value: Value; label: string }[];
  /** Checked values (one for radios). */
  selected: readonly Value[];
  onToggle: (value: Value, checked: boolean) => void;
  name?: string;
  hint?: ReactNode;
  className?: string;
}

/** A fieldset of radios or checkboxes shown as pills. */
export function ChoiceGroup<Value extends string>({ legend, kind, options, selected, onToggle, name, hint, className }: ChoiceGroupProps<Value>) {
  const autoId = useId();
  const groupName = name ?? `choice-${autoId}`;
  return (
    <fieldset className={[s.fieldset, className].filter(Boolean).join(' ')}>
      <legend className={s.legend}>{legend}</legend>
      <div className={s.choiceRow}>
        {options.map((option) => (
          <label key={option.value} className={s.choice}>
            <input
              type={kind}
              name={groupName}
              className={s.choiceInput}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? <p className={s.hint}>{hint}</p> : null}
    </fieldset>
  );
}
