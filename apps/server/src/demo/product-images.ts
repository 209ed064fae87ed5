import { RENDITION_BASE } from '@vitrine/contract';
import { svgToJpeg } from '../lib/image.ts';
import { escapeHtml } from '../lib/html.ts';
import type { Storage } from '../storage/storage.ts';
import type { ProductType } from './category-vocabulary.ts';
import { productFigure } from './product-shapes.ts';

/** The generation record of a product picture (kept in the `demo_images` setting until drawn). */
export interface DemoImage {
  key: string;
  hex: string;
  label: string;
  /** The product type the picture shows. */
  type: ProductType;
}

/** A studio-style product picture: a light backdrop, the type's shape in the product's colour, the name. */
export function productSvg(image: DemoImage, size = 800): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafafa"/><stop offset="1" stop-color="#e6e8eb"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <ellipse cx="400" cy="654" rx="260" ry="22" fill="#00000014"/>
  ${productFigure(image.type, image.hex)}
  <text x="400" y="755" font-family="sans-serif" font-size="34" fill="#333" text-anchor="middle">${escapeHtml(image.label)}</text>
</svg>`;
}

/** The storage key of the picture a product's `image` value shows, when it is a stored one. */
export function pictureKey(image: unknown): string | null {
  const prefix = `${RENDITION_BASE}/`;
  return typeof image === 'string' && image.startsWith(prefix) ? image.slice(prefix.length) : null;
}

/** Writes every demo product image that storage does not hold yet; answers how many were made. */
export async function generateProductImages(
  storage: Storage,
  images: DemoImage[],
  signal?: AbortSignal,
): Promise<number> {
  let made = 0;
  for (const image of images) {
    if (signal?.aborted) break;
    if (await storage.stat(image.key)) continue;
    await storage.put(image.key, await svgToJpeg(productSvg(image)), 'image/jpeg');
    made++;
  }
  return made;
}
