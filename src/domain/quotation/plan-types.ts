/**
 * Reference lists of the plan filter and of a plan (spec points 3 and 9), with their
 * pt-BR labels, and the plan filter itself.
 *
 * - Plan type (spec point 9): 'Individual/Familiar' → CP, 'Coletivo por adesão' → PF,
 *   'PME' → PJ. (The codes are the original system's; PF is not "pessoa física" here:
 *   it is the collective adhesion plan, sold through an entity.)
 * - Porte options of PJ (spec point 9). The bands are each operator's own (e.g. porte I
 *   = 2–29 lives, porte II = 30–99 at some operators), so only the options whose label
 *   states a number of lives carry `lives`.
 * - Contribution (spec point 9): compulsory → `is_optional` false, optional → true.
 * - Coparticipation kinds (spec point 9): without, with, with_tp (partial: on part of
 *   the procedures, e.g. only therapies in the Hapvida tables). CONSU 8/1998: it may not
 *   finance the whole procedure; no percentage cap is in force (RN 433/2018 revoked).
 * - Room / coverage types (spec point 3): outpatient, infirmary, apartment, rc,
 *   apartment_1 … apartment_12.
 * - Coverage areas (área de abrangência geográfica): nacional, estadual, grupo de
 *   municípios.
 */
import { foldText } from '../text-folding';
import { emptyCounts, type BracketCounts } from './age-buckets';
import { DEFAULT_STATE_ID, type StateId } from './states';

/** Plan type codes of spec point 9: CP individual/familiar, PF coletivo por adesão, PJ PME (company). */
export const PLAN_TYPE_CODES = ['CP', 'PF', 'PJ'] as const;

/** One of {@link PLAN_TYPE_CODES}. */
export type PlanTypeCode = (typeof PLAN_TYPE_CODES)[number];

/** A code with its pt-BR label. */
export interface LabelledOption<Code extends string> {
  readonly code: Code;
  readonly label: string;
}

/** The plan types, in the order the quotation screen offers them. */
export const PLAN_TYPES: readonly LabelledOption<PlanTypeCode>[] = [
  { code: 'CP', label: 'Individual/Familiar' },
  { code: 'PF', label: 'Coletivo por adesão' },
  { code: 'PJ', label: 'PME' },
];


function findOption<Option extends LabelledOption<string>>(options: readonly Option[], code: Option['code']): Option {
  const option = options.find((candidate) => candidate.code === code);
  if (!option) throw new RangeError(`Unknown code ${JSON.stringify(code)}`);
  return option;
}

/** True for CP, PF or PJ. */
export function isPlanTypeCode(value: unknown): value is PlanTypeCode {
  return PLAN_TYPES.some((type) => type.code === value);
}

/**
 * The code of a plan-type label ('Individual/Familiar' → CP, 'Coletivo por adesão' →
 * PF, 'PME' → PJ), ignoring case, accents and extra spaces; null for any other text.
 */
export function planTypeFromLabel(label: string): PlanTypeCode | null {
  const folded = foldText(label);
  return PLAN_TYPES.find((type) => foldText(type.label) === folded)?.code ?? null;
}

/** pt-BR label of a plan type: CP → 'Individual/Familiar', PF → 'Coletivo por adesão', PJ → 'PME'. */
export function planTypeLabel(code: PlanTypeCode): string {
  return findOption(PLAN_TYPES, code).label;
}

/** Stable codes of the PJ porte options (the label may change, the code not), in spec point 9 order. */
export const PORTE_CODES = ['porte_i', 'porte_ii', 'i_plus_1_titular', 'i_mei', 'pme_mei_2_lives', 'lives_3_4', 'lives_5_29'] as const;
/** A PJ porte code. */
export type PorteCode = (typeof PORTE_CODES)[number];

/** A porte option; `lives` (inclusive range) only where the label states it. */
export interface PorteOption extends LabelledOption<PorteCode> {
  readonly lives: { readonly min: number; readonly max: number } | null;
}

