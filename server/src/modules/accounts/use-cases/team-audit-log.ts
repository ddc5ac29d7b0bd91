/**
 * The account's audit of team actions (`team_audit`), as other modules write to it: the
 * clients' LGPD export and erasure record one line each, in their own transaction.
 */
import type { TeamAuditAction } from '../../../db/schema';

/** One audit line: who did what to whom, when (`details`: small JSON, never personal data of a deleted client). */
export interface TeamAuditEntry {
  accountId: number;
  actorUsername: string;
  action: TeamAuditAction;
  targetUsername: string;
  details?: Record<string, unknown>;
  at: Date;
}

/**
 * Where team actions are recorded. The Drizzle one (repositories/drizzle-team-audit-log.ts)
 * writes with the handle it was built over: build it over the transaction of the change it
 * records, so the line and the change commit or roll back together.
 */
export interface TeamAuditLog {
  /** Appends one line. */
  record(entry: TeamAuditEntry): Promise<void>;
}
