import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../../lib/errors.ts';
import type { AttributeIndex } from '../attributes/index.ts';
import type { CategoryIndex } from '../categories/index.ts';

/** A product list query reduced to SQL conditions, one per attribute so facets can leave their own out. */
export interface ProductConditions {
  /** Conditions that always apply (visibility, category, ids, parent, search). */
  base: RawBuilder<unknown>[];
  /** Attribute conditions by attribute code. */
  byAttribute: Map<string, RawBuilder<unknown>>;
  /** True when only the default visibility rule applies (the whole catalogue). */
  unfiltered: boolean;
  /** Whether hidden products (variants, archived) may be returned: id and parent lookups. */
  direct: boolean;
  /** The category filtered on, when it is the only filter besides visibility (precomputed counts apply). */
  onlyCategory: number | null;
  /** Some attribute condition reads `p.attrs` (numbers, dates, text). */
  readsAttrs: boolean;
}

const SELECT_TYPES = new Set(['single_select', 'multi_select', 'bool']);
const NUMBER_TYPES = new Set(['number', 'float']);
const RESERVED = new Set(['category_code', 'id', 'parent', 'search']);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const toInt = (value: unknown, field: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647)
    throw badRequest(`filters.${field} must be a product id`, `filters.${field}`);
  return n;
};

function numberRange(code: string, value: unknown): RawBuilder<unknown> {
  const range: Record<string, unknown> = Array.isArray(value)
    ? { min: value[0], max: value[1] }
    : typeof value === 'object' && value
      ? (value as Record<string, unknown>)
      : { min: value, max: value };
  const parse = (v: unknown, bound: string) => {
    if (v === undefined || v === null || v === '') return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || Math.abs(n) > 1e12)
      throw badRequest(`filters.${code}.${bound} must be a number`, `filters.${code}`);
    return n;
  };
  const min = parse(range.min ?? range.from, 'min');
  const max = parse(range.max ?? range.to, 'max');
  if (min === undefined && max === undefined)
    throw badRequest(`filters.${code} needs a min or max`, `filters.${code}`);
  const value_ = sql`(p.attrs->>${code})::numeric`;
  const parts = [sql`jsonb_typeof(p.attrs->${code}) = 'number'`];
  if (min !== undefined) parts.push(sql`${value_} >= ${min}`);
  if (max !== undefined) parts.push(sql`${value_} <= ${max}`);
  return sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * Turns the `filters` JSON into conditions on `p` (product). Category and option filters become
 * array conditions on `p.filter_keys`, served by its GIN index.
 */
export function buildConditions(
  filters: Record<string, unknown>,
  attributes: AttributeIndex,
  categories: CategoryIndex,
): ProductConditions {
  let categoryId: number | null = null;
  let readsAttrs = false;
  const base: RawBuilder<unknown>[] = [];
  const byAttribute = new Map<string, RawBuilder<unknown>>();
  const direct = filters.id !== undefined || filters.parent !== undefined;
  if (!direct) base.push(sql`p.status and not p.archived and p.parent_id is null`);

  if (filters.category_code !== undefined && filters.category_code !== null && filters.category_code !== '') {
    const category = categories.byCode.get(String(filters.category_code));
    // An unknown category simply matches nothing, as an emptied category would.
    base.push(category ? sql`p.filter_keys @> ${sql.val([-category.id])}::int[]` : sql`false`);
    categoryId = category?.id ?? -1;
  }
  if (filters.id !== undefined)
    base.push(sql`p.id = any(${sql.val(asList(filters.id).map((v) => toInt(v, 'id')))}::int[])`);
  if (filters.parent !== undefined) base.push(sql`p.parent_id = ${toInt(filters.parent, 'parent')}`);

  for (const [code, raw] of Object.entries(filters)) {
    if (
      RESERVED.has(code) ||
      raw === undefined ||
      raw === null ||
      raw === '' ||
      (Array.isArray(raw) && raw.length === 0)
    )
      continue;
    const attribute = attributes.byCode.get(code);
    if (!attribute)
      throw badRequest(`Unknown filter attribute: ${code}`, `filters.${code}`, 'unknown_attribute');
    if (SELECT_TYPES.has(attribute.type)) {
      const ids = asList(raw).map((value) => {
        const id = attributes.optionId.get(`${code}:${String(value)}`);
        if (id === undefined)
          throw badRequest(
            `Unknown value for ${code}: ${String(value).slice(0, 50)}`,
            `filters.${code}`,
            'unknown_option',
          );
        return id;
      });
      byAttribute.set(code, sql`p.filter_keys && ${sql.val(ids)}::int[]`);
    } else if (NUMBER_TYPES.has(attribute.type)) {
      readsAttrs = true;
      byAttribute.set(code, numberRange(code, raw));
    } else if (attribute.type === 'date') {
      readsAttrs = true;
      byAttribute.set(
        code,
        sql`p.attrs->>${code} between ${String((raw as { from?: string }).from ?? '0000')} and ${String((raw as { to?: string }).to ?? '9999')}`,
      );
    } else {
      readsAttrs = true;
      const text = String(raw).slice(0, 200);
      byAttribute.set(code, sql`p.attrs->>${code} = ${text}`);
    }
  }
  const unfiltered = base.length === 1 && byAttribute.size === 0 && !direct;
  const onlyCategory =
    !direct && base.length === 2 && byAttribute.size === 0 && categoryId !== null && categoryId > 0
      ? categoryId
      : null;
  return { base, byAttribute, unfiltered, direct, onlyCategory, readsAttrs };
}
