import { z } from 'zod';
import { Id } from './common.ts';

export const FormFieldType = z.string();
export const FormField = z.object({
  id: z.number().int(),
  name: z.string(),
  field_type: FormFieldType,
  options: z.array(z.object({ id: z.number().int(), name: z.string() })),
  is_required: z.boolean(),
  /** A number's bounds; for countries, how many may be chosen (max 1: one; none: any number). */
  min: z.number().nullable(),
  max: z.number().nullable(),
  order: z.number().int(),
  tooltip: z.string().nullable(),
  media: z.object({ url: z.string() }).nullable(),
  /** A multi_select that also takes values the user types (sent as text beside option ids). */
  allow_custom_options: z.boolean().optional(),
});
export type FormField = z.infer<typeof FormField>;

export const FormCategory = z.object({ id: z.number().int(), name: z.string() });
export type FormCategory = z.infer<typeof FormCategory>;

export const Form = z.object({
  id: z.number().int(),
  name: z.string(),
  category: FormCategory.nullable(),
  fields: z.array(FormField),
  allow_logging: z.boolean(),
  required_before_continuing: z.boolean(),
  hidden_after_completion: z.boolean().nullable(),
  /** Comma list of week offsets, e.g. "0,2,4". */
  recurring: z.string().nullable(),
  start_date: z.string().nullable(),
  stop_date: z.string().nullable(),
  last_result_date: z.string().nullable(),
});
export type Form = z.infer<typeof Form>;
export const FormList = z.array(Form);

/** `GET /private/form/?category={id}`: the forms of one category (the web route /forms/list/{id}). */
export const FormListQuery = z.object({ category: Id.optional() });

/** The longest text answer, log entry or report description. */
export const FORM_TEXT_MAX = 10_000;
/** The largest file a form takes, per file. */
export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Files per result, over all file fields. */
export const FORM_FILES_MAX = 10;
/** The file types a form's upload and file fields take (their bytes are checked, not just the name). */
export const FORM_FILE_TYPES: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
};

/** How a result is sent to `POST /private/form/{id}/result` (the route's documentation says the same). */
export const FORM_RESULT_ENCODING =
  'multipart/form-data with one part per answer named by the field id ("12"). single_select: one ' +
  'option id. multi_select: option ids (and custom texts when the field allows them), repeating the ' +
  'part or as one JSON array. countries: ISO 3166-1 alpha-2 codes, likewise, as many as the ' +
  "field's min and max allow (max 1: one). number: a decimal " +
  'within min/max. bool: true/false. date: YYYY-MM-DD, time: HH:mm[:ss], datetime: ' +
  'YYYY-MM-DDTHH:mm[:ss][offset]. upload/file: file parts (JPEG, PNG, WebP, GIF images or PDF, ' +
  '10 MiB each, 10 in all). Any other type: text up to 10 000 characters.';

export const FormResultAnswer = z.object({ id: z.number().int(), message: z.string() });
export type FormResultAnswer = z.infer<typeof FormResultAnswer>;

export const FormLogRequest = z.strictObject({
  description: z.string().trim().min(1, 'Required').max(FORM_TEXT_MAX),
});
export type FormLogRequest = z.infer<typeof FormLogRequest>;
/** A log entry of the signed-in user on a form that allows logging. */
export const FormLog = z.object({
  id: z.number().int(),
  form_id: z.number().int(),
  description: z.string(),
  /** ISO date-time. */
  created_at: z.string(),
});
export type FormLog = z.infer<typeof FormLog>;
export const FormLogList = z.array(FormLog);
export const FormLogAnswer = z.object({ id: z.number().int(), message: z.string() });

/** A form assigned to a user: what it is, who assigned it, and whether a result has come in since. */
export const FormAssignment = z.object({
  form: z.object({ id: z.number().int(), name: z.string(), category: FormCategory.nullable() }),
  user_id: z.number().int(),
  assigned_by: z.object({ id: z.number().int() }).nullable(),
  /** ISO date-times. */
  created_at: z.string(),
  done_at: z.string().nullable(),
});
export type FormAssignment = z.infer<typeof FormAssignment>;
export const FormAssignmentList = z.array(FormAssignment);
export const FormAssignRequest = z.strictObject({ form_id: z.number().int().positive().max(2_147_483_647) });
export type FormAssignRequest = z.infer<typeof FormAssignRequest>;

/**
 * `GET /private/form/result/`: the signed-in user's own results, newest first, a page at a time;
 * `form` keeps one form's.
 */
export const SentResultListQuery = z.object({
  form: Id.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SentResultListQuery = z.infer<typeof SentResultListQuery>;

/** A result the user sent: to which form, and when. */
export const SentResult = z.object({
  id: z.number().int(),
  form: z.object({ id: z.number().int(), name: z.string() }),
  /** ISO date-time. */
  created_at: z.string(),
});
export type SentResult = z.infer<typeof SentResult>;
export const SentResultList = z.object({ results: z.array(SentResult), total: z.number().int() });
export type SentResultList = z.infer<typeof SentResultList>;

/** A file sent with a result: its name, type and size in bytes. */
export const SentFile = z.object({ name: z.string(), type: z.string(), size: z.number().int() });

/**
 * One answer as it was sent, by kind: a text (dates and times as sent: YYYY-MM-DD, HH:mm,
 * YYYY-MM-DDTHH:mm), a number, yes or no, the names of the chosen options (and the user's own
 * texts), country codes, files, or `hidden` for a password, which is not shown again.
 */
export const SentValue = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('number'), number: z.number() }),
  z.object({ kind: z.literal('bool'), value: z.boolean() }),
  z.object({ kind: z.literal('options'), options: z.array(z.string()) }),
  z.object({ kind: z.literal('countries'), codes: z.array(z.string()) }),
  z.object({ kind: z.literal('files'), files: z.array(SentFile) }),
  z.object({ kind: z.literal('hidden') }),
]);
export type SentValue = z.infer<typeof SentValue>;

export const SentAnswer = z.object({
  /** The field as the form had it, named in the reader's language (also when since retired). */
  field: z.object({ id: z.number().int(), name: z.string(), field_type: z.string() }),
  value: SentValue,
});
export type SentAnswer = z.infer<typeof SentAnswer>;

/** `GET /private/form/result/{id}`: one of the user's results with its answers, in the form's order. */
export const SentResultDetail = SentResult.extend({ answers: z.array(SentAnswer) });
export type SentResultDetail = z.infer<typeof SentResultDetail>;
