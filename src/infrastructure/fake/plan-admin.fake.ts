/**
 * In-memory PlanAdminGateway: the server's own plan-admin use cases
 * (server/src/modules/plan-admin/use-cases/plan-admin.ts: the order of the checks, which refusal
 * wins, what is written and audited) run over the in-memory store of ./plan-admin-store.fake.ts,
 * over the fake catalog's data — an edit or a published clone changes `data.plans`, so the fake
 * catalog's quotes show it as the server's do; a clone is a draft, never quoted, until published.
 *
 * What is left here is the route's part: each call's access (the route table,
 * src/contract/route-access.ts), the body checked with the contract's schema as the route does
 * (messages under the domain's field names, as the HTTP adapter renames the server's), and the
 * use case's answer built as the route builds it (src/contract/plan-admin-answers.ts) then read back as
 * the HTTP adapter reads it.
 */
import type { FakeAuthGateway } from './auth-gateway.fake';
import { rejectedFields, refusedWith } from './refusals';
import type { PlanAdminGateway, PlanSaveFailure } from '../../application/plan-admin/plan-admin-gateway';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import { AUDIT_PAGE_SIZE, coparticipationRuleWriteWire, PLAN_ADMIN_MESSAGES, planCloneWire, planEditWire, PROVIDER_SEARCH_LIMIT, refundWriteWire, shortfallWriteWire } from '../../contract/plan-admin';
import { fieldErrorsFromWire, toAdminPlan, toAdminPlanListItem, toAdminProvider, toInstitutionPlanCounts, toPlanAuditPage, toPlanCloneWire, toPlanEditWire, toRuleWriteWire } from '../../contract/plan-admin-mapping';
import { toAdminPlanWire, toAuditListWire, toInstitutionPlanCountsWire, toPlanAdminListItemWire, toProviderSearchItemWire } from '../../contract/plan-admin-answers';
import type { AdminPlan, RuleKind } from '../../domain/plan-admin-types';
import {
  addRule,
  clonePlan,
  commercializationAreasOf,
  deleteDraftPlan,
  deleteRule,
  editPlan,
  getAdminPlan,
  operatorsWithPlanCounts,
  planAuditPage,
  plansOfOperator,
  publishPlan,
  searchProvidersOfState,
  updateRule,
  type Actor,
  type PlanAdminDeps,
  type PlanWriteResult,
  type RuleWriteResult,
} from '../../../server/src/modules/plan-admin/use-cases/plan-admin';
import { createFakePort, type FakePortControls } from './fault-switch';
import { createMemoryPlanAdminStore } from './plan-admin-store.fake';
import type { FakeCatalogData } from './catalog-data';

export interface FakePlanAdmin extends PlanAdminGateway, FakePortControls {
  /** The next rule POST of `kind` fails (as a server error would): tests of the clone's failure. */
  failNextRule(kind: RuleKind): void;
}

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };

/** The route's check of a body: the parsed body, or its 400 (each message under its first path segment, renamed to the domain's field name). */
function checked<T>(parsed: Parsed<T>): Result<T, RemoteFailure> {
  if (parsed.success) return ok(parsed.data);
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
  return err(rejectedFields(fieldErrorsFromWire(fields)));
}

const PLAN_NOT_FOUND = { kind: 'not-found', message: PLAN_ADMIN_MESSAGES.planNotFound } as const;
const RULE_NOT_FOUND = { kind: 'not-found', message: PLAN_ADMIN_MESSAGES.ruleNotFound } as const;

/** A plan write's answer as the HTTP adapter reads the route's: the plan, 400 (fields or one sentence), 404 or 409. */
function planAnswer(result: PlanWriteResult): Result<AdminPlan, PlanSaveFailure> {
  switch (result.kind) {
    case 'ok':
      return ok(toAdminPlan(toAdminPlanWire(result.plan)));
    case 'invalid':
      return err(rejectedFields(fieldErrorsFromWire(result.errors)));
    case 'refused':
      return err(refusedWith(result.message));
    case 'not_found':
      return err(PLAN_NOT_FOUND);
    case 'stale':
      return err({ kind: 'stale', message: PLAN_ADMIN_MESSAGES.stale });
  }
}

/** A rule write's answer: the rule's id, 400 on its fields or 404. */
function ruleAnswer(result: RuleWriteResult<RuleKind>): Result<{ id: number }, RemoteFailure> {
  if (result.kind === 'invalid') return err(rejectedFields(fieldErrorsFromWire(result.errors)));
  if (result.kind === 'not_found') return err(RULE_NOT_FOUND);
  return ok({ id: result.rule.id });
}

