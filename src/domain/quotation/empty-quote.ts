/**
 * Why a quote answered no plan, and which change of the filter brings plans back.
 *
 * Built only from the one eligibility rule (./plan-eligibility.ts, `planEligibility`): each
 * plan of the quote's state and types is counted under the FIRST check it fails (the rule's
 * order), and each change is the same rule asked again with one part of the filter dropped
 * or changed (another plan type, enough lives, no city, no porte, ...), counting the plans it
 * would bring back. The server's quote and the fake back end both call
 * {@link explainEmptyQuote}; the screen words it with {@link removalText} / {@link changeText}.
 *
 * Units: counts of plans and of lives (people).
 */
import { planEligibility, type EligibilityCriteria, type EligibilityPlan, type Ineligibility } from './plan-eligibility';
import { PLAN_TYPE_CODES, planTypeLabel, porteLabel, type PlanTypeCode, type PorteCode } from './plan-types';

export type { EmptyQuoteExplanation, QuoteChange, QuoteRemoval, RemovalRule } from './empty-quote-types';
import type { EmptyQuoteExplanation, QuoteChange, QuoteRemoval, RemovalRule } from './empty-quote-types';

/** One plan of the state as the explanation reads it. */
export interface ExplainablePlan {
  readonly eligibility: EligibilityPlan;
  /** The plan has a price table in force today. */
  readonly onSale: boolean;
  /** Its table in force is more than 12 months old. */
  readonly staleTable: boolean;
}

const ALL_TYPES: readonly PlanTypeCode[] = PLAN_TYPE_CODES;

function ruleOf(reason: Ineligibility): RemovalRule | null {
  switch (reason.kind) {
    case 'not-sold-in-city':
      return 'city';
    case 'other-coverage-area':
      return 'coverage';
    case 'other-contribution':
      return 'contribution';
    case 'mei-not-accepted':
    case 'mei-only':
      return 'mei';
    case 'other-porte':
      return 'porte';
    case 'below-min-lives':
      return 'min-lives';
    case 'above-max-lives':
      return 'max-lives';
    case 'entity-not-listed':
    case 'entity-not-similar':
      return 'entity';
    case 'occupation-not-accepted':
      return 'occupation';
    case 'no-network':
    case 'hospitals-missing':
      return 'hospitals';
    default:
      return null;
  }
}

/** The criteria without the parts bound to other types (porte, contribution and MEI are PJ's; entity and occupation PF's). */
function forType(criteria: EligibilityCriteria, type: PlanTypeCode): EligibilityCriteria {
  const { porte: _porte, isOptional: _optional, isMei: _mei, entityId: _entity, occupation: _occupation, ...common } = criteria;
  return {
    ...common,
    types: [type],
    ...(type === 'PJ' ? { ...(criteria.porte ? { porte: criteria.porte } : {}), ...(criteria.isOptional === undefined ? {} : { isOptional: criteria.isOptional }), ...(criteria.isMei === undefined ? {} : { isMei: criteria.isMei }) } : {}),
    ...(type === 'PF' ? { ...(criteria.entityId === undefined ? {} : { entityId: criteria.entityId }), ...(criteria.occupation ? { occupation: criteria.occupation } : {}) } : {}),
  };
}

/**
 * The explanation of an empty answer for `criteria` over the plans of its state (`plans`;
 * others are ignored). `hideStaleTables` is the filter that hides tables over 12 months old.
 * O(plans × changes), changes ≤ 12.
 */
