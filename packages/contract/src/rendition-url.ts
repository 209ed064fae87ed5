export interface RenditionOptions {
  width: number;
  height: number;
  /** Crop to fill the box (trim=1); without it the image fits inside. */
  trim?: boolean;
  /** `source` keeps an image's own format; default webp. */
  format?: 'webp' | 'png' | 'jpg' | 'source';
  /** Without it the server's default, DEFAULT_QUALITY. */
  quality?: number;
}

/** JPEG/WebP quality of a rendition whose address names none. */
export const DEFAULT_QUALITY = 85;

/**
 * Every picture the portal draws from a stored file, by name. The server converts these, the cart
 * sizes below and nothing else (any other combination is a 400), so the web app and the server's
 * first screen must take their sizes from here.
 */
export const RENDITION_PRESETS = {
  /** Spec 9: asset cards (and the cart's 150 px box) show a 300x300 cropped PNG thumbnail. */
  thumbnail: { width: 300, height: 300, trim: true, format: 'png' },
  /**
   * The same box for files a crop would cut (logos, graphics, documents' pages, wide pictures with
   * their captions): the whole picture fitted inside, transparency kept.
   */
  thumbnailWhole: { width: 300, height: 300, format: 'png' },
  /** Spec 9: the preview popup is 1200x1200 at quality 100, fitted, never cropped. */
  preview: { width: 1200, height: 1200, quality: 100, format: 'webp' },
  /**
   * An article's pictures (stored as previews) on screens that need fewer pixels: a phone's text
   * column at its usual density, at the default quality — a small part of the preview's bytes.
   */
  articlePicture: { width: 800, height: 800, format: 'webp' },
  /** Product cards, the product summary and the server-drawn first screen (spec 9: 300x300, trim). */
  productCard: { width: 300, height: 300, trim: true, format: 'webp' },
  /** Product table rows: a 48 px box, drawn at twice its pixels for dense screens. */
  productRow: { width: 96, height: 96, trim: true, format: 'webp' },
  /** Suggestion rows of files a crop would cut: the row's box, the whole picture inside it. */
  rowWhole: { width: 96, height: 96, format: 'png' },
  /** Product detail header: at most 200 high (spec 9), drawn at twice its pixels. */
  productHeader: { width: 400, height: 400, format: 'webp' },
  /** Product images in leaflets (shown 480 wide, printed): the image's own format. */
  leaflet: { width: 800, height: 800, format: 'source' },
} as const satisfies Record<string, RenditionOptions>;
export type RenditionPreset = keyof typeof RENDITION_PRESETS;

export const THUMBNAIL: RenditionOptions = RENDITION_PRESETS.thumbnail;
export const PREVIEW: RenditionOptions = RENDITION_PRESETS.preview;

/** Cart download sizes per asset (spec 9); `source` keeps the file's own size. */
export const CART_SIZES = ['source', '600x600', '1200x1200', '2400x2400'] as const;
export type CartSize = (typeof CART_SIZES)[number];
/**
 * Bulk size choices (spec 9). The spec labels the last one 2400x1200 while it asks for 2400x2400;
 * it is labelled as what it delivers, 2400x2400, so nobody expects a landscape picture
 * (docs/architecture.md, "Decisions beyond the design notes").
 */
export const BULK_SIZES: readonly { value: CartSize; label: string }[] = [
  { value: 'source', label: 'source' },
  { value: '600x600', label: '600x600' },
  { value: '1200x1200', label: '1200x1200' },
  { value: '2400x2400', label: '2400x2400' },
];
/** Cart download types: the file's own format, PNG or JPG (spec 9). */
export const CART_TYPES = ['source', 'png', 'jpg'] as const;
/** Cart downloads are always converted at this quality (spec 9). */
export const CART_QUALITY = 100;

