/**
 * Maps the catalog use cases' answers to the agreed wire format
 * (src/contract/catalog.ts): snake_case, money in `_cents`,
 * segmentation as pt-BR text, logos as `/media/...` URLs. A plan (the quote's and the plan
 * page's) is mapped from the domain's plan (`Plan`, made from the repository's row by
 * ./catalog-domain.mappers.ts); lists and operator pages from their records.
 */
import type { z } from 'zod';
import { providerToWire, type administradoraFeesWire, type ansProfileWire, type EmptyQuoteExplanationWire, type entityWire, type planCoreWire, type planInstitutionWire, type PlanQuoteListWire, type PlanQuoteWire, type quoteAreaWire } from '../../../../src/contract/catalog';
import type { coparticipationRuleWire, PlanDetailWire, refundWire, shortfallWire } from '../../../../src/contract/catalog-pages';
import type { CoparticipationRuleRow, RefundRow, ShortfallRow } from '../../db/schema-catalog';
import type { EntityRecord, InstitutionRecord } from './repositories/catalog.repository';
import type { InstitutionPage } from './use-cases/catalog-lists';
import type { PlanDetail } from './use-cases/get-plan-detail';
import type { QuotedPlan } from './use-cases/catalog-snapshot';
import type { AdhesionEntity, Plan, PlanInstitution } from '../../../../src/domain/quotation/catalog-types';
import type { OperatorAnsProfile } from '../../../../src/domain/quotation/operator-profile';
import { mediaUrl, type PlanWithoutTable } from './catalog-domain.mappers';

/** An adhesion entity on the wire: id, name, acronym (absent only when the entity has none). */
export function toEntityWire(entity: AdhesionEntity): z.infer<typeof entityWire> {
  return { id: entity.id, name: entity.name, acronym: entity.acronym };
}

/** ANS registry and quality data in wire form (snake_case), or null. */
export function toAnsProfileWire(profile: OperatorAnsProfile | null): z.infer<typeof ansProfileWire> | null {
  if (profile === null) return null;
  return {
    registration: profile.registration,
    cnpj: profile.cnpj,
    legal_name: profile.legalName,
    trade_name: profile.tradeName,
    modality: profile.modality,
    idss: profile.idss && { year: profile.idss.year, score: profile.idss.score },
    igr: profile.igr && { value: profile.igr.value, period: profile.igr.period },
  };
}

export function toInstitutionSummaryWire(institution: InstitutionRecord) {
  return {
    id: institution.id,
    name: institution.name,
    slug: institution.slug,
    logo: institution.logo === null ? null : mediaUrl(institution.logo),
    ans_registration: institution.ansRegistration,
    ans_profile: toAnsProfileWire(institution.ansProfile),
  };
}


/**
 * A refund (reembolso) row as the plan page sends it; the plan editor's answer adds `plan`
 * (src/contract/plan-admin-answers.ts, `toRuleWire`). Value in cents.
 */
export function toRefundWire(refund: RefundRow): z.infer<typeof refundWire> {
  return { id: refund.id, procedure: refund.procedure, value_cents: refund.valueCents };
}

/**
 * A coparticipation rule row as the plan page sends it (`percentage` a fraction 0–1 or null,
 * money in cents); the plan editor's answer adds `plan`.
 */
export function toCoparticipationRuleWire(rule: CoparticipationRuleRow): z.infer<typeof coparticipationRuleWire> {
  return {
    id: rule.id,
    procedure: rule.procedure,
    percentage: rule.percentage,
    fixed_cents: rule.fixedCents,
    cap_cents: rule.capCents,
    exempt: rule.exempt,
  };
}

/** A carência row as the plan page sends it (days; `note` or null); the plan editor's answer adds `plan`. */
export function toShortfallWire(shortfall: ShortfallRow): z.infer<typeof shortfallWire> & { note: string | null } {
  return { id: shortfall.id, group: shortfall.group, procedure: shortfall.procedure, days: shortfall.days, note: shortfall.note };
}

/** A plan line of an operator page (`GET /api/institutions/{id}/`). */
export function toInstitutionPlanWire(plan: InstitutionPage['plansByState'][number]['plans'][number]) {
  return { id: plan.id, name: plan.name, type: plan.type, accommodation: plan.accommodation, coparticipation: plan.coparticipation };
}

/** An operator page (`GET /api/institutions/{id}/`): the summary, its similar entities and its plans by state. */
export function toInstitutionDetailWire(institution: InstitutionPage) {
  return {
    ...toInstitutionSummaryWire(institution),
    similar_entities: institution.similarEntities.map(toEntityWire),
    plans_by_state: institution.plansByState.map((group) => ({ state: group.state, plans: group.plans.map(toInstitutionPlanWire) })),
    total_plans: institution.totalPlans,
    page: institution.page,
    page_size: institution.pageSize,
    page_count: institution.pageCount,
    facets: institution.facets,
  };
}

/** An operator with all its similar entities (`GET /api/institution/{id}/simple`). */
export function toInstitutionSimpleWire(institution: InstitutionRecord & { similarEntities: readonly EntityRecord[] }) {
  return { id: institution.id, name: institution.name, slug: institution.slug, similar_entities: institution.similarEntities.map(toEntityWire) };
}

