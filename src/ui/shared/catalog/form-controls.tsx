/**
 * Form controls of the quotation screens: the design system's select driven by value, a
 * textarea and a group of checkboxes or radios as pills. Every control has a visible
 * label; hints and
 * errors are wired with aria-describedby.
 */
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Icon, SelectField as DsSelectField, type SelectFieldProps as DsSelectFieldProps } from '../../design-system';
import * as s from './catalog.css';

function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<DsSelectFieldProps, 'onChange' | 'value' | 'options'> {
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
}

/** The design system's labelled native select, controlled by value (`onValueChange` gets the chosen value). */
export function SelectField({ onValueChange, ...rest }: SelectFieldProps) {
  return <DsSelectField {...rest} onChange={(event) => onValueChange(event.target.value)} />;
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string | null;
}

/** A labelled textarea. */
export function TextAreaField({ label, onValueChange, hint, error, id, className, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? `textarea-${autoId}`;
  const hintId = hint ? `${areaId}-hint` : undefined;
  const errorId = error ? `${areaId}-error` : undefined;
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
        aria-describedby={describedBy(hintId, errorId)}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={s.error} role="alert">
          <Icon name="alertCircle" size={16} />
          {error}
        </p>
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
