/**
 * Reads of the health-plan catalog (db/schema-catalog.ts). The first argument is the
 * database or a transaction. Dates are `YYYY-MM-DD` text; `today` is the caller's
 * calendar day (Brasília), so the clock stays outside.
 *
 * The SQL quote (`findQuotablePlansWhere`, the test oracle of the snapshot) is ONE statement: plans of a state filtered in
 * SQL, joined with their institution, state, area, administradora, the CURRENT price
 * table (lateral: latest `effective_date` ≤ today, one probe of
 * `price_tables_plan_date_idx` per plan), the network's hospital/clinic counts and the
 * plan's entities (lateral, JSON). The institutions' similar entities come from a second
 * statement (`findSimilarEntities`) for the institutions of the result.
 */
import { and, asc, eq, exists, getTableName, inArray, isNull, lte, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/database';
import { ACCENTED, PLAIN } from '../../../db/accent-folding';
import {
  administradoras,
  commercializationAreas,
  coparticipationRules,
  entities,
  entityOccupations,
  institutionSimilarEntities,
  institutions,
  networkProviders,
  networks,
  occupations,
  planEntities,
  plans,
  priceTables,
  providers,
  refunds,
  shortfalls,
  states,
} from '../../../db/schema-catalog';
import { pickPlanTerms } from '../../../../../src/domain/quotation/catalog-types';
import type { OperatorAnsProfile } from '../../../../../src/domain/quotation/operator-profile';

/** An entity as plans and lists show it. */
export interface EntityRecord {
  id: number;
  acronym: string;
  name: string;
}

/** A price table row as the API shows it. */
export interface PriceTableRecord {
  id: number;
  effectiveDate: string;
  source: string;
  real: boolean;
  pricesCents: number[];
  promotionalPricesCents: number[] | null;
  promotionalMonths: number | null;
  /** Effective date of the plan's next table after this one (scheduled), or null: the date only, never its prices. */
  nextEffectiveDate: string | null;
}

/** A plan with what every plan answer shows (the quote and the detail). */
export interface PlanRecord {
  id: number;
  name: string;
  type: 'CP' | 'PF' | 'PJ';
  porte: string | null;
  segmentation: string;
  coverageArea: 'nacional' | 'estadual' | 'grupo_de_municipios';
  /** Room type code (`accommodation` on the wire and in the SPA). */
  accommodation: string;
  coparticipation: 'without' | 'with' | 'with_tp';
  isOptional: boolean | null;
  /** PJ: accepts MEI companies (`is_mei` on the wire). */
  isMei: boolean;
  minLives: number;
  maxLives: number | null;
  /** Real operator data (Hapvida) or the illustrative catalog. */
  real: boolean;
  institution: InstitutionRecord;
  state: { id: number; uf: string; name: string };
  area: { id: number; name: string; cities: string[] | null };
  administradora: string | null;
  networkId: number | null;
  network: { name: string; hospitals: number; clinics: number } | null;
  entities: EntityRecord[];
  priceTable: PriceTableRecord;
}

/** How a plan's price table is chosen. */
export type TableChoice =
  /** Only plans with a table in force on `today`; that table (latest effective date ≤ today). */
  | { kind: 'current'; today: string }
  /** The table in force on `today`, else the earliest upcoming one (a plan not yet on sale). */
  | { kind: 'current-or-next'; today: string };

/**
 * `"table"."column"` always qualified: Drizzle writes a column without its table in the
 * select list of a single-table query, which a correlated subquery would then resolve
 * against its own tables.
 */
function qualified(table: PgTable, column: Column): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

const entitiesJson = sql<EntityRecord[]>`coalesce((
  select json_agg(json_build_object('id', e.id, 'acronym', e.acronym, 'name', e.name) order by e.acronym, e.id)
  from ${planEntities} pe join ${entities} e on e.id = pe.entity_id
  where pe.plan_id = ${qualified(plans, plans.id)}
), '[]'::json)`;

/** JSON of the plan's institution (scalar subquery: no join for the planner to order). */
const institutionJson = sql<PlanRecord['institution']>`(
  select json_build_object('id', i.id, 'name', i.name, 'slug', i.slug, 'logo', i.logo, 'ansRegistration', i.ans_registration, 'ansProfile', i.ans_profile)
  from ${institutions} i where i.id = ${qualified(plans, plans.institutionId)}
)`;
const stateJson = sql<PlanRecord['state']>`(
  select json_build_object('id', s.id, 'uf', s.uf, 'name', s.name) from ${states} s where s.id = ${qualified(plans, plans.stateId)}
)`;
const areaJson = sql<PlanRecord['area']>`(
  select json_build_object('id', a.id, 'name', a.name, 'cities', a.cities)
  from ${commercializationAreas} a where a.id = ${qualified(plans, plans.commercializationAreaId)}
)`;
const administradoraName = sql<string | null>`(select ad.name from ${administradoras} ad where ad.id = ${qualified(plans, plans.administradoraId)})`;
const networkName = sql<string | null>`(select n.name from ${networks} n where n.id = ${qualified(plans, plans.networkId)})`;

/** The plan columns a quote answers with: the SQL quote's `plan` and the catalog snapshot's rows. */
export const planQuoteColumns = {
  id: plans.id,
  name: plans.name,
  type: plans.type,
  porte: plans.porte,
  segmentation: plans.segmentation,
  coverageArea: plans.coverageArea,
  accommodation: plans.roomType,
  coparticipation: plans.coparticipation,
  isOptional: plans.isOptional,
  isMei: plans.acceptsMei,
  minLives: plans.minLives,
  maxLives: plans.maxLives,
  networkId: plans.networkId,
  real: plans.real,
};

/**
 * The plan-answer select over `plans`: the price table chosen by `choice` (lateral), the
 * institution, state, area, administradora and network name as scalar subqueries (primary
 * key probes: the planner has only `plans`, the table and the counts to order — planning
 * the same query with five more joins cost about as much as running it on PGlite).
 * Network counts: with `stateId` (the quote), one grouped aggregate over the providers of
 * that state (a network only lists providers of its state) joined by network id — computed
 * once, not once per plan; without it (one plan), a lateral count of the plan's network.
 */
function selectPlans(db: DbOrTx, choice: TableChoice, stateId?: number) {
  const today = choice.today;
  const tableOrder =
    choice.kind === 'current'
      ? sql`${priceTables.effectiveDate} desc`
      : sql`${priceTables.effectiveDate} > ${today}::date, abs(${priceTables.effectiveDate} - ${today}::date)`;
  const tableWhere =
    choice.kind === 'current'
      ? and(eq(priceTables.planId, plans.id), lte(priceTables.effectiveDate, today))
      : eq(priceTables.planId, plans.id);
  const table = db
    .select({
      tableId: sql<number>`${priceTables.id}`.as('table_id'),
      effectiveDate: sql<string>`${priceTables.effectiveDate}::text`.as('table_effective_date'),
      tableSource: sql<string>`${priceTables.source}`.as('table_source'),
      tableReal: sql<boolean>`${priceTables.real}`.as('table_real'),
      pricesCents: sql<number[]>`${priceTables.pricesCents}`.as('table_prices_cents'),
      promotionalPricesCents: sql<number[] | null>`${priceTables.promotionalPricesCents}`.as('table_promotional_prices_cents'),
      promotionalMonths: sql<number | null>`${priceTables.promotionalMonths}`.as('table_promotional_months'),
    })
    .from(priceTables)
    .where(tableWhere)
    .orderBy(tableOrder)
    .limit(1)
    .as('current_table');
  const countColumns = {
    networkId: sql<number>`${networkProviders.networkId}`.as('counted_network_id'),
    hospitals: sql<number>`count(*) filter (where ${providers.kind} = 'hospital')::int`.as('network_hospitals'),
    clinics: sql<number>`count(*) filter (where ${providers.kind} = 'clinic')::int`.as('network_clinics'),
  };
  const counts =
    stateId === undefined
      ? db
          .select(countColumns)
          .from(networkProviders)
          .innerJoin(providers, eq(providers.id, networkProviders.providerId))
          .where(eq(networkProviders.networkId, plans.networkId))
          .groupBy(networkProviders.networkId)
          .as('network_counts')
      : db
          .select(countColumns)
          .from(networkProviders)
          .innerJoin(providers, eq(providers.id, networkProviders.providerId))
          .where(eq(providers.stateId, stateId))
          .groupBy(networkProviders.networkId)
          .as('network_counts');

  // The plan's first table after the chosen one: a newer table already imported for a later day.
  const nextTableDate = sql<string | null>`(
    select min(nt.effective_date)::text from ${priceTables} nt
    where nt.plan_id = ${qualified(plans, plans.id)} and nt.effective_date > ${table.effectiveDate}::date
  )`;
  const query = db
    .select({
      nextTableDate,
      plan: planQuoteColumns,
      institution: institutionJson,
      state: stateJson,
      area: areaJson,
      administradora: administradoraName,
      networkName,
      hospitals: counts.hospitals,
      clinics: counts.clinics,
      entities: entitiesJson,
      table: {
        id: table.tableId,
        effectiveDate: table.effectiveDate,
        source: table.tableSource,
        real: table.tableReal,
        pricesCents: table.pricesCents,
        promotionalPricesCents: table.promotionalPricesCents,
        promotionalMonths: table.promotionalMonths,
      },
    })
    .from(plans)
    .innerJoinLateral(table, sql`true`);
  return stateId === undefined ? query.leftJoinLateral(counts, sql`true`) : query.leftJoin(counts, eq(counts.networkId, plans.networkId));
}

type SelectedPlanRow = Awaited<ReturnType<ReturnType<typeof selectPlans>['execute']>>[number];

function toPlanRecord(row: SelectedPlanRow): PlanRecord {
  const { plan } = row;
  return {
    id: plan.id,
    name: plan.name,
    type: plan.type,
    porte: plan.porte,
    ...pickPlanTerms(plan),
    real: plan.real,
    institution: row.institution,
    state: row.state,
    area: row.area,
    administradora: row.administradora,
    networkId: plan.networkId,
    network: row.networkName === null ? null : { name: row.networkName, hospitals: row.hospitals ?? 0, clinics: row.clinics ?? 0 },
    entities: row.entities,
    priceTable: {
      id: row.table.id,
      effectiveDate: row.table.effectiveDate,
      source: row.table.source,
      real: row.table.real,
      pricesCents: row.table.pricesCents,
      promotionalPricesCents: row.table.promotionalPricesCents,
      promotionalMonths: row.table.promotionalMonths,
      nextEffectiveDate: row.nextTableDate,
    },
  };
}

/**
 * Published plans of `stateId` with a price table in force on `today`, each with that table
 * (one statement), narrowed by the caller's `conditions` over `plans`. Unsorted. The product
 * quotes from the catalog snapshot with the domain's eligibility rule; this statement is the
 * independent SQL oracle the snapshot is checked against (server/test/catalog/sql-quote-oracle.ts).
 */
export async function findQuotablePlansWhere(db: DbOrTx, stateId: number, today: string, conditions: readonly SQL[]): Promise<PlanRecord[]> {
  const rows = await selectPlans(db, { kind: 'current', today }, stateId).where(and(eq(plans.stateId, stateId), eq(plans.draft, false), ...conditions));
  return rows.map(toPlanRecord);
}

/** One published plan with its current (or, if none yet, its first upcoming) price table; undefined if unknown or a draft. */
export async function findPlanById(db: DbOrTx, id: number, today: string): Promise<PlanRecord | undefined> {
  const rows = await selectPlans(db, { kind: 'current-or-next', today }).where(and(eq(plans.id, id), eq(plans.draft, false))).limit(1);
  const row = rows[0];
  return row ? toPlanRecord(row) : undefined;
}

/**
 * Similar entities of `institutionIds` (spec point 3), per institution, ordered by acronym.
 * With `stateId`: only the entities of that state and the national ones (what matters
 * for plans sold there).
 */
export async function findSimilarEntities(
  db: DbOrTx,
  institutionIds: readonly number[],
  stateId?: number,
): Promise<Map<number, EntityRecord[]>> {
  const result = new Map<number, EntityRecord[]>();
  if (institutionIds.length === 0) return result;
  const conditions: SQL[] = [inArray(institutionSimilarEntities.institutionId, [...new Set(institutionIds)])];
  if (stateId !== undefined) conditions.push(or(isNull(entities.stateId), eq(entities.stateId, stateId)) as SQL);
  const rows = await db
    .select({ institutionId: institutionSimilarEntities.institutionId, id: entities.id, acronym: entities.acronym, name: entities.name })
    .from(institutionSimilarEntities)
    .innerJoin(entities, eq(entities.id, institutionSimilarEntities.entityId))
    .where(and(...conditions))
    .orderBy(asc(entities.acronym), asc(entities.id));
  for (const { institutionId, ...entity } of rows) {
    const list = result.get(institutionId);
    if (list) list.push(entity);
    else result.set(institutionId, [entity]);
  }
  return result;
}

/** A provider as network lists show it. */
export interface ProviderRecord {
  id: number;
  kind: 'hospital' | 'clinic';
  name: string;
  city: string;
  uf: string;
  electiveAdmission: boolean;
  emergency: boolean;
  maternity: boolean;
  laboratory: boolean;
}

/** The columns of a {@link ProviderRecord} (shared with the control panel's repository). */
export const providerColumns = {
  id: providers.id,
  kind: providers.kind,
  name: providers.name,
  city: providers.city,
  uf: providers.uf,
  electiveAdmission: providers.electiveAdmission,
  emergency: providers.emergency,
  maternity: providers.maternity,
  laboratory: providers.laboratory,
};

/** Providers of a network (both kinds). */
export async function findNetworkProviders(db: DbOrTx, networkId: number): Promise<ProviderRecord[]> {
  return db
    .select(providerColumns)
    .from(networkProviders)
    .innerJoin(providers, eq(providers.id, networkProviders.providerId))
    .where(eq(networkProviders.networkId, networkId));
}

/** Coparticipation rules, refunds and carências of a plan (ordered by id: the catalog's order). */
export async function findPlanRules(db: DbOrTx, planId: number) {
  const [rules, planRefunds, planShortfalls] = [
    await db.select().from(coparticipationRules).where(eq(coparticipationRules.planId, planId)).orderBy(asc(coparticipationRules.id)),
    await db.select().from(refunds).where(eq(refunds.planId, planId)).orderBy(asc(refunds.id)),
    await db.select().from(shortfalls).where(eq(shortfalls.planId, planId)).orderBy(asc(shortfalls.id)),
  ];
  return { rules, refunds: planRefunds, shortfalls: planShortfalls };
}

/** The 27 states (id order). */
export async function findStates(db: DbOrTx) {
  return db.select({ id: states.id, uf: states.uf, name: states.name }).from(states).orderBy(asc(states.id));
}

/** Commercialization areas, of one state or of all (id order). */
export async function findAreas(db: DbOrTx, stateId?: number) {
  const query = db
    .select({ id: commercializationAreas.id, stateId: commercializationAreas.stateId, name: commercializationAreas.name, cities: commercializationAreas.cities })
    .from(commercializationAreas);
  return stateId === undefined ? query.orderBy(asc(commercializationAreas.id)) : query.where(eq(commercializationAreas.stateId, stateId)).orderBy(asc(commercializationAreas.id));
}

/** True when an occupation with this id exists. */
export async function occupationExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: occupations.id }).from(occupations).where(eq(occupations.id, id)).limit(1)).length > 0;
}

