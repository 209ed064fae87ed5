import type { Asset, CartItem, DownloadFile } from '@vitrine/contract';
import {
  BULK_SIZES,
  CART_SIZES,
  CART_TYPES,
  cartRenditionQuery,
  hasThumbnail,
  isConvertible,
} from '@vitrine/contract/rendition-url';

/** Per-asset size choices (spec 9); the server converts these sizes and no others. */
export const ASSET_SIZES: readonly CartItem['size'][] = CART_SIZES;
/** Bulk size choices (spec 9), each labelled as what it delivers (the spec's 2400x1200 is 2400x2400). */
export { BULK_SIZES };
/** Type choices for images: the original, or PNG or JPG (spec 9). */
export const IMAGE_TYPES = CART_TYPES;
export type ImageType = (typeof IMAGE_TYPES)[number];

const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'webm', 'avi', 'mkv', 'mpg', 'mpeg', 'mp3']);
/** Cart previews play these in a <video> element. */
const PLAYABLE_EXTENSIONS = new Set(['mp4', 'm4v', 'webm', 'mov']);

export { hasThumbnail };

export function isVideo(ext: string): boolean {
  return VIDEO_EXTENSIONS.has(ext.toLowerCase());
}

export function isPlayable(ext: string): boolean {
  return PLAYABLE_EXTENSIONS.has(ext.toLowerCase());
}

/** Size, type and crop apply to pictures only (spec 5): a PDF stays itself in the zip, whatever the bulk type. */
export { isConvertible };

/** The path part of a url without its query: the asset's own address. */
export function sourcePath(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/** The extension of the asset's own file, read from its path. */
export function sourceExtension(url: string): string {
  return /\.([a-z0-9]{1,8})$/i.exec(sourcePath(url))?.[1].toLowerCase() ?? '';
}

/** A cart entry for an asset: its original file at source size, not cropped. */
export function assetCartItem(asset: Pick<Asset, 'name' | 'url' | 'ext'>): CartItem {
  return { name: asset.name, url: asset.url, ext: asset.ext.toLowerCase(), size: 'source', trim: false };
}

/** The type an item is downloaded as: 'source' while it keeps its own extension. */
export function itemType(item: CartItem): ImageType {
  if (item.ext === sourceExtension(item.url)) return 'source';
  return item.ext === 'png' ? 'png' : 'jpg';
}

/** The extension for a chosen type: Source restores the asset's original extension (spec 5). */
export function extensionForType(item: CartItem, type: ImageType): string {
  return type === 'source' ? sourceExtension(item.url) || item.ext : type;
}

/**
 * The address a cart item downloads from: the asset path with the rendition parameters its
 * settings ask for (quality is fixed at 100, spec 9), or the original when nothing changes it.
 */
export function downloadUrl(item: CartItem): string {
  const converted = item.ext !== sourceExtension(item.url);
  if (!isConvertible(sourceExtension(item.url)) || (item.size === 'source' && !converted)) return item.url;
  const type = converted ? itemType(item) : 'source';
  return `${sourcePath(item.url)}?${cartRenditionQuery(item.size, item.trim, type)}`;
}

/** The download request entry of a cart item (spec 3): the name, a dot, the extension, and the url. */
export function downloadFile(item: CartItem): DownloadFile {
  const name = item.name.trim() || 'file';
  return { name: item.ext ? `${name}.${item.ext}` : name, url: downloadUrl(item) };
}
