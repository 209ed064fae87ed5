import type { Database } from '../../db/database.ts';

export function listLocales(db: Database) {
  return db
    .selectFrom('locale')
    .select(['code', 'title', 'is_default'])
    .orderBy('position')
    .orderBy('code')
    .execute();
}
