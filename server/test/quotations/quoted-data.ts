/**
 * A saved quotation's data as the SPA sends it, for the server tests that save one: the first
 * two plans quoted in São Paulo (PJ) for 3 lives, from the catalog as it is now (asked of the
 * app with `token`), for the client 'Maria José da Conceição'.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { planDetailWire, planQuoteListWire } from '../../../src/contract/catalog';
import type { QuotationDataWire } from '../../../src/contract/quotation';
import { bearer } from '../helpers';

/** A quotation of the first plans quoted in São Paulo (PJ) for 3 lives, from the catalog as it is now. */
export async function quotedData(app: FastifyInstance, token: string): Promise<QuotationDataWire> {
  const quote = await app.inject({
    method: 'GET',
    url: '/api/v3/plans/?state=25&type=PJ&age_0_18=1&age_29_33=1&age_59_plus=1',
    headers: bearer(token),
  });
  expect(quote.statusCode).toBe(200);
  const plans = planQuoteListWire.parse(quote.json()).results.slice(0, 2);
  expect(plans.length).toBe(2);
  const details = [];
  for (const plan of plans) {
    const response = await app.inject({ method: 'GET', url: `/api/plans/${plan.id}/`, headers: bearer(token) });
    details.push(planDetailWire.parse(response.json()));
  }
  const detailsAny = details as unknown as Array<Record<string, unknown> & { id: number; name: string }>;
  return {
    clientName: 'Maria José da Conceição',
    type: 'PJ',
    lifes: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1],
    showProposalInfos: true,
    showProposalPhoto: false,
    proposalInfos: { network: true, coparticipation: true, shortfalls: false, refunds: true },
    institution: plans.map((plan) => ({ id: plan.institution.id, name: plan.institution.name, ans_registration: null })),
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
      price_table: {
        effective_date: plan.price_table.effective_date,
        illustrative: !plan.price_table.real,
        prices_cents: [...plan.price_table.prices_cents],
      },
    })),
    accredit: detailsAny.map((plan) => ({
      plan_id: plan.id,
      hospitals: [{ name: 'Hospital Exemplo', city: 'São Paulo', uf: 'SP', elective_admission: true, emergency: true, maternity: false, laboratory: false }],
      clinics: [],
    })),
    coparticipationRules: [],
    shortfalls: [{ plan_id: plans[0]!.id, group: 'urgency_emergency', procedure: '', days: 1 }],
    refunds: [],
    similarEntities: [],
    similarCompanies: [],
    lifeInsurance: false,
    lifeInsuranceInstitution: null,
    broker: { name: 'Corretor', phone: '11987654321', email: 'corretor@example.com', logo_url: null },
  };
}
