import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/** Groups open to self-registration, named in the best available locale. */
export function listPublicGroups(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('registration_group as g')
    .innerJoinLateral(
      translation('registration_group_translation', 'group_id', 'g.id', ['name'], locale),
      (join) => join.onTrue(),
    )
    .select(['g.id', 't.name'])
    .where('g.is_public', '=', true)
    .orderBy('g.position')
    .orderBy('g.id')
    .execute();
}

export function findPublicGroup(db: Database, id: number) {
  return db
    .selectFrom('registration_group')
    .select('id')
    .where('id', '=', id)
    .where('is_public', '=', true)
    .executeTakeFirst();
}
