/**
 * Standard carências of a plan whose operator table does not list them: the legal maximums of Lei 9.656/98,
 * which the operator's contracts may reduce but never exceed, each with its source.
 *
 * | procedure                                   | days | source |
 * |---------------------------------------------|------|--------|
 * | Urgência e emergência                       |    1 | Lei 9.656/98 art. 12, V, c (24 horas) |
 * | Consultas, exames e terapias                | 180  | Lei 9.656/98 art. 12, V, b |
 * | Internações e cirurgias (hospitalar)        | 180  | Lei 9.656/98 art. 12, V, b |
 * | Parto a termo (with obstetrics)             | 300  | Lei 9.656/98 art. 12, V, a |
 * | Doenças e lesões preexistentes (CPT)        | 720  | Lei 9.656/98 art. 11; RN 558/2022 (24 meses) |
 *
 * Collective business plans with 30 or more lives: no carência nor CPT for whoever joins
 * within 30 days of the contract or of being hired (RN 557/2022, art. 6º) — the rows then
 * have 0 days and a note with the period that applies after those 30 days.
 * Outpatient-only plans (segmentação ambulatorial) cover urgencies only in the first 12
 * hours (CONSU 13/1998, art. 2º), said in a note. Units: whole days (24 h = 1).
 */
import { maxShortfallDays, shortfallRule, type ShortfallGroup } from './waiting-periods';

/** One standard carência: its legal group, the procedure text, days and a note with the source. */
export interface StandardShortfall {
  readonly group: ShortfallGroup;
  readonly procedure: string;
  readonly days: number;
  readonly note: string;
}

/** What decides the standard carências of a plan. */
export interface StandardShortfallInput {
  /** True when the segmentation includes hospital care (not 'ambulatorial' only). */
  readonly hospital: boolean;
  /** True when the segmentation includes obstetrics. */
  readonly obstetrics: boolean;
  /** True for collective business plans of 30 or more lives (RN 557/2022 exemption). */
  readonly businessThirtyPlus: boolean;
}

const DAYS_TEXT = (days: number) => (days === 1 ? '24 horas' : `${days} dias`);

/**
 * The legal-maximum carências of a plan (see the table above), in the proposal's order:
 * urgency, consultations and exams, admissions (hospital), childbirth (obstetrics), CPT.
 */
export function standardShortfalls(input: StandardShortfallInput): StandardShortfall[] {
  const rows: { group: ShortfallGroup; procedure: string }[] = [
    { group: 'urgency_emergency', procedure: 'Urgência e emergência' },
    { group: 'other', procedure: 'Consultas, exames e terapias' },
    ...(input.hospital ? [{ group: 'other' as const, procedure: 'Internações e cirurgias' }] : []),
    ...(input.obstetrics ? [{ group: 'full_term_childbirth' as const, procedure: 'Parto a termo' }] : []),
    { group: 'cpt', procedure: 'Doenças e lesões preexistentes (CPT)' },
  ];
  return rows.map(({ group, procedure }) => {
    const max = maxShortfallDays(group);
    const norm = shortfallRule(group).norm;
    const outpatientUrgency = group === 'urgency_emergency' && !input.hospital ? ' Segmentação ambulatorial: urgência coberta nas primeiras 12 horas (CONSU 13/1998).' : '';
    if (input.businessThirtyPlus) {
      return {
        group,
        procedure,
        days: 0,
        note: `Sem carência para quem ingressar em até 30 dias da vigência do contrato ou da admissão (RN 557/2022); depois: até ${DAYS_TEXT(max)} (${norm}).${outpatientUrgency}`,
      };
    }
    return { group, procedure, days: max, note: `Prazo máximo legal (${norm}); a operadora pode reduzir.${outpatientUrgency}` };
  });
}
