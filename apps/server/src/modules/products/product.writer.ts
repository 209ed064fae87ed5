import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { insertTranslations, replaceTranslations } from '../../db/translation-writer.ts';
import type { AttributeValues } from '../../db/types.ts';
import type { ProductRow } from './product.repository.ts';
import {
  identifiersVector,
  refreshCounts,
  refreshProductWords,
  productIdentifiers,
  searchText,
  searchVector,
} from './product-index.repository.ts';

// The products' bulk writer: what an import (or the demo, or the admin API through an import)
// writes of products, in a handful of statements per batch. Callers read, check and batch; the
// rows and their search vectors are written here, beside the repository that reads them.

type Translation = { name: string; attrs: AttributeValues };

/** A product as a writer compares it: every value it writes, translations by locale. */
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

/**
 * What the writer needs to know of the catalogue: attribute types and option ids (a product's
 * filter keys), the default locale (its sort name) and the attributes that identify it.
 */
export interface ProductWriteLookup {
  attributes: Map<string, { type: string; options: Map<string, number> }>;
  defaultLocale: string;
  /** Attributes whose values feed the search's identifiers (sku, ean, brand…). */
  searchable: string[];
}

const OPTION_TYPES = new Set(['single_select', 'multi_select', 'bool']);

/** The stored products (with their translations) of these skus. */
export async function storedProducts(db: Database, skus: string[]): Promise<Map<string, ProductState>> {
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

type Value = AttributeValues[string] | undefined;
const absent = (v: Value) => v === null || v === undefined;
const sameValue = (a: Value, b: Value) =>
  a === b ||
  (absent(a) && absent(b)) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]));

