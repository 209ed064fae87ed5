import type { Database } from '../../db/database.ts';

// What the demo writes of the locales area: the portal's locales.

/** Adds the portal's locales, in the order given (a new portal's, the demo's). */
export async function insertLocales(
  db: Database,
  locales: { code: string; title: string; is_default: boolean }[],
): Promise<void> {
  await db
    .insertInto('locale')
    .values(locales.map((locale, position) => ({ ...locale, position })))
    .execute();
}
