/**
 * Accredited-network filter: search a hospital of the state by name or city, add it as a
 * chip, remove it with the chip's button. Plans must have every chosen hospital.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { Provider } from '../../../domain/quotation/catalog';
import { Icon } from '../../design-system/icon';
import { useUseCases } from '../../app/services-context';
import * as c from '../../shared/catalog/catalog.css';
import * as s from './quotation.css';

const SEARCH_DELAY_MS = 250;
const MAX_SUGGESTIONS = 8;

export interface HospitalPickerProps {
  stateId: number;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}

export function HospitalPicker({ stateId, selected, onChange }: HospitalPickerProps) {
  const catalog = useUseCases('quotation');
  const inputId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ key: string; providers: Provider[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [known, setKnown] = useState<ReadonlyMap<number, Provider>>(() => new Map());
  const remember = useCallback((providers: readonly Provider[]) => {
    setKnown((current) => {
      if (providers.every((provider) => current.has(provider.id))) return current;
      const next = new Map(current);
      for (const provider of providers) next.set(provider.id, provider);
      return next;
    });
  }, []);
  const query = text.trim();
  const key = `${stateId}|${query}`;

  useEffect(() => {
    if (query.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      void catalog.searchHospitals(stateId, query).then((result) => {
        if (!current) return;
        setFailed(!result.ok);
        if (result.ok) {
          remember(result.value);
          setFound({ key, providers: result.value });
        }
      });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [catalog, stateId, query, key, remember]);

  // Names of hospitals chosen before (e.g. a restored filter) that no search has shown yet.
  const unknown = selected.filter((id) => !known.has(id));
  const unknownKey = unknown.join(',');
  useEffect(() => {
    if (unknownKey === '') return;
    let current = true;
    void catalog.searchHospitals(stateId, '').then((result) => {
      if (!current || !result.ok) return;
      remember(result.value);
    });
    return () => {
      current = false;
    };
  }, [catalog, stateId, unknownKey, remember]);

  const suggestions = query.length >= 2 && found?.key === key ? found.providers.filter((p) => !selected.includes(p.id)).slice(0, MAX_SUGGESTIONS) : [];
  const noMatch = query.length >= 2 && found?.key === key && found.providers.length === 0;

  return (
    <div className={c.field}>
      <label htmlFor={inputId} className={c.label}>
        Buscar hospital
      </label>
      <input
        id={inputId}
        type="search"
        className={c.input}
        value={text}
        placeholder="Nome do hospital ou cidade"
        autoComplete="off"
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${inputId}-hint`} className={c.hint}>
        Rede credenciada: mostra só os planos que têm todos os hospitais escolhidos.
      </p>
      {suggestions.length > 0 ? (
        <ul className={s.suggestions} aria-label="Hospitais encontrados">
          {suggestions.map((provider) => (
            <li key={provider.id}>
              <button
                type="button"
                className={s.suggestion}
                aria-label={`Adicionar ${provider.name}`}
                onClick={() => {
                  onChange([...selected, provider.id]);
                  setText('');
                }}
              >
                <span>{provider.name}</span>
                <span className={s.suggestionCity}>
                  {provider.city} — {provider.uf}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {noMatch ? <p className={c.hint}>Nenhum hospital encontrado.</p> : null}
      {failed ? <p className={c.error}>Não foi possível buscar hospitais.</p> : null}
      {selected.length > 0 ? (
        <ul className={s.chips} aria-label="Hospitais escolhidos">
          {selected.map((id) => {
            const name = known.get(id)?.name ?? `Hospital ${id}`;
            return (
              <li key={id} className={s.chip}>
                {name}
                <button type="button" className={s.chipRemove} aria-label={`Remover ${name}`} onClick={() => onChange(selected.filter((other) => other !== id))}>
                  <Icon name="close" size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