export function explainEmptyQuote(plans: readonly ExplainablePlan[], criteria: EligibilityCriteria, hideStaleTables: boolean): EmptyQuoteExplanation {
  const inState = plans.filter((plan) => plan.eligibility.stateId === criteria.stateId);
  const asked = criteria.types;
  const ofTypes = asked ? inState.filter((plan) => asked.includes(plan.eligibility.type)) : inState;
  const kept = (plan: ExplainablePlan, wanted: EligibilityCriteria, hide = hideStaleTables) =>
    planEligibility(plan.eligibility, wanted).kind === 'eligible' && plan.onSale && !(hide && plan.staleTable);

  const removed = new Map<RemovalRule, { plans: number; lives?: number }>();
  for (const plan of ofTypes) {
    const reason = planEligibility(plan.eligibility, criteria);
    let rule: RemovalRule | null;
    let lives: number | undefined;
    if (reason.kind === 'eligible') rule = !plan.onSale ? 'no-table' : hideStaleTables && plan.staleTable ? 'stale-table' : null;
    else {
      rule = ruleOf(reason);
      if (reason.kind === 'below-min-lives') lives = reason.minLives;
      if (reason.kind === 'above-max-lives') lives = reason.maxLives;
    }
    if (rule === null) continue;
    const entry = removed.get(rule) ?? { plans: 0 };
    entry.plans += 1;
    if (lives !== undefined) entry.lives = entry.lives === undefined ? lives : rule === 'min-lives' ? Math.min(entry.lives, lives) : Math.max(entry.lives, lives);
    removed.set(rule, entry);
  }

  const changes: QuoteChange[] = [];
  for (const type of ALL_TYPES) {
    if (!asked || asked.includes(type)) continue;
    const wanted = forType(criteria, type);
    const count = inState.filter((plan) => kept(plan, wanted)).length;
    if (count > 0) changes.push({ change: 'type', type, plans: count });
  }
  if ((criteria.lives ?? 0) > 0) {
    const { lives: _lives, ...withoutLives } = criteria;
    const back = ofTypes.filter((plan) => kept(plan, withoutLives));
    const more = back.filter((plan) => plan.eligibility.minLives > (criteria.lives ?? 0));
    const fewer = back.filter((plan) => plan.eligibility.maxLives !== null && plan.eligibility.maxLives < (criteria.lives ?? 0));
    if (more.length > 0) changes.push({ change: 'min-lives', lives: Math.min(...more.map((plan) => plan.eligibility.minLives)), plans: more.length });
    if (fewer.length > 0) changes.push({ change: 'max-lives', lives: Math.max(...fewer.map((plan) => plan.eligibility.maxLives ?? 0)), plans: fewer.length });
  }
  const drops: [Exclude<RemovalRule, 'min-lives' | 'max-lives' | 'no-table'>, EligibilityCriteria | null][] = [
    ['city', criteria.city ? (({ city: _c, ...rest }) => rest)(criteria) : null],
    ['coverage', criteria.coverageAreas && criteria.coverageAreas.length > 0 ? (({ coverageAreas: _c, ...rest }) => rest)(criteria) : null],
    ['contribution', criteria.isOptional !== undefined ? (({ isOptional: _c, ...rest }) => rest)(criteria) : null],
    ['mei', criteria.isMei !== undefined ? (({ isMei: _c, ...rest }) => rest)(criteria) : null],
    ['porte', criteria.porte !== undefined ? (({ porte: _c, ...rest }) => rest)(criteria) : null],
    ['entity', criteria.entityId !== undefined ? (({ entityId: _c, ...rest }) => rest)(criteria) : null],
    ['occupation', criteria.occupation ? (({ occupation: _c, ...rest }) => rest)(criteria) : null],
    ['hospitals', criteria.hospitalIds && criteria.hospitalIds.length > 0 ? (({ hospitalIds: _c, ...rest }) => rest)(criteria) : null],
  ];
  for (const [filter, wanted] of drops) {
    if (!wanted) continue;
    const count = ofTypes.filter((plan) => kept(plan, wanted)).length;
    if (count > 0) changes.push({ change: 'drop', filter, plans: count });
  }
  if (hideStaleTables) {
    const count = ofTypes.filter((plan) => kept(plan, criteria, false)).length;
    if (count > 0) changes.push({ change: 'drop', filter: 'stale-table', plans: count });
  }

  return {
    typePlans: ofTypes.length,
    removed: [...removed.entries()].map(([rule, entry]) => ({ rule, ...entry })).sort((a, b) => b.plans - a.plans),
    changes: changes.sort((a, b) => b.plans - a.plans),
  };
}

