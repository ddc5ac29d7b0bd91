/** Use case: the products on sale (`GET /api/payments/available-products`, public). */
import type { ProductRow } from '../../../db/schema';
import type { BillingStore } from './billing-store';

/** Products on sale, smallest first (seats, then price). */
export async function listProductsForSale(deps: { store: BillingStore }): Promise<ProductRow[]> {
  return deps.store.listActiveProducts();
}
