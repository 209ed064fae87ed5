import type { CartItem } from '@vitrine/contract';
// Relative, not through the @ alias: the unit tests load this rule module without the app's resolver.
import {
  extensionForType,
  IMAGE_TYPES,
  isConvertible,
  sourceExtension,
  type ImageType,
} from '../../../../shared/cart/cart-item';

export type ItemChange = Partial<Omit<CartItem, 'url'>>;

/** Size, type and crop apply only to an image with a valid thumbnail, judged by its own file (spec 5). */
export function isImageItem(item: CartItem): boolean {
  return isConvertible(sourceExtension(item.url));
}

/** A new size; crop only means something with a box, so Source also drops it. */
export function sizeChange(item: CartItem, size: CartItem['size']): ItemChange {
  return { size, trim: size === 'source' ? false : item.trim };
}

/** A new type; Source restores the asset's original extension (spec 5). */
export function typeChange(item: CartItem, type: ImageType): ItemChange {
  return { ext: extensionForType(item, type) };
}

export type BulkChange = { size: CartItem['size'] } | { type: ImageType };

/** Spec 5: a bulk size or type applies to image assets only; every other item is kept as it is. */
export function applyBulk(items: CartItem[], change: BulkChange): CartItem[] {
  return items.map((item) => {
    if (!isImageItem(item)) return item;
    const patch = 'size' in change ? sizeChange(item, change.size) : typeChange(item, change.type);
    return { ...item, ...patch };
  });
}

/**
 * What the bulk selects show: the size and type every image shares, or nothing when they differ
 * (or there is no image), so the panel never claims a setting one file no longer has. A type is
 * shared when it gives each image the extension it has (a PNG kept as Source is also "PNG").
 */
export function bulkValues(items: CartItem[]): { size: CartItem['size'] | ''; type: ImageType | '' } {
  const images = items.filter(isImageItem);
  if (images.length === 0) return { size: '', type: '' };
  const size = images.every((item) => item.size === images[0].size) ? images[0].size : '';
  const type = IMAGE_TYPES.find((t) => images.every((item) => item.ext === extensionForType(item, t))) ?? '';
  return { size, type };
}
