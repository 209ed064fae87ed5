import type { BuilderForm, ConsoleFormDetail, ConsoleFormRow } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { audienceCounts, audienceOf, replaceAudience } from './form-audience.repository.ts';
import { builtFormParts, builtFormRow, builtFormRows, resultCount } from './form-building.repository.ts';
import { deleteBuiltForm, insertBuiltForm, lockForm, updateBuiltForm } from './form-building.writer.ts';

/** The forms area's face for the console's builder: forms listed, read in every language, written. */

/** Every form with its category, window and how many fields, assignments and results it has. */
export async function builtForms(db: Database, locale: RequestLocale): Promise<ConsoleFormRow[]> {
  const [rows, assigned] = await Promise.all([builtFormRows(db, locale), audienceCounts(db)]);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name ?? r.code,
    category: r.category_id === null ? null : { id: r.category_id, name: r.category_name ?? '' },
    active: r.status,
    required_before_continuing: r.required_before_continuing,
    recurring: r.recurring,
    start_date: r.start_date,
    stop_date: r.stop_date,
    fields: Number(r.fields ?? 0),
    assignments: assigned.get(r.id) ?? 0,
    results: Number(r.results ?? 0),
  }));
}

/** One form as the builder edits it, its audience by id (the caller names the people and groups). */
export async function builtForm(
  db: Database,
  id: number,
): Promise<
  (Omit<ConsoleFormDetail, 'audience'> & { audience: { users: number[]; groups: number[] } }) | null
> {
  const row = await builtFormRow(db, id);
  if (!row) return null;
  const [parts, audience] = await Promise.all([builtFormParts(db, id), audienceOf(db, id)]);
  return {
    id: row.id,
    code: row.code,
    names: parts.names,
    category_id: row.category_id,
    active: row.status,
    allow_logging: row.allow_logging,
    required_before_continuing: row.required_before_continuing,
    hidden_after_completion: row.hidden_after_completion,
    recurring: row.recurring,
    start_date: row.start_date,
    stop_date: row.stop_date,
    fields: parts.fields.map((f) => ({
      id: f.id,
      type: f.field_type,
      names: parts.fieldNames.get(f.id) ?? {},
      help: parts.fieldHelp.get(f.id) ?? {},
      required: f.is_required,
      min: f.min === null ? null : Number(f.min),
      max: f.max === null ? null : Number(f.max),
      allow_custom_options: f.allow_custom_options,
      options: parts.options
        .filter((o) => o.field_id === f.id)
        .map((o) => ({ id: o.id, names: parts.optionNames.get(o.id) ?? {} })),
      answered: parts.answered.has(f.id),
    })),
    audience,
    results: parts.results,
  };
}

/**
 * Writes a form with its fields and audience inside the caller's transaction (new when `id` is
 * null); answers its id, or null when there is no such form.
 */
export async function saveBuiltForm(
  trx: Database,
  id: number | null,
  form: BuilderForm,
  by: number,
): Promise<number | null> {
  if (id !== null && !(await lockForm(trx, id))) return null;
  const formId = id ?? (await insertBuiltForm(trx, form));
  if (id !== null) await updateBuiltForm(trx, id, form);
  await replaceAudience(trx, formId, form.audience, by);
  return formId;
}

/**
 * Deletes a form inside the caller's transaction; false when there is none. A form people sent
 * results to is refused (409): the results are theirs to keep; switching the form off hides it.
 */
export async function removeBuiltForm(trx: Database, id: number): Promise<boolean> {
  if (!(await lockForm(trx, id))) return false;
  if ((await resultCount(trx, id)) > 0)
    throw conflict('People sent results to this form: switch it off instead of deleting it');
  return deleteBuiltForm(trx, id);
}
