/** The Drizzle implementation of {@link ClientsStore}, over one database handle or transaction. */
import type { DbOrTx } from '../../../db/database';
import { drizzleTeamAuditLog } from '../../accounts';
import { deleteClientLifeData, exportClientLifeData, listClientLifeItems } from '../../../../life/kit/client-data';
import type { ClientsStore } from '../use-cases/clients-store';
import {
  deleteAccountClient,
  findAccountClient,
  findOrCreateTypedClient,
  insertClient,
  listAccountClients,
  listClientQuotations,
  replaceQuotationData,
  updateAccountClient,
} from './clients.repository';

/** The clients store reading and writing with `db`; its `transaction` opens one on `db`. */
export function drizzleClientsStore(db: DbOrTx): ClientsStore {
  return {
    list: (accountId, page) => listAccountClients(db, accountId, page),
    insert: (row) => insertClient(db, row),
    find: (accountId, id, options) => findAccountClient(db, accountId, id, options),
    update: (accountId, id, input, at) => updateAccountClient(db, accountId, id, input, at),
    delete: (accountId, id) => deleteAccountClient(db, accountId, id),
    quotationsOf: (accountId, client) => listClientQuotations(db, accountId, client),
    replaceQuotationData: (quotationId, data, clientId) => replaceQuotationData(db, quotationId, data, clientId),
    findOrCreateTyped: (accountId, createdBy, typed, at) => findOrCreateTypedClient(db, accountId, createdBy, typed, at),
    lifeItems: (key) => listClientLifeItems(db, key),
    exportLifeData: (key) => exportClientLifeData(db, key),
    deleteLifeData: (key) => deleteClientLifeData(db, key),
    audit: drizzleTeamAuditLog(db),
    transaction: (work) => db.transaction((tx) => work(drizzleClientsStore(tx))),
  };
}