/** Whether two sets of values hold the same ones (empty ones count as absent, key order aside). */
function sameValues(a: AttributeValues, b: AttributeValues): boolean {
  for (const k in a) if (!sameValue(a[k], b[k])) return false;
  for (const k in b) if (!(k in a) && !absent(b[k])) return false;
  return true;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** Whether writing `next` would change what is stored (compared field by field, not as JSON). */
export function productChanged(stored: ProductState | undefined, next: ProductState): boolean {
  if (!stored) return true;
  if (
    stored.parent_id !== next.parent_id ||
    stored.attribute_set_id !== next.attribute_set_id ||
    stored.status !== next.status ||
    stored.archived !== next.archived ||
    !sameIds(stored.category_ids, next.category_ids) ||
    !sameValues(stored.attrs, next.attrs)
  )
    return true;
  const locales = Object.keys(next.translations);
  if (locales.length !== Object.keys(stored.translations).length) return true;
  return locales.some((locale) => {
    const before = stored.translations[locale];
    const after = next.translations[locale];
    return !before || before.name !== after.name || !sameValues(before.attrs, after.attrs);
  });
}

/** The keys the list filters on: option ids of the option values, and minus the category ids. */
function filterKeys(product: ProductState, lookup: ProductWriteLookup): number[] {
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

/**
 * A batch's products as one JSON parameter, read by the statement as a table: a statement takes a
 * few parameters however many rows it writes (PostgreSQL takes 65 535 at most) and is planned once,
 * and the values go as JSON (serialised natively, attributes nested as they are stored) rather than
 * as escaped array literals.
 */
function productRows(products: ProductState[], lookup: ProductWriteLookup): string {
  return JSON.stringify(
    products.map((p, i) => ({
      n: i + 1,
      id: p.id,
      sku: p.sku,
      ean: typeof p.attrs.ean === 'string' ? p.attrs.ean : null,
      parent_id: p.parent_id,
      attribute_set_id: p.attribute_set_id,
      status: p.status,
      archived: p.archived,
      attrs: p.attrs,
      category_ids: p.category_ids,
      filter_keys: filterKeys(p, lookup),
      sort_name:
        p.translations[lookup.defaultLocale]?.name ||
        Object.values(p.translations).find((t) => t.name)?.name ||
        p.sku,
      identifiers: lookup.searchable.map((c) => p.attrs[c] ?? '').join(' '),
      keys: productIdentifiers(
        { sku: p.sku, ean: p.attrs.ean as string | undefined, attrs: p.attrs },
        lookup.searchable,
      ),
    })),
  );
}

/**
 * The translations of a batch as JSON, each row naming its product by position (`n`, from 1): the
 * texts its search vector reads, and (`withValues`) the values to store.
 */
function translationRows(products: ProductState[], withValues: boolean): string {
  const rows: {
    n: number;
    locale: string;
    name: string;
    short: string | null;
    long: string | null;
    attrs?: AttributeValues;
  }[] = [];
  for (const [i, p] of products.entries())
    for (const [locale, translation] of Object.entries(p.translations)) {
      const { short_description: short, long_description: long } = translation.attrs;
      rows.push({
        n: i + 1,
        locale,
        name: translation.name,
        short: short === undefined || short === null ? null : String(short),
        long: searchText(long),
        ...(withValues && { attrs: translation.attrs }),
      });
    }
  return JSON.stringify(rows);
}

/**
 * The batch as tables: `x`, its products (with their position `n`), `t`, their translations
 * (their values only `withValues`), and `v`, each product's search vector over every translation,
 * each in its own language configuration, joined in the order of the locales (as a product's
 * translations are kept). `search` is the vector to store: those joined with the identifiers' (a
 * product without translations is found by its identifiers).
 */
function batchTables(products: ProductState[], lookup: ProductWriteLookup, withValues = false) {
  const translated = searchVector({
    locale: sql`t.locale`,
    name: sql`t.name`,
    short: sql`t.short`,
    long: sql`t.long`,
  });
  return {
    with: sql`with x as (
      select * from json_to_recordset(${productRows(products, lookup)}::json) as x(n int, id int, sku text,
        ean text, parent_id int, attribute_set_id int, status bool, archived bool, attrs jsonb,
        category_ids int[], filter_keys int[], sort_name text, identifiers text, keys text)
    ), t as (
      select * from json_to_recordset(${translationRows(products, withValues)}::json)
        as t(n int, locale text, name text, short text, long text, attrs jsonb)
    ), v as (
      select t.n, tsvector_agg(${translated} order by t.locale collate "C") as search
      from t group by t.n
    )`,
    from: sql`x left join v on v.n = x.n`,
    search: sql`coalesce(v.search, ''::tsvector) || ${identifiersVector(sql`x.identifiers`)}`,
  };
}

/**
 * Writes new and changed products in a handful of statements whatever their number: the new ones
 * with their translations in one statement (their ids are set on them), the changed ones in one
 * update, each with its search vector, and their translations replaced by one delete and one insert.
 */
export async function writeProducts(
  db: Database,
  products: ProductState[],
  lookup: ProductWriteLookup,
): Promise<void> {
  if (!products.length) return;
  const now = new Date();
  const added = products.filter((p) => p.id === null);
  const changed = products.filter((p) => p.id !== null);
  if (added.length) {
    // The translations' texts are sent and read once, for the vector and for their rows; their
    // rows' key to the products is checked at the statement's end, once the products are in.
    const b = batchTables(added, lookup, true);
    const ids = await sql<{ id: number; sku: string }>`
      ${b.with}, p as (
        insert into product (sku, ean, parent_id, attribute_set_id, status, archived, attrs, category_ids,
          filter_keys, sort_name, search, identifiers, created_at, updated_at)
        select x.sku, x.ean, x.parent_id, x.attribute_set_id, x.status, x.archived, x.attrs,
          x.category_ids, x.filter_keys, lower(unaccent(x.sort_name)), ${b.search}, x.keys, ${now}, ${now}
        from ${b.from} order by x.n
        returning id, sku
      ), written as (
        insert into product_translation (product_id, locale, name, sort_name, attrs)
        select p.id, t.locale, t.name, lower(unaccent(t.name)), t.attrs
        from t join x on x.n = t.n join p on p.sku = x.sku
      )
      select id, sku from p`.execute(db);
    const bySku = new Map(ids.rows.map((r) => [r.sku, r.id]));
    for (const p of added) p.id = bySku.get(p.sku)!;
  }
  if (changed.length) {
    const b = batchTables(changed, lookup);
    await sql`
      ${b.with}
      update product p set sku = x.sku, ean = x.ean, parent_id = x.parent_id,
        attribute_set_id = x.attribute_set_id, status = x.status, archived = x.archived,
        attrs = x.attrs, category_ids = x.category_ids, filter_keys = x.filter_keys,
        sort_name = lower(unaccent(x.sort_name)), search = ${b.search}, identifiers = x.keys,
        updated_at = ${now}
      from ${b.from} where p.id = x.id`.execute(db);
    await sql`delete from product_translation where product_id = any(${changed.map((p) => p.id!)}::int[])`.execute(
      db,
    );
  }
  const translations = changed.flatMap((p) =>
    Object.entries(p.translations).map(([locale, t]) => ({
      id: p.id!,
      locale,
      name: t.name,
      attrs: t.attrs,
    })),
  );
  if (translations.length)
    await sql`
      insert into product_translation (product_id, locale, name, sort_name, attrs)
      select id, locale, name, lower(unaccent(name)), attrs
      from json_to_recordset(${JSON.stringify(translations)}::json) as t(id int, locale text, name text, attrs jsonb)`.execute(
      db,
    );
}

/**
 * Archives the products whose skus are not in `present` (a full import's file), never deleting
 * them; returns how many were archived.
 */
export async function archiveAbsentProducts(db: Database, present: string[]): Promise<number> {
  const result = await db
    .updateTable('product')
    .set({ archived: true, updated_at: new Date() })
    .where('archived', '=', false)
    .where(sql<boolean>`not (sku = any(${present}::text[]))`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Archives these products (never deleting them), in one transaction. */
export async function archiveProducts(db: Database, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += 5000)
      await trx
        .updateTable('product')
        .set({ archived: true, updated_at: new Date() })
        .where('id', 'in', ids.slice(i, i + 5000))
        .execute();
  });
}

/** A new product that comes with its id (the demo's generated catalogue, whose rows name each other by id). */
export interface NumberedProduct extends Pick<
  ProductRow,
  'id' | 'sku' | 'parent_id' | 'attribute_set_id' | 'status' | 'archived' | 'attrs' | 'category_ids'
> {
  ean: string | null;
  filter_keys: number[];
  created_at: Date;
  translations: { locale: string; name: string; attrs: AttributeValues }[];
}

/**
 * Inserts new products with their own ids, their translations and search vectors (each translation
 * in its own language configuration, then the identifiers of `searchable`); sort names and vectors
 * are computed while inserting, one write per row. The id sequence is moved past them.
 */
export async function insertNumberedProducts(
  db: Database,
  products: NumberedProduct[],
  searchable: readonly string[],
): Promise<void> {
  if (!products.length) return;
  await db
    .insertInto('product')
    .values(
      products.map((p) => ({
        id: p.id,
        sku: p.sku,
        ean: p.ean,
        parent_id: p.parent_id,
        attribute_set_id: p.attribute_set_id,
        status: p.status,
        archived: p.archived,
        attrs: JSON.stringify(p.attrs),
        category_ids: p.category_ids,
        filter_keys: p.filter_keys,
        sort_name: sql<string>`lower(unaccent(${p.translations[0]?.name ?? p.sku}))`,
        search: sql.join(
          [
            ...p.translations.map((t) =>
              searchVector({
                locale: t.locale,
                name: sql`${t.name}::text`,
                short: sql`${t.attrs.short_description ?? null}::text`,
                long: sql`${searchText(t.attrs.long_description)}::text`,
              }),
            ),
            identifiersVector(sql`${searchable.map((c) => p.attrs[c] ?? '').join(' ')}::text`),
          ],
          sql` || `,
        ) as never,
        identifiers: productIdentifiers({ sku: p.sku, ean: p.ean, attrs: p.attrs }, searchable),
        created_at: p.created_at,
        updated_at: p.created_at,
      })),
    )
    .execute();
  await insertTranslations(
    db,
    'product_translation',
    'product_id',
    products.map((p) => {
      const texts = p.translations.map((t) => [
        t.locale,
        { name: t.name, sort_name: sql<string>`lower(unaccent(${t.name}))`, attrs: JSON.stringify(t.attrs) },
      ]);
      return [p.id, Object.fromEntries(texts)] as const;
    }),
  );
  await sql`select setval(pg_get_serial_sequence('product', 'id'), (select max(id) from product))`.execute(
    db,
  );
}

/** Related products, by association type, in the order given. */
export async function insertAssociations(
  db: Database,
  rows: { product_id: number; type_id: number; related_id: number; position: number }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 400)
    await db
      .insertInto('product_association')
      .values(rows.slice(i, i + 400))
      .execute();
}

