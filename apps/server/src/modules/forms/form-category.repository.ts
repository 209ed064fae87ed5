import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import { insertTranslations, oneColumn, replaceTranslations } from '../../db/translation-writer.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/** Form categories as the console edits them: names in every locale, and how many forms each holds. */

/** Every category in order, named here, with its names by locale and its number of forms. */
export async function formCategoryRows(db: Database, locale: RequestLocale) {
  const rows = await db
    .selectFrom('form_category as c')
    .leftJoinLateral(translation('form_category_translation', 'category_id', 'c.id', ['name'], locale), (j) =>
      j.onTrue(),
    )
    .select((eb) => [
      'c.id',
      'c.code',
      'c.position',
      't.name',
      eb
        .selectFrom('form as f')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('f.category_id', '=', 'c.id')
        .as('forms'),
    ])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  const texts = await db
    .selectFrom('form_category_translation')
    .select(['category_id', 'locale', 'name'])
    .where('category_id', 'in', rows.length ? rows.map((r) => r.id) : [0])
    .execute();
  const names = new Map<number, Record<string, string>>();
  for (const t of texts) names.set(t.category_id, { ...names.get(t.category_id), [t.locale]: t.name });
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    position: r.position,
    name: r.name ?? r.code,
    names: names.get(r.id) ?? {},
    forms: Number(r.forms ?? 0),
  }));
}

/** Whether a category has this id. */
export async function formCategoryExists(db: Database, id: number): Promise<boolean> {
  return !!(await db.selectFrom('form_category').select('id').where('id', '=', id).executeTakeFirst());
}

/** Makes a category (its code, an import's handle, made up); answers its id. */
export async function insertFormCategory(
  trx: Database,
  category: { names: Record<string, string>; position: number },
): Promise<number> {
  const { id } = await trx
    .insertInto('form_category')
    .values({ code: `category-${randomUUID()}`, position: category.position })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTranslations(trx, 'form_category_translation', 'category_id', [
    [id, oneColumn('name', category.names)],
  ]);
  return id;
}

/** Replaces a category's names and position; answers whether it exists. */
export async function updateFormCategory(
  trx: Database,
  id: number,
  category: { names: Record<string, string>; position: number },
): Promise<boolean> {
  const result = await trx
    .updateTable('form_category')
    .set({ position: category.position })
    .where('id', '=', id)
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) return false;
  await replaceTranslations(
    trx,
    'form_category_translation',
    'category_id',
    id,
    oneColumn('name', category.names),
  );
  return true;
}

/** Deletes a category; its forms stay, uncategorised (the foreign key sets null). */
export async function deleteFormCategory(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('form_category').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