/** A file path on the configured domain; absolute addresses keep their own host. */
export function fileUrl(domain: string, path: string): string {
  if (/^(https?:)?\/\//i.test(path)) return path;
  return `${domain.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The query of a rendition: width, height, trim, quality and format (spec 7 "Images"). */
export function renditionQuery(o: RenditionOptions): string {
  const params = new URLSearchParams({ width: String(o.width), height: String(o.height) });
  if (o.trim) params.set('trim', '1');
  if (o.quality) params.set('quality', String(o.quality));
  params.set('format', o.format ?? 'webp');
  return params.toString();
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
  return `${base}${base.includes('?') ? '&' : '?'}${renditionQuery(o)}`;
}

/** The query of a cart download: a size (or the source's), crop, and a type, at CART_QUALITY. */
export function cartRenditionQuery(size: CartSize, trim: boolean, type: string): string {
  const params = new URLSearchParams();
  if (size !== 'source') {
    const [width, height] = size.split('x');
    params.set('width', width);
    params.set('height', height);
    if (trim) params.set('trim', '1');
  }
  params.set('quality', String(CART_QUALITY));
  params.set('format', type);
  return params.toString();
}

/** Rendition parameters as the server reads them from a query. */
export interface RenditionParams {
  width?: number;
  height?: number;
  trim: boolean;
  /** The quality asked for, or the default when none is named. */
  quality: number;
  /** As asked; none means the source's own format (`source`). */
  format?: string;
}

/** True when the parameters are one of RENDITION_PRESETS or a cart download. */
export function isAllowedRendition(p: RenditionParams): boolean {
  const format = p.format === 'jpeg' ? 'jpg' : (p.format ?? 'source');
  const boxed = p.width !== undefined && p.height !== undefined;
  // Cropping means nothing without both sides of the box.
  const trim = p.trim && boxed;
  const preset = Object.values(RENDITION_PRESETS).some(
    (o: RenditionOptions) =>
      o.width === p.width &&
      o.height === p.height &&
      !!o.trim === trim &&
      (o.quality ?? DEFAULT_QUALITY) === p.quality &&
      (o.format ?? 'webp') === format,
  );
  if (preset) return true;
  if (p.quality !== CART_QUALITY || !(CART_TYPES as readonly string[]).includes(format)) return false;
  // At the source's own size only a change of type is a rendition (a full-size re-encode otherwise).
  if (p.width === undefined && p.height === undefined) return format !== 'source';
  return boxed && (CART_SIZES as readonly string[]).includes(`${p.width}x${p.height}`);
}

/** What isAllowedRendition accepts, in words and queries: the message of a refused rendition. */
export function allowedRenditions(): string {
  const presets = Object.entries(RENDITION_PRESETS).map(
    ([name, o]) => `${name} (${renditionQuery(o).replaceAll('&', ', ')})`,
  );
  const sizes = CART_SIZES.filter((s) => s !== 'source').join(', ');
  return (
    `Allowed renditions: ${presets.join('; ')}; cart downloads: width x height ${sizes} ` +
    `(trim=1 optional) or none, format ${CART_TYPES.join(', ')} (source only with a size), ` +
    `quality=${CART_QUALITY}. Without parameters the original file is served.`
  );
}

/** Extensions the rendition service draws a thumbnail of (spec 5); videos are excluded. */
const THUMBNAIL_EXTENSIONS = new Set([
  ...['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'tif', 'tiff', 'svg', 'pdf'],
]);

export function hasThumbnail(ext: string): boolean {
  return THUMBNAIL_EXTENSIONS.has(ext.toLowerCase());
}

/**
 * Pictures: what a cart's size, type and crop apply to (spec 5). A PDF has a thumbnail (its first
 * page) but is a document, and stays itself.
 */
export const CONVERTIBLE_EXTENSIONS: readonly string[] = [...THUMBNAIL_EXTENSIONS].filter((e) => e !== 'pdf');

export function isConvertible(ext: string): boolean {
  return CONVERTIBLE_EXTENSIONS.includes(ext.toLowerCase());
}
