/**
 * Wire format of the catalog's pages beside the quote (spec point 7 "Plans"): the full plan
 * (`GET /api/plans/{id}/`) and the operators (`GET /api/institutions/`, `/api/institutions/{id}/`,
 * `/api/institution/{id}/simple`). Apart from ./catalog.ts because `/cotacao`'s first load carries
 * that file and not these: the SPA's adapter reads them when a plan or an operator page is opened
 * (src/infrastructure/http/catalog-pages.http.ts). Same conventions as ./catalog.ts (`zod/mini`).
 */
import { z } from 'zod/mini';
import type { PlanCoparticipationRule, PlanRefund, PlanShortfall } from '../domain/quotation/catalog-types';
import { coparticipationWire, dentalOptionWire, entityWire, institutionSummaryWire, planBaseWire, planTypeWire, providerWire, roomTypeWire } from './catalog';

export const refundWire = z.object({ id: z.number().check(z.int()), procedure: z.string(), value_cents: z.number().check(z.int()) });
export const coparticipationRuleWire = z.object({
  id: z.number().check(z.int()),
  procedure: z.string(),
  /** Fraction (0.4 = 40 %) or null. */
  percentage: z.nullable(z.number()),
  fixed_cents: z.nullable(z.number().check(z.int())),
  cap_cents: z.nullable(z.number().check(z.int())),
  exempt: z.boolean(),
});
/** A carência in days; `note` (e.g. the RN 557/2022 exemption within 30 days) or null — added by the server, always sent. */
export const shortfallWire = z.object({
  id: z.number().check(z.int()),
  group: z.string(),
  procedure: z.string(),
  days: z.number().check(z.int()),
  note: z.optional(z.nullable(z.string())),
});

/** `GET /api/plans/{id}/`: the full plan (spec point 3 "Plan"). */
export const planDetailWire = z.extend(planBaseWire, {
  hospitals: z.array(providerWire),
  clinics: z.array(providerWire),
  refunds: z.array(refundWire),
  coparticipation_rules: z.array(coparticipationRuleWire),
  shortfalls: z.array(shortfallWire),
  /** Dental add-ons of the same operator (odontológico), cheapest first — added by the server, always sent. */
  dental_options: z.optional(z.array(dentalOptionWire)),
});
export type PlanDetailWire = z.infer<typeof planDetailWire>;

/** `GET /api/institution/{id}/simple`. */
export const institutionSimpleWire = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  slug: z.string(),
  similar_entities: z.array(entityWire),
});

/**
 * `GET /api/institutions/` (all operators) and `GET /api/institutions/{id}/?state=&type=&page=&page_size=`
 * (one, with its plans by state; the query narrows and pages them, and without it every plan
 * comes as the spec's call expects; the counts fields were added with the query).
 */
export const institutionListWire = z.array(z.extend(institutionSummaryWire, { plans: z.number().check(z.int()), states: z.array(z.string()) }));
export const institutionDetailWire = z.extend(institutionSummaryWire, {
  similar_entities: z.array(entityWire),
  plans_by_state: z.array(
    z.object({
      state: z.object({ id: z.number().check(z.int()), uf: z.string(), name: z.string() }),
      plans: z.array(z.object({ id: z.number().check(z.int()), name: z.string(), type: planTypeWire, accommodation: roomTypeWire, coparticipation: coparticipationWire })),
    }),
  ),
  /** Plans the `state`/`type` query keeps, over all pages. */
  total_plans: z.optional(z.number().check(z.int())),
  page: z.optional(z.number().check(z.int())),
  page_size: z.optional(z.number().check(z.int())),
  page_count: z.optional(z.number().check(z.int())),
  /** Per state the plans of the chosen type; per type the plans of the chosen state. */
  facets: z.optional(
    z.object({
      states: z.array(z.object({ id: z.number().check(z.int()), uf: z.string(), name: z.string(), plans: z.number().check(z.int()) })),
      types: z.array(z.object({ type: planTypeWire, plans: z.number().check(z.int()) })),
    }),
  ),
});

/** A refund of the wire as the domain's (`valueCents`); the plan page's and the plan editor's mapping. */
export function refundFromWire(wire: z.infer<typeof refundWire>): PlanRefund {
  return { id: wire.id, procedure: wire.procedure, valueCents: wire.value_cents };
}

/** A coparticipation rule of the wire as the domain's (fraction, cents); the plan page's and the plan editor's mapping. */
export function coparticipationRuleFromWire(wire: z.infer<typeof coparticipationRuleWire>): PlanCoparticipationRule {
  return { id: wire.id, procedure: wire.procedure, percentage: wire.percentage, fixedCents: wire.fixed_cents, capCents: wire.cap_cents, exempt: wire.exempt };
}

/** A carência of the wire as the domain's (days; no note is null); the plan page's and the plan editor's mapping. */
export function shortfallFromWire(wire: z.infer<typeof shortfallWire>): PlanShortfall {
  return { id: wire.id, group: wire.group, procedure: wire.procedure, days: wire.days, note: wire.note ?? null };
}
