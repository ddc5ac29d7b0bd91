/**
 * The plan editor's messages, options and form values: the fields as typed, read from and
 * converted to the domain's bodies (src/domain/plan-admin-types.ts); the field messages of a
 * refusal placed on the form's fields.
 */
import { percentToFraction } from '../../../../domain/plan-admin';
import type { AdminPlan, AdminPlanFields, CoparticipationRuleWrite, RefundWrite } from '../../../../domain/plan-admin-types';
import { parseMoneyText } from '../../../../domain/quotation/money';
import { COVERAGE_AREAS, type CoparticipationKind, type CoverageArea, type PlanTypeCode, type PorteCode } from '../../../../domain/quotation/plan-types';
import { BRAZILIAN_STATES } from '../../../../domain/quotation/states';

/** Spec point 8's "Erro ao buscar plano" and "Erro ao filtrar planos". */
export const PLAN_LOAD_ERROR = 'Erro ao buscar plano';
export const PLANS_FILTER_ERROR = 'Erro ao filtrar planos';
/** Shown after a save. */
export const PLAN_SAVED = 'Plano salvo com sucesso!';
/** A money field whose text is not an amount in reais. */
export const MONEY_TEXT_ERROR = 'Informe um valor em reais.';
/** A percentage field whose text is not a number. */
export const PERCENT_TEXT_ERROR = 'Informe o percentual em números.';

/** The coverage areas as select options (code → pt-BR label). */
export const COVERAGE_AREA_OPTIONS = COVERAGE_AREAS.map((area) => ({ value: area.code, label: area.label }));
/** The 27 UFs as select options (the state's id → 'UF — name'). */
export const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({ value: String(state.id), label: `${state.uf} — ${state.name}` }));

/**
 * The plan form's values, one per field, named as the domain's plan fields: selects hold their
 * option's code ('' for none), numbers and ids are text as typed, converted by {@link fieldsOf}.
 */
export interface FieldValues {
  name: string;
  type: PlanTypeCode;
  porte: PorteCode | '';
  stateId: string;
  commercializationAreaId: string;
  segmentation: string;
  coverageArea: CoverageArea;
  accommodation: string;
  coparticipation: CoparticipationKind;
  /** '' none (CP, PF), 'false' compulsória, 'true' opcional. */
  isOptional: '' | 'false' | 'true';
  isMei: boolean;
  minLives: string;
  maxLives: string;
}

/** The form's values of a plan as loaded (empty text for null). */
export function valuesOf(plan: AdminPlan): FieldValues {
  return {
    name: plan.name,
    type: plan.type,
    porte: plan.porte ?? '',
    stateId: String(plan.state.id),
    commercializationAreaId: String(plan.commercializationArea.id),
    segmentation: plan.segmentation,
    coverageArea: plan.coverageArea,
    accommodation: plan.accommodation,
    coparticipation: plan.coparticipation,
    isOptional: plan.isOptional === null ? '' : plan.isOptional ? 'true' : 'false',
    isMei: plan.isMei,
    minLives: String(plan.minLives),
    maxLives: plan.maxLives === null ? '' : String(plan.maxLives),
  };
}

const integerOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The plan's fields of the form's values (the plan's operator and lists kept as they are; an
 * adhesion plan that stops being PF loses its entities). A minimum left empty is NaN, which
 * the contract refuses with its own message.
 */
export function fieldsOf(values: FieldValues, plan: AdminPlan): AdminPlanFields {
  return {
    name: values.name,
    type: values.type,
    porte: values.porte === '' ? null : values.porte,
    institutionId: plan.institution.id,
    stateId: Number(values.stateId),
    commercializationAreaId: Number(values.commercializationAreaId),
    segmentation: values.segmentation,
    coverageArea: values.coverageArea,
    accommodation: values.accommodation,
    coparticipation: values.coparticipation,
    isOptional: values.isOptional === '' ? null : values.isOptional === 'true',
    isMei: values.isMei,
    minLives: integerOrNull(values.minLives) ?? Number.NaN,
    maxLives: integerOrNull(values.maxLives),
    entityIds: plan.type === 'PF' && values.type !== 'PF' ? [] : plan.entities.map((entity) => entity.id),
    hospitalIds: plan.hospitals.map((provider) => provider.id),
    clinicIds: plan.clinics.map((provider) => provider.id),
  };
}

/** The form fields a plan field's message goes to: each field of the form is the plan field of the same name. */
const FORM_FIELDS: ReadonlySet<string> = new Set<keyof FieldValues>([
  'name',
  'type',
  'porte',
  'stateId',
  'commercializationAreaId',
  'segmentation',
  'coverageArea',
  'accommodation',
  'coparticipation',
  'isOptional',
  'isMei',
  'minLives',
  'maxLives',
]);

/**
 * The first message of each plan field the form shows, from a refusal's or a check's field
 * messages (keyed by the domain's field names, as the port answers them); fields the form does
 * not show (the operator, the lists) are left out.
 */
export function formFieldErrors(fields: Readonly<Record<string, string | readonly string[] | undefined>>): Partial<Record<keyof FieldValues, string>> {
  const errors: Partial<Record<keyof FieldValues, string>> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const message = typeof messages === 'string' ? messages : messages?.[0];
    if (message && FORM_FIELDS.has(field)) errors[field as keyof FieldValues] = message;
  }
  return errors;
}

/** A form's outcome: the body, or the message of each field that could not be read. */
export type FormBody<T, Field extends string> = { ok: true; body: T } | { ok: false; errors: Partial<Record<Field, string>> };

/** 'Novo reembolso': the value typed in reais (`parseMoneyText`, the domain's one parser) as cents. */
export function refundOf(planId: number, values: { procedure: string; value: string }): FormBody<RefundWrite, 'value'> {
  const valueCents = parseMoneyText(values.value);
  if (valueCents === null) return { ok: false, errors: { value: MONEY_TEXT_ERROR } };
  return { ok: true, body: { planId, procedure: values.procedure, valueCents } };
}

/**
 * 'Nova regra de coparticipação': the percentage typed × 100 (30 → 0.3; empty: none) and the
 * cap typed in reais (empty: none) as cents; no fixed value.
 */
export function coparticipationRuleOf(
  planId: number,
  values: { procedure: string; percent: string; cap: string; exempt: boolean },
): FormBody<CoparticipationRuleWrite, 'percentage' | 'cap'> {
  const percentage = percentToFraction(values.percent);
  if (values.percent.trim() !== '' && percentage === null) return { ok: false, errors: { percentage: PERCENT_TEXT_ERROR } };
  const capCents = parseMoneyText(values.cap);
  if (values.cap.trim() !== '' && capCents === null) return { ok: false, errors: { cap: MONEY_TEXT_ERROR } };
  return { ok: true, body: { planId, procedure: values.procedure, percentage, fixedCents: null, capCents, exempt: values.exempt } };
}
