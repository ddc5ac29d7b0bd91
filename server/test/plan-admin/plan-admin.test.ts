/**
 * Control panel plan editing: what an admin changes is what a broker's quote
 * shows; carências above Lei 9.656/98 are refused with the limit; a second save of a stale
 * plan is told (409); a clone is invisible until its last step; every change is audited;
 * nobody but a superuser gets in.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanQuoteListWire } from '../../../src/contract/catalog';
import type { PlanDetailWire } from '../../../src/contract/catalog-pages';
import { PLAN_ADMIN_MESSAGES, type AuditListWire, type InstitutionPlanCountsWire, type PlanAdminWire } from '../../../src/contract/plan-admin';
import { CATALOG_TEST_START, qs } from '../catalog-api/catalog-test-kit';
import { bearer, createTestContext, login, type TestContext } from '../helpers';

let ctx: TestContext;
let app: FastifyInstance;
let admin: Record<string, string>;
let corretor: Record<string, string>;
let gestor: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ start: CATALOG_TEST_START, catalog: 'small' });
  app = await ctx.app();
  admin = bearer((await login(app, 'admin')).access);
  corretor = bearer((await login(app, 'corretor')).access);
  gestor = bearer((await login(app, 'gestor')).access);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call<T = unknown>(headers: Record<string, string>, method: Method, url: string, payload?: unknown) {
  const response = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: (response.body ? response.json() : null) as T };
}

const PJ_QUOTE = { state: 25, type: 'PJ', age_0_18: 1, age_19_23: 1 };
async function quote(extra: Record<string, string | number> = {}) {
  const { status, body } = await call<PlanQuoteListWire>(corretor, 'GET', `/api/v3/plans/?${qs({ ...PJ_QUOTE, ...extra })}`);
  expect(status).toBe(200);
  return body;
}
const adminPlan = async (id: number) => (await call<PlanAdminWire>(admin, 'GET', `/api/admin/plans/${id}/`)).body;

/** The full body of `PUT /api/plans/{id}/` from the editor's view, with `changes`. */
function cloneBody(plan: PlanAdminWire, changes: Partial<Record<string, unknown>> = {}) {
  return {
    name: plan.name,
    type: plan.type,
    porte: plan.porte,
    institution: plan.institution.id,
    state: plan.state.id,
    commercialization_area: plan.commercialization_area.id,
    segmentation: plan.segmentation,
    coverage_area: plan.coverage_area,
    accommodation: plan.accommodation,
    coparticipation: plan.coparticipation,
    is_optional: plan.is_optional,
    is_mei: plan.is_mei,
    min_lives: plan.min_lives,
    max_lives: plan.max_lives,
    entities: plan.entities.map((e) => e.id),
    hospitals: plan.hospitals.map((h) => h.id),
    clinics: plan.clinics.map((c) => c.id),
    ...changes,
  };
}

/** A PJ porte I plan of SP quoted for 2 lives, with a network shared by another plan. */
async function pickPorteIPlan(): Promise<PlanAdminWire> {
  const quoted = await quote({ porte: 'porte_i' });
  const candidates = quoted.results.filter((p) => p.porte === 'porte_i' && p.network.hospitals > 0);
  expect(candidates.length).toBeGreaterThan(0);
  return adminPlan(candidates[0]!.id);
}

