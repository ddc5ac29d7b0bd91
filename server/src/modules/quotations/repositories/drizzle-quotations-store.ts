/** The Drizzle implementation of {@link QuotationsStore}, over one database handle. */
import type { DbOrTx } from '../../../db/database';
import type { QuotationsStore } from '../use-cases/quotations-store';
import { findQuotationByCode, insertQuotation, listAccountQuotations } from './quotations.repository';

/** The saved quotations read and written with `db`. */
export function drizzleQuotationsStore(db: DbOrTx): QuotationsStore {
  return {
    insert: (row) => insertQuotation(db, row),
    findByCode: (code) => findQuotationByCode(db, code),
    listOfAccount: (accountId, page) => listAccountQuotations(db, accountId, page),
  };
}