/** True when an entity with this id exists. */
export async function entityExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: entities.id }).from(entities).where(eq(entities.id, id)).limit(1)).length > 0;
}

/** The ids among `ids` that are hospitals. */
export async function existingHospitalIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(inArray(providers.id, [...new Set(ids)]), eq(providers.kind, 'hospital')));
  return new Set(rows.map((row) => row.id));
}

/** Institution columns of the summaries. */
const institutionColumns = {
  id: institutions.id,
  name: institutions.name,
  slug: institutions.slug,
  logo: institutions.logo,
  ansRegistration: institutions.ansRegistration,
  ansProfile: institutions.ansProfile,
};

/** An operator as plans and lists carry it; `ansProfile`: its ANS registry and quality data, or null. */
export type InstitutionRecord = {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  ansRegistration: string | null;
  ansProfile: OperatorAnsProfile | null;
};

/** An institution by numeric id or by slug. */
export async function findInstitution(db: DbOrTx, key: { id: number } | { slug: string }): Promise<InstitutionRecord | undefined> {
  const where = 'id' in key ? eq(institutions.id, key.id) : eq(institutions.slug, key.slug);
  const rows = await db.select(institutionColumns).from(institutions).where(where).limit(1);
  return rows[0];
}

/** Every institution with its number of plans and the UFs where it has plans. */
export async function findInstitutionsWithPlanCounts(db: DbOrTx) {
  return db
    .select({
      ...institutionColumns,
      plans: sql<number>`(select count(*)::int from ${plans} p where p.institution_id = ${qualified(institutions, institutions.id)} and not p.draft)`,
      ufs: sql<string[]>`coalesce((select array_agg(distinct s.uf order by s.uf) from ${plans} p join ${states} s on s.id = p.state_id where p.institution_id = ${qualified(institutions, institutions.id)} and not p.draft), '{}'::text[])`,
    })
    .from(institutions);
}

