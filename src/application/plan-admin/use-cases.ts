/**
 * Use cases of the control panel's plan editing, as the UI calls them
 * (`useUseCases('planAdmin')`). Holds the clone's steps (spec points 7 and 8): `PUT` the
 * full plan ('Clonando Hospitais', 'Clonando Clínicas'), then each rule kind through its
 * POST call ('Clonando Regras de …'), then publish. A failed rule step answers
 * 'Erro ao clonar Regras de …' and deletes the draft (best effort: a draft left behind is
 * invisible to brokers anyway, and listed as "Rascunho" in the editor).
 */
import { planCloneWire, planFieldIssues, shortfallWriteWire } from '../../contract/plan-admin';
import { fieldErrorsFromWire, toPlanCloneWire } from '../../contract/plan-admin-mapping';
import {
  CLONE_PLAN_ERROR,
  CLONE_PROGRESS,
  CLONE_PUBLISH_ERROR,
  CLONE_RULE_ERRORS,
  type CloneStep,
} from '../../domain/plan-admin';
import type { AdminPlan, AdminPlanClone, AdminPlanFields, RuleKind, RuleWriteBodies } from '../../domain/plan-admin-types';
import type { PlanCatalog } from '../quotation/plan-catalog';
import { err, ok, type Result } from '../shared/result';
import type { PlanAdminGateway } from './plan-admin-gateway';

/** The full clone body of a plan as the editor read it, with the fields changed for the copy. */
export function cloneBodyOf(plan: AdminPlan, changes: Partial<AdminPlanClone> = {}): AdminPlanClone {
  return {
    name: plan.name,
    type: plan.type,
    porte: plan.porte,
    institutionId: plan.institution.id,
    stateId: plan.state.id,
    commercializationAreaId: plan.commercializationArea.id,
    segmentation: plan.segmentation,
    coverageArea: plan.coverageArea,
    accommodation: plan.accommodation,
    coparticipation: plan.coparticipation,
    isOptional: plan.isOptional,
    isMei: plan.isMei,
    minLives: plan.minLives,
    maxLives: plan.maxLives,
    entityIds: plan.entities.map((entity) => entity.id),
    hospitalIds: plan.hospitals.map((provider) => provider.id),
    clinicIds: plan.clinics.map((provider) => provider.id),
    ...changes,
  };
}

/** The rule bodies of `plan` re-addressed to plan `planId`, per kind, in the clone's order. */
function ruleBodies(plan: AdminPlan, planId: number): { [K in RuleKind]: Array<RuleWriteBodies[K]> } {
  return {
    refunds: plan.refunds.map((rule) => ({ planId, procedure: rule.procedure, valueCents: rule.valueCents })),
    coparticipation_rules: plan.coparticipationRules.map((rule) => ({
      planId,
      procedure: rule.procedure,
      percentage: rule.percentage,
      fixedCents: rule.fixedCents,
      capCents: rule.capCents,
      exempt: rule.exempt,
    })),
    shortfalls: plan.shortfalls.map((rule) => ({ planId, group: rule.group, procedure: rule.procedure, days: rule.days, note: rule.note ?? null })),
  };
}

/** Why a clone stopped: the step and the spec point 8 text, plus the server's detail. */
export interface CloneFailure {
  step: CloneStep | 'publish';
  message: string;
  detail?: string;
  /** The plan step's field messages, keyed by the domain's field names. */
  fields?: Record<string, string[]>;
}

export function createPlanAdminUseCases(ports: { planAdmin: PlanAdminGateway; catalog: PlanCatalog }) {
  const { planAdmin } = ports;
  return {
    institutions: () => planAdmin.institutions(),
    plans: planAdmin.plans.bind(planAdmin),
    plan: (id: number) => planAdmin.plan(id),
    areas: (stateId: number) => planAdmin.areas(stateId),
    providers: planAdmin.providers.bind(planAdmin),
    entities: (stateId: number) => ports.catalog.entities(stateId as Parameters<PlanCatalog['entities']>[0]),
    editPlan: planAdmin.editPlan.bind(planAdmin),
    addRule: planAdmin.addRule.bind(planAdmin),
    updateRule: planAdmin.updateRule.bind(planAdmin),
    deleteRule: planAdmin.deleteRule.bind(planAdmin),
    deleteDraft: (id: number) => planAdmin.deleteDraft(id),
    audit: (filter: { plan?: number; page?: number } = {}) => planAdmin.audit(filter),
    /** The contract's check of a carência (Lei 9.656/98 maximum), as the field's message or null. */
    shortfallDaysError(group: string, days: number): string | null {
      const parsed = shortfallWriteWire.safeParse({ plan: 1, group, procedure: 'x', days });
      if (parsed.success) return null;
      return parsed.error.issues.find((issue) => issue.path[0] === 'days')?.message ?? null;
    },
    /**
     * The contract's checks of a plan's fields (each field's schema, then the cross-field
     * rules): the first pt-BR message per field, keyed by the domain's field names; empty when valid.
     */
    planFieldErrors(fields: AdminPlanFields): Partial<Record<keyof AdminPlanFields, string>> {
      const body = toPlanCloneWire(fields);
      const parsed = planCloneWire.safeParse(body);
      const errors: Record<string, string> = {};
      if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      for (const issue of planFieldIssues(body)) errors[issue.path] ??= issue.message;
      return fieldErrorsFromWire(errors) as Partial<Record<keyof AdminPlanFields, string>>;
    },
    /**
     * Clones `source` with `changes` (spec points 7 and 8): calls `onProgress` with each
     * step's text; answers the published copy, or the failure with the spec's message.
     */
    async clone(source: AdminPlan, changes: Partial<AdminPlanClone>, onProgress: (text: string, step: CloneStep | 'publish') => void): Promise<Result<AdminPlan, CloneFailure>> {
      onProgress(CLONE_PROGRESS.hospitals, 'hospitals');
      const created = await planAdmin.clonePlan(source.id, cloneBodyOf(source, changes));
      if (!created.ok) {
        const fields = created.error.kind === 'rejected' ? created.error.fields : undefined;
        return err({ step: 'hospitals', message: CLONE_PLAN_ERROR, detail: created.error.message, ...(fields ? { fields } : {}) });
      }
      onProgress(CLONE_PROGRESS.clinics, 'clinics');
      const copy = created.value;
      const bodies = ruleBodies(source, copy.id);
      for (const kind of ['refunds', 'coparticipation_rules', 'shortfalls'] as const) {
        onProgress(CLONE_PROGRESS[kind], kind);
        for (const body of bodies[kind]) {
          const added = await planAdmin.addRule(kind, body as never);
          if (!added.ok) {
            await planAdmin.deleteDraft(copy.id);
            return err({ step: kind, message: CLONE_RULE_ERRORS[kind], detail: added.error.message });
          }
        }
      }
      const published = await planAdmin.publishPlan(copy.id);
      if (!published.ok) {
        await planAdmin.deleteDraft(copy.id);
        return err({ step: 'publish', message: CLONE_PUBLISH_ERROR, detail: published.error.message });
      }
      return ok(published.value);
    },
  };
}

/** What the UI calls for plan editing. */
export type PlanAdminUseCases = ReturnType<typeof createPlanAdminUseCases>;
