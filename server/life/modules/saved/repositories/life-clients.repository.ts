/**
 * What the life schema holds about one of an account's clients, read and removed by the main
 * API's client use cases (server/src/modules/clients/use-cases/clients.ts: the client page, and the
 * LGPD art. 18 export and deletion) inside their own transaction.
 *
 * Why the main API reads the `life` schema here rather than asking the life service over HTTP:
 * both already share one database (the life service authenticates brokers against the main
 * schema's users and accounts), and only a shared transaction lets a deletion remove the
 * client, its health quotations' personal data, its life quotes and proposals and write the
 * audit line all or nothing — a process killed half-way leaves nothing half-deleted, and no
 * service credential has to exist. The life service stays its own process and deployment;
 * this module is its code, over the tables its migrations own.
 *
 * Held about a client: the account's life quotations linked to it (`client_id`), the
 * proposals implanting them, and proposals whose holder has the client's CPF (typed before
 * the client existed), with the quotations they implant. When the life service has not yet
 * migrated the database (a fresh install where it never started, or its migration adding
 * `client_id` not applied) nothing is held there: every call answers empty.
 *
 * Repositories take the database first; any Drizzle database or transaction over the
 * application's database will do.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { LifeSavedRow } from './life-saved.repository';

/** Any Drizzle database or transaction on the application's database. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Pick<PgDatabase<PgQueryResultHKT, any>, 'execute'>;

/** The client whose life data is looked up (the account's, already checked by the caller). */
export interface LifeClientKey {
  accountId: number;
  clientId: number;
  /** CPF/CNPJ digits, or null. */
  document: string | null;
}

async function rows<T>(db: AnyDb, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Whether `life.quotations.client_id` exists (the life service's migration 0003 ran). */
export async function lifeClientLinksReady(db: AnyDb): Promise<boolean> {
  const [row] = await rows<{ ready: boolean }>(
    db,
    sql`select exists (select 1 from information_schema.columns where table_schema = 'life' and table_name = 'quotations' and column_name = 'client_id') as ready`,
  );
  return row?.ready === true;
}

/** Ids of the proposals held about the client (subquery). */
const heldProposals = (key: LifeClientKey) => sql`
  select p.id from life.proposals p join life.quotations q on q.id = p.quotation_id
   where q.account_id = ${key.accountId}
     and (q.client_id = ${key.clientId} or (${key.document}::text is not null and p.data->'proposal'->>'cpf' = ${key.document}::text))`;

/** Ids of the quotations held about the client (subquery): linked to it, or implanted by a held proposal. */
const heldQuotations = (key: LifeClientKey) => sql`
  select q.id from life.quotations q
   where q.account_id = ${key.accountId}
     and (q.client_id = ${key.clientId} or q.id in (select p.quotation_id from life.proposals p where p.id in (${heldProposals(key)})))`;

/** One line of the client page's life list: a row of the broker's own list (life-saved.repository.ts) with its author. */
export type LifeClientItemRow = LifeSavedRow & { user_id: number };

/** The client's priced life quotes and implanted proposals, newest first (empty before the life migrations). */
export async function listClientLifeItems(db: AnyDb, key: LifeClientKey): Promise<LifeClientItemRow[]> {
  if (!(await lifeClientLinksReady(db))) return [];
  return rows<LifeClientItemRow>(
    db,
    sql`select * from (
      select 'quote' as kind, q.id::text as id, q.id::text as quotation_id, q.user_id, q.created_at,
             q.request->'client'->>'name' as client_name, q.request->'client'->>'phone' as client_phone, null::text as client_cpf,
             q.result->'quotes'->0->>'title' as title, q.quote_number,
             (q.result->'quotes'->0->>'monthly_price_cents') as monthly_price_cents,
             q.result->'quotes'->0->'details'->>'final_validity' as valid_until, null::timestamptz as link_expires_at
        from life.quotations q
       where q.id in (${heldQuotations(key)}) and q.status = 'quoted'
      union all
      select 'proposal', p.id::text, p.quotation_id::text, p.user_id, p.created_at,
             p.data->'proposal'->>'name', p.data->'proposal'->>'phone', p.data->'proposal'->>'cpf',
             q.result->'quotes'->0->>'title', q.quote_number,
             (q.result->'quotes'->0->>'monthly_price_cents'),
             q.result->'quotes'->0->'details'->>'final_validity', p.expires_at
        from life.proposals p join life.quotations q on q.id = p.quotation_id
       where p.id in (${heldProposals(key)})
    ) as held order by created_at desc, id desc`,
  );
}

/** Everything the life schema holds about the client, in full as stored (LGPD art. 18, II and V). */
export interface LifeClientData {
  /** Every quotation (any status): the answers sent (birth date, income, health declaration …) and the result. */
  quotations: Array<{ id: string; created_at: Date | string; status: string; quote_number: string | null; request: unknown; result: unknown }>;
  /** Every implanted proposal: the holder, beneficiaries, bank … as sent, and its link's expiry (the link itself is not stored). */
  proposals: Array<{ id: string; quotation_id: string; created_at: Date | string; expires_at: Date | string | null; data: unknown }>;
}

/** The client's life data for the export (empty before the life migrations). */
export async function exportClientLifeData(db: AnyDb, key: LifeClientKey): Promise<LifeClientData> {
  if (!(await lifeClientLinksReady(db))) return { quotations: [], proposals: [] };
  const quotations = await rows<LifeClientData['quotations'][number]>(
    db,
    sql`select q.id::text as id, q.created_at, q.status, q.quote_number, q.request, q.result from life.quotations q
         where q.id in (${heldQuotations(key)}) order by q.created_at, q.id`,
  );
  const proposals = await rows<LifeClientData['proposals'][number]>(
    db,
    sql`select p.id::text as id, p.quotation_id::text as quotation_id, p.created_at, p.expires_at, p.data from life.proposals p
         where p.id in (${heldProposals(key)}) order by p.created_at, p.id`,
  );
  return { quotations, proposals };
}

/**
 * Deletes what the life schema holds about the client: its proposals (their links stop
 * opening; their openings go with them) and its quotations. Deleted rather than anonymised,
 * unlike a health quotation: a life quote's answers (birth date, sex, income, occupation,
 * health declaration — sensitive data, LGPD art. 11) are the person, and its price means
 * nothing without them. A quotation still implanted by a proposal not held about the client
 * (another holder) keeps its row, unlinked. A still pending quotation's job finds no row and
 * ends. Answers how many of each went.
 */
export async function deleteClientLifeData(db: AnyDb, key: LifeClientKey): Promise<{ quotations: number; proposals: number }> {
  if (!(await lifeClientLinksReady(db))) return { quotations: 0, proposals: 0 };
  const quotationIds = (await rows<{ id: string }>(db, sql`${heldQuotations(key)}`)).map((row) => row.id);
  const proposals = await rows<{ id: string }>(db, sql`delete from life.proposals where id in (${heldProposals(key)}) returning id::text as id`);
  if (quotationIds.length === 0) return { quotations: 0, proposals: proposals.length };
  const idList = sql.join(
    quotationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const quotations = await rows<{ id: string }>(
    db,
    sql`delete from life.quotations q where q.id in (${idList}) and not exists (select 1 from life.proposals p where p.quotation_id = q.id) returning q.id::text as id`,
  );
  await db.execute(sql`update life.quotations set client_id = null where id in (${idList})`);
  return { quotations: quotations.length, proposals: proposals.length };
}
