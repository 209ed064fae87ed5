import { describe, expect, it } from 'vitest';
import type { CartItem, DownloadFile } from '@vitrine/contract';
import { downloadFile } from '../src/shared/cart/cart-item';
import {
  applyBulk,
  bulkValues,
  isImageItem,
  sizeChange,
  typeChange,
} from '../src/features/assets/components/cart/cart-changes';
import {
  canDownload,
  downloadView,
  type DownloadRequestState,
} from '../src/features/assets/components/cart/download-state';
import { canShare } from '../src/features/assets/components/cart/share-rules';

const jpg: CartItem = {
  name: 'Packshot',
  url: '/pim/media/assets/a/b/p.jpg',
  ext: 'jpg',
  size: 'source',
  trim: false,
};
const tif: CartItem = {
  name: 'Detail',
  url: '/pim/media/assets/c/d/d.tif',
  ext: 'png',
  size: '600x600',
  trim: true,
};
const pdf: CartItem = {
  name: 'Sheet',
  url: '/pim/media/assets/e/f/s.pdf',
  ext: 'pdf',
  size: 'source',
  trim: false,
};
const mp4: CartItem = {
  name: 'Film',
  url: '/pim/media/assets/g/h/f.mp4',
  ext: 'mp4',
  size: 'source',
  trim: false,
};
const leaflet: CartItem = {
  name: 'Leaflet',
  url: '/pim/export/export/public/leaflet/en_GB/1/VT_1_en_GB.html',
  ext: 'html',
  size: 'source',
  trim: false,
};
const cart = [jpg, tif, pdf, mp4, leaflet];

describe('bulk changes (spec 5)', () => {
  it('apply a size to images only and keep each crop', () => {
    const changed = applyBulk(cart, { size: '2400x2400' });
    expect(changed.map((i) => i.size)).toEqual(['2400x2400', '2400x2400', 'source', 'source', 'source']);
    expect(changed[1].trim).toBe(true);
    expect(changed.slice(2)).toEqual([pdf, mp4, leaflet]);
  });

  it('Source size drops the crop, which needs a box', () => {
    expect(applyBulk([tif], { size: 'source' })[0]).toMatchObject({ size: 'source', trim: false });
    expect(sizeChange(tif, '1200x1200')).toEqual({ size: '1200x1200', trim: true });
  });

  it('apply a type to images only, a PDF staying a PDF; Source restores each original extension', () => {
    expect(applyBulk(cart, { type: 'jpg' }).map((i) => i.ext)).toEqual(['jpg', 'jpg', 'pdf', 'mp4', 'html']);
    expect(applyBulk(cart, { type: 'source' }).map((i) => i.ext)).toEqual([
      'jpg',
      'tif',
      'pdf',
      'mp4',
      'html',
    ]);
    expect(typeChange(jpg, 'png')).toEqual({ ext: 'png' });
  });

  it('judge images by their own file, not by the chosen type', () => {
    expect(cart.map(isImageItem)).toEqual([true, true, false, false, false]);
  });

  it('show the size and type all images share, or nothing when they differ', () => {
    expect(bulkValues([jpg, pdf, mp4])).toEqual({ size: 'source', type: 'source' });
    expect(bulkValues([pdf, mp4])).toEqual({ size: '', type: '' });
    expect(bulkValues(cart)).toEqual({ size: '', type: '' });
    expect(bulkValues(applyBulk(cart, { size: '1200x1200' }))).toMatchObject({ size: '1200x1200' });
    // A PNG kept at its own format counts as PNG once the others are PNG too.
    const png: CartItem = { ...jpg, url: '/pim/media/assets/x/y/v.png', ext: 'png' };
    expect(bulkValues(applyBulk([jpg, png, tif], { type: 'png' })).type).toBe('png');
    expect(bulkValues(applyBulk([jpg, png, tif], { type: 'jpg' })).type).toBe('jpg');
    expect(bulkValues([mp4, leaflet])).toEqual({ size: '', type: '' });
  });

  it('leave the list untouched when nothing in it is an image', () => {
    expect(applyBulk([mp4, leaflet], { size: '600x600' })).toEqual([mp4, leaflet]);
  });
});

describe('download state (spec 4 "Cart")', () => {
  const files: DownloadFile[] = cart.map(downloadFile);
  const ready: DownloadRequestState = { status: 'success', files, url: '/pim/asset/download/1/a.zip' };

  it('goes idle → preparing → ready for the files asked for', () => {
    expect(downloadView({ status: 'idle', files: undefined }, files)).toEqual({ status: 'idle' });
    expect(downloadView({ status: 'pending', files }, files)).toEqual({ status: 'preparing' });
    expect(downloadView(ready, files)).toEqual({ status: 'ready', url: '/pim/asset/download/1/a.zip' });
  });

  it('shows the server message of a failure', () => {
    expect(
      downloadView({ status: 'error', files, message: '"Sheet.pdf" is no longer available' }, files),
    ).toEqual({
      status: 'failed',
      message: '"Sheet.pdf" is no longer available',
    });
  });

  it('is idle again after any change of a setting, a name or a removal', () => {
    const variants = [
      applyBulk(cart, { size: '600x600' }),
      applyBulk(cart, { type: 'png' }),
      cart.map((i) => (i === jpg ? { ...i, trim: true, size: '600x600' as const } : i)),
      cart.map((i) => (i === pdf ? { ...i, name: 'Datasheet' } : i)),
      cart.slice(1),
    ];
    for (const changed of variants) {
      expect(downloadView(ready, changed.map(downloadFile))).toEqual({ status: 'idle' });
      expect(downloadView({ status: 'pending', files }, changed.map(downloadFile))).toEqual({
        status: 'idle',
      });
    }
  });

  it('stays ready when a change gives the same files (a crop at Source size)', () => {
    const same = cart.map((i) => (i === jpg ? { ...i, trim: true } : i));
    expect(downloadView(ready, same.map(downloadFile)).status).toBe('ready');
  });

  it('is offered when the cart has items and nothing is being prepared', () => {
    expect(canDownload(0, { status: 'idle' })).toBe(false);
    expect(canDownload(2, { status: 'preparing' })).toBe(false);
    expect(canDownload(2, { status: 'idle' })).toBe(true);
    expect(canDownload(2, { status: 'ready', url: 'x' })).toBe(true);
  });
});

describe('share enablement (spec 5)', () => {
  const base = { itemCount: 3, email: 'friend@example.com', preparing: false, sharing: false, guest: false };
  it('needs items, an address, no download being prepared and no share under way', () => {
    expect(canShare(base)).toBe(true);
    expect(canShare({ ...base, itemCount: 0 })).toBe(false);
    expect(canShare({ ...base, email: '  ' })).toBe(false);
    expect(canShare({ ...base, preparing: true })).toBe(false);
    expect(canShare({ ...base, sharing: true })).toBe(false);
  });
  it('is not offered to guests, whom the server refuses', () => {
    expect(canShare({ ...base, guest: true })).toBe(false);
  });
  it('leaves the address format to the server', () => {
    expect(canShare({ ...base, email: 'not-an-address' })).toBe(true);
  });
});
