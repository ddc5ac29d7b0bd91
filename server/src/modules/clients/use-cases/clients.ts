/**
 * The account's clients ('Clientes'): list, create, read with their quotations and life
 * quotes and proposals (the life schema of the same database, read in the same transaction), update,
 * export and delete (LGPD art. 18). Every call is scoped to the caller's account: another
 * account's client is answered as unknown (null), never as forbidden, so ids reveal nothing.
 *
 * Deletion (art. 18, VI) removes the record, deletes its life quotes and proposals (they are
 * the person's answers: server/life/modules/saved/repositories/life-clients.repository.ts, through server/life/kit/client-data.ts) and anonymises
 * the quotations held about it
 * (`anonymisedQuotationData` of src/contract/clients.ts: contact, CPF/CNPJ and the
 * proposal's client phone/e-mail emptied), keeping the prices quoted (the office's own
 * record of what the market charged, no longer personal data: LGPD art. 12). Export and
 * deletion each write one line in the account's audit (`team_audit`) with the client's id
 * only, in the same transaction as the deletion.
 */
import type { ClientRow, QuotationRow } from '../../../db/schema';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import type { LifeClientData, LifeClientItemRow } from '../../../../life/kit/client-data';
import { anonymisedQuotationData } from '../../../../../src/contract/clients';
import type { QuotationDataWire } from '../../../../../src/contract/quotation';
import { CLIENTS_PAGE_SIZE, type ClientRecord, type ClientRecordInput } from '../../../../../src/domain/clients/client-record';
import type { ClientsStore } from './clients-store';

/**
 * What the clients' use cases need: their store (clients-store.ts) and the clock. `LifeItem`:
 * the store's life items (the database's rows by default), which {@link getClient} answers as
 * they come; the other use cases take any store (`ClientsDeps<unknown>`).
 */
export interface ClientsDeps<LifeItem = LifeClientItemRow> {
  store: ClientsStore<LifeItem>;
  clock: () => Date;
}

/** A stored row → the domain's record. */
export const clientRecordOf = (row: ClientRow): ClientRecord => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  document: row.document,
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One page (from 1) of the caller's account's clients by name, optionally matching `search`. */
export async function listClients(deps: ClientsDeps<unknown>, user: AuthenticatedUser, page: number, search?: string): Promise<{ total: number; clients: ClientRecord[] }> {
  const { total, rows } = await deps.store.list(user.accountId, {
    offset: (page - 1) * CLIENTS_PAGE_SIZE,
    limit: CLIENTS_PAGE_SIZE,
    ...(search ? { search } : {}),
  });
  return { total, clients: rows.map(clientRecordOf) };
}

/** Creates a client of the caller's account (input already validated and normalized). */
export async function createClient(deps: ClientsDeps<unknown>, user: AuthenticatedUser, input: ClientRecordInput): Promise<ClientRecord> {
  return clientRecordOf(await deps.store.insert({ ...input, accountId: user.accountId, createdBy: user.id, at: deps.clock() }));
}

/** The key of a client's data in the life schema. */
const lifeKey = (accountId: number, row: ClientRow) => ({ accountId, clientId: row.id, document: row.document });

/** The account's client, the quotations held about it and its life quotes and proposals (each newest first, as the store answers them), or null. */
export async function getClient<LifeItem>(
  deps: ClientsDeps<LifeItem>,
  user: AuthenticatedUser,
  id: number,
): Promise<{ client: ClientRecord; quotations: QuotationRow[]; life: LifeItem[] } | null> {
  const row = await deps.store.find(user.accountId, id);
  if (!row) return null;
  return {
    client: clientRecordOf(row),
    quotations: await deps.store.quotationsOf(user.accountId, row),
    life: await deps.store.lifeItems(lifeKey(user.accountId, row)),
  };
}

/** Whether `id` is a client of the caller's account (a quotation may be linked to it). */
export async function isAccountClient(deps: ClientsDeps<unknown>, user: AuthenticatedUser, id: number): Promise<boolean> {
  return (await deps.store.find(user.accountId, id)) !== null;
}

/** Replaces the client's fields; null when it is not the account's. */
export async function updateClient(deps: ClientsDeps<unknown>, user: AuthenticatedUser, id: number, input: ClientRecordInput): Promise<ClientRecord | null> {
  const row = await deps.store.update(user.accountId, id, input, deps.clock());
  return row ? clientRecordOf(row) : null;
}

/** What the export answers: the record and each quotation held about it, in full. */
export interface ClientExport {
  exportedAt: Date;
  client: ClientRecord;
  quotations: Array<{ code: string; createdAt: Date; data: unknown }>;
  /** Its life quotations and proposals as stored (server/life/modules/saved/repositories/life-clients.repository.ts, through server/life/kit/client-data.ts). */
  life: LifeClientData;
}

/** Everything held about the client (LGPD art. 18, II and V), recorded in the audit; null when unknown. */
export async function exportClient(deps: ClientsDeps<unknown>, user: AuthenticatedUser, id: number): Promise<ClientExport | null> {
  return deps.store.transaction(async (tx) => {
    const row = await tx.find(user.accountId, id);
    if (!row) return null;
    const held = await tx.quotationsOf(user.accountId, row);
    const life = await tx.exportLifeData(lifeKey(user.accountId, row));
    const at = deps.clock();
    await tx.audit.record({
      accountId: user.accountId,
      actorUsername: user.username,
      action: 'client_data_exported',
      targetUsername: clientAuditName(id),
      details: { client_id: id, quotations: held.length, life_quotations: life.quotations.length, life_proposals: life.proposals.length },
      at,
    });
    return {
      exportedAt: at,
      client: clientRecordOf(row),
      quotations: held.map((quotation) => ({ code: quotation.code, createdAt: quotation.createdAt, data: quotation.data })),
      life,
    };
  });
}

/** The audit's name of a client: its id only (no personal data survives a deletion). */
export const clientAuditName = (id: number): string => `cliente nº ${id}`;

/**
 * Deletes the client, anonymises the quotations held about it and deletes its life quotes and
 * proposals in one transaction (the row
 * locked first, so two deletions or a deletion and an export do not interleave), with the
 * audit line. False when it is not the account's client.
 */
export async function deleteClient(deps: ClientsDeps<unknown>, user: AuthenticatedUser, id: number): Promise<boolean> {
  return deps.store.transaction(async (tx) => {
    const row = await tx.find(user.accountId, id, { forUpdate: true });
    if (!row) return false;
    const held = await tx.quotationsOf(user.accountId, row);
    for (const quotation of held) await tx.replaceQuotationData(quotation.id, anonymisedQuotationData(quotation.data as QuotationDataWire), null);
    const life = await tx.deleteLifeData(lifeKey(user.accountId, row));
    await tx.delete(user.accountId, id);
    await tx.audit.record({
      accountId: user.accountId,
      actorUsername: user.username,
      action: 'client_data_deleted',
      targetUsername: clientAuditName(id),
      details: { client_id: id, quotations: held.length, life_quotations: life.quotations, life_proposals: life.proposals },
      at: deps.clock(),
    });
    return true;
  });
}
