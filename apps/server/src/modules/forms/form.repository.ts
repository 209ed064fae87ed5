import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { translation, translationAs } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/** Which active forms to read: one, or those of a category, or all. */
export interface FormFilter {
  formId?: number;
  categoryId?: number;
}

/** Forms (`f`) with their name (`t.name`) and their category's (`ct.name`) in the best locale. */
export function namedForms(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('form as f')
    .leftJoinLateral(translation('form_translation', 'form_id', 'f.id', ['name'], locale), (j) => j.onTrue())
    .leftJoin('form_category as c', 'c.id', 'f.category_id')
    .leftJoinLateral(
      translationAs('ct', 'form_category_translation', 'category_id', 'c.id', ['name'], locale),
      (j) => j.onTrue(),
    );
}

/** Every form (active or not) with its code and name in the best locale, in list order. */
export function formNameRows(db: Database, locale: RequestLocale) {
  return namedForms(db, locale)
    .select(['f.id', 'f.code', 't.name'])
    .orderBy('f.position')
    .orderBy('f.id')
    .execute();
}

/** Active forms with their name and their category's name in the best locale, in list order. */
export function formRows(db: Database, locale: RequestLocale, filter: FormFilter = {}) {
  let query = namedForms(db, locale)
    .select([
      'f.id',
      't.name',
      'f.category_id',
      'ct.name as category_name',
      'f.allow_logging',
      'f.required_before_continuing',
      'f.hidden_after_completion',
      'f.recurring',
      'f.start_date',
      'f.stop_date',
    ])
    .where('f.status', '=', true);
  if (filter.formId !== undefined) query = query.where('f.id', '=', filter.formId);
  if (filter.categoryId !== undefined) query = query.where('f.category_id', '=', filter.categoryId);
  return query.orderBy('f.position').orderBy('f.id').execute();
}
export type FormRow = Awaited<ReturnType<typeof formRows>>[number];

/** The fields of the given forms with name and tooltip in the best locale, in their order. */
export function fieldRows(db: Database, formIds: number[], locale: RequestLocale) {
  return db
    .selectFrom('form_field as ff')
    .leftJoinLateral(
      translation('form_field_translation', 'field_id', 'ff.id', ['name', 'tooltip'], locale),
      (j) => j.onTrue(),
    )
    .select([
      'ff.id',
      'ff.form_id',
      'ff.field_type',
      'ff.is_required',
      'ff.min',
      'ff.max',
      'ff.position',
      'ff.media_url',
      'ff.allow_custom_options',
      't.name',
      't.tooltip',
    ])
    .where('ff.form_id', 'in', formIds.length ? formIds : [0])
    .where('ff.retired', '=', false)
    .orderBy('ff.form_id')
    .orderBy('ff.position')
    .orderBy('ff.id')
    .execute();
}

/** The options of the given fields with their name in the best locale, in their order. */
export function optionRows(db: Database, fieldIds: number[], locale: RequestLocale) {
  return db
    .selectFrom('form_field_option as o')
    .leftJoinLateral(
      translation('form_field_option_translation', 'option_id', 'o.id', ['name'], locale),
      (j) => j.onTrue(),
    )
    .select(['o.id', 'o.field_id', 't.name'])
    .where('o.field_id', 'in', fieldIds.length ? fieldIds : [0])
    .where('o.retired', '=', false)
    .orderBy('o.field_id')
    .orderBy('o.position')
    .orderBy('o.id')
    .execute();
}

/** The newest result of a user per form. */
export async function lastResultDates(db: Database, userId: number, formIds: number[]) {
  if (!formIds.length) return new Map<number, Date>();
  const rows = await db
    .selectFrom('form_result')
    .select(['form_id', sql<Date>`max(created_at)`.as('last')])
    .where('user_id', '=', userId)
    .where('form_id', 'in', formIds)
    .groupBy('form_id')
    .execute();
  return new Map(rows.map((r) => [r.form_id, new Date(r.last)]));
}

