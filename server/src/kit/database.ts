/**
 * The database kit: what a separate service sharing the application's database needs — the
 * Drizzle handle type and the main schema (it authenticates against `users`; the support chat
 * keeps its tables there), the check that skips migrations already applied, the cluster-wide
 * lock its migrations run under.
 */
export type { Database } from '../db/database';
export * as mainSchema from '../db/schema';
export { supportConversations, supportMessages, users, type SupportConversationRow, type SupportMessageRow } from '../db/schema';
export { migrationsAreCurrent } from '../db/migrations-current';
export { withClusterLock } from '../cluster/cluster-lock';
export { prepareRepeatedStatements } from '../db/prepared-statements';
