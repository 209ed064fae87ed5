import type { ProductAssets } from '@vitrine/contract';
import { hasThumbnail } from '@vitrine/contract/rendition-url';

/** One picture of a product: the stored file's path and what it shows. */
export interface ProductPicture {
  path: string;
  name: string;
}

/**
 * The product's pictures for the large view: its main image first, then one picture per asset
 * group (a JPEG and a TIFF of one name are one picture), in the answer's order; documents (PDF)
 * and films have no picture to show, and a file met twice is shown once.
 */
export function productPictures(
  image: string | null,
  name: string,
  assets: ProductAssets | undefined,
): ProductPicture[] {
  const pictures: ProductPicture[] = image ? [{ path: image, name }] : [];
  const seen = new Set(pictures.map((p) => p.path));
  for (const [group, files] of Object.entries(assets ?? {})) {
    const file = files.find((f) => !f.archived && hasThumbnail(f.ext) && f.ext.toLowerCase() !== 'pdf');
    if (!file || seen.has(file.url)) continue;
    seen.add(file.url);
    pictures.push({ path: file.url, name: file.name || group });
  }
  return pictures;
}
