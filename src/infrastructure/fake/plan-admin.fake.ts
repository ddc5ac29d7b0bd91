/**
 * In-memory PlanAdminGateway over the fake catalog's data: edits and published
 * clones change `data.plans`, so the fake catalog's quotes show them as the server's do;
 * a clone is a draft (kept aside, never quoted) until published. It answers the port's domain
 * objects (src/domain/plan-admin-types.ts) built from its records, and checks what it is sent
 * as the server does: the body mapped to the wire (src/contract/plan-admin.ts) and parsed with
 * the contract's schemas and cross-field rules, field messages renamed back to the domain's
 * field names as the HTTP adapter does. Same rules and messages as the server: superusers
 * only (each method guarded with its route's level, src/contract/route-access.ts), the version
 * check (stale), carências against Lei 9.656, one audit record per change (its fields named as
 * the server records them, the wire's). The rule writes' refusals and audit lines are the domain's
 * decisions (src/domain/plan-admin-flows.ts), the server's too. Commercialization areas get ids by
 * order of appearance.
 */
import type { FakeAuthGateway } from './auth-gateway.fake';
import { rejectedFields } from './refusals';
import type { PlanAdminGateway } from '../../application/plan-admin/plan-admin-gateway';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import { cloneBodyOf } from '../../application/plan-admin/use-cases';
import {
  AUDIT_PAGE_SIZE,
  PROVIDER_SEARCH_LIMIT,
  coparticipationRuleWriteWire,
  fieldErrorsFromWire,
  fromPlanCloneWire,
  fromRuleWriteWire,
  PLAN_ADMIN_MESSAGES,
  planCloneWire,
  planFieldIssues,
  planReferenceErrors,
  refundWriteWire,
  shortfallWriteWire,
  toPlanCloneWire,
  toPlanFieldsWire,
  toRuleWriteWire,
  type PlanCloneWire,
} from '../../contract/plan-admin';
import type {
  AdminPlan,
  AdminPlanFields,
  AdminPlanListItem,
  AdminProvider,
  InstitutionPlanCounts,
  PlanAuditChange,
  PlanAuditRecord,
  RuleKind,
  RuleWriteBodies,
} from '../../domain/plan-admin-types';
import { draftDeletion, draftPublication, planCloneAudit, planEditAudit, planEditRefusal, ruleAddition, ruleDeletion, ruleUpdate, type PlanRefusal, type RuleRefusal } from '../../domain/plan-admin-flows';
import { compareText } from '../../domain/quotation/catalog';
import { stateById } from '../../domain/quotation/states';
import type { StateId } from '../../domain/quotation/states';
import { segmentationCodeOf, segmentationText } from '../../domain/quotation/plan-types';
import { createFakePort, type FakePortControls } from './fault-switch';
import { fakeAreas, searchFakeProviders, toProvider, type FakeCatalogData, type FakePlan, type FakeProvider } from './catalog-data';

export interface FakePlanAdmin extends PlanAdminGateway, FakePortControls {
  /** Audit records, newest first. */
  readonly auditRecords: PlanAuditRecord[];
  /** The next rule POST of `kind` fails (as a server error would): tests of the clone's failure. */
  failNextRule(kind: RuleKind): void;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

// The fake catalog keeps the segmentation as the plan page's text (as the server's answers); the editor speaks codes.

/** A refusal of the contract's schema: the messages under the domain's field names (as the HTTP adapter renames the server's). */
function rejectedIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): RemoteFailure {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
  return rejectedFields(fieldErrorsFromWire(fields));
}

/** A rule decision's refusal as the port's failure: 404, or the message under `plan` (as the server's 400). */
function ruleRefused(refusal: RuleRefusal): RemoteFailure {
  return refusal.kind === 'not-found' ? { kind: 'not-found', message: refusal.message } : rejectedFields(fieldErrorsFromWire({ plan: [refusal.message] }));
}

/** A plan decision's refusal as the port's failure: 404, or the server's 400 (the sentence under `non_field_errors`). */
function planRefused(refusal: PlanRefusal): RemoteFailure {
  return refusal.kind === 'not-found' ? { kind: 'not-found', message: refusal.message } : rejectedFields({ non_field_errors: [refusal.message] });
}

