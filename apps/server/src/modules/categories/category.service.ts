import { ttlCache } from '../../lib/ttl-cache.ts';
import type { ProductCategory } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { RemovalOutcome } from '../../lib/removal.ts';
import { deleteUnusedCategory, listCategories } from './category.repository.ts';

type Row = Awaited<ReturnType<typeof listCategories>>[number];
export interface CategoryIndex {
  tree: ProductCategory[];
  byId: Map<number, ProductCategory & { parentId: number | null }>;
  byCode: Map<string, ProductCategory>;
}

const cache = ttlCache<CategoryIndex>(10_000);

function build(rows: Row[]): CategoryIndex {
  const byId = new Map<number, ProductCategory & { parentId: number | null }>();
  for (const r of rows)
    byId.set(r.id, {
      id: r.id,
      code: r.code,
      title: r.title,
      order: r.position,
      count: r.product_count,
      children: [],
      parentId: r.parent_id,
    });
  const tree: ProductCategory[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    (parent ? parent.children : tree).push(node);
  }
  const byCode = new Map([...byId.values()].map((c) => [c.code, c]));
  return { tree, byId, byCode };
}

/** Forgets the cached trees: an import changed the categories. */
export function clearCategoryCache(): void {
  cache.clear();
}

/** The category tree in a locale, cached briefly: product answers read it on every call. */
export function categoryIndex(db: Database, locale: RequestLocale): Promise<CategoryIndex> {
  return cache.get(db, locale.code, async () => build(await listCategories(db, locale)));
}

/** A public copy without the internal parent link. */
const strip = ({ id, code, title, order, count, children }: ProductCategory): ProductCategory => ({
  id,
  code,
  title,
  order,
  count,
  children: children.map(strip),
});

export async function categoryTree(
  db: Database,
  locale: RequestLocale,
  code?: string,
): Promise<ProductCategory[]> {
  const index = await categoryIndex(db, locale);
  if (!code) return index.tree.map(strip);
  const node = index.byCode.get(code);
  return node ? [strip(node)] : [];
}

export async function categoryById(
  db: Database,
  locale: RequestLocale,
  id: number,
): Promise<ProductCategory> {
  const node = (await categoryIndex(db, locale)).byId.get(id);
  if (!node) throw notFound('Category not found');
  return strip(node);
}

/** Removes an unused category (category.repository.ts, `deleteUnusedCategory`); the tree follows at once. */
export async function removeCategory(
  ...args: Parameters<typeof deleteUnusedCategory>
): Promise<RemovalOutcome> {
  const outcome = await deleteUnusedCategory(...args);
  if (outcome.state === 'removed') clearCategoryCache();
  return outcome;
}
