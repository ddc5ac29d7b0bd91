/**
 * Lives entered as a family: a titular with dependants (spouse, children, other),
 * each with an age, turned into the ages that price the quote, and the family checked
 * against a plan's family rules before quoting, with the reason when it does not fit.
 *
 * Rules and sources:
 * - Lives band: a plan's `minLives` / `maxLives` (PME porte I 2–29 lives, porte II 30–99 —
 *   the operators' bands, domain-facts "Plan types"; individual plans from 1 life).
 * - Dependants: where an operator's table sets them (most dependants per titular; oldest
 *   age of a child dependant — collective contracts commonly accept children up to 21, or 24
 *   while at university; the figure is the table's, never assumed here). The catalog has no
 *   such figures yet, so these checks only run when a rule carries them.
 * Ages in completed years, 0–200 (`MAX_AGE`).
 */
import { MAX_AGE } from './age-buckets';

/** Who a dependant is to the titular. */
export type DependantRelation = 'spouse' | 'child' | 'other';

/** pt-BR labels of the relations. */
export const DEPENDANT_RELATIONS: readonly { readonly code: DependantRelation; readonly label: string }[] = [
  { code: 'spouse', label: 'Cônjuge' },
  { code: 'child', label: 'Filho(a)' },
  { code: 'other', label: 'Outro dependente' },
];

/** A dependant: relation and age in completed years. */
export interface Dependant {
  readonly relation: DependantRelation;
  readonly age: number;
}

/** A titular and their dependants. */
export interface Family {
  readonly titularAge: number;
  readonly dependants: readonly Dependant[];
}

/** A plan's family rules (null = the table sets none). */
export interface FamilyRules {
  readonly minLives: number;
  readonly maxLives: number | null;
  /** Most dependants per titular, or null. */
  readonly maxDependants?: number | null;
  /** Oldest age of a child dependant, or null. */
  readonly childMaxAge?: number | null;
  /** At most one spouse (true for every table seen). */
  readonly oneSpouse?: boolean;
}

/** The ages of the family, titular first: what the 'Idades' field is filled with. */
export function familyAges(family: Family): number[] {
  return [family.titularAge, ...family.dependants.map((dependant) => dependant.age)];
}

/** 'Titular 36 anos, cônjuge 34 anos, filho(a) 5 anos'. */
export function familyText(family: Family): string {
  const years = (age: number) => (age === 1 ? '1 ano' : `${age} anos`);
  const parts = [`Titular ${years(family.titularAge)}`];
  for (const dependant of family.dependants) {
    const label = DEPENDANT_RELATIONS.find((relation) => relation.code === dependant.relation)?.label ?? 'Dependente';
    parts.push(`${label.toLowerCase()} ${years(dependant.age)}`);
  }
  return parts.join(', ');
}

/** An age a person may have (integer 0–200). */
export function isAge(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_AGE;
}

/**
 * Why `family` does not fit a plan with `rules` (pt-BR sentences; empty = it fits): too few
 * or too many lives, more than one spouse, too many dependants, a child above the age limit,
 * an age that is not 0–200.
 */
export function familyFitReasons(rules: FamilyRules, family: Family): string[] {
  const reasons: string[] = [];
  const ages = familyAges(family);
  const invalid = ages.find((age) => !isAge(age));
  if (invalid !== undefined) reasons.push(`Idade inválida: ${invalid}.`);
  const lives = ages.length;
  if (lives < rules.minLives) reasons.push(`O plano exige ao menos ${rules.minLives} vidas; a família tem ${lives}.`);
  if (rules.maxLives !== null && lives > rules.maxLives) reasons.push(`O plano aceita no máximo ${rules.maxLives} vidas; a família tem ${lives}.`);
  const spouses = family.dependants.filter((dependant) => dependant.relation === 'spouse').length;
  if ((rules.oneSpouse ?? true) && spouses > 1) reasons.push('Só um cônjuge pode ser dependente do titular.');
  const maxDependants = rules.maxDependants ?? null;
  if (maxDependants !== null && family.dependants.length > maxDependants) {
    reasons.push(`O plano aceita até ${maxDependants} dependentes por titular; a família tem ${family.dependants.length}.`);
  }
  const childMaxAge = rules.childMaxAge ?? null;
  if (childMaxAge !== null) {
    for (const child of family.dependants.filter((dependant) => dependant.relation === 'child' && dependant.age > childMaxAge)) {
      reasons.push(`Filho(a) de ${child.age} anos: o plano aceita filhos até ${childMaxAge} anos como dependentes.`);
    }
  }
  return reasons;
}
