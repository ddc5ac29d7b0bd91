/** The account owner's audit list of team actions (`team_audit`). */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { teamAudit, type TeamAuditAction, type TeamAuditRow } from '../../../db/schema';

/** Most rows {@link listTeamAudit} answers (the newest). */
export const TEAM_AUDIT_LIST_LIMIT = 200;

/** Records one team action; run it in the transaction of the change it records. */
export async function recordTeamAction(
  db: DbOrTx,
  entry: { accountId: number; actorUsername: string; action: TeamAuditAction; targetUsername: string; details?: Record<string, unknown>; at: Date },
): Promise<void> {
  await db.insert(teamAudit).values({
    accountId: entry.accountId,
    actorUsername: entry.actorUsername,
    action: entry.action,
    targetUsername: entry.targetUsername,
    details: entry.details ?? {},
    createdAt: entry.at,
  });
}

/** The account's newest team actions first, at most {@link TEAM_AUDIT_LIST_LIMIT}. */
export async function listTeamAudit(db: DbOrTx, accountId: number): Promise<TeamAuditRow[]> {
  return db
    .select()
    .from(teamAudit)
    .where(eq(teamAudit.accountId, accountId))
    .orderBy(desc(teamAudit.createdAt), desc(teamAudit.id))
    .limit(TEAM_AUDIT_LIST_LIMIT);
}