/** The plans of an institution with their state (for the operator page). */
export async function findInstitutionPlans(db: DbOrTx, institutionId: number) {
  return db
    .select({
      id: plans.id,
      name: plans.name,
      type: plans.type,
      accommodation: plans.roomType,
      coparticipation: plans.coparticipation,
      state: { id: states.id, uf: states.uf, name: states.name },
    })
    .from(plans)
    .innerJoin(states, eq(states.id, plans.stateId))
    .where(and(eq(plans.institutionId, institutionId), eq(plans.draft, false)));
}

/** Entities (optionally of a state + national, optionally accepting an occupation) with their occupations. */
export async function findEntities(db: DbOrTx, filter: { stateId?: number; occupationId?: number }) {
  const conditions: SQL[] = [];
  if (filter.stateId !== undefined) conditions.push(or(isNull(entities.stateId), eq(entities.stateId, filter.stateId)) as SQL);
  if (filter.occupationId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(entityOccupations)
          .where(and(eq(entityOccupations.entityId, entities.id), eq(entityOccupations.occupationId, filter.occupationId))),
      ),
    );
  }
  return db
    .select({
      id: entities.id,
      acronym: entities.acronym,
      name: entities.name,
      occupations: sql<Array<{ id: number; name: string }>>`coalesce((
        select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.id)
        from ${entityOccupations} eo join ${occupations} o on o.id = eo.occupation_id
        where eo.entity_id = ${qualified(entities, entities.id)}
      ), '[]'::json)`,
    })
    .from(entities)
    .where(conditions.length > 0 ? and(...conditions) : undefined);
}

