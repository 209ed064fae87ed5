import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { rangeEnd, rangeStart, type PeopleIds } from '../../db/day-range.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

// Everyone's results, as the operator console reads them: listed, opened, their files, exported.

/** Which results to list: of one form, of some people, sent on some local days of a zone. */
export interface ReceivedResultFilter {
  formId?: number;
  people?: PeopleIds;
  from?: string;
  to?: string;
  timeZone: string;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function filtered(db: Database, filter: ReceivedResultFilter) {
  const { from, to, timeZone } = filter;
  let query = db.selectFrom('form_result as r');
  if (filter.formId !== undefined) query = query.where('r.form_id', '=', filter.formId);
  if (filter.people) query = query.where('r.user_id', 'in', filter.people);
  if (from) query = query.where('r.created_at', '>=', rangeStart({ from, to: from, timeZone }));
  if (to) query = query.where('r.created_at', '<', rangeEnd({ from: to, to, timeZone }));
  return query;
}

/** Results (`r`) with their form's name in the best locale and how many fields they answered. */
function described(query: ReturnType<typeof filtered>, locale: RequestLocale) {
  return query
    .innerJoin('form as f', 'f.id', 'r.form_id')
    .leftJoinLateral(translation('form_translation', 'form_id', 'f.id', ['name'], locale), (j) => j.onTrue())
    .select((eb) => [
      'r.id',
      'r.form_id',
      'r.user_id',
      'r.created_at',
      't.name',
      eb
        .selectFrom('form_result_answer as a')
        .select(sql<string>`count(distinct a.field_id)`.as('n'))
        .whereRef('a.result_id', '=', 'r.id')
        .as('answer_count'),
    ]);
}

/** A page of results, newest (or oldest) first, and how many the filter finds in all. */
export async function receivedResultRows(db: Database, locale: RequestLocale, filter: ReceivedResultFilter) {
  const [rows, count] = await Promise.all([
    described(filtered(db, filter), locale)
      .orderBy('r.created_at', filter.dir)
      .orderBy('r.id', filter.dir)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
export type ReceivedResultRow = Awaited<ReturnType<typeof receivedResultRows>>['rows'][number];

/** One result, whoever sent it. */
export function receivedResultRow(db: Database, id: number, locale: RequestLocale) {
  return described(db.selectFrom('form_result as r').where('r.id', '=', id), locale).executeTakeFirst();
}

/** A stored file of an answer, or undefined (no such answer, or not a file). */
export function answerFileRow(db: Database, answerId: number) {
  return db
    .selectFrom('form_result_answer')
    .select(['storage_key', 'file_name', 'content_type', 'size'])
    .where('id', '=', answerId)
    .where('storage_key', 'is not', null)
    .executeTakeFirst();
}

/** Every form, active or not, with its name in the best locale and its results counted, in list order. */
export function receivedFormRows(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('form as f')
    .leftJoinLateral(translation('form_translation', 'form_id', 'f.id', ['name'], locale), (j) => j.onTrue())
    .select((eb) => [
      'f.id',
      't.name',
      'f.status',
      eb
        .selectFrom('form_result as r')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('r.form_id', '=', 'f.id')
        .as('results'),
    ])
    .orderBy('f.position')
    .orderBy('f.id')
    .execute();
}

/** One form's name in the best locale, or undefined. */
export function formNameRow(db: Database, formId: number, locale: RequestLocale) {
  return db
    .selectFrom('form as f')
    .leftJoinLateral(translation('form_translation', 'form_id', 'f.id', ['name'], locale), (j) => j.onTrue())
    .select(['f.id', 't.name'])
    .where('f.id', '=', formId)
    .executeTakeFirst();
}

/** Every field of a form, retired ones too (results name them), in the form's order, named in the best locale. */
export function sheetFieldRows(db: Database, formId: number, locale: RequestLocale) {
  return db
    .selectFrom('form_field as ff')
    .leftJoinLateral(translation('form_field_translation', 'field_id', 'ff.id', ['name'], locale), (j) =>
      j.onTrue(),
    )
    .select(['ff.id', 'ff.field_type', 't.name'])
    .where('ff.form_id', '=', formId)
    .orderBy('ff.position')
    .orderBy('ff.id')
    .execute();
}

/** The next results of a form after the one with id `after`, in the order they were stored. */
export function resultChunk(db: Database, formId: number, after: number, limit: number) {
  return db
    .selectFrom('form_result')
    .select(['id', 'user_id', 'created_at'])
    .where('form_id', '=', formId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The answers of some results, by result and then as stored. */
export function answersOfResults(db: Database, resultIds: number[]) {
  return db
    .selectFrom('form_result_answer')
    .select(['result_id', 'field_id', 'value_text', 'value_json', 'file_name'])
    .where('result_id', 'in', resultIds.length ? resultIds : [0])
    .orderBy('result_id')
    .orderBy('id')
    .execute();
}
