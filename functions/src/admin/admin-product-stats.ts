import type { AdminProductStats } from '@sprout/core';
import { region } from '../config';
import { onCall } from '../lib/callable';
import { requireAdmin } from './admin-access';
import { productsCollection } from './admin-products';

/**
 * The dashboard's stat cards over the whole catalogue: five aggregation queries, so no product
 * is read however large the catalogue grows.
 */
export const adminProductStats = onCall({ region }, async (request): Promise<AdminProductStats> => {
  await requireAdmin(request, { session: true });
  const products = productsCollection();
  const counts = await Promise.all(
    [
      products,
      products.where('active', '==', true),
      products.where('country', '==', 'global'),
      products.where('category', '==', 'clothes'),
      products.where('category', '==', 'shoes'),
    ].map(async (query) => (await query.count().get()).data().count),
  );
  const [total = 0, active = 0, global = 0, clothes = 0, shoes = 0] = counts;
  return { total, active, global, clothes, shoes };
});