/** The longest list of skus asked for at once. */
const CHUNK = 1000;

/** The ids of the association types, created (label: the code) when the portal lacks them. */
export async function ensureAssociationTypes(
  db: Database,
  codes: string[],
  locale: string,
): Promise<Map<string, number>> {
  const stored = await db.selectFrom('association_type').select(['id', 'code', 'position']).execute();
  const ids = new Map(stored.map((t) => [t.code, t.id]));
  let position = Math.max(-1, ...stored.map((t) => t.position));
  for (const code of codes) {
    if (ids.has(code)) continue;
    ids.set(
      code,
      await writeAssociationType(db, { id: null, code, position: ++position, labels: { [locale]: code } }),
    );
  }
  return ids;
}

/** The ids of the products with these skus (those that exist). */
export async function productIdsBySku(db: Database, skus: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < skus.length; i += CHUNK) {
    const found = await db
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('sku', 'in', skus.slice(i, i + CHUNK))
      .execute();
    for (const p of found) ids.set(p.sku, p.id);
  }
  return ids;
}

/** Replaces a product's associations of a type when they differ from `related` (in order). */
export async function replaceAssociations(
  db: Database,
  productId: number,
  typeId: number,
  related: number[],
) {
  const stored = await db
    .selectFrom('product_association')
    .select('related_id')
    .where('product_id', '=', productId)
    .where('type_id', '=', typeId)
    .orderBy('position')
    .execute();
  if (stored.length === related.length && stored.every((r, i) => r.related_id === related[i])) return;
  await db
    .deleteFrom('product_association')
    .where('product_id', '=', productId)
    .where('type_id', '=', typeId)
    .execute();
  if (related.length)
    await db
      .insertInto('product_association')
      .values(
        related.map((id, position) => ({ product_id: productId, type_id: typeId, related_id: id, position })),
      )
      .execute();
}

