/**
 * SQL of the control panel's list of operator imports (`operator_imports`,
 * schema-table-updates.ts): one row per confirm that changed the catalog.
 */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { institutions } from '../../../db/schema-catalog';
import { operatorImports, type OperatorImportCounts } from '../../../db/schema-table-updates';

/** What a confirm records. */
export interface OperatorImportValues {
  userId: number;
  username: string;
  fileName: string;
  ansRegistration: string;
  operatorName: string;
  counts: OperatorImportCounts;
  tableImportIds: readonly number[];
}

/**
 * Writes the record of a confirmed import (inside the import's transaction: the operator was
 * just written, so it is found by its registro ANS). Returns its id.
 * @throws Error when the operator is not in the catalog (a bug: the import writes it first).
 */
export async function insertOperatorImport(db: DbOrTx, values: OperatorImportValues, now: Date): Promise<number> {
  const [operator] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.ansRegistration, values.ansRegistration)).limit(1);
  if (!operator) throw new Error(`operator ${values.ansRegistration} not written by its import`);
  const [row] = await db
    .insert(operatorImports)
    .values({ ...values, tableImportIds: [...values.tableImportIds], institutionId: operator.id, createdAt: now })
    .returning({ id: operatorImports.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The last `limit` confirmed imports, newest first. */
export async function listOperatorImports(db: DbOrTx, limit: number) {
  return db.select().from(operatorImports).orderBy(desc(operatorImports.createdAt), desc(operatorImports.id)).limit(limit);
}
