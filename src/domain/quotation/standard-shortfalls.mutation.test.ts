/**
 * The legal-maximum carências printed on a proposal, as the client reads them: urgency in
 * "24 horas" after the 30-day exemption of a business plan of 30+ lives, and the
 * outpatient-only urgency note on the urgency row only. Written by hand.
 */
import { describe, expect, it } from 'vitest';
import { standardShortfalls } from './standard-shortfalls';

describe('standardShortfalls', () => {
  it('says 24 horas for urgency and days for the rest after the business exemption', () => {
    const rows = standardShortfalls({ hospital: true, obstetrics: false, businessThirtyPlus: true });
    expect(rows.map((row) => row.note)).toEqual([
      'Sem carência para quem ingressar em até 30 dias da vigência do contrato ou da admissão (RN 557/2022); depois: até 24 horas (Lei 9.656/98, art. 12, V, c).',
      'Sem carência para quem ingressar em até 30 dias da vigência do contrato ou da admissão (RN 557/2022); depois: até 180 dias (Lei 9.656/98, art. 12, V, b).',
      'Sem carência para quem ingressar em até 30 dias da vigência do contrato ou da admissão (RN 557/2022); depois: até 180 dias (Lei 9.656/98, art. 12, V, b).',
      'Sem carência para quem ingressar em até 30 dias da vigência do contrato ou da admissão (RN 557/2022); depois: até 720 dias (Lei 9.656/98, art. 11; RN 558/2022).',
    ]);
  });

  it('adds the outpatient urgency note to the urgency row of an outpatient-only plan', () => {
    const rows = standardShortfalls({ hospital: false, obstetrics: false, businessThirtyPlus: false });
    expect(rows.map((row) => [row.procedure, row.note])).toEqual([
      ['Urgência e emergência', 'Prazo máximo legal (Lei 9.656/98, art. 12, V, c); a operadora pode reduzir. Segmentação ambulatorial: urgência coberta nas primeiras 12 horas (CONSU 13/1998).'],
      ['Consultas, exames e terapias', 'Prazo máximo legal (Lei 9.656/98, art. 12, V, b); a operadora pode reduzir.'],
      ['Doenças e lesões preexistentes (CPT)', 'Prazo máximo legal (Lei 9.656/98, art. 11; RN 558/2022); a operadora pode reduzir.'],
    ]);
    expect(standardShortfalls({ hospital: true, obstetrics: false, businessThirtyPlus: false })[0]?.note).toBe('Prazo máximo legal (Lei 9.656/98, art. 12, V, c); a operadora pode reduzir.');
  });
});
