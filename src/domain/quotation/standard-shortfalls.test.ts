import { describe, expect, it } from 'vitest';
import { standardShortfalls } from './standard-shortfalls';
import { checkShortfall } from './waiting-periods';

describe('standardShortfalls', () => {
  it('gives a hospital plan with obstetrics the legal maximums with their sources', () => {
    const rows = standardShortfalls({ hospital: true, obstetrics: true, businessThirtyPlus: false });
    expect(rows.map((row) => [row.procedure, row.days])).toEqual([
      ['Urgência e emergência', 1],
      ['Consultas, exames e terapias', 180],
      ['Internações e cirurgias', 180],
      ['Parto a termo', 300],
      ['Doenças e lesões preexistentes (CPT)', 720],
    ]);
    expect(rows[3]?.note).toContain('Lei 9.656/98, art. 12, V, a');
    expect(rows[4]?.note).toContain('RN 558/2022');
  });

  it('leaves out admissions and childbirth of an outpatient plan and says urgency is limited to 12 hours', () => {
    const rows = standardShortfalls({ hospital: false, obstetrics: false, businessThirtyPlus: false });
    expect(rows.map((row) => row.procedure)).toEqual(['Urgência e emergência', 'Consultas, exames e terapias', 'Doenças e lesões preexistentes (CPT)']);
    expect(rows[0]?.note).toContain('primeiras 12 horas');
  });

  it('exempts business plans of 30+ lives within 30 days (RN 557/2022), saying the period after', () => {
    const rows = standardShortfalls({ hospital: true, obstetrics: true, businessThirtyPlus: true });
    expect(rows.every((row) => row.days === 0)).toBe(true);
    expect(rows.find((row) => row.group === 'full_term_childbirth')?.note).toMatch(/RN 557\/2022.*até 300 dias/);
  });

  it('never goes above the legal maximums', () => {
    for (const hospital of [true, false]) {
      for (const row of standardShortfalls({ hospital, obstetrics: hospital, businessThirtyPlus: false })) {
        expect(checkShortfall(row.group, row.days)).toBeNull();
      }
    }
  });
});
