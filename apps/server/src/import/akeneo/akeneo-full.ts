import { noteChanges } from '../../db/changes.ts';
import type { Database } from '../../db/database.ts';
import { archiveProducts } from '../../modules/products/index.ts';
import type { ImportRun } from '../import-kind.ts';

/**
 * A full import of Akeneo's products or product models: what the file leaves out is archived
 * (never deleted), and the two files do not archive each other's rows. Products: every product that
 * is neither in the file nor a model above one of its products (a model none of whose products
 * remain goes too). Product models: the models (products with variants) not in the file. Answers
 * how many were (or, in a dry run, would be) archived.
 */
export async function archiveAbsentAkeneo(
  db: Database,
  kind: 'products' | 'product-models',
  present: Set<string>,
  run: ImportRun,
): Promise<number> {
  const rows = await db.selectFrom('product').select(['id', 'sku', 'parent_id', 'archived']).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  const parents = new Set<number>();
  for (const row of rows) {
    if (row.parent_id !== null) parents.add(row.parent_id);
    if (!present.has(row.sku)) continue;
    // A product keeps its models; the chain is guarded against a loop.
    for (let r: typeof row | undefined = row; r && !keep.has(r.id); r = byId.get(r.parent_id ?? -1))
      keep.add(r.id);
  }
  const ids = rows
    .filter((r) => !r.archived && !keep.has(r.id) && (kind === 'products' || parents.has(r.id)))
    .map((r) => r.id);
  if (run.dryRun === true || !ids.length) return ids.length;
  await archiveProducts(db, ids);
  await noteChanges(db, run, 'products');
  return ids.length;
}
