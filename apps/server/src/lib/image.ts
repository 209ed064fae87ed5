import sharp, { type Metadata } from 'sharp';
import { AppError, badRequest } from './errors.ts';

// The one place sharp is imported: limits for every decode live here.
sharp.concurrency(1);
const MAX_PIXELS = 50_000_000;

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

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif';
export interface RenditionSpec {
  width?: number;
  height?: number;
  /** Crop to fill the box instead of fitting inside it. */
  trim: boolean;
  quality: number;
  format: OutputFormat;
}

/** Resizes and converts an image within the pixel limit; an unreadable or oversized source is a 4xx. */
export async function renderImage(input: Buffer | string, spec: RenditionSpec): Promise<Buffer> {
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    if (spec.width || spec.height) {
      pipeline = pipeline.resize(spec.width, spec.height, {
        fit: spec.trim ? 'cover' : 'inside',
        withoutEnlargement: true,
      });
    }
    if (spec.format === 'jpeg')
      pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: spec.quality, mozjpeg: true });
    else if (spec.format === 'png') pipeline = pipeline.png({ compressionLevel: 6 });
    else if (spec.format === 'webp') pipeline = pipeline.webp({ quality: spec.quality });
    else pipeline = pipeline.avif({ quality: spec.quality });
    return await pipeline.toBuffer();
  } catch (error) {
    const message = String((error as Error).message);
    if (/pixel limit/i.test(message))
      throw new AppError(413, 'image_too_large', 'The image has too many pixels to process');
    throw new AppError(422, 'invalid_image', 'The file is not an image that can be converted');
  }
}
