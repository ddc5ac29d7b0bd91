/**
 * The insurer choice of the life wizard (spec point 9: only one life insurer is available,
 * plus a 'coming soon' placeholder): radio cards — Porto Seguro, chosen, and a disabled
 * 'Em breve' card for the insurers to come.
 */
import { LIFE_INSTITUTION_NAMES, LIFE_INSTITUTIONS, type LifeInstitution } from '../../../domain/life/catalog';
import { Icon, VisuallyHidden } from '../../design-system';
import * as s from './life-insurance.css';

/** Props of {@link InsurerChoice}. */
export interface InsurerChoiceProps {
  value: LifeInstitution;
  onChange?: (institution: LifeInstitution) => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** The insurer radio cards (module note). */
export function InsurerChoice({ value, onChange }: InsurerChoiceProps) {
  return (
    <fieldset className={s.insurerGrid} role="radiogroup" aria-label="Seguradora">
      <VisuallyHidden as="legend">Seguradora</VisuallyHidden>
      {LIFE_INSTITUTIONS.map((institution) => {
        const selected = institution === value;
        const name = LIFE_INSTITUTION_NAMES[institution];
        return (
          <label key={institution} className={s.insurerCard} data-selected={selected ? 'true' : undefined}>
            <input type="radio" name="seguradora" value={institution} className={s.radioInput} checked={selected} onChange={() => onChange?.(institution)} />
            <span className={s.insurerLogo} aria-hidden="true">
              {initials(name)}
            </span>
            <span className={s.insurerText}>
              <span className={s.insurerName}>{name}</span>
              <span className={s.insurerNote}>Vida Individual · cotação on-line</span>
            </span>
            <span className={s.radioMark} aria-hidden="true" />
          </label>
        );
      })}
      <label className={s.insurerCard} data-disabled="true">
        <input type="radio" name="seguradora" value="em-breve" className={s.radioInput} disabled />
        <span className={s.insurerLogo} aria-hidden="true">
          <Icon name="clock" size={20} />
        </span>
        <span className={s.insurerText}>
          <span className={s.insurerName}>Em breve</span>
          <span className={s.insurerNote}>Novas seguradoras de vida chegando ao Cotador.</span>
        </span>
      </label>
    </fieldset>
  );
}
