/**
 * A saved quotation's `data` as the SPA sends it (src/contract/quotation.ts, `QuotationDataWire`),
 * built from plans of a quote answer, for the tests and benches that save one through the API
 * (server/test/quotations/quoted-data.ts, the rolling-restart test, the broker-day bench): a PJ
 * quotation of 3 lives (0-18, 29-33, 59+) for the client 'Maria José da Conceição', no network,
 * rules or carências unless given.
 */
import type { QuotationDataWire } from '../../src/contract/quotation';

/** The fields of a quoted plan (`GET /api/v3/plans/` result) a saved quotation copies. */
export interface QuotedPlanFields {
  id: number;
  name: string;
  institution: { id: number; name?: string };
  price_table: { effective_date: string; real: boolean; prices_cents: readonly number[] };
}

/**
 * The quotation of `plans` (in order); an operator's name comes from the plan, else from
 * `institutionNames` (the quote answer's `institutions`), else ''.
 */
export function quotationDataOf(
  plans: readonly QuotedPlanFields[],
  extras: Partial<Pick<QuotationDataWire, 'accredit' | 'shortfalls'>> & { institutionNames?: ReadonlyMap<number, string> } = {},
): QuotationDataWire {
  const institutions = new Map<number, string>();
  for (const plan of plans) institutions.set(plan.institution.id, plan.institution.name ?? extras.institutionNames?.get(plan.institution.id) ?? '');
  return {
    clientName: 'Maria José da Conceição',
    type: 'PJ',
    lifes: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1],
    showProposalInfos: true,
    showProposalPhoto: false,
    proposalInfos: { network: true, coparticipation: true, shortfalls: false, refunds: true },
    institution: [...institutions].map(([id, name]) => ({ id, name, ans_registration: null })),
    healthInsurance: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      institution_id: plan.institution.id,
      type: 'PJ' as const,
      accommodation: 'infirmary',
      coparticipation: 'without' as const,
      coverage_area: 'estadual' as const,
      segmentation: null,
      administradora: null,
      price_table: { effective_date: plan.price_table.effective_date, illustrative: !plan.price_table.real, prices_cents: [...plan.price_table.prices_cents] },
    })),
    accredit: extras.accredit ?? [],
    coparticipationRules: [],
    shortfalls: extras.shortfalls ?? [],
    refunds: [],
    similarEntities: [],
    similarCompanies: [],
    lifeInsurance: false,
    lifeInsuranceInstitution: null,
    broker: { name: 'Corretor', phone: '11987654321', email: 'corretor@example.com', logo_url: null },
  };
}
