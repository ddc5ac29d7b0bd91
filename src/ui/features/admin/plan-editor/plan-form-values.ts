/**
 * The plan editor's messages, options and form values: the fields as typed, read from and converted to the wire.
 */
import { type PlanAdminWire, type PlanCloneWire } from '../../../../contract/plan-admin';
import { COVERAGE_AREAS } from '../../../../domain/quotation/plan-types';
import { BRAZILIAN_STATES } from '../../../../domain/quotation/states';

/** Spec point 8's "Erro ao buscar plano" and "Erro ao filtrar planos". */
export const PLAN_LOAD_ERROR = 'Erro ao buscar plano';
export const PLANS_FILTER_ERROR = 'Erro ao filtrar planos';
/** Shown after a save. */
export const PLAN_SAVED = 'Plano salvo com sucesso!';

/** The coverage areas as select options (code → pt-BR label). */
export const COVERAGE_AREA_OPTIONS = COVERAGE_AREAS.map((area) => ({ value: area.code, label: area.label }));
/** The 27 UFs as select options (the state's id → 'UF — name'). */
export const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({ value: String(state.id), label: `${state.uf} — ${state.name}` }));

/** The form's values: text as typed, converted to the wire's body on submit. */
export interface FieldValues {
  name: string;
  type: string;
  porte: string;
  state: string;
  commercialization_area: string;
  segmentation: string;
  coverage_area: string;
  accommodation: string;
  coparticipation: string;
  is_optional: string;
  is_mei: boolean;
  min_lives: string;
  max_lives: string;
}

/** The form's values of a plan as loaded (money in BRL text, percents × 100, empty text for null). */
export function valuesOf(plan: PlanAdminWire): FieldValues {
  return {
    name: plan.name,
    type: plan.type,
    porte: plan.porte ?? '',
    state: String(plan.state.id),
    commercialization_area: String(plan.commercialization_area.id),
    segmentation: plan.segmentation,
    coverage_area: plan.coverage_area,
    accommodation: plan.accommodation,
    coparticipation: plan.coparticipation,
    is_optional: plan.is_optional === null ? '' : String(plan.is_optional),
    is_mei: plan.is_mei,
    min_lives: String(plan.min_lives),
    max_lives: plan.max_lives === null ? '' : String(plan.max_lives),
  };
}

const integerOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The wire fields of the form's values (the plan's lists kept as they are). */
export function bodyOf(values: FieldValues, plan: PlanAdminWire): PlanCloneWire {
  return {
    name: values.name,
    type: values.type as PlanCloneWire['type'],
    porte: (values.porte || null) as PlanCloneWire['porte'],
    institution: plan.institution.id,
    state: Number(values.state),
    commercialization_area: Number(values.commercialization_area),
    segmentation: values.segmentation,
    coverage_area: values.coverage_area as PlanCloneWire['coverage_area'],
    accommodation: values.accommodation,
    coparticipation: values.coparticipation as PlanCloneWire['coparticipation'],
    is_optional: values.is_optional === '' ? null : values.is_optional === 'true',
    is_mei: values.is_mei,
    min_lives: integerOrNull(values.min_lives) ?? Number.NaN,
    max_lives: integerOrNull(values.max_lives),
    entities: plan.type === 'PF' && values.type !== 'PF' ? [] : plan.entities.map((entity) => entity.id),
    hospitals: plan.hospitals.map((provider) => provider.id),
    clinics: plan.clinics.map((provider) => provider.id),
  };
}
