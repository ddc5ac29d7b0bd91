/**
 * What plans are sold with besides their price table, re-exported by schema.ts:
 * the administradoras' fees of adhesion plans and the operators' dental (odontológico)
 * plans offered as optional extras. Filled by `seedPlanExtras` (server/src/plan-extras-seed.ts)
 * from server/src/catalog/reference-data/plan-extras.ts.
 *
 * Units: integer cents per life. Additive only: no existing catalog table changes.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { administradoras, institutions } from './schema-catalog';

/**
 * An administradora's fees per beneficiary: the one-off taxa de adesão and the monthly
 * administration fee, charged apart from the operator's monthly price. One row per
 * administradora (the same for every adhesion plan it sells).
 */
export const administradoraFees = pgTable(
  'administradora_fees',
  {
    administradoraId: integer('administradora_id')
      .primaryKey()
      .references(() => administradoras.id, { onDelete: 'cascade' }),
    adhesionCents: integer('adhesion_cents').notNull(),
    monthlyCents: integer('monthly_cents').notNull(),
    source: text('source').notNull(),
    real: boolean('real').notNull().default(false),
  },
  (table) => [check('administradora_fees_cents_check', sql`${table.adhesionCents} >= 0 and ${table.monthlyCents} >= 0`)],
);

/**
 * A dental plan of an operator, offered as an optional extra per life and month with its
 * health plans: all of them (`plan_type` and `product_line` null), those of one type, or
 * those of one product line (Hapvida's 'Empresarial PME').
 */
export const dentalPlans = pgTable(
  'dental_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    monthlyCents: integer('monthly_cents').notNull(),
    /** CP / PF / PJ, or null for every type. */
    planType: text('plan_type', { enum: ['CP', 'PF', 'PJ'] }),
    /** A product line of the operator's plans (`plans.product_line`), or null for every line. */
    productLine: text('product_line'),
    source: text('source').notNull(),
    real: boolean('real').notNull().default(false),
  },
  (table) => [
    index('dental_plans_institution_idx').on(table.institutionId),
    check('dental_plans_cents_check', sql`${table.monthlyCents} > 0`),
  ],
);

export type AdministradoraFeeRow = typeof administradoraFees.$inferSelect;
export type DentalPlanRow = typeof dentalPlans.$inferSelect;
