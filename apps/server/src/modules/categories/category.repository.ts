import type { Database } from '../../db/database.ts';
import { localePreference, type RequestLocale } from '../../lib/locale.ts';

/** Every category with its title in the best locale. */
export function listCategories(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('category as c')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('category_translation as t')
          .select('t.title')
          .whereRef('t.category_id', '=', 'c.id')
          .orderBy(localePreference('t.locale', locale))
          .limit(1)
          .as('t'),
      (join) => join.onTrue(),
    )
    .select(['c.id', 'c.code', 'c.parent_id', 'c.position', 'c.product_count', 't.title'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}
