import type { Database } from '../../db/database.ts';

/** Every locale of the portal, offered or not, in order. */
export function listLocales(db: Database) {
  return db
    .selectFrom('locale')
    .select(['code', 'title', 'is_default', 'enabled'])
    .orderBy('position')
    .orderBy('code')
    .execute();
}
