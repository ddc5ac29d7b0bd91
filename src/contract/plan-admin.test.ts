import { describe, expect, it } from 'vitest';
import {
  auditPageLink,
  PLAN_ADMIN_MESSAGES,
  planCloneWire,
  planEditWire,
  planFieldIssues,
  planReferenceErrors,
  shortfallWriteWire,
  type PlanCloneWire,
} from './plan-admin';

// The control panel's plan editing as a superuser meets it (docs/plan-admin.md): which field a
// refusal names and with which words; the audit list's page links. Values by hand.

const fieldErrors = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : (parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const PJ: PlanCloneWire = {
  name: 'Amil S380 PME', type: 'PJ', porte: 'porte_i', institution: 1, state: 25, commercialization_area: 3,
  segmentation: 'ambulatorial_hospitalar_com_obstetricia', coverage_area: 'nacional', accommodation: 'apartment',
  coparticipation: 'without', is_optional: false, is_mei: false, min_lives: 2, max_lives: 29, entities: [], hospitals: [10], clinics: [],
};

describe('cross-field rules of a plan', () => {
  it('accepts a consistent PME, adhesion and individual plan', () => {
    expect(planFieldIssues(PJ)).toEqual([]);
    expect(planFieldIssues({ ...PJ, type: 'PF', porte: null, is_optional: null, entities: [4, 5] })).toEqual([]);
    expect(planFieldIssues({ ...PJ, type: 'CP', porte: null, is_optional: null, min_lives: 1, max_lives: null })).toEqual([]);
    expect(planFieldIssues({})).toEqual([]);
  });

  it('asks a PME plan for its porte and contribution', () => {
    expect(planFieldIssues({ ...PJ, porte: null, is_optional: null })).toEqual([
      { path: 'porte', message: 'Informe o porte de um plano PME.' },
      { path: 'is_optional', message: 'Informe a contribuição (compulsória ou opcional) de um plano PME.' },
    ]);
    expect(planFieldIssues({ ...PJ, is_optional: true })).toEqual([]);
  });

  it('keeps porte and contribution to PME plans and entities to adhesion plans', () => {
    expect(planFieldIssues({ ...PJ, type: 'CP', entities: [4] })).toEqual([
      { path: 'porte', message: 'Só planos PME (PJ) têm porte.' },
      { path: 'is_optional', message: 'Só planos PME (PJ) têm contribuição.' },
      { path: 'entities', message: 'Só planos coletivos por adesão (PF) têm entidades.' },
    ]);
    expect(planFieldIssues({ ...PJ, type: 'PF', is_optional: true })).toEqual([
      { path: 'porte', message: 'Só planos PME (PJ) têm porte.' },
      { path: 'is_optional', message: 'Só planos PME (PJ) têm contribuição.' },
    ]);
    expect(planFieldIssues({ ...PJ, entities: [4] })).toEqual([{ path: 'entities', message: 'Só planos coletivos por adesão (PF) têm entidades.' }]);
    // A patch without the type checks nothing that depends on it.
    expect(planFieldIssues({ porte: 'porte_i', is_optional: true, entities: [4] })).toEqual([]);
  });

  it('wants the maximum of lives at least the minimum', () => {
    expect(planFieldIssues({ min_lives: 30, max_lives: 29 })).toEqual([{ path: 'max_lives', message: 'O máximo de vidas deve ser maior ou igual ao mínimo.' }]);
    expect(planFieldIssues({ min_lives: 29, max_lives: 29 })).toEqual([]);
    expect(planFieldIssues({ min_lives: 30, max_lives: null })).toEqual([]);
    expect(planFieldIssues({ max_lives: 1 })).toEqual([]);
  });
});

describe('bodies of the plan calls', () => {
  it('takes a whole plan for a clone and names each wrong field', () => {
    expect(fieldErrors(planCloneWire, PJ)).toEqual([]);
    expect(fieldErrors(planCloneWire, { ...PJ, name: '  ', state: 28, accommodation: 'apartment_13', hospitals: [0] })).toEqual([
      'name: Informe o nome do plano.',
      'state: Estado inválido.',
      'accommodation: Acomodação inválida.',
      'hospitals.0: Hospital inválido.',
    ]);
    expect(fieldErrors(planCloneWire, { ...PJ, accommodation: 'apartment_12' })).toEqual([]);
  });

  it('takes any field of a plan with the version read', () => {
    expect(fieldErrors(planEditWire, { version: 3, name: 'Novo nome' })).toEqual([]);
    expect(fieldErrors(planEditWire, { name: 'Novo nome' })).toEqual(['version: Informe a versão do plano.']);
    expect(fieldErrors(planEditWire, { version: 3, min_lives: 0 })).toEqual(['min_lives: O mínimo de vidas é 1.']);
  });

  it('refuses a carência above the Lei 9.656/98 maximum, naming the limit', () => {
    const shortfall = { plan: 1, group: 'full_term_childbirth', procedure: 'Parto', days: 300 };
    expect(fieldErrors(shortfallWriteWire, shortfall)).toEqual([]);
    const [refusal] = fieldErrors(shortfallWriteWire, { ...shortfall, days: 301 });
    expect(refusal).toMatch(/^days: Carência de 301 dias .* acima do máximo legal de 300 dias/);
    expect(fieldErrors(shortfallWriteWire, { ...shortfall, days: -1 })[0]).toBe('days: A carência não pode ser negativa.');
  });
});

describe('messages and links', () => {
  it('lists what is not found', () => {
    expect(PLAN_ADMIN_MESSAGES.unknownEntities([4, 9])).toBe('Entidade não encontrada: 4, 9.');
    expect(PLAN_ADMIN_MESSAGES.unknownProviders('hospital', [7])).toBe('Hospital não encontrado(a): 7.');
    expect(PLAN_ADMIN_MESSAGES.unknownProviders('clinic', [7, 8])).toBe('Clínica não encontrado(a): 7, 8.');
  });

  it('keeps the plan filter in the audit list page links', () => {
    expect(auditPageLink(12, 2)).toBe('/api/admin/audit/?plan=12&page=2');
    expect(auditPageLink(undefined, 3)).toBe('/api/admin/audit/?page=3');
  });

  it('names each reference that does not resolve, under its field, and nothing when all do', () => {
    const resolved = { institutionExists: true, areaStateId: 26, missingEntities: [], missingHospitals: [], missingClinics: [] };
    expect(planReferenceErrors(26, resolved)).toEqual({});
    expect(planReferenceErrors(16, resolved)).toEqual({ commercialization_area: ['A área de comercialização não é deste estado.'] });
    expect(planReferenceErrors(26, { institutionExists: false, areaStateId: null, missingEntities: [9], missingHospitals: [7, 8], missingClinics: [51] })).toEqual({
      institution: ['Operadora não encontrada.'],
      commercialization_area: ['Área de comercialização não encontrada.'],
      entities: ['Entidade não encontrada: 9.'],
      hospitals: ['Hospital não encontrado(a): 7, 8.'],
      clinics: ['Clínica não encontrado(a): 51.'],
    });
  });
});
