import { svgToJpeg } from '../lib/image.ts';
import { escapeHtml } from '../lib/html.ts';
import type { Storage } from '../storage/storage.ts';

export interface DemoImage {
  key: string;
  hex: string;
  label: string;
}

/** A simple studio-style product picture: a tinted backdrop, a lamp-like silhouette and the name. */
function productSvg(image: DemoImage, size = 800): string {
  const hash = [...image.key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const shape = hash % 3;
  const figure =
    shape === 0
      ? `<circle cx="400" cy="360" r="170" fill="${image.hex}"/><rect x="385" y="80" width="30" height="120" fill="#555"/>`
      : shape === 1
        ? `<rect x="230" y="230" width="340" height="300" rx="40" fill="${image.hex}"/><rect x="250" y="530" width="30" height="120" fill="#444"/><rect x="520" y="530" width="30" height="120" fill="#444"/>`
        : `<path d="M250 520 L400 180 L550 520 Z" fill="${image.hex}"/><rect x="380" y="520" width="40" height="130" fill="#444"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafafa"/><stop offset="1" stop-color="#e6e8eb"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  <ellipse cx="400" cy="680" rx="230" ry="26" fill="#00000018"/>
  ${figure}
  <text x="400" y="755" font-family="sans-serif" font-size="34" fill="#333" text-anchor="middle">${escapeHtml(image.label)}</text>
</svg>`;
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
