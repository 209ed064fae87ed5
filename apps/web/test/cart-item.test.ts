import { describe, expect, it } from 'vitest';
import type { CartItem } from '@vitrine/contract';
import { DEFAULT_QUALITY, isAllowedRendition } from '@vitrine/contract/rendition-url';
import {
  ASSET_SIZES,
  assetCartItem,
  downloadFile,
  downloadUrl,
  extensionForType,
  IMAGE_TYPES,
  isConvertible,
  itemType,
} from '../src/shared/cart/cart-item';

const JPG = '/pim/media/assets/25/eb/25ebd691.jpg';
const item = (change: Partial<CartItem> = {}): CartItem => ({
  name: 'Lumio packshot',
  url: JPG,
  ext: 'jpg',
  size: 'source',
  trim: false,
  ...change,
});

describe('cart item download address (spec 3, 9)', () => {
  it('keeps the original file at source size and type', () => {
    expect(downloadUrl(item())).toBe(JPG);
    expect(downloadFile(item())).toEqual({ name: 'Lumio packshot.jpg', url: JPG });
  });

  it('resizes into the box at quality 100, keeping the own format', () => {
    expect(downloadUrl(item({ size: '1200x1200' }))).toBe(
      `${JPG}?width=1200&height=1200&quality=100&format=source`,
    );
  });

  it('converts at source size, and names the file with the new extension', () => {
    const png = item({ ext: 'png' });
    expect(downloadUrl(png)).toBe(`${JPG}?quality=100&format=png`);
    expect(downloadFile(png).name).toBe('Lumio packshot.png');
  });

  it('crops only with a box, and crop is ignored at source size', () => {
    expect(downloadUrl(item({ size: '600x600', trim: true, ext: 'png' }))).toBe(
      `${JPG}?width=600&height=600&trim=1&quality=100&format=png`,
    );
    expect(downloadUrl(item({ trim: true }))).toBe(JPG);
  });

  it('downloads files that are not images as they are, whatever their settings say', () => {
    const leaflet = item({
      name: 'VT-1 leaflet',
      url: 'http://pim.example/pim/export/export/public/leaflet/de_DE/1/VT_1_de_DE.html',
      ext: 'html',
      size: '600x600',
      trim: true,
    });
    expect(downloadFile(leaflet)).toEqual({ name: 'VT-1 leaflet.html', url: leaflet.url });
    const film = item({ url: '/pim/media/assets/aa/bb/film.mp4', ext: 'mp4', size: '2400x2400' });
    expect(downloadUrl(film)).toBe('/pim/media/assets/aa/bb/film.mp4');
  });

  it('asks only for renditions the server offers (the contract presets)', () => {
    for (const url of [JPG, '/pim/media/assets/a/b/x.tif', '/pim/media/assets/a/b/x.pdf'])
      for (const size of ASSET_SIZES)
        for (const trim of [false, true])
          for (const type of IMAGE_TYPES) {
            const wanted = item({ url, size, trim, ext: extensionForType(item({ url }), type) });
            const query = new URL(downloadUrl(wanted), 'http://x').searchParams;
            if (!query.size) continue; // the original file
            const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
            const params = {
              width: number('width'),
              height: number('height'),
              trim: query.get('trim') === '1',
              quality: number('quality') ?? DEFAULT_QUALITY,
              format: query.get('format') ?? undefined,
            };
            expect(isAllowedRendition(params), downloadUrl(wanted)).toBe(true);
          }
  });

  it('keeps the folder prefix and falls back to a name when it is blank', () => {
    expect(downloadFile(item({ name: 'Packshots\\Lumio' })).name).toBe('Packshots\\Lumio.jpg');
    expect(downloadFile(item({ name: '  ' })).name).toBe('file.jpg');
  });
});

describe('types and extensions (spec 5)', () => {
  it('reads the type from the extension against the own file', () => {
    expect(itemType(item())).toBe('source');
    expect(itemType(item({ ext: 'png' }))).toBe('png');
    expect(itemType(item({ url: '/pim/media/assets/a/b/x.tif', ext: 'jpg' }))).toBe('jpg');
  });

  it('restores the original extension for Source', () => {
    const tiff = item({ url: '/pim/media/assets/a/b/x.tif', ext: 'png' });
    expect(extensionForType(tiff, 'source')).toBe('tif');
    expect(extensionForType(tiff, 'jpg')).toBe('jpg');
  });

  it('offers conversion for pictures, not for documents, videos or HTML', () => {
    for (const ext of ['jpg', 'png', 'tif', 'svg', 'JPEG']) expect(isConvertible(ext)).toBe(true);
    for (const ext of ['pdf', 'PDF', 'mp4', 'mp3', 'avi', 'html', 'zip'])
      expect(isConvertible(ext)).toBe(false);
  });

  it('makes a new cart entry at source size, not cropped, with a lower-case extension', () => {
    expect(assetCartItem({ name: 'Logo', url: '/pim/media/assets/a/b/l.SVG', ext: 'SVG' })).toEqual({
      name: 'Logo',
      url: '/pim/media/assets/a/b/l.SVG',
      ext: 'svg',
      size: 'source',
      trim: false,
    });
  });
});
