import type { Database } from '../../db/database.ts';
import { oneColumn, replaceTranslations } from '../../db/translation-writer.ts';
import { upsertByCode } from '../../db/upsert-by-code.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import {
  insertContentParts,
  insertContents,
  refreshContentSearch,
  type NewContent,
  type NewContentCategory,
} from './content.repository.ts';

/** What an import needs to know of stored contents by code: id, last import's hash, whether listed. */
export async function contentImportStates(db: Database, codes: string[]) {
  const rows = codes.length
    ? await db
        .selectFrom('content')
        .select(['id', 'code', 'import_hash', 'status', 'created_at'])
        .where('code', 'in', codes)
        .execute()
    : [];
  return new Map(
    rows.map((r) => [
      r.code!,
      { id: r.id, hash: r.import_hash, active: r.status, createdAt: new Date(r.created_at) },
    ]),
  );
}

/** Content category ids by code. */
export async function contentCategoryIds(db: Database): Promise<Map<string, number>> {
  const rows = await db.selectFrom('content_category').select(['id', 'code']).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

const clean = (content: NewContent): NewContent => ({
  ...content,
  translations: content.translations.map((t) => ({
    ...t,
    introduction: sanitizeRichText(t.introduction),
    text: sanitizeRichText(t.text),
  })),
});

/**
 * Writes a content found by its code: inserted when new; else its row updated and its
 * translations (search vectors with them), links and attachments written again. Its id stays,
 * so addresses and links to it keep working. HTML passes the portal's sanitiser on the way in.
 */
export async function upsertContent(
  db: Database,
  code: string,
  hash: string,
  content: NewContent,
  storedId?: number,
): Promise<number> {
  const written = clean(content);
  if (storedId === undefined) {
    const [id] = await insertContents(db, [written]);
    await db.updateTable('content').set({ code, import_hash: hash }).where('id', '=', id).execute();
    return id;
  }
  await db
    .updateTable('content')
    .set({
      status: written.status,
      link: written.link,
      sorting_priority: written.sortingPriority,
      thumbnail_asset_id:
        written.thumbnail && 'assetId' in written.thumbnail ? written.thumbnail.assetId : null,
      thumbnail_key:
        written.thumbnail && 'storageKey' in written.thumbnail ? written.thumbnail.storageKey : null,
      created_at: written.createdAt,
      updated_at: new Date(),
      import_hash: hash,
    })
    .where('id', '=', storedId)
    .execute();
  await deleteContentParts(db, storedId);
  await insertContentParts(db, [storedId], [written]);
  return storedId;
}

/** Deletes a content's translations, category and product links and attachments (the assets stay). */
export async function deleteContentParts(db: Database, id: number): Promise<void> {
  for (const table of [
    'content_translation',
    'content_category_link',
    'content_product',
    'content_attachment',
  ] as const)
    await db.deleteFrom(table).where('content_id', '=', id).execute();
}

/** Takes listed contents whose code is not among `codes` off the lists (status off; never deleted). */
export async function archiveContentsExcept(db: Database, codes: string[]): Promise<number> {
  const result = await db
    .updateTable('content')
    .set({ status: false, updated_at: new Date() })
    .where('status', '=', true)
    .where((eb) => eb.or([eb('code', 'is', null), eb('code', 'not in', codes.length ? codes : [''])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Creates a category by code, or sets its parent, position and titles; answers its id. */
export async function upsertContentCategory(db: Database, category: NewContentCategory): Promise<number> {
  const { code, parentId, position, titles } = category;
  const id = await upsertByCode(db, 'content_category', code, { parent_id: parentId, position });
  await replaceTranslations(
    db,
    'content_category_translation',
    'category_id',
    id,
    oneColumn('title', titles),
  );
  return id;
}

/**
 * Switches the contents with these codes off (archived) or back on, never deleting them; the search
 * follows at once. Answers each one found with its archived flag before the change, and how many
 * changed.
 */
export async function setContentsArchived(
  db: Database,
  codes: string[],
  archived: boolean,
): Promise<{ stored: { code: string; flag: boolean }[]; changed: number }> {
  const stored = (
    await db.selectFrom('content').select(['code', 'status']).where('code', 'in', codes).execute()
  ).map((r) => ({ code: r.code ?? '', flag: !r.status }));
  const result = await db
    .updateTable('content')
    .set({ status: !archived, updated_at: new Date() })
    .where('code', 'in', codes)
    .where('status', '=', archived)
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows);
  if (changed) await refreshContentSearch(db);
  return { stored, changed };
}
