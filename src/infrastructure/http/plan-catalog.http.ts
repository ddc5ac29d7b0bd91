/**
 * PlanCatalog over the REST API (spec point 7 "Plans"), validating every answer with
 * the agreed wire schemas (src/contract/catalog.ts) and mapping snake_case DTOs to the
 * domain types (src/domain/quotation/catalog). Translation only: every filter is the
 * server's (server/src/modules/catalog/use-cases/quote-plans.ts).
 *
 * Calls: `GET states/`, `GET v3/plans/?<filter>` (the whole quote, or one page with `page_size`), `GET plans/{id}/`, `GET institutions/`,
 * `GET institutions/{id}/`, `GET institution/{id}/simple`, `GET entities/?state&occupation`,
 * `GET occupations/`, `GET hospitals/?state&search`.
 *
 * The quote query carries the filter (state, city, occupation, entity, coverage_areas,
 * accredited_networks, type, is_optional, is_pme, is_mei, porte, lifes and one count per
 * age bracket, keyed by `countsToQuery`); `lifes` is the total of the age groups (spec
 * point 7). The answer is mapped as it comes: the server applies the PF entity rule and
 * the porte. Its plans name their operator and area, listed once beside them
 * (`institutions`, `areas`); `joinQuoteAnswer` gives each plan its whole operator and area
 * again, so the domain's `PlanQuote` is what it always was.
 */
import type { KyInstance } from 'ky';
import type { z } from 'zod/mini';
import type { PlanCatalog } from '../../application/quotation/plan-catalog';
import { mapResult } from '../../application/shared/result';
import { countsToQuery, isBracketCounts, totalLives } from '../../domain/quotation/age-buckets';
import { type AdhesionEntity, type InstitutionDetail, type InstitutionListItem, type InstitutionSimple, type InstitutionSummary, type Plan, type PlanDetail, type PlanPriceTable, type PlanQuote, type Provider, type QuoteFilter, type StateOption } from '../../domain/quotation/catalog';
import type { QuotePage, QuotePageQuery } from '../../domain/quotation/quote-page';
import type { EmptyQuoteExplanation } from '../../domain/quotation/empty-quote-types';
import { isPorteCode, isRoomType, type RoomType } from '../../domain/quotation/plan-types';
import { typeBoundFilter } from '../../domain/quotation/plan-eligibility';
import type { PriceTable } from '../../domain/quotation/pricing';
import { ansProfileFromWire } from './ans-profile.mapper';
import { remoteJson } from './remote-call';
import * as catalogWire from '../../contract/catalog';

type SummaryWire = z.infer<typeof catalogWire.institutionSummaryWire>;
type PlanBaseWire = z.infer<typeof catalogWire.planBaseWire>;
type PriceTableWire = z.infer<typeof catalogWire.priceTableWire>;
type ProviderWire = z.infer<typeof catalogWire.providerWire>;

function toPriceTable(prices: readonly number[]): PriceTable {
  // The wire schema checks there are exactly 10 positive integers.
  if (!isBracketCounts(prices)) throw new RangeError('price table must have 10 integer prices');
  return prices as PriceTable;
}


function toSummary(wire: SummaryWire): InstitutionSummary {
  return { id: wire.id, name: wire.name, slug: wire.slug, logoUrl: wire.logo, ansRegistration: wire.ans_registration, ansProfile: ansProfileFromWire(wire.ans_profile) };
}

function toEntity(wire: { id: number; name: string; acronym?: string | undefined }): AdhesionEntity {
  return wire.acronym ? { id: wire.id, name: wire.name, acronym: wire.acronym } : { id: wire.id, name: wire.name };
}

function toRoomType(code: string): RoomType {
  // The wire schema's regex admits exactly the room-type codes.
  return isRoomType(code) ? code : 'apartment';
}

function toTable(wire: PriceTableWire): PlanPriceTable {
  return {
    id: wire.id,
    effectiveDate: wire.effective_date,
    source: wire.source,
    real: wire.real,
    pricesCents: toPriceTable(wire.prices_cents),
    promotionalPricesCents: wire.promotional_prices_cents ? toPriceTable(wire.promotional_prices_cents) : null,
    promotionalMonths: wire.promotional_months ?? null,
    nextEffectiveDate: wire.next_effective_date ?? null,
  };
}

