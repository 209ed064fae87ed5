import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { searchableCodes } from '../modules/attributes/index.ts';
import {
  identifiersVector,
  productIdentifiers,
  refreshCounts,
  refreshProductWords,
  searchText,
  searchVector,
} from '../modules/products/index.ts';
import { generateProducts, type GeneratedProduct } from './generate-products.ts';
import type { Random } from './random.ts';
import type { CatalogueStructure } from './seed-catalogue-structure.ts';

const BATCH = 200;

/** Inserts `count` generated products in batches, links associations and builds the search index. */
export async function seedProducts(
  db: Database,
  structure: CatalogueStructure,
  count: number,
  random: Random,
) {
  const codes = await searchableCodes(db);
  const images = new Map<string, GeneratedProduct['image']>();
  const parents: number[] = [];
  let batch: GeneratedProduct[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await db
      .insertInto('product')
      .values(
        batch.map((p) => ({
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
          sort_name: sql<string>`lower(unaccent(${p.translations[0].name}))`,
          // One vector over every translation, each in its own language configuration.
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
              identifiersVector(sql`${codes.map((c) => p.attrs[c] ?? '').join(' ')}::text`),
            ],
            sql` || `,
          ) as never,
          identifiers: productIdentifiers(p, codes),
          created_at: p.created_at,
          updated_at: p.created_at,
        })),
      )
      .execute();
    // Sort names and search vectors are computed while inserting: one write per row.
    const translations = batch.flatMap((p) =>
      p.translations.map((t) => ({
        product_id: p.id,
        locale: t.locale,
        name: t.name,
        sort_name: sql<string>`lower(unaccent(${t.name}))`,
        attrs: JSON.stringify(t.attrs),
      })),
    );
    for (let i = 0; i < translations.length; i += BATCH * 2) {
      await db
        .insertInto('product_translation')
        .values(translations.slice(i, i + BATCH * 2))
        .execute();
    }
    batch = [];
  };
  for (const product of generateProducts(count, structure, random)) {
    if (product.parent_id === null) parents.push(product.id);
    images.set(product.image.key, product.image);
    batch.push(product);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  await sql`select setval(pg_get_serial_sequence('product', 'id'), (select max(id) from product))`.execute(
    db,
  );

  // About a third of the products get related products of each kind.
  const associations: { product_id: number; type_id: number; related_id: number; position: number }[] = [];
  for (const productId of parents) {
    if (!random.chance(0.35)) continue;
    for (const typeId of structure.associationTypeIds.values()) {
      if (!random.chance(0.6)) continue;
      const related = new Set<number>();
      for (let i = random.int(2, 5); i > 0; i--) related.add(random.pick(parents));
      related.delete(productId);
      [...related].forEach((relatedId, position) =>
        associations.push({ product_id: productId, type_id: typeId, related_id: relatedId, position }),
      );
    }
  }
  for (let i = 0; i < associations.length; i += BATCH * 2) {
    await db
      .insertInto('product_association')
      .values(associations.slice(i, i + BATCH * 2))
      .execute();
  }
  await refreshCounts(db);
  await refreshProductWords(db);
  return { images: [...images.values()] };
}
