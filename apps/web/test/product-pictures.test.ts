import { describe, expect, it } from 'vitest';
import type { Asset, ProductAssets } from '@vitrine/contract';
import { productPictures } from '../src/features/products/lib/product-pictures';

const asset = (name: string, url: string, ext: string, archived = false): Asset =>
  ({
    id: url.length,
    name,
    url,
    ext,
    archived,
    scopes: [],
    tags: [],
    meta: { extension: ext, width: null, height: null, size: 0 },
  }) as unknown as Asset;

describe('the pictures of a product’s large view', () => {
  const assets: ProductAssets = {
    'Lamp packshot': [asset('Lamp packshot', '/a/1.jpg', 'jpg'), asset('Lamp packshot', '/a/1.tif', 'tif')],
    'Lamp datasheet': [asset('Lamp datasheet', '/a/2.pdf', 'pdf')],
    'Lamp film': [asset('Lamp film', '/a/3.mp4', 'mp4')],
    'Lamp lifestyle': [asset('Lamp lifestyle', '/a/4.JPG', 'JPG')],
    'Lamp old': [asset('Lamp old', '/a/5.jpg', 'jpg', true)],
  };

  it('starts with the main image, then one picture per group, leaving documents and films out', () => {
    expect(productPictures('/p/lamp.jpg', 'Lamp', assets)).toEqual([
      { path: '/p/lamp.jpg', name: 'Lamp' },
      { path: '/a/1.jpg', name: 'Lamp packshot' },
      { path: '/a/4.JPG', name: 'Lamp lifestyle' },
    ]);
  });

  it('shows a file once, and works without a main image or before the assets are in', () => {
    expect(productPictures('/a/1.jpg', 'Lamp', assets).map((p) => p.path)).toEqual(['/a/1.jpg', '/a/4.JPG']);
    expect(productPictures(null, 'Lamp', assets)[0].path).toBe('/a/1.jpg');
    expect(productPictures('/p/lamp.jpg', 'Lamp', undefined)).toEqual([
      { path: '/p/lamp.jpg', name: 'Lamp' },
    ]);
  });
});
