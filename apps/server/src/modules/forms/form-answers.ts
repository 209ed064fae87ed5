import {
  Email,
  FORM_TEXT_MAX,
  findUnstorableText,
  isIsoDateTime,
  type ErrorCode,
  type ErrorParams,
} from '@vitrine/contract';
import { badRequest } from '../../lib/errors.ts';
import type { RawAnswer, RawFile } from './form-parts.ts';

/** How the server reads a field's answer; the web app draws the same kinds (any other type is text). */
export type AnswerKind =
  | 'single_select'
  | 'multi_select'
  | 'countries'
  | 'file'
  | 'number'
  | 'bool'
  | 'static'
  | 'date'
  | 'time'
  | 'datetime'
  | 'email'
  | 'text';

const KINDS: Record<string, AnswerKind> = {
  single_select: 'single_select',
  multi_select: 'multi_select',
  countries: 'countries',
  upload: 'file',
  file: 'file',
  number: 'number',
  bool: 'bool',
  description: 'static',
  title: 'static',
  date: 'date',
  time: 'time',
  datetime: 'datetime',
  email: 'email',
};

export const answerKind = (fieldType: string): AnswerKind => KINDS[fieldType.trim().toLowerCase()] ?? 'text';

/** What the rules need to know of a field. */
export interface AnswerField {
  id: number;
  name: string;
  field_type: string;
  is_required: boolean;
  min: number | null;
  max: number | null;
  allow_custom_options: boolean;
  optionIds: number[];
}

/** A checked answer: a text, a JSON value, or files still to be checked by their bytes. */
export type CheckedAnswer =
  | { fieldId: number; text: string }
  | { fieldId: number; json: unknown }
  | { fieldId: number; files: RawFile[] };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const BOOLS: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  on: true,
  false: false,
  '0': false,
  no: false,
  off: false,
};
const CUSTOM_MAX = 200;
// Control characters other than tab and line breaks have no place in a typed answer.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A list answer's values: repeated parts, or one part holding a JSON array. */
function listValues(values: string[]): string[] {
  return values.flatMap((value) => {
    const text = value.trim();
    if (!text.startsWith('[')) return [text];
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed) && parsed.every((v) => typeof v === 'string' || typeof v === 'number'))
        return parsed.map((v) => String(v).trim());
    } catch {
      // Not JSON: a custom text that happens to start with a bracket.
    }
    return [text];
  });
}

/**
 * Checks a result's answers against the form's fields (spec 5): every name a field of this form,
 * required fields filled, one value where one is expected, numbers within min/max, options of the
 * field's own (custom texts only where allowed), known country codes (as many as min/max allow),
 * real dates and times, text
 * without NUL or other control characters. Empty optional answers are left out. The first problem
 * is a 400 naming the field; files are checked by their bytes afterwards (form-files.ts).
 */
export function checkAnswers(
  fields: AnswerField[],
  raw: Map<string, RawAnswer>,
  countries: ReadonlySet<string>,
): CheckedAnswer[] {
  const byId = new Map(fields.map((f) => [String(f.id), f]));
  for (const name of raw.keys()) {
    if (!byId.has(name))
      throw badRequest(
        /^\d{1,10}$/.test(name) ? `The form has no field ${name}` : 'Answers are named by field id',
        /^\d{1,10}$/.test(name) ? name : undefined,
        'unknown_field',
      );
  }
  const checked: CheckedAnswer[] = [];
  for (const field of fields) {
    const answer = check(field, raw.get(String(field.id)) ?? { values: [], files: [] }, countries);
    if (answer) checked.push(answer);
  }
  return checked;
}

