import type { Database } from '../../db/database.ts';

/** The leaflet template for a locale, its language, or the default one. */
export async function findLeafletTemplate(db: Database, locale: string): Promise<string | undefined> {
  const rows = await db
    .selectFrom('leaflet_template')
    .select(['locale', 'html'])
    .where('locale', 'in', [locale, locale.slice(0, 2), 'default'])
    .execute();
  const rank = (code: string) => (code === locale ? 0 : code === 'default' ? 2 : 1);
  return rows.sort((a, b) => rank(a.locale) - rank(b.locale))[0]?.html;
}
