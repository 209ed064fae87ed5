import { randomUUID } from 'node:crypto';
import type { BuilderField, BuilderForm } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { oneColumn, replaceTranslations } from '../../db/translation-writer.ts';
import { badRequest } from '../../lib/errors.ts';
import { answerKind } from './form-answers.ts';
import { answeredFields } from './form-building.repository.ts';
import { retireOrDelete, writeOptions } from './form-option.writer.ts';

/**
 * The console builder's writes, inside the caller's transaction. Answers name fields and options
 * by id, so a field or option sent with its id is updated in place; one left out is deleted, or
 * retired (kept for the results, no longer shown) when answers name it. A field whose answer kind
 * changes while answers name it is retired and a new field takes its place.
 */

/** A form's own columns as the builder sends them. */
const formColumns = (form: BuilderForm) => ({
  category_id: form.category_id,
  status: form.active,
  allow_logging: form.allow_logging,
  required_before_continuing: form.required_before_continuing,
  hidden_after_completion: form.hidden_after_completion,
  recurring: form.recurring,
  start_date: form.start_date,
  stop_date: form.stop_date,
});

const fieldColumns = (field: BuilderField, position: number) => ({
  field_type: field.type,
  is_required: field.required,
  min: field.min,
  max: field.max,
  allow_custom_options: field.allow_custom_options,
  position,
});

/** Writes a new form last in the list; answers its id. Its code (an import's handle) is made up. */
export async function insertBuiltForm(trx: Database, form: BuilderForm): Promise<number> {
  const last = await trx
    .selectFrom('form')
    .select((eb) => eb.fn.max('position').as('p'))
    .executeTakeFirst();
  const { id } = await trx
    .insertInto('form')
    .values({ code: `form-${randomUUID()}`, position: Number(last?.p ?? 0) + 1, ...formColumns(form) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeBuiltForm(trx, id, form);
  return id;
}

/** Replaces a stored form's columns, names and fields. */
export async function updateBuiltForm(trx: Database, id: number, form: BuilderForm): Promise<void> {
  await trx.updateTable('form').set(formColumns(form)).where('id', '=', id).execute();
  await writeBuiltForm(trx, id, form);
}

async function writeBuiltForm(trx: Database, formId: number, form: BuilderForm) {
  await replaceTranslations(trx, 'form_translation', 'form_id', formId, oneColumn('name', form.names));
  const stored = await trx
    .selectFrom('form_field')
    .select(['id', 'field_type'])
    .where('form_id', '=', formId)
    .where('retired', '=', false)
    .execute();
  const storedType = new Map(stored.map((f) => [f.id, f.field_type]));
  const answered = await answeredFields(
    trx,
    stored.map((f) => f.id),
  );
  const kept = new Set<number>();
  for (const [position, field] of form.fields.entries()) {
    const oldType = field.id === undefined ? undefined : storedType.get(field.id);
    if (field.id !== undefined && oldType === undefined)
      throw badRequest(`The form has no field ${field.id}`, `fields.${position}.id`, 'unknown_field');
    const keep =
      field.id !== undefined && !(answered.has(field.id) && answerKind(oldType!) !== answerKind(field.type));
    if (keep) {
      kept.add(field.id!);
      await trx
        .updateTable('form_field')
        .set(fieldColumns(field, position))
        .where('id', '=', field.id!)
        .execute();
    }
    const id = keep
      ? field.id!
      : (
          await trx
            .insertInto('form_field')
            .values({ form_id: formId, ...fieldColumns(field, position) })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    await replaceTranslations(
      trx,
      'form_field_translation',
      'field_id',
      id,
      Object.fromEntries(
        Object.entries(field.names).map(([locale, name]) => [
          locale,
          { name, tooltip: field.help[locale] ?? null },
        ]),
      ),
    );
    await writeOptions(trx, id, field.options, keep && answered.has(id), position);
  }
  const gone = stored.map((f) => f.id).filter((id) => !kept.has(id));
  await retireOrDelete(trx, 'form_field', gone, answered);
}

/** Deletes a form with its fields, options, texts and assignments (the caller checked it has no results). */
export async function deleteBuiltForm(trx: Database, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('form').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Takes a lock on one form's row for the rest of the transaction; answers whether it exists. */
export async function lockForm(trx: Database, id: number): Promise<boolean> {
  return !!(await trx.selectFrom('form').select('id').where('id', '=', id).forUpdate().executeTakeFirst());
}
