import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { RemovalOutcome } from '../../lib/removal.ts';

/** Every category with its title in the best locale. */
export function listCategories(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('category as c')
    .innerJoinLateral(translation('category_translation', 'category_id', 'c.id', ['title'], locale), (join) =>
      join.onTrue(),
    )
    .select(['c.id', 'c.code', 'c.parent_id', 'c.position', 'c.product_count', 't.title'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

/**
 * Removes a category when nothing uses it: no sub-category, and nothing `usedBy` names (the
 * products in it, told by the caller). Its translations and facet counts go with it (on delete
 * cascade).
 */
export async function deleteUnusedCategory(
  db: Database,
  code: string,
  usedBy: (db: Database, id: number) => Promise<string | null>,
): Promise<RemovalOutcome> {
  return db.transaction().execute(async (trx): Promise<RemovalOutcome> => {
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
    const reason = await usedBy(trx, category.id);
    if (reason) return { state: 'in-use', reason };
    await trx.deleteFrom('category').where('id', '=', category.id).execute();
    return { state: 'removed' };
  });
}
