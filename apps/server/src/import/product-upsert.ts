import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AttributeValues } from '../db/types.ts';
import { searchVector } from '../modules/products/index.ts';
import type { CatalogueLookup } from './catalogue-lookup.ts';
import type { ProductDraft } from './row-mapping.ts';

type Translation = { name: string; attrs: AttributeValues };

/** A product as the import compares it: every value it writes, translations by locale. */
export interface ProductState {
  id: number | null;
  sku: string;
  parent_id: number | null;
  attribute_set_id: number | null;
  status: boolean;
  /** An imported product is never archived: importing an archived one brings it back. */
  archived: boolean;
  category_ids: number[];
  attrs: AttributeValues;
  translations: Record<string, Translation>;
}

const OPTION_TYPES = new Set(['single_select', 'multi_select', 'bool']);

/** The stored products (with their translations) of these skus. */
export async function loadProducts(db: Database, skus: string[]): Promise<Map<string, ProductState>> {
  const found = new Map<string, ProductState>();
  if (!skus.length) return found;
  const rows = await db
    .selectFrom('product')
    .select(['id', 'sku', 'parent_id', 'attribute_set_id', 'status', 'archived', 'category_ids', 'attrs'])
    .where('sku', 'in', skus)
    .execute();
  for (const row of rows) found.set(row.sku, { ...row, translations: {} });
  if (!rows.length) return found;
  const bySku = new Map(rows.map((r) => [r.id, found.get(r.sku)!]));
  const translations = await db
    .selectFrom('product_translation')
    .select(['product_id', 'locale', 'name', 'attrs'])
    .where(
      'product_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  for (const t of translations)
    bySku.get(t.product_id)!.translations[t.locale] = { name: t.name, attrs: t.attrs };
  return found;
}

/** Values with empty ones (null) removed, keys in order: what is stored, comparable as JSON. */
function cleaned(values: AttributeValues): AttributeValues {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== null && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** The product a draft makes of the stored one (or of nothing): columns the file lacks keep their values. */
export function merge(
  draft: ProductDraft,
  stored: ProductState | undefined,
  parentId: number | null | undefined,
): ProductState {
  const translations: Record<string, Translation> = {};
  const locales = new Set([...Object.keys(stored?.translations ?? {}), ...draft.translations.keys()]);
  for (const locale of [...locales].sort()) {
    const before = stored?.translations[locale];
    const given = draft.translations.get(locale);
    const attrs = cleaned({ ...before?.attrs, ...given?.attrs });
    const name = (given?.name !== undefined ? given.name : before?.name) ?? '';
    // A locale the file only leaves empty gets no translation.
    if (!before && !name && !Object.keys(attrs).length) continue;
    translations[locale] = { name, attrs };
  }
  return {
    id: stored?.id ?? null,
    sku: draft.sku,
    parent_id: parentId !== undefined ? parentId : (stored?.parent_id ?? null),
    attribute_set_id:
      draft.attributeSetId !== undefined ? draft.attributeSetId : (stored?.attribute_set_id ?? null),
    status: draft.status ?? stored?.status ?? true,
    archived: false,
    category_ids: draft.categoryIds ?? stored?.category_ids ?? [],
    attrs: cleaned({ ...stored?.attrs, ...draft.attrs, sku: draft.sku }),
    translations,
  };
}

const comparable = (p: ProductState) =>
  JSON.stringify([
    p.parent_id,
    p.attribute_set_id,
    p.status,
    p.archived,
    p.category_ids,
    cleaned(p.attrs),
    Object.entries(p.translations)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([locale, t]) => [locale, t.name, cleaned(t.attrs)]),
  ]);

/** Whether writing `next` would change what is stored. */
export const differs = (stored: ProductState | undefined, next: ProductState) =>
  !stored || comparable(stored) !== comparable(next);

/** The keys the list filters on: option ids of the option values, and minus the category ids. */
function filterKeys(product: ProductState, lookup: CatalogueLookup): number[] {
  const keys = new Set<number>();
  for (const [code, value] of Object.entries(product.attrs)) {
    const attribute = lookup.attributes.get(code);
    if (!attribute || !OPTION_TYPES.has(attribute.type) || value === null) continue;
    for (const v of Array.isArray(value) ? value : [String(value)]) {
      const id = attribute.options.get(v);
      if (id !== undefined) keys.add(id);
    }
  }
  return [...keys, ...product.category_ids.map((c) => -c)];
}

/** Writes a new or changed product: its row with sort name, filter keys and search vector, and its translations. */
export async function writeProduct(
  db: Database,
  product: ProductState,
  lookup: CatalogueLookup,
): Promise<number> {
  const translations = Object.entries(product.translations);
  const sortName =
    product.translations[lookup.defaultLocale]?.name ||
    translations.find(([, t]) => t.name)?.[1].name ||
    product.sku;
  const identifiers = lookup.searchable.map((c) => product.attrs[c] ?? '').join(' ');
  const indexed = translations.length
    ? translations
    : [[lookup.defaultLocale, { name: '', attrs: {} }] as [string, Translation]];
  // One vector over every translation, each in its own language configuration.
  const search = sql.join(
    indexed.map(([locale, t]) =>
      searchVector({
        locale,
        name: sql`${t.name}::text`,
        identifiers: sql`${identifiers}::text`,
        short: sql`${t.attrs.short_description ?? null}::text`,
        long: sql`${t.attrs.long_description ?? null}::text`,
      }),
    ),
    sql` || `,
  ) as never;
  const values = {
    sku: product.sku,
    ean: typeof product.attrs.ean === 'string' ? product.attrs.ean : null,
    parent_id: product.parent_id,
    attribute_set_id: product.attribute_set_id,
    status: product.status,
    archived: product.archived,
    attrs: JSON.stringify(product.attrs),
    category_ids: product.category_ids,
    filter_keys: filterKeys(product, lookup),
    sort_name: sql<string>`lower(unaccent(${sortName}))`,
    search,
    updated_at: new Date(),
  };
  let id = product.id;
  if (id === null) {
    ({ id } = await db
      .insertInto('product')
      .values({ ...values, created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow());
  } else {
    await db.updateTable('product').set(values).where('id', '=', id).execute();
    await db.deleteFrom('product_translation').where('product_id', '=', id).execute();
  }
  if (translations.length)
    await db
      .insertInto('product_translation')
      .values(
        translations.map(([locale, t]) => ({
          product_id: id,
          locale,
          name: t.name,
          sort_name: sql<string>`lower(unaccent(${t.name}))`,
          attrs: JSON.stringify(t.attrs),
        })),
      )
      .execute();
  return id;
}

/**
 * Archives the products whose skus are not in `present` (a full import's file), never deleting
 * them; returns how many were archived.
 */
export async function archiveAbsent(db: Database, present: string[]): Promise<number> {
  const result = await db
    .updateTable('product')
    .set({ archived: true, updated_at: new Date() })
    .where('archived', '=', false)
    .where(sql<boolean>`not (sku = any(${present}::text[]))`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
