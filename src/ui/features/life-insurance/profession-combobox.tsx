/**
 * The occupation field: an ARIA 1.2 combobox (a text input with a listbox popup) over the
 * service's occupations, searchable by name or by CBO code (searchProfessions). The input
 * shows the chosen occupation ('252 — Profissionais de ...'); typing filters the list;
 * ArrowUp/ArrowDown move, Enter or a click chooses, Escape or leaving the field closes it and
 * keeps the previous choice. Default choice: code 252 (spec point 9), from the questionnaire.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { professionLabel, searchProfessions } from '../../../application/life/life-answers';
import type { LifeProfession } from '../../../application/life/life-quote-gateway';
import { Icon } from '../../design-system';
import * as f from '../../design-system/text-field.css';
import * as t from './life-insurance.css';

/** Occupations shown at most while searching. */
const MAX_OPTIONS = 8;

/** Props of {@link ProfessionCombobox}. */
export interface ProfessionComboboxProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  professions: readonly LifeProfession[];
  /** The chosen code ('' for none). */
  value: string;
  onChange: (code: string) => void;
}

/** The occupation combobox (module note). */
export function ProfessionCombobox({ label, hint, error, professions, value, onChange }: ProfessionComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chosen = professions.find((profession) => profession.code === value) ?? null;
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const matches = useMemo(() => (query === null ? [] : searchProfessions(professions, query, MAX_OPTIONS)), [professions, query]);

  const choose = (profession: LifeProfession) => {
    onChange(profession.code);
    setQuery(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setQuery('');
      else setActive((index) => Math.min(index + 1, Math.max(matches.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const pick = matches[active];
      if (pick) choose(pick);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setQuery(null);
    }
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={f.field}>
      <label htmlFor={inputId} className={f.label}>
        {label}
      </label>
      <div className={t.combo}>
        <input
          id={inputId}
          type="text"
          role="combobox"
          className={f.input}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? `${listId}-${matches[active]!.code}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder="Nome ou código CBO"
          value={query ?? (chosen ? professionLabel(chosen) : value)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()}
          onBlur={() => setQuery(null)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={`${label}: opções`} className={t.listbox} hidden={!open}>
          {matches.map((profession, index) => (
            <li
              key={profession.code}
              id={`${listId}-${profession.code}`}
              role="option"
              aria-selected={profession.code === value}
              data-active={index === active ? 'true' : undefined}
              className={t.option}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(profession);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className={t.optionCode}>{profession.code}</span>
              <span>{profession.description}</span>
            </li>
          ))}
          {open && matches.length === 0 ? <li className={t.noOption}>Nenhuma profissão encontrada.</li> : null}
        </ul>
      </div>
      {hint ? (
        <p id={hintId} className={f.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={f.error}>
          <Icon name="alertCircle" size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
