import type { Database } from '../../db/database.ts';

export function insertReport(db: Database, row: { user_id: number; name: string; description: string }) {
  return db
    .insertInto('report')
    .values(row)
    .returning(['id', 'user_id', 'name', 'description', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function getReport(db: Database, id: number, userId: number) {
  return db
    .selectFrom('report')
    .select(['id', 'user_id', 'name', 'description', 'created_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
