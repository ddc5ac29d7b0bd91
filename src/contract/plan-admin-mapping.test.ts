import { describe, expect, it } from 'vitest';
import type { AdminPlanClone, CoparticipationRuleWrite, RefundWrite, ShortfallWrite } from '../domain/plan-admin-types';
import { planAdminWire, type PlanAdminWire, type PlanCloneWire } from './plan-admin';
import { fieldErrorsFromWire, fromPlanCloneWire, fromRuleWriteWire, toAdminPlan, toAdminPlanListItem, toAdminProvider, toInstitutionPlanCounts, toPlanAdminListQueryWire, toPlanAuditPage, toPlanCloneWire, toPlanEditWire, toRuleWriteWire } from './plan-admin-mapping';

// The plan editor's wire ↔ domain mappings, as the HTTP adapter and the fake use them:
// what the server sends becomes what the editor shows, and what the editor saves goes out
// under the wire's names. Expected values written by hand.

const PLAN_WIRE: PlanAdminWire = {
  id: 41,
  name: 'Amil S380 QC',
  type: 'PJ',
  porte: 'porte_i',
  institution: { id: 1, name: 'Amil', slug: 'amil' },
  state: { id: 26, uf: 'SP', name: 'São Paulo' },
  commercialization_area: { id: 7, name: 'Capital e Grande SP' },
  segmentation: 'ambulatorial_hospitalar_com_obstetricia',
  coverage_area: 'estadual',
  accommodation: 'infirmary',
  coparticipation: 'with',
  is_optional: false,
  is_mei: true,
  min_lives: 2,
  max_lives: 29,
  entities: [],
  hospitals: [{ id: 10, name: 'Hospital Santa Cruz', city: 'São Paulo', uf: 'SP', elective_admission: true, emergency: true, maternity: false, laboratory: false }],
  clinics: [{ id: 20, name: 'Lab Vida', city: 'Osasco', uf: 'SP', elective_admission: false, emergency: false, maternity: false, laboratory: true }],
  refunds: [{ id: 3, plan: 41, procedure: 'Consulta', value_cents: 15000 }],
  coparticipation_rules: [{ id: 4, plan: 41, procedure: 'Exames simples', percentage: 0.3, fixed_cents: null, cap_cents: 5000, exempt: false }],
  shortfalls: [{ id: 5, plan: 41, group: 'other', procedure: 'Cirurgias', days: 120, note: null }],
  draft: false,
  version: 3,
};

const CLONE: AdminPlanClone = {
  name: 'Amil S380 QC (cópia)',
  type: 'PJ',
  porte: 'porte_ii',
  institutionId: 1,
  stateId: 26,
  commercializationAreaId: 7,
  segmentation: 'ambulatorial_hospitalar_com_obstetricia',
  coverageArea: 'estadual',
  accommodation: 'apartment',
  coparticipation: 'without',
  isOptional: true,
  isMei: false,
  minLives: 3,
  maxLives: null,
  entityIds: [],
  hospitalIds: [10, 11],
  clinicIds: [20],
};

const CLONE_WIRE: PlanCloneWire = {
  name: 'Amil S380 QC (cópia)',
  type: 'PJ',
  porte: 'porte_ii',
  institution: 1,
  state: 26,
  commercialization_area: 7,
  segmentation: 'ambulatorial_hospitalar_com_obstetricia',
  coverage_area: 'estadual',
  accommodation: 'apartment',
  coparticipation: 'without',
  is_optional: true,
  is_mei: false,
  min_lives: 3,
  max_lives: null,
  entities: [],
  hospitals: [10, 11],
  clinics: [20],
};