/** Maps the fields every plan answer has. */
export function toPlan(wire: PlanBaseWire): Plan {
  return {
    id: wire.id,
    name: wire.name,
    type: wire.type,
    porte: isPorteCode(wire.porte) ? wire.porte : null,
    institution: { ...toSummary(wire.institution), similarEntities: wire.institution.similar_entities.map(toEntity) },
    state: { id: wire.state.id, uf: wire.state.uf, name: wire.state.name },
    commercializationArea: { name: wire.commercialization_area.name, cities: wire.commercialization_area.cities },
    segmentation: wire.segmentation,
    coverageArea: wire.coverage_area,
    accommodation: toRoomType(wire.accommodation),
    coparticipation: wire.coparticipation,
    isOptional: wire.is_optional,
    isMei: wire.is_mei,
    minLives: wire.min_lives,
    maxLives: wire.max_lives,
    administradora: wire.administradora,
    administradoraFees: wire.administradora_fees
      ? { adhesionCentsPerLife: wire.administradora_fees.adhesion_cents, monthlyCentsPerLife: wire.administradora_fees.monthly_cents }
      : null,
    entities: wire.entities.map(toEntity),
    priceTable: toTable(wire.price_table),
    network: { name: wire.network.name, hospitals: wire.network.hospitals, clinics: wire.network.clinics },
  };
}

function toProvider(wire: ProviderWire): Provider {
  return {
    id: wire.id,
    name: wire.name,
    city: wire.city,
    uf: wire.uf,
    electiveAdmission: wire.elective_admission,
    emergency: wire.emergency,
    maternity: wire.maternity,
    laboratory: wire.laboratory,
  };
}

/** The quote query of spec point 7 for a filter (values as ky search params). */
export function quoteQuery(filter: QuoteFilter): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {
    state: filter.stateId,
    type: filter.type,
    is_optional: filter.isOptional,
    is_pme: filter.isPme,
    is_mei: filter.isMei,
    lifes: totalLives(filter.counts),
    ...countsToQuery(filter.counts),
  };
  const asked = typeBoundFilter(filter);
  if (filter.city) query.city = filter.city;
  if (asked.occupation !== undefined) query.occupation = asked.occupation;
  if (asked.entityId !== undefined) query.entity = asked.entityId;
  if (asked.porte !== undefined) query.porte = asked.porte;
  if (filter.coverageAreas.length > 0) query.coverage_areas = filter.coverageAreas.join(',');
  if (filter.accreditedNetworks.length > 0) query.accredited_networks = filter.accreditedNetworks.join(',');
  if (filter.hideStaleTables) query.hide_stale_tables = true;
  return query;
}

/** The query of one page of a quote: the filter's, plus the page's order, narrowing, grouping, page and size. */
export function quotePageQuery(filter: QuoteFilter, page: QuotePageQuery): Record<string, string | number | boolean> {
  const query = { ...quoteQuery(filter), sort: page.sort, group: page.grouping, page: page.page, page_size: page.pageSize };
  const { operatorId, accommodation, coparticipation } = page.narrowing;
  return {
    ...query,
    ...(operatorId === null ? {} : { operator: operatorId }),
    ...(accommodation === null ? {} : { accommodation }),
    ...(coparticipation === null ? {} : { coparticipation }),
  };
}

/** A quote answer's plans as domain quotes, each with its operator and area whole. */
function toQuotes(answer: Parameters<typeof catalogWire.joinQuoteAnswer>[0]): PlanQuote[] {
  return catalogWire.joinQuoteAnswer(answer).map((wire): PlanQuote => ({ ...toPlan(wire), lives: wire.lives, totalCents: wire.total_cents }));
}

/** An empty answer's explanation in the domain's shape, or nothing. */
function explanationOf(answer: { explanation?: catalogWire.EmptyQuoteExplanationWire | undefined }): { explanation?: EmptyQuoteExplanation } {
  const why = answer.explanation;
  if (!why) return {};
  return { explanation: { typePlans: why.type_plans, removed: why.removed.map(({ lives, ...rest }) => (lives === undefined ? rest : { ...rest, lives })), changes: why.changes } };
}