/** The PJ porte options of spec point 9, in its order ("lives" written "vidas"). */
export const PJ_PORTE_OPTIONS: readonly PorteOption[] = [
  { code: 'porte_i', label: 'Porte I', lives: null },
  { code: 'porte_ii', label: 'Porte II', lives: null },
  { code: 'i_plus_1_titular', label: 'I + 1 titular', lives: null },
  { code: 'i_mei', label: 'I MEI', lives: null },
  { code: 'pme_mei_2_lives', label: 'PME/MEI 2 vidas', lives: { min: 2, max: 2 } },
  { code: 'lives_3_4', label: '3-4 vidas', lives: { min: 3, max: 4 } },
  { code: 'lives_5_29', label: '5-29 vidas', lives: { min: 5, max: 29 } },
];

/** Porte options offered for a plan type: the PJ list for PJ, none for CP and PF. */
export function porteOptions(type: PlanTypeCode): readonly PorteOption[] {
  return type === 'PJ' ? PJ_PORTE_OPTIONS : [];
}

/** True for one of the porte codes. */
export function isPorteCode(value: unknown): value is PorteCode {
  return PJ_PORTE_OPTIONS.some((option) => option.code === value);
}

/** pt-BR label of a porte option ('lives_3_4' → '3-4 vidas'). */
export function porteLabel(code: PorteCode): string {
  return findOption(PJ_PORTE_OPTIONS, code).label;
}

/** Contribution: does the company pay all (compulsory) or is joining optional. */
export type ContributionCode = 'compulsory' | 'optional';

/** A contribution option with the filter's `is_optional` value. */
export interface ContributionOption extends LabelledOption<ContributionCode> {
  readonly isOptional: boolean;
}

/** Contribution options (spec point 9: compulsory false, optional true). */
export const CONTRIBUTION_OPTIONS: readonly ContributionOption[] = [
  { code: 'compulsory', label: 'Compulsória', isOptional: false },
  { code: 'optional', label: 'Opcional', isOptional: true },
];

/** The contribution option of an `isOptional` flag. */
export function contributionFromIsOptional(isOptional: boolean): ContributionOption {
  return isOptional ? findOption(CONTRIBUTION_OPTIONS, 'optional') : findOption(CONTRIBUTION_OPTIONS, 'compulsory');
}

/** Coparticipation kinds of spec point 9: without, with (total), with_tp (partial). */
export const COPARTICIPATION_CODES = ['without', 'with', 'with_tp'] as const;

/** One of {@link COPARTICIPATION_CODES}. */
export type CoparticipationKind = (typeof COPARTICIPATION_CODES)[number];

/** A coparticipation kind; `shortLabel` is the comparative proposal's Não/Sim/Parcial. */
export interface CoparticipationOption extends LabelledOption<CoparticipationKind> {
  readonly shortLabel: string;
}

/** Coparticipation kinds with pt-BR labels. */
export const COPARTICIPATION_KINDS: readonly CoparticipationOption[] = [
  { code: 'without', label: 'Sem coparticipação', shortLabel: 'Não' },
  { code: 'with', label: 'Com coparticipação', shortLabel: 'Sim' },
  { code: 'with_tp', label: 'Coparticipação parcial', shortLabel: 'Parcial' },
];

/** True for without, with or with_tp. */
export function isCoparticipationKind(value: unknown): value is CoparticipationKind {
  return COPARTICIPATION_KINDS.some((kind) => kind.code === value);
}

/** pt-BR label of a coparticipation kind ('with_tp' → 'Coparticipação parcial'). */
export function coparticipationLabel(kind: CoparticipationKind): string {
  return findOption(COPARTICIPATION_KINDS, kind).label;
}

/** Numbered apartment tiers 1–12 of spec point 3. */
export type NumberedApartment =
  | 'apartment_1' | 'apartment_2' | 'apartment_3' | 'apartment_4' | 'apartment_5' | 'apartment_6'
  | 'apartment_7' | 'apartment_8' | 'apartment_9' | 'apartment_10' | 'apartment_11' | 'apartment_12';

