import type { Database } from '../../db/database.ts';
import { localePreference, type RequestLocale } from '../../lib/locale.ts';

/** Attributes with their texts in the best locale. */
export function listAttributes(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('attribute as a')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('attribute_translation as t')
          .select(['t.label', 't.display_name', 't.prefix', 't.post_fix', 't.help_short', 't.help_long'])
          .whereRef('t.attribute_id', '=', 'a.id')
          .orderBy(localePreference('t.locale', locale))
          .limit(1)
          .as('t'),
      (join) => join.onTrue(),
    )
    .select([
      'a.id',
      'a.code',
      'a.type',
      'a.position',
      'a.localizable',
      't.label',
      't.display_name',
      't.prefix',
      't.post_fix',
      't.help_short',
      't.help_long',
    ])
    .orderBy('a.position')
    .execute();
}

/** Every option with its label in the best locale. */
export function listOptions(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('attribute_option as o')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('attribute_option_translation as t')
          .select('t.label')
          .whereRef('t.option_id', '=', 'o.id')
          .orderBy(localePreference('t.locale', locale))
          .limit(1)
          .as('t'),
      (join) => join.onTrue(),
    )
    .select(['o.id', 'o.attribute_id', 'o.value', 'o.position', 't.label'])
    .orderBy('o.attribute_id')
    .orderBy('o.position')
    .execute();
}

/** Attribute sets with their groups, names in the best locale. */
export function listAttributeSets(db: Database, locale: RequestLocale, id?: number) {
  let query = db
    .selectFrom('attribute_set as s')
    .innerJoin('attribute_group as g', 'g.set_id', 's.id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('attribute_set_translation as t')
          .select('t.name')
          .whereRef('t.set_id', '=', 's.id')
          .orderBy(localePreference('t.locale', locale))
          .limit(1)
          .as('st'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('attribute_group_translation as t')
          .select('t.name')
          .whereRef('t.group_id', '=', 'g.id')
          .orderBy(localePreference('t.locale', locale))
          .limit(1)
          .as('gt'),
      (join) => join.onTrue(),
    )
    .select([
      's.id',
      's.code',
      'st.name as set_name',
      'g.code as group_code',
      'gt.name as group_name',
      'g.attribute_codes',
    ])
    .orderBy('s.id')
    .orderBy('g.position');
  if (id !== undefined) query = query.where('s.id', '=', id);
  return query.execute();
}
