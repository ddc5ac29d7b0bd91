/**
 * The launcher kit: the one thing a compiled launcher's first line needs before it loads the
 * services — the early compile of PGlite's WebAssembly (server/src/db/pglite-warmup.ts). Kept
 * apart from the database kit so that the launcher's bundle stays a few lines (no schema, no Drizzle).
 */
export { startPgliteCompile } from '../db/pglite-warmup';
