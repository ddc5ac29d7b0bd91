/**
 * Saved quotation: domain (`QuotationData`) ↔ wire (`quotation.wire.ts`, spec point 3's
 * grouping: institution, healthInsurance, accredit, coparticipationRules, shortfalls,
 * refunds… keyed by plan id). Used by the HTTP adapter and the fake (same round trip).
 */
import type { QuotationData, QuotedPlan, SavedQuotation } from '../../domain/proposal/saved-quotation';
import type { ProposalProvider } from '../../domain/proposal/proposal';
import type { BracketCounts } from '../../domain/quotation/age-buckets';
import type { PriceTable } from '../../domain/quotation/pricing';
import type { RoomType } from '../../domain/quotation/plan-types';
import type { QuotationClientWire, QuotationDataWire, QuotationLifeQuoteWire, QuotationListItemWire, QuotationListWire, QuotationWire } from '../../contract/quotation';
import type { QuotationClient } from '../../domain/proposal/client';
import type { SavedQuotationPage, SavedQuotationSummary } from '../../domain/proposal/quotation-history';
import type { ProposalLifeQuote } from '../../domain/proposal/proposal-life';
import type { ProposalExtras } from '../../domain/proposal/proposal-extras';
import { lifeInsuranceInstitutionOf } from '../../domain/proposal/saved-quotation';
import { ansProfileFromWire, ansProfileToWire } from './ans-profile.mapper';

type ProviderWire = QuotationDataWire['accredit'][number]['hospitals'][number];

const providerToWire = (p: ProposalProvider): ProviderWire => ({
  name: p.name,
  city: p.city,
  uf: p.uf,
  elective_admission: p.electiveAdmission,
  emergency: p.emergency,
  maternity: p.maternity,
  laboratory: p.laboratory,
});
const providerFromWire = (p: ProviderWire): ProposalProvider => ({
  name: p.name,
  city: p.city,
  uf: p.uf,
  electiveAdmission: p.elective_admission,
  emergency: p.emergency,
  maternity: p.maternity,
  laboratory: p.laboratory,
});

const lifeQuoteToWire = (quote: ProposalLifeQuote): QuotationLifeQuoteWire => ({
  institution: quote.institution,
  title: quote.title,
  quote_number: quote.quoteNumber,
  issued_on: quote.issuedOn,
  valid_until: quote.validUntil,
  monthly_price_cents: quote.monthlyPriceCents,
  coverages: quote.coverages.map((coverage) => ({
    code: coverage.code,
    title: coverage.title,
    capital_kind: coverage.capitalKind,
    capital_cents: coverage.capitalCents,
  })),
});

const lifeQuoteFromWire = (quote: QuotationLifeQuoteWire, insurerName: string): ProposalLifeQuote => ({
  institution: quote.institution,
  insurerName,
  title: quote.title,
  quoteNumber: quote.quote_number,
  issuedOn: quote.issued_on,
  validUntil: quote.valid_until,
  monthlyPriceCents: quote.monthly_price_cents,
  coverages: quote.coverages.map((coverage) => ({
    code: coverage.code,
    title: coverage.title,
    capitalKind: coverage.capital_kind,
    capitalCents: coverage.capital_cents,
  })),
});

const extrasToWire = (extras: ProposalExtras): NonNullable<QuotationDataWire['proposal_extras']> => ({
  notes: extras.notes,
  valid_until: extras.validUntil,
  recommended_plan_id: extras.recommendedPlanId,
  client_phone: extras.clientPhone,
  client_email: extras.clientEmail,
});

const extrasFromWire = (wire: NonNullable<QuotationDataWire['proposal_extras']>): ProposalExtras => ({
  notes: wire.notes,
  validUntil: wire.valid_until,
  recommendedPlanId: wire.recommended_plan_id,
  clientPhone: wire.client_phone,
  clientEmail: wire.client_email,
});

/**
 * The domain's quotation as the wire's `data`. The life quote is the one source of
 * `lifeInsurance`, `lifeInsuranceInstitution` and `life_quote` (sent only when there is one).
 */
