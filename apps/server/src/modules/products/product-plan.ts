import { isIsoDateTime, NUMBER_TYPES, OPTION_TYPES } from '@vitrine/contract';
import { badRequest } from '../../lib/errors.ts';
import type { AttributeIndex } from '../attributes/index.ts';
import type { CategoryIndex } from '../categories/index.ts';

/** One attribute's filter, validated: the repository turns it into a condition. */
export type AttributeFilter =
  | { kind: 'options'; keys: number[] }
  | { kind: 'range'; min?: number; max?: number }
  | { kind: 'dates'; from: string; to: string }
  | { kind: 'text'; value: string };

/** A list request's filters as plain, validated values; one entry per attribute so facets can leave their own out. */
export interface FilterPlan {
  /** Id and parent lookups may return hidden products (variants, archived); lists never do. */
  direct: boolean;
  /** The category the products must be in; 'none' for an unknown code (it matches nothing). */
  category: number | 'none' | null;
  ids: number[] | null;
  parent: number | null;
  byAttribute: Map<string, AttributeFilter>;
  /** Categories hidden from the caller's group (with what lies below them): their products are left out. */
  hidden: readonly number[];
  /** Only the visibility rule applies (the whole catalogue): precomputed counts serve it. */
  unfiltered: boolean;
  /** The category filtered on, when it is the only filter: precomputed counts serve it. */
  onlyCategory: number | null;
  /** Some attribute filter reads a product's values (numbers, dates, text). */
  readsAttrs: boolean;
}

/** The order of a list: relevance, a column, or an attribute's value. */
export type SortPlan =
  | { by: 'relevance' }
  | { by: 'name' | 'created' | 'id' | 'sku'; dir: 'asc' | 'desc' }
  | { by: 'number' | 'value' | 'translated'; code: string; dir: 'asc' | 'desc' };

const RESERVED = new Set(['category_code', 'id', 'parent', 'search']);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
/**
 * A filter value as text, when it is one (a string, number, boolean or null); null for an object
 * or array, whose conversion would run code the request chose (a `toString` key that is no function).
 */
const plainText = (value: unknown): string | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value) ? String(value) : null;
/** A filter value as a number; NaN for anything but a number or a string. */
const plainNumber = (value: unknown): number =>
  typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
const toInt = (value: unknown, field: string): number => {
  const n = plainNumber(value);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647)
    throw badRequest(`filters.${field} must be a product id`, `filters.${field}`, 'invalid_filter');
  return n;
};

function numberRange(code: string, value: unknown): AttributeFilter {
  const range: Record<string, unknown> = Array.isArray(value)
    ? { min: value[0], max: value[1] }
    : typeof value === 'object' && value
      ? (value as Record<string, unknown>)
      : { min: value, max: value };
  const parse = (v: unknown, bound: string) => {
    if (v === undefined || v === null || v === '') return undefined;
    const n = plainNumber(v);
    if (!Number.isFinite(n) || Math.abs(n) > 1e12)
      throw badRequest(`filters.${code}.${bound} must be a number`, `filters.${code}`, 'invalid_filter');
    return n;
  };
  const min = parse(range.min ?? range.from, 'min');
  const max = parse(range.max ?? range.to, 'max');
  if (min === undefined && max === undefined)
    throw badRequest(`filters.${code} needs a min or max`, `filters.${code}`, 'invalid_filter');
  return { kind: 'range', min, max };
}

/**
 * A date filter: `{from, to}` (or `{min, max}`, or `[from, to]`), each a real ISO date; an
 * impossible one (2023-02-30) or none at all is a 400 naming the filter, not a silent no-filter.
 */
function dateRange(code: string, value: unknown): AttributeFilter {
  const range: Record<string, unknown> = Array.isArray(value)
    ? { from: value[0], to: value[1] }
    : typeof value === 'object' && value
      ? (value as Record<string, unknown>)
      : { from: value, to: value };
  const parse = (v: unknown, bound: string) => {
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' || !isIsoDateTime(v))
      throw badRequest(
        `filters.${code}.${bound} must be a date (YYYY-MM-DD)`,
        `filters.${code}`,
        'invalid_filter',
      );
    return v;
  };
  const from = parse(range.from ?? range.min, 'from');
  const to = parse(range.to ?? range.max, 'to');
  if (from === undefined && to === undefined)
    throw badRequest(`filters.${code} needs a from or to date`, `filters.${code}`, 'invalid_filter');
  return { kind: 'dates', from: from ?? '0000', to: to ?? '9999' };
}

