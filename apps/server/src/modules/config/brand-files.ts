import { randomUUID } from 'node:crypto';
import { BRAND_IMAGE_TYPES, type BrandImageKind } from '@vitrine/contract';
import { configRoutes, routePath } from '@vitrine/contract/routes';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { imageSize, renderImage, type OutputFormat } from '../../lib/image.ts';
import { sanitizeSvg } from '../../lib/svg.ts';
import { BRAND_FOLDER, brandFileKey } from '../../storage/keys.ts';
import { deleteUnnamedFiles } from '../../storage/sweep-files.ts';

// The portal's logo and favicon as uploaded in the console: checked by their bytes as visitors'
// pictures are, kept in the file store under a new name each time, served at that lasting address.

/** What each claimed type must be, as sharp names it ('ico' is read here: sharp has no decoder). */
const FORMAT_OF_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
};
const EXTENSION: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', svg: 'svg', ico: 'ico' };
const CONTENT_TYPE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};
/** The longest side a picture is kept at: sharp at 48 px on a 4x screen, and far beyond a favicon's. */
const MAX_SIDE: Record<BrandImageKind, number> = { logo: 1024, favicon: 512 };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const notAnImage = () => badRequest('The file is not an image we can read', 'file', 'invalid_image');

/** The address a brand file is served at. */
export const brandFileUrl = (file: string) => routePath(configRoutes.getBrandFile, { file });

/** The storage key behind an address of ours (undefined for any other address). */
function keyOfUrl(url: string): string | undefined {
  const prefix = brandFileUrl('');
  return url.startsWith(prefix) ? `${BRAND_FOLDER}/${url.slice(prefix.length)}` : undefined;
}

/**
 * The pictures a Windows icon lists, when the bytes are one: its header, and each entry a PNG or a
 * bitmap lying inside the file. Null when they are not an icon.
 */
function iconImages(data: Buffer): Buffer[] | null {
  if (data.length < 22 || data.readUInt16LE(0) !== 0 || data.readUInt16LE(2) !== 1) return null;
  const count = data.readUInt16LE(4);
  const directoryEnd = 6 + count * 16;
  if (count < 1 || count > 64 || data.length < directoryEnd) return null;
  const images: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const size = data.readUInt32LE(6 + i * 16 + 8);
    const offset = data.readUInt32LE(6 + i * 16 + 12);
    if (size < 40 || offset < directoryEnd || offset + size > data.length) return null;
    const image = data.subarray(offset, offset + size);
    // A PNG, or a bitmap starting with its 40-byte BITMAPINFOHEADER.
    if (!image.subarray(0, 8).equals(PNG_SIGNATURE) && image.readUInt32LE(0) !== 40) return null;
    images.push(image);
  }
  return images;
}

/** The bytes to store and their extension: re-encoded pictures, sanitised vectors, checked icons. */
async function checked(
  data: Buffer,
  format: string,
  maxSide: number,
): Promise<{ data: Buffer; ext: string }> {
  if (format === 'ico') {
    const images = iconImages(data);
    if (!images) throw notAnImage();
    for (const image of images.filter((i) => i.subarray(0, 8).equals(PNG_SIGNATURE)))
      if ((await imageSize(image))?.format !== 'png') throw notAnImage();
    return { data, ext: 'ico' };
  }
  if (format === 'svg') {
    // Read as text first: nothing that runs or reaches out gets as far as the decoder.
    const safe = sanitizeSvg(data);
    if ((await imageSize(safe))?.format !== 'svg') throw notAnImage();
    return { data: safe, ext: 'svg' };
  }
  const size = await imageSize(data);
  if (!size) throw notAnImage();
  if (size.format !== format)
    throw badRequest(`The file is not a ${format.toUpperCase()} image`, 'file', 'file_type_mismatch');
  try {
    const output = format as OutputFormat;
    const spec = { width: maxSide, height: maxSide, trim: false, quality: 90, format: output };
    return { data: await renderImage(data, spec), ext: EXTENSION[format] };
  } catch (error) {
    // Unreadable past its header: the client's file, so a 400 (an image bomb stays a 413).
    if (error instanceof AppError && error.status === 422) throw notAnImage();
    throw error;
  }
}

/**
 * Stores an uploaded logo or favicon and answers its address. The claimed type must be one the
 * image takes and the bytes must be that type; pictures are re-encoded (metadata and anything
 * hidden dropped), SVG is refused when it holds scripts and else kept to drawing elements.
 */
export async function storeBrandImage(
  deps: Pick<Deps, 'storage'>,
  kind: BrandImageKind,
  file: { data: Buffer; mimeType: string },
): Promise<string> {
  const claimed = file.mimeType.split(';')[0].trim().toLowerCase();
  if (!(BRAND_IMAGE_TYPES[kind] as readonly string[]).includes(claimed))
    throw badRequest(
      kind === 'logo' ? 'Upload a PNG, JPEG, WebP or SVG image' : 'Upload an ICO, PNG or SVG image',
      'file',
      'file_type_not_allowed',
    );
  if (!file.data.length) throw badRequest('The file is empty', 'file', 'invalid_file');
  const image = await checked(file.data, FORMAT_OF_TYPE[claimed], MAX_SIDE[kind]);
  const id = randomUUID();
  await deps.storage.put(brandFileKey(id, image.ext), image.data, CONTENT_TYPE[image.ext]);
  return brandFileUrl(`${id}.${image.ext}`);
}

/** A stored brand file to send: its bytes, type and size (404 when there is none of that name). */
export async function openBrandFile(deps: Pick<Deps, 'storage'>, file: string) {
  const ext = file.slice(file.lastIndexOf('.') + 1);
  const key = brandFileKey(file.slice(0, -ext.length - 1), ext);
  const stat = await deps.storage.stat(key);
  if (!stat) throw notFound('There is no such file', 'file_not_found');
  return { stream: await deps.storage.get(key), contentType: CONTENT_TYPE[ext], size: stat.size };
}

/**
 * Deletes uploaded brand files written before `before` that none of `inUse` names: uploads never
 * saved, images replaced since. Newer files are kept (a form may be about to save them).
 */
export function sweepBrandFiles(deps: Pick<Deps, 'storage'>, inUse: string[], before: Date): Promise<number> {
  const named = new Set(inUse.map(keyOfUrl).filter((key) => key !== undefined));
  return deleteUnnamedFiles(
    deps.storage,
    BRAND_FOLDER,
    before,
    async (keys) => new Set(keys.filter((key) => named.has(key))),
  );
}
