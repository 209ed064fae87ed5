import { FORM_FILE_MAX_BYTES, FORM_FILE_TYPES, FORM_TEXT_MAX, type FormField } from '@vitrine/contract';
import { z } from 'zod';
import { allowsCustomOptions } from './custom-options';
import { fieldKind, fieldName, isStaticField, takesSeveralCountries } from './field-kinds';
import { parseNumberText } from './number-clamp';

/** What one input holds while the form is filled in. */
export type FieldValue = string | number | boolean | null | File | (number | string)[];
export type FormValues = Record<string, FieldValue>;

/** Error messages of the built schema; the form turns them into translated texts. */
export const SCHEMA_MESSAGES = {
  required: 'Required',
  number: 'number',
  min: 'min',
  max: 'max',
  format: 'format',
  email: 'email',
  option: 'option',
  fileSize: 'file_size',
  fileType: 'file_type',
  tooFew: 'too_few',
  tooMany: 'too_many',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const CUSTOM_TEXT_MAX = 200;

/** Text of a pattern: empty is allowed unless required. */
function patternText(required: boolean, pattern: RegExp) {
  return z
    .string()
    .trim()
    .refine((text) => !required || text !== '', SCHEMA_MESSAGES.required)
    .refine((text) => text === '' || pattern.test(text), SCHEMA_MESSAGES.format);
}

function plainText(required: boolean, max: number) {
  const text = z.string().trim().max(max);
  return required ? text.min(1, SCHEMA_MESSAGES.required) : text;
}

function numberText(field: FormField) {
  return z
    .string()
    .refine((text) => !field.is_required || text.trim() !== '', SCHEMA_MESSAGES.required)
    .refine((text) => text.trim() === '' || parseNumberText(text) !== null, SCHEMA_MESSAGES.number)
    .refine((text) => {
      const value = parseNumberText(text);
      return value === null || field.min === null || value >= field.min;
    }, SCHEMA_MESSAGES.min)
    .refine((text) => {
      const value = parseNumberText(text);
      return value === null || field.max === null || value <= field.max;
    }, SCHEMA_MESSAGES.max);
}

/** One option of the field, by id. */
function singleSelect(field: FormField) {
  const ids = new Set(field.options.map((o) => o.id));
  const option = z
    .number()
    .int()
    .refine((id) => ids.has(id), SCHEMA_MESSAGES.option);
  return field.is_required ? z.number({ error: SCHEMA_MESSAGES.required }).pipe(option) : option.nullable();
}

/** Option ids, plus texts of the user's own when the field allows them. */
function multiSelect(field: FormField) {
  const ids = new Set(field.options.map((o) => o.id));
  const option = z
    .number()
    .int()
    .refine((id) => ids.has(id), SCHEMA_MESSAGES.option);
  const entry = allowsCustomOptions(field)
    ? z.union([option, z.string().trim().min(1).max(CUSTOM_TEXT_MAX)])
    : option;
  const list = z
    .array(entry)
    .refine((values) => new Set(values).size === values.length, SCHEMA_MESSAGES.option);
  return field.is_required ? list.refine((values) => values.length > 0, SCHEMA_MESSAGES.required) : list;
}

/** Alpha codes of a countries field that takes several: required means one, min and max count them. */
function countryList(field: FormField) {
  const { min, max } = field;
  return z
    .array(z.string().regex(/^[A-Z]{2}$/, SCHEMA_MESSAGES.option))
    .refine((codes) => new Set(codes).size === codes.length, SCHEMA_MESSAGES.option)
    .refine((codes) => !field.is_required || codes.length > 0, SCHEMA_MESSAGES.required)
    .refine((codes) => min === null || codes.length === 0 || codes.length >= min, SCHEMA_MESSAGES.tooFew)
    .refine((codes) => max === null || codes.length <= max, SCHEMA_MESSAGES.tooMany);
}

/** Whether a chosen file is one of the types forms take, by its type or else its extension. */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type in FORM_FILE_TYPES) return true;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return Object.values(FORM_FILE_TYPES).some((extensions) => extensions.includes(extension));
}

function fileValue(required: boolean) {
  const file = z
    .custom<File>((v) => v instanceof File, SCHEMA_MESSAGES.required)
    .refine((f) => f.size <= FORM_FILE_MAX_BYTES, SCHEMA_MESSAGES.fileSize)
    .refine(isAcceptedFile, SCHEMA_MESSAGES.fileType);
  return required ? file : file.nullable();
}

function boolValue(required: boolean) {
  return required ? z.boolean({ error: SCHEMA_MESSAGES.required }) : z.boolean().nullable();
}

/** The schema of one input, or null for static text. */
export function fieldSchema(field: FormField): z.ZodType | null {
  const required = field.is_required;
  switch (fieldKind(field)) {
    case 'description':
    case 'title':
      return null;
    case 'single_select':
      return singleSelect(field);
    case 'multi_select':
      return multiSelect(field);
    case 'countries':
      return takesSeveralCountries(field) ? countryList(field) : plainText(required, 8);
    case 'file':
      return fileValue(required);
    case 'number':
      return numberText(field);
    case 'bool':
      return boolValue(required);
    case 'date':
      return patternText(required, DATE);
    case 'time':
      return patternText(required, TIME);
    case 'datetime':
      return patternText(required, DATETIME);
    case 'email':
      return plainText(required, FORM_TEXT_MAX).refine(
        (text) => text === '' || z.email().safeParse(text).success,
        SCHEMA_MESSAGES.email,
      );
    case 'password':
      return required
        ? z.string().min(1, SCHEMA_MESSAGES.required).max(FORM_TEXT_MAX)
        : z.string().max(FORM_TEXT_MAX);
    case 'text':
      return plainText(required, FORM_TEXT_MAX);
    default:
      return plainText(required, FORM_TEXT_MAX);
  }
}

/** The form's schema (spec 5): required fields, number bounds, one or several options. */
export function buildFormSchema(fields: readonly FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = fieldSchema(field);
    if (schema) shape[fieldName(field)] = schema;
  }
  return z.object(shape);
}

/** The empty value of each input. */
export function emptyValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (isStaticField(field)) continue;
    const kind = fieldKind(field);
    values[fieldName(field)] =
      kind === 'multi_select' || takesSeveralCountries(field)
        ? []
        : kind === 'single_select' || kind === 'bool' || kind === 'file'
          ? null
          : '';
  }
  return values;
}
