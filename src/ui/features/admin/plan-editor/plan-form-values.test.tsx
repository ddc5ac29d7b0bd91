import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '../../../../domain/plan-admin-types';
import { coparticipationRuleOf, fieldsOf, formFieldErrors, refundOf, valuesOf } from './plan-form-values';

// The plan editor's form values ↔ the domain's bodies, as a superuser types them. Values by hand.

const PLAN: AdminPlan = {
  id: 41,
  name: 'Amil S380 QC',
  type: 'PF',
  porte: null,
  institution: { id: 1, name: 'Amil', slug: 'amil' },
  state: { id: 26, uf: 'SP', name: 'São Paulo' },
  commercializationArea: { id: 7, name: 'Capital' },
  segmentation: 'ambulatorial',
  coverageArea: 'estadual',
  accommodation: 'infirmary',
  coparticipation: 'with',
  isOptional: null,
  isMei: false,
  minLives: 1,
  maxLives: null,
  entities: [{ id: 4, name: 'Conselho Regional de Medicina', acronym: 'CRM-SP' }],
  hospitals: [{ id: 10, name: 'Hospital Santa Cruz', city: 'São Paulo', uf: 'SP', electiveAdmission: true, emergency: true, maternity: false, laboratory: false }],
  clinics: [],
  refunds: [],
  coparticipationRules: [],
  shortfalls: [],
  draft: false,
  version: 2,
};

describe('the plan form', () => {
  it('shows a loaded plan as text and reads it back as the same fields', () => {
    const values = valuesOf(PLAN);
    expect(values).toEqual({
      name: 'Amil S380 QC',
      type: 'PF',
      porte: '',
      stateId: '26',
      commercializationAreaId: '7',
      segmentation: 'ambulatorial',
      coverageArea: 'estadual',
      accommodation: 'infirmary',
      coparticipation: 'with',
      isOptional: '',
      isMei: false,
      minLives: '1',
      maxLives: '',
    });
    expect(fieldsOf(values, PLAN)).toEqual({
      name: 'Amil S380 QC',
      type: 'PF',
      porte: null,
      institutionId: 1,
      stateId: 26,
      commercializationAreaId: 7,
      segmentation: 'ambulatorial',
      coverageArea: 'estadual',
      accommodation: 'infirmary',
      coparticipation: 'with',
      isOptional: null,
      isMei: false,
      minLives: 1,
      maxLives: null,
      entityIds: [4],
      hospitalIds: [10],
      clinicIds: [],
    });
  });

  it('turns an adhesion plan into a PME one with its porte and contribution, leaving its entities', () => {
    const fields = fieldsOf({ ...valuesOf(PLAN), type: 'PJ', porte: 'porte_i', isOptional: 'false', minLives: ' 2 ', maxLives: '29' }, PLAN);
    expect(fields).toMatchObject({ type: 'PJ', porte: 'porte_i', isOptional: false, minLives: 2, maxLives: 29, entityIds: [] });
  });

  it('puts a refusal’s messages on the fields the form shows, the first of each', () => {
    expect(
      formFieldErrors({
        commercializationAreaId: ['A área de comercialização não é deste estado.', 'outra'],
        maxLives: 'O máximo de vidas deve ser maior ou igual ao mínimo.',
        hospitalIds: ['Hospital não encontrado(a): 99.'],
        institutionId: ['Operadora não encontrada.'],
      }),
    ).toEqual({ commercializationAreaId: 'A área de comercialização não é deste estado.', maxLives: 'O máximo de vidas deve ser maior ou igual ao mínimo.' });
  });
});

describe('the rule forms', () => {
  it('reads a refund typed in reais as cents, or says the value is not an amount', () => {
    expect(refundOf(41, { procedure: 'Consulta', value: '1.234,56' })).toEqual({ ok: true, body: { planId: 41, procedure: 'Consulta', valueCents: 123456 } });
    expect(refundOf(41, { procedure: 'Consulta', value: '' })).toEqual({ ok: false, errors: { value: 'Informe um valor em reais.' } });
  });

  it('reads a coparticipation typed × 100 with its cap in reais; either may be left empty', () => {
    expect(coparticipationRuleOf(41, { procedure: 'Exames', percent: '30,5', cap: '50,00', exempt: false })).toEqual({
      ok: true,
      body: { planId: 41, procedure: 'Exames', percentage: 0.305, fixedCents: null, capCents: 5000, exempt: false },
    });
    expect(coparticipationRuleOf(41, { procedure: 'Consultas', percent: '', cap: '', exempt: true })).toEqual({
      ok: true,
      body: { planId: 41, procedure: 'Consultas', percentage: null, fixedCents: null, capCents: null, exempt: true },
    });
    expect(coparticipationRuleOf(41, { procedure: 'Exames', percent: 'trinta', cap: '', exempt: false })).toEqual({ ok: false, errors: { percentage: 'Informe o percentual em números.' } });
    expect(coparticipationRuleOf(41, { procedure: 'Exames', percent: '30', cap: '1,234.56', exempt: false })).toEqual({ ok: false, errors: { cap: 'Informe um valor em reais.' } });
  });
});
