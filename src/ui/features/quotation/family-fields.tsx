/**
 * 'Titular e dependentes': the lives entered as a titular with dependants (spouse,
 * children, others) and their ages; 'Usar estas idades' fills the 'Idades' field (which fills
 * the brackets). The family is checked against the quote type's lives band before quoting
 * (`familyFitReasons`: PME from 2 lives, porte I — domain-facts), the reason shown.
 */
import { useId, useState } from 'react';
import { DEPENDANT_RELATIONS, familyAges, familyFitReasons, familyText, type Dependant, type DependantRelation, type Family } from '../../../domain/quotation/family';
import type { PlanTypeCode } from '../../../domain/quotation/plan-types';
import { Button } from '../../design-system/button';
import * as c from '../../shared/catalog/catalog.css';
import * as s from './quotation.css';

export interface FamilyFieldsProps {
  type: PlanTypeCode;
  /** Called with the ages text ('36, 34, 5'). */
  onUseAges: (text: string) => void;
}

/** The lives band of a quote type before a plan is known: PME starts at 2 lives (porte I); individual and adhesion at 1. */
export function typeFamilyRules(type: PlanTypeCode) {
  return type === 'PJ' ? { minLives: 2, maxLives: null } : { minLives: 1, maxLives: null };
}

const readAge = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

export function FamilyFields({ type, onUseAges }: FamilyFieldsProps) {
  const titularId = useId();
  const [titular, setTitular] = useState('');
  const [dependants, setDependants] = useState<{ relation: DependantRelation; age: string }[]>([]);
  const titularAge = readAge(titular);
  const parsed: Dependant[] = dependants.flatMap((dependant) => {
    const age = readAge(dependant.age);
    return age === null ? [] : [{ relation: dependant.relation, age }];
  });
  const complete = titularAge !== null && parsed.length === dependants.length;
  const family: Family | null = complete ? { titularAge, dependants: parsed } : null;
  const reasons = family ? familyFitReasons(typeFamilyRules(type), family) : [];

  return (
    <details className={s.family}>
      <summary>Titular e dependentes</summary>
      <div className={s.familyRow}>
        <label htmlFor={titularId}>Idade do titular</label>
        <input id={titularId} className={s.familyAge} inputMode="numeric" value={titular} onChange={(event) => setTitular(event.target.value)} />
      </div>
      {dependants.map((dependant, index) => (
        <div key={index} className={s.familyRow}>
          <select
            aria-label={`Dependente ${index + 1}`}
            value={dependant.relation}
            onChange={(event) => setDependants((list) => list.map((item, at) => (at === index ? { ...item, relation: event.target.value as DependantRelation } : item)))}
          >
            {DEPENDANT_RELATIONS.map((relation) => (
              <option key={relation.code} value={relation.code}>
                {relation.label}
              </option>
            ))}
          </select>
          <input
            aria-label={`Idade do dependente ${index + 1}`}
            className={s.familyAge}
            inputMode="numeric"
            value={dependant.age}
            onChange={(event) => setDependants((list) => list.map((item, at) => (at === index ? { ...item, age: event.target.value } : item)))}
          />
          <Button type="button" variant="secondary" size="sm" onClick={() => setDependants((list) => list.filter((_, at) => at !== index))}>
            Remover
          </Button>
        </div>
      ))}
      <div className={s.familyRow}>
        <Button type="button" variant="secondary" size="sm" onClick={() => setDependants((list) => [...list, { relation: list.some((item) => item.relation === 'spouse') ? 'child' : 'spouse', age: '' }])}>
          Adicionar dependente
        </Button>
        <Button type="button" size="sm" disabled={!family} onClick={() => family && onUseAges(familyAges(family).join(', '))}>
          Usar estas idades
        </Button>
      </div>
      {family ? <p className={c.muted}>{familyText(family)}</p> : null}
      {reasons.map((reason) => (
        <p key={reason} className={c.error} role="alert">
          {reason}
        </p>
      ))}
    </details>
  );
}
