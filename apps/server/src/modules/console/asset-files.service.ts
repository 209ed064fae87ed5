import type { AssetFileDetail, AssetUsage } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { userNames } from '../auth/index.ts';
import { articlesUsingAsset } from '../contents/index.ts';
import { openLinksWithFile } from '../downloads/index.ts';
import { assetFileWithVersions, assetMediaUsage, assetUrl, deleteAsset } from '../media/index.ts';
import { productRows } from '../products/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** An asset's current file and its earlier versions, each with who replaced it. */
export async function assetFileDetail(
  deps: Deps,
  principal: Principal,
  id: number,
): Promise<AssetFileDetail> {
  await administrator(deps, principal);
  const { row, versions } = await assetFileWithVersions(deps, id);
  const names = await userNames(
    deps.db,
    versions.flatMap((v) => (v.replaced_by === null ? [] : [v.replaced_by])),
  );
  const person = (by: number | null) => {
    const name = by === null ? undefined : names.get(by);
    return name ? { id: by!, name: `${name.first_name} ${name.last_name}`.trim() } : null;
  };
  return {
    id: row.id,
    name: row.name,
    ext: row.ext,
    mime: row.mime,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    updated_at: iso(row.updated_at),
    url: assetUrl(row.storage_key),
    versions: versions.map((v) => ({
      version: v.version,
      name: v.name,
      ext: v.ext,
      mime: v.mime,
      size: Number(v.size),
      replaced_at: iso(v.replaced_at),
      replaced_by: person(v.replaced_by),
      url: assetUrl(v.storage_key),
    })),
  };
}

/** Everywhere an asset is used, named in the reader's language: what a delete would take away. */
export async function assetUsage(
  deps: Deps,
  principal: Principal,
  id: number,
  locale: RequestLocale,
): Promise<AssetUsage> {
  await administrator(deps, principal);
  const media = await assetMediaUsage(deps, id, locale);
  const products = await productRows(deps.db, media.productIds, locale);
  const links = await openLinksWithFile(deps.db, media.key);
  return {
    products: products.map((p) => ({ id: p.id, name: p.l_name ?? p.d_name ?? p.sku })),
    contents: await articlesUsingAsset(deps.db, id, locale),
    downloads: links.downloads,
    shares: links.shares,
    scopes: media.scopes,
  };
}

/** Deletes an asset everywhere, its files included, and writes it to the audit log. */
export async function deleteConsoleAsset(deps: Deps, principal: Principal, id: number): Promise<void> {
  const actor = await administrator(deps, principal);
  const { row } = await assetFileWithVersions(deps, id);
  await deleteAsset(deps, id);
  await recordChange(deps.db, actor, {
    action: 'asset.deleted',
    target: { kind: 'asset', id, label: `${row.name}.${row.ext}` },
    before: { name: row.name, ext: row.ext, size: Number(row.size) },
  });
}
