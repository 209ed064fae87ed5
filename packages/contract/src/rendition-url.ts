export interface RenditionOptions {
  width: number;
  height: number;
  /** Crop to fill the box (trim=1); without it the image fits inside. */
  trim?: boolean;
  format?: 'webp' | 'png' | 'jpg';
  quality?: number;
}

/** A file path on the configured domain; absolute addresses keep their own host. */
export function fileUrl(domain: string, path: string): string {
  if (/^(https?:)?\/\//i.test(path)) return path;
  return `${domain.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The rendition address of an image path (spec 7 "Images"): the path on the configured domain with
 * width, height, trim, quality and format parameters. Absolute addresses keep their own host.
 */
export function renditionUrl(
  domain: string,
  path: string | null | undefined,
  o: RenditionOptions,
): string | null {
  if (!path) return null;
  const base = fileUrl(domain, path);
  const params = new URLSearchParams({ width: String(o.width), height: String(o.height) });
  if (o.trim) params.set('trim', '1');
  if (o.quality) params.set('quality', String(o.quality));
  params.set('format', o.format ?? 'webp');
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** Spec 9: asset cards show a 300x300 cropped PNG thumbnail. */
export const THUMBNAIL: RenditionOptions = { width: 300, height: 300, trim: true, format: 'png' };
/** Spec 9: the preview popup is 1200x1200 at quality 100, fitted, never cropped. */
export const PREVIEW: RenditionOptions = { width: 1200, height: 1200, quality: 100, format: 'webp' };

/** Extensions the rendition service draws a thumbnail of (spec 5); videos are excluded. */
const THUMBNAIL_EXTENSIONS = new Set([
  ...['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'tif', 'tiff', 'svg', 'pdf'],
]);

export function hasThumbnail(ext: string): boolean {
  return THUMBNAIL_EXTENSIONS.has(ext.toLowerCase());
}
