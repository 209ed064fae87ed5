import type { Database } from '../../db/database.ts';
import { insertContentParts, type NewContent } from './content.repository.ts';
import { deleteContentParts } from './content.writer.ts';

// The console's writes of single articles (each inside the caller's transaction).

/** Writes a new article's row (a draft) and its parts; answers its id. */
export async function insertArticle(db: Database, article: NewContent): Promise<number> {
  const { id } = await db
    .insertInto('content')
    .values({
      status: false,
      link: article.link,
      sorting_priority: article.sortingPriority,
      thumbnail_asset_id:
        article.thumbnail && 'assetId' in article.thumbnail ? article.thumbnail.assetId : null,
      created_at: article.createdAt,
      updated_at: article.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertContentParts(db, [id], [article]);
  return id;
}

/**
 * Writes an article's row and its parts again (its status and schedule stay). Files an import
 * stored with it (not assets of the library: the console neither shows nor offers them) stay, and
 * so does such a thumbnail until an asset is chosen instead.
 */
export async function updateArticle(db: Database, id: number, article: NewContent): Promise<void> {
  await db
    .updateTable('content')
    .set({
      link: article.link,
      sorting_priority: article.sortingPriority,
      thumbnail_asset_id:
        article.thumbnail && 'assetId' in article.thumbnail ? article.thumbnail.assetId : null,
      ...(article.thumbnail ? { thumbnail_key: null } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  for (const table of ['content_translation', 'content_category_link', 'content_product'] as const)
    await db.deleteFrom(table).where('content_id', '=', id).execute();
  await db
    .deleteFrom('content_attachment')
    .where('content_id', '=', id)
    .where('asset_id', 'is not', null)
    .execute();
  await insertContentParts(db, [id], [article]);
}

/** Sets whether an article is published, and from when. */
export async function updatePublication(db: Database, id: number, published: boolean, from: Date | null) {
  await db
    .updateTable('content')
    .set({ status: published, publish_at: published ? from : null, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes an article with its translations, links and attachments (the assets stay). */
export async function deleteArticleRow(db: Database, id: number): Promise<void> {
  await deleteContentParts(db, id);
  await db.deleteFrom('content').where('id', '=', id).execute();
}