/** Room / coverage types of spec point 3. */
export type RoomType = 'outpatient' | 'infirmary' | 'apartment' | 'rc' | NumberedApartment;

/** Kind of hospital accommodation a room type gives: none, shared room or private room. */
export type AccommodationKind = 'outpatient' | 'infirmary' | 'apartment';

/** A room type with its label and the kind of accommodation behind it. */
export interface RoomTypeOption extends LabelledOption<RoomType> {
  readonly accommodation: AccommodationKind;
}

const NUMBERED_APARTMENTS: readonly RoomTypeOption[] = Array.from({ length: 12 }, (_, i) => ({
  code: `apartment_${i + 1}` as NumberedApartment,
  label: `Apartamento ${i + 1}`,
  accommodation: 'apartment' as const,
}));

/**
 * Room / coverage types with pt-BR labels. The spec names the codes only; our reading:
 * - outpatient 'Ambulatorial' (segmentação ambulatorial: no hospitalisation),
 *   infirmary 'Enfermaria' (shared room, "quarto coletivo"), apartment 'Apartamento'
 *   (private room, "quarto privativo").
 * - rc 'Referência': the plano-referência of Lei 9.656/98 art. 10 (ambulatorial +
 *   hospitalar com obstetrícia, enfermaria, nationwide), hence accommodation infirmary.
 * - apartment_1 … apartment_12 'Apartamento 1' … 'Apartamento 12': numbered
 *   apartment tiers of an operator (products that differ by refund level or network
 *   within the same accommodation), hence accommodation apartment; the number is
 *   kept in the label because its meaning is the operator's.
 */
export const ROOM_TYPES: readonly RoomTypeOption[] = [
  { code: 'outpatient', label: 'Ambulatorial', accommodation: 'outpatient' },
  { code: 'infirmary', label: 'Enfermaria', accommodation: 'infirmary' },
  { code: 'apartment', label: 'Apartamento', accommodation: 'apartment' },
  { code: 'rc', label: 'Referência', accommodation: 'infirmary' },
  ...NUMBERED_APARTMENTS,
];

/** True for one of the 16 room types. */
export function isRoomType(value: unknown): value is RoomType {
  return ROOM_TYPES.some((room) => room.code === value);
}

/** pt-BR label of a room type ('infirmary' → 'Enfermaria', 'apartment_3' → 'Apartamento 3'). */
export function roomTypeLabel(type: RoomType): string {
  return findOption(ROOM_TYPES, type).label;
}

/** Accommodation behind a room type (rc → infirmary, apartment_N → apartment). */
export function accommodationOf(type: RoomType): AccommodationKind {
  return findOption(ROOM_TYPES, type).accommodation;
}

/**
 * Geographic coverage areas (área de abrangência geográfica: national, state, group of
 * municipalities), widest first: the filter's options and the catalog's column (server schema).
 */
export const COVERAGE_AREA_CODES = ['nacional', 'estadual', 'grupo_de_municipios'] as const;

/** One of {@link COVERAGE_AREA_CODES}. */
export type CoverageArea = (typeof COVERAGE_AREA_CODES)[number];

/** Coverage areas with pt-BR labels, widest first. */
export const COVERAGE_AREAS: readonly LabelledOption<CoverageArea>[] = [
  { code: 'nacional', label: 'Nacional' },
  { code: 'estadual', label: 'Estadual' },
  { code: 'grupo_de_municipios', label: 'Grupo de municípios' },
];

/** True for one of the coverage areas. */
export function isCoverageArea(value: unknown): value is CoverageArea {
  return COVERAGE_AREAS.some((area) => area.code === value);
}

/** pt-BR label of a coverage area ('grupo_de_municipios' → 'Grupo de municípios'). */
export function coverageAreaLabel(area: CoverageArea): string {
  return findOption(COVERAGE_AREAS, area).label;
}

/**
 * The quote form's filter (spec point 3), the form's state: every choice the form always
 * holds, plus what it keeps while the broker changes the type (an occupation or entity left
 * from PF, a porte left from PJ). What a quote asks is the domain's `QuoteFilter`
 * (./catalog-types), made from this by `quoteFilterOf` (./plan-eligibility) at the form's submit.
 */
