import type { Database } from '../../db/database.ts';

// The settings store: one JSON value per key (setup, mapping, theme, and what other areas keep, such
// as the number filters' values or the import's notes). Areas read and write their keys through it.

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
 * What the console sets in place of an environment setting (the `overrides` key): a value left
 * null or empty follows the environment (GUEST_MODE, MAIL_FROM).
 */
export interface StoredOverrides {
  guest_mode?: boolean | null;
  mail_sender?: { name: string; address: string } | null;
}
