/**
 * PlanAdminGateway over the REST API (paths in src/contract/plan-admin.ts).
 * Translation only: answers are parsed with the contract's schemas; a 409 of a save is
 * `stale` with the server's sentence.
 */
import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { PlanAdminGateway } from '../../application/plan-admin/plan-admin-gateway';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import {
  areaListWire,
  auditListWire,
  institutionPlanCountsWire,
  planAdminListWire,
  planAdminWire,
  providerSearchListWire,
  RULE_KINDS,
  type RuleKind,
} from '../../contract/plan-admin';
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

export function createHttpPlanAdminGateway(http: KyInstance): PlanAdminGateway {
  return {
    institutions: () => remoteJson(http.get('admin/institutions/'), institutionPlanCountsWire),
    plans: (filter) =>
      remoteJson(
        http.get('admin/plans/', { searchParams: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)])) }),
        planAdminListWire,
      ),
    plan: (id) => remoteJson(http.get(`admin/plans/${id}/`), planAdminWire),
    areas: (stateId) => remoteJson(http.get('admin/areas/', { searchParams: { state: String(stateId) } }), areaListWire),
    providers: (stateId, kind, search) =>
      remoteJson(http.get('admin/providers/', { searchParams: { state: String(stateId), kind, ...(search.trim() ? { search: search.trim() } : {}) } }), providerSearchListWire),
    async editPlan(id, body) {
      let response: Response;
      try {
        response = await http.patch(`plans/${id}/`, { json: body, throwHttpErrors: false });
      } catch (error) {
        return err(await failureOfError(error));
      }
      if (response.status === 409) {
        const message = messageOf(await response.clone().json().catch(() => undefined));
        return err({ kind: 'stale', message: message ?? 'Este plano foi alterado por outra pessoa.' });
      }
      return remoteJson(Promise.resolve(response), planAdminWire);
    },
    clonePlan: (sourceId, body) => remoteJson(http.put(`plans/${sourceId}/`, { json: body }), planAdminWire),
    publishPlan: (id) => remoteJson(http.post(`plans/${id}/publish/`), planAdminWire),
    deleteDraft: (id) => noContent(() => http.delete(`plans/${id}/`, { throwHttpErrors: false })),
    addRule: (kind, body) => remoteJson(http.post(rulePath(kind), { json: body }), withId),
    updateRule: (kind, id, body) => remoteJson(http.put(`${rulePath(kind)}${id}/`, { json: body }), withId),
    deleteRule: (kind, id) => noContent(() => http.delete(`${rulePath(kind)}${id}/`, { throwHttpErrors: false })),
    audit: (filter) =>
      remoteJson(
        http.get('admin/audit/', { searchParams: { ...(filter.plan ? { plan: String(filter.plan) } : {}), ...(filter.page ? { page: String(filter.page) } : {}) } }),
        auditListWire,
      ),
  };
}
