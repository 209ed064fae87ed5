import { describe, expect, it } from 'vitest';
import { fieldKind, fieldName, orderedFields } from '../src/shared/form-renderer/field-kinds';
import { buildFormSchema, emptyValues, isAcceptedFile } from '../src/shared/form-renderer/form-schema';
import { toResultBody } from '../src/shared/form-renderer/form-payload';
import { clampNumberText, parseNumberText } from '../src/shared/form-renderer/number-clamp';
import { formErrors, formField } from './support/form-fields';

const field = formField;

const options = [
  { id: 1, name: 'Red' },
  { id: 2, name: 'Green' },
  { id: 3, name: 'Blue' },
];

/** The messages of a failed parse by input name, or {} when it passes. */
const errors = formErrors;

describe('the schema built from a form’s fields', () => {
  it('checks an e-mail field as an address, empty allowed unless required', () => {
    const mail = [field(1, 'email'), field(2, 'Email', { is_required: true })];
    expect(fieldKind(mail[1])).toBe('email');
    expect(errors(mail, { f1: 'not-an-email', f2: 'me@example.com' })).toEqual({ f1: 'email' });
    expect(errors(mail, { f1: '', f2: '' })).toEqual({ f2: 'Required' });
    expect(errors(mail, { f1: ' me@example.com ', f2: 'a@b.example' })).toEqual({});
  });
  it('requires required fields of every kind and lets optional ones stay empty', () => {
    const kinds = ['string', 'text', 'number', 'date', 'time', 'datetime', 'password', 'countries'];
    const required = kinds.map((type, i) => field(i + 1, type, { is_required: true }));
    const select = field(20, 'single_select', { is_required: true, options });
    const multi = field(21, 'multi_select', { is_required: true, options });
    const bool = field(22, 'bool', { is_required: true });
    const file = field(23, 'upload', { is_required: true });
    const all = [...required, select, multi, bool, file];
    expect(Object.values(errors(all, {}))).toEqual(all.map(() => 'Required'));
    const optional = all.map((f) => ({ ...f, is_required: false }));
    expect(errors(optional, {})).toEqual({});
  });

  it('treats whitespace as empty text', () => {
    expect(errors([field(1, 'string', { is_required: true })], { f1: '   ' })).toEqual({ f1: 'Required' });
  });

  it('leaves title and description out: nothing to fill in', () => {
    const fields = [field(1, 'title'), field(2, 'description', { is_required: true })];
    expect(Object.keys(buildFormSchema(fields).shape)).toEqual([]);
    expect(emptyValues(fields)).toEqual({});
  });

  it('keeps numbers inside min and max', () => {
    const bounded = [field(1, 'number', { min: 1, max: 10 })];
    expect(errors(bounded, { f1: '5' })).toEqual({});
    expect(errors(bounded, { f1: '0' })).toEqual({ f1: 'min' });
    expect(errors(bounded, { f1: '11' })).toEqual({ f1: 'max' });
    expect(errors(bounded, { f1: 'abc' })).toEqual({ f1: 'number' });
    expect(errors(bounded, { f1: '2,5' })).toEqual({});
    expect(errors([field(1, 'number', { min: 0 })], { f1: '1e6' })).toEqual({});
  });

  it('takes one option of a single_select, and only one of its own', () => {
    const fields = [field(1, 'single_select', { options, is_required: true })];
    expect(errors(fields, { f1: 2 })).toEqual({});
    expect(errors(fields, { f1: 9 })).toEqual({ f1: 'option' });
    expect(errors(fields, { f1: [1, 2] })).toHaveProperty('f1');
  });

  it('takes several options of a multi_select, each once', () => {
    const fields = [field(1, 'multi_select', { options })];
    expect(errors(fields, { f1: [1, 3] })).toEqual({});
    expect(errors(fields, { f1: [1, 1] })).toEqual({ f1: 'option' });
    expect(errors(fields, { f1: [7] })).toHaveProperty('f1');
  });

  it('takes texts of the user’s own only when the field allows custom options', () => {
    const closed = [field(1, 'multi_select', { options, is_required: true })];
    const open = [field(1, 'multi_select', { options, is_required: true, allow_custom_options: true })];
    expect(errors(closed, { f1: ['Purple'] })).toHaveProperty('f1');
    expect(errors(open, { f1: [1, 'Purple'] })).toEqual({});
    expect(errors(open, { f1: ['Purple'] })).toEqual({});
    expect(errors(open, { f1: ['  '] })).toHaveProperty('f1');
    expect(errors(open, { f1: [] })).toEqual({ f1: 'Required' });
  });

  it('reads dates, times and 24-hour date-times', () => {
    const fields = [field(1, 'date'), field(2, 'time'), field(3, 'datetime')];
    expect(errors(fields, { f1: '2026-03-01', f2: '23:45', f3: '2026-03-01T18:30' })).toEqual({});
    expect(errors(fields, { f1: '01/03/2026', f2: '7 pm', f3: '2026-03-01 25:00' })).toEqual({
      f1: 'format',
      f2: 'format',
      f3: 'format',
    });
  });

  it('takes yes or no for a bool, and pictures or PDF files up to 10 MiB', () => {
    expect(errors([field(1, 'bool', { is_required: true })], { f1: false })).toEqual({});
    const pdf = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const upload = [field(1, 'file', { is_required: true })];
    expect(errors(upload, { f1: pdf })).toEqual({});
    expect(errors(upload, { f1: text })).toEqual({ f1: 'file_type' });
    expect(errors(upload, { f1: huge })).toEqual({ f1: 'file_size' });
    expect(isAcceptedFile({ name: 'photo.JPG', type: '' })).toBe(true);
  });
});

