import sharp, { type Metadata } from 'sharp';
import { badRequest } from './errors.ts';

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
