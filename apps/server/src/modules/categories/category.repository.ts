import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

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
