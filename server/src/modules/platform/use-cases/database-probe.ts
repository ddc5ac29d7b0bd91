/**
 * The platform module's repository port: whether the database answers at all (the health
 * checks' only question to it). The Drizzle one is repositories/drizzle-database-probe.ts,
 * wired by platform.module.ts.
 */
export interface DatabaseProbe {
  /** Runs the cheapest statement the database has; resolves once it answered, rejects when it did not. */
  ping(): Promise<void>;
}
