import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

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
