/**
 * Tables of the health-plan catalog (spec points 3, 7 "Plans" and 9), re-exported by
 * schema.ts. Filled by `seedCatalog` (server/src/catalog/seed-catalog.ts) from the typed
 * catalog data of server/src/catalog (`buildCatalog`), with the ids it assigns.
 *
 * Units: money in integer cents (`*_cents`), percentages as fractions (`double precision`,
 * 0.3 = 30 %), carências in whole days, dates as SQL `date` read as `YYYY-MM-DD` text.
 *
 * Choices (see docs/catalog-api.md):
 * - `price_tables.prices_cents` is ONE `integer[]` column of exactly 10 prices (CHECK), in
 *   bracket order 0-18 … 59+, not 10 integer columns: the quote query reads the current
 *   row of each result plan (one index probe of `price_tables_plan_date_idx` per plan, a
 *   few hundred at most) and the total is computed by the shared domain
 *   (`quoteTotal`), not in SQL, so 10 columns would buy nothing but a wider row and a
 *   mapping; the array maps 1:1 to the domain's `PriceTable` tuple.
 * - Link tables with composite primary keys (plan ↔ entity, entity ↔ occupation,
 *   network ↔ provider, institution ↔ similar entity) plus a reverse index where a
 *   filter goes from the other side (entity → plans, occupation → entities, hospital →
 *   networks).
 * - Ids are identity columns (`by default`): the seed inserts the catalog's own ids, then
 *   moves each sequence past the maximum, so later inserts (admin) get fresh ids.
 * - No foreign key to tables of schema.ts (this file must not import it: no cycles).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Plan types of spec point 9 (CP individual, PF adesão, PJ PME). */
export const PLAN_TYPE_CODES = ['CP', 'PF', 'PJ'] as const;
/** Provider kinds: hospitals, and clinics (laboratories, imaging, day clinics). */
export const PROVIDER_KINDS = ['hospital', 'clinic'] as const;
/** Coverage areas (área de abrangência). */
export const COVERAGE_AREA_CODES = ['nacional', 'estadual', 'grupo_de_municipios'] as const;
/** Coparticipation kinds of spec point 9. */
export const COPARTICIPATION_CODES = ['without', 'with', 'with_tp'] as const;

/** The 27 federative units, ids 1–27 of src/domain/quotation/states.ts. */
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  uf: text('uf').notNull().unique(),
  name: text('name').notNull(),
  capital: text('capital').notNull(),
});

/** Operators (operadoras / seguradoras). */
export const institutions = pgTable('institutions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  slug: text('slug').notNull().unique(),
  /** Registro ANS with leading zeros, only where confirmed; null otherwise. */
  ansRegistration: text('ans_registration'),
  /** Path under the media folder, or null. */
  logo: text('logo'),
  scope: text('scope', { enum: ['nacional', 'regional'] }).notNull(),
});

/** Administradoras de benefícios (sell adhesion plans for entities). */
export const administradoras = pgTable('administradoras', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  ansRegistration: text('ans_registration'),
});

/** Professions a broker picks for an adhesion quote. */
export const occupations = pgTable('occupations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** Adhesion entities (councils, unions, associations, student entities). */
export const entities = pgTable(
  'entities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    acronym: text('acronym').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['conselho_profissional', 'sindicato', 'associacao', 'entidade_estudantil'] }).notNull(),
    /** null: a national entity. */
    stateId: integer('state_id').references(() => states.id),
  },
  (table) => [index('entities_state_id_idx').on(table.stateId)],
);

/** Occupations an entity accepts as members. */
export const entityOccupations = pgTable(
  'entity_occupations',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.entityId, table.occupationId] }),
    index('entity_occupations_occupation_idx').on(table.occupationId, table.entityId),
  ],
);

/** "Similar entities" of an institution (spec point 3): the entities of its adhesion plans. */
export const institutionSimilarEntities = pgTable(
  'institution_similar_entities',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.institutionId, table.entityId] })],
);

/** Hospitals and clinics with the attributes of the comparative proposal (H, PS, M, Lab). */
export const providers = pgTable(
  'providers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: PROVIDER_KINDS }).notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    uf: text('uf').notNull(),
    electiveAdmission: boolean('elective_admission').notNull(),
    emergency: boolean('emergency').notNull(),
    maternity: boolean('maternity').notNull(),
    laboratory: boolean('laboratory').notNull(),
  },
  (table) => [
    index('providers_state_kind_idx').on(table.stateId, table.kind),
    check('providers_kind_check', sql`${table.kind} in ('hospital', 'clinic')`),
  ],
);

/** Accredited networks of an operator in a state. */
export const networks = pgTable(
  'networks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
    tier: text('tier', { enum: ['essencial', 'intermediaria', 'ampla'] }).notNull(),
    real: boolean('real').notNull(),
  },
  (table) => [index('networks_institution_state_idx').on(table.institutionId, table.stateId)],
);

/** Providers of a network. */
export const networkProviders = pgTable(
  'network_providers',
  {
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.networkId, table.providerId] }),
    index('network_providers_provider_idx').on(table.providerId, table.networkId),
  ],
);

/** Where plans are sold: a whole state (`cities` null) or a list of municipalities. */
export const commercializationAreas = pgTable(
  'commercialization_areas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
    cities: text('cities').array(),
  },
  (table) => [index('commercialization_areas_state_idx').on(table.stateId)],
);

