/**
 * The quote written a second, independent way, in SQL: the test oracle of the catalog
 * snapshot and of the domain's eligibility rule (src/domain/quotation/plan-eligibility.ts).
 * The product never runs it (quotes are answered from the snapshot); it stays here so that
 * snapshot-equivalence.test.ts compares two implementations that share nothing but the
 * filter's resolution: plan conditions as SQL predicates over the catalog tables, the table
 * in force picked by the database, similar entities read by a second statement.
 */
import { eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PlanTypeCode } from '../../../src/domain/quotation';
import type { EligibilityCriteria } from '../../../src/domain/quotation/plan-eligibility';
import type { QuoteFilter } from '../../../src/domain/quotation/catalog-types';
import type { Database } from '../../src/db/database';
import { entities, entityOccupations, institutionSimilarEntities, networkProviders, planEntities, plans } from '../../src/db/schema-catalog';
import {
  entityExists,
  existingHospitalIds,
  findAreas,
  findQuotablePlansWhere,
  findSimilarEntities,
  occupationExists,
} from '../../src/modules/catalog/repositories/catalog.repository';
import { catalogToday } from '../../src/modules/catalog/use-cases/catalog-deps';
import { isDbId } from '../../src/lib/db-id';
import { planOfRecord, priceTableOfRecord } from '../../src/modules/catalog/catalog-domain.mappers';
import {
  compareQuotedPlans,
  planTotal,
  resolveQuoteCriteria,
  type QuotedPlan,
  type QuotePlansResult,
} from '../../src/modules/catalog/use-cases/catalog-snapshot';

/** The eligibility criteria as SQL predicates over `plans` (state and drafts: the statement's). */
function criteriaConditions(criteria: EligibilityCriteria): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.city) conditions.push(inArray(plans.commercializationAreaId, [...criteria.city.areaIds]));
  if (criteria.types) conditions.push(inArray(plans.type, [...criteria.types]));
  if (criteria.coverageAreas && criteria.coverageAreas.length > 0) conditions.push(inArray(plans.coverageArea, [...criteria.coverageAreas]));
  if (criteria.isOptional !== undefined) {
    conditions.push(or(sql`${plans.type} <> 'PJ'`, isNull(plans.isOptional), eq(plans.isOptional, criteria.isOptional)) as SQL);
  }
  if (criteria.isMei === true) conditions.push(sql`(${plans.type} <> 'PJ' or ${plans.acceptsMei})`);
  if (criteria.isMei === false) conditions.push(sql`${plans.porte} is distinct from 'i_mei'`);
  if (criteria.lives !== undefined && criteria.lives > 0) {
    conditions.push(sql`${plans.minLives} <= ${criteria.lives} and (${plans.maxLives} is null or ${plans.maxLives} >= ${criteria.lives})`);
  }
  if (criteria.porte !== undefined) conditions.push(sql`(${plans.porte} is null or ${plans.porte} = ${criteria.porte})`);
  if (criteria.entityId !== undefined) {
    conditions.push(sql`exists (select 1 from ${planEntities} pe where pe.plan_id = ${plans.id} and pe.entity_id = ${criteria.entityId})`);
    conditions.push(
      sql`exists (select 1 from ${institutionSimilarEntities} ise join ${entities} e on e.id = ise.entity_id
                  where ise.institution_id = ${plans.institutionId} and ise.entity_id = ${criteria.entityId}
                    and (e.state_id is null or e.state_id = ${criteria.stateId}))`,
    );
  }
  if (criteria.occupation) {
    conditions.push(
      sql`exists (select 1 from ${planEntities} pe join ${entityOccupations} eo on eo.entity_id = pe.entity_id
                  where pe.plan_id = ${plans.id} and eo.occupation_id = ${criteria.occupation.id})`,
    );
  }
  if (criteria.hospitalIds && criteria.hospitalIds.length > 0) {
    const ids = [...new Set(criteria.hospitalIds)];
    conditions.push(
      sql`${plans.networkId} in (select np.network_id from ${networkProviders} np
                                 where np.provider_id in ${ids} group by np.network_id having count(*) = ${ids.length})`,
    );
  }
  return conditions;
}

/**
 * The quote by SQL for `filter` on the day of `clock` (Brasília): the same answer the
 * snapshot must give. The filter's checks are the product's `resolveQuoteCriteria`, fed by
 * database reads (the occupation's entities are left to the SQL predicate).
 */
export async function quotePlansBySql(
  deps: { db: Database; clock: () => Date },
  filter: QuoteFilter,
  allowedTypes?: readonly PlanTypeCode[],
): Promise<QuotePlansResult> {
  const { db } = deps;
  const areas = filter.city === undefined ? [] : await findAreas(db, filter.stateId);
  const occupationKnown = filter.occupation !== undefined && isDbId(filter.occupation) && (await occupationExists(db, filter.occupation));
  const entityKnown = filter.entity !== undefined && isDbId(filter.entity) && (await entityExists(db, filter.entity));
  const hospitals = filter.accreditedNetworks ? await existingHospitalIds(db, filter.accreditedNetworks.filter(isDbId)) : new Set<number>();
  const resolved = resolveQuoteCriteria(filter, allowedTypes, {
    areasOf: () => areas,
    occupationExists: () => occupationKnown,
    entitiesAccepting: () => new Set(),
    entityExists: () => entityKnown,
    existingHospitalIds: () => hospitals,
  });
  if (resolved.kind === 'invalid') return resolved;
  const { criteria, lives, types } = resolved;
  const { counts } = filter;
  const records = types && types.length === 0 ? [] : await findQuotablePlansWhere(db, filter.stateId, catalogToday(deps), criteriaConditions(criteria));
  const similar = await findSimilarEntities(
    db,
    records.map((record) => record.institution.id),
    filter.stateId,
  );
  const quoted = records
    .map(
      (record): QuotedPlan => ({
        ...planOfRecord(record, similar.get(record.institution.id) ?? []),
        priceTable: priceTableOfRecord(record.priceTable),
        lives,
        totalCents: planTotal(record.priceTable.pricesCents, counts, lives),
      }),
    )
    .sort(compareQuotedPlans);
  return { kind: 'ok', lives, counts, plans: quoted };
}
