import type { Database } from '../../db/database.ts';
import { insertTranslations, oneColumn, replaceTranslations } from '../../db/translation-writer.ts';
import { upsertByCode } from '../../db/upsert-by-code.ts';
import { answerKind } from './form-answers.ts';
import { insertResult, type NewAnswer } from './form.repository.ts';

/**
 * The forms area's writes: the demo's forms in one go (`writeForms`), an import's forms by code
 * (`upsertForm`, which keeps the fields and options that sent results name), and their parts.
 */

/** A form category to write, with its names by locale. */
export interface NewFormCategory {
  code: string;
  position: number;
  names: Record<string, string>;
}

/** A field to write: names, tooltips and option names by locale. */
export interface NewFormField {
  type: string;
  required?: boolean;
  min?: number | null;
  max?: number | null;
  mediaUrl?: string | null;
  allowCustomOptions?: boolean;
  names: Record<string, string>;
  tooltips?: Record<string, string>;
  options?: Record<string, string>[];
}

/** A form to write, its fields in order. */
export interface NewForm {
  code: string;
  categoryId: number | null;
  position: number;
  names: Record<string, string>;
  allowLogging?: boolean;
  requiredBeforeContinuing?: boolean;
  hiddenAfterCompletion?: boolean | null;
  recurring?: string | null;
  startDate?: string | null;
  stopDate?: string | null;
  fields: NewFormField[];
}

async function insertFormCategory(db: Database, category: NewFormCategory): Promise<number> {
  const { id } = await db
    .insertInto('form_category')
    .values({ code: category.code, position: category.position })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTranslations(db, 'form_category_translation', 'category_id', [
    [id, oneColumn('name', category.names)],
  ]);
  return id;
}

/** A form's own columns, as an import or a seed gives them. */
const formColumns = (form: NewForm) => ({
  category_id: form.categoryId,
  position: form.position,
  allow_logging: form.allowLogging ?? false,
  required_before_continuing: form.requiredBeforeContinuing ?? false,
  hidden_after_completion: form.hiddenAfterCompletion ?? null,
  recurring: form.recurring ?? null,
  start_date: form.startDate ?? null,
  stop_date: form.stopDate ?? null,
});

/** A field's own columns at its position in the form. */
const fieldColumns = (field: NewFormField, position: number) => ({
  field_type: field.type,
  is_required: field.required ?? false,
  min: field.min ?? null,
  max: field.max ?? null,
  position,
  media_url: field.mediaUrl ?? null,
  allow_custom_options: field.allowCustomOptions ?? false,
});

/** Replaces a field's names and tooltips. */
async function writeFieldTexts(db: Database, fieldId: number, field: NewFormField): Promise<void> {
  await replaceTranslations(
    db,
    'form_field_translation',
    'field_id',
    fieldId,
    Object.fromEntries(
      Object.entries(field.names).map(([locale, name]) => [
        locale,
        { name, tooltip: field.tooltips?.[locale] ?? null },
      ]),
    ),
  );
}

/** Adds an option with its names to a field. */
async function insertOption(
  db: Database,
  fieldId: number,
  position: number,
  names: Record<string, string>,
): Promise<void> {
  const { id } = await db
    .insertInto('form_field_option')
    .values({ field_id: fieldId, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTranslations(db, 'form_field_option_translation', 'option_id', [
    [id, oneColumn('name', names)],
  ]);
}

/** Adds a field with its names and options to a form; answers its id. */
async function insertField(
  db: Database,
  formId: number,
  field: NewFormField,
  position: number,
): Promise<number> {
  const { id } = await db
    .insertInto('form_field')
    .values({ form_id: formId, ...fieldColumns(field, position) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeFieldTexts(db, id, field);
  for (const [optionPosition, names] of (field.options ?? []).entries())
    await insertOption(db, id, optionPosition, names);
  return id;
}

/** Writes a form with its translated fields and options; answers its id and its fields' ids in order. */
async function insertForm(db: Database, form: NewForm): Promise<{ id: number; fieldIds: number[] }> {
  const { id } = await db
    .insertInto('form')
    .values({ code: form.code, ...formColumns(form) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTranslations(db, 'form_translation', 'form_id', [[id, oneColumn('name', form.names)]]);
  const fieldIds: number[] = [];
  for (const [position, field] of form.fields.entries())
    fieldIds.push(await insertField(db, id, field, position));
  return { id, fieldIds };
}

/**
 * The forms area's bulk writer: form categories and forms (the demo's, or a test's) in one
 * transaction, with results already sent; answers the ids of the forms by code.
 */
export async function writeForms(
  db: Database,
  categories: NewFormCategory[],
  forms: (Omit<NewForm, 'categoryId'> & { category: string | null })[],
  results: { form: string; userId: number; createdAt: Date; answers: (ids: number[]) => NewAnswer[] }[] = [],
): Promise<Map<string, number>> {
  return db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const category of categories)
      categoryIds.set(category.code, await insertFormCategory(trx, category));
    const formIds = new Map<string, number>();
    const fieldIds = new Map<string, number[]>();
    for (const { category, ...form } of forms) {
      const written = await insertForm(trx, {
        ...form,
        categoryId: category === null ? null : (categoryIds.get(category) ?? null),
      });
      formIds.set(form.code, written.id);
      fieldIds.set(form.code, written.fieldIds);
    }
    for (const result of results) {
      const formId = formIds.get(result.form);
      if (formId === undefined) continue;
      await insertResult(
        trx,
        { form_id: formId, user_id: result.userId, created_at: result.createdAt },
        result.answers(fieldIds.get(result.form) ?? []),
      );
    }
    return formIds;
  });
}

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
  const id = await upsertByCode(db, 'form_category', category.code, { position: category.position });
  await replaceTranslations(
    db,
    'form_category_translation',
    'category_id',
    id,
    oneColumn('name', category.names),
  );
  return id;
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
  await replaceTranslations(db, 'form_translation', 'form_id', formId, oneColumn('name', form.names));

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
    .where((eb) => eb.and({ field_id: fieldId, retired: false }))
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
    await replaceTranslations(
      db,
      'form_field_option_translation',
      'option_id',
      old.id,
      oneColumn('name', names),
    );
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
