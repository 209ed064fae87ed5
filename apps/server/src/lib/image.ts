import fs from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError, badRequest } from './errors.ts';

// The one place sharp is imported: limits for every decode live here. One libvips thread per image
// (requests give the parallelism) and no operation cache, so memory stays bounded per image.
sharp.concurrency(1);
sharp.cache(false);
const MAX_PIXELS = 50_000_000;
const TIMEOUT_SECONDS = 30;
const MAX_SVG_BYTES = 5 * 1024 * 1024;
/** Largest drawn JPEG whose Huffman tables are fitted to it (drawImage). */
const FITTED_TABLES_MAX_PIXELS = 4_000_000;

export interface NormalizedImage {
  data: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded image and re-encodes it as WebP, dropping metadata and anything hidden in the
 * original bytes. Fake or oversized images are a 400.
 */
export async function normalizeUploadedImage(input: Buffer, maxSide = 1024): Promise<NormalizedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw badRequest('The file is not an image we can read', 'file', 'invalid_image');
  }
  if (!meta.format || !['jpeg', 'png', 'webp', 'gif'].includes(meta.format)) {
    throw badRequest('Upload a JPEG, PNG, WebP or GIF image', 'file', 'invalid_image');
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    throw badRequest('The image could not be processed', 'file', 'invalid_image');
  }
}

/** Rasterises a trusted, server-made SVG (demo artwork) to JPEG. */
export async function svgToJpeg(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
}

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff';
export interface RenditionSpec {
  width?: number;
  height?: number;
  /** Crop to fill the box instead of fitting inside it. */
  trim: boolean;
  quality: number;
  format: OutputFormat;
}

// Enough of a file's first bytes to tell the raster formats converted (see rasterSignature): only
// their decoders are ever used, whatever a file's name says.
const SIGNATURE_BYTES = 16;

const tooLarge = () => new AppError(413, 'image_too_large', 'The image has too many pixels to process');
const unreadable = () => new AppError(422, 'invalid_image', 'The file is not an image that can be converted');

/** Width, height and format from an image's header (nothing is decoded); null when unreadable. */
export async function imageSize(
  input: Buffer | string,
): Promise<{ width: number; height: number; format: string } | null> {
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height || !meta.format) return null;
    return { width: meta.width, height: meta.height, format: meta.format };
  } catch {
    return null;
  }
}

/**
 * Refuses SVG that could reach outside the file (external references, style imports) or expand
 * itself (DTDs and entities); embedded data images and in-document references stay allowed.
 */
