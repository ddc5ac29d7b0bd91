/**
 * Which server test files run on which database (vite.config.ts reads these lists).
 *
 * Every server file runs on PGlite (`vitest run --project server`): PGlite is PostgreSQL
 * compiled to WASM, so the SQL, constraints and triggers are PostgreSQL's. A second pass on a
 * real PostgreSQL server (`npm run test:server:pg`, DATABASE_URL set by
 * scripts/with-postgres.ts) runs the files in `POSTGRES_PASS`: what PGlite cannot prove —
 * concurrent transactions, locks and races, LISTEN/NOTIFY, several processes on one database,
 * the `pg` driver's pool and type parsing, template databases, the job queue on a server —
 * plus at least one file through every repository (the use-case files by area and the
 * contract files, which call every port method the SPA uses), so each SQL statement of the
 * app runs once on the server.
 *
 * `PGLITE_ONLY` lists the others, each group with why a PostgreSQL server would prove nothing
 * more. A server test file must be in exactly one list: server/test/database-passes.test.ts
 * fails otherwise, so a new file is classified, never dropped silently. `npm run
 * test:server:pg:all` still runs every file on PostgreSQL.
 */

/** Files (globs from the repository root) run on PGlite and again on PostgreSQL. */
export const POSTGRES_PASS: readonly string[] = [
  // Races, locks, NOTIFY, several processes, start-up on one database: PostgreSQL only.
  'server/test/concurrency/**/*.test.ts',
  // Every port method against the real server, i.e. every repository the SPA reaches.
  'server/test/contract/**/*.test.ts',
  // The use cases by area: their repositories' SQL, unique-constraint mapping, the ledger under the account lock.
  'server/test/accounts/**/*.test.ts',
  'server/test/payments/checkout.test.ts',
  'server/test/payments/idempotent-checkout.test.ts',
  'server/test/payments/lifecycle.test.ts',
  'server/test/payments/report-and-access.test.ts',
  'server/test/plan-admin/**/*.test.ts',
  'server/test/quotations/**/*.test.ts',
  // The account's clients: search SQL, the deletion's row lock and anonymising transaction.
  'server/test/clients/**/*.test.ts',
  'server/test/table-updates/history.test.ts',
  'server/test/table-updates/import.test.ts',
  'server/test/catalog-api/catalog-seed.test.ts',
  'server/test/catalog-api/plan-extras.test.ts',
  'server/test/catalog-api/quote.test.ts',
  'server/test/catalog-api/reference.test.ts',
  // The catalog snapshot against the SQL it replaces, the seed, the durable job queue (pg-boss).
  'server/test/catalog/snapshot-equivalence.test.ts',
  // The operator file's importer: one transaction, the audit and calendar lines, re-imports.
  'server/test/operator-catalog/import-operator-catalog.test.ts',
  // The operator import through the API: the list record in the import's transaction, the limits.
  'server/test/operator-catalog/operator-import-routes.test.ts',
  // Drain on SIGTERM through the launcher, on each database.
  'server/test/ops/drain.test.ts',
  'server/test/seed.test.ts',
  'server/test/jobs/**/*.test.ts',
  // Sessions and refresh-token rotation, the caller cache's invalidation, the movable clock's demo users, /metrics and health.
  'server/test/auth.test.ts',
  'server/test/users-me.test.ts',
  'server/test/caller-cache.test.ts',
  'server/test/test-clock.test.ts',
  'server/test/ops/metrics-and-health.test.ts',
  // The life service's own database.
  'server/life/test/life-api.test.ts',
  'server/life/test/life-proposals.test.ts',
  'server/life/test/life-saved.test.ts',
  'server/life/test/support-chat.test.ts',
];

/** Files run on PGlite only, by group, with why the server would add nothing. */
export const PGLITE_ONLY: readonly string[] = [
  // HTTP guards that answer before or beside the SQL the files above run on PostgreSQL:
  // validation (4xx field messages), headers, secrets, proxy addresses, the route access
  // table, fuzzed input, in-memory login throttles, compression, the HTTP layer.
  'server/test/security/**/*.test.ts',
  'server/test/catalog-api/bad-input.test.ts',
  // Why an empty quote is empty: computed in memory over the snapshot the quote files above read on PostgreSQL.
  'server/test/catalog-api/empty-quote.test.ts',
  'server/test/rate-limit.test.ts',
  'server/test/http.test.ts',
  'server/test/compression.test.ts',
  'server/test/prepared-answers.test.ts',
  // Configuration parsing, no database.
  'server/test/config.test.ts',
  // Start-up timing lines: a clock and a logger, no database.
  'server/test/boot-timing.test.ts',
  'server/test/public-config.test.ts',
  'server/life/test/life-config.test.ts',
  // Pure functions: catalog building and generators, file parsers, money units, properties.
  'server/test/catalog/build-catalog.test.ts',
  'server/test/catalog/demo-generator.test.ts',
  'server/test/catalog/hapvida.test.ts',
  'server/test/catalog/import-price-table.test.ts',
  'server/test/table-updates/price-table-file.test.ts',
  'server/test/payments/units.test.ts',
  'server/test/payments/one-rule.property.test.ts',
  'server/test/write-observer.test.ts',
  'server/test/catalog/ans-operators.test.ts',
  'server/test/catalog/real-tables.test.ts',
  'server/test/operator-catalog/read-file.test.ts',
  // Every real table quoted to the cent through the API: the quote reads the in-memory
  // snapshot, the same on both databases (the snapshot-vs-SQL equivalence runs on both).
  'server/test/catalog-api/real-catalog-quote.test.ts',
  // Real processes on PGlite (the PostgreSQL twin is server/test/concurrency/life-restart.test.ts).
  'server/life/test/life-restart.test.ts',
  // PGlite's own machinery (the data-folder lock, backup of the embedded folder, the Unix-socket bridge).
  'server/test/lock.test.ts',
  'server/test/embedded-database.test.ts',
  'server/test/ops/backup-restore.test.ts',
  'server/life/test/pglite-bridge.test.ts',
  // The Action Cable protocol and client (the chat's database calls are in support-chat.test.ts).
  'server/life/test/action-cable.test.ts',
  'server/life/test/cable-client.test.ts',
  // This classification itself.
  'server/test/database-passes.test.ts',
];
