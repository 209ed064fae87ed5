import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { localePreference } from '../../lib/locale.ts';
import type { AttributeIndex } from '../attributes/index.ts';

export interface ProductOrder {
  /** ORDER BY over rows `p` carrying id, sort_name, created_at, sku, rank and (when `needsAttrs`) attrs. */
  expression: RawBuilder<unknown>;
  needsAttrs: boolean;
  /** Name order in another locale than the default joins that locale's translation as `tl`. */
  needsTranslation: boolean;
}

/** The sort for a field: name (default), relevance (default when searching), created, id, sku or an attribute. */
export function productOrder(
  order: string | undefined,
  direction: 'asc' | 'desc',
  options: { searching: boolean; locale: RequestLocale; attributes: AttributeIndex },
): ProductOrder {
  const field = order ?? (options.searching ? 'relevance' : 'name');
  const dir = sql.raw(direction === 'desc' ? 'desc nulls last' : 'asc nulls last');
  const plain = (expression: RawBuilder<unknown>): ProductOrder => ({
    expression,
    needsAttrs: false,
    needsTranslation: false,
  });
  const sameLocale = options.locale.code === options.locale.defaultCode;
  switch (field) {
    case 'relevance':
      if (!options.searching) throw badRequest('Sorting by relevance needs a search', 'order');
      // Best matches first, whatever direction is asked.
      return plain(sql`p.rank desc, p.sort_name`);
    case 'name':
      return sameLocale
        ? plain(sql`p.sort_name ${dir}`)
        : {
            expression: sql`coalesce(tl.sort_name, p.sort_name) ${dir}`,
            needsAttrs: false,
            needsTranslation: true,
          };
    case 'created':
      return plain(sql`p.created_at ${dir}`);
    case 'id':
      return plain(sql`p.id ${dir}`);
    case 'sku':
      return plain(sql`p.sku ${dir}`);
  }
  const attribute = options.attributes.byCode.get(field);
  if (!attribute) throw badRequest(`Unknown sort field: ${field}`, 'order', 'unknown_attribute');
  if (attribute.type === 'number' || attribute.type === 'float') {
    return {
      expression: sql`(case when jsonb_typeof(p.attrs->${field}) = 'number' then (p.attrs->>${field})::numeric end) ${dir}`,
      needsAttrs: true,
      needsTranslation: false,
    };
  }
  if (attribute.localizable) {
    const translated = sql`(select t.attrs->>${field} from product_translation t where t.product_id = p.id order by ${localePreference('t.locale', options.locale)} limit 1)`;
    return plain(sql`${translated} ${dir}`);
  }
  return { expression: sql`p.attrs->>${field} ${dir}`, needsAttrs: true, needsTranslation: false };
}
