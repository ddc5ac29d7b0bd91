/**
 * The clients module's repository port: where the account's clients, the quotations held
 * about them and their life data are kept. The use cases (clients.ts) and the quotations
 * module (finding a saved proposal's client) speak to it; the Drizzle one is
 * repositories/drizzle-clients-store.ts, wired by clients.module.ts.
 *
 * Every method is scoped by `accountId`: another account's client is answered as absent
 * (null/false), never as an error. Dates are instants; rows are the stored ones
 * (`ClientRow`, `QuotationRow`: prices in cents inside `data`). Database failures reject.
 *
 * `LifeItem` is how the store answers a life quote or proposal held about a client: the
 * database's row (`LifeClientItemRow`) by default. The use cases pass those items through
 * untouched, so another store may answer them in its own shape (the fake back end's in-memory
 * store answers the life fake's items, src/infrastructure/fake/client-store.fake.ts).
 */
import type { ClientRow, QuotationRow } from '../../../db/schema';
import type { TypedClientContact } from '../../../../../src/contract/clients';
import type { ClientRecordInput } from '../../../../../src/domain/clients/client-record';
import type { LifeClientData, LifeClientItemRow, LifeClientKey } from '../../../../life/kit/client-data';
import type { TeamAuditLog } from '../../accounts';

export interface ClientsStore<LifeItem = LifeClientItemRow> {
  /** One page of the account's clients (optionally matching `search`, src/domain/clients/client-record.ts), by name, and the total. */
  list(accountId: number, page: { offset: number; limit: number; search?: string }): Promise<{ total: number; rows: ClientRow[] }>;
  /** Inserts a client; answers the stored row. */
  insert(row: ClientRecordInput & { accountId: number; createdBy: number; at: Date }): Promise<ClientRow>;
  /** The account's client, or null; `forUpdate` locks its row until the transaction ends. */
  find(accountId: number, id: number, options?: { forUpdate?: boolean }): Promise<ClientRow | null>;
  /** Replaces the client's fields; null when it is not the account's. */
  update(accountId: number, id: number, input: ClientRecordInput, at: Date): Promise<ClientRow | null>;
  /** Deletes the account's client (its quotations' link becomes null); false when it was not there. */
  delete(accountId: number, id: number): Promise<boolean>;
  /** The quotations held about the client (linked, or carrying its CPF/CNPJ), newest first. */
  quotationsOf(accountId: number, client: Pick<ClientRow, 'id' | 'document'>): Promise<QuotationRow[]>;
  /** Replaces a quotation's data and client link (the anonymisation of a deleted client). */
  replaceQuotationData(quotationId: number, data: unknown, clientId: number | null): Promise<void>;
  /**
   * The account's client a typed contact is (same CPF/CNPJ, else same folded name and phone),
   * created when there is none; two concurrent calls for the same new person make one client.
   */
  findOrCreateTyped(accountId: number, createdBy: number, typed: TypedClientContact, at: Date): Promise<ClientRow>;
  /** The client's life quotes and proposals, newest first (empty before the life migrations). */
  lifeItems(key: LifeClientKey): Promise<LifeItem[]>;
  /** The client's life data as stored, for the LGPD export. */
  exportLifeData(key: LifeClientKey): Promise<LifeClientData>;
  /** Deletes the client's life quotes and proposals; answers how many of each. */
  deleteLifeData(key: LifeClientKey): Promise<{ quotations: number; proposals: number }>;
  /** The account's team audit, written with the same handle (inside {@link transaction}: in it). */
  audit: TeamAuditLog;
  /** Runs `work` in one transaction over a store bound to it: all of its writes commit or none. */
  transaction<T>(work: (store: ClientsStore<LifeItem>) => Promise<T>): Promise<T>;
}
