import type { OutputFormat } from '../../lib/image.ts';
import type { MediaKind } from '../../lib/media-types.ts';

// Format names a query may use (the contract's presets use jpg, png, webp and source).
const FORMATS: Record<string, OutputFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  tif: 'tiff',
  tiff: 'tiff',
};
/** Content type of each output format. */
export const MIME: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  tiff: 'image/tiff',
};
/** File extension of each output format. */
export const FORMAT_EXTENSION: Record<OutputFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  tiff: 'tif',
};

/** The output format of a request: the one asked for, else the source's own, else PNG. */
export function outputFormat(kind: MediaKind, ext: string, format?: string): OutputFormat {
  if (format && format !== 'source') return FORMATS[format] ?? 'png';
  return kind === 'raster' ? (FORMATS[ext] ?? 'png') : 'png';
}
