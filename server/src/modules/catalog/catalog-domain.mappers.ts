/**
 * The catalog repository's plan row as the domain's plan (src/domain/quotation/catalog-types.ts
 * `Plan`): the one mapping from the row shape (`PlanRecord`) to what the quote's rules, the page
 * rule and the wire mapping (./catalog-wire.mappers.ts) read. The catalog snapshot maps each row
 * once, when it is built; the plan page maps the one row it reads.
 *
 * What changes on the way: the segmentation code becomes its pt-BR text; the operator's logo
 * path becomes its public URL (`/media/...`); a plan without a network gets the network the
 * answers show ('Rede não informada', no providers); a missing contribution (CP and PF) is
 * `false` (compulsory, the filter's default); an area without cities has an empty list (the
 * whole state). Ids, lives, the `real` flag and the network's id are kept as they are.
 */
import type { AdhesionEntity, Plan, PlanInstitution, PlanPriceTable } from '../../../../src/domain/quotation/catalog-types';
import type { PriceTable } from '../../../../src/domain/quotation/pricing';
import type { PlanTypeCode, PorteCode, RoomType } from '../../../../src/domain/quotation/plan-types';
import { segmentationText } from '../../../../src/domain/quotation/plan-types';
import type { EntityRecord, InstitutionRecord, PlanRecord, PriceTableRecord } from './repositories/catalog.repository';

/** Public URL of a file under `DATA_DIR/media` (`logos/a b.png` → `/media/logos/a%20b.png`). */
export function mediaUrl(relativePath: string): string {
  return `/media/${relativePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** The network the answers show for a plan that has none. */
const NO_NETWORK: Plan['network'] = Object.freeze({ name: 'Rede não informada', hospitals: 0, clinics: 0 });

/**
 * A domain plan without its price table (what the snapshot holds per plan: the table is the
 * day's); the server's plans always carry their area's id.
 */
export type PlanWithoutTable = Omit<Plan, 'priceTable' | 'commercializationArea'> & {
  readonly commercializationArea: { readonly id: number; readonly name: string; readonly cities: readonly string[] };
};

// One domain operator per operator row and similar-entity list, one domain area per area row:
// the snapshot's plans share their rows' objects, so they share these too (no copy per plan).
const institutionsOf = new WeakMap<InstitutionRecord, WeakMap<readonly EntityRecord[], PlanInstitution>>();
const areasOf = new WeakMap<PlanRecord['area'], PlanWithoutTable['commercializationArea']>();

function planInstitutionOf(institution: InstitutionRecord, similarEntities: readonly EntityRecord[]): PlanInstitution {
  let byList = institutionsOf.get(institution);
  if (!byList) institutionsOf.set(institution, (byList = new WeakMap()));
  let mapped = byList.get(similarEntities);
  if (!mapped) {
    mapped = Object.freeze({
      id: institution.id,
      name: institution.name,
      slug: institution.slug,
      logoUrl: institution.logo === null ? null : mediaUrl(institution.logo),
      ansRegistration: institution.ansRegistration,
      ansProfile: institution.ansProfile,
      similarEntities: similarEntities as readonly AdhesionEntity[],
    });
    byList.set(similarEntities, mapped);
  }
  return mapped;
}

function areaOf(area: PlanRecord['area']): PlanWithoutTable['commercializationArea'] {
  let mapped = areasOf.get(area);
  if (!mapped) {
    mapped = Object.freeze({ id: area.id, name: area.name, cities: area.cities ?? [] });
    areasOf.set(area, mapped);
  }
  return mapped;
}

/**
 * The domain plan of a repository row (module comment for what changes), without the price
 * table: `similarEntities` are the operator's similar entities of the plan's state and the
 * national ones (acronym order), held as the plan's `institution.similarEntities`. The row's
 * codes (type, porte, room type) are the database's, written only through the checked seed and
 * plan editor, so they are taken as the domain's codes.
 */
export function planOfRecord(record: Omit<PlanRecord, 'priceTable'>, similarEntities: readonly EntityRecord[]): PlanWithoutTable {
  return {
    id: record.id,
    name: record.name,
    type: record.type satisfies PlanTypeCode,
    porte: record.porte as PorteCode | null,
    segmentation: segmentationText(record.segmentation),
    coverageArea: record.coverageArea,
    accommodation: record.accommodation as RoomType,
    coparticipation: record.coparticipation,
    isOptional: record.isOptional ?? false,
    isMei: record.isMei,
    minLives: record.minLives,
    maxLives: record.maxLives,
    real: record.real,
    institution: planInstitutionOf(record.institution, similarEntities),
    state: record.state as Plan['state'],
    commercializationArea: areaOf(record.area),
    administradora: record.administradora,
    networkId: record.networkId,
    entities: record.entities,
    network: record.network ?? NO_NETWORK,
  };
}

/**
 * The domain's price table of a repository table row (frozen; the snapshot keeps one per row).
 * The row's prices are taken as the domain's ten-bracket table: the database keeps ten, and
 * where a total is made their count is checked again (`planTotal`, ./use-cases/catalog-snapshot.ts,
 * a `RangeError` otherwise).
 */
export function priceTableOfRecord(table: PriceTableRecord): PlanPriceTable {
  return Object.freeze({
    id: table.id,
    effectiveDate: table.effectiveDate,
    source: table.source,
    real: table.real,
    pricesCents: Object.freeze(table.pricesCents) as readonly number[] as PriceTable,
    promotionalPricesCents: table.promotionalPricesCents === null ? null : (Object.freeze(table.promotionalPricesCents) as readonly number[] as PriceTable),
    promotionalMonths: table.promotionalMonths,
    nextEffectiveDate: table.nextEffectiveDate,
  });
}