const RULE_SCHEMAS = { refunds: refundWriteWire, coparticipation_rules: coparticipationRuleWriteWire, shortfalls: shortfallWriteWire } as const;

/** Creates the fake over `data` (the fake catalog's, so that quotes see the changes). */
export function createFakePlanAdmin(options: { auth: FakeAuthGateway; data: FakeCatalogData; clock: { now(): Date } }): FakePlanAdmin {
  const { auth } = options;
  const deps: PlanAdminDeps = { store: createMemoryPlanAdminStore(options.data), clock: () => options.clock.now() };
  const failing = new Set<RuleKind>();
  /** The signed-in superuser, as the server's request carries it. */
  const actor = (): Actor => {
    const username = auth.sessionUsername() ?? 'admin';
    return { id: auth.users.find((user) => user.username === username)?.id ?? 0, username };
  };
  const ruleBody = <K extends RuleKind>(kind: K, body: Parameters<PlanAdminGateway['addRule']>[1]) =>
    checked(RULE_SCHEMAS[kind].safeParse(toRuleWriteWire(kind, body as never)) as Parsed<never>);

  const methods: PlanAdminGateway = {
    institutions: async () => ok(toInstitutionPlanCounts(toInstitutionPlanCountsWire(await operatorsWithPlanCounts(deps)))),
    plans: async (filter) => ok((await plansOfOperator(deps, filter)).map((row) => toAdminPlanListItem(toPlanAdminListItemWire(row)))),
    plan: async (id) => {
      const result = await getAdminPlan(deps, id);
      return result.kind === 'ok' ? ok(toAdminPlan(toAdminPlanWire(result.plan))) : err(PLAN_NOT_FOUND);
    },
    areas: async (stateId) => ok((await commercializationAreasOf(deps, stateId)).map(({ id, name }) => ({ id, name }))),
    providers: async (stateId, kind, search) =>
      ok((await searchProvidersOfState(deps, { stateId, kind, search: search.trim() || undefined, limit: PROVIDER_SEARCH_LIMIT })).map((row) => toAdminProvider(toProviderSearchItemWire(row)))),
    editPlan: async (id, body) => {
      const parsed = checked(planEditWire.safeParse(toPlanEditWire(body)) as Parsed<ReturnType<typeof toPlanEditWire>>);
      return parsed.ok ? planAnswer(await editPlan(deps, actor(), id, parsed.value)) : parsed;
    },
    clonePlan: async (sourceId, body) => {
      const parsed = checked(planCloneWire.safeParse(toPlanCloneWire(body)));
      return parsed.ok ? (planAnswer(await clonePlan(deps, actor(), sourceId, parsed.value)) as Result<AdminPlan, RemoteFailure>) : parsed;
    },
    publishPlan: async (id) => planAnswer(await publishPlan(deps, actor(), id)) as Result<AdminPlan, RemoteFailure>,
    deleteDraft: async (id) => {
      const result = await deleteDraftPlan(deps, actor(), id);
      return result.kind === 'ok' ? ok(null) : err(result.kind === 'refused' ? refusedWith(result.message) : PLAN_NOT_FOUND);
    },
    addRule: async (kind, body) => {
      if (failing.delete(kind)) return err({ kind: 'unavailable', message: 'Ops! Tivemos um erro ao processar sua requisição.' });
      const parsed = ruleBody(kind, body);
      return parsed.ok ? ruleAnswer(await addRule(deps, actor(), kind, parsed.value)) : parsed;
    },
    updateRule: async (kind, id, body) => {
      const parsed = ruleBody(kind, body);
      return parsed.ok ? ruleAnswer(await updateRule(deps, actor(), kind, id, parsed.value)) : parsed;
    },
    deleteRule: async (kind, id) => ((await deleteRule(deps, actor(), kind, id)).kind === 'ok' ? ok(null) : err(RULE_NOT_FOUND)),
    audit: async (filter) => {
      const page = filter.page ?? 1;
      const answer = await planAuditPage(deps, { planId: filter.plan, page, pageSize: AUDIT_PAGE_SIZE });
      return ok(toPlanAuditPage(toAuditListWire(answer, { planId: filter.plan, page })));
    },
  };
  const port = createFakePort({ guard: auth.guard });
  return {
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
