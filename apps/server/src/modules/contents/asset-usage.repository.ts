import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/**
 * The articles that use an asset, as an attachment or as their thumbnail, titled in the reader's
 * language (what deleting the asset takes from them).
 */
export async function articlesUsingAsset(db: Database, assetId: number, locale: RequestLocale) {
  const rows = await db
    .selectFrom('content as c')
    .leftJoinLateral(translation('content_translation', 'content_id', 'c.id', ['title'], locale), (j) =>
      j.onTrue(),
    )
    .select([
      'c.id',
      't.title',
      sql<
        'attachment' | 'thumbnail'
      >`case when c.thumbnail_asset_id = ${assetId} then 'thumbnail' else 'attachment' end`.as('as'),
    ])
    .where((eb) =>
      eb.or([
        eb('c.thumbnail_asset_id', '=', assetId),
        eb.exists(
          eb
            .selectFrom('content_attachment as a')
            .select('a.id')
            .whereRef('a.content_id', '=', 'c.id')
            .where('a.asset_id', '=', assetId),
        ),
      ]),
    )
    .orderBy('c.id')
    .limit(500)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title ?? `#${r.id}`, as: r.as }));
}