describe('number clamping', () => {
  it('clamps to min and max when set, and leaves other text alone', () => {
    expect(clampNumberText('15', 1, 10)).toBe('10');
    expect(clampNumberText('-3', 1, 10)).toBe('1');
    expect(clampNumberText('7', 1, 10)).toBe('7');
    expect(clampNumberText('7', null, null)).toBe('7');
    expect(clampNumberText('1000', null, 50)).toBe('50');
    expect(clampNumberText('-1000', 0, null)).toBe('0');
    expect(clampNumberText('2,5', 3, null)).toBe('3');
    expect(clampNumberText('', 1, 10)).toBe('');
    expect(clampNumberText('abc', 1, 10)).toBe('abc');
  });

  it('reads a decimal comma', () => {
    expect(parseNumberText('2,5')).toBe(2.5);
    expect(parseNumberText(' ')).toBeNull();
    expect(parseNumberText('x')).toBeNull();
  });
});

describe('fields and the sent result', () => {
  it('maps field types to inputs, any unknown type to a short text', () => {
    expect(fieldKind({ field_type: 'upload' })).toBe('file');
    expect(fieldKind({ field_type: 'datetime' })).toBe('datetime');
    expect(fieldKind({ field_type: 'colour' })).toBe('string');
  });

  it('orders fields by `order`, names inputs so they never read as array indices', () => {
    expect(
      orderedFields([field(1, 'text', { order: 2 }), field(2, 'text', { order: 1 })]).map((f) => f.id),
    ).toEqual([2, 1]);
    expect(fieldName({ id: 12 })).toBe('f12');
  });

  it('sends one part per answer by field id, repeated for multi_select, files as files', () => {
    const fields = [
      field(1, 'string'),
      field(2, 'multi_select', { options, allow_custom_options: true }),
      field(3, 'number'),
      field(4, 'bool'),
      field(5, 'upload'),
      field(6, 'title'),
      field(7, 'date'),
    ];
    const file = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    const body = toResultBody(fields, {
      f1: '  hello ',
      f2: [1, 'Purple'],
      f3: '2,5',
      f4: false,
      f5: file,
      f7: '',
    });
    expect(body.get('1')).toBe('hello');
    expect(body.getAll('2')).toEqual(['1', 'Purple']);
    expect(body.get('3')).toBe('2.5');
    expect(body.get('4')).toBe('false');
    expect((body.get('5') as File).name).toBe('plan.pdf');
    expect(body.has('6')).toBe(false);
    expect(body.has('7')).toBe(false);
  });
});
