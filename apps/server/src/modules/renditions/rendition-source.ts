import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaKind } from '../../lib/media-types.ts';
import { renderPdfPage } from '../../lib/pdf.ts';
import { hasFfmpeg, videoPoster } from '../../lib/video.ts';
import { streamToBuffer } from '../../storage/storage.ts';

/** Largest source file read into memory for conversion, by kind. */
const MAX_BYTES: Record<MediaKind, number> = {
  raster: 256 * 1024 * 1024,
  svg: 5 * 1024 * 1024,
  pdf: 100 * 1024 * 1024,
  video: 4 * 1024 * 1024 * 1024,
  other: 0,
};

/**
 * What sharp renders for a source: its file or bytes (raster, SVG) or a drawn page or frame; null
 * means an icon. A file on local disk is given by path, so libvips reads it without a copy in memory.
 */
export interface SourceImage {
  input: Buffer | string;
  svg: boolean;
}

const tooBig = () => new AppError(413, 'file_too_large', 'The file is too large to convert');

/** Copies a stored video to a temporary file (ffmpeg needs to seek) and takes a poster frame. */
async function posterOf(deps: Deps, key: string): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `vitrine-video-${randomUUID()}`);
  try {
    await pipeline(await deps.storage.get(key), fs.createWriteStream(file));
    return await videoPoster(file);
  } finally {
    await fsp.rm(file, { force: true });
  }
}

/**
 * The image to render for a stored file of the given kind, within the size limits. A PDF page is
 * drawn for the box asked for, no larger than needed.
 */
export async function sourceImage(
  deps: Deps,
  key: string,
  kind: MediaKind,
  size: number,
  box: { width: number; height: number; cover: boolean },
): Promise<SourceImage | null> {
  if (kind === 'other' || (kind === 'video' && !hasFfmpeg())) return null;
  if (size > MAX_BYTES[kind]) throw tooBig();
  if (kind === 'video') return { input: await posterOf(deps, key), svg: false };
  if (kind === 'raster' && deps.storage.localPath) return { input: deps.storage.localPath(key), svg: false };
  const bytes = await streamToBuffer(await deps.storage.get(key));
  if (kind === 'pdf') return { input: await renderPdfPage(bytes, box), svg: false };
  return { input: bytes, svg: kind === 'svg' };
}