export function quotationDataToWire(data: QuotationData): QuotationDataWire {
  const institutions = new Map<number, QuotationDataWire['institution'][number]>();
  for (const plan of data.plans) {
    if (!institutions.has(plan.institutionId)) {
      institutions.set(plan.institutionId, { id: plan.institutionId, name: plan.operatorName, ans_registration: plan.ansRegistration, ...(plan.ansProfile ? { ans_profile: ansProfileToWire(plan.ansProfile) } : {}) });
    }
  }
  return {
    clientName: data.clientName,
    ...(data.client ? { client: clientToWire(data.client) } : {}),
    type: data.type,
    lifes: [...data.lives],
    showProposalInfos: data.showProposalInfos,
    showProposalPhoto: data.showProposalPhoto,
    proposalInfos: { ...data.proposalInfos },
    institution: [...institutions.values()],
    healthInsurance: data.plans.map((plan) => ({
      id: plan.id,
      name: plan.planName,
      institution_id: plan.institutionId,
      type: plan.type,
      accommodation: plan.accommodation,
      coparticipation: plan.coparticipation,
      coverage_area: plan.coverageArea,
      segmentation: plan.segmentation,
      administradora: plan.administradora,
      price_table: {
        effective_date: plan.priceTable.effectiveDate,
        illustrative: plan.priceTable.illustrative,
        prices_cents: [...plan.priceTable.pricesCents],
        ...(plan.priceTable.promotionalPricesCents && plan.priceTable.promotionalMonths
          ? { promotional_prices_cents: [...plan.priceTable.promotionalPricesCents], promotional_months: plan.priceTable.promotionalMonths }
          : {}),
      },
      ...(plan.administradoraFees
        ? { administradora_fees: { adhesion_cents: plan.administradoraFees.adhesionCentsPerLife, monthly_cents: plan.administradoraFees.monthlyCentsPerLife } }
        : {}),
      ...(plan.dental
        ? { dental: { id: plan.dental.id, name: plan.dental.name, monthly_cents: plan.dental.monthlyCentsPerLife, illustrative: plan.dental.illustrative } }
        : {}),
    })),
    accredit: data.plans.map((plan) => ({
      plan_id: plan.id,
      hospitals: plan.hospitals.map(providerToWire),
      clinics: plan.clinics.map(providerToWire),
    })),
    coparticipationRules: data.plans.flatMap((plan) =>
      plan.coparticipationRules.map((rule) => ({
        plan_id: plan.id,
        procedure: rule.procedure,
        percentage: rule.percentage,
        fixed_cents: rule.fixedCents,
        cap_cents: rule.capCents,
        exempt: rule.exempt,
      })),
    ),
    shortfalls: data.plans.flatMap((plan) =>
      plan.shortfalls.map((shortfall) => ({ plan_id: plan.id, group: shortfall.group, procedure: shortfall.procedure, days: shortfall.days })),
    ),
    refunds: data.plans.flatMap((plan) =>
      plan.refunds.map((refund) => ({ plan_id: plan.id, procedure: refund.procedure, value_cents: refund.valueCents })),
    ),
    similarEntities: data.similarEntities.map(({ id, name }) => ({ id, name })),
    similarCompanies: data.similarCompanies.map(({ id, name }) => ({ id, name })),
    lifeInsurance: Boolean(data.lifeQuote),
    lifeInsuranceInstitution: data.lifeQuote ? lifeInsuranceInstitutionOf(data.lifeQuote) : null,
    ...(data.lifeQuote ? { life_quote: lifeQuoteToWire(data.lifeQuote) } : {}),
    ...(data.extras ? { proposal_extras: extrasToWire(data.extras) } : {}),
    broker: { name: data.broker.name, phone: data.broker.phone, email: data.broker.email, logo_url: data.broker.logoUrl },
  };
}