describe('editing a plan', () => {
  it('changes what the broker sees, audits before/after, and tells the second save of a stale plan', async () => {
    const plan = await pickPorteIPlan();
    const accommodation = plan.accommodation === 'apartment' ? 'infirmary' : 'apartment';
    // The broker opened the plan before the edit: its answer is kept for the catalog version.
    const opened = await call<PlanDetailWire>(corretor, 'GET', `/api/plans/${plan.id}/`);
    expect(opened.body.accommodation).toBe(plan.accommodation);
    const saved = await call<PlanAdminWire>(admin, 'PATCH', `/api/plans/${plan.id}/`, { accommodation, version: plan.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(plan.version + 1);

    const broker = await call<PlanDetailWire>(corretor, 'GET', `/api/plans/${plan.id}/`);
    expect(broker.body.accommodation).toBe(accommodation);

    const stale = await call<{ detail: string; error: string }>(admin, 'PATCH', `/api/plans/${plan.id}/`, { name: 'Outro nome', version: plan.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(PLAN_ADMIN_MESSAGES.stale);
    expect((await adminPlan(plan.id)).name).toBe(plan.name);

    const audit = await call<AuditListWire>(admin, 'GET', `/api/admin/audit/?plan=${plan.id}`);
    expect(audit.body.results[0]).toMatchObject({
      user: { username: 'admin' },
      plan: { id: plan.id, name: plan.name },
      action: 'plan_updated',
      changes: [{ field: 'accommodation', before: plan.accommodation, after: accommodation }],
    });
  });

  it('checks the fields: porte of a PME plan, lives, area of the state, unknown hospitals', async () => {
    const plan = await pickPorteIPlan();
    const noPorte = await call<Record<string, string[]>>(admin, 'PATCH', `/api/plans/${plan.id}/`, { porte: null, version: plan.version });
    expect(noPorte.status).toBe(400);
    expect(noPorte.body.porte).toEqual([PLAN_ADMIN_MESSAGES.porteRequired]);
    const lives = await call<Record<string, string[]>>(admin, 'PATCH', `/api/plans/${plan.id}/`, { min_lives: 10, max_lives: 5, version: plan.version });
    expect(lives.body.max_lives).toEqual([PLAN_ADMIN_MESSAGES.maxBelowMin]);
    const hospitals = await call<Record<string, string[]>>(admin, 'PATCH', `/api/plans/${plan.id}/`, { hospitals: [999999], version: plan.version });
    expect(hospitals.body.hospitals).toEqual([PLAN_ADMIN_MESSAGES.unknownProviders('hospital', [999999])]);
    const area = await call<Record<string, string[]>>(admin, 'PATCH', `/api/plans/${plan.id}/`, { state: 1, version: plan.version });
    expect(area.body.commercialization_area).toEqual([PLAN_ADMIN_MESSAGES.areaOfAnotherState]);
    const type = await call<Record<string, string[]>>(admin, 'PATCH', `/api/plans/${plan.id}/`, { coparticipation: 'sometimes', version: plan.version });
    expect(type.status).toBe(400);
    expect(type.body.coparticipation).toBeDefined();
  });

  it("removes a hospital from one plan without touching another plan of the same network", async () => {
    const quoted = await quote({ porte: 'porte_i' });
    const byNetwork = new Map<string, number[]>();
    for (const p of quoted.results) byNetwork.set(p.network.name + p.institution.id, [...(byNetwork.get(p.network.name + p.institution.id) ?? []), p.id]);
    const pair = [...byNetwork.values()].find((ids) => ids.length > 1)!;
    const [first, second] = await Promise.all([adminPlan(pair[0]!), adminPlan(pair[1]!)]);
    expect(first.hospitals.map((h) => h.id)).toEqual(second.hospitals.map((h) => h.id));
    const removed = first.hospitals[0]!.id;
    const saved = await call<PlanAdminWire>(admin, 'PATCH', `/api/plans/${first.id}/`, {
      hospitals: first.hospitals.slice(1).map((h) => h.id),
      version: first.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.hospitals.map((h) => h.id)).not.toContain(removed);
    expect((await adminPlan(second.id)).hospitals.map((h) => h.id)).toContain(removed);
    const broker = await call<PlanDetailWire>(corretor, 'GET', `/api/plans/${first.id}/`);
    expect(broker.body.hospitals.map((h) => h.id)).not.toContain(removed);
  });
});

describe('rules', () => {
  it('refuses a carência above the Lei 9.656 maximum with the limit, and keeps one within it', async () => {
    const plan = await pickPorteIPlan();
    const above = await call<Record<string, string[]>>(admin, 'POST', '/api/plan_shortfalls/', { plan: plan.id, group: 'other', procedure: 'Cirurgias', days: 181 });
    expect(above.status).toBe(400);
    expect(above.body.days).toEqual(['Carência de 181 dias para Demais procedimentos acima do máximo legal de 180 dias (Lei 9.656/98, art. 12, V, b).']);
    const urgency = await call<Record<string, string[]>>(admin, 'POST', '/api/plan_shortfalls/', { plan: plan.id, group: 'urgency_emergency', procedure: 'Urgência', days: 2 });
    expect(urgency.body.days?.[0]).toContain('24 horas');

    const within = await call<{ id: number }>(admin, 'POST', '/api/plan_shortfalls/', { plan: plan.id, group: 'other', procedure: 'Cirurgias eletivas', days: 150 });
    expect(within.status).toBe(201);
    const broker = await call<PlanDetailWire>(corretor, 'GET', `/api/plans/${plan.id}/`);
    expect(broker.body.shortfalls).toContainEqual(expect.objectContaining({ procedure: 'Cirurgias eletivas', days: 150 }));

    const edited = await call(admin, 'PUT', `/api/plan_shortfalls/${within.body.id}/`, { plan: plan.id, group: 'other', procedure: 'Cirurgias eletivas', days: 120 });
    expect(edited.status).toBe(200);
    const audit = await call<AuditListWire>(admin, 'GET', `/api/admin/audit/?plan=${plan.id}`);
    expect(audit.body.results[0]).toMatchObject({ action: 'shortfall_updated', changes: [{ field: 'days', before: 150, after: 120 }] });
    expect((await call(admin, 'DELETE', `/api/plan_shortfalls/${within.body.id}/`)).status).toBe(204);
    expect((await call(admin, 'DELETE', `/api/plan_shortfalls/${within.body.id}/`)).status).toBe(404);
  });

  it('pages the audit trail 20 records at a time, its links keeping the plan filter', async () => {
    const plan = await pickPorteIPlan();
    const added = await call<{ id: number }>(admin, 'POST', '/api/plan_shortfalls/', { plan: plan.id, group: 'other', procedure: 'Exames', days: 30 });
    expect(added.status).toBe(201);
    for (let days = 31; days <= 50; days += 1) {
      expect((await call(admin, 'PUT', `/api/plan_shortfalls/${added.body.id}/`, { plan: plan.id, group: 'other', procedure: 'Exames', days })).status).toBe(200);
    }
    const first = await call<AuditListWire>(admin, 'GET', `/api/admin/audit/?plan=${plan.id}`);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(`/api/admin/audit/?plan=${plan.id}&page=2`);
    const second = await call<AuditListWire>(admin, 'GET', first.body.next!);
    expect(second.body.previous).toBe(`/api/admin/audit/?plan=${plan.id}&page=1`);
    expect(second.body.results.map((record) => record.plan.id)).toEqual(second.body.results.map(() => plan.id));
    expect(second.body.results.map((record) => record.action)).toContain('shortfall_added');
  });

  it('stores coparticipation percentages as fractions and refuses more than 100 %', async () => {
    const plan = await pickPorteIPlan();
    const rule = await call<{ percentage: number }>(admin, 'POST', '/api/plan_coparticipation_rules/', {
      plan: plan.id, procedure: 'Consultas', percentage: 0.3, fixed_cents: null, cap_cents: 5000, exempt: false,
    });
    expect(rule.status).toBe(201);
    expect(rule.body.percentage).toBe(0.3);
    const tooMuch = await call<Record<string, string[]>>(admin, 'POST', '/api/plan_coparticipation_rules/', {
      plan: plan.id, procedure: 'Exames', percentage: 30, fixed_cents: null, cap_cents: null, exempt: false,
    });
    expect(tooMuch.body.percentage).toEqual(['O percentual deve estar entre 0 e 100 %.']);
    const unknownPlan = await call<Record<string, string[]>>(admin, 'POST', '/api/plan_refunds/', { plan: 999999, procedure: 'Consulta', value_cents: 10000 });
    expect(unknownPlan.body.plan).toEqual([PLAN_ADMIN_MESSAGES.planNotFound]);
  });
});

describe('cloning a plan into another porte', () => {
  it('is invisible until published, then quoted in that porte with the same network and rules', async () => {
    const source = await pickPorteIPlan();
    await call(admin, 'POST', '/api/plan_refunds/', { plan: source.id, procedure: 'Consulta eletiva', value_cents: 12000 });
    const full = await adminPlan(source.id);
    const cloned = await call<PlanAdminWire>(admin, 'PUT', `/api/plans/${source.id}/`, cloneBody(full, { porte: 'porte_ii', name: `${full.name} (Porte II)` }));
    expect(cloned.status, JSON.stringify(cloned.body)).toBe(201);
    const copy = cloned.body;
    expect(copy.id).not.toBe(source.id);
    expect(copy.draft).toBe(true);
    expect(copy.hospitals.map((h) => h.id)).toEqual(full.hospitals.map((h) => h.id));

    // Half way: rules posted, not published — no broker sees it anywhere.
    for (const refund of full.refunds) await call(admin, 'POST', '/api/plan_refunds/', { plan: copy.id, procedure: refund.procedure, value_cents: refund.value_cents });
    expect((await quote({ porte: 'porte_ii' })).results.map((p) => p.id)).not.toContain(copy.id);
    expect((await call(corretor, 'GET', `/api/plans/${copy.id}/`)).status).toBe(404);

    for (const rule of full.coparticipation_rules) {
      await call(admin, 'POST', '/api/plan_coparticipation_rules/', { ...rule, id: undefined, plan: copy.id });
    }
    for (const s of full.shortfalls) await call(admin, 'POST', '/api/plan_shortfalls/', { plan: copy.id, group: s.group, procedure: s.procedure, days: s.days, note: s.note });
    const published = await call<PlanAdminWire>(admin, 'POST', `/api/plans/${copy.id}/publish/`);
    expect(published.status).toBe(200);
    expect(published.body.draft).toBe(false);

    const quoted = await quote({ porte: 'porte_ii' });
    const found = quoted.results.find((p) => p.id === copy.id);
    expect(found?.porte).toBe('porte_ii');
    expect(found?.price_table.prices_cents).toEqual((await quote({ porte: 'porte_i' })).results.find((p) => p.id === source.id)?.price_table.prices_cents);
    expect((await quote({ porte: 'porte_i' })).results.map((p) => p.id)).not.toContain(copy.id);
    const [detail, original] = await Promise.all([
      call<PlanDetailWire>(corretor, 'GET', `/api/plans/${copy.id}/`),
      call<PlanDetailWire>(corretor, 'GET', `/api/plans/${source.id}/`),
    ]);
    expect(detail.body.hospitals.map((h) => h.id)).toEqual(original.body.hospitals.map((h) => h.id));
    expect(detail.body.clinics.map((h) => h.id)).toEqual(original.body.clinics.map((h) => h.id));
    const strip = (rules: Array<{ id: number }>) => rules.map(({ id: _id, ...rest }) => rest);
    expect(strip(detail.body.refunds)).toEqual(strip(original.body.refunds));
    expect(strip(detail.body.coparticipation_rules)).toEqual(strip(original.body.coparticipation_rules));
    expect(strip(detail.body.shortfalls)).toEqual(strip(original.body.shortfalls));

    const audit = await call<AuditListWire>(admin, 'GET', `/api/admin/audit/?plan=${copy.id}`);
    expect(audit.body.results.map((r) => r.action)).toContain('plan_cloned');
    expect(audit.body.results[0]!.action).toBe('plan_published');
    expect((await call(admin, 'DELETE', `/api/plans/${copy.id}/`)).status).toBe(400);
  });

  it('leaves only a draft when a step fails, which the admin may delete', async () => {
    const source = await pickPorteIPlan();
    const cloned = await call<PlanAdminWire>(admin, 'PUT', `/api/plans/${source.id}/`, cloneBody(source, { porte: 'lives_5_29' }));
    expect(cloned.status).toBe(201);
    const failed = await call(admin, 'POST', '/api/plan_shortfalls/', { plan: cloned.body.id, group: 'full_term_childbirth', procedure: 'Parto', days: 400 });
    expect(failed.status).toBe(400);
    expect((await quote({ porte: 'lives_5_29' })).results.map((p) => p.id)).not.toContain(cloned.body.id);
    const institutions = await call<InstitutionPlanCountsWire>(admin, 'GET', '/api/admin/institutions/');
    const before = institutions.body.find((i) => i.id === source.institution.id)!.plans;
    expect((await call(admin, 'DELETE', `/api/plans/${cloned.body.id}/`)).status).toBe(204);
    expect((await call(admin, 'GET', `/api/admin/plans/${cloned.body.id}/`)).status).toBe(404);
    const after = await call<InstitutionPlanCountsWire>(admin, 'GET', '/api/admin/institutions/');
    expect(after.body.find((i) => i.id === source.institution.id)!.plans).toBe(before);
  });

  it('checks the full plan and the source', async () => {
    const source = await pickPorteIPlan();
    const noPorte = await call<Record<string, string[]>>(admin, 'PUT', `/api/plans/${source.id}/`, cloneBody(source, { porte: null }));
    expect(noPorte.body.porte).toEqual([PLAN_ADMIN_MESSAGES.porteRequired]);
    const missing = await call<Record<string, string[]>>(admin, 'PUT', `/api/plans/${source.id}/`, { name: 'Só o nome' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body)).toEqual(expect.arrayContaining(['type', 'institution', 'state', 'hospitals']));
    expect((await call(admin, 'PUT', '/api/plans/999999/', cloneBody(source))).status).toBe(404);
  });
});

describe('who may', () => {
  it('refuses every plan-admin call to brokers and managers (403) and to the anonymous (401)', async () => {
    const plan = await pickPorteIPlan();
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/institutions/'],
      ['GET', `/api/admin/plans/?institution=${plan.institution.id}`],
      ['GET', `/api/admin/plans/${plan.id}/`],
      ['GET', '/api/admin/audit/'],
      ['PATCH', `/api/plans/${plan.id}/`, { name: 'Tomado', version: plan.version }],
      ['PUT', `/api/plans/${plan.id}/`, cloneBody(plan)],
      ['POST', '/api/plan_shortfalls/', { plan: plan.id, group: 'other', procedure: 'X', days: 10 }],
      ['DELETE', `/api/plans/${plan.id}/`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(corretor, method, url, payload)).status, `${method} ${url}`).toBe(403);
      expect((await call(gestor, method, url, payload)).status, `${method} ${url}`).toBe(403);
      expect((await call({}, method, url, payload)).status, `${method} ${url}`).toBe(401);
    }
    expect((await adminPlan(plan.id)).name).toBe(plan.name);
  });

  it('lists operators with plan counts by state and type', async () => {
    const { body } = await call<InstitutionPlanCountsWire>(admin, 'GET', '/api/admin/institutions/');
    const withPlans = body.filter((i) => i.plans > 0);
    expect(withPlans.length).toBeGreaterThan(0);
    for (const institution of withPlans) expect(institution.by_state.reduce((n, row) => n + row.plans, 0)).toBe(institution.plans);
  });
});
