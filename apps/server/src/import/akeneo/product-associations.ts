import type { Database } from '../../db/database.ts';
import {
  ensureAssociationTypes,
  productIdsBySku,
  replaceAssociations,
} from '../../modules/products/index.ts';

export interface ProductAssociations {
  /** A row's associations: per type, the codes of the products and models it names (in cell order). */
  add(sku: string, related: [type: string, codes: string[]][]): void;
  /** Writes the associations of the written products (in the import's last transaction). */
  finish(db: Database): Promise<void>;
}

/**
 * The `<TYPE>-products` and `<TYPE>-product_models` columns of an Akeneo export as the portal's
 * associations: a product's associations of each type in the file are replaced by the file's (the
 * same list writes nothing); a type the portal lacks is created with its code as label (an
 * association types file gives the labels); a related code that is no product is left out, told
 * once per code in `notes`.
 */
export function productAssociations(defaultLocale: string, notes: string[]): ProductAssociations {
  const rows = new Map<string, Map<string, string[]>>();
  return {
    add(sku, related) {
      if (!related.length) return;
      const types = rows.get(sku) ?? new Map<string, string[]>();
      for (const [type, codes] of related) types.set(type, [...(types.get(type) ?? []), ...codes]);
      rows.set(sku, types);
    },
    async finish(db) {
      if (!rows.size) return;
      const typeCodes = [...new Set([...rows.values()].flatMap((t) => [...t.keys()]))];
      const typeIds = await ensureAssociationTypes(db, typeCodes, defaultLocale);
      const codes = new Set<string>();
      for (const [sku, types] of rows) {
        codes.add(sku);
        for (const list of types.values()) for (const c of list) codes.add(c);
      }
      const ids = await productIdsBySku(db, [...codes]);
      const unknown = new Set<string>();
      for (const [sku, types] of rows) {
        const productId = ids.get(sku);
        if (productId === undefined) continue;
        for (const [type, list] of types) {
          const typeId = typeIds.get(type)!;
          const wanted: number[] = [];
          for (const code of list) {
            const id = ids.get(code);
            if (id === undefined) unknown.add(code);
            else if (id !== productId && !wanted.includes(id)) wanted.push(id);
          }
          await replaceAssociations(db, productId, typeId, wanted);
        }
      }
      for (const code of unknown) notes.push(`association to "${code}" left out: no such product or model`);
    },
  };
}
