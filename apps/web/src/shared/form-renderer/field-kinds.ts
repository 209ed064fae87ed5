import type { FormField } from '@vitrine/contract';

/** How a field is drawn and what value it holds; spec 2 "Forms" names the types. */
export type FieldKind =
  | 'single_select'
  | 'multi_select'
  | 'countries'
  | 'file'
  | 'text'
  | 'number'
  | 'bool'
  | 'description'
  | 'title'
  | 'date'
  | 'time'
  | 'datetime'
  | 'password'
  | 'email'
  | 'string';

const KINDS: Record<string, FieldKind> = {
  single_select: 'single_select',
  multi_select: 'multi_select',
  countries: 'countries',
  upload: 'file',
  file: 'file',
  text: 'text',
  number: 'number',
  bool: 'bool',
  description: 'description',
  title: 'title',
  date: 'date',
  time: 'time',
  datetime: 'datetime',
  password: 'password',
  email: 'email',
};

/** The kind of a field; any type the spec does not name is a short text (an e-mail field one that is checked). */
export function fieldKind(field: Pick<FormField, 'field_type'>): FieldKind {
  return KINDS[field.field_type.trim().toLowerCase()] ?? 'string';
}

/** Description and title fields are static text: nothing to fill in or send. */
export function isStaticField(field: Pick<FormField, 'field_type'>): boolean {
  const kind = fieldKind(field);
  return kind === 'description' || kind === 'title';
}

/** The fields in their `order` (then by id, so equal orders stay stable). */
export function orderedFields<T extends Pick<FormField, 'order' | 'id'>>(fields: readonly T[]): T[] {
  return [...fields].sort((a, b) => a.order - b.order || a.id - b.id);
}

/**
 * The form state's name of a field: `f12`, never the bare id, since react-hook-form reads a
 * numeric path segment as an array index.
 */
export function fieldName(field: Pick<FormField, 'id'>): string {
  return `f${field.id}`;
}

/**
 * Whether a countries field takes several countries: its min and max count them, and only a max
 * of 1 keeps it to one (the answer is a list either way).
 */
export function takesSeveralCountries(field: Pick<FormField, 'field_type' | 'max'>): boolean {
  return fieldKind(field) === 'countries' && (field.max === null || field.max > 1);
}
