import fs from 'node:fs';
import path from 'node:path';
import { AssetUploadMetadata, type AssetUploadResult } from '@vitrine/contract';
import type { FileStore } from '@tus/file-store';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { checkAssetFile, isAllowedAssetName } from '../../lib/asset-file-check.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { assertAsset, assertScopes, createAssetFromFile, replaceAssetFile } from '../media/index.ts';
import { recordChange, type Actor } from './audit.service.ts';

/** An upload's metadata read by the contract; a wrong one is a 400 naming the field. */
function metadataOf(raw: Record<string, string | null>): AssetUploadMetadata {
  const parsed = AssetUploadMetadata.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null)),
  );
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new AppError(
    400,
    'validation_error',
    `${issue.path.join('.')}: ${issue.message}`,
    String(issue.path[0] ?? ''),
    {
      kind: 'invalid',
    },
  );
}

/** Refuses an upload before its first byte: no length, a name of no allowed type, unknown scopes or asset. */
export async function acceptUpload(
  deps: Deps,
  size: number | undefined,
  raw: Record<string, string | null>,
): Promise<void> {
  if (size === undefined)
    throw badRequest('Send Upload-Length: the size is needed up front', 'Upload-Length');
  const metadata = metadataOf(raw);
  if (!isAllowedAssetName(metadata.filename))
    throw badRequest(
      'Upload pictures, SVG, PDF, videos, MP3, ZIP or Office documents',
      'filename',
      'file_type_not_allowed',
    );
  await assertScopes(deps, metadata.scopes);
  if (metadata.asset !== undefined) await assertAsset(deps, metadata.asset);
}

/**
 * Turns a finished upload into an asset in its scopes, or into the new file of the asset it names
 * (the old file kept as a version), once its bytes pass the checks; written to the audit log. The
 * upload's file goes whatever happens: a refused file leaves nothing behind.
 */
export async function finishUpload(
  deps: Deps,
  store: FileStore,
  uploadId: string,
  raw: Record<string, string | null>,
  actor: Actor,
): Promise<AssetUploadResult> {
  try {
    const metadata = metadataOf(raw);
    const file = path.join(
      store.directory,
      z
        .string()
        .regex(/^[a-f0-9]{32}$/)
        .parse(uploadId),
    );
    const checked = await checkAssetFile(file, metadata.filename);
    const source = {
      name: checked.name,
      ext: checked.ext,
      open: () => checked.rewritten ?? fs.createReadStream(file),
    };
    const label = `${checked.name}.${checked.ext}`;
    if (metadata.asset !== undefined) {
      const version = await replaceAssetFile(deps, metadata.asset, source, actor.id);
      await recordChange(deps.db, actor, {
        action: 'asset.file_replaced',
        target: { kind: 'asset', id: metadata.asset, label },
        after: { kept_version: version },
      });
      return { asset_id: metadata.asset, kept_version: version };
    }
    await assertScopes(deps, metadata.scopes);
    const id = await createAssetFromFile(deps, source, metadata.scopes);
    await recordChange(deps.db, actor, {
      action: 'asset.uploaded',
      target: { kind: 'asset', id, label },
      after: { scopes: metadata.scopes },
    });
    return { asset_id: id, kept_version: null };
  } finally {
    await store.remove(uploadId).catch(() => undefined);
  }
}
