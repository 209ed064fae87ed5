import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { assetUrl, importAsset, linkProductAssets } from '../../modules/media/index.ts';
import { productIdsBySku } from '../../modules/products/index.ts';
import type { ProductDraft } from '../row-mapping.ts';

export interface ProductFiles {
  /** The asset of a file named by a cell (a path relative to the export), or why it cannot be. */
  resolve(cell: string): Promise<{ assetId: number; url: string } | string>;
  /** Remembers that the draft's product shows the asset. */
  link(draft: ProductDraft, assetId: number): void;
  /** Links the written products to their assets (in the import's last transaction). */
  finish(db: Database): Promise<void>;
}

/**
 * Image and file values of an export: each file becomes an asset of the library, found again by
 * its content's SHA-256 (`asset.file_hash`), so importing the same export twice adds no asset. A
 * dry run only checks the files.
 */
export async function productFiles(
  deps: Deps,
  folder: string | null,
  dryRun: boolean,
): Promise<ProductFiles> {
  const root = path.resolve(folder ?? '.');
  const rows = await deps.db
    .selectFrom('asset')
    .select(['id', 'storage_key', 'file_hash'])
    .where('file_hash', 'is not', null)
    .where('archived', '=', false)
    .execute();
  const byHash = new Map(rows.map((r) => [r.file_hash!, { assetId: r.id, url: assetUrl(r.storage_key) }]));
  const links = new Map<string, Set<number>>();
  return {
    async resolve(cell) {
      const file = path.resolve(root, cell);
      if (!file.startsWith(root + path.sep)) return `file "${cell}" is outside the export's folder`;
      let body: Buffer;
      try {
        body = await fs.readFile(file);
      } catch {
        return `file "${cell}" is missing or unreadable`;
      }
      const hash = createHash('sha256').update(body).digest('hex');
      const known = byHash.get(hash);
      if (known) return known;
      // A dry run writes nothing: the value differs from what is stored, as it will once imported.
      if (dryRun) return { assetId: 0, url: cell };
      const { id, key } = await importAsset(deps, { fileName: path.basename(file), body, fileHash: hash });
      const asset = { assetId: id, url: assetUrl(key) };
      byHash.set(hash, asset);
      return asset;
    },
    link(draft, assetId) {
      if (assetId) links.set(draft.sku, (links.get(draft.sku) ?? new Set()).add(assetId));
    },
    async finish(db) {
      if (!links.size) return;
      const ids = await productIdsBySku(db, [...links.keys()]);
      await linkProductAssets(
        db,
        [...links].flatMap(([sku, assets]) => {
          const productId = ids.get(sku);
          return productId === undefined
            ? []
            : [...assets].map((assetId, position) => ({
                product_id: productId,
                asset_id: assetId,
                position,
              }));
        }),
      );
    },
  };
}
