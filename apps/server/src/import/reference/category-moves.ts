import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { refreshCounts } from '../../modules/products/index.ts';

/** Ancestors of a category (itself first) in a tree given as parent by id. */
function lineage(id: number, parentOf: Map<number, number | null>): number[] {
  const ids = [id];
  for (let p = parentOf.get(id) ?? null; p !== null && !ids.includes(p); p = parentOf.get(p) ?? null)
    ids.push(p);
  return ids;
}

/**
 * Products list their categories with every ancestor (and filter on them): when categories moved,
 * the products in them get the ancestors of the new tree. The categories a product was given are
 * those of its list that are no ancestor of another; then the counts follow.
 */
export async function recomputeProductCategories(
  db: Database,
  oldParent: Map<number, number | null>,
  moved: number[],
): Promise<void> {
  const rows = await db.selectFrom('category').select(['id', 'parent_id']).execute();
  const newParent = new Map(rows.map((r) => [r.id, r.parent_id]));
  const products = await db
    .selectFrom('product')
    .select(['id', 'category_ids', 'filter_keys'])
    .where(sql<boolean>`category_ids && ${sql.val(moved)}::int[]`)
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const product of products) {
      const ancestors = new Set(product.category_ids.flatMap((id) => lineage(id, oldParent).slice(1)));
      const given = product.category_ids.filter((id) => !ancestors.has(id));
      const ids = [...new Set(given.flatMap((id) => lineage(id, newParent)))];
      const keys = [...product.filter_keys.filter((k) => k > 0), ...ids.map((id) => -id)];
      await trx
        .updateTable('product')
        .set({ category_ids: ids, filter_keys: keys, updated_at: new Date() })
        .where('id', '=', product.id)
        .execute();
    }
  });
  await refreshCounts(db);
}