/** The wire's `data` as the domain's quotation (the life quote with its insurer's name as quoted). */
export function quotationDataFromWire(wire: QuotationDataWire): QuotationData {
  const institutions = new Map(wire.institution.map((institution) => [institution.id, institution]));
  const plans: QuotedPlan[] = wire.healthInsurance.map((plan) => {
    const institution = institutions.get(plan.institution_id);
    const accredit = wire.accredit.find((entry) => entry.plan_id === plan.id);
    return {
      id: plan.id,
      institutionId: plan.institution_id,
      operatorName: institution?.name ?? '',
      ansRegistration: institution?.ans_registration ?? null,
      ...(institution?.ans_profile ? { ansProfile: ansProfileFromWire(institution.ans_profile) } : {}),
      planName: plan.name,
      type: plan.type,
      accommodation: plan.accommodation as RoomType,
      coparticipation: plan.coparticipation,
      coverageArea: plan.coverage_area,
      segmentation: plan.segmentation,
      administradora: plan.administradora,
      priceTable: {
        effectiveDate: plan.price_table.effective_date,
        illustrative: plan.price_table.illustrative,
        pricesCents: plan.price_table.prices_cents as unknown as PriceTable,
        promotionalPricesCents: (plan.price_table.promotional_prices_cents ?? null) as PriceTable | null,
        promotionalMonths: plan.price_table.promotional_months ?? null,
      },
      administradoraFees: plan.administradora_fees
        ? { adhesionCentsPerLife: plan.administradora_fees.adhesion_cents, monthlyCentsPerLife: plan.administradora_fees.monthly_cents }
        : null,
      dental: plan.dental ? { id: plan.dental.id, name: plan.dental.name, monthlyCentsPerLife: plan.dental.monthly_cents, illustrative: plan.dental.illustrative } : null,
      hospitals: (accredit?.hospitals ?? []).map(providerFromWire),
      clinics: (accredit?.clinics ?? []).map(providerFromWire),
      coparticipationRules: wire.coparticipationRules
        .filter((rule) => rule.plan_id === plan.id)
        .map((rule) => ({ procedure: rule.procedure, percentage: rule.percentage, fixedCents: rule.fixed_cents, capCents: rule.cap_cents, exempt: rule.exempt })),
      shortfalls: wire.shortfalls
        .filter((shortfall) => shortfall.plan_id === plan.id)
        .map((shortfall) => ({ group: shortfall.group, procedure: shortfall.procedure, days: shortfall.days })),
      refunds: wire.refunds
        .filter((refund) => refund.plan_id === plan.id)
        .map((refund) => ({ procedure: refund.procedure, valueCents: refund.value_cents })),
    };
  });
  return {
    clientName: wire.clientName,
    client: wire.client ? clientFromWire(wire.client) : null,
    type: wire.type,
    lives: wire.lifes as unknown as BracketCounts,
    showProposalInfos: wire.showProposalInfos,
    showProposalPhoto: wire.showProposalPhoto,
    proposalInfos: wire.proposalInfos,
    plans,
    similarEntities: wire.similarEntities,
    similarCompanies: wire.similarCompanies,
    lifeInsurance: wire.lifeInsurance,
    lifeInsuranceInstitution: wire.lifeInsuranceInstitution,
    lifeQuote: wire.life_quote ? lifeQuoteFromWire(wire.life_quote, wire.lifeInsuranceInstitution?.name ?? '') : null,
    extras: wire.proposal_extras ? extrasFromWire(wire.proposal_extras) : null,
    broker: { name: wire.broker.name, phone: wire.broker.phone, email: wire.broker.email, logoUrl: wire.broker.logo_url },
  };
}

const clientToWire = (client: QuotationClient): QuotationClientWire => ({
  phone: client.phone,
  email: client.email,
  document: client.document,
  city: client.city,
});
const clientFromWire = (client: QuotationClientWire): QuotationClient => ({
  phone: client.phone,
  email: client.email,
  document: client.document,
  city: client.city,
});

/** A row of `GET /api/v1/quotations/` as the list shows it. */
export function savedQuotationSummaryFromWire(item: QuotationListItemWire): SavedQuotationSummary {
  return {
    code: item.code,
    clientName: item.client_name,
    client: item.client ? clientFromWire(item.client) : null,
    type: item.type,
    lives: item.lives,
    plans: item.quoted_plans.map((plan) => ({ id: plan.id, name: plan.name, operator: plan.operator, totalCents: plan.total_cents })),
    createdAt: item.created_at,
  };
}

/** A DRF page of the list. */
export function savedQuotationPageFromWire(page: QuotationListWire): SavedQuotationPage {
  return {
    count: page.count,
    items: page.results.map(savedQuotationSummaryFromWire),
    hasNext: page.next !== null,
    hasPrevious: page.previous !== null,
  };
}

export function savedQuotationFromWire(wire: QuotationWire): SavedQuotation {
  const saved = { code: wire.code, data: quotationDataFromWire(wire.data), createdAt: wire.created_at };
  if (!wire.table_updates || wire.table_updates.length === 0) return saved;
  return {
    ...saved,
    tableUpdates: wire.table_updates.map((update) => ({
      planId: update.plan_id,
      planName: update.plan_name,
      quotedDate: update.quoted_effective_date,
      currentDate: update.current_effective_date,
    })),
  };
}
