import type { Database } from '../../db/database.ts';

/** Reads one setting's JSON value, or undefined. */
export async function getSetting<T>(db: Database, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value as T | undefined;
}

/** Reads several settings at once. */
export async function getSettings(db: Database, keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('setting').select(['key', 'value']).where('key', 'in', keys).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function putSetting(db: Database, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('setting')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

/**
 * Whether some registration group is open to self-registration. The groups are the auth area's;
 * the configuration reads only this flag of them, here, as the auth area itself depends on this one.
 */
export async function hasOpenRegistration(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('registration_group')
    .select('id')
    .where('is_public', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
