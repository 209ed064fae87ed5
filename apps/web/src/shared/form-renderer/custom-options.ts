import type { FormField } from '@vitrine/contract';

/** Whether a multi_select lets the user add values of their own (spec 2 "Input types"). */
export function allowsCustomOptions(field: Pick<FormField, 'allow_custom_options'>): boolean {
  return field.allow_custom_options === true;
}