function assertSafeSvg(input: Buffer): void {
  if (input.length > MAX_SVG_BYTES) throw new AppError(413, 'file_too_large', 'The SVG file is too large');
  const text = input.toString('utf8');
  const external =
    /<!DOCTYPE|<!ENTITY/i.test(text) ||
    /\b(?:href|src)\s*=\s*["']\s*(?!#|data:image\/)/i.test(text) ||
    /@import|url\(\s*["']?\s*(?!#|data:image\/)/i.test(text);
  if (external) throw new AppError(422, 'unsafe_svg', 'The SVG refers to external resources');
}

// mozjpeg's trellis search makes smaller files at ordinary qualities, but at the cart's quality 100
// it took 16-20 s for one 2400 px picture against about 1 s without it, for files 3 % smaller.
const MOZJPEG_BELOW_QUALITY = 95;

/** Output options for a format; quality applies to the lossy ones. */
function encode(pipeline: Sharp, spec: RenditionSpec): Sharp {
  switch (spec.format) {
    case 'jpeg':
      return pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: spec.quality, mozjpeg: spec.quality < MOZJPEG_BELOW_QUALITY });
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
    case 'webp':
      return pipeline.webp({ quality: spec.quality });
    case 'avif':
      return pipeline.avif({ quality: spec.quality });
    case 'gif':
      return pipeline.gif();
    case 'tiff':
      return pipeline.tiff({ compression: 'lzw' });
  }
}

/**
 * The raster format an image's first bytes announce, by the signatures libvips itself chooses its
 * decoder by; null for anything else (SVG included).
 */
function rasterSignature(head: Buffer): string | null {
  const text = head.toString('latin1');
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (text.startsWith('\x89PNG\r\n\x1a\n')) return 'png';
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') return 'webp';
  if (text.startsWith('GIF87a') || text.startsWith('GIF89a')) return 'gif';
  if (['II*\0', 'MM\0*', 'II+\0', 'MM\0+'].includes(text.slice(0, 4))) return 'tiff';
  if (text.slice(4, 8) === 'ftyp') return 'heif';
  return null;
}

/** The first bytes of a file or buffer (a file is read for them alone, not opened as an image). */
async function headOf(input: Buffer | string): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input.subarray(0, SIGNATURE_BYTES);
  const handle = await fs.open(input);
  try {
    const head = Buffer.alloc(SIGNATURE_BYTES);
    const { bytesRead } = await handle.read(head, 0, SIGNATURE_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Density an SVG is drawn at for a spec: the size asked for, never more than the pixel limit. */
async function svgDensity(input: Buffer, spec: RenditionSpec): Promise<number> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height || meta.format !== 'svg') throw unreadable();
  const scale = Math.max((spec.width ?? 0) / meta.width, (spec.height ?? 0) / meta.height, 1);
  const fit = Math.sqrt(MAX_PIXELS / (meta.width * meta.height));
  const density = Math.max(1, Math.min(72 * scale, 72 * fit * 0.999, 72 * 16));
  if (meta.width * meta.height * (density / 72) ** 2 > MAX_PIXELS) throw tooLarge();
  return density;
}

/**
 * Resizes and converts an image (raster, or SVG when `svg` is set) within the pixel limit and the
 * processing timeout. An unreadable source is a 422, an image bomb a 413: a raster is decoded only
 * when its signature is one of the accepted formats, and libvips refuses it past the pixel limit
 * from its header, before decoding (the image is opened once).
 */
export async function renderImage(
  input: Buffer | string,
  spec: RenditionSpec,
  options: { svg?: boolean } = {},
): Promise<Buffer> {
  let density: number | undefined;
  if (options.svg) {
    if (!Buffer.isBuffer(input)) throw unreadable();
    assertSafeSvg(input);
    density = await svgDensity(input, spec);
  } else {
    let head: Buffer;
    try {
      head = await headOf(input);
    } catch {
      throw unreadable();
    }
    if (!rasterSignature(head)) throw unreadable();
  }
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', density })
      .timeout({ seconds: TIMEOUT_SECONDS })
      .rotate();
    if (spec.width || spec.height) {
      pipeline = pipeline.resize(spec.width, spec.height, {
        fit: spec.trim ? 'cover' : 'inside',
        withoutEnlargement: true,
      });
    }
    return await encode(pipeline, spec).toBuffer();
  } catch (error) {
    const message = String((error as Error).message);
    if (/pixel limit/i.test(message)) throw tooLarge();
    if (/timeout/i.test(message))
      throw new AppError(422, 'processing_timeout', 'The file took too long to convert');
    throw unreadable();
  }
}

const ICON_COLOURS: Record<string, string> = {
  pdf: '#c62828',
  video: '#6a1b9a',
  image: '#2e7d32',
  document: '#1565c0',
  other: '#546e7a',
};

/** A generic file icon: a page with a folded corner and the file extension, in the spec's box. */
export async function fileIcon(ext: string, group: keyof typeof ICON_COLOURS, spec: RenditionSpec) {
  const label =
    ext
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 5) || 'FILE';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#f4f6f8"/>
  <path d="M136 56h176l88 88v312H136z" fill="#ffffff" stroke="#b0bec5" stroke-width="8"/>
  <path d="M312 56v88h88" fill="#eceff1" stroke="#b0bec5" stroke-width="8"/>
  <rect x="96" y="292" width="${Math.max(160, label.length * 52)}" height="96" rx="12" fill="${ICON_COLOURS[group]}"/>
  <text x="${96 + Math.max(160, label.length * 52) / 2}" y="360" font-family="sans-serif" font-size="64" font-weight="bold" fill="#ffffff" text-anchor="middle">${label}</text>
</svg>`;
  const box = Math.min(spec.width ?? spec.height ?? 512, spec.height ?? spec.width ?? 512);
  const pipeline = sharp(Buffer.from(svg), { density: Math.max(1, (72 * box) / 512) }).resize(box, box);
  return encode(
    pipeline,
    spec.format === 'gif' || spec.format === 'tiff' ? { ...spec, format: 'png' } : spec,
  ).toBuffer();
}

/** Draws a trusted, server-made SVG (demo artwork, drawn at most 1000 px wide) scaled to any size. */
export async function drawImage(
  svg: string,
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'tiff',
): Promise<Buffer> {
  const base = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  const pipeline = sharp(base).resize(width, height, { fit: 'fill', kernel: 'linear' }).removeAlpha();
  // Huffman tables fitted to the picture make a smaller file, but the encoder then holds every
  // coefficient of it: 140 MB for 24 megapixels. Large drawings keep the standard tables.
  if (format === 'jpeg')
    return pipeline
      .jpeg({ quality: 85, optimiseCoding: width * height <= FITTED_TABLES_MAX_PIXELS })
      .toBuffer();
  if (format === 'png') return pipeline.png({ compressionLevel: 2 }).toBuffer();
  return pipeline.tiff({ compression: 'lzw' }).toBuffer();
}