/** Health plans (products), one per commercialization area (catalog type `Plan`). */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    commercializationAreaId: integer('commercialization_area_id')
      .notNull()
      .references(() => commercializationAreas.id),
    type: text('type', { enum: PLAN_TYPE_CODES }).notNull(),
    /** PJ porte code (src/domain/quotation/plan-types.ts); null for CP and PF. */
    porte: text('porte'),
    name: text('name').notNull(),
    productLine: text('product_line').notNull(),
    segmentation: text('segmentation').notNull(),
    coverageArea: text('coverage_area', { enum: COVERAGE_AREA_CODES }).notNull(),
    roomType: text('room_type').notNull(),
    coparticipation: text('coparticipation', { enum: COPARTICIPATION_CODES }).notNull(),
    /** PJ contribution: false compulsória, true opcional; null for CP and PF. */
    isOptional: boolean('is_optional'),
    acceptsMei: boolean('accepts_mei').notNull(),
    minLives: integer('min_lives').notNull(),
    /** null: no maximum. */
    maxLives: integer('max_lives'),
    administradoraId: integer('administradora_id').references(() => administradoras.id),
    networkId: integer('network_id').references((): AnyPgColumn => networks.id),
    source: text('source').notNull(),
    real: boolean('real').notNull(),
    /**
     * A clone in progress (admin, issue 14): invisible to brokers (quotes, plan page,
     * operator pages) until its last step publishes it. See docs/plan-admin.md.
     */
    draft: boolean('draft').notNull().default(false),
    /** Optimistic concurrency (admin edits): bumped by every save of the plan's fields or network. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    // The quote query: state (+ type), then area; the institution page: institution.
    index('plans_state_type_idx').on(table.stateId, table.type),
    index('plans_area_idx').on(table.commercializationAreaId),
    index('plans_institution_idx').on(table.institutionId),
    index('plans_network_idx').on(table.networkId),
    check('plans_type_check', sql`${table.type} in ('CP', 'PF', 'PJ')`),
    check('plans_coparticipation_check', sql`${table.coparticipation} in ('without', 'with', 'with_tp')`),
    check('plans_coverage_area_check', sql`${table.coverageArea} in ('nacional', 'estadual', 'grupo_de_municipios')`),
    check('plans_lives_check', sql`${table.minLives} >= 1 and (${table.maxLives} is null or ${table.maxLives} >= ${table.minLives})`),
  ],
);

/** Entities whose members may join an adhesion (PF) plan. */
export const planEntities = pgTable(
  'plan_entities',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.planId, table.entityId] }), index('plan_entities_entity_idx').on(table.entityId, table.planId)],
);

/**
 * Price-table history: one row per plan and effective date. The current table of a plan
 * is its row with the latest `effective_date` ≤ today (index `price_tables_plan_date_idx`).
 */
export const priceTables = pgTable(
  'price_tables',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** 10 monthly prices per life (0-18 … 59+), integer cents. */
    pricesCents: integer('prices_cents').array().notNull(),
    /** Promotional prices for the first `promotional_months` months, or null. */
    promotionalPricesCents: integer('promotional_prices_cents').array(),
    promotionalMonths: integer('promotional_months'),
    source: text('source').notNull(),
    real: boolean('real').notNull(),
  },
  (table) => [
    uniqueIndex('price_tables_plan_date_idx').on(table.planId, table.effectiveDate.desc()),
    check('price_tables_prices_check', sql`cardinality(${table.pricesCents}) = 10`),
    check(
      'price_tables_promotion_check',
      sql`(${table.promotionalPricesCents} is null and ${table.promotionalMonths} is null) or (cardinality(${table.promotionalPricesCents}) = 10 and ${table.promotionalMonths} > 0)`,
    ),
  ],
);

/** Coparticipation of one procedure group of a plan. */
export const coparticipationRules = pgTable(
  'coparticipation_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    procedure: text('procedure').notNull(),
    /** Fraction 0–1 or null. */
    percentage: doublePrecision('percentage'),
    fixedCents: integer('fixed_cents'),
    capCents: integer('cap_cents'),
    exempt: boolean('exempt').notNull(),
  },
  (table) => [index('coparticipation_rules_plan_idx').on(table.planId)],
);

/** Refunds (reembolso) per event. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    procedure: text('procedure').notNull(),
    valueCents: integer('value_cents').notNull(),
  },
  (table) => [index('refunds_plan_idx').on(table.planId)],
);

/** Waiting periods (carências) in whole days. */
export const shortfalls = pgTable(
  'shortfalls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** Legal group of src/domain/quotation/waiting-periods.ts. */
    group: text('group').notNull(),
    procedure: text('procedure').notNull(),
    days: integer('days').notNull(),
    note: text('note'),
  },
  (table) => [index('shortfalls_plan_idx').on(table.planId)],
);

/**
 * One line per import batch of the catalog seed (Hapvida, demonstration): its pt-BR
 * summary and findings, so the server can print them at every start-up without
 * rebuilding the catalog.
 */
export const catalogImports = pgTable('catalog_imports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** 'Hapvida', 'Catálogo de demonstração'. */
  name: text('name').notNull(),
  /** The report's one-line summary. */
  summary: text('summary').notNull(),
  /** The findings lines (pt-BR), possibly empty. */
  details: text('details')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** 'full' or 'small'. */
  scale: text('scale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The catalog's version (issue 16): ONE row (`id` 1) whose `version` grows with every write
 * to a catalog table, in the writer's own transaction. Bumped by a statement-level trigger
 * on each catalog table (migration 0012_catalog_version: `bump_catalog_version()`), so
 * every writer — plan admin, table import, the seed, a script, a test's direct UPDATE — is
 * counted without remembering to; the trigger also `pg_notify`s the processes' bus
 * (server/src/cluster/pubsub.ts, topic `catalog`). Each server process keeps an in-memory
 * snapshot of the catalog per version (server/src/catalog/catalog-snapshot.ts).
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('catalog_version_single_row', sql`${table.id} = 1`)],
);

export type PlanRow = typeof plans.$inferSelect;
export type PriceTableDbRow = typeof priceTables.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;