/**
 * Archives (or with `archived: false` brings back) the products with these skus, never deleting them;
 * lists, counts and search follow at once. Answers each one found with its flag before the change,
 * and how many changed.
 */
export async function setProductsArchived(
  db: Database,
  skus: string[],
  archived: boolean,
): Promise<{ stored: { code: string; flag: boolean }[]; changed: number }> {
  const stored = (
    await db.selectFrom('product').select(['sku', 'archived']).where('sku', 'in', skus).execute()
  ).map((r) => ({ code: r.sku, flag: r.archived }));
  const result = await db
    .updateTable('product')
    .set({ archived, updated_at: new Date() })
    .where('sku', 'in', skus)
    .where('archived', '=', !archived)
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows);
  if (changed) {
    await refreshCounts(db);
    await refreshProductWords(db);
  }
  return { stored, changed };
}

/** Ancestors of a category (itself first) in a tree given as parent by id. */
function categoryLineage(id: number, parentOf: Map<number, number | null>): number[] {
  const ids = [id];
  for (let p = parentOf.get(id) ?? null; p !== null && !ids.includes(p); p = parentOf.get(p) ?? null)
    ids.push(p);
  return ids;
}

/**
 * Products list their categories with every ancestor (and filter on them): when categories moved,
 * the products in them get the ancestors of the new tree. The categories a product was given are
 * those of its list that are no ancestor of another; then the counts follow.
 */
export async function recomputeProductCategories(
  db: Database,
  oldParent: Map<number, number | null>,
  moved: number[],
): Promise<void> {
  const rows = await db.selectFrom('category').select(['id', 'parent_id']).execute();
  const newParent = new Map(rows.map((r) => [r.id, r.parent_id]));
  const products = await db
    .selectFrom('product')
    .select(['id', 'category_ids', 'filter_keys'])
    .where(sql<boolean>`category_ids && ${sql.val(moved)}::int[]`)
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const product of products) {
      const ancestors = new Set(
        product.category_ids.flatMap((id) => categoryLineage(id, oldParent).slice(1)),
      );
      const given = product.category_ids.filter((id) => !ancestors.has(id));
      const ids = [...new Set(given.flatMap((id) => categoryLineage(id, newParent)))];
      const keys = [...product.filter_keys.filter((k) => k > 0), ...ids.map((id) => -id)];
      await trx
        .updateTable('product')
        .set({ category_ids: ids, filter_keys: keys, updated_at: new Date() })
        .where('id', '=', product.id)
        .execute();
    }
  });
  await refreshCounts(db);
}

/** An association type with its labels by locale: created when it has no id, its labels replaced; answers its id. */
export async function writeAssociationType(
  db: Database,
  type: {
    id: number | null;
    code: string;
    position: number;
    labels: Record<string, string>;
    /** What the association means, by locale (none when not given). */
    descriptions?: Record<string, string | null>;
  },
): Promise<number> {
  const id =
    type.id ??
    (
      await db
        .insertInto('association_type')
        .values({ code: type.code, position: type.position })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const texts = Object.entries(type.labels).map(([locale, label]) => [
    locale,
    { label, description: type.descriptions?.[locale] ?? null },
  ]);
  await replaceTranslations(db, 'association_type_translation', 'type_id', id, Object.fromEntries(texts));
  return id;
}

/** How many products (archived ones included) are in the category: what keeps it from being removed. */
export async function countProductsInCategory(db: Database, categoryId: number): Promise<number> {
  const { n } = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`${categoryId}::int = any(category_ids)`)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** How many products (archived ones included) hold a value of the attribute, in any language. */
export async function countProductsWithAttribute(db: Database, code: string): Promise<number> {
  const { n } = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        sql<boolean>`attrs ? ${code}`,
        eb.exists(
          eb
            .selectFrom('product_translation as t')
            .select('t.product_id')
            .whereRef('t.product_id', '=', 'product.id')
            .where(sql<boolean>`t.attrs ? ${code}`),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(n);
}
