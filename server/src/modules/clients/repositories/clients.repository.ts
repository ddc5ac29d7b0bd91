/** Queries of the account's clients (`clients`) and of the quotations saved for them. */
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { clients, quotations, type ClientRow, type QuotationRow } from '../../../db/schema';
import { ACCENTED, PLAIN } from '../../../db/accent-folding';
import { quotationSearchTerms } from '../../../../../src/domain/proposal/quotation-search';
import type { ClientRecordInput } from '../../../../../src/domain/clients/client-record';
import { foldText } from '../../../../../src/domain/text-folding';
import type { TypedClientContact } from '../../../../../src/contract/clients';
import { escapeLike } from '../../../lib/like-pattern';

/** The search of src/domain/clients/client-record.ts (`matchesClientSearch`) in SQL. */
function searchCondition(search: string): SQL | undefined {
  const { text, digits } = quotationSearchTerms(search);
  if (text === '') return undefined;
  const haystack = sql`translate(concat_ws(' ', ${clients.name}, ${clients.email}), ${ACCENTED}, ${PLAIN})`;
  const textMatch = sql`${haystack} ilike ${`%${escapeLike(text)}%`}`;
  if (digits === null) return textMatch;
  const pattern = `%${digits}%`;
  return sql`(${textMatch} or coalesce(${clients.phone}, '') like ${pattern} or coalesce(${clients.document}, '') like ${pattern})`;
}

/** One page of an account's clients (optionally matching `search`), by name, and the total. */
export async function listAccountClients(
  db: DbOrTx,
  accountId: number,
  page: { offset: number; limit: number; search?: string },
): Promise<{ total: number; rows: ClientRow[] }> {
  const where = and(eq(clients.accountId, accountId), page.search ? searchCondition(page.search) : undefined);
  const [totalRow] = await db.select({ total: count() }).from(clients).where(where);
  const rows = await db
    .select()
    .from(clients)
    .where(where)
    .orderBy(asc(sql`lower(translate(${clients.name}, ${ACCENTED}, ${PLAIN}))`), asc(clients.id))
    .offset(page.offset)
    .limit(page.limit);
  return { total: totalRow?.total ?? 0, rows };
}

/** Inserts a client. */
export async function insertClient(db: DbOrTx, row: ClientRecordInput & { accountId: number; createdBy: number; at: Date }): Promise<ClientRow> {
  const { at, ...values } = row;
  const [inserted] = await db.insert(clients).values({ ...values, createdAt: at, updatedAt: at }).returning();
  return inserted!;
}

/** The account's client with this id, or null (another account's client is null too). */
export async function findAccountClient(db: DbOrTx, accountId: number, id: number, options: { forUpdate?: boolean } = {}): Promise<ClientRow | null> {
  const query = db.select().from(clients).where(and(eq(clients.accountId, accountId), eq(clients.id, id))).limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Replaces the account's client's fields; null when it is not the account's. */
export async function updateAccountClient(db: DbOrTx, accountId: number, id: number, input: ClientRecordInput, at: Date): Promise<ClientRow | null> {
  const rows = await db
    .update(clients)
    .set({ ...input, updatedAt: at })
    .where(and(eq(clients.accountId, accountId), eq(clients.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Deletes the account's client (its quotations' `client_id` becomes null). */
export async function deleteAccountClient(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
  const rows = await db.delete(clients).where(and(eq(clients.accountId, accountId), eq(clients.id, id))).returning({ id: clients.id });
  return rows.length === 1;
}

/**
 * The account's quotations held about a client, newest first: those saved for it
 * (`client_id`) and, when it has a CPF/CNPJ, those whose client record carries the same
 * digits (saved before the client existed, or from the proposal screen).
 */
export async function listClientQuotations(db: DbOrTx, accountId: number, client: Pick<ClientRow, 'id' | 'document'>): Promise<QuotationRow[]> {
  const mine = client.document
    ? or(eq(quotations.clientId, client.id), sql`${quotations.data}->'client'->>'document' = ${client.document}`)
    : eq(quotations.clientId, client.id);
  return db
    .select()
    .from(quotations)
    .where(and(eq(quotations.accountId, accountId), mine))
    .orderBy(desc(quotations.createdAt), desc(quotations.id));
}

/** Replaces a quotation's data and client link (the anonymisation of a deleted client). */
export async function replaceQuotationData(db: DbOrTx, id: number, data: unknown, clientId: number | null): Promise<void> {
  await db.update(quotations).set({ data, clientId }).where(eq(quotations.id, id));
}

/** First key of the advisory lock that serialises finding-or-creating typed clients (second key: the account). */
const TYPED_CLIENT_LOCK = 7_331_001;

/**
 * The account's client a typed contact is (`isTypedClient` of src/contract/clients.ts: the
 * same CPF/CNPJ, else the same folded name and phone), created when there is none. Runs in
 * its own transaction under an advisory lock per account, so two proposals for the same new
 * person saved at the same moment (two tabs, two processes) make one client, not two.
 */
export async function findOrCreateTypedClient(db: DbOrTx, accountId: number, createdBy: number, typed: TypedClientContact, at: Date): Promise<ClientRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TYPED_CLIENT_LOCK}, ${accountId})`);
    if (typed.document !== null) {
      const [byDocument] = await tx
        .select()
        .from(clients)
        .where(and(eq(clients.accountId, accountId), eq(clients.document, typed.document)))
        .orderBy(asc(clients.id))
        .limit(1);
      if (byDocument) return byDocument;
    }
    const foldedName = sql`lower(translate(regexp_replace(btrim(${clients.name}), '[[:space:]]+', ' ', 'g'), ${ACCENTED}, ${PLAIN}))`;
    const [byName] = await tx
      .select()
      .from(clients)
      .where(and(eq(clients.accountId, accountId), sql`${foldedName} = ${foldText(typed.name)}`, sql`coalesce(${clients.phone}, '') = ${typed.phone ?? ''}`))
      .orderBy(asc(clients.id))
      .limit(1);
    if (byName) return byName;
    return insertClient(tx, { name: typed.name, phone: typed.phone, email: typed.email, document: typed.document, notes: null, accountId, createdBy, at });
  });
}