const plansText = (count: number) => (count === 1 ? '1 plano' : `${count} planos`);
const livesText = (count: number) => (count === 1 ? '1 vida' : `${count} vidas`);

/** What the quote asked, for the wording: its lives, porte and UF. */
export interface EmptyQuoteContext {
  readonly lives: number;
  readonly porte?: PorteCode | undefined;
  readonly uf: string;
  readonly type: PlanTypeCode;
}

/** pt-BR line of one removal: '3 planos exigem ao menos 2 vidas (Porte I); a cotação tem 1 vida.' */
export function removalText(removal: QuoteRemoval, context: EmptyQuoteContext): string {
  const n = plansText(removal.plans);
  switch (removal.rule) {
    case 'city':
      return `${n}: não ${removal.plans === 1 ? 'é vendido' : 'são vendidos'} na cidade escolhida.`;
    case 'coverage':
      return `${n}: de outra abrangência.`;
    case 'contribution':
      return `${n}: de outro tipo de contribuição (compulsória ou opcional).`;
    case 'mei':
      return `${n}: fora da regra de MEI escolhida.`;
    case 'porte':
      return `${n}: de outro porte.`;
    case 'min-lives':
      return `${n}: exige${removal.plans === 1 ? '' : 'm'} ao menos ${livesText(removal.lives ?? 0)}${context.porte ? ` (${porteLabel(context.porte)})` : ''}; a cotação tem ${livesText(context.lives)}.`;
    case 'max-lives':
      return `${n}: aceita${removal.plans === 1 ? '' : 'm'} até ${livesText(removal.lives ?? 0)}; a cotação tem ${livesText(context.lives)}.`;
    case 'entity':
      return `${n}: não aceita${removal.plans === 1 ? '' : 'm'} a entidade escolhida.`;
    case 'occupation':
      return `${n}: não aceita${removal.plans === 1 ? '' : 'm'} a profissão escolhida.`;
    case 'hospitals':
      return `${n}: sem todos os hospitais escolhidos na rede.`;
    case 'no-table':
      return `${n}: sem tabela de preços em vigor hoje.`;
    case 'stale-table':
      return `${n}: com tabela de mais de 12 meses (ocultas pelo filtro).`;
  }
}

/** pt-BR label of a change: 'Cotar com ao menos 2 vidas (3 planos)'. */
export function changeText(change: QuoteChange): string {
  const n = plansText(change.plans);
  switch (change.change) {
    case 'type':
      return `Cotar como ${planTypeLabel(change.type)} (${n})`;
    case 'min-lives':
      return `Cotar com ao menos ${livesText(change.lives)} (${n})`;
    case 'max-lives':
      return `Cotar com até ${livesText(change.lives)} (${n})`;
    case 'drop':
      return `${DROP_LABELS[change.filter]} (${n})`;
  }
}

const DROP_LABELS: Readonly<Record<Exclude<RemovalRule, 'min-lives' | 'max-lives' | 'no-table'>, string>> = {
  city: 'Cotar sem a cidade',
  coverage: 'Cotar sem o filtro de abrangência',
  contribution: 'Cotar com qualquer contribuição',
  mei: 'Cotar sem a regra de MEI',
  porte: 'Cotar sem o porte',
  entity: 'Cotar sem a entidade',
  occupation: 'Cotar sem a profissão',
  hospitals: 'Cotar sem os hospitais escolhidos',
  'stale-table': 'Mostrar tabelas com mais de 12 meses',
};

/** The headline of an empty answer: why, in one sentence. */
export function emptyQuoteHeadline(explanation: EmptyQuoteExplanation, context: EmptyQuoteContext): string {
  if (explanation.typePlans === 0) return `Nenhum plano ${planTypeLabel(context.type)} é vendido em ${context.uf} no catálogo.`;
  const label = planTypeLabel(context.type);
  if (explanation.typePlans === 1) return `O único plano ${label} de ${context.uf} ficou de fora por este filtro:`;
  return `Os ${explanation.typePlans} planos ${label} de ${context.uf} ficaram de fora por estes filtros:`;
}
