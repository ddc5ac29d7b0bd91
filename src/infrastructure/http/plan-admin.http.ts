/**
 * PlanAdminGateway over the REST API (paths in src/contract/plan-admin.ts).
 * Translation only: bodies go out through the contract's domain → wire mappings, answers are
 * parsed with its schemas and mapped back to the domain; a refusal's field messages are
 * renamed to the domain's field names (`fieldErrorsFromWire`); a 409 of a save is `stale`
 * with the server's sentence.
 */
import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { PlanAdminGateway, PlanSaveFailure } from '../../application/plan-admin/plan-admin-gateway';
import { err, mapResult, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import { areaListWire, auditListWire, institutionPlanCountsWire, planAdminListWire, planAdminWire, providerSearchListWire, RULE_KINDS } from '../../contract/plan-admin';
import { fieldErrorsFromWire, toAdminPlan, toAdminPlanListItem, toAdminProvider, toInstitutionPlanCounts, toPlanAdminListQueryWire, toPlanAuditPage, toPlanCloneWire, toPlanEditWire, toRuleWriteWire } from '../../contract/plan-admin-mapping';
import type { RuleKind } from '../../domain/plan-admin-types';
import { failureOf, failureOfError, messageOf, remoteJson } from './remote-call';

const withId = z.object({ id: z.number().int() }).loose();

/** The API-relative path of a rule kind (`plan_refunds/`…). */
function rulePath(kind: RuleKind): string {
  return RULE_KINDS.find((rule) => rule.kind === kind)!.path.replace(/^\/api\//, '');
}

async function noContent(call: () => Promise<Response>): Promise<Result<null, RemoteFailure>> {
  try {
    const response = await call();
    return response.ok ? ok(null) : err(await failureOf(response));
  } catch (error) {
    return err(await failureOfError(error));
  }
}

/** A refusal's field messages under the domain's field names; any other result as it is. */
function withDomainFields<T, E extends PlanSaveFailure>(result: Result<T, E>): Result<T, E> {
  if (result.ok || result.error.kind !== 'rejected' || !result.error.fields) return result;
  return err({ ...result.error, fields: fieldErrorsFromWire(result.error.fields) });
}

export function createHttpPlanAdminGateway(http: KyInstance): PlanAdminGateway {
  return {
    institutions: async () => mapResult(await remoteJson(http.get('admin/institutions/'), institutionPlanCountsWire), toInstitutionPlanCounts),
    plans: async (filter) =>
      mapResult(
        await remoteJson(
          http.get('admin/plans/', { searchParams: Object.fromEntries(Object.entries(toPlanAdminListQueryWire(filter)).map(([key, value]) => [key, String(value)])) }),
          planAdminListWire,
        ),
        (list) => list.map(toAdminPlanListItem),
      ),
    plan: async (id) => mapResult(await remoteJson(http.get(`admin/plans/${id}/`), planAdminWire), toAdminPlan),
    areas: (stateId) => remoteJson(http.get('admin/areas/', { searchParams: { state: String(stateId) } }), areaListWire),
    providers: async (stateId, kind, search) =>
      mapResult(
        await remoteJson(http.get('admin/providers/', { searchParams: { state: String(stateId), kind, ...(search.trim() ? { search: search.trim() } : {}) } }), providerSearchListWire),
        (list) => list.map(toAdminProvider),
      ),
    async editPlan(id, body) {
      let response: Response;
      try {
        response = await http.patch(`plans/${id}/`, { json: toPlanEditWire(body), throwHttpErrors: false });
      } catch (error) {
        return err(await failureOfError(error));
      }
      if (response.status === 409) {
        const message = messageOf(await response.clone().json().catch(() => undefined));
        return err({ kind: 'stale', message: message ?? 'Este plano foi alterado por outra pessoa.' });
      }
      return withDomainFields(mapResult(await remoteJson(Promise.resolve(response), planAdminWire), toAdminPlan));
    },
    clonePlan: async (sourceId, body) => withDomainFields(mapResult(await remoteJson(http.put(`plans/${sourceId}/`, { json: toPlanCloneWire(body) }), planAdminWire), toAdminPlan)),
    publishPlan: async (id) => mapResult(await remoteJson(http.post(`plans/${id}/publish/`), planAdminWire), toAdminPlan),
    deleteDraft: (id) => noContent(() => http.delete(`plans/${id}/`, { throwHttpErrors: false })),
    addRule: async (kind, body) => withDomainFields(await remoteJson(http.post(rulePath(kind), { json: toRuleWriteWire(kind, body) }), withId)),
    updateRule: async (kind, id, body) => withDomainFields(await remoteJson(http.put(`${rulePath(kind)}${id}/`, { json: toRuleWriteWire(kind, body) }), withId)),
    deleteRule: (kind, id) => noContent(() => http.delete(`${rulePath(kind)}${id}/`, { throwHttpErrors: false })),
    audit: async (filter) =>
      mapResult(
        await remoteJson(
          http.get('admin/audit/', { searchParams: { ...(filter.plan ? { plan: String(filter.plan) } : {}), ...(filter.page ? { page: String(filter.page) } : {}) } }),
          auditListWire,
        ),
        toPlanAuditPage,
      ),
  };
}
