/**
 * Pure rules of the control panel's plan editing (spec points 8 and 9):
 * the clone's progress and error texts (copied from spec point 8), percentages entered
 * × 100 and stored as fractions (spec point 9), the segmentation options, and the pt-BR names
 * of the audit's actions and fields. The editor's types are in ./plan-admin-types.ts.
 */

import type { PlanAuditAction } from './plan-admin-types';

/** Segmentation codes (Lei 9.656/98 art. 12) with their pt-BR labels, in the editor's order. */
export const SEGMENTATIONS = [
  { code: 'ambulatorial', label: 'Ambulatorial' },
  { code: 'hospitalar_com_obstetricia', label: 'Hospitalar com obstetrícia' },
  { code: 'hospitalar_sem_obstetricia', label: 'Hospitalar sem obstetrícia' },
  { code: 'ambulatorial_hospitalar_com_obstetricia', label: 'Ambulatorial + hospitalar com obstetrícia' },
  { code: 'ambulatorial_hospitalar_sem_obstetricia', label: 'Ambulatorial + hospitalar sem obstetrícia' },
  { code: 'referencia', label: 'Referência' },
] as const;

/** Audit actions with their pt-BR labels. */
export const PLAN_AUDIT_ACTION_LABELS: Readonly<Record<PlanAuditAction, string>> = {
  plan_updated: 'Plano editado',
  plan_cloned: 'Plano clonado',
  plan_published: 'Clone publicado',
  plan_deleted: 'Rascunho excluído',
  refund_added: 'Reembolso incluído',
  refund_updated: 'Reembolso editado',
  refund_deleted: 'Reembolso excluído',
  coparticipation_rule_added: 'Coparticipação incluída',
  coparticipation_rule_updated: 'Coparticipação editada',
  coparticipation_rule_deleted: 'Coparticipação excluída',
  shortfall_added: 'Carência incluída',
  shortfall_updated: 'Carência editada',
  shortfall_deleted: 'Carência excluída',
};

/** The clone's steps, in order. */
export type CloneStep = 'hospitals' | 'clinics' | 'refunds' | 'coparticipation_rules' | 'shortfalls';

/** Info shown while a step runs (spec point 8: 'Clonando Hospitais', 'Clonando Clínicas' and the three rule kinds). */
export const CLONE_PROGRESS: Readonly<Record<CloneStep, string>> = {
  hospitals: 'Clonando Hospitais',
  clinics: 'Clonando Clínicas',
  refunds: 'Clonando Regras de Reembolso',
  coparticipation_rules: 'Clonando Regras de Coparticipação',
  shortfalls: 'Clonando Regras de Carência',
};

/** Errors of the rule steps (spec point 8, exactly). */
export const CLONE_RULE_ERRORS = {
  refunds: 'Erro ao clonar Regras de Reembolso',
  coparticipation_rules: 'Erro ao clonar Regras de Coparticipação',
  shortfalls: 'Erro ao clonar Regras de Carência',
} as const;

/** Error of the first step (the plan with its hospitals and clinics); the spec names none. */
export const CLONE_PLAN_ERROR = 'Erro ao clonar o plano';
/** Error of the last step (publishing the finished clone). */
export const CLONE_PUBLISH_ERROR = 'Erro ao publicar o plano clonado';
/** Info when the clone is complete and visible to brokers. */
export const CLONE_DONE = 'Plano clonado com sucesso!';

/**
 * A percentage typed by a person (30 or '30,5', spec point 9 "shown as value times 100")
 * as the stored fraction (0.3, 0.305), rounded to 4 decimals; null for empty text or text
 * that is not a number.
 */
export function percentToFraction(typed: string | number): number | null {
  const text = String(typed).trim().replace(',', '.');
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.round(value * 100) / 10000;
}

/** A stored fraction (0.305) as the percentage a person reads and edits (30.5). */
export function fractionToPercent(fraction: number): number {
  return Math.round(fraction * 1000000) / 10000;
}

/** pt-BR names of the fields an audit record lists (wire names of src/contract/plan-admin.ts). */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nome',
  type: 'Tipo',
  porte: 'Porte',
  institution: 'Operadora',
  state: 'Estado',
  commercialization_area: 'Área de comercialização',
  segmentation: 'Segmentação',
  coverage_area: 'Abrangência',
  accommodation: 'Acomodação',
  coparticipation: 'Coparticipação',
  is_optional: 'Contribuição opcional',
  is_mei: 'Aceita MEI',
  min_lives: 'Mínimo de vidas',
  max_lives: 'Máximo de vidas',
  entities: 'Entidades',
  hospitals: 'Hospitais',
  clinics: 'Clínicas',
  clone_of: 'Clonado do plano',
  draft: 'Rascunho',
  procedure: 'Procedimento',
  // Money fields are shown in reais (audit-list.tsx formats the cents), so their names say no unit.
  value_cents: 'Valor',
  percentage: 'Percentual',
  fixed_cents: 'Valor fixo',
  cap_cents: 'Teto',
  exempt: 'Isento',
  group: 'Grupo',
  days: 'Dias',
  note: 'Observação',
};
