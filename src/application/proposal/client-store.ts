/**
 * The account's clients ('Clientes', src/contract/clients.ts): list with search, create,
 * read with the quotations held about the client, update, and the LGPD art. 18 export and
 * deletion. Failures carry the server's own message ('Cliente não encontrado.', field
 * messages under `fields`).
 */
import type { ClientDataExport, ClientPage, ClientRecord, ClientRecordInput } from '../../domain/clients/client-record';
import type { SavedQuotationSummary } from '../../domain/proposal/quotation-history';
import type { RemoteFailure, Result } from '../shared/result';
import type { LifeSavedItem } from '../life/life-quote-gateway';

/** A life quote or proposal held about a client (any broker of the account); `mine` when the caller made it (only he can reopen it). */
export interface ClientLifeItem extends LifeSavedItem {
  readonly mine: boolean;
}

/** A client, the saved health quotations held about it and its life quotes and proposals (each newest first). */
export interface ClientWithQuotations {
  readonly client: ClientRecord;
  readonly quotations: readonly SavedQuotationSummary[];
  readonly life: readonly ClientLifeItem[];
}

/** A page of the list: from 1, with the search text (empty: all). */
export interface ClientListQuery {
  readonly page: number;
  readonly search: string;
  /** Abandons the request (a search typed further): the answer is then not awaited. */
  readonly signal?: AbortSignal;
}

export interface ClientStore {
  /** One page (from 1, 20 a page, by name) of the account's clients matching `search` (empty: all). */
  list(query: ClientListQuery): Promise<Result<ClientPage, RemoteFailure>>;
  create(input: ClientRecordInput): Promise<Result<ClientRecord, RemoteFailure>>;
  load(id: number): Promise<Result<ClientWithQuotations, RemoteFailure>>;
  update(id: number, input: ClientRecordInput): Promise<Result<ClientRecord, RemoteFailure>>;
  /** Everything held about the client as a JSON file (recorded in the account's audit). */
  exportData(id: number): Promise<Result<ClientDataExport, RemoteFailure>>;
  /** Deletes the client; its quotations stay, anonymised, its life quotes and proposals go (recorded in the account's audit). */
  remove(id: number): Promise<Result<void, RemoteFailure>>;
}
