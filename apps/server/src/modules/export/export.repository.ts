import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/** The templates with their names in the best locale (the stored name when none is translated). */
export function listTemplates(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('export_template as e')
    .leftJoinLateral(
      translation('export_template_translation', 'template_id', 'e.id', ['name'], locale),
      (join) => join.onTrue(),
    )
    .select(['e.id', sql<string>`coalesce(t.name, e.name)`.as('name')])
    .orderBy('e.position')
    .orderBy('e.id')
    .execute();
}

export function getTemplate(db: Database, id: number) {
  return db
    .selectFrom('export_template')
    .select(['id', 'name', 'format', 'columns'])
    .where('id', '=', id)
    .executeTakeFirst();
}