function attributeFilter(code: string, raw: unknown, attributes: AttributeIndex): AttributeFilter {
  const attribute = attributes.byCode.get(code);
  if (!attribute)
    throw badRequest(`Unknown filter attribute: ${code}`, `filters.${code}`, 'unknown_attribute');
  if (OPTION_TYPES.includes(attribute.type)) {
    const keys = asList(raw).map((value) => {
      const text = plainText(value);
      if (text === null)
        throw badRequest(`filters.${code} must be option codes`, `filters.${code}`, 'invalid_filter');
      const id = attributes.optionId.get(`${code}:${text}`);
      if (id === undefined)
        throw badRequest(
          `Unknown value for ${code}: ${text.slice(0, 50)}`,
          `filters.${code}`,
          'unknown_option',
        );
      return id;
    });
    return { kind: 'options', keys };
  }
  if (NUMBER_TYPES.includes(attribute.type)) return numberRange(code, raw);
  if (attribute.type === 'date') return dateRange(code, raw);
  // A list is read as the CSV of its items, as before (String of an array).
  const text = Array.isArray(raw)
    ? raw.every((item) => plainText(item) !== null)
      ? raw.join(',')
      : null
    : plainText(raw);
  if (text === null) throw badRequest(`filters.${code} must be a text`, `filters.${code}`, 'invalid_filter');
  return { kind: 'text', value: text.slice(0, 200) };
}

/** Validates the `filters` JSON (bad input is a 400 here) into a plan. */
export function planFilters(
  filters: Record<string, unknown>,
  attributes: AttributeIndex,
  categories: CategoryIndex,
  hidden: readonly number[],
): FilterPlan {
  const direct = filters.id !== undefined || filters.parent !== undefined;
  let category: FilterPlan['category'] = null;
  if (!isEmpty(filters.category_code)) {
    const code = plainText(filters.category_code);
    if (code === null)
      throw badRequest(
        'filters.category_code must be a category code',
        'filters.category_code',
        'invalid_filter',
      );
    category = categories.byCode.get(code)?.id ?? 'none';
  }
  const ids = filters.id === undefined ? null : asList(filters.id).map((v) => toInt(v, 'id'));
  const parent = filters.parent === undefined ? null : toInt(filters.parent, 'parent');
  const byAttribute = new Map<string, AttributeFilter>();
  for (const [code, raw] of Object.entries(filters))
    if (!RESERVED.has(code) && !isEmpty(raw)) byAttribute.set(code, attributeFilter(code, raw, attributes));
  // The precomputed counts are the whole catalogue's: a group that hides some of it counts its own.
  const onlyVisibility = !direct && byAttribute.size === 0 && hidden.length === 0;
  return {
    direct,
    category,
    ids,
    parent,
    byAttribute,
    hidden,
    unfiltered: onlyVisibility && category === null,
    onlyCategory: onlyVisibility && typeof category === 'number' ? category : null,
    readsAttrs: [...byAttribute.values()].some((f) => f.kind !== 'options'),
  };
}

/** The sort for a field: name (default), relevance (default when searching), created, id, sku or an attribute. */
export function planSort(
  order: string | undefined,
  dir: 'asc' | 'desc',
  searching: boolean,
  attributes: AttributeIndex,
): SortPlan {
  const field = order ?? (searching ? 'relevance' : 'name');
  if (field === 'relevance') {
    if (!searching) throw badRequest('Sorting by relevance needs a search', 'order', 'invalid_sort');
    return { by: 'relevance' };
  }
  if (field === 'name' || field === 'created' || field === 'id' || field === 'sku') return { by: field, dir };
  const attribute = attributes.byCode.get(field);
  if (!attribute) throw badRequest(`Unknown sort field: ${field}`, 'order', 'unknown_attribute');
  if (NUMBER_TYPES.includes(attribute.type)) return { by: 'number', code: field, dir };
  return { by: attribute.localizable ? 'translated' : 'value', code: field, dir };
}
