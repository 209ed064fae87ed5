import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { noteChanges } from '../../db/changes.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { mimeType } from '../../lib/media-types.ts';
import { deleteFiles } from '../../storage/delete-files.ts';
import { assetKey } from '../../storage/keys.ts';
import { readFileMeta } from './asset-import.service.ts';
import {
  assetFileRow,
  assetLinksForUsage,
  assetVersionRows,
  deleteAssetRow,
  existingScopeIds,
  keysStillNamed,
  swapAssetFile,
} from './asset-file.repository.ts';
import { insertAsset } from './asset.writer.ts';

/** A file that passed its checks, ready to become an asset's file. */
export interface CheckedAssetFile {
  /** The name without its extension. */
  name: string;
  ext: string;
  /** Opens the bytes to store (a stream from the upload, or the sanitised bytes). */
  open: () => Buffer | Readable;
}

/** Stores the file under a new key with its size and dimensions; on a failure nothing is left. */
async function storeFile(deps: Deps, file: CheckedAssetFile) {
  const key = assetKey(randomUUID(), file.ext);
  try {
    await deps.storage.put(key, file.open(), mimeType(file.ext));
    return { key, meta: await readFileMeta(deps, key, file.ext) };
  } catch (error) {
    await deleteFiles(deps.storage, [key]);
    throw error;
  }
}

/** Refuses scope ids that are not asset scopes (nothing is stored for a wrong one). */
export async function assertScopes(deps: Deps, scopeIds: number[]): Promise<void> {
  const found = new Set(await existingScopeIds(deps.db, scopeIds));
  const missing = scopeIds.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(`No asset scope ${missing}`, 'scopes', 'scope_not_found');
}

/** Whether an asset exists (an upload naming it to replace must name a real one). */
export async function assertAsset(deps: Deps, id: number): Promise<void> {
  if (!(await assetFileRow(deps.db, id))) throw notFound('Asset not found');
}

/** A new asset from a checked file, in the given scopes; answers its id. */
export async function createAssetFromFile(
  deps: Deps,
  file: CheckedAssetFile,
  scopeIds: number[],
): Promise<number> {
  const { key, meta } = await storeFile(deps, file);
  try {
    const id = await insertAsset(
      deps.db,
      {
        name: file.name,
        ext: file.ext,
        mime: mimeType(file.ext),
        storage_key: key,
        ...meta,
        meta_read_at: new Date(),
      },
      { scopeIds, tagIds: [], productIds: [] },
    );
    await noteChanges(deps.db, {}, 'assets');
    return id;
  } catch (error) {
    await deleteFiles(deps.storage, [key]);
    throw error;
  }
}

/**
 * Gives an asset a new file, keeping its id, name and links; the file it had is kept as a version
 * (its bytes stay, under their key). Answers the kept version's number.
 */
export async function replaceAssetFile(
  deps: Deps,
  id: number,
  file: CheckedAssetFile,
  by: number,
): Promise<number> {
  const { key, meta } = await storeFile(deps, file);
  let version: number | null;
  try {
    version = await swapAssetFile(
      deps.db,
      id,
      { ext: file.ext, mime: mimeType(file.ext), storage_key: key, size: meta.size },
      { width: meta.width, height: meta.height },
      by,
    );
  } catch (error) {
    await deleteFiles(deps.storage, [key]);
    throw error;
  }
  if (version === null) {
    await deleteFiles(deps.storage, [key]);
    throw notFound('Asset not found');
  }
  await noteChanges(deps.db, {}, 'assets');
  return version;
}

/** An asset's file and its versions, as rows; 404 when there is no such asset. */
export async function assetFileWithVersions(deps: Deps, id: number) {
  const row = await assetFileRow(deps.db, id);
  if (!row) throw notFound('Asset not found');
  return { row, versions: await assetVersionRows(deps.db, id) };
}

/** The products (ids) and scopes an asset is linked to; 404 when there is no such asset. */
export async function assetMediaUsage(deps: Deps, id: number, locale: RequestLocale) {
  const row = await assetFileRow(deps.db, id);
  if (!row) throw notFound('Asset not found');
  return {
    key: row.storage_key,
    name: `${row.name}.${row.ext}`,
    ...(await assetLinksForUsage(deps.db, id, locale)),
  };
}

/**
 * Deletes an asset everywhere: its row and links in one transaction, then its files (current and
 * every version) that no other asset names. Answers the deleted asset's file name.
 */
export async function deleteAsset(deps: Deps, id: number): Promise<void> {
  const keys = await deleteAssetRow(deps.db, id);
  if (!keys) throw notFound('Asset not found');
  await noteChanges(deps.db, {}, 'assets', 'contents');
  const named = await keysStillNamed(deps.db, keys);
  await deleteFiles(
    deps.storage,
    keys.filter((key) => !named.has(key)),
  );
}
