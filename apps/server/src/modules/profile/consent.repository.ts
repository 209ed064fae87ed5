import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

/** The active consent text in the best locale, and the user's answer to it. */
export function getActiveConsent(db: Database, userId: number, locale: RequestLocale) {
  return db
    .selectFrom('consent as c')
    .innerJoinLateral(translation('consent_translation', 'consent_id', 'c.id', ['message'], locale), (join) =>
      join.onTrue(),
    )
    .leftJoin('user_consent as u', (join) =>
      join.onRef('u.consent_id', '=', 'c.id').on('u.user_id', '=', userId),
    )
    .select(['c.id', 't.message', 'u.status'])
    .where('c.active', '=', true)
    .orderBy('c.version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function saveConsent(db: Database, userId: number, consentId: number, status: boolean) {
  await db
    .insertInto('user_consent')
    .values({ user_id: userId, consent_id: consentId, status })
    .onConflict((oc) => oc.columns(['user_id', 'consent_id']).doUpdateSet({ status, decided_at: new Date() }))
    .execute();
}

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
  await db
    .insertInto('consent_translation')
    .values(
      Object.entries(consent.messages).map(([locale, message]) => ({
        consent_id: id,
        locale,
        message: sanitizeRichText(message),
      })),
    )
    .execute();
}
