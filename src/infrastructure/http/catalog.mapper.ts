/**
 * The catalog's wire → domain mappings shared by the HTTP adapter of the quote
 * (./plan-catalog.http.ts) and of the catalog's other pages (./catalog-pages.http.ts): an
 * operator, an entity, a room type, a price table, a plan, a provider, a quote's plans and an
 * empty answer's explanation. Translation only; the wire's shapes are src/contract/catalog.ts.
 */
import type { z } from 'zod/mini';
import { isBracketCounts } from '../../domain/quotation/age-buckets';
import type { AdhesionEntity, InstitutionSummary, Plan, PlanPriceTable, PlanQuote } from '../../domain/quotation/catalog';
import type { EmptyQuoteExplanation } from '../../domain/quotation/empty-quote-types';
import { isPorteCode, isRoomType, type RoomType } from '../../domain/quotation/plan-types';
import type { PriceTable } from '../../domain/quotation/pricing';
import { ansProfileFromWire } from './ans-profile.mapper';
import * as catalogWire from '../../contract/catalog';

type SummaryWire = z.infer<typeof catalogWire.institutionSummaryWire>;
type PlanBaseWire = z.infer<typeof catalogWire.planBaseWire>;
type PriceTableWire = z.infer<typeof catalogWire.priceTableWire>;

/** Ten bracket prices as the domain's price table (the wire schema checked there are ten). */
function toPriceTable(prices: readonly number[]): PriceTable {
  // The wire schema checks there are exactly 10 positive integers.
  if (!isBracketCounts(prices)) throw new RangeError('price table must have 10 integer prices');
  return prices as PriceTable;
}


/** An operator as the domain names it (logo URL, ANS registration and profile). */
export function toSummary(wire: SummaryWire): InstitutionSummary {
  return { id: wire.id, name: wire.name, slug: wire.slug, logoUrl: wire.logo, ansRegistration: wire.ans_registration, ansProfile: ansProfileFromWire(wire.ans_profile) };
}

/** An adhesion entity (its acronym only when it has one). */
export function toEntity(wire: { id: number; name: string; acronym?: string | undefined }): AdhesionEntity {
  return wire.acronym ? { id: wire.id, name: wire.name, acronym: wire.acronym } : { id: wire.id, name: wire.name };
}

/** A room-type code (the wire schema admits only room types; anything else reads as apartment). */
export function toRoomType(code: string): RoomType {
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


export function toQuotes(answer: Parameters<typeof catalogWire.joinQuoteAnswer>[0]): PlanQuote[] {
  return catalogWire.joinQuoteAnswer(answer).map((wire): PlanQuote => ({ ...toPlan(wire), lives: wire.lives, totalCents: wire.total_cents }));
}

/** An empty answer's explanation in the domain's shape, or nothing. */
export function explanationOf(answer: { explanation?: catalogWire.EmptyQuoteExplanationWire | undefined }): { explanation?: EmptyQuoteExplanation } {
  const why = answer.explanation;
  if (!why) return {};
  return { explanation: { typePlans: why.type_plans, removed: why.removed.map(({ lives, ...rest }) => (lives === undefined ? rest : { ...rest, lives })), changes: why.changes } };
}
