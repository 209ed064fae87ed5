import { z } from 'zod';
import { ATTRIBUTE_TYPES } from './attribute-types.ts';
import { Id, JsonObjectParam, OrderDir } from './common.ts';

export const AttributeType = z.enum(ATTRIBUTE_TYPES);
export type AttributeType = z.infer<typeof AttributeType>;

export const AttributeOption = z.object({ value: z.string(), label: z.string(), order: z.number().int() });
export const Attribute = z.object({
  name: z.string(),
  label: z.string(),
  display_name: z.string(),
  type: AttributeType,
  options: z.array(AttributeOption),
  prefix: z.string().nullable(),
  post_fix: z.string().nullable(),
  help_short: z.string().nullable(),
  help_long: z.string().nullable(),
});
export type Attribute = z.infer<typeof Attribute>;
export const AttributeList = z.array(Attribute);

export const AttributeSet = z.object({
  id: z.number().int(),
  name: z.string(),
  groups: z.array(z.object({ name: z.string(), attributes: z.array(z.string()) })),
});
export type AttributeSet = z.infer<typeof AttributeSet>;
export const AttributeSetQuery = z.object({ filters: z.object({ id: Id.optional() }).optional() });

export interface ProductCategory {
  id: number;
  code: string;
  title: string;
  order: number;
  count: number;
  children: ProductCategory[];
}
export const ProductCategory: z.ZodType<ProductCategory> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      code: z.string(),
      title: z.string(),
      order: z.number().int(),
      count: z.number().int(),
      children: z.array(ProductCategory),
    }),
  )
  .meta({ id: 'ProductCategory' });
export const ProductCategoryList = z.array(ProductCategory);

const AttributeValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

export const Association = z.object({
  id: z.number().int(),
  label: z.string(),
  description: z.string().nullable(),
  related: z.array(z.object({ id: z.number().int() })),
});

export const Product = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  title: z.string().nullable(),
  image: z.string().nullable(),
  stock: z.number().nullable(),
  restock: z.string().nullable(),
  shortDescription: z.string().nullable(),
  longDescription: z.string().nullable(),
  status: z.boolean(),
  archived: z.boolean(),
  attributes: z.record(z.string(), AttributeValue),
  categories: z.array(z.object({ id: z.number().int(), code: z.string(), title: z.string() })),
  parent: z.number().int().nullable(),
  is_parent: z.boolean(),
  is_child: z.boolean(),
  associations: z.record(z.string(), Association),
  attribute_set: z.number().int().nullable(),
});
export type Product = z.infer<typeof Product>;

/** Facet counts for the filter panel, per attribute and option value. */
export const Facets = z.record(z.string(), z.record(z.string(), z.number().int()));

export const ProductQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(24),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** Sort field: name (default), relevance (default when searching), created, id, sku or an attribute code. */
  order: z
    .string()
    .max(100)
    .regex(/^[a-z0-9_]+$/i, 'Unknown sort field')
    .optional(),
  orderdir: OrderDir.default('asc'),
  attributes: z
    .union([z.string().max(5000), z.array(z.string().max(100)).max(200)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter(Boolean))
    .optional(),
  search: z
    .string()
    .max(200)
    .transform((v) => v.trim() || undefined)
    .optional(),
  filters: JsonObjectParam.optional().meta({
    description:
      'Filters by attribute code, in brackets (filters[category_code]=lighting, filters[power][min]=5) ' +
      'or as one JSON object',
    examples: [{ category_code: 'lighting' }],
  }),
  /** Facet counts in the answer (facets=1). */
  facets: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .transform((v) => v === true || v === '1' || v === 'true')
    .optional(),
});
/** The product list call as the server reads it and the app builds it (before query-string encoding). */
export type ProductListQuery = z.infer<typeof ProductQuery>;
export const ProductListAnswer = z.object({
  products: z.array(Product),
  total: z.number().int(),
  facets: Facets.optional(),
  /** With a search: what was looked for (its words, CJK character pairs, typo corrections), to highlight. */
  terms: z.array(z.string()).optional(),
});
export type ProductListAnswer = z.infer<typeof ProductListAnswer>;

/** Largest product id, as Id allows. */
const MAX_ID = 2_147_483_647;

/**
 * Product ids as a comma list (`1,2,3`), as JSON (`[1,2,3]`, as `filters` is sent), or as repeated
 * parameters; anything but positive whole numbers is refused as a whole, never silently dropped.
 */
const IdListParam = z
  .union([z.string().max(100_000), z.array(z.string().max(100_000)).max(100_000)])
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap(idListItems);
    const ids = parts.map((part) =>
      typeof part === 'number' ? part : /^\s*\d{1,10}\s*$/.test(part) ? Number(part) : NaN,
    );
    if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_ID)) {
      ctx.addIssue({ code: 'custom', message: 'identifiers must be product ids: "1,2,3" or "[1,2,3]"' });
      return z.NEVER;
    }
    if (ids.length > 100_000) {
      ctx.addIssue({ code: 'custom', message: 'Too many identifiers' });
      return z.NEVER;
    }
    return ids;
  });

/** One parameter's ids: a JSON array of numbers (or numeric strings), or comma-separated numbers. */
function idListItems(text: string): (string | number)[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const value: unknown = JSON.parse(trimmed);
      if (Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string'))
        return value as (string | number)[];
    } catch {
      /* not JSON: refused below */
    }
    return [NaN];
  }
  // Empty items of a comma list ("1,,2", a trailing comma) are skipped, as before.
  return trimmed.split(',').filter((part) => part.trim() !== '');
}

export const ExportTemplate = z.object({ id: z.number().int(), name: z.string() });
/** The media type of a prepared export file, by its format (the file name's extension). */
export const EXPORT_FILE_TYPES: Readonly<Record<string, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
export const ExportTemplateList = z.array(ExportTemplate);
export const ExportQuery = ProductQuery.omit({ limit: true, offset: true, facets: true }).extend({
  authorization: z.string().max(200).optional(),
  'accept-language': z.string().max(20).optional(),
  identifiers: IdListParam.optional(),
});
export const UrlAnswer = z.object({ url: z.string() }).meta({
  examples: [
    {
      url: '/pim/asset/download/0b6f1c9e-2d4a-4c8e-9f3b-5a7d1e2c3b4a/assets.zip?expires=1767225600&signature=k3J9',
    },
  ],
});
export type UrlAnswer = z.infer<typeof UrlAnswer>;
