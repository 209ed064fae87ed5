import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../../lib/errors.ts';
import type { AttributeIndex } from '../attributes/attribute.service.ts';

/** The ORDER BY expression for a sort field; aliases p (product), tl/td (translations) and h (hits). */
export function orderExpression(
  order: string | undefined,
  direction: 'asc' | 'desc',
  options: { searching: boolean; sameLocale: boolean; attributes: AttributeIndex },
): RawBuilder<unknown> {
  const field = order ?? (options.searching ? 'relevance' : 'name');
  const dir = sql.raw(direction === 'desc' ? 'desc nulls last' : 'asc nulls last');
  const translated = (column: string) =>
    options.sameLocale ? sql`tl.${sql.raw(column)}` : sql`coalesce(tl.${sql.raw(column)}, td.${sql.raw(column)})`;
  switch (field) {
    case 'relevance':
      if (!options.searching) throw badRequest('Sorting by relevance needs a search', 'order');
      return sql`h.rank ${sql.raw(direction === 'asc' ? 'asc' : 'desc')}`;
    case 'name':
      return sql`${translated('sort_name')} ${dir}`;
    case 'created':
      return sql`p.created_at ${dir}`;
    case 'id':
      return sql`p.id ${dir}`;
    case 'sku':
      return sql`p.sku ${dir}`;
  }
  const attribute = options.attributes.byCode.get(field);
  if (!attribute) throw badRequest(`Unknown sort field: ${field}`, 'order', 'unknown_attribute');
  if (attribute.type === 'number' || attribute.type === 'float') {
    return sql`(case when jsonb_typeof(p.attrs->${field}) = 'number' then (p.attrs->>${field})::numeric end) ${dir}`;
  }
  if (attribute.localizable) {
    return options.sameLocale ? sql`tl.attrs->>${field} ${dir}` : sql`coalesce(tl.attrs->>${field}, td.attrs->>${field}) ${dir}`;
  }
  return sql`p.attrs->>${field} ${dir}`;
}