export interface PlanFilter {
  /** State id 1–27 (./states). */
  readonly stateId: StateId;
  /** City name, when the broker narrows the network to one city. */
  readonly city?: string;
  /** Profession of the adhesion (PF) client, which decides the eligible entities: its id as the form's select holds it (text). */
  readonly occupation?: string;
  readonly coverageAreas: readonly CoverageArea[];
  /** Ids of hospitals the plan's accredited network must include. */
  readonly accreditedNetworks: readonly number[];
  readonly type: PlanTypeCode;
  /** Contribution: false compulsory, true optional. */
  readonly isOptional: boolean;
  /** Id of the eligible entity (PF adhesion plans). */
  readonly entity?: number;
  readonly isPme: boolean;
  readonly isMei: boolean;
  /** The PJ porte the broker may pick (spec point 9 options). */
  readonly porte?: PorteCode;
  /** true: leave out tables more than 12 months old (./table-age; the server applies it). Absent: show them. */
  readonly hideStaleTables?: boolean;
  /**
   * Lives per age bracket: the quote's only count of lives (its total is the wire's
   * `lifes`, spec point 7; the server sums the groups for every type).
   */
  readonly counts: BracketCounts;
}

/**
 * The default filter of spec point 9: state 1 (AC with our id order), type PJ,
 * is_pme true, is_mei false, lifes 0; and, where the spec is silent, compulsory
 * contribution (is_optional false), no coverage area, no hospital, no lives.
 */
export const DEFAULT_PLAN_FILTER: PlanFilter = Object.freeze({
  stateId: DEFAULT_STATE_ID,
  coverageAreas: Object.freeze([]) as readonly CoverageArea[],
  accreditedNetworks: Object.freeze([]) as readonly number[],
  type: 'PJ',
  isOptional: false,
  isPme: true,
  isMei: false,
  counts: Object.freeze(emptyCounts()),
});

/**
 * The plan page's text of each segmentation code (Lei 9.656/98 art. 12): what the catalog
 * answers carry in `segmentation` (the server's plan mapping and the fake catalog alike).
 */
export const SEGMENTATION_TEXTS: Readonly<Record<string, string>> = {
  ambulatorial: 'ambulatorial',
  hospitalar_com_obstetricia: 'hospitalar com obstetrícia',
  hospitalar_sem_obstetricia: 'hospitalar sem obstetrícia',
  ambulatorial_hospitalar_com_obstetricia: 'ambulatorial + hospitalar com obstetrícia',
  ambulatorial_hospitalar_sem_obstetricia: 'ambulatorial + hospitalar sem obstetrícia',
  referencia: 'referência (ambulatorial + hospitalar com obstetrícia)',
};

/** The plan page's text of a segmentation code; an unknown code is returned as it is. */
export function segmentationText(code: string): string {
  return SEGMENTATION_TEXTS[code] ?? code;
}

/** The segmentation code of a plan page's text; an unknown text is returned as it is. */
export function segmentationCodeOf(text: string): string {
  return Object.entries(SEGMENTATION_TEXTS).find(([, label]) => label === text)?.[0] ?? text;
}

/** Words kept lower case inside a segmentation label. */
const SEGMENTATION_CONNECTORS = new Set(['com', 'sem', 'e', 'de', 'da', 'do', 'das', 'dos', 'ou', 'a', 'o']);

/**
 * A plan's segmentação assistencial as the screens and the PDF print it: each
 * segment capitalised, connectors lower case — 'ambulatorial + hospitalar com obstetrícia'
 * → 'Ambulatorial + Hospitalar com Obstetrícia', 'REFERÊNCIA' → 'Referência'. Empty stays empty.
 */
export function segmentationLabel(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word, index) => {
      const lower = word.toLocaleLowerCase('pt-BR');
      if (index > 0 && SEGMENTATION_CONNECTORS.has(lower)) return lower;
      return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
    })
    .join(' ');
}
