import { z } from 'zod';
import { isIsoDateTime, ShortText } from './common.ts';

/**
 * The operator console's forms builder: forms with their fields, options, availability and
 * audience, and form categories. Texts are by portal locale (`de_DE`) and plain text: stored as
 * typed, drawn as text (never as markup) wherever the portal shows them.
 */

/** Every field type the portal draws (spec 2 "Forms"; upload and file alike take files). */
export const BUILDER_FIELD_TYPES = [
  'string',
  'text',
  'email',
  'password',
  'number',
  'bool',
  'single_select',
  'multi_select',
  'countries',
  'date',
  'time',
  'datetime',
  'upload',
  'file',
  'title',
  'description',
] as const;
export type BuilderFieldType = (typeof BUILDER_FIELD_TYPES)[number];
/** The types whose options the builder edits. */
export const OPTION_FIELD_TYPES: readonly string[] = ['single_select', 'multi_select'];
/** The types with bounds: a number's value, the count of countries. */
export const BOUNDED_FIELD_TYPES: readonly string[] = ['number', 'countries'];
/** Static text: nothing to answer, so never required. */
export const STATIC_FIELD_TYPES: readonly string[] = ['title', 'description'];

export const FORM_FIELDS_MAX = 200;
export const FIELD_OPTIONS_MAX = 200;
const BOUND = 1e12;
const DbId = z.number().int().min(1).max(2_147_483_647);
const LocaleKey = z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'A locale such as en_GB');
const someTexts = (texts: Record<string, string>) => Object.keys(texts).length <= 100;

/** Names by locale: at least one, each a short plain text. */
export const BuilderNames = z
  .record(LocaleKey, ShortText(300))
  .transform((names) => Object.fromEntries(Object.entries(names).filter(([, v]) => v !== '')))
  .refine((names) => Object.keys(names).length > 0, 'At least one name')
  .refine(someTexts, 'Too many languages');
/** Longer help texts by locale (a description field's paragraph): line breaks allowed, no other control characters. */
export const BuilderHelp = z
  .record(
    LocaleKey,
    z
      .string()
      .trim()
      .max(4000)
      .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'Control characters are not allowed'),
  )
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== '')))
  .refine(someTexts, 'Too many languages');

const Bound = z.number().finite().min(-BOUND).max(BOUND).nullable();

export const BuilderOption = z.strictObject({
  /** A stored option to keep (answers name it by id); absent for a new one. */
  id: DbId.optional(),
  names: BuilderNames,
});
export type BuilderOption = z.infer<typeof BuilderOption>;

export const BuilderField = z
  .strictObject({
    /** A stored field to keep (answers name it by id); absent for a new one. */
    id: DbId.optional(),
    type: z.enum(BUILDER_FIELD_TYPES),
    names: BuilderNames,
    /** The help shown beside the field; a description field's text. */
    help: BuilderHelp.default({}),
    required: z.boolean().default(false),
    min: Bound.default(null),
    max: Bound.default(null),
    allow_custom_options: z.boolean().default(false),
    options: z.array(BuilderOption).max(FIELD_OPTIONS_MAX).default([]),
  })
  .superRefine((field, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (field.min !== null && field.max !== null && field.min > field.max)
      issue('max', 'The maximum must not be below the minimum');
    const bounded = BOUNDED_FIELD_TYPES.includes(field.type);
    if (!bounded && (field.min !== null || field.max !== null))
      issue('min', 'Only numbers and countries have bounds');
    if (field.type === 'countries')
      for (const key of ['min', 'max'] as const)
        if (field[key] !== null && (!Number.isInteger(field[key]) || field[key]! < 0))
          issue(key, 'A count of countries is a whole number, 0 or more');
    const choices = OPTION_FIELD_TYPES.includes(field.type);
    if (choices && field.options.length === 0) issue('options', 'A choice needs at least one option');
    if (!choices && field.options.length > 0) issue('options', 'Only choices have options');
    if (field.allow_custom_options && field.type !== 'multi_select')
      issue('allow_custom_options', 'Only a multiple choice takes values people type');
    for (const locale of Object.keys(field.help))
      if (!(locale in field.names))
        ctx.addIssue({
          code: 'custom',
          path: ['names', locale],
          message: 'Name the field in this language too',
        });
    if (field.required && STATIC_FIELD_TYPES.includes(field.type))
      issue('required', 'A title or description has nothing to answer');
  });
export type BuilderField = z.infer<typeof BuilderField>;
export type BuilderFieldInput = z.input<typeof BuilderField>;

/** A date (opens at local midnight / closes at the day's end) or a date-time, or none. */
const WindowBound = z
  .string()
  .trim()
  .max(40)
  .refine((text) => isIsoDateTime(text), 'A date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:mm')
  .nullable();

/** Who the form is for: nobody named means everybody; named people and groups' members only otherwise. */
export const BuilderAudience = z.strictObject({
  users: z.array(DbId).max(5000).default([]),
  groups: z.array(DbId).max(500).default([]),
});

export const BuilderForm = z
  .strictObject({
    names: BuilderNames,
    category_id: DbId.nullable().default(null),
    /** An inactive form is neither listed nor answered. */
    active: z.boolean().default(true),
    allow_logging: z.boolean().default(false),
    required_before_continuing: z.boolean().default(false),
    /** null: the spec's third state (not hidden, not explicitly kept in view either). */
    hidden_after_completion: z.boolean().nullable().default(null),
    /** Week offsets from the start: "0,2,4"; null: not recurring. */
    recurring: z
      .string()
      .trim()
      .regex(/^\d{1,3}( *, *\d{1,3}){0,51}$/, 'Week offsets such as 0,2,4')
      .nullable()
      .default(null),
    start_date: WindowBound.default(null),
    stop_date: WindowBound.default(null),
    fields: z.array(BuilderField).max(FORM_FIELDS_MAX),
    audience: BuilderAudience.default({ users: [], groups: [] }),
  })
  .superRefine((form, ctx) => {
    // Bare dates compare as the day's start; the window may be a single day.
    if (form.start_date && form.stop_date && form.start_date.slice(0, 10) > form.stop_date.slice(0, 10))
      ctx.addIssue({
        code: 'custom',
        path: ['stop_date'],
        message: 'The window must not end before it starts',
      });
    const fieldIds = form.fields.flatMap((f) => (f.id ? [f.id] : []));
    if (new Set(fieldIds).size !== fieldIds.length)
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'A field is named twice' });
  })
  .transform((form) => ({
    ...form,
    recurring: form.recurring?.replace(/ /g, '') ?? null,
    audience: { users: [...new Set(form.audience.users)], groups: [...new Set(form.audience.groups)] },
  }));
export type BuilderForm = z.infer<typeof BuilderForm>;
export type BuilderFormInput = z.input<typeof BuilderForm>;
