/** The Drizzle implementation of {@link TeamAuditLog}, over one database handle or transaction. */
import type { DbOrTx } from '../../../db/database';
import type { TeamAuditLog } from '../use-cases/team-audit-log';
import { recordTeamAction } from './team-audit.repository';

/** The audit log writing with `db` (pass the transaction of the change being recorded). */
export function drizzleTeamAuditLog(db: DbOrTx): TeamAuditLog {
  return { record: (entry) => recordTeamAction(db, entry) };
}
