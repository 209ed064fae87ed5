import type { Database } from '../../db/database.ts';
import { answerKind } from './form-answers.ts';
import {
  fieldColumns,
  formColumns,
  insertField,
  insertForm,
  insertFormCategory,
  insertOption,
  writeFieldTexts,
  type NewForm,
  type NewFormCategory,
} from './form.repository.ts';

/** What an import needs to know of a stored form: its id, the hash it was last imported with, whether it is active. */
export async function formImportStates(db: Database, codes: string[]) {
  if (!codes.length) return new Map<string, { id: number; hash: string | null; active: boolean }>();
  const rows = await db
    .selectFrom('form')
    .select(['id', 'code', 'import_hash', 'status'])
    .where('code', 'in', codes)
    .execute();
  return new Map(rows.map((r) => [r.code, { id: r.id, hash: r.import_hash, active: r.status }]));
}

/** Form category ids by code. */
export async function formCategoryIds(db: Database): Promise<Map<string, number>> {
  const rows = await db.selectFrom('form_category').select(['id', 'code']).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Creates a category, or replaces its position and names; answers its id. */
export async function upsertFormCategory(db: Database, category: NewFormCategory): Promise<number> {
  const stored = await db
    .selectFrom('form_category')
    .select('id')
    .where('code', '=', category.code)
    .executeTakeFirst();
  if (!stored) return insertFormCategory(db, category);
  await db
    .updateTable('form_category')
    .set({ position: category.position })
    .where('id', '=', stored.id)
    .execute();
  await db.deleteFrom('form_category_translation').where('category_id', '=', stored.id).execute();
  await db
    .insertInto('form_category_translation')
    .values(
      Object.entries(category.names).map(([locale, name]) => ({ category_id: stored.id, locale, name })),
    )
    .execute();
  return stored.id;
}

/**
 * Writes a form by code: a new one is inserted; a stored one is updated in place so that results
 * already sent keep their fields and options. Fields are matched by position among the shown ones:
 * a field of the same answer kind keeps its id (and its options theirs, by position); a field
 * whose kind changed, or that the form no longer has, is retired (kept, not shown) when results
 * name it, else deleted, and a new field takes its place.
 */
export async function upsertForm(
  db: Database,
  form: NewForm,
  options: { hash: string; active: boolean; storedId?: number },
): Promise<number> {
  if (options.storedId === undefined) {
    const { id } = await insertForm(db, form);
    await db
      .updateTable('form')
      .set({ import_hash: options.hash, status: options.active })
      .where('id', '=', id)
      .execute();
    return id;
  }
  const formId = options.storedId;
  await db
    .updateTable('form')
    .set({ ...formColumns(form), status: options.active, import_hash: options.hash })
    .where('id', '=', formId)
    .execute();
  await db.deleteFrom('form_translation').where('form_id', '=', formId).execute();
  await db
    .insertInto('form_translation')
    .values(Object.entries(form.names).map(([locale, name]) => ({ form_id: formId, locale, name })))
    .execute();

  const stored = await db
    .selectFrom('form_field')
    .select(['id', 'field_type'])
    .where('form_id', '=', formId)
    .where('retired', '=', false)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const answered = new Set(
    (
      await db
        .selectFrom('form_result_answer')
        .select('field_id')
        .distinct()
        .where('field_id', 'in', stored.length ? stored.map((f) => f.id) : [0])
        .execute()
    ).map((r) => r.field_id),
  );
  const removeField = async (fieldId: number) => {
    if (answered.has(fieldId))
      await db.updateTable('form_field').set({ retired: true }).where('id', '=', fieldId).execute();
    else await db.deleteFrom('form_field').where('id', '=', fieldId).execute();
  };

  for (const [position, field] of form.fields.entries()) {
    const old = stored[position];
    const columns = fieldColumns(field, position);
    if (old && answerKind(old.field_type) === answerKind(field.type)) {
      await db.updateTable('form_field').set(columns).where('id', '=', old.id).execute();
      await writeFieldTexts(db, old.id, field);
      await replaceOptions(db, old.id, field.options ?? [], answered.has(old.id));
      continue;
    }
    if (old) await removeField(old.id);
    await insertField(db, formId, field, position);
  }
  for (const old of stored.slice(form.fields.length)) await removeField(old.id);
  return formId;
}

/** A kept field's options by position: names replaced, new ones added, surplus ones retired (answered) or deleted. */
async function replaceOptions(
  db: Database,
  fieldId: number,
  options: Record<string, string>[],
  answered: boolean,
) {
  const stored = await db
    .selectFrom('form_field_option')
    .select('id')
    .where('field_id', '=', fieldId)
    .where('retired', '=', false)
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const [position, names] of options.entries()) {
    const old = stored[position];
    if (!old) {
      await insertOption(db, fieldId, position, names);
      continue;
    }
    await db.updateTable('form_field_option').set({ position }).where('id', '=', old.id).execute();
    await db.deleteFrom('form_field_option_translation').where('option_id', '=', old.id).execute();
    await db
      .insertInto('form_field_option_translation')
      .values(Object.entries(names).map(([locale, name]) => ({ option_id: old.id, locale, name })))
      .execute();
  }
  const surplus = stored.slice(options.length).map((o) => o.id);
  if (!surplus.length) return;
  // Answers name options by id inside their JSON: an answered field's options are kept for them.
  if (answered)
    await db.updateTable('form_field_option').set({ retired: true }).where('id', 'in', surplus).execute();
  else await db.deleteFrom('form_field_option').where('id', 'in', surplus).execute();
}

/** Sets inactive the forms whose code is not among `codes` (never deletes); answers how many. */
export async function deactivateFormsExcept(db: Database, codes: string[]): Promise<number> {
  const result = await db
    .updateTable('form')
    .set({ status: false })
    .where('status', '=', true)
    .where('code', 'not in', codes.length ? codes : [''])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
