/**
 * Stale chunk load failure (spec point 8): after a deploy, an open page may ask for a
 * code chunk that no longer exists; the page then reloads, at most once per 60 s so a
 * truly broken deploy does not reload forever.
 */

/** Minimum time between two automatic reloads, in milliseconds (spec point 8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * True when the page may reload now. `lastReloadAt` is the epoch-ms time of the last
 * automatic reload (null if none), `now` the current epoch-ms time.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS || now < lastReloadAt;
}
