import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { namedForms } from './form.repository.ts';

/** What the console's forms builder reads: every form with its counts, and one form in every language. */

const count = sql<string>`count(*)`;

/** Every form (active or not) in list order, named here, with its category and counts. */
export function builtFormRows(db: Database, locale: RequestLocale) {
  return namedForms(db, locale)
    .select((eb) => [
      'f.id',
      'f.code',
      't.name',
      'f.category_id',
      'ct.name as category_name',
      'f.status',
      'f.required_before_continuing',
      'f.recurring',
      'f.start_date',
      'f.stop_date',
      eb
        .selectFrom('form_field as ff')
        .select(count.as('n'))
        .whereRef('ff.form_id', '=', 'f.id')
        .where('ff.retired', '=', false)
        .as('fields'),
      eb
        .selectFrom('form_result as r')
        .select(count.as('n'))
        .whereRef('r.form_id', '=', 'f.id')
        .as('results'),
    ])
    .orderBy('f.position')
    .orderBy('f.id')
    .execute();
}

/** One form's own columns, or undefined. */
export function builtFormRow(db: Database, id: number) {
  return db.selectFrom('form').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Texts by owner id and locale, from one translation table's rows. */
function byOwner<R extends { owner: number; locale: string }, V>(rows: R[], value: (row: R) => V) {
  const texts = new Map<number, Record<string, V>>();
  for (const row of rows) texts.set(row.owner, { ...texts.get(row.owner), [row.locale]: value(row) });
  return texts;
}

/** A form's names and its shown fields and options, every locale's texts, and which fields answers name. */
export async function builtFormParts(db: Database, formId: number) {
  const [names, fields] = await Promise.all([
    db
      .selectFrom('form_translation')
      .select(['form_id as owner', 'locale', 'name'])
      .where('form_id', '=', formId)
      .execute(),
    db
      .selectFrom('form_field')
      .select(['id', 'field_type', 'is_required', 'min', 'max', 'allow_custom_options'])
      .where('form_id', '=', formId)
      .where('retired', '=', false)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const fieldIds = fields.length ? fields.map((f) => f.id) : [0];
  const [fieldTexts, options, answered, results] = await Promise.all([
    db
      .selectFrom('form_field_translation')
      .select(['field_id as owner', 'locale', 'name', 'tooltip'])
      .where('field_id', 'in', fieldIds)
      .execute(),
    db
      .selectFrom('form_field_option')
      .select(['id', 'field_id'])
      .where('field_id', 'in', fieldIds)
      .where('retired', '=', false)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    answeredFields(db, fieldIds),
    db
      .selectFrom('form_result')
      .select(count.as('n'))
      .where('form_id', '=', formId)
      .executeTakeFirstOrThrow(),
  ]);
  const optionTexts = await db
    .selectFrom('form_field_option_translation')
    .select(['option_id as owner', 'locale', 'name'])
    .where('option_id', 'in', options.length ? options.map((o) => o.id) : [0])
    .execute();
  return {
    names: byOwner(names, (r) => r.name).get(formId) ?? {},
    fields,
    fieldNames: byOwner(fieldTexts, (r) => r.name),
    fieldHelp: byOwner(
      fieldTexts.filter((r) => r.tooltip),
      (r) => r.tooltip!,
    ),
    options,
    optionNames: byOwner(optionTexts, (r) => r.name),
    answered,
    results: Number(results.n),
  };
}

/** Which of these fields results' answers name. */
export async function answeredFields(db: Database, fieldIds: number[]): Promise<Set<number>> {
  if (!fieldIds.length) return new Set();
  const rows = await db
    .selectFrom('form_result_answer')
    .select('field_id')
    .distinct()
    .where('field_id', 'in', fieldIds)
    .execute();
  return new Set(rows.flatMap((r) => (r.field_id === null ? [] : [r.field_id])));
}

/** How many results a form holds. */
export async function resultCount(db: Database, formId: number): Promise<number> {
  const row = await db
    .selectFrom('form_result')
    .select(count.as('n'))
    .where('form_id', '=', formId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
