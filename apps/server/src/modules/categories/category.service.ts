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
  seenCounts.clear();
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

// Per hidden set, the counts its groups see, for as long as the stored counts are kept.
const seenCounts = ttlCache<Map<number, number>>(10_000);

/** Listed products per category, leaving out those in any hidden category. */
type SeenProductCounter = (db: Database, hidden: readonly number[]) => Promise<Map<number, number>>;
let countSeenProducts: SeenProductCounter | undefined;

/**
 * Gives the tree the products area's count of what a group sees (the products are that area's to
 * read, and it already asks this one for the tree); set when the products area's face is loaded.
 */
export function countSeenProductsWith(counter: SeenProductCounter): void {
  countSeenProducts = counter;
}

/**
 * A copy of nodes as a group sees them: without the `hidden` categories (what lies below them is in
 * the set too), counted without the products of any hidden category.
 */
async function seenBy(db: Database, nodes: ProductCategory[], hidden: readonly number[]) {
  if (!hidden.length) return nodes.map(strip);
  const counter = countSeenProducts;
  if (!counter) throw new Error('The products area gives the category tree its counts: load its face first');
  const counts = await seenCounts.get(db, hidden.join(','), () => counter(db, hidden));
  const skip = new Set(hidden);
  const copy = (list: ProductCategory[]): ProductCategory[] =>
    list
      .filter((c) => !skip.has(c.id))
      .map((c) => ({ ...strip(c), count: counts.get(c.id) ?? 0, children: copy(c.children) }));
  return copy(nodes);
}

/** The tree (or one category's branch) without the categories hidden from the asker's group. */
export async function categoryTree(
  db: Database,
  locale: RequestLocale,
  code: string | undefined,
  hidden: readonly number[],
): Promise<ProductCategory[]> {
  const index = await categoryIndex(db, locale);
  if (!code) return seenBy(db, index.tree, hidden);
  const node = index.byCode.get(code);
  return node ? seenBy(db, [node], hidden) : [];
}

/** One category with its branch; a 404 for an unknown one or one hidden from the asker's group. */
export async function categoryById(
  db: Database,
  locale: RequestLocale,
  id: number,
  hidden: readonly number[],
): Promise<ProductCategory> {
  const node = (await categoryIndex(db, locale)).byId.get(id);
  const [seen] = node ? await seenBy(db, [node], hidden) : [];
  if (!seen) throw notFound('Category not found');
  return seen;
}

/** Removes an unused category (category.repository.ts, `deleteUnusedCategory`); the tree follows at once. */
export async function removeCategory(
  ...args: Parameters<typeof deleteUnusedCategory>
): Promise<RemovalOutcome> {
  const outcome = await deleteUnusedCategory(...args);
  if (outcome.state === 'removed') clearCategoryCache();
  return outcome;
}
