import { z } from 'zod';
import { BuilderNames } from './console-forms.ts';

/** The operator console's forms builder: forms as it reads them, and form categories. */

const Ref = z.object({ id: z.number().int(), name: z.string() });

/** A form as the console lists it. */
export const ConsoleFormRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  category: Ref.nullable(),
  active: z.boolean(),
  required_before_continuing: z.boolean(),
  recurring: z.string().nullable(),
  start_date: z.string().nullable(),
  stop_date: z.string().nullable(),
  fields: z.number().int(),
  /** People and groups it is assigned to (0: everybody). */
  assignments: z.number().int(),
  results: z.number().int(),
});
export type ConsoleFormRow = z.infer<typeof ConsoleFormRow>;
export const ConsoleFormList = z.array(ConsoleFormRow);

/** One form as the builder edits it: every language's texts, ids to keep. */
export const ConsoleFormDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  names: z.record(z.string(), z.string()),
  category_id: z.number().int().nullable(),
  active: z.boolean(),
  allow_logging: z.boolean(),
  required_before_continuing: z.boolean(),
  hidden_after_completion: z.boolean().nullable(),
  recurring: z.string().nullable(),
  start_date: z.string().nullable(),
  stop_date: z.string().nullable(),
  fields: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      names: z.record(z.string(), z.string()),
      help: z.record(z.string(), z.string()),
      required: z.boolean(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      allow_custom_options: z.boolean(),
      options: z.array(z.object({ id: z.number().int(), names: z.record(z.string(), z.string()) })),
      /** Answers name this field: removing it keeps it for them. */
      answered: z.boolean(),
    }),
  ),
  audience: z.object({
    users: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
    groups: z.array(Ref),
  }),
  results: z.number().int(),
});
export type ConsoleFormDetail = z.infer<typeof ConsoleFormDetail>;

/** A form category with its names by locale. */
export const ConsoleFormCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  position: z.number().int(),
  forms: z.number().int(),
});
export type ConsoleFormCategory = z.infer<typeof ConsoleFormCategory>;
export const ConsoleFormCategoryList = z.array(ConsoleFormCategory);
export const ConsoleFormCategoryWrite = z.strictObject({
  names: BuilderNames,
  position: z.number().int().min(0).max(10_000).default(0),
});
export type ConsoleFormCategoryWrite = z.infer<typeof ConsoleFormCategoryWrite>;
