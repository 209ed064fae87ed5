import type { Database } from '../../db/database.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

// What the demo writes of the leaflets area: a locale's template.

/** A leaflet template (`default` for every locale without its own), sanitised on the way in. */
export async function insertLeafletTemplate(db: Database, locale: string, html: string): Promise<void> {
  await db
    .insertInto('leaflet_template')
    .values({ locale, html: sanitizeRichText(html) })
    .execute();
}