/** Where a plan of the fake catalog keeps each kind of rule (the domain's records). */
const RULE_LIST = { refunds: 'refunds', coparticipation_rules: 'coparticipationRules', shortfalls: 'shortfalls' } as const;
type StoredRule = FakePlan[(typeof RULE_LIST)[RuleKind]][number];

/** Creates the fake over `data` (the fake catalog's, so that quotes see the changes). */
export function createFakePlanAdmin(options: { auth: FakeAuthGateway; data: FakeCatalogData; clock: { now(): Date } }): FakePlanAdmin {
  const { auth, data } = options;
  const published = data.plans as unknown as Array<Mutable<FakePlan>>;
  const drafts = new Map<number, Mutable<FakePlan>>();
  const versions = new Map<number, number>();
  const auditRecords: PlanAuditRecord[] = [];
  const failing = new Set<RuleKind>();
  let nextPlanId = Math.max(...published.map((p) => p.id)) + 1000;
  let nextRuleId = 900000;
  let nextAuditId = 1;

  const areas = fakeAreas(published);
  const areaOf = (plan: FakePlan) => areas.find((a) => a.stateId === plan.stateId && a.name === plan.area.name)!;
  const providerById = new Map(data.providers.map((p) => [p.id, p]));
  const find = (id: number) => published.find((p) => p.id === id) ?? drafts.get(id);
  const versionOf = (id: number) => versions.get(id) ?? 1;
  const actor = () => {
    const username = auth.sessionUsername() ?? 'admin';
    const user = auth.users.find((u) => u.username === username);
    return { id: user?.id ?? 0, username };
  };
  const record = (plan: FakePlan, action: PlanAuditRecord['action'], changes: PlanAuditChange[]) => {
    auditRecords.unshift({ id: nextAuditId++, at: options.clock.now().toISOString(), user: actor(), plan: { id: plan.id, name: plan.name }, action, changes });
  };

  function toAdminProvider(provider: FakeProvider): AdminProvider {
    return { ...toProvider(provider), kind: provider.kind };
  }

  function toAdminPlan(plan: FakePlan): AdminPlan {
    const institution = data.institutions.find((i) => i.id === plan.institutionId)!;
    const state = stateById(plan.stateId as StateId)!;
    const area = areaOf(plan);
    const providersOf = (ids: readonly number[]) => ids.flatMap((id) => (providerById.has(id) ? [toProvider(providerById.get(id)!)] : []));
    return {
      id: plan.id,
      name: plan.name,
      type: plan.type,
      porte: plan.porte,
      institution: { id: institution.id, name: institution.name, slug: institution.slug },
      state: { id: state.id, uf: state.uf, name: state.name },
      commercializationArea: { id: area.id, name: area.name },
      segmentation: segmentationCodeOf(plan.segmentation),
      coverageArea: plan.coverageArea,
      accommodation: plan.accommodation,
      coparticipation: plan.coparticipation,
      isOptional: plan.type === 'PJ' ? (plan.isOptional ?? false) : null,
      isMei: plan.isMei,
      minLives: plan.minLives,
      maxLives: plan.maxLives,
      entities: plan.entityIds.flatMap((id) => {
        const entity = data.entities.find((e) => e.id === id);
        return entity ? [{ id: entity.id, name: entity.name, acronym: entity.name }] : [];
      }),
      hospitals: providersOf(plan.hospitalIds),
      clinics: providersOf(plan.clinicIds),
      refunds: plan.refunds.map((r) => ({ id: r.id, procedure: r.procedure, valueCents: r.valueCents })),
      coparticipationRules: plan.coparticipationRules.map((r) => ({ id: r.id, procedure: r.procedure, percentage: r.percentage, fixedCents: r.fixedCents, capCents: r.capCents, exempt: r.exempt })),
      shortfalls: plan.shortfalls.map((r) => ({ id: r.id, group: r.group, procedure: r.procedure, days: r.days, note: r.note ?? null })),
      draft: drafts.has(plan.id),
      version: versionOf(plan.id),
    };
  }

  /** Stores a body the contract accepted into `target`, or answers its field errors (wire names, as the server's). */
  function apply(target: Mutable<FakePlan>, body: PlanCloneWire): Record<string, string[]> {
    // The server's order: the cross-field rules, then the references.
    const errors: Record<string, string[]> = {};
    for (const issue of planFieldIssues(body)) (errors[issue.path] ??= []).push(issue.message);
    if (Object.keys(errors).length > 0) return errors;
    const area = areas.find((a) => a.id === body.commercialization_area);
    const referenceErrors = planReferenceErrors(body.state, {
      institutionExists: data.institutions.some((i) => i.id === body.institution),
      areaStateId: area?.stateId ?? null,
      missingEntities: body.entities.filter((id) => !data.entities.some((e) => e.id === id)),
      missingHospitals: body.hospitals.filter((id) => providerById.get(id)?.kind !== 'hospital'),
      missingClinics: body.clinics.filter((id) => providerById.get(id)?.kind !== 'clinic'),
    });
    if (Object.keys(referenceErrors).length > 0 || !area) return referenceErrors;
    const { commercializationAreaId: _area, segmentation, ...fields } = fromPlanCloneWire(body);
    Object.assign(target, { ...fields, area: { name: area.name, cities: area.cities }, segmentation: segmentationText(segmentation) });
    return {};
  }

  /** The plan's fields, as the editor builds them (`cloneBodyOf`), with the stored id lists as they are. */
  function fieldsOf(plan: FakePlan): AdminPlanFields {
    return cloneBodyOf(toAdminPlan(plan), { entityIds: [...plan.entityIds], hospitalIds: [...plan.hospitalIds], clinicIds: [...plan.clinicIds] });
  }

  const RULE_SCHEMAS = { refunds: refundWriteWire, coparticipation_rules: coparticipationRuleWriteWire, shortfalls: shortfallWriteWire } as const;
  const ruleList = (plan: FakePlan, kind: RuleKind): readonly StoredRule[] => plan[RULE_LIST[kind]];
  const setRuleList = (plan: Mutable<FakePlan>, kind: RuleKind, list: readonly StoredRule[]) => Object.assign(plan, { [RULE_LIST[kind]]: list });
  /** A stored rule as its wire body (the names the audit records), `plan` left out. */
  const ruleWireFields = (kind: RuleKind, planId: number, rule: StoredRule): Record<string, unknown> => {
    const { id: _id, ...fields } = rule;
    const { plan: _plan, ...wire } = toRuleWriteWire(kind, { planId, ...fields } as RuleWriteBodies[RuleKind]) as Record<string, unknown>;
    return wire;
  };
  /** The contract's check of a rule body (mapped to the wire), answered in the domain's terms. */
  const parsedRule = <K extends RuleKind>(kind: K, body: RuleWriteBodies[K]): Result<{ wire: Record<string, unknown>; rule: RuleWriteBodies[K] }, RemoteFailure> => {
    const parsed = RULE_SCHEMAS[kind].safeParse(toRuleWriteWire(kind, body));
    if (!parsed.success) return err(rejectedIssues(parsed.error.issues));
    return ok({ wire: parsed.data as Record<string, unknown>, rule: fromRuleWriteWire(kind, parsed.data as never) });
  };
  /** A rule body as the plan stores it: with its id, without the plan's. */
  const storedRule = (id: number, body: RuleWriteBodies[RuleKind]): StoredRule => {
    const { planId: _planId, ...fields } = body;
    return { id, ...fields } as StoredRule;
  };
  const findRule = (kind: RuleKind, id: number) => {
    for (const plan of [...published, ...drafts.values()]) {
      const rule = ruleList(plan, kind).find((r) => r.id === id);
      if (rule) return { plan, rule };
    }
    return undefined;
  };

  const methods: PlanAdminGateway = {
    institutions: async () =>
      ok(
        data.institutions.map((institution): InstitutionPlanCounts => {
          const counts = new Map<string, { uf: string; type: 'CP' | 'PF' | 'PJ'; plans: number }>();
          for (const plan of published.filter((p) => p.institutionId === institution.id)) {
            const uf = stateById(plan.stateId as StateId)?.uf ?? '';
            const key = `${uf}:${plan.type}`;
            counts.set(key, { uf, type: plan.type, plans: (counts.get(key)?.plans ?? 0) + 1 });
          }
          const byState = [...counts.values()].sort((a, b) => a.uf.localeCompare(b.uf) || a.type.localeCompare(b.type));
          return { id: institution.id, name: institution.name, slug: institution.slug, plans: byState.reduce((n, row) => n + row.plans, 0), byState };
        }),
      ),
    plans: async (filter) =>
      ok(
        [...published, ...drafts.values()]
          .filter(
            (plan) =>
              plan.institutionId === filter.institutionId &&
              (filter.stateId === undefined || plan.stateId === filter.stateId) &&
              (filter.type === undefined || plan.type === filter.type) &&
              (filter.porte === undefined || plan.porte === filter.porte),
          )
          .map(
            (plan): AdminPlanListItem => ({
              id: plan.id,
              name: plan.name,
              type: plan.type,
              porte: plan.porte,
              state: { id: plan.stateId, uf: stateById(plan.stateId as StateId)?.uf ?? '' },
              commercializationArea: plan.area.name,
              accommodation: plan.accommodation,
              coparticipation: plan.coparticipation,
              draft: drafts.has(plan.id),
            }),
          )
          // The server's order: UF, type, name, id.
          .sort((a, b) => a.state.uf.localeCompare(b.state.uf) || a.type.localeCompare(b.type) || compareText(a.name, b.name) || a.id - b.id),
      ),
    plan: async (id) => {
      const plan = find(id);
      return plan ? ok(toAdminPlan(plan)) : err({ kind: 'not-found', message: PLAN_ADMIN_MESSAGES.planNotFound });
    },
    areas: async (stateId) => ok(areas.filter((a) => a.stateId === stateId).map(({ id, name }) => ({ id, name }))),
    providers: async (stateId, kind, search) => ok(searchFakeProviders(data.providers, { stateId, kind, text: search, limit: PROVIDER_SEARCH_LIMIT }).map(toAdminProvider)),
    editPlan: async (id, body) => {
      const plan = find(id);
      const refusal = planEditRefusal(plan ? { version: versionOf(id) } : null, body.version);
      if (refusal || !plan) return err(refusal ?? { kind: 'not-found', message: PLAN_ADMIN_MESSAGES.planNotFound });
      const current = fieldsOf(plan);
      const { version: _version, ...sent } = body;
      const merged: AdminPlanFields = { ...current, ...Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)) };
      const parsed = planCloneWire.safeParse(toPlanCloneWire(merged));
      if (!parsed.success) return err(rejectedIssues(parsed.error.issues));
      const next = { ...plan };
      const errors = apply(next, parsed.data);
      if (Object.keys(errors).length > 0) return err(rejectedFields(fieldErrorsFromWire(errors)));
      // The fields sent, as the contract parsed them (wire names, the audit's).
      const sentWire = Object.fromEntries(Object.keys(toPlanFieldsWire(sent)).map((field) => [field, parsed.data[field as keyof PlanCloneWire]]));
      const audit = planEditAudit(toPlanCloneWire(current), sentWire);
      if (!audit) return ok(toAdminPlan(plan));
      Object.assign(plan, next);
      versions.set(id, versionOf(id) + 1);
      record(plan, audit.action, audit.changes);
      return ok(toAdminPlan(plan));
    },
    clonePlan: async (sourceId, body) => {
      const source = find(sourceId);
      if (!source) return err({ kind: 'not-found', message: PLAN_ADMIN_MESSAGES.planNotFound });
      const parsed = planCloneWire.safeParse(toPlanCloneWire(body));
      if (!parsed.success) return err(rejectedIssues(parsed.error.issues));
      const copy: Mutable<FakePlan> = { ...source, id: nextPlanId++, refunds: [], coparticipationRules: [], shortfalls: [] };
      const errors = apply(copy, parsed.data);
      if (Object.keys(errors).length > 0) return err(rejectedFields(fieldErrorsFromWire(errors)));
      drafts.set(copy.id, copy);
      const audit = planCloneAudit(source.id, toPlanCloneWire(fieldsOf(source)), parsed.data);
      record(copy, audit.action, audit.changes);
      return ok(toAdminPlan(copy));
    },
    publishPlan: async (id) => {
      const plan = find(id);
      const decision = draftPublication(plan ? { draft: drafts.has(id) } : null);
      if (decision.kind !== 'write') return err(planRefused(decision));
      drafts.delete(id);
      published.push(plan!);
      record(plan!, decision.audit.action, decision.audit.changes);
      return ok(toAdminPlan(plan!));
    },
    deleteDraft: async (id) => {
      const plan = find(id);
      const decision = draftDeletion(plan ? { draft: drafts.has(id) } : null);
      if (decision.kind !== 'write') return err(planRefused(decision));
      drafts.delete(id);
      record(plan!, decision.audit.action, decision.audit.changes);
      return ok(null);
    },
    addRule: async (kind, body) => {
      if (failing.delete(kind)) return err({ kind: 'unavailable', message: 'Ops! Tivemos um erro ao processar sua requisição.' });
      const parsed = parsedRule(kind, body);
      if (!parsed.ok) return parsed;
      const plan = find(parsed.value.rule.planId);
      const decision = ruleAddition(kind, { planExists: plan !== undefined, rule: parsed.value.wire });
      if (decision.kind !== 'write') return err(ruleRefused(decision));
      const rule = storedRule(nextRuleId++, parsed.value.rule);
      setRuleList(plan!, kind, [...ruleList(plan!, kind), rule]);
      if (decision.audit) record(plan!, decision.audit.action, decision.audit.changes);
      return ok({ id: rule.id });
    },
    updateRule: async (kind, id, body) => {
      // The server's order: the body's check (the route's schema), then the rule.
      const parsed = parsedRule(kind, body);
      if (!parsed.ok) return parsed;
      const found = findRule(kind, id);
      const current = found ? { planId: found.plan.id, values: ruleWireFields(kind, found.plan.id, found.rule) } : null;
      const decision = ruleUpdate(kind, { current, planId: parsed.value.rule.planId, rule: parsed.value.wire });
      if (decision.kind !== 'write') return err(ruleRefused(decision));
      const rule = storedRule(id, parsed.value.rule);
      setRuleList(found!.plan, kind, ruleList(found!.plan, kind).map((r) => (r.id === id ? rule : r)));
      if (decision.audit) record(found!.plan, decision.audit.action, decision.audit.changes);
      return ok({ id });
    },
    deleteRule: async (kind, id) => {
      const found = findRule(kind, id);
      const decision = ruleDeletion(kind, found ? { planId: found.plan.id, values: ruleWireFields(kind, found.plan.id, found.rule) } : null);
      if (decision.kind !== 'write') return err(ruleRefused(decision));
      setRuleList(found!.plan, kind, ruleList(found!.plan, kind).filter((r) => r.id !== id));
      if (decision.audit) record(found!.plan, decision.audit.action, decision.audit.changes);
      return ok(null);
    },
    audit: async (filter) => {
      const list = filter.plan === undefined ? auditRecords : auditRecords.filter((r) => r.plan.id === filter.plan);
      const page = filter.page ?? 1;
      return ok({
        count: list.length,
        records: list.slice((page - 1) * AUDIT_PAGE_SIZE, page * AUDIT_PAGE_SIZE),
        hasNext: page * AUDIT_PAGE_SIZE < list.length,
        hasPrevious: page > 1,
      });
    },
  };
  const port = createFakePort({ guard: auth.guard });
  return {
    auditRecords,
    failNextRule(kind) {
      failing.add(kind);
    },
    ...port.controls,
    ...port.wrap(methods, {
      institutions: 'GET /api/admin/institutions/',
      plans: 'GET /api/admin/plans/',
      plan: 'GET /api/admin/plans/:id/',
      areas: 'GET /api/admin/areas/',
      providers: 'GET /api/admin/providers/',
      editPlan: 'PATCH /api/plans/:id/',
      clonePlan: 'PUT /api/plans/:id/',
      publishPlan: 'POST /api/plans/:id/publish/',
      deleteDraft: 'DELETE /api/plans/:id/',
      addRule: (kind) => `POST /api/plan_${kind}/`,
      updateRule: (kind) => `PUT /api/plan_${kind}/:id/`,
      deleteRule: (kind) => `DELETE /api/plan_${kind}/:id/`,
      audit: 'GET /api/admin/audit/',
    }),
  };
}