describe('the editor’s plan from the wire', () => {
  it('names every field as the domain does, with the rules under their plan', () => {
    expect(toAdminPlan(planAdminWire.parse(PLAN_WIRE))).toEqual({
      id: 41,
      name: 'Amil S380 QC',
      type: 'PJ',
      porte: 'porte_i',
      institution: { id: 1, name: 'Amil', slug: 'amil' },
      state: { id: 26, uf: 'SP', name: 'São Paulo' },
      commercializationArea: { id: 7, name: 'Capital e Grande SP' },
      segmentation: 'ambulatorial_hospitalar_com_obstetricia',
      coverageArea: 'estadual',
      accommodation: 'infirmary',
      coparticipation: 'with',
      isOptional: false,
      isMei: true,
      minLives: 2,
      maxLives: 29,
      entities: [],
      hospitals: [{ id: 10, name: 'Hospital Santa Cruz', city: 'São Paulo', uf: 'SP', electiveAdmission: true, emergency: true, maternity: false, laboratory: false }],
      clinics: [{ id: 20, name: 'Lab Vida', city: 'Osasco', uf: 'SP', electiveAdmission: false, emergency: false, maternity: false, laboratory: true }],
      refunds: [{ id: 3, procedure: 'Consulta', valueCents: 15000 }],
      coparticipationRules: [{ id: 4, procedure: 'Exames simples', percentage: 0.3, fixedCents: null, capCents: 5000, exempt: false }],
      shortfalls: [{ id: 5, group: 'other', procedure: 'Cirurgias', days: 120, note: null }],
      draft: false,
      version: 3,
    });
  });

  it('reads a porte it does not know, or none, as no porte', () => {
    expect(toAdminPlan({ ...PLAN_WIRE, type: 'CP', porte: null }).porte).toBeNull();
    expect(toAdminPlan({ ...PLAN_WIRE, porte: 'porte_xx' }).porte).toBeNull();
  });
});

describe('the bodies the editor sends', () => {
  it('sends a clone under the wire’s names and reads it back the same', () => {
    expect(toPlanCloneWire(CLONE)).toEqual(CLONE_WIRE);
    expect(fromPlanCloneWire(CLONE_WIRE)).toEqual(CLONE);
    expect(fromPlanCloneWire(toPlanCloneWire(CLONE))).toEqual(CLONE);
  });

  it('sends only the fields an edit changes, with its version', () => {
    expect(toPlanEditWire({ accommodation: 'apartment', version: 3 })).toEqual({ accommodation: 'apartment', version: 3 });
    expect(toPlanEditWire({ commercializationAreaId: 8, stateId: 19, maxLives: null, hospitalIds: [10], version: 4 })).toEqual({
      commercialization_area: 8,
      state: 19,
      max_lives: null,
      hospitals: [10],
      version: 4,
    });
  });

  it('sends each rule kind under the wire’s names and reads it back the same', () => {
    const refund: RefundWrite = { planId: 41, procedure: 'Consulta', valueCents: 15000 };
    const coparticipation: CoparticipationRuleWrite = { planId: 41, procedure: 'Exames simples', percentage: 0.3, fixedCents: null, capCents: 5000, exempt: false };
    const shortfall: ShortfallWrite = { planId: 41, group: 'full_term_childbirth', procedure: 'Parto', days: 300, note: 'Isenção em até 30 dias' };
    expect(toRuleWriteWire('refunds', refund)).toEqual({ plan: 41, procedure: 'Consulta', value_cents: 15000 });
    expect(toRuleWriteWire('coparticipation_rules', coparticipation)).toEqual({ plan: 41, procedure: 'Exames simples', percentage: 0.3, fixed_cents: null, cap_cents: 5000, exempt: false });
    expect(toRuleWriteWire('shortfalls', shortfall)).toEqual({ plan: 41, group: 'full_term_childbirth', procedure: 'Parto', days: 300, note: 'Isenção em até 30 dias' });
    expect(toRuleWriteWire('shortfalls', { planId: 41, group: 'other', procedure: 'Exames', days: 30 })).toEqual({ plan: 41, group: 'other', procedure: 'Exames', days: 30 });
    expect(fromRuleWriteWire('refunds', toRuleWriteWire('refunds', refund))).toEqual(refund);
    expect(fromRuleWriteWire('coparticipation_rules', toRuleWriteWire('coparticipation_rules', coparticipation))).toEqual(coparticipation);
    expect(fromRuleWriteWire('shortfalls', toRuleWriteWire('shortfalls', shortfall))).toEqual(shortfall);
  });

  it('asks for the list with the filters set only', () => {
    expect(toPlanAdminListQueryWire({ institutionId: 1 })).toEqual({ institution: 1 });
    expect(toPlanAdminListQueryWire({ institutionId: 1, stateId: 26, type: 'PJ', porte: 'porte_i' })).toEqual({ institution: 1, state: 26, type: 'PJ', porte: 'porte_i' });
  });
});

