import type { Mapping } from '@vitrine/contract';
import type { Deps } from '../deps.ts';
import type { RemovalOutcome } from '../lib/removal.ts';
import { removeAttribute as removeUnusedAttribute } from '../modules/attributes/index.ts';
import { removeCategory as removeUnusedCategory } from '../modules/categories/index.ts';
import { productMapping } from '../modules/config/index.ts';
import { setContentsArchived } from '../modules/contents/index.ts';
import { setAssetsArchived } from '../modules/media/index.ts';
import {
  countProductsInCategory,
  countProductsWithAttribute,
  setProductsArchived,
} from '../modules/products/index.ts';

/** What archiving (or bringing back) a list of records did. */
export interface ArchiveOutcome {
  changed: number;
  unchanged: number;
  unknown: string[];
}

/**
 * Archives records one by one, as a full import archives what its file leaves out: products and
 * assets by their `archived` flag, contents by switching them off. Never deletes. With
 * `archived: false` they come back. Lists, counts and search follow at once.
 */
export async function archiveRecords(
  deps: Deps,
  kind: 'products' | 'assets' | 'contents',
  codes: string[],
  archived = true,
): Promise<ArchiveOutcome> {
  const unique = [...new Set(codes)];
  const write =
    kind === 'products' ? setProductsArchived : kind === 'assets' ? setAssetsArchived : setContentsArchived;
  const { stored, changed } = await write(deps.db, unique, archived);
  const known = new Set(stored.map((r) => r.code));
  return { changed, unchanged: known.size - changed, unknown: unique.filter((c) => !known.has(c)) };
}

/**
 * Removes a category or an attribute, only when nothing uses it: reference data is never archived,
 * and removing what products name would change them behind the PIM's back.
 */
export async function removeReference(
  deps: Deps,
  kind: 'categories' | 'attributes',
  code: string,
): Promise<RemovalOutcome> {
  return kind === 'categories' ? removeCategory(deps, code) : removeAttribute(deps, code);
}

function removeCategory(deps: Deps, code: string): Promise<RemovalOutcome> {
  return removeUnusedCategory(deps.db, code, async (db, id) => {
    const n = await countProductsInCategory(db, id);
    return n ? `category "${code}" holds ${n} products (archived ones included)` : null;
  });
}

async function removeAttribute(deps: Deps, code: string): Promise<RemovalOutcome> {
  const mapping = (await productMapping(deps)) as Mapping | undefined;
  const mapped = Object.entries(mapping ?? {}).find(([, codes]) => (codes as string[]).includes(code));
  return removeUnusedAttribute(deps.db, code, async (db) => {
    if (mapped) return `attribute "${code}" is the products' ${mapped[0]} field`;
    const n = await countProductsWithAttribute(db, code);
    return n ? `attribute "${code}" has values in ${n} products` : null;
  });
}
