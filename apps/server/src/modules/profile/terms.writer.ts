import type { Database } from '../../db/database.ts';
import { insertConsent } from './profile.writer.ts';

// The terms people agree to on their first sign-in (the consent), as the console reads and
// replaces them: each change is a new version, which everyone is asked to agree to again.

/** The id of the terms in force (the newest active version), or undefined. */
async function termsInForce(db: Database): Promise<number | undefined> {
  const row = await db
    .selectFrom('consent')
    .select('id')
    .where('active', '=', true)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** The texts of the terms in force by locale ({} when there are none). */
export async function termsTexts(db: Database): Promise<Record<string, string>> {
  const id = await termsInForce(db);
  if (id === undefined) return {};
  const rows = await db
    .selectFrom('consent_translation')
    .select(['locale', 'message'])
    .where('consent_id', '=', id)
    .orderBy('locale')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.locale, r.message]));
}

/**
 * Puts new terms in force in place of the current ones (sanitised on the way in): a new version,
 * so everyone is asked again. Without any text no terms are in force and nobody is asked.
 */
export async function replaceTerms(db: Database, messages: Record<string, string>): Promise<void> {
  const latest = await db
    .selectFrom('consent')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  await db.updateTable('consent').set({ active: false }).where('active', '=', true).execute();
  if (Object.keys(messages).length === 0) return;
  await insertConsent(db, { version: Number(latest?.version ?? 0) + 1, active: true, messages });
}
