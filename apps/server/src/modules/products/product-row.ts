import type { Mapping, Product } from '@vitrine/contract';
import type { AttributeValues } from '../../db/types.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { AttributeIndex } from '../attributes/index.ts';
import type { CategoryIndex } from '../categories/index.ts';
import type { ProductRow } from './product.repository.ts';

type Value = AttributeValues[string];
const empty = (v: Value | undefined) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A product value: translated (request locale, then default locale) for localizable attributes. */
export function valueOf(row: ProductRow, code: string, attributes: AttributeIndex): Value {
  if (code === 'name') return row.l_name || row.d_name || null;
  const attribute = attributes.byCode.get(code);
  if (attribute?.localizable) {
    const local = row.l_attrs?.[code];
    return empty(local) ? (row.d_attrs?.[code] ?? null) : (local ?? null);
  }
  return row.attrs[code] ?? null;
}

/** The first non-empty value among a mapping's candidate attributes. */
function mapped(row: ProductRow, candidates: string[], attributes: AttributeIndex): Value {
  for (const code of candidates) {
    const value = valueOf(row, code, attributes);
    if (!empty(value)) return value;
  }
  return null;
}

const asText = (v: Value) => (v === null ? null : Array.isArray(v) ? v.join(', ') : String(v));

/**
 * HTML values are sanitised on the way out as well as on the way in, so what older versions or
 * someone in the database wrote reaches no page unchecked. Only they: plain text stays as written.
 */
const richText = (v: Value): Value =>
  typeof v === 'string' ? sanitizeRichText(v) : Array.isArray(v) ? v.map(sanitizeRichText) : v;

/** A loaded row in the API's product shape: mapped fields, wanted attributes, categories, associations. */
export function toProduct(
  row: ProductRow,
  ctx: {
    mapping: Mapping;
    attributes: AttributeIndex;
    categories: CategoryIndex;
    wanted?: string[];
    associations: Product['associations'];
  },
): Product {
  const codes = ctx.wanted ?? [...ctx.attributes.byCode.keys()];
  // The long description's attributes are the portal's rich text (the web app inserts it as HTML).
  const rich = ctx.mapping.longDescription;
  const stock = mapped(row, ctx.mapping.stock, ctx.attributes);
  return {
    id: row.id,
    name: asText(mapped(row, ctx.mapping.name, ctx.attributes)),
    title: asText(mapped(row, ctx.mapping.title, ctx.attributes)),
    image: asText(mapped(row, ctx.mapping.image, ctx.attributes)),
    stock: stock === null || Number.isNaN(Number(stock)) ? null : Number(stock),
    restock: asText(mapped(row, ctx.mapping.restock, ctx.attributes)),
    shortDescription: asText(mapped(row, ctx.mapping.shortDescription, ctx.attributes)),
    longDescription: asText(richText(mapped(row, rich, ctx.attributes))),
    status: row.status,
    archived: row.archived,
    attributes: Object.fromEntries(
      codes
        .filter((c) => ctx.attributes.byCode.has(c))
        .map((c) => {
          const value = valueOf(row, c, ctx.attributes);
          return [c, rich.includes(c) ? richText(value) : value];
        }),
    ),
    categories: row.category_ids.flatMap((id) => {
      const c = ctx.categories.byId.get(id);
      return c ? [{ id: c.id, code: c.code, title: c.title }] : [];
    }),
    parent: row.parent_id,
    is_parent: row.is_parent,
    is_child: row.parent_id !== null,
    associations: ctx.associations,
    attribute_set: row.attribute_set_id,
  };
}

/** Groups association rows per product and type code. */
