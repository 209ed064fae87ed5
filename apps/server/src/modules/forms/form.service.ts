import type { Form, FormField, FormResultAnswer } from '@vitrine/contract';
import { isFormAvailable, isFormViewable } from '@vitrine/contract/form-availability';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal, UserPrincipal } from '../../lib/principal.ts';
import { userProfileRow } from '../auth/index.ts';
import { portalTimeZone } from '../config/index.ts';
import { countryOptions } from '../orders/index.ts';
import { mailOperators } from '../reports/index.ts';
import { type AnswerField, type CheckedAnswer, checkAnswers } from './form-answers.ts';
import { checkFormFile, removeFormFiles, storeFormFiles, type StoredFormFile } from './form-files.ts';
import type { RawAnswer } from './form-parts.ts';
import type { AnswerJson } from './form.tables.ts';
import {
  completeAssignment,
  fieldRows,
  type FormFilter,
  type FormRow,
  insertResult,
  lastResultDates,
  lockUserForm,
  type NewAnswer,
  optionRows,
  formRows,
} from './form.repository.ts';
import { sightOf } from '../visibility/index.ts';
import { formsOutOfReach } from './form-audience.repository.ts';

/** A form as the API answers it, with what availability and the answer rules need of its fields. */
interface LoadedForm {
  form: Form;
  fields: (AnswerField & { field: FormField })[];
}

export const formNotAvailable = () => new AppError(409, 'form_not_available', 'Form not available');
export const formNotFound = () => notFound('Form not found', 'form_not_found');

/** Active forms (one, a category's, or all) with ordered fields and options, and the user's last results. */
export async function loadForms(
  db: Database,
  locale: RequestLocale,
  userId: number | null,
  filter: FormFilter = {},
): Promise<LoadedForm[]> {
  const rows = await formRows(db, locale, filter);
  const ids = rows.map((r) => r.id);
  const [fields, last] = await Promise.all([
    fieldRows(db, ids, locale),
    userId === null ? new Map<number, Date>() : lastResultDates(db, userId, ids),
  ]);
  const options = await optionRows(
    db,
    fields.map((f) => f.id),
    locale,
  );
  const optionsOf = new Map<number, { id: number; name: string }[]>();
  for (const o of options)
    optionsOf.set(o.field_id, [...(optionsOf.get(o.field_id) ?? []), { id: o.id, name: o.name ?? '' }]);
  const fieldsOf = new Map<number, LoadedForm['fields']>();
  for (const f of fields) {
    const field: FormField = {
      id: f.id,
      name: f.name ?? '',
      field_type: f.field_type,
      options: optionsOf.get(f.id) ?? [],
      is_required: f.is_required,
      min: f.min === null ? null : Number(f.min),
      max: f.max === null ? null : Number(f.max),
      order: f.position,
      tooltip: f.tooltip ?? null,
      media: f.media_url ? { url: f.media_url } : null,
      allow_custom_options: f.allow_custom_options,
    };
    const entry = {
      ...field,
      allow_custom_options: f.allow_custom_options,
      optionIds: field.options.map((o) => o.id),
      field,
    };
    fieldsOf.set(f.form_id, [...(fieldsOf.get(f.form_id) ?? []), entry]);
  }
  return rows.map((row) => ({
    form: toForm(
      row,
      (fieldsOf.get(row.id) ?? []).map((f) => f.field),
      last.get(row.id) ?? null,
    ),
    fields: fieldsOf.get(row.id) ?? [],
  }));
}

function toForm(row: FormRow, fields: FormField[], last: Date | null): Form {
  return {
    id: row.id,
    name: row.name ?? '',
    category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '' },
    fields,
    allow_logging: row.allow_logging,
    required_before_continuing: row.required_before_continuing,
    hidden_after_completion: row.hidden_after_completion,
    recurring: row.recurring,
    start_date: row.start_date,
    stop_date: row.stop_date,
    last_result_date: last ? last.toISOString() : null,
  };
}

/**
 * The forms the user may see now (spec 4: viewable in the portal's time zone), optionally of one
 * category. Results belong to a person, so a guest is offered none.
 */
export async function listForms(
  deps: Deps,
  principal: Principal,
  locale: RequestLocale,
  categoryId?: number,
): Promise<Form[]> {
  if (principal.kind !== 'user') return [];
  const [loaded, timeZone, sight] = await Promise.all([
    loadForms(deps.db, locale, principal.userId, { categoryId }),
    portalTimeZone(deps),
    sightOf(deps, principal),
  ]);
  const now = Date.now();
  // Hidden from the person's group, or assigned to others only.
  const unreached = await formsOutOfReach(
    deps.db,
    principal.userId,
    loaded.map((l) => l.form.id),
  );
  const hidden = new Set([...sight.forms, ...unreached]);
  return loaded
    .map((l) => l.form)
    .filter((form) => !hidden.has(form.id) && isFormViewable(form, now, timeZone));
}

/** One form the user may see now, or a 404. */
export async function formById(deps: Deps, principal: Principal, locale: RequestLocale, id: number) {
  const form = await viewableForm(deps, principal, locale, id);
  return form.form;
}

