/** Use case: is the server ready (database answering)? */
import type { DatabaseProbe } from './database-probe';

/** True when the database answers its probe; false on any failure (never rejects). */
export async function checkHealth(deps: { probe: DatabaseProbe }): Promise<boolean> {
  try {
    await deps.probe.ping();
    return true;
  } catch {
    return false;
  }
}
