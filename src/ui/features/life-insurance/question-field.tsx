/**
 * One question of the life questionnaire (GET /v1/{institution}/questions), rendered by its
 * kind with a visible label, its help and its message:
 * - `date`: DD/MM/AAAA text, masked while typing (spec point 9); a complete real day is sent
 *   as `YYYY-MM-DD`, anything else stays text so the step says 'Data inválida';
 * - `money`: a BRL amount ('150.000,00'), kept as integer cents; the range in the hint;
 * - `select`: a native select with 'Selecione';
 * - `boolean`: a checkbox when the question has a default (coverages, smoker; the mandatory
 *   death coverage is shown checked and locked), else a Sim / Não radio pair (health
 *   declaration: the broker must answer);
 * - `profession`: the occupation combobox (search by name or CBO code).
 */
import { useId, useState } from 'react';
import { LIFE_COVERAGES } from '../../../domain/life/catalog';
import type { LifeAnswerValue, LifeQuestion } from '../../../domain/life/questions';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { isIsoDate } from '../../../domain/quotation/iso-date';
import { maskBrDate, moneyInputText, parseBrDate } from '../../../application/life/life-answers';
import { parseMoneyText } from '../../../domain/quotation/money';
import type { LifeProfession } from '../../../application/life/life-quote-gateway';
import { Checkbox, Icon, SelectField, TextField } from '../../design-system';
import { MaskedField, type InputMask } from '../../shared/forms/masked-fields';
import { ProfessionCombobox } from './profession-combobox';
import * as s from './life-insurance.css';

/** Props of {@link QuestionField}. */
export interface QuestionFieldProps {
  question: LifeQuestion;
  value: LifeAnswerValue | undefined;
  error?: string | undefined;
  professions: readonly LifeProfession[];
  onChange: (value: LifeAnswerValue | undefined) => void;
}

function hintOf(question: LifeQuestion): string | undefined {
  const parts: string[] = [];
  if (question.kind === 'money' && question.minCents !== undefined && question.maxCents !== undefined) {
    const daily = question.coverage ? LIFE_COVERAGES[question.coverage].capitalKind === 'daily' : false;
    parts.push(`De ${formatBRL(question.minCents)} a ${formatBRL(question.maxCents)}${daily ? ' por dia' : ''}.`);
  }
  if (question.help) parts.push(question.help);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** A day as brokers type it: DD/MM/AAAA. */
const BR_DATE_MASK: InputMask = { apply: maskBrDate, placeholder: 'DD/MM/AAAA', maxLength: 10, inputMode: 'numeric', autoComplete: 'off' };

function DateField({ question, value, error, onChange }: QuestionFieldProps) {
  const [text, setText] = useState(() => (typeof value === 'string' && isIsoDate(value) ? formatDateBR(value) : typeof value === 'string' ? value : ''));
  return (
    <MaskedField
      mask={BR_DATE_MASK}
      label={question.label}
      hint={hintOf(question)}
      error={error}
      value={text}
      onValueChange={(masked) => {
        setText(masked);
        onChange(masked === '' ? undefined : (parseBrDate(masked) ?? masked));
      }}
    />
  );
}

function MoneyField({ question, value, error, onChange }: QuestionFieldProps) {
  const [text, setText] = useState(() => (typeof value === 'number' ? moneyInputText(value) : typeof value === 'string' ? value : ''));
  return (
    <TextField
      label={`${question.label} (R$)`}
      hint={hintOf(question)}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const trimmed = event.target.value.trim();
        onChange(trimmed === '' ? undefined : (parseMoneyText(trimmed) ?? trimmed));
      }}
      onBlur={() => {
        if (typeof value === 'number') setText(moneyInputText(value));
      }}
    />
  );
}

function ChoiceField({ question, value, error, onChange }: QuestionFieldProps) {
  const options = question.options ?? [];
  return (
    <SelectField
      label={question.label}
      hint={hintOf(question)}
      error={error}
      value={value === undefined ? '' : String(value)}
      options={[{ value: '', label: 'Selecione' }, ...options.map((option) => ({ value: String(option.value), label: option.label }))]}
      onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value)}
    />
  );
}

function YesNoField({ question, value, error, onChange }: QuestionFieldProps) {
  const name = useId();
  const errorId = `${name}-erro`;
  return (
    <fieldset className={s.question} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={s.questionLegend}>{question.label}</legend>
      <div className={s.yesNo}>
        {[
          { label: 'Sim', answer: true },
          { label: 'Não', answer: false },
        ].map((option) => (
          <label key={option.label} className={s.yesNoOption}>
            <input type="radio" name={name} className={s.yesNoRadio} checked={value === option.answer} onChange={() => onChange(option.answer)} />
            {option.label}
          </label>
        ))}
      </div>
      {question.help ? <p className={s.help}>{question.help}</p> : null}
      {error ? (
        <p id={errorId} className={s.questionError}>
          <Icon name="alertCircle" size={16} />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A yes/no with a default (a coverage, smoker) as a checkbox; the insurer's limit that refuses
 * the coverage (its age window) is shown under it.
 */
function CoverageCheckbox({ question, value, error, onChange }: QuestionFieldProps) {
  const errorId = `${useId()}-erro`;
  const mandatory = question.coverage ? LIFE_COVERAGES[question.coverage].mandatory : false;
  return (
    <div>
      <Checkbox
        label={question.label}
        hint={question.help}
        checked={mandatory || value === true}
        disabled={mandatory}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {error ? (
        <p id={errorId} className={s.questionError}>
          <Icon name="alertCircle" size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One question, by kind (module note). */
export function QuestionField(props: QuestionFieldProps) {
  const { question, value, onChange } = props;
  switch (question.kind) {
    case 'date':
      return <DateField {...props} />;
    case 'money':
      return <MoneyField {...props} />;
    case 'select':
      return <ChoiceField {...props} />;
    case 'profession':
      return <ProfessionCombobox label={question.label} hint={question.help} error={props.error} professions={props.professions} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'boolean': {
      if (question.defaultValue === undefined) return <YesNoField {...props} />;
      return <CoverageCheckbox {...props} />;
    }
  }
}
