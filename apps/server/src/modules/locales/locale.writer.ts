import type { Database } from '../../db/database.ts';

// What the demo and the console write of the locales area: the portal's locales, which it offers.

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

/**
 * Makes `defaultCode` the default locale and offers exactly `enabled` (the default among them). The
 * caller checked that the codes exist; run it in the transaction of the settings' other writes.
 */
export async function saveOfferedLocales(
  db: Database,
  defaultCode: string,
  enabled: string[],
): Promise<void> {
  await db
    .updateTable('locale')
    .set((eb) => ({
      is_default: eb('code', '=', defaultCode).$castTo<boolean>(),
      enabled: eb.or([eb('code', '=', defaultCode), eb('code', 'in', enabled)]).$castTo<boolean>(),
    }))
    .execute();
}
