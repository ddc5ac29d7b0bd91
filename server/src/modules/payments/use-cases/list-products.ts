/** Use case: the products on sale (`GET /api/payments/available-products`, public). */
import type { Database } from '../../../db/database';
import type { ProductRow } from '../../../db/schema';
import { listActiveProducts } from '../repositories/products.repository';

/** Products on sale, smallest first (seats, then price). */
export async function listProductsForSale(deps: { db: Database }): Promise<ProductRow[]> {
  return listActiveProducts(deps.db);
}
