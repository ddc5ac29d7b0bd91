/**
 * The 27 Brazilian federative units (26 states and the Distrito Federal), with the
 * numeric ids the plan filter uses (spec point 3: "state (numeric id 1–27)").
 *
 * Id order: alphabetical by UF code (the two-letter abbreviation), 1 to 27:
 * AC=1, AL=2, AM=3, AP=4, BA=5, CE=6, DF=7, ES=8, GO=9, MA=10, MG=11, MS=12, MT=13,
 * PA=14, PB=15, PE=16, PI=17, PR=18, RJ=19, RN=20, RO=21, RR=22, RS=23, SC=24, SE=25,
 * SP=26, TO=27.
 * The spec does not show the original list ("State names list constant: not shown"),
 * so this order is ours; it is not the IBGE code order (`ibgeCode`, kept for reference)
 * nor the order by name. With it the spec's default filter state 1 (point 9) is
 * AC, Acre. The server's seed and the wire use these ids; change them only together.
 *
 * Names in Portuguese with accents, and capitals, as the IBGE writes them; the names,
 * UF codes and IBGE codes are checked against @brazilian-utils/brazilian-utils
 * `getStates()` in states.test.ts.
 */

/** UF codes, alphabetical (the id order). */
export type UfCode =
  | 'AC' | 'AL' | 'AM' | 'AP' | 'BA' | 'CE' | 'DF' | 'ES' | 'GO' | 'MA' | 'MG' | 'MS' | 'MT' | 'PA'
  | 'PB' | 'PE' | 'PI' | 'PR' | 'RJ' | 'RN' | 'RO' | 'RR' | 'RS' | 'SC' | 'SE' | 'SP' | 'TO';

/** Numeric id of a state, 1–27 (order above). */
export type StateId = number;

/** One federative unit. */
export interface BrazilianState {
  readonly id: StateId;
  readonly uf: UfCode;
  /** Full name in Portuguese, with accents ('São Paulo'). */
  readonly name: string;
  /** Capital city ('Brasília' for the Distrito Federal). */
  readonly capital: string;
  /** IBGE code of the unit (two digits), for reference only. */
  readonly ibgeCode: number;
}

/** The 27 units, in id order (alphabetical by UF code). */
export const BRAZILIAN_STATES: readonly BrazilianState[] = [
  { id: 1, uf: 'AC', name: 'Acre', capital: 'Rio Branco', ibgeCode: 12 },
  { id: 2, uf: 'AL', name: 'Alagoas', capital: 'Maceió', ibgeCode: 27 },
  { id: 3, uf: 'AM', name: 'Amazonas', capital: 'Manaus', ibgeCode: 13 },
  { id: 4, uf: 'AP', name: 'Amapá', capital: 'Macapá', ibgeCode: 16 },
  { id: 5, uf: 'BA', name: 'Bahia', capital: 'Salvador', ibgeCode: 29 },
  { id: 6, uf: 'CE', name: 'Ceará', capital: 'Fortaleza', ibgeCode: 23 },
  { id: 7, uf: 'DF', name: 'Distrito Federal', capital: 'Brasília', ibgeCode: 53 },
  { id: 8, uf: 'ES', name: 'Espírito Santo', capital: 'Vitória', ibgeCode: 32 },
  { id: 9, uf: 'GO', name: 'Goiás', capital: 'Goiânia', ibgeCode: 52 },
  { id: 10, uf: 'MA', name: 'Maranhão', capital: 'São Luís', ibgeCode: 21 },
  { id: 11, uf: 'MG', name: 'Minas Gerais', capital: 'Belo Horizonte', ibgeCode: 31 },
  { id: 12, uf: 'MS', name: 'Mato Grosso do Sul', capital: 'Campo Grande', ibgeCode: 50 },
  { id: 13, uf: 'MT', name: 'Mato Grosso', capital: 'Cuiabá', ibgeCode: 51 },
  { id: 14, uf: 'PA', name: 'Pará', capital: 'Belém', ibgeCode: 15 },
  { id: 15, uf: 'PB', name: 'Paraíba', capital: 'João Pessoa', ibgeCode: 25 },
  { id: 16, uf: 'PE', name: 'Pernambuco', capital: 'Recife', ibgeCode: 26 },
  { id: 17, uf: 'PI', name: 'Piauí', capital: 'Teresina', ibgeCode: 22 },
  { id: 18, uf: 'PR', name: 'Paraná', capital: 'Curitiba', ibgeCode: 41 },
  { id: 19, uf: 'RJ', name: 'Rio de Janeiro', capital: 'Rio de Janeiro', ibgeCode: 33 },
  { id: 20, uf: 'RN', name: 'Rio Grande do Norte', capital: 'Natal', ibgeCode: 24 },
  { id: 21, uf: 'RO', name: 'Rondônia', capital: 'Porto Velho', ibgeCode: 11 },
  { id: 22, uf: 'RR', name: 'Roraima', capital: 'Boa Vista', ibgeCode: 14 },
  { id: 23, uf: 'RS', name: 'Rio Grande do Sul', capital: 'Porto Alegre', ibgeCode: 43 },
  { id: 24, uf: 'SC', name: 'Santa Catarina', capital: 'Florianópolis', ibgeCode: 42 },
  { id: 25, uf: 'SE', name: 'Sergipe', capital: 'Aracaju', ibgeCode: 28 },
  { id: 26, uf: 'SP', name: 'São Paulo', capital: 'São Paulo', ibgeCode: 35 },
  { id: 27, uf: 'TO', name: 'Tocantins', capital: 'Palmas', ibgeCode: 17 },
];

/** The spec's default filter state (point 9): id 1 = AC, Acre, with the order above. */
export const DEFAULT_STATE_ID: StateId = 1;

/** True for an integer id 1–27. */
export function isStateId(value: unknown): value is StateId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= BRAZILIAN_STATES.length;
}

/** The unit with numeric id `id`, or undefined when there is none. */
export function stateById(id: number): BrazilianState | undefined {
  return isStateId(id) ? BRAZILIAN_STATES[id - 1] : undefined;
}

/** The unit with UF code `uf` (case and surrounding spaces ignored: ' sp ' → SP), or undefined. */
export function stateByUf(uf: string): BrazilianState | undefined {
  const code = uf.trim().toUpperCase();
  return BRAZILIAN_STATES.find((state) => state.uf === code);
}

/** True for one of the 27 UF codes (exact, upper case). */
export function isUfCode(value: unknown): value is UfCode {
  return typeof value === 'string' && BRAZILIAN_STATES.some((state) => state.uf === value);
}