function check(field: AnswerField, raw: RawAnswer, countries: ReadonlySet<string>): CheckedAnswer | null {
  const kind = answerKind(field.field_type);
  const id = String(field.id);
  const fail = (message: string, code: ErrorCode, params?: ErrorParams) =>
    badRequest(`${field.name}: ${message}`, id, code, params && { params });
  if (raw.values.some((v) => findUnstorableText(v) !== undefined))
    throw fail('NUL characters and unpaired surrogates are not allowed', 'invalid_text');
  if (kind === 'file') {
    if (raw.values.some((v) => v.trim() !== '')) throw fail('attach files to this field', 'invalid_answer');
    if (!raw.files.length) {
      if (field.is_required) throw fail('required', 'required');
      return null;
    }
    return { fieldId: field.id, files: raw.files };
  }
  if (raw.files.length) throw fail('this field takes no file', 'invalid_answer');

  const values = kind === 'multi_select' || kind === 'countries' ? listValues(raw.values) : raw.values;
  const filled = values.filter((v) => v.trim() !== '');
  if (kind === 'static') {
    if (filled.length) throw fail('this field takes no answer', 'invalid_answer');
    return null;
  }
  if (!filled.length) {
    if (field.is_required) throw fail('required', 'required');
    return null;
  }
  if (kind !== 'multi_select' && kind !== 'countries' && filled.length > 1)
    throw fail('only one value is allowed', 'too_many_values');
  const value = filled[0];
  const text = value.trim();

  switch (kind) {
    case 'number': {
      const n = Number(text);
      if (!NUMBER.test(text) || !Number.isFinite(n)) throw fail('not a number', 'invalid_number');
      if (field.min !== null && n < field.min) throw fail(`must be at least ${field.min}`, 'out_of_range');
      if (field.max !== null && n > field.max) throw fail(`must be at most ${field.max}`, 'out_of_range');
      return { fieldId: field.id, json: n };
    }
    case 'bool': {
      const b = BOOLS[text.toLowerCase()];
      if (b === undefined) throw fail('answer yes or no', 'invalid_answer');
      return { fieldId: field.id, json: b };
    }
    case 'single_select': {
      if (!/^\d{1,10}$/.test(text) || !field.optionIds.includes(Number(text)))
        throw fail('choose one of its options', 'invalid_option');
      return { fieldId: field.id, json: { options: [Number(text)], custom: [] } };
    }
    case 'multi_select': {
      const options = new Set<number>();
      const custom = new Set<string>();
      for (const v of filled.map((x) => x.trim())) {
        if (/^\d{1,10}$/.test(v) && field.optionIds.includes(Number(v))) options.add(Number(v));
        else if (!field.allow_custom_options) throw fail('choose among its options', 'invalid_option');
        else if (v.length > CUSTOM_MAX || CONTROL.test(v))
          throw fail(`a custom value is at most ${CUSTOM_MAX} characters of plain text`, 'invalid_option');
        else custom.add(v);
      }
      return { fieldId: field.id, json: { options: [...options], custom: [...custom] } };
    }
    case 'countries': {
      const codes = new Set<string>();
      for (const v of filled) {
        const code = v.trim().toUpperCase();
        if (!countries.has(code)) throw fail('not a known country code', 'invalid_country');
        codes.add(code);
      }
      // A countries field's min and max count the countries (max 1: one country).
      if (field.max !== null && codes.size > field.max)
        throw badRequest(`${field.name}: at most ${field.max} countries`, id, 'validation_error', {
          kind: 'too_many',
          params: { max: field.max },
        });
      if (field.min !== null && codes.size < field.min)
        throw badRequest(`${field.name}: at least ${field.min} countries`, id, 'validation_error', {
          kind: 'too_few',
          params: { min: field.min },
        });
      return { fieldId: field.id, json: [...codes] };
    }
    case 'date':
      if (!DATE.test(text) || !isIsoDateTime(text))
        throw fail('not a real date (YYYY-MM-DD)', 'invalid_date');
      return { fieldId: field.id, text };
    case 'time':
      if (!TIME.test(text)) throw fail('not a real time (HH:mm, 24-hour)', 'invalid_date');
      return { fieldId: field.id, text };
    case 'datetime':
      if (!DATE_TIME.test(text) || !isIsoDateTime(text))
        throw fail('not a real date and time (YYYY-MM-DDTHH:mm)', 'invalid_date');
      return { fieldId: field.id, text };
    case 'email':
      if (!Email.safeParse(text).success) throw fail('not an e-mail address', 'invalid_email');
      return { fieldId: field.id, text: Email.parse(text) };
    default:
      if (value.length > FORM_TEXT_MAX)
        throw fail(`at most ${FORM_TEXT_MAX} characters`, 'too_long', { max: FORM_TEXT_MAX });
      if (CONTROL.test(value)) throw fail('control characters are not allowed', 'invalid_text');
      return { fieldId: field.id, text: value };
  }
}
