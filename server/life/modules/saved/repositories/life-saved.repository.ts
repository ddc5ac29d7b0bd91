/**
 * The broker's saved life quotes and proposals (the list of 'Minhas cotações', filter Vida):
 * priced quotations of `life.quotations` and implanted proposals of `life.proposals`, one
 * broker and one institution, newest first. Repositories take the database first.
 */
import { sql } from 'drizzle-orm';
import type { LifeDb } from '../../../db/database';

/** One row of the list (the client's fields as stored with the quotation or the proposal); a type, so it is a query row. */
export type LifeSavedRow = {
  kind: 'quote' | 'proposal';
  id: string;
  quotation_id: string;
  created_at: Date | string;
  client_name: string | null;
  client_phone: string | null;
  client_cpf: string | null;
  title: string | null;
  quote_number: string | null;
  monthly_price_cents: number | string | null;
  valid_until: string | null;
  link_expires_at: Date | string | null;
};

/** The union both queries read: priced quotations, and proposals with their quotation's quote. */
const items = (userId: number, company: string) => sql`
  select 'quote' as kind, q.id::text as id, q.id::text as quotation_id, q.created_at,
         q.request->'client'->>'name' as client_name, q.request->'client'->>'phone' as client_phone, null::text as client_cpf,
         q.result->'quotes'->0->>'title' as title, q.quote_number,
         (q.result->'quotes'->0->>'monthly_price_cents') as monthly_price_cents,
         q.result->'quotes'->0->'details'->>'final_validity' as valid_until, null::timestamptz as link_expires_at
    from life.quotations q
   where q.user_id = ${userId} and q.company = ${company} and q.status = 'quoted'
  union all
  select 'proposal', p.id::text, p.quotation_id::text, p.created_at,
         p.data->'proposal'->>'name', p.data->'proposal'->>'phone', p.data->'proposal'->>'cpf',
         q.result->'quotes'->0->>'title', q.quote_number,
         (q.result->'quotes'->0->>'monthly_price_cents'),
         q.result->'quotes'->0->'details'->>'final_validity', p.expires_at
    from life.proposals p join life.quotations q on q.id = p.quotation_id
   where p.user_id = ${userId} and p.company = ${company}`;

/** How many items the broker has (quotes + proposals). */
export async function countSaved(db: LifeDb, userId: number, company: string): Promise<number> {
  const result = await db.execute<{ n: string | number }>(sql`select count(*) as n from (${items(userId, company)}) as saved`);
  return Number((result as unknown as { rows: Array<{ n: string | number }> }).rows[0]?.n ?? 0);
}

/** One page of the broker's items, newest first (ties by id, so pages never overlap). */
export async function listSaved(db: LifeDb, userId: number, company: string, page: { limit: number; offset: number }): Promise<LifeSavedRow[]> {
  const result = await db.execute<LifeSavedRow>(
    sql`select * from (${items(userId, company)}) as saved order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`,
  );
  return (result as unknown as { rows: LifeSavedRow[] }).rows;
}