/** The form with its fields when the user may see it now; a 404 otherwise (guests included). */
export async function viewableForm(deps: Deps, principal: Principal, locale: RequestLocale, id: number) {
  if (principal.kind !== 'user') throw formNotFound();
  const [[loaded], timeZone, sight] = await Promise.all([
    loadForms(deps.db, locale, principal.userId, { formId: id }),
    portalTimeZone(deps),
    sightOf(deps, principal),
  ]);
  if (!loaded || sight.forms.includes(id) || !isFormViewable(loaded.form, Date.now(), timeZone))
    throw formNotFound();
  if ((await formsOutOfReach(deps.db, principal.userId, [id])).size) throw formNotFound();
  return loaded;
}

/**
 * Stores a result: the form must be active (else 404) and available now (spec 4; else 409), the answers pass the field rules and
 * the files their byte checks; only then are files stored and the result written, in one
 * transaction that checks availability again under a per-user lock. On any failure nothing stays:
 * the transaction rolls back and stored files are removed. Operators get the result by mail.
 */
export async function submitResult(
  deps: Deps,
  principal: UserPrincipal,
  locale: RequestLocale,
  formId: number,
  readAnswers: () => Promise<Map<string, RawAnswer>>,
  log: (error: unknown) => void,
): Promise<FormResultAnswer> {
  const [[loaded], timeZone, sight] = await Promise.all([
    loadForms(deps.db, locale, principal.userId, { formId }),
    portalTimeZone(deps),
    sightOf(deps, principal),
  ]);
  // A form hidden from the person's group is as good as absent.
  if (!loaded || sight.forms.includes(formId)) throw formNotFound();
  if ((await formsOutOfReach(deps.db, principal.userId, [formId])).size) throw formNotFound();
  if (!isFormAvailable(loaded.form, Date.now(), timeZone)) throw formNotAvailable();

  const raw = await readAnswers();
  const countries = new Set(countryOptions('en').map((c) => c.alpha_code));
  const checked = checkAnswers(loaded.fields, raw, countries);
  const fieldOf = new Map(loaded.fields.map((f) => [f.id, f]));
  const files = await Promise.all(
    checked.flatMap((a) =>
      'files' in a ? a.files.map((file) => checkFormFile(file, fieldOf.get(a.fieldId)!)) : [],
    ),
  );

  const stored = await storeFormFiles(deps.storage, files);
  let id: number;
  const createdAt = new Date();
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      await lockUserForm(trx, formId, principal.userId);
      const last = (await lastResultDates(trx, principal.userId, [formId])).get(formId);
      const timing = { ...loaded.form, last_result_date: last?.toISOString() ?? null };
      if (!isFormAvailable(timing, createdAt.getTime(), timeZone)) throw formNotAvailable();
      const resultId = await insertResult(
        trx,
        { form_id: formId, user_id: principal.userId, created_at: createdAt },
        answerRows(checked, stored),
      );
      await completeAssignment(trx, formId, principal.userId, createdAt);
      return resultId;
    });
  } catch (error) {
    await removeFormFiles(deps.storage, stored);
    throw error;
  }
  void mailResult(deps, principal.userId, loaded, checked, stored, createdAt, log).catch(log);
  return { id, message: 'Success' };
}

/** The answer rows: files take the stored keys in the order they were checked. */
function answerRows(checked: CheckedAnswer[], stored: StoredFormFile[]): NewAnswer[] {
  let next = 0;
  return checked.flatMap((a): NewAnswer[] => {
    if ('text' in a) return [{ field_id: a.fieldId, value_text: a.text }];
    if ('json' in a) return [{ field_id: a.fieldId, value_json: a.json }];
    return a.files.map(() => ({ field_id: a.fieldId, ...stored[next++] }));
  });
}

/** An answer as the operators read it: option names instead of ids; a password is not mailed. */
function describeAnswer(field: LoadedForm['fields'][number], answer: CheckedAnswer, files: StoredFormFile[]) {
  if ('files' in answer)
    return files.map((f) => `${f.file_name} (${f.content_type}, ${f.size} bytes)`).join(', ');
  if ('text' in answer)
    return field.field_type.trim().toLowerCase() === 'password' ? '(not shown)' : answer.text;
  const value = answer.json as AnswerJson;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.join(', ');
  const names = value.options.map((o) => field.field.options.find((x) => x.id === o)?.name ?? String(o));
  return [...names, ...value.custom].join(', ');
}

/** Mails a stored result to the operators, when an address is configured. */
async function mailResult(
  deps: Deps,
  userId: number,
  loaded: LoadedForm,
  checked: CheckedAnswer[],
  stored: StoredFormFile[],
  createdAt: Date,
  log: (error: unknown) => void,
) {
  if (!deps.config.operatorEmail) return;
  const user = await userProfileRow(deps.db, userId);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : `User ${userId}`;
  const fieldOf = new Map(loaded.fields.map((f) => [f.id, f]));
  let next = 0;
  const answers = checked.map((a) => {
    const field = fieldOf.get(a.fieldId)!;
    const files = 'files' in a ? stored.slice(next, (next += a.files.length)) : [];
    return `${field.name || `Field ${field.id}`}: ${describeAnswer(field, a, files)}`;
  });
  mailOperators(
    deps,
    {
      subject: `Form result: ${loaded.form.name} from ${name}`,
      replyTo: user?.email,
      lines: [
        `Form: ${loaded.form.name} (${loaded.form.id})`,
        `From: ${name}${user ? ` <${user.email}>` : ''}`,
        `Sent: ${createdAt.toISOString()}`,
        '',
        ...answers,
      ],
    },
    log,
  );
}
