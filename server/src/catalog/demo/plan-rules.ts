/**
 * The demonstration catalog's rules of a plan besides its prices: coparticipation,
 * refunds and carências (illustrative values; carências within Lei 9.656/98 and RN 557/2022).
 */
import { between, chance, intBetween, type Random } from '../prng';
import { STATE_PRICE_FACTOR } from '../reference-data/operators';
import type { CoparticipationRule, Shortfall } from '../types';
import type { CatalogBuilder } from './catalog-builder';
import type { PlanSpec } from './plan-specs';

/** Whole reais, in cents, rounded to a multiple of `step` reais. */
function reais(value: number, step = 5): number {
  return Math.max(step, Math.round(value / step) * step) * 100;
}

/**
 * Adds the coparticipation rules of a plan with coparticipation: 'with' — consultations,
 * emergency, simple and complex exams as a percentage with a cap (a fixed value at regional
 * operators for consultations), therapies; 'with_tp' — only therapies; hospital plans also
 * list admission (exempt) and psychiatric admission after 30 days (50 %). Values follow the
 * state's price factor.
 */
export function addCoparticipationRules(builder: CatalogBuilder, planId: number, spec: PlanSpec, random: Random): void {
  if (spec.coparticipation === 'without') return;
  const percentage = [0.2, 0.25, 0.3, 0.3, 0.4][intBetween(random, 0, 4)] ?? 0.3;
  const factor = STATE_PRICE_FACTOR[spec.uf];
  const add = (procedure: string, rule: Pick<CoparticipationRule, 'percentage' | 'fixedCents' | 'capCents' | 'exempt'>): void => {
    builder.rules.push({ id: builder.rules.length + 1, planId, procedure, ...rule });
  };
  const exempt = { percentage: null, fixedCents: null, capCents: null, exempt: true } as const;
  const capped = (cap: number) => ({ percentage, fixedCents: null, capCents: reais(cap * factor), exempt: false });
  const fixed = (value: number) => ({ percentage: null, fixedCents: reais(value * factor, 1), capCents: null, exempt: false });
  const total = spec.coparticipation === 'with';
  const regionalStyle = spec.operator.scope === 'regional';
  add('Consulta eletiva', total ? (regionalStyle ? fixed(between(random, 25, 40)) : capped(between(random, 35, 70))) : exempt);
  add('Consulta em pronto-socorro', total ? (regionalStyle ? fixed(between(random, 35, 60)) : capped(between(random, 50, 100))) : exempt);
  add('Exames simples', total ? capped(between(random, 25, 50)) : exempt);
  add('Exames complexos', total ? capped(between(random, 100, 250)) : exempt);
  add('Terapias (fisioterapia, fonoaudiologia, psicologia)', regionalStyle ? fixed(between(random, 20, 40)) : capped(between(random, 25, 50)));
  if (spec.room !== 'outpatient') {
    add('Internação', exempt);
    add('Internação psiquiátrica (após 30 dias no ano)', { percentage: 0.5, fixedCents: null, capCents: null, exempt: false });
  }
}

const REFUND_BASE_REAIS = [0, 70, 100, 150] as const;
const REFUND_TIER = [0.8, 1, 1.5, 2.4, 4, 6] as const;

/**
 * Adds the refunds of a free-choice operator's hospital plan from the second line tier up
 * (consulta, psicoterapia, fisioterapia, parto), higher with the operator's refund level,
 * the line tier, the apartment tier and the state.
 */
export function addRefunds(builder: CatalogBuilder, planId: number, spec: PlanSpec): void {
  const level = spec.operator.refundLevel;
  if (level === 0 || spec.line.tier === 0 || spec.room === 'outpatient') return;
  const apartmentTier = spec.room.startsWith('apartment_') ? Number(spec.room.slice('apartment_'.length)) : 0;
  const consult = REFUND_BASE_REAIS[level] * (REFUND_TIER[spec.line.tier] ?? 1) * (1 + 0.15 * apartmentTier) * STATE_PRICE_FACTOR[spec.uf];
  const add = (procedure: string, value: number): void => {
    builder.refunds.push({ id: builder.refunds.length + 1, planId, procedure, valueCents: reais(value) });
  };
  add('Consulta médica eletiva', consult);
  add('Sessão de psicoterapia', consult * 0.55);
  add('Sessão de fisioterapia', consult * 0.35);
  add('Honorários médicos de parto', consult * 10);
}

/**
 * Adds the carências (days) of a plan: urgência 1, consultas e exames simples 30, exames
 * complexos e terapias 180, internações 180, parto 300, CPT 720 — reduced with
 * coparticipation and at some PME plans; PJ with 30 or more lives: 0 days with the
 * RN 557/2022 note. An ambulatorial plan has no internação nor parto.
 */
export function addShortfalls(builder: CatalogBuilder, planId: number, spec: PlanSpec, random: Random): void {
  const add = (group: Shortfall['group'], procedure: string, days: number, note: string | null = null): void => {
    builder.shortfalls.push({ id: builder.shortfalls.length + 1, planId, group, procedure, days, note });
  };
  const outpatient = spec.room === 'outpatient';
  // PJ with 30 or more lives: no carência nor CPT for whoever joins within 30 days (RN 557/2022).
  if (spec.porte && spec.porte.minLives >= 30) {
    const note = (days: number) => `Sem carência para quem ingressar em até 30 dias da vigência do contrato ou da admissão (RN 557/2022); depois: ${days === 1 ? '24 horas' : `${days} dias`}.`;
    add('urgency_emergency', 'Urgência e emergência', 0, note(1));
    add('other', 'Consultas e exames simples', 0, note(30));
    add('other', 'Exames complexos e terapias', 0, note(180));
    if (!outpatient) {
      add('other', 'Internações e cirurgias', 0, note(180));
      add('full_term_childbirth', 'Parto a termo', 0, note(300));
    }
    add('cpt', 'Doenças e lesões preexistentes (CPT)', 0, note(720));
    return;
  }
  // Coparticipation and small-company plans often come with reduced carências.
  const reduced = spec.coparticipation !== 'without' || (spec.type === 'PJ' && chance(random, 0.4));
  add('urgency_emergency', 'Urgência e emergência', 1, outpatient ? 'Segmentação ambulatorial: atendimento limitado às primeiras 12 horas.' : null);
  add('other', 'Consultas e exames simples', reduced ? [0, 15, 30][intBetween(random, 0, 2)] ?? 30 : 30);
  add('other', 'Exames complexos e terapias', reduced ? [90, 120, 180][intBetween(random, 0, 2)] ?? 180 : 180);
  if (!outpatient) {
    add('other', 'Internações e cirurgias', reduced ? [120, 180][intBetween(random, 0, 1)] ?? 180 : 180);
    add('full_term_childbirth', 'Parto a termo', 300);
  }
  add('cpt', 'Doenças e lesões preexistentes (CPT)', 720, 'Cobertura parcial temporária de até 24 meses para procedimentos de alta complexidade, leitos de alta tecnologia e cirurgias ligados à doença declarada.');
}
