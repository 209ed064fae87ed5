import { NUMBER_TYPES } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { translation, translationAs } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/** Attributes with their texts in the best locale. */
export function listAttributes(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('attribute as a')
    .leftJoinLateral(
      translation(
        'attribute_translation',
        'attribute_id',
        'a.id',
        ['label', 'display_name', 'prefix', 'post_fix', 'help_short', 'help_long'],
        locale,
      ),
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
      translation('attribute_option_translation', 'option_id', 'o.id', ['label'], locale),
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
      translationAs('st', 'attribute_set_translation', 'set_id', 's.id', ['name'], locale),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      translationAs('gt', 'attribute_group_translation', 'group_id', 'g.id', ['name'], locale),
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

/** Codes of attributes that are searchable and not translated (identifiers, brand...). */
export async function searchableCodes(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('attribute')
    .select('code')
    .where('searchable', '=', true)
    .where('localizable', '=', false)
    .execute();
  return rows.map((r) => r.code);
}

/** Codes of the numeric attributes (filtered by ranges). */
export async function numberCodes(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('attribute').select('code').where('type', 'in', NUMBER_TYPES).execute();
  return rows.map((r) => r.code);
}
