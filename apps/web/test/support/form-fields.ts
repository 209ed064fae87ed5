import type { FormField } from '@vitrine/contract';
import { buildFormSchema, emptyValues } from '../../src/shared/form-renderer/form-schema';

/** A form field as the server answers it: optional, unbounded, without tooltip or media. */
export function formField(id: number, field_type: string, extra: Partial<FormField> = {}): FormField {
  return {
    id,
    name: `Field ${id}`,
    field_type,
    options: [],
    is_required: false,
    min: null,
    max: null,
    order: id,
    tooltip: null,
    media: null,
    ...extra,
  };
}

/** The messages a form's schema gives for these values, by field name ({} when they are accepted). */
export function formErrors(fields: FormField[], values: Record<string, unknown>): Record<string, string> {
  const result = buildFormSchema(fields).safeParse({ ...emptyValues(fields), ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}