/** Creates the HTTP PlanCatalog on the app's ky client (prefix `/api/`). */
export function createHttpPlanCatalog(http: KyInstance): PlanCatalog {
  return {
    async states() {
      const result = await remoteJson(http.get('states/'), catalogWire.stateListWire);
      return mapResult(result, (states) => states.map((state): StateOption => ({ id: state.id, uf: state.uf, name: state.name, cities: state.cities })));
    },
    async quote(filter) {
      const result = await remoteJson(http.get('v3/plans/', { searchParams: quoteQuery(filter) }), catalogWire.planQuoteListWire);
      return mapResult(result, (answer) => ({
        lives: answer.lives,
        plans: toQuotes(answer),
        ...explanationOf(answer),
      }));
    },
    async quotePage(filter, page) {
      const result = await remoteJson(http.get('v3/plans/', { searchParams: quotePageQuery(filter, page) }), catalogWire.planQuotePageWire);
      return mapResult(
        result,
        (answer): QuotePage => ({
          lives: answer.lives,
          count: answer.count,
          allCount: answer.all_count,
          choices: answer.choices,
          plans: toQuotes(answer),
          nextPage: answer.next === null ? null : page.page + 1,
          ...explanationOf(answer),
        }),
      );
    },
    async plan(id) {
      const result = await remoteJson(http.get(`plans/${id}/`), catalogWire.planDetailWire);
      return mapResult(
        result,
        (wire): PlanDetail => ({
          ...toPlan(wire),
          hospitals: wire.hospitals.map(toProvider),
          clinics: wire.clinics.map(toProvider),
          refunds: wire.refunds.map((refund) => ({ id: refund.id, procedure: refund.procedure, valueCents: refund.value_cents })),
          coparticipationRules: wire.coparticipation_rules.map((rule) => ({
            id: rule.id,
            procedure: rule.procedure,
            percentage: rule.percentage,
            fixedCents: rule.fixed_cents,
            capCents: rule.cap_cents,
            exempt: rule.exempt,
          })),
          shortfalls: wire.shortfalls.map((shortfall) => ({
            id: shortfall.id,
            group: shortfall.group,
            procedure: shortfall.procedure,
            days: shortfall.days,
            note: shortfall.note ?? null,
          })),
          dentalOptions: (wire.dental_options ?? []).map((option) => ({
            id: option.id,
            name: option.name,
            monthlyCentsPerLife: option.monthly_cents,
            illustrative: !option.real,
          })),
        }),
      );
    },
    async institutions() {
      const result = await remoteJson(http.get('institutions/'), catalogWire.institutionListWire);
      return mapResult(result, (list) => list.map((wire): InstitutionListItem => ({ ...toSummary(wire), plans: wire.plans, states: wire.states })));
    },
    async institution(id, query = {}) {
      const searchParams: Record<string, string | number> = {};
      if (query.stateId !== undefined) searchParams.state = query.stateId;
      if (query.type !== undefined) searchParams.type = query.type;
      if (query.page !== undefined) searchParams.page = query.page;
      if (query.pageSize !== undefined) searchParams.page_size = query.pageSize;
      const result = await remoteJson(http.get(`institutions/${id}/`, { searchParams }), catalogWire.institutionDetailWire);
      return mapResult(
        result,
        (wire): InstitutionDetail => ({
          ...toSummary(wire),
          similarEntities: wire.similar_entities.map(toEntity),
          plansByState: wire.plans_by_state.map((group) => ({
            state: { id: group.state.id, uf: group.state.uf, name: group.state.name },
            plans: group.plans.map((plan) => ({
              id: plan.id,
              name: plan.name,
              type: plan.type,
              accommodation: toRoomType(plan.accommodation),
              coparticipation: plan.coparticipation,
            })),
          })),
          ...pagePartOf(wire),
        }),
      );
    },
    async institutionSimple(id) {
      const result = await remoteJson(http.get(`institution/${id}/simple`), catalogWire.institutionSimpleWire);
      return mapResult(
        result,
        (wire): InstitutionSimple => ({ id: wire.id, name: wire.name, slug: wire.slug, similarEntities: wire.similar_entities.map(toEntity) }),
      );
    },
    async entities(stateId, occupationId) {
      const searchParams: Record<string, number> = { state: stateId };
      if (occupationId !== undefined) searchParams.occupation = occupationId;
      const result = await remoteJson(http.get('entities/', { searchParams }), catalogWire.entityListWire);
      return mapResult(result, (list) => list.map((wire) => ({ ...toEntity(wire), occupations: wire.occupations.map((o) => ({ id: o.id, name: o.name })) })));
    },
    async occupations() {
      const result = await remoteJson(http.get('occupations/'), catalogWire.occupationListWire);
      return mapResult(result, (list) => list.map((wire) => ({ id: wire.id, name: wire.name })));
    },
    async searchHospitals(stateId, text) {
      const search = text.trim();
      const searchParams: Record<string, string | number> = search ? { state: stateId, search } : { state: stateId };
      const result = await remoteJson(http.get('hospitals/', { searchParams }), catalogWire.hospitalSearchWire);
      return mapResult(result, (list) => list.map(toProvider));
    },
  };
}

/**
 * The page fields of an operator page; a server from before the query sent every plan
 * without them, which is one page holding them all.
 */
function pagePartOf(wire: z.infer<typeof catalogWire.institutionDetailWire>): Pick<InstitutionDetail, 'totalPlans' | 'page' | 'pageSize' | 'pageCount' | 'facets'> {
  const total = wire.plans_by_state.reduce((sum, group) => sum + group.plans.length, 0);
  return {
    totalPlans: wire.total_plans ?? total,
    page: wire.page ?? 1,
    pageSize: wire.page_size ?? Math.max(total, 1),
    pageCount: wire.page_count ?? 1,
    facets: wire.facets ?? { states: wire.plans_by_state.map((group) => ({ ...group.state, plans: group.plans.length })), types: [] },
  };
}
