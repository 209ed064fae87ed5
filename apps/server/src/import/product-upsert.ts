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

/** A product's place in the tree of parents. */
export interface Lineage {
  sku: string;
  parent_id: number | null;
}

/** The stored ancestors (parent, its parent…) of these products, by id. */
export async function loadAncestors(db: Database, parentIds: number[]): Promise<Map<number, Lineage>> {
  const found = new Map<number, Lineage>();
  if (!parentIds.length) return found;
  const rows = await sql<{ id: number; sku: string; parent_id: number | null }>`
    with recursive up (id, sku, parent_id) as (
      select id, sku, parent_id from product where id = any(${parentIds}::int[])
      union
      select p.id, p.sku, p.parent_id from product p join up on p.id = up.parent_id
    )
    select id, sku, parent_id from up`.execute(db);
  for (const row of rows.rows) found.set(row.id, { sku: row.sku, parent_id: row.parent_id });
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

/** PostgreSQL takes at most 65 535 bind parameters a statement: statements are cut well below. */
const MAX_PARAMETERS = 30_000;

/** Splits rows into runs whose parameters (as `weigh` counts them) stay under the limit. */
function* chunks<T>(rows: T[], weigh: (row: T) => number): Generator<T[]> {
  let chunk: T[] = [];
  let weight = 0;
  for (const row of rows) {
    const w = weigh(row);
    if (chunk.length && weight + w > MAX_PARAMETERS) {
      yield chunk;
      chunk = [];
      weight = 0;
    }
    chunk.push(row);
    weight += w;
  }
  if (chunk.length) yield chunk;
}

/** A product's row: sort name, filter keys and search vector (over every translation, each in its language). */
function productRow(product: ProductState, lookup: CatalogueLookup, now: Date) {
  const translations = Object.entries(product.translations);
  const sortName =
    product.translations[lookup.defaultLocale]?.name ||
    translations.find(([, t]) => t.name)?.[1].name ||
    product.sku;
  const identifiers = lookup.searchable.map((c) => product.attrs[c] ?? '').join(' ');
  const indexed = translations.length
    ? translations
    : [[lookup.defaultLocale, { name: '', attrs: {} }] as [string, Translation]];
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
  return {
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
    created_at: now,
    updated_at: now,
  };
}

// Parameters of a product row: its columns, and per translation the texts of its search vector.
const rowWeight = (p: ProductState) => 16 + 8 * Math.max(1, Object.keys(p.translations).length);

/**
 * Writes new and changed products, a few statements for them all: the new ones in one multi-row
 * insert (their ids are set on them), the changed ones in one upsert by id, their translations
 * replaced by one delete and one multi-row insert.
 */
export async function writeProducts(
  db: Database,
  products: ProductState[],
  lookup: CatalogueLookup,
): Promise<void> {
  if (!products.length) return;
  const now = new Date();
  const added = products.filter((p) => p.id === null);
  const changed = products.filter((p) => p.id !== null);
  for (const chunk of chunks(added, rowWeight)) {
    const ids = await db
      .insertInto('product')
      .values(chunk.map((p) => productRow(p, lookup, now)))
      .returning(['id', 'sku'])
      .execute();
    const bySku = new Map(ids.map((r) => [r.sku, r.id]));
    for (const p of chunk) p.id = bySku.get(p.sku)!;
  }
  for (const chunk of chunks(changed, rowWeight)) {
    // Every row exists: the insert only names the values, the conflict on the id updates them.
    await db
      .insertInto('product')
      .values(chunk.map((p) => ({ id: p.id!, ...productRow(p, lookup, now) })))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          sku: eb.ref('excluded.sku'),
          ean: eb.ref('excluded.ean'),
          parent_id: eb.ref('excluded.parent_id'),
          attribute_set_id: eb.ref('excluded.attribute_set_id'),
          status: eb.ref('excluded.status'),
          archived: eb.ref('excluded.archived'),
          attrs: eb.ref('excluded.attrs'),
          category_ids: eb.ref('excluded.category_ids'),
          filter_keys: eb.ref('excluded.filter_keys'),
          sort_name: eb.ref('excluded.sort_name'),
          search: eb.ref('excluded.search'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
  if (changed.length)
    await db
      .deleteFrom('product_translation')
      .where(
        'product_id',
        'in',
        changed.map((p) => p.id!),
      )
      .execute();
  const translations = products.flatMap((p) =>
    Object.entries(p.translations).map(([locale, t]) => ({
      product_id: p.id!,
      locale,
      name: t.name,
      sort_name: sql<string>`lower(unaccent(${t.name}))`,
      attrs: JSON.stringify(t.attrs),
    })),
  );
  for (const chunk of chunks(translations, () => 5))
    await db.insertInto('product_translation').values(chunk).execute();
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
