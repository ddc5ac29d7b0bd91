/** Reads of `products` (the subscription ladder; ids 1–4 come from migration 0004). */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { products, type ProductRow } from '../../../db/schema';
import { isDbId } from '../../../lib/db-id';

/** Products on sale, smallest first (by seats, then price). */
export async function listActiveProducts(db: DbOrTx): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.totalUsers), asc(products.priceCents), asc(products.id));
}

/** A product by id (on sale or not), or undefined (also for an id no `integer` column can hold). */
export async function findProductById(db: DbOrTx, id: number): Promise<ProductRow | undefined> {
  if (!isDbId(id)) return undefined;
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return rows[0];
}

/** Every product (on sale or not), by id: to name the products of old payments. */
export async function productsById(db: DbOrTx): Promise<Map<number, ProductRow>> {
  const rows = await db.select().from(products);
  return new Map(rows.map((row) => [row.id, row]));
}