/** All occupations. */
export async function findOccupations(db: DbOrTx) {
  return db.select({ id: occupations.id, name: occupations.name }).from(occupations);
}

/**
 * Hospitals, optionally of a state and matching `search` (already folded by the caller:
 * lower case, no accents, LIKE wildcards escaped) in the name or the city, accents and
 * case ignored on the database side with `translate` + `ilike` (no extension needed,
 * same result on PGlite and PostgreSQL). At most `limit`, by folded name in byte order
 * (`collate "C"`: the same order whatever the server's locale).
 */
export async function findHospitals(db: DbOrTx, filter: { stateId?: number; search?: string; limit: number }): Promise<ProviderRecord[]> {
  const conditions: SQL[] = [eq(providers.kind, 'hospital')];
  if (filter.stateId !== undefined) conditions.push(eq(providers.stateId, filter.stateId));
  if (filter.search) {
    const pattern = `%${filter.search}%`;
    conditions.push(
      sql`(translate(${providers.name}, ${ACCENTED}, ${PLAIN}) ilike ${pattern} or translate(${providers.city}, ${ACCENTED}, ${PLAIN}) ilike ${pattern})`,
    );
  }
  return db
    .select(providerColumns)
    .from(providers)
    .where(and(...conditions))
    .orderBy(sql`lower(translate(${providers.name}, ${ACCENTED}, ${PLAIN})) collate "C"`, asc(providers.id))
    .limit(filter.limit);
}
