import type { Database } from '../db/database.ts';
import { identifierAttributeCodes } from '../modules/attributes/index.ts';
import type { ChangeNotices } from '../db/changes.ts';
import { insertAssociations, insertNumberedProducts } from '../modules/products/index.ts';
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
  changes: ChangeNotices,
) {
  const codes = await identifierAttributeCodes(db);
  const images = new Map<string, GeneratedProduct['image']>();
  const parents: number[] = [];
  let batch: GeneratedProduct[] = [];
  const flush = async () => {
    await insertNumberedProducts(db, batch, codes);
    batch = [];
  };
  for (const product of generateProducts(count, structure, random)) {
    if (product.parent_id === null) parents.push(product.id);
    images.set(product.image.key, product.image);
    batch.push(product);
    if (batch.length >= BATCH) await flush();
  }
  await flush();

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
  await insertAssociations(db, associations);
  changes.note('products');
  return { images: [...images.values()] };
}
