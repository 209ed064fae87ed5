import type { Database } from '../../db/database.ts';

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
