import { z } from 'zod';
import { Id, ShortText } from './common.ts';
import { ActivityDay } from './console-activity.ts';
import { ConsolePerson } from './console.ts';
import { SentFile } from './forms.ts';

/**
 * What people sent, as the operator console reads it: form results with every answer (files behind
 * short-lived links signed for the administrator who asked), exported per form as XLSX or CSV, and
 * reports with how far their handling went (new, read, answered). Lists come a page at a time.
 */

/** How long a link to a sent file or an export works: opened now, not kept. */
export const RECEIVED_LINK_TTL_MS = 10 * 60_000;

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

/**
 * What every list of the section filters by: a person's name or e-mail address (or part of it),
 * and a range of the portal's local days (`YYYY-MM-DD`, both counted), newest first by default.
 */
const common = {
  q: ShortText(200).optional(),
  from: ActivityDay.optional(),
  to: ActivityDay.optional(),
  sort: z.enum(['created_at']).default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
};

/** A range whose end comes before its start is refused at `to`. */
function rangeInOrder(query: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (query.from && query.to && query.from > query.to)
    ctx.addIssue({ code: 'custom', message: 'to must not be before from', path: ['to'] });
}

/** Who sent something, as their account says now (null once the account is gone). */
export const ReceivedPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
});
export type ReceivedPerson = z.infer<typeof ReceivedPerson>;

/** A form to choose among: every form, active or not, with how many results it holds. */
export const ReceivedForm = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  results: z.number().int(),
});
export type ReceivedForm = z.infer<typeof ReceivedForm>;
export const ReceivedFormList = z.array(ReceivedForm);

export const ReceivedResultQuery = z
  .strictObject({ ...paging, form: Id.optional(), ...common })
  .superRefine(rangeInOrder);
export type ReceivedResultQuery = z.infer<typeof ReceivedResultQuery>;

export const ReceivedResultRow = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  created_at: z.string(),
  form: z.object({ id: z.number().int(), name: z.string() }),
  person: ReceivedPerson.nullable(),
  /** The fields answered (a field's files count once). */
  answer_count: z.number().int(),
});
export type ReceivedResultRow = z.infer<typeof ReceivedResultRow>;
export const ReceivedResultList = z.object({ items: z.array(ReceivedResultRow), total: z.number().int() });
export type ReceivedResultList = z.infer<typeof ReceivedResultList>;

/** A sent file with its link: for the administrator it was signed for, until `links_expire_at`. */
export const ReceivedFile = SentFile.extend({ url: z.string() });
export type ReceivedFile = z.infer<typeof ReceivedFile>;

/** An answer's value as the person's own copy has it (`SentValue`), its files with links. */
export const ReceivedValue = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('number'), number: z.number() }),
  z.object({ kind: z.literal('bool'), value: z.boolean() }),
  z.object({ kind: z.literal('options'), options: z.array(z.string()) }),
  z.object({ kind: z.literal('countries'), codes: z.array(z.string()) }),
  z.object({ kind: z.literal('files'), files: z.array(ReceivedFile) }),
  z.object({ kind: z.literal('hidden') }),
]);
export type ReceivedValue = z.infer<typeof ReceivedValue>;

export const ReceivedAnswer = z.object({
  /** The field as the form had it, named in the reader's language (also when since retired). */
  field: z.object({ id: z.number().int(), name: z.string(), field_type: z.string() }),
  value: ReceivedValue,
});
export type ReceivedAnswer = z.infer<typeof ReceivedAnswer>;

/** One result with its answers in the form's order. */
export const ReceivedResult = ReceivedResultRow.extend({
  answers: z.array(ReceivedAnswer),
  /** When the files' links stop working (ask again for new ones). */
  links_expire_at: z.string(),
});
export type ReceivedResult = z.infer<typeof ReceivedResult>;

export const RECEIVED_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const ReceivedExportQuery = z.strictObject({
  format: z.enum(RECEIVED_EXPORT_FORMATS).default('xlsx'),
});
export type ReceivedExportQuery = z.infer<typeof ReceivedExportQuery>;

/** How far a report's handling went: it only moves forward. */
export const REPORT_STATES = ['new', 'read', 'answered'] as const;
export const ReportState = z.enum(REPORT_STATES);
export type ReportState = z.infer<typeof ReportState>;

export const ReceivedReportQuery = z
  .strictObject({ ...paging, state: ReportState.optional(), ...common })
  .superRefine(rangeInOrder);
export type ReceivedReportQuery = z.infer<typeof ReceivedReportQuery>;

export const ReceivedReportRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  person: ReceivedPerson.nullable(),
  /** The report's title. */
  subject: z.string(),
  state: ReportState,
  read_at: z.string().nullable(),
  read_by: ConsolePerson.nullable(),
  answered_at: z.string().nullable(),
  answered_by: ConsolePerson.nullable(),
});
export type ReceivedReportRow = z.infer<typeof ReceivedReportRow>;
export const ReceivedReportList = z.object({ items: z.array(ReceivedReportRow), total: z.number().int() });
export type ReceivedReportList = z.infer<typeof ReceivedReportList>;

export const ReceivedReport = ReceivedReportRow.extend({ description: z.string() });
export type ReceivedReport = z.infer<typeof ReceivedReport>;

/**
 * Marks a report read or answered. A report never goes back: asking for the state it has, or one
 * it has passed, changes nothing and answers it as it is (who and when of the first time kept).
 * Answered also marks it read when it was new.
 */
export const ReportStateChange = z.strictObject({ state: z.enum(['read', 'answered']) });
export type ReportStateChange = z.infer<typeof ReportStateChange>;
