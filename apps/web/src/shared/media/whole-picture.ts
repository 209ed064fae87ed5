import { RENDITION_PRESETS, type RenditionOptions } from '@vitrine/contract/rendition-url';

/**
 * Files whose pictures are shown whole, never cropped: vector logos and graphics, documents'
 * pages, and PNG and GIF (the formats of logos, diagrams and screenshots, where a crop cuts text).
 */
const WHOLE_FORMATS = new Set(['svg', 'pdf', 'png', 'gif', 'eps', 'ai']);

/**
 * How far a photograph may be from square and still be cropped to a square thumbnail: 5:4 loses at
 * most a tenth on each side. A wider or taller one (a 3:2 picture with its caption, a banner) is
 * fitted whole.
 */
export const CROP_RATIO_LIMIT = 1.25;

export interface PictureShape {
  /** Lower- or upper-case file extension. */
  ext: string;
  width?: number | null;
  height?: number | null;
}

/**
 * Whether a file's thumbnail must show the whole picture (fit) rather than fill its square (crop):
 * always for logos, graphics and documents, and for photographs far from square. Product cards
 * keep their crop and do not ask.
 *
 * @example showsWhole({ ext: 'jpg', width: 3000, height: 2000 }) // true: a crop would cut a third
 */
export function showsWhole({ ext, width, height }: PictureShape): boolean {
  if (WHOLE_FORMATS.has(ext.toLowerCase())) return true;
  if (!width || !height) return false;
  return Math.max(width, height) / Math.min(width, height) > CROP_RATIO_LIMIT;
}

/** The rendition and the box fit of a file's thumbnail in a card (300x300) or a list row (96x96). */
export function thumbnailOf(shape: PictureShape, size: 'card' | 'row' = 'card') {
  const whole = showsWhole(shape);
  const options: RenditionOptions =
    size === 'card'
      ? RENDITION_PRESETS[whole ? 'thumbnailWhole' : 'thumbnail']
      : RENDITION_PRESETS[whole ? 'rowWhole' : 'productRow'];
  return { options, fit: whole ? ('contain' as const) : ('cover' as const) };
}
