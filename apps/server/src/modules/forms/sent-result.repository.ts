import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/** Which of a user's results to read: all, or one form's; a page of them. */
export interface SentResultFilter {
  formId?: number;
  limit: number;
  offset: number;
}

/** The user's results with their form's name in the best locale, newest first (inactive forms too). */
function userResults(db: Database, userId: number, locale: RequestLocale, formId?: number) {
  let query = db
    .selectFrom('form_result as r')
    .innerJoin('form as f', 'f.id', 'r.form_id')
    .leftJoinLateral(translation('form_translation', 'form_id', 'f.id', ['name'], locale), (j) => j.onTrue())
    .where('r.user_id', '=', userId);
  if (formId !== undefined) query = query.where('r.form_id', '=', formId);
  return query;
}

/** A page of the user's results, newest first, and how many there are in all. */
export async function sentResultRows(
  db: Database,
  userId: number,
  locale: RequestLocale,
  filter: SentResultFilter,
) {
  const [rows, count] = await Promise.all([
    userResults(db, userId, locale, filter.formId)
      .select(['r.id', 'r.form_id', 't.name', 'r.created_at'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    userResults(db, userId, locale, filter.formId)
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One result of the user's, or undefined (another user's, or none). */
export function sentResultRow(db: Database, userId: number, resultId: number, locale: RequestLocale) {
  return userResults(db, userId, locale)
    .select(['r.id', 'r.form_id', 't.name', 'r.created_at'])
    .where('r.id', '=', resultId)
    .executeTakeFirst();
}

/**
 * The answers of a result in the form's field order, each with its own id (a file's link names it)
 * and its field's type and name in the best locale; a field retired since still names its answer.
 * Files are one row each. The person's own copy and the operator's read the same rows.
 */
export function resultAnswerRows(db: Database, resultId: number, locale: RequestLocale) {
  return db
    .selectFrom('form_result_answer as a')
    .innerJoin('form_field as ff', 'ff.id', 'a.field_id')
    .leftJoinLateral(translation('form_field_translation', 'field_id', 'ff.id', ['name'], locale), (j) =>
      j.onTrue(),
    )
    .select([
      'a.id',
      'a.field_id',
      'ff.field_type',
      't.name',
      'a.value_text',
      'a.value_json',
      'a.file_name',
      'a.content_type',
      'a.size',
    ])
    .where('a.result_id', '=', resultId)
    .orderBy('ff.position')
    .orderBy('ff.id')
    .orderBy('a.id')
    .execute();
}

/**
 * Option names in the best locale by id, retired options included (answers keep their ids): the
 * options named, or every option of the fields named.
 */
export async function optionNames(
  db: Database,
  of: { options: number[] } | { fields: number[] },
  locale: RequestLocale,
) {
  const ids = 'options' in of ? of.options : of.fields;
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .selectFrom('form_field_option as o')
    .leftJoinLateral(
      translation('form_field_option_translation', 'option_id', 'o.id', ['name'], locale),
      (j) => j.onTrue(),
    )
    .select(['o.id', 't.name'])
    .where('options' in of ? 'o.id' : 'o.field_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}
