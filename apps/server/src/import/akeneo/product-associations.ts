import type { Database } from '../../db/database.ts';

/** The longest list of related products an association keeps per product and type. */
const CHUNK = 1000;

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
      const typeIds = await ensureTypes(db, typeCodes, defaultLocale);
      const codes = new Set<string>();
      for (const [sku, types] of rows) {
        codes.add(sku);
        for (const list of types.values()) for (const c of list) codes.add(c);
      }
      const ids = await productIds(db, [...codes]);
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

/** The ids of the association types, created (label: the code) when the portal lacks them. */
async function ensureTypes(db: Database, codes: string[], locale: string): Promise<Map<string, number>> {
  const stored = await db.selectFrom('association_type').select(['id', 'code', 'position']).execute();
  const ids = new Map(stored.map((t) => [t.code, t.id]));
  let position = Math.max(-1, ...stored.map((t) => t.position));
  for (const code of codes) {
    if (ids.has(code)) continue;
    const { id } = await db
      .insertInto('association_type')
      .values({ code, position: ++position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('association_type_translation')
      .values({ type_id: id, locale, label: code })
      .execute();
    ids.set(code, id);
  }
  return ids;
}

async function productIds(db: Database, skus: string[]): Promise<Map<string, number>> {
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
async function replaceAssociations(db: Database, productId: number, typeId: number, related: number[]) {
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
