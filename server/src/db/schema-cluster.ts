/**
 * Tables of the multi-process mode (shared limits, pub/sub), re-exported by schema.ts.
 *
 * `rate_limits`: the counters of rate-limiter-flexible's PostgreSQL store (the login
 * throttle's failures, server/src/auth/login-throttle.ts) when several processes share one
 * PostgreSQL (`DATABASE_URL`): the columns are the ones that store reads and writes (`key`
 * = the limiter's prefix + key, `points` consumed, `expire` in unix milliseconds, null =
 * never). Created by our migration, so the store never creates tables at run time.
 */
import { bigint, bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);

/**
 * `cable_messages`: a published message too large for a PostgreSQL notification (8000 bytes),
 * kept a minute for the other processes to read by id (server/src/cluster/pubsub.ts).
 */
export const cableMessages = pgTable(
  'cable_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('cable_messages_created_idx').on(table.createdAt)],
);
