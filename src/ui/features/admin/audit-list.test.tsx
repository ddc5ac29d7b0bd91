/** The audit reads in words and reais: no internal code nor 'centavos' reaches the control panel. */
import { describe, expect, it } from 'vitest';
import { AUDIT_FIELD_LABELS } from '../../../domain/plan-admin';
import { auditValueText } from './audit-list';

describe('auditValueText', () => {
  it.each([
    ['group', 'cpt', 'Cobertura parcial temporária (doenças e lesões preexistentes)'],
    ['group', 'other', 'Demais procedimentos'],
    ['group', 'urgency_emergency', 'Urgência e emergência'],
    ['type', 'PF', 'Coletivo por adesão'],
    ['state', 26, 'São Paulo'],
    ['fixed_cents', 123456, 'R$ 1.234,56'],
    ['cap_cents', 5000, 'R$ 50,00'],
    ['percentage', 0.3, '30 %'],
    ['group', null, '—'],
  ])('%s %s reads “%s”', (field, value, text) => {
    expect(auditValueText(field, value).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('names the money fields without a unit, since their values are in reais', () => {
    for (const label of Object.values(AUDIT_FIELD_LABELS)) expect(label).not.toMatch(/centavos/i);
  });
});
