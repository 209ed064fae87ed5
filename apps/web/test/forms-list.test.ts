import { describe, expect, it } from 'vitest';
import type { Form } from '@vitrine/contract';
import { formCategories, formRows, parseFormId } from '../src/features/forms/lib/form-list';

const NOW = Date.UTC(2026, 5, 10, 12);

function form(id: number, extra: Partial<Form> = {}): Form {
  return {
    id,
    name: `Form ${id}`,
    category: null,
    fields: [],
    allow_logging: false,
    required_before_continuing: false,
    hidden_after_completion: null,
    recurring: null,
    start_date: null,
    stop_date: null,
    last_result_date: null,
    ...extra,
  };
}

describe('the forms table', () => {
  it('lists viewable forms with their status, linking only the available ones', () => {
    const rows = formRows(
      [
        form(1, { required_before_continuing: true }),
        form(2, { last_result_date: '2026-06-01T10:00:00Z', hidden_after_completion: false }),
        form(3),
        // Answered and hidden after completion: not viewable.
        form(4, { last_result_date: '2026-06-01T10:00:00Z', hidden_after_completion: true }),
        // Closed window, kept in view: listed, not linked.
        form(5, { stop_date: '2026-01-31', hidden_after_completion: false }),
        form(6, { stop_date: '2026-01-31' }),
      ],
      NOW,
      'Europe/Amsterdam',
    );
    expect(rows.map((r) => [r.form.id, r.status, r.available])).toEqual([
      [1, 'required', true],
      [2, 'answered', true],
      [3, 'optional', true],
      [5, 'optional', false],
    ]);
  });

  it('offers each category of the forms once, in the order of the forms', () => {
    const categories = formCategories([
      form(1, { category: { id: 2, name: 'Safety' } }),
      form(2, { category: { id: 1, name: 'Quality' } }),
      form(3, { category: { id: 2, name: 'Safety' } }),
      form(4),
    ]);
    expect(categories).toEqual([
      { id: 2, name: 'Safety' },
      { id: 1, name: 'Quality' },
    ]);
  });

  it('reads ids of addresses strictly', () => {
    expect(parseFormId('12')).toBe(12);
    expect(parseFormId('0')).toBeNull();
    expect(parseFormId('1e3')).toBeNull();
    expect(parseFormId(undefined)).toBeNull();
    expect(parseFormId('99999999999')).toBeNull();
  });
});
