import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { imageSize } from '../../lib/image.ts';
import { mediaKind, mimeType } from '../../lib/media-types.ts';
import { assetKey } from '../../storage/keys.ts';
import { streamToBuffer } from '../../storage/storage.ts';
import { idsByCode, insertAsset, updateAssetMeta } from './asset.writer.ts';

/** Dimensions are read from images up to this size; larger files keep only their byte size. */
const MAX_HEADER_READ = 256 * 1024 * 1024;

export interface FileMeta {
  size: number;
  width: number | null;
  height: number | null;
}

/** Size in bytes, and width and height for images, read from the stored file itself. */
export async function readFileMeta(deps: Deps, key: string, ext: string): Promise<FileMeta> {
  const stat = await deps.storage.stat(key);
  if (!stat) throw new Error(`No such file: ${key}`);
  const kind = mediaKind(ext);
  if ((kind !== 'raster' && kind !== 'svg') || stat.size > MAX_HEADER_READ)
    return { size: stat.size, width: null, height: null };
  const file = deps.storage.localPath?.(key) ?? (await streamToBuffer(await deps.storage.get(key)));
  const size = await imageSize(file);
  return { size: stat.size, width: size?.width ?? null, height: size?.height ?? null };
}

/** Reads the file of an asset again and stores its size and dimensions (all assets sharing it). */
export async function storeAssetFileMeta(deps: Deps, key: string, ext: string): Promise<FileMeta> {
  const meta = await readFileMeta(deps, key, ext);
  await updateAssetMeta(deps.db, key, meta);
  return meta;
}

export interface ImportRequest {
  /** The file name with its extension, e.g. `Lumo pendant.jpg`. */
  fileName: string;
  body: Buffer | Readable;
  scopes?: string[];
  tags?: string[];
  productIds?: number[];
  created?: Date;
  /** The file's SHA-256, kept with the asset (an Akeneo export's files are found again by it). */
  fileHash?: string;
}

/**
 * Stores a file under a new key and records it as an asset, with its size and dimensions read from
 * the stored file. Answers the asset id and key.
 */
export async function importAsset(deps: Deps, request: ImportRequest): Promise<{ id: number; key: string }> {
  const match = /^(.+)\.([a-zA-Z0-9]{1,8})$/.exec(request.fileName.trim());
  if (!match) throw badRequest('The file name needs an extension', 'fileName', 'invalid_name');
  const [, name, rawExt] = match;
  const ext = rawExt.toLowerCase();
  const key = assetKey(randomUUID(), ext);
  await deps.storage.put(key, request.body, mimeType(ext));
  const meta = await readFileMeta(deps, key, ext);
  const id = await insertAsset(
    deps.db,
    {
      name,
      ext,
      mime: mimeType(ext),
      storage_key: key,
      ...meta,
      meta_read_at: new Date(),
      created_at: request.created,
      file_hash: request.fileHash ?? null,
    },
    {
      scopeIds: await idsByCode(deps.db, 'asset_scope', request.scopes ?? []),
      tagIds: await idsByCode(deps.db, 'asset_tag', request.tags ?? []),
      productIds: request.productIds ?? [],
    },
  );
  return { id, key };
}