/**
 * Serialises one user's results for one form until the transaction ends, so two results sent at
 * once cannot both pass the availability check (a form answered once, a recurrence window).
 */
export async function lockUserForm(trx: Database, formId: number, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`form-result:${formId}:${userId}`} || current_schema(), 0))`.execute(
    trx,
  );
}

/** One answer row: a text, a JSON value or a stored file. */
export type NewAnswer = { field_id: number } & (
  | { value_text: string }
  | { value_json: unknown }
  | { storage_key: string; file_name: string; content_type: string; size: number }
);

/** Writes a result with its answers; answers its id. */
export async function insertResult(
  trx: Database,
  result: { form_id: number; user_id: number; created_at?: Date },
  answers: NewAnswer[],
): Promise<number> {
  const { id } = await trx.insertInto('form_result').values(result).returning('id').executeTakeFirstOrThrow();
  if (answers.length)
    await trx
      .insertInto('form_result_answer')
      .values(
        answers.map((a) => ({
          result_id: id,
          field_id: a.field_id,
          value_text: 'value_text' in a ? a.value_text : null,
          value_json: 'value_json' in a ? JSON.stringify(a.value_json) : null,
          storage_key: 'storage_key' in a ? a.storage_key : null,
          file_name: 'storage_key' in a ? a.file_name : null,
          content_type: 'storage_key' in a ? a.content_type : null,
          size: 'storage_key' in a ? a.size : null,
        })),
      )
      .execute();
  return id;
}

/** Marks the user's open assignment of the form as done. */
export async function completeAssignment(trx: Database, formId: number, userId: number, at: Date) {
  await trx
    .updateTable('form_assignment')
    .set({ done_at: at })
    .where('form_id', '=', formId)
    .where('user_id', '=', userId)
    .where('done_at', 'is', null)
    .execute();
}

/** What a log entry tells, as written and as listed. */
const LOG_COLUMNS = ['id', 'form_id', 'description', 'created_at'] as const;

export function insertLog(db: Database, row: { form_id: number; user_id: number; description: string }) {
  return db.insertInto('form_log').values(row).returning(LOG_COLUMNS).executeTakeFirstOrThrow();
}

/** A user's log entries on a form, newest first. */
export function logRows(db: Database, formId: number, userId: number) {
  return db
    .selectFrom('form_log')
    .select(LOG_COLUMNS)
    .where((eb) => eb.and({ form_id: formId, user_id: userId }))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}

/** The forms assigned to a user with their names, newest assignment first. */
export function assignmentRows(db: Database, userId: number, locale: RequestLocale) {
  return namedForms(db, locale)
    .innerJoin('form_assignment as a', 'a.form_id', 'f.id')
    .select([
      'a.form_id',
      'a.user_id',
      'a.assigned_by',
      'a.created_at',
      'a.done_at',
      't.name',
      'f.category_id',
      'ct.name as category_name',
    ])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.form_id')
    .execute();
}

/** Assigns a form again from scratch (a done assignment becomes open); false for an unknown user. */
export async function upsertAssignment(
  db: Database,
  row: { form_id: number; user_id: number; assigned_by: number },
): Promise<void> {
  await db
    .insertInto('form_assignment')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'form_id']).doUpdateSet({
        assigned_by: row.assigned_by,
        created_at: sql`now()`,
        done_at: null,
      }),
    )
    .execute();
}

/** Removes an assignment; answers whether there was one. */
export async function deleteAssignment(db: Database, userId: number, formId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('form_assignment')
    .where('user_id', '=', userId)
    .where('form_id', '=', formId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether an active form has this id. */
export async function activeFormExists(db: Database, formId: number): Promise<boolean> {
  const row = await db
    .selectFrom('form')
    .select('id')
    .where('id', '=', formId)
    .where('status', '=', true)
    .executeTakeFirst();
  return !!row;
}
