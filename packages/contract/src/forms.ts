import { z } from 'zod';

export const FormFieldType = z.string();
export const FormField = z.object({
  id: z.number().int(),
  name: z.string(),
  field_type: FormFieldType,
  options: z.array(z.object({ id: z.number().int(), name: z.string() })),
  is_required: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  order: z.number().int(),
  tooltip: z.string().nullable(),
  media: z.object({ url: z.string() }).nullable(),
});
export type FormField = z.infer<typeof FormField>;

export const Form = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
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

export const FormLogRequest = z.strictObject({
  description: z.string().trim().min(1, 'Required').max(10_000),
});
export const FormResultAnswer = z.object({ id: z.number().int(), message: z.string() });
