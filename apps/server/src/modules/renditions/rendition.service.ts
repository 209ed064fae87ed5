import { createHash } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { renderImage, type OutputFormat, type RenditionSpec } from '../../lib/image.ts';
import { streamToBuffer } from '../../storage/storage.ts';

const SOURCE_FORMATS: Record<string, OutputFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'png',
  tif: 'jpeg',
  tiff: 'jpeg',
};
const MIME: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
const EXT: Record<OutputFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

export interface RenditionRequest {
  key: string;
  width?: number;
  height?: number;
  trim: boolean;
  quality: number;
  format?: string;
}

// One generation per rendition at a time in this process; concurrent requests share it.
const pending = new Map<string, Promise<void>>();

/** The output spec and its content address: the same source bytes and parameters give the same key. */
async function plan(deps: Deps, request: RenditionRequest) {
  const source = await deps.storage.stat(request.key);
  if (!source) throw notFound('No such file', 'file_not_found');
  const extension = request.key.split('.').pop()!.toLowerCase();
  const format: OutputFormat =
    request.format && request.format !== 'source'
      ? (SOURCE_FORMATS[request.format] ?? 'jpeg')
      : (SOURCE_FORMATS[extension] ?? 'jpeg');
  const spec: RenditionSpec = {
    width: request.width,
    height: request.height,
    trim: request.trim,
    quality: request.quality,
    format,
  };
  const hash = createHash('sha256')
    .update(JSON.stringify([request.key, source.size, source.modified.getTime(), spec]))
    .digest('hex')
    .slice(0, 32);
  const cacheKey = `renditions/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}.${EXT[format]}`;
  return { spec, hash, cacheKey, contentType: MIME[format] };
}

/** Returns the cached rendition, generating it first when needed. */
export async function rendition(deps: Deps, request: RenditionRequest) {
  const { spec, hash, cacheKey, contentType } = await plan(deps, request);
  const cached = await deps.storage.stat(cacheKey);
  if (!cached) {
    let job = pending.get(cacheKey);
    if (!job) {
      job = (async () => {
        const input = await streamToBuffer(await deps.storage.get(request.key));
        await deps.storage.put(cacheKey, await renderImage(input, spec), contentType);
      })().finally(() => pending.delete(cacheKey));
      pending.set(cacheKey, job);
    }
    await job;
  }
  const stat = (await deps.storage.stat(cacheKey))!;
  return { etag: `"${hash}"`, contentType, size: stat.size, open: () => deps.storage.get(cacheKey) };
}
