/**
 * A saved quotation's data as the SPA sends it, for the server tests that save one: the first
 * two plans quoted in São Paulo (PJ) for 3 lives, from the catalog as it is now (asked of the
 * app with `token`), for the client 'Maria José da Conceição'.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { planQuoteListWire } from '../../../src/contract/catalog';
import { planDetailWire } from '../../../src/contract/catalog-pages';
import type { QuotationDataWire } from '../../../src/contract/quotation';
import { bearer } from '../helpers';
import { quotationDataOf } from '../../../scripts/lib/quotation-data';

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
  return quotationDataOf(plans, {
    accredit: detailsAny.map((plan) => ({
      plan_id: plan.id,
      hospitals: [{ name: 'Hospital Exemplo', city: 'São Paulo', uf: 'SP', elective_admission: true, emergency: true, maternity: false, laboratory: false }],
      clinics: [],
    })),
    shortfalls: [{ plan_id: plans[0]!.id, group: 'urgency_emergency', procedure: '', days: 1 }],
  });
}
