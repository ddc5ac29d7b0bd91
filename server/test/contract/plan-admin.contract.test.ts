/**
 * Contract scenarios of the PlanAdminGateway port on the fake back end and on
 * the real server (./backends.ts): an edit reaches the broker's catalog, a stale save is
 * told, a carência above Lei 9.656 is refused on its field, a clone is quoted in its porte
 * once complete, a clone failing at a rule step leaves nothing quoted, a rule's writes are audited
 * alike (a deleted rule's values kept, an added one's filled fields) and never move it to another
 * plan, a clone's audit lists the fields it changed, an edit reordering a list changes nothing,
 * a draft is published once and only drafts are deleted (each refusal a 400 on non_field_errors),
 * a provider search takes `%` and `_` as typed, and a broker is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneBodyOf, createPlanAdminUseCases } from '../../../src/application/plan-admin/use-cases';
import { AUDIT_PAGE_SIZE, PLAN_ADMIN_MESSAGES } from '../../../src/contract/plan-admin';
import type { PlanFilter, QuoteFilter } from '../../../src/domain/quotation/catalog-types';
import { quoteFilterOf } from '../../../src/domain/quotation/plan-eligibility';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

/** What a PME quote of SP with two lives asks, with `porte`. */
const filter = (porte: PlanFilter['porte']): QuoteFilter => quoteFilterOf({
  stateId: 26,
  type: 'PJ',
  isPme: true,
  isMei: false,
  isOptional: false,
  coverageAreas: [],
  accreditedNetworks: [],
  counts: [1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  porte,
});

describe.each(contractBackends())('plan admin contract — $name', (backend) => {
  let started: StartedBackend;
  beforeAll(async () => {
    started = await backend.start();
    expect(await started.services.auth.login({ username: 'admin', password: PASSWORD })).toEqual({ ok: true, value: undefined });
  });
  afterAll(() => started.close());

  async function porteIPlan() {
    const quote = await started.services.catalog.quote(filter('porte_i'));
    if (!quote.ok) throw new Error(quote.error.message);
    const quoted = quote.value.plans.find((plan) => plan.porte === 'porte_i');
    if (!quoted) throw new Error('no porte I plan in SP');
    const plan = await started.services.planAdmin.plan(quoted.id);
    if (!plan.ok) throw new Error(plan.error.message);
    return plan.value;
  }

  it('saves an edit the catalog then shows, and tells a stale save', async () => {
    const { planAdmin, catalog } = started.services;
    const plan = await porteIPlan();
    const accommodation = plan.accommodation === 'apartment' ? 'infirmary' : 'apartment';
    const saved = await planAdmin.editPlan(plan.id, { accommodation, version: plan.version });
    expect(saved.ok && saved.value.version).toBe(plan.version + 1);
    const detail = await catalog.plan(plan.id);
    expect(detail.ok && detail.value.accommodation).toBe(accommodation);
    expect(await planAdmin.editPlan(plan.id, { name: 'Outro', version: plan.version })).toEqual({ ok: false, error: { kind: 'stale', message: PLAN_ADMIN_MESSAGES.stale } });
  });

  it('refuses a carência above the legal maximum on its field', async () => {
    const plan = await porteIPlan();
    const result = await started.services.planAdmin.addRule('shortfalls', { planId: plan.id, group: 'other', procedure: 'Cirurgias', days: 181 });
    expect(result.ok).toBe(false);
    if (!result.ok && result.error.kind === 'rejected') {
      expect(result.error.fields?.days).toEqual(['Carência de 181 dias para Demais procedimentos acima do máximo legal de 180 dias (Lei 9.656/98, art. 12, V, b).']);
    } else throw new Error(`unexpected ${JSON.stringify(result)}`);
  });

  it('clones into another porte: quoted there once complete; a failed rule step leaves nothing', async () => {
    const { catalog } = started.services;
    const useCases = createPlanAdminUseCases(started.services);
    const source = await porteIPlan();
    await started.services.planAdmin.addRule('shortfalls', { planId: source.id, group: 'other', procedure: 'Cirurgias', days: 120 });
    const fresh = await started.services.planAdmin.plan(source.id);
    if (!fresh.ok) throw new Error(fresh.error.message);
    const steps: string[] = [];
    const cloned = await useCases.clone(fresh.value, { porte: 'porte_ii', name: 'Clone contrato' }, (text) => steps.push(text));
    expect(cloned.ok).toBe(true);
    expect(steps).toEqual(['Clonando Hospitais', 'Clonando Clínicas', 'Clonando Regras de Reembolso', 'Clonando Regras de Coparticipação', 'Clonando Regras de Carência']);
    const quote = await catalog.quote(filter('porte_ii'));
    expect(quote.ok && quote.value.plans.map((plan) => plan.name)).toContain('Clone contrato');

    // A failing carências step: the shortfall is invalid for the server AND the fake.
    const broken = { ...fresh.value, shortfalls: [...fresh.value.shortfalls, { id: 0, group: 'other', procedure: 'Inválida', days: 999, note: null }] };
    const failed = await useCases.clone(broken, { porte: 'lives_5_29', name: 'Clone falho' }, () => undefined);
    expect(failed.ok ? null : failed.error.message).toBe('Erro ao clonar Regras de Carência');
    const after = await catalog.quote(filter('lives_5_29'));
    expect(after.ok && after.value.plans.map((plan) => plan.name)).not.toContain('Clone falho');
    const listed = await started.services.planAdmin.plans({ institutionId: source.institution.id });
    expect(listed.ok && listed.value.map((plan) => plan.name)).not.toContain('Clone falho');
  });

  it("publishes a clone's draft once, deletes only drafts, and records the publication", async () => {
    const { planAdmin } = started.services;
    const source = await porteIPlan();
    const draft = await planAdmin.clonePlan(source.id, cloneBodyOf(source, { porte: 'lives_3_4', name: 'Rascunho contrato' }));
    if (!draft.ok) throw new Error(draft.error.message);
    const published = await planAdmin.publishPlan(draft.value.id);
    expect(published.ok && published.value.name).toBe('Rascunho contrato');
    expect(await planAdmin.publishPlan(draft.value.id)).toEqual({ ok: false, error: { kind: 'rejected', message: PLAN_ADMIN_MESSAGES.alreadyPublished, fields: { non_field_errors: [PLAN_ADMIN_MESSAGES.alreadyPublished] } } });
    expect(await planAdmin.deleteDraft(draft.value.id)).toEqual({ ok: false, error: { kind: 'rejected', message: PLAN_ADMIN_MESSAGES.onlyDrafts, fields: { non_field_errors: [PLAN_ADMIN_MESSAGES.onlyDrafts] } } });
    const audit = await planAdmin.audit({ plan: draft.value.id });
    if (!audit.ok) throw new Error(audit.error.message);
    expect(audit.value.records.map((record) => record.action)).toEqual(['plan_published', 'plan_cloned']);
    expect(audit.value.records[0]!.changes).toEqual([{ field: 'draft', before: true, after: false }]);

    const other = await planAdmin.clonePlan(source.id, cloneBodyOf(source, { porte: 'lives_3_4', name: 'Rascunho abandonado' }));
    if (!other.ok) throw new Error(other.error.message);
    expect(await planAdmin.deleteDraft(other.value.id)).toEqual({ ok: true, value: null });
    expect(await planAdmin.deleteDraft(other.value.id)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await planAdmin.publishPlan(other.value.id)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('lists an operator’s plans by UF then type, each in an area the state lists', async () => {
    const { planAdmin } = started.services;
    const plan = await porteIPlan();
    const listed = await planAdmin.plans({ institutionId: plan.institution.id });
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.length).toBeGreaterThan(1);
    const keys = listed.value.map((item) => `${item.state.uf} ${item.type}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBeGreaterThan(1);
    const areas = await planAdmin.areas(plan.state.id);
    if (!areas.ok) throw new Error(areas.error.message);
    expect(areas.value.map((area) => area.id)).toEqual([...areas.value.map((area) => area.id)].sort((a, b) => a - b));
    const names = areas.value.map((area) => area.name);
    for (const item of listed.value.filter((candidate) => candidate.state.id === plan.state.id)) expect(names).toContain(item.commercializationArea);
  });

  it('finds providers whose name or city holds the text (not the two run together), by name', async () => {
    const { planAdmin } = started.services;
    const all = await planAdmin.providers(26, 'hospital', '');
    if (!all.ok) throw new Error(all.error.message);
    expect(all.value.length).toBeGreaterThan(1);
    const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const keys = all.value.map((provider) => folded(provider.name));
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sample = all.value[0]!;
    const byCity = await planAdmin.providers(26, 'hospital', sample.city);
    expect(byCity.ok && byCity.value.map((provider) => provider.id)).toContain(sample.id);
    // The end of the name and the start of the city, as one text: neither holds it.
    const across = `${sample.name.split(' ').at(-1)} ${sample.city.split(' ')[0]}`;
    const joined = await planAdmin.providers(26, 'hospital', across);
    expect(joined.ok && joined.value.map((provider) => provider.id)).not.toContain(sample.id);
  });

  it('takes % and _ in a provider search as they are typed, not as wildcards', async () => {
    const { planAdmin } = started.services;
    expect(await planAdmin.providers(26, 'hospital', '%')).toEqual({ ok: true, value: [] });
    expect(await planAdmin.providers(26, 'hospital', '_')).toEqual({ ok: true, value: [] });
  });

  it('edits and deletes a rule, each change in the plan’s audit trail, newest first; the next page keeps the plan filter', async () => {
    const { planAdmin } = started.services;
    const plan = await porteIPlan();
    const added = await planAdmin.addRule('shortfalls', { planId: plan.id, group: 'other', procedure: 'Exames', days: 30 });
    if (!added.ok) throw new Error(added.error.message);
    for (let days = 31; days <= 30 + AUDIT_PAGE_SIZE; days += 1) {
      expect(await planAdmin.updateRule('shortfalls', added.value.id, { planId: plan.id, group: 'other', procedure: 'Exames', days })).toMatchObject({ ok: true, value: { id: added.value.id } });
    }
    expect(await planAdmin.deleteRule('shortfalls', added.value.id)).toEqual({ ok: true, value: null });
    expect(await planAdmin.deleteRule('shortfalls', added.value.id)).toEqual({ ok: false, error: { kind: 'not-found', message: PLAN_ADMIN_MESSAGES.ruleNotFound } });
    const first = await planAdmin.audit({ plan: plan.id });
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.records).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.value.records.every((record) => record.plan.id === plan.id)).toBe(true);
    expect(first.value.records[0]).toMatchObject({ action: 'shortfall_deleted', user: { username: 'admin' } });
    expect(first.value.records[1]).toMatchObject({ action: 'shortfall_updated', changes: [{ field: 'days', before: 29 + AUDIT_PAGE_SIZE, after: 30 + AUDIT_PAGE_SIZE }] });
    expect(first.value).toMatchObject({ hasNext: true, hasPrevious: false });
    const second = await planAdmin.audit({ plan: plan.id, page: 2 });
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.records.map((record) => record.action)).toContain('shortfall_added');
    expect(second.value.records.every((record) => record.plan.id === plan.id)).toBe(true);
    expect(second.value.hasPrevious).toBe(true);
  });

  it('keeps a deleted rule’s values in the audit, records only the filled fields of an added one, and never moves a rule to another plan', async () => {
    const { planAdmin } = started.services;
    const plan = await porteIPlan();
    const listed = await planAdmin.plans({ institutionId: plan.institution.id });
    const other = listed.ok ? listed.value.find((item) => item.id !== plan.id && !item.draft) : undefined;
    if (!other) throw new Error('no second plan of the operator');
    const added = await planAdmin.addRule('refunds', { planId: plan.id, procedure: 'Consulta eletiva', valueCents: 15000 });
    if (!added.ok) throw new Error(added.error.message);
    const moved = await planAdmin.updateRule('refunds', added.value.id, { planId: other.id, procedure: 'Consulta eletiva', valueCents: 15000 });
    expect(moved.ok ? null : moved.error).toMatchObject({ kind: 'rejected', fields: { planId: ['A regra é de outro plano.'] } });
    const carencia = await planAdmin.addRule('shortfalls', { planId: plan.id, group: 'other', procedure: 'Exames simples', days: 30 });
    if (!carencia.ok) throw new Error(carencia.error.message);
    expect(await planAdmin.deleteRule('refunds', added.value.id)).toEqual({ ok: true, value: null });
    const trail = await planAdmin.audit({ plan: plan.id });
    if (!trail.ok) throw new Error(trail.error.message);
    expect(trail.value.records.slice(0, 3).map(({ action, changes }) => ({ action, changes }))).toEqual([
      {
        action: 'refund_deleted',
        changes: [
          { field: 'procedure', before: 'Consulta eletiva', after: null },
          { field: 'value_cents', before: 15000, after: null },
        ],
      },
      {
        action: 'shortfall_added',
        changes: [
          { field: 'group', before: null, after: 'other' },
          { field: 'procedure', before: null, after: 'Exames simples' },
          { field: 'days', before: null, after: 30 },
        ],
      },
      {
        action: 'refund_added',
        changes: [
          { field: 'procedure', before: null, after: 'Consulta eletiva' },
          { field: 'value_cents', before: null, after: 15000 },
        ],
      },
    ]);
  });

  it('audits a clone with the fields it changed, and an edit listing the same hospitals in another order as no change', async () => {
    const { planAdmin } = started.services;
    const useCases = createPlanAdminUseCases(started.services);
    const source = await porteIPlan();
    const cloned = await useCases.clone(source, { porte: 'lives_3_4', name: 'Clone auditado' }, () => undefined);
    if (!cloned.ok) throw new Error(cloned.error.message);
    const trail = await planAdmin.audit({ plan: cloned.value.id });
    if (!trail.ok) throw new Error(trail.error.message);
    const cloneLine = trail.value.records.find((record) => record.action === 'plan_cloned');
    expect(cloneLine?.changes).toEqual([
      { field: 'clone_of', before: null, after: source.id },
      { field: 'name', before: source.name, after: 'Clone auditado' },
      { field: 'porte', before: 'porte_i', after: 'lives_3_4' },
    ]);

    const plan = await planAdmin.plan(cloned.value.id);
    if (!plan.ok) throw new Error(plan.error.message);
    const hospitalIds = plan.value.hospitals.map((hospital) => hospital.id);
    if (hospitalIds.length < 2) throw new Error('the clone has fewer than two hospitals');
    const same = await planAdmin.editPlan(plan.value.id, { hospitalIds: [...hospitalIds].reverse(), version: plan.value.version });
    expect(same.ok && same.value.version).toBe(plan.value.version);
    const after = await planAdmin.audit({ plan: plan.value.id });
    expect(after.ok && after.value.records.map((record) => record.action)).not.toContain('plan_updated');
  });

  it('refuses a broker', async () => {
    await started.services.auth.logout();
    expect(await started.services.auth.login({ username: 'corretor', password: PASSWORD })).toEqual({ ok: true, value: undefined });
    const result = await started.services.planAdmin.institutions();
    expect(result.ok).toBe(false);
  });
});
