import type { Database } from '../../db/database.ts';

export function listTemplates(db: Database) {
  return db.selectFrom('export_template').select(['id', 'name']).orderBy('position').orderBy('id').execute();
}

export function getTemplate(db: Database, id: number) {
  return db
    .selectFrom('export_template')
    .select(['id', 'name', 'format', 'columns'])
    .where('id', '=', id)
    .executeTakeFirst();
}
