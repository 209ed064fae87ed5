import type { RenditionQuery } from '@vitrine/contract';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { renditionCache } from '../../lib/metrics.ts';
import { notFound } from '../../lib/errors.ts';
import { fileIcon, renderImage, type RenditionSpec } from '../../lib/image.ts';
import { extensionOf, mediaKind, mimeType } from '../../lib/media-types.ts';
import type { ByteRange } from '../../storage/storage.ts';
import { renditionKey } from '../../storage/keys.ts';
import type { WhenBusy } from './conversion-queue.ts';
import { FORMAT_EXTENSION, MIME, outputFormat } from './rendition-format.ts';
import { sourceImage } from './rendition-source.ts';
import { renditionState } from './rendition-state.ts';

// Part of every cache address: bump it when rendering changes, and old renditions are not reused.
const RENDERER_VERSION = 2;
/** Box a PDF page is drawn for when no size is asked for. */
const DEFAULT_SIDE = 2400;

export interface RenditionRequest {
  key: string;
  width?: number;
  height?: number;
  trim: boolean;
  quality: number;
  format?: string;
}

/** The rendition a validated query asks for; `quality` when the query names none. */
export function renditionRequest(key: string, q: RenditionQuery, quality: number): RenditionRequest {
  return {
    key,
    width: q.width,
    height: q.height,
    trim: q.trim === '1' || q.trim === 'true',
    quality: q.quality ?? quality,
    format: q.format,
  };
}

/** A file ready to send: its storage key, validator, type, length and a way to open it. */
export interface Served {
  key: string;
  etag: string;
  contentType: string;
  size: number;
  open: (range?: ByteRange) => ReturnType<Deps['storage']['get']>;
  /** The bytes of a rendition just made, held while its cache file is being written. */
  bytes?: Buffer;
}

// One generation per rendition at a time in this process; concurrent requests share its bytes
// (without reading the cache file back) until its cache file is written.
const pending = new Map<string, Promise<Buffer>>();

/** Options of `rendition`: the public route refuses when the conversion queue is full (503). */
export interface RenditionOptions {
  whenBusy?: WhenBusy;
}

/** The original file as stored, validated by its size and modification time. */
export async function original(deps: Deps, key: string): Promise<Served> {
  const source = await deps.storage.stat(key);
  if (!source) throw notFound('No such file', 'file_not_found');
  const etag = `"${createHash('sha256')
    .update(`${key}\n${source.size}\n${source.modified.getTime()}`)
    .digest('hex')
    .slice(0, 32)}"`;
  return {
    key,
    etag,
    contentType: mimeType(extensionOf(key)),
    size: source.size,
    open: (range) => deps.storage.get(key, range),
  };
}

/** Renders a source for a spec: its picture, or a file icon for what has none. */
async function convert(deps: Deps, request: RenditionRequest, spec: RenditionSpec, size: number) {
  const ext = extensionOf(request.key);
  const kind = mediaKind(ext);
  const box = {
    width: spec.width ?? spec.height ?? DEFAULT_SIDE,
    height: spec.height ?? spec.width ?? DEFAULT_SIDE,
    cover: spec.trim && !!spec.width && !!spec.height,
  };
  const image = await sourceImage(deps, request.key, kind, size, box);
  const group = kind === 'pdf' ? 'pdf' : kind === 'video' ? 'video' : 'other';
  return image ? renderImage(image.input, spec, { svg: image.svg }) : fileIcon(ext, group, spec);
}

/** Where a request's rendition is cached: the source's current state and the spec decide it. */
async function address(deps: Deps, request: RenditionRequest) {
  const source = await deps.storage.stat(request.key);
  if (!source) throw notFound('No such file', 'file_not_found');
  const ext = extensionOf(request.key);
  const spec: RenditionSpec = {
    width: request.width,
    height: request.height,
    trim: request.trim,
    quality: request.quality,
    format: outputFormat(mediaKind(ext), ext, request.format),
  };
  const hash = createHash('sha256')
    .update(JSON.stringify([RENDERER_VERSION, request.key, source.size, source.modified.getTime(), spec]))
    .digest('hex')
    .slice(0, 32);
  return { source, spec, hash, cacheKey: renditionKey(hash, FORMAT_EXTENSION[spec.format]) };
}

function served(
  cacheKey: string,
  hash: string,
  spec: RenditionSpec,
  size: number,
  open: Served['open'],
  bytes?: Buffer,
): Served {
  return { key: cacheKey, etag: `"${hash}"`, contentType: MIME[spec.format], size, open, bytes };
}

/** A cached rendition, read from storage. */
const stored = (deps: Deps, cacheKey: string, hash: string, spec: RenditionSpec, size: number) =>
  served(cacheKey, hash, spec, size, (range) => deps.storage.get(cacheKey, range));

/** A rendition just made, sent from memory (a range as its slice). */
const fresh = (cacheKey: string, hash: string, spec: RenditionSpec, output: Buffer) =>
  served(
    cacheKey,
    hash,
    spec,
    output.length,
    async (range) => Readable.from([range ? output.subarray(range.start, range.end + 1) : output]),
    output,
  );

/** The rendition when it is already cached (nothing is converted), else null. */
export async function cachedRendition(deps: Deps, request: RenditionRequest): Promise<Served | null> {
  const { spec, hash, cacheKey } = await address(deps, request);
  const cached = await deps.storage.stat(cacheKey);
  return cached ? stored(deps, cacheKey, hash, spec, cached.size) : null;
}

/**
 * Returns the cached rendition, generating it first when needed (once, however many ask) through
 * the conversion queue: by default a caller waits for a worker; `whenBusy: 'refuse'` throws a
 * BusyError (503) when the line is full. Presets are the caller's to check (assertPreset).
 */
export async function rendition(
  deps: Deps,
  request: RenditionRequest,
  options: RenditionOptions = {},
): Promise<Served> {
  const { source, spec, hash, cacheKey } = await address(deps, request);
  const { queue, cache } = renditionState(deps);
  const cached = await deps.storage.stat(cacheKey);
  if (cached) {
    renditionCache.inc({ event: 'hit' });
    cache.hit(cacheKey, cached.size);
    return stored(deps, cacheKey, hash, spec, cached.size);
  }
  let output = pending.get(cacheKey);
  // A request that joins a rendition being made converts nothing: a hit, as far as the cache goes.
  renditionCache.inc({ event: output ? 'hit' : 'miss' });
  if (!output) {
    // Refused before anything is shared, so a caller that waits never joins a refused job.
    if (options.whenBusy === 'refuse') queue.assertRoom();
    output = queue.run(() => convert(deps, request, spec, source.size));
    pending.set(cacheKey, output);
    // The bytes go to whoever asked as soon as they are made; the cache file is written meanwhile,
    // and the rendition stays shared until it is there (a request after that reads the file).
    // A file that could not be written is made again by the next request.
    cache.writes(
      output
        .then(async (bytes) => {
          await deps.storage.put(cacheKey, bytes, MIME[spec.format]);
          cache.stored(cacheKey, bytes.length);
        })
        .catch(() => undefined)
        .finally(() => pending.delete(cacheKey)),
    );
  }
  return fresh(cacheKey, hash, spec, await output);
}
