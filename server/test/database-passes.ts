/**
 * Which server test files run on which database (vite.config.ts reads these lists).
 *
 * `npm run test:server` runs the PGlite pass (PostgreSQL compiled to WASM, the product's default
 * database: the same SQL, constraints and triggers); `npm run test:server:pg` runs the
 * PostgreSQL pass on a real server (DATABASE_URL set by scripts/with-postgres.ts). Each file
 * runs where it proves something, once:
 *
 * - `POSTGRES_ONLY`: what PGlite cannot prove — concurrent transactions, locks and races,
 *   LISTEN/NOTIFY, several processes on one database, the `pg` driver's pool and type parsing,
 *   template databases — and the use-case files by area, which run each repository's SQL: the
 *   same SQL on PGlite would prove nothing more.
 * - `BOTH_DATABASES`: what differs between the two in our own code — the contract files (every
 *   port method the SPA calls, so every route and transaction on the default database too: a
 *   query outside its transaction waits forever on PGlite's single connection, never on a
 *   pool), the drain through the launcher (PGlite's socket bridge to the life service), the
 *   job queue (pg-boss over PGlite's adapter) and the first start's seed.
 * - `PGLITE_ONLY`: each group with why a server would prove nothing more.
 *
 * A server test file must be in exactly one list: server/test/database-passes.test.ts fails
 * otherwise, so a new file is classified, never dropped silently. `SERVER_ALL=1` runs every
 * file on the pass's database (`npm run test:server:pg:all`: every file on PostgreSQL).
 */

/** Files (globs from the repository root) run on PGlite and on PostgreSQL. */
export const BOTH_DATABASES: readonly string[] = [
  // Every port method against the real server, i.e. every repository the SPA reaches.
  'server/test/contract/**/*.test.ts',
  // Drain on SIGTERM through the launcher, on each database (PGlite: the life service on the socket bridge).
  'server/test/ops/drain.test.ts',
  // The durable job queue (pg-boss) and the first start's seed.
  'server/test/jobs/**/*.test.ts',
  'server/test/seed.test.ts',
  // The caller cache: on PGlite (the default database, one writer) it is on and this file
  // proves what empties it; on PostgreSQL without the bus it is off. It ran on PostgreSQL only
  // until 2026-11-28, so its PGlite assertions never ran in `npm test`.
  'server/test/caller-cache.test.ts',
];

/** Files run on PostgreSQL only. */
export const POSTGRES_ONLY: readonly string[] = [
  // Races, locks, NOTIFY, several processes, start-up on one database: PostgreSQL only.
  'server/test/concurrency/**/*.test.ts',
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
  'server/test/catalog-api/quote-page.test.ts',
  'server/test/catalog-api/reference.test.ts',
  // The catalog snapshot against the SQL it replaces.
  'server/test/catalog/snapshot-equivalence.test.ts',
  // The operator file's importer: one transaction, the audit and calendar lines, re-imports.
  'server/test/operator-catalog/import-operator-catalog.test.ts',
  // The operator import through the API: the list record in the import's transaction, the limits.
  'server/test/operator-catalog/operator-import-routes.test.ts',
  // Sessions and refresh-token rotation, the movable clock's demo users, /metrics and health.
  'server/test/auth.test.ts',
  'server/test/users-me.test.ts',
  'server/test/test-clock.test.ts',
  'server/test/ops/metrics-and-health.test.ts',
  // The life service's own database.
  'server/life/test/life-api.test.ts',
  'server/life/test/life-proposals.test.ts',
  'server/life/test/life-saved.test.ts',
  'server/life/test/life-clients.test.ts',
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
  // The full plan kept per catalog snapshot: in-memory cache over the SQL plan-admin and the
  // catalog files run on PostgreSQL; a local catalog write is seen the same way on both.
  'server/test/catalog-api/plan-detail-answer.test.ts',
  // Configuration parsing, no database.
  'server/test/config.test.ts',
  // Start-up timing lines: a clock and a logger, no database.
  'server/test/boot-timing.test.ts',
  // Fastify's default compilers loaded on first use: one in-memory app, no database.
  'server/test/lazy-schema-compilers.test.ts',
  // The OpenAPI document and Swagger UI built on first use: in-memory apps, no database.
  'server/test/lazy-openapi.test.ts',
  // The start-up migrations check against drizzle's migrator: an in-memory PGlite.
  'server/test/migrations-current.test.ts',
  'server/test/public-config.test.ts',
  'server/life/test/life-config.test.ts',
  // Pure functions: catalog building and generators, file parsers, money units, properties.
  'server/test/catalog/build-catalog.test.ts',
  'server/test/catalog/demo-generator.test.ts',
  'server/test/catalog/hapvida.test.ts',
  'server/test/catalog/import-price-table.test.ts',
  'server/test/catalog/catalog-domain-mappers.test.ts',
  'server/test/table-updates/price-table-file.test.ts',
  'server/test/payments/units.test.ts',
  'server/test/payments/one-rule.property.test.ts',
  'server/test/write-observer.test.ts',
  'server/test/lib/**/*.test.ts',
  'server/test/catalog/ans-operators.test.ts',
  'server/test/catalog/real-tables.test.ts',
  'server/test/operator-catalog/read-file.test.ts',
  // Every real table quoted to the cent through the API: the quote reads the in-memory
  // snapshot, the same on both databases (the snapshot-vs-SQL equivalence runs on PostgreSQL).
  'server/test/catalog-api/real-catalog-quote.test.ts',
  // Real processes on PGlite (the PostgreSQL twin is server/test/concurrency/life-restart.test.ts).
  'server/life/test/life-restart.test.ts',
  // PGlite's own machinery (the data-folder lock, backup of the embedded folder, the Unix-socket bridge).
  'server/test/lock.test.ts',
  'server/test/embedded-database.test.ts',
  // The catalog snapshot's file beside the embedded database (only `npm start` on PGlite keeps one).
  'server/test/catalog-snapshot-cache.test.ts',
  'server/test/ops/backup-restore.test.ts',
  'server/life/test/pglite-bridge.test.ts',
  // The Action Cable protocol and client (the chat's database calls are in support-chat.test.ts).
  'server/life/test/action-cable.test.ts',
  'server/life/test/cable-client.test.ts',
  // This classification itself.
  'server/test/database-passes.test.ts',
];

/** The PostgreSQL pass (`npm run test:server:pg`). */
export const POSTGRES_PASS: readonly string[] = [...BOTH_DATABASES, ...POSTGRES_ONLY];

/** The PGlite pass (`npm run test:server`). */
export const PGLITE_PASS: readonly string[] = [...BOTH_DATABASES, ...PGLITE_ONLY];