/** Fields every plan answer has, apart from the operator and the area (the plan page and the quote answer add them, each in its shape). */
function toPlanCoreWire(plan: Plan): z.infer<typeof planCoreWire> {
  return {
    id: plan.id,
    name: plan.name,
    type: plan.type,
    porte: plan.porte,
    state: plan.state,
    segmentation: plan.segmentation,
    coverage_area: plan.coverageArea,
    accommodation: plan.accommodation,
    coparticipation: plan.coparticipation,
    // CP and PF have no contribution choice: false (the filter's default, compulsory; the domain plan holds it).
    is_optional: plan.isOptional,
    is_mei: plan.isMei,
    min_lives: plan.minLives,
    max_lives: plan.maxLives,
    administradora: plan.administradora,
    entities: plan.entities.map(toEntityWire),
    price_table: {
      id: plan.priceTable.id,
      effective_date: plan.priceTable.effectiveDate,
      source: plan.priceTable.source,
      real: plan.priceTable.real,
      prices_cents: [...plan.priceTable.pricesCents],
      promotional_prices_cents: plan.priceTable.promotionalPricesCents && [...plan.priceTable.promotionalPricesCents],
      promotional_months: plan.priceTable.promotionalMonths ?? null,
      next_effective_date: plan.priceTable.nextEffectiveDate ?? null,
    },
    network: plan.network,
  };
}

/**
 * A plan's operator, whole (the domain's `PlanInstitution`): the summary — logo as its public
 * URL, ANS registry and profile — and its similar entities of the plan's state plus the national ones.
 */
export function toPlanInstitutionWire(institution: PlanInstitution): z.infer<typeof planInstitutionWire> {
  return {
    id: institution.id,
    name: institution.name,
    slug: institution.slug,
    logo: institution.logoUrl,
    ans_registration: institution.ansRegistration,
    ans_profile: toAnsProfileWire(institution.ansProfile ?? null),
    similar_entities: institution.similarEntities.map(toEntityWire),
  };
}

/** A quote answer's area (`areas`): id, name and cities (empty: the whole state). */
export function toQuoteAreaWire(area: PlanWithoutTable['commercializationArea']): z.infer<typeof quoteAreaWire> {
  return { id: area.id, name: area.name, cities: [...area.cities] };
}

/**
 * One plan of a quote answer, naming its operator and area (their whole records go once per
 * answer in `institutions` and `areas`: {@link toQuoteAnswerWire}). Key order: the core
 * fields, then `institution`, `commercialization_area`, `lives`, `total_cents`.
 */
export function toPlanQuoteWire(plan: QuotedPlan): PlanQuoteWire {
  const institution = plan.institution;
  return {
    ...toPlanCoreWire(plan),
    institution: { id: institution.id, name: institution.name, slug: institution.slug, logo: institution.logoUrl },
    commercialization_area: { id: plan.commercializationArea.id, name: plan.commercializationArea.name },
    lives: plan.lives,
    total_cents: plan.totalCents,
  };
}

/**
 * The quote answer as an object (the reference of the prepared bytes of
 * use-cases/catalog/quote-answer.ts, which must equal its `JSON.stringify`): the plans, then
 * each operator and each area of the plans once, in order of first appearance.
 * `fees` gives a plan's `administradora_fees`; `explanation` only on an empty answer.
 */
export function toQuoteAnswerWire(
  plans: readonly QuotedPlan[],
  lives: number,
  fees: (plan: QuotedPlan) => z.infer<typeof administradoraFeesWire> | null,
  explanation?: EmptyQuoteExplanationWire,
): PlanQuoteListWire {
  const institutions = new Map<number, z.infer<typeof planInstitutionWire>>();
  const areas = new Map<number, z.infer<typeof quoteAreaWire>>();
  for (const plan of plans) {
    if (!institutions.has(plan.institution.id)) institutions.set(plan.institution.id, toPlanInstitutionWire(plan.institution));
    if (!areas.has(plan.commercializationArea.id)) areas.set(plan.commercializationArea.id, toQuoteAreaWire(plan.commercializationArea));
  }
  return {
    count: plans.length,
    lives,
    results: plans.map((plan) => ({ ...toPlanQuoteWire(plan), administradora_fees: fees(plan) })),
    institutions: [...institutions.values()],
    areas: [...areas.values()],
    ...(explanation ? { explanation } : {}),
  };
}

export function toPlanDetailWire(plan: PlanDetail): PlanDetailWire {
  return {
    ...toPlanCoreWire(plan),
    institution: toPlanInstitutionWire(plan.institution),
    commercialization_area: { name: plan.commercializationArea.name, cities: [...plan.commercializationArea.cities] },
    hospitals: plan.hospitals.map(providerToWire),
    clinics: plan.clinics.map(providerToWire),
    refunds: plan.rules.refunds.map(toRefundWire),
    coparticipation_rules: plan.rules.rules.map(toCoparticipationRuleWire),
    shortfalls: plan.rules.shortfalls.map(toShortfallWire),
  };
}
