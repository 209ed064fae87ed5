import type { Database } from '../../db/database.ts';
import { insertTranslations, oneColumn } from '../../db/translation-writer.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

// What the demo writes of the profile area: the consent message and the feature switches.

/** A consent text by locale (rich text, sanitised on the way in), in force when `active`. */
export async function insertConsent(
  db: Database,
  consent: { version: number; active: boolean; messages: Record<string, string> },
): Promise<void> {
  const { id } = await db
    .insertInto('consent')
    .values({ version: consent.version, active: consent.active })
    .returning('id')
    .executeTakeFirstOrThrow();
  const messages = Object.entries(consent.messages).map(([locale, message]) => [
    locale,
    sanitizeRichText(message),
  ]);
  await insertTranslations(db, 'consent_translation', 'consent_id', [
    [id, oneColumn('message', Object.fromEntries(messages))],
  ]);
}

/** The features a portal has (on for everyone, or only for the groups named with them). */
export async function insertFeatures(
  db: Database,
  features: { code: string; for_everyone: boolean; groups?: number[] }[],
): Promise<void> {
  await db
    .insertInto('feature')
    .values(features.map(({ code, for_everyone }) => ({ code, for_everyone })))
    .execute();
  const links = features.flatMap((f) =>
    (f.groups ?? []).map((group_id) => ({ group_id, feature_code: f.code })),
  );
  if (links.length) await db.insertInto('group_feature').values(links).execute();
}
