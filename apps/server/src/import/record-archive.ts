import type { Mapping } from '@vitrine/contract';
import { sql } from 'kysely';
import type { Deps } from '../deps.ts';
import { clearAttributeCache } from '../modules/attributes/index.ts';
import { clearCategoryCache } from '../modules/categories/index.ts';
import { productMapping } from '../modules/config/index.ts';
import { setContentsArchived } from '../modules/contents/index.ts';
import { setAssetsArchived } from '../modules/media/index.ts';
import { setProductsArchived } from '../modules/products/index.ts';

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

/** Why a category or attribute cannot be removed, or what removing it did. */
export type RemoveOutcome = { state: 'removed' } | { state: 'unknown' } | { state: 'in-use'; reason: string };

/**
 * Removes a category or an attribute, only when nothing uses it: reference data is never archived,
 * and removing what products name would change them behind the PIM's back.
 */
export async function removeReference(
  deps: Deps,
  kind: 'categories' | 'attributes',
  code: string,
): Promise<RemoveOutcome> {
  return kind === 'categories' ? removeCategory(deps, code) : removeAttribute(deps, code);
}

async function removeCategory(deps: Deps, code: string): Promise<RemoveOutcome> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<RemoveOutcome> => {
    const category = await trx
      .selectFrom('category')
      .select('id')
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!category) return { state: 'unknown' };
    const children = await trx
      .selectFrom('category')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', category.id)
      .executeTakeFirstOrThrow();
    if (Number(children.n))
      return { state: 'in-use', reason: `category "${code}" has ${children.n} sub-categories` };
    const products = await trx
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql<boolean>`${category.id}::int = any(category_ids)`)
      .executeTakeFirstOrThrow();
    if (Number(products.n))
      return {
        state: 'in-use',
        reason: `category "${code}" holds ${products.n} products (archived ones included)`,
      };
    // Translations and facet counts go with it (on delete cascade).
    await trx.deleteFrom('category').where('id', '=', category.id).execute();
    return { state: 'removed' };
  });
  if (outcome.state === 'removed') clearCategoryCache();
  return outcome;
}

async function removeAttribute(deps: Deps, code: string): Promise<RemoveOutcome> {
  const mapping = (await productMapping(deps)) as Mapping | undefined;
  const mapped = Object.entries(mapping ?? {}).find(([, codes]) => (codes as string[]).includes(code));
  const outcome = await deps.db.transaction().execute(async (trx): Promise<RemoveOutcome> => {
    const attribute = await trx
      .selectFrom('attribute')
      .select('id')
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!attribute) return { state: 'unknown' };
    if (mapped) return { state: 'in-use', reason: `attribute "${code}" is the products' ${mapped[0]} field` };
    const products = await trx
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          sql<boolean>`attrs ? ${code}`,
          eb.exists(
            eb
              .selectFrom('product_translation as t')
              .select('t.product_id')
              .whereRef('t.product_id', '=', 'product.id')
              .where(sql<boolean>`t.attrs ? ${code}`),
          ),
        ]),
      )
      .executeTakeFirstOrThrow();
    if (Number(products.n))
      return { state: 'in-use', reason: `attribute "${code}" has values in ${products.n} products` };
    const groups = await trx
      .selectFrom('attribute_group')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql<boolean>`${code}::text = any(attribute_codes)`)
      .executeTakeFirstOrThrow();
    if (Number(groups.n))
      return { state: 'in-use', reason: `attribute "${code}" is in ${groups.n} groups of attribute sets` };
    // Translations, options and their labels go with it (on delete cascade).
    await trx.deleteFrom('attribute').where('id', '=', attribute.id).execute();
    return { state: 'removed' };
  });
  if (outcome.state === 'removed') clearAttributeCache();
  return outcome;
}