describe('a refusal’s field messages', () => {
  it('are renamed to the domain’s field names where the wire’s differ', () => {
    expect(
      fieldErrorsFromWire({
        commercialization_area: ['A área de comercialização não é deste estado.'],
        is_optional: ['Informe a contribuição (compulsória ou opcional) de um plano PME.'],
        name: ['Informe o nome do plano.'],
        value_cents: ['O valor não pode ser negativo.'],
        plan: ['Plano não encontrado.'],
        non_field_errors: ['Dados inválidos.'],
      }),
    ).toEqual({
      commercializationAreaId: ['A área de comercialização não é deste estado.'],
      isOptional: ['Informe a contribuição (compulsória ou opcional) de um plano PME.'],
      name: ['Informe o nome do plano.'],
      valueCents: ['O valor não pode ser negativo.'],
      planId: ['Plano não encontrado.'],
      non_field_errors: ['Dados inválidos.'],
    });
  });
});

describe('the editor’s lists from the wire', () => {
  it('maps a plan of the list, a provider found and the operators’ counts', () => {
    expect(
      toAdminPlanListItem({ id: 41, name: 'Amil S380 QC', type: 'PJ', porte: 'porte_i', state: { id: 26, uf: 'SP' }, commercialization_area: 'Capital', accommodation: 'infirmary', coparticipation: 'with', draft: true }),
    ).toEqual({ id: 41, name: 'Amil S380 QC', type: 'PJ', porte: 'porte_i', state: { id: 26, uf: 'SP' }, commercializationArea: 'Capital', accommodation: 'infirmary', coparticipation: 'with', draft: true });
    expect(toAdminProvider({ id: 10, name: 'Hospital Santa Cruz', city: 'São Paulo', uf: 'SP', elective_admission: true, emergency: false, maternity: true, laboratory: false, kind: 'hospital' })).toEqual({
      id: 10,
      name: 'Hospital Santa Cruz',
      city: 'São Paulo',
      uf: 'SP',
      electiveAdmission: true,
      emergency: false,
      maternity: true,
      laboratory: false,
      kind: 'hospital',
    });
    expect(toInstitutionPlanCounts([{ id: 1, name: 'Amil', slug: 'amil', plans: 3, by_state: [{ uf: 'RJ', type: 'CP', plans: 1 }, { uf: 'SP', type: 'PJ', plans: 2 }] }])).toEqual([
      { id: 1, name: 'Amil', slug: 'amil', plans: 3, byState: [{ uf: 'RJ', type: 'CP', plans: 1 }, { uf: 'SP', type: 'PJ', plans: 2 }] },
    ]);
  });

  it('reads the audit page’s links as whether there are pages before and after', () => {
    const record = { id: 9, at: '2026-11-28T12:00:00.000Z', user: { id: 2, username: 'admin' }, plan: { id: 41, name: 'Amil S380 QC' }, action: 'shortfall_updated' as const, changes: [{ field: 'days', before: 30, after: 31 }] };
    expect(toPlanAuditPage({ count: 21, next: '/api/admin/audit/?plan=41&page=2', previous: null, results: [record] })).toEqual({
      count: 21,
      records: [{ id: 9, at: '2026-11-28T12:00:00.000Z', user: { id: 2, username: 'admin' }, plan: { id: 41, name: 'Amil S380 QC' }, action: 'shortfall_updated', changes: [{ field: 'days', before: 30, after: 31 }] }],
      hasNext: true,
      hasPrevious: false,
    });
    expect(toPlanAuditPage({ count: 21, next: null, previous: '/api/admin/audit/?plan=41&page=1', results: [] })).toEqual({ count: 21, records: [], hasNext: false, hasPrevious: true });
  });
});
