import { describe, expect, it } from 'vitest';
import { draftDeletion, draftPublication, PLAN_ADMIN_MESSAGES, planCloneAudit, planEditAudit, planEditRefusal, ruleAddition, ruleAuditChanges, ruleDeletion, ruleUpdate } from './plan-admin-flows';

describe('rule audit changes', () => {
  it('lists the fields that differ, in the kind’s order, null for none', () => {
    expect(ruleAuditChanges('shortfalls', { group: 'other', procedure: 'Exames', days: 30, note: null }, { group: 'other', procedure: 'Exames', days: 45 })).toEqual([
      { field: 'days', before: 30, after: 45 },
    ]);
    expect(ruleAuditChanges('refunds', null, { plan: 7, procedure: 'Consulta', value_cents: 15000 })).toEqual([
      { field: 'procedure', before: null, after: 'Consulta' },
      { field: 'value_cents', before: null, after: 15000 },
    ]);
  });
});

describe('adding a rule', () => {
  it('is refused on the plan when the plan does not exist', () => {
    expect(ruleAddition('refunds', { planExists: false, rule: { procedure: 'Consulta', value_cents: 15000 } })).toEqual({ kind: 'invalid-plan', message: 'Plano não encontrado.' });
  });

  it('records the fields it has, not the empty ones', () => {
    expect(
      ruleAddition('coparticipation_rules', { planExists: true, rule: { procedure: 'Exames', percentage: 0.3, fixed_cents: null, cap_cents: 5000, exempt: false } }),
    ).toEqual({
      kind: 'write',
      audit: {
        action: 'coparticipation_rule_added',
        changes: [
          { field: 'procedure', before: null, after: 'Exames' },
          { field: 'percentage', before: null, after: 0.3 },
          { field: 'cap_cents', before: null, after: 5000 },
          { field: 'exempt', before: null, after: false },
        ],
      },
    });
  });
});

describe('updating a rule', () => {
  const current = { planId: 12, values: { group: 'other', procedure: 'Exames', days: 30, note: null } };

  it('answers not found for a rule that does not exist', () => {
    expect(ruleUpdate('shortfalls', { current: null, planId: 12, rule: { group: 'other', procedure: 'Exames', days: 30 } })).toEqual({ kind: 'not-found', message: 'Regra não encontrada.' });
  });

  it('refuses to move a rule to another plan', () => {
    expect(ruleUpdate('shortfalls', { current, planId: 13, rule: { group: 'other', procedure: 'Exames', days: 30 } })).toEqual({ kind: 'invalid-plan', message: 'A regra é de outro plano.' });
  });

  it('records the changed fields, and no line when nothing changed', () => {
    expect(ruleUpdate('shortfalls', { current, planId: 12, rule: { group: 'other', procedure: 'Exames', days: 60, note: 'Após 60 dias' } })).toEqual({
      kind: 'write',
      audit: {
        action: 'shortfall_updated',
        changes: [
          { field: 'days', before: 30, after: 60 },
          { field: 'note', before: null, after: 'Após 60 dias' },
        ],
      },
    });
    expect(ruleUpdate('shortfalls', { current, planId: 12, rule: { group: 'other', procedure: 'Exames', days: 30 } })).toEqual({ kind: 'write', audit: null });
  });
});

describe('deleting a rule', () => {
  it('answers not found for a rule that does not exist', () => {
    expect(ruleDeletion('refunds', null)).toEqual({ kind: 'not-found', message: PLAN_ADMIN_MESSAGES.ruleNotFound });
  });

  it('keeps in the audit what the rule held', () => {
    expect(ruleDeletion('refunds', { planId: 12, values: { procedure: 'Consulta', value_cents: 15000 } })).toEqual({
      kind: 'write',
      audit: {
        action: 'refund_deleted',
        changes: [
          { field: 'procedure', before: 'Consulta', after: null },
          { field: 'value_cents', before: 15000, after: null },
        ],
      },
    });
  });
});

describe('publishing a clone', () => {
  it('answers not found, refuses a published plan, and publishes a draft with its audit line', () => {
    expect(draftPublication(null)).toEqual({ kind: 'not-found', message: 'Plano não encontrado.' });
    expect(draftPublication({ draft: false })).toEqual({ kind: 'refused', message: 'Este plano já está publicado.' });
    expect(draftPublication({ draft: true })).toEqual({ kind: 'write', audit: { action: 'plan_published', changes: [{ field: 'draft', before: true, after: false }] } });
  });
});

describe('deleting a plan', () => {
  it('answers not found, refuses a published plan, and deletes a draft with its audit line', () => {
    expect(draftDeletion(null)).toEqual({ kind: 'not-found', message: 'Plano não encontrado.' });
    expect(draftDeletion({ draft: false })).toEqual({ kind: 'refused', message: 'Só um plano em rascunho (clone não concluído) pode ser excluído.' });
    expect(draftDeletion({ draft: true })).toEqual({ kind: 'write', audit: { action: 'plan_deleted', changes: [] } });
  });
});

describe('editing a plan', () => {
  it('answers not found, then stale when the plan was saved since it was opened', () => {
    expect(planEditRefusal(null, 3)).toEqual({ kind: 'not-found', message: 'Plano não encontrado.' });
    expect(planEditRefusal({ version: 4 }, 3)).toEqual({
      kind: 'stale',
      message: 'Este plano foi alterado por outra pessoa depois que você o abriu. Recarregue o plano para ver a versão atual e refaça a sua alteração.',
    });
    expect(planEditRefusal({ version: 3 }, 3)).toBeNull();
  });

  const before = { name: 'Saúde Mais', accommodation: 'infirmary', min_lives: 2, entities: [], hospitals: [30, 10, 20], clinics: [5] };

  it('records the fields sent that changed, then the lists holding other ids, sorted', () => {
    expect(planEditAudit(before, { name: 'Saúde Mais', accommodation: 'apartment', hospitals: [20, 40, 10, 40] })).toEqual({
      action: 'plan_updated',
      changes: [
        { field: 'accommodation', before: 'infirmary', after: 'apartment' },
        { field: 'hospitals', before: [10, 20, 30], after: [10, 20, 40] },
      ],
    });
  });

  it('records nothing when the values sent are the stored ones, a list in another order included', () => {
    expect(planEditAudit(before, { name: 'Saúde Mais', hospitals: [10, 20, 30, 30], clinics: [5] })).toBeNull();
    expect(planEditAudit(before, {})).toBeNull();
  });
});

describe('cloning a plan', () => {
  it('records the source, then each field the clone changed', () => {
    const source = { name: 'Saúde Mais', porte: 'porte_i', min_lives: 2, max_lives: 29 };
    expect(planCloneAudit(41, source, { ...source, name: 'Saúde Mais II', porte: 'porte_ii' })).toEqual({
      action: 'plan_cloned',
      changes: [
        { field: 'clone_of', before: null, after: 41 },
        { field: 'name', before: 'Saúde Mais', after: 'Saúde Mais II' },
        { field: 'porte', before: 'porte_i', after: 'porte_ii' },
      ],
    });
  });
});
